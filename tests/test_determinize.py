"""Determinized clones for search: ``Duel.determinize(player, seed)`` agrees with everything the
player knows and draws the cards hidden from them again.

Source: OpenSpiel's determinization (information-set sampling, ``ResampleFromInfostate``);
DESIGN §4 (hidden information: what a player may know is what knowledge.can_see says);
engine.determinize.
"""

from __future__ import annotations

from typing import Any

import pytest

from duelcore.agents import make_agent
from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
from duelcore.engine.invariants import check_invariants
from duelcore.errors import DuelcoreError, InvalidSeed
from duelcore.scenarios import build_duel
from duelcore.state.knowledge import can_see

from helpers import choose

SEEDS = (0, 1, 2, 3, 4)


def played_to(deck_a: str, deck_b: str, seed: int, answers: int, player: int) -> Duel:
    """A duel of two shipped decks played by random agents for ``answers`` answers, then on to
    the next Decision of ``player``."""
    duel = Duel.new([load_deck(deck_a), load_deck(deck_b)], seed=seed)
    agents = [make_agent("random", seed), make_agent("random", seed + 1)]
    for n in range(answers):
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    while duel.decision.player != player:
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    return duel


def identities(duel: Duel) -> list[tuple[int, int]]:
    """Every card's (uid, passcode), in uid order."""
    return [(c.uid, c.data.passcode) for c in duel.cards]


def known(duel: Duel, player: int) -> list[tuple[int, str, str, int | None, Any]]:
    """Every card ``player`` may know, as (uid, name, location, zone, position)."""
    return [(c.uid, c.name, c.location.value, c.zone, c.position) for c in duel.cards if can_see(c, player)]


def own_side(duel: Duel, player: int) -> dict[str, Any]:
    """The player's own hand and field, card by card (uid and name)."""
    p = duel.players[player]
    cell = lambda c: None if c is None else (c.uid, c.name, c.position)  # noqa: E731
    return {"hand": [cell(c) for c in p.hand], "monsters": [cell(c) for c in p.main_monster_zones],
            "spells": [cell(c) for c in p.spell_trap_zones], "field": cell(p.field_zone)}


def hidden_from(duel: Duel, player: int) -> list[tuple[int, str]]:
    """The (uid, name) of every card in a hand, Deck or on the field hidden from ``player``."""
    return [(c.uid, c.name) for c in duel.cards if not can_see(c, player)
            and c.location.value in ("hand", "Deck") or (c.on_field and not can_see(c, player))]


def play_out(duel: Duel, seed: int) -> None:
    """Play ``duel`` to its end with random agents, checking the invariants after every answer."""
    agents = [make_agent("random", seed), make_agent("random", seed + 1)]
    check_invariants(duel)
    while not duel.is_over:
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
        check_invariants(duel)


@pytest.mark.parametrize("deck_a,deck_b,seed,answers,player", [
    ("yugi", "kaiba", 5, 60, 0),
    ("yugi", "kaiba", 7, 120, 1),
    ("kaiba", "yugi", 11, 0, 0),
])
def test_determinize_keeps_everything_the_player_knows(deck_a: str, deck_b: str, seed: int, answers: int,
                                                       player: int) -> None:
    """For several seeds: the player's view, their own hand and field card by card, and every card
    they may know (where it is and what it is) are exactly the original's; the original is
    untouched; the cards hidden from the player are not all where they were."""
    duel = played_to(deck_a, deck_b, seed, answers, player)
    view, side, knows = duel.view(player), own_side(duel, player), known(duel, player)
    before, state = identities(duel), duel.state_hash()
    for s in SEEDS:
        det = duel.determinize(player, s)
        assert det is not duel
        assert det.view(player) == view
        assert own_side(det, player) == side
        assert known(det, player) == knows
        assert hidden_from(det, player) != hidden_from(duel, player)
        check_invariants(det)
    assert identities(duel) == before and duel.state_hash() == state


def test_same_seed_same_duel_different_seeds_different_hidden_cards() -> None:
    """The same seed gives the same determinized duel (its state hash and every card's identity);
    five seeds give five different sets of hidden cards; the opponent's hand and Deck keep their
    counts and, together, their cards."""
    duel = played_to("yugi", "kaiba", 5, 60, 0)
    draws = [duel.determinize(0, s) for s in SEEDS]
    again = [duel.determinize(0, s) for s in SEEDS]
    assert [d.state_hash() for d in draws] == [d.state_hash() for d in again]
    assert [identities(d) for d in draws] == [identities(d) for d in again]
    assert len({tuple(hidden_from(d, 0)) for d in draws}) == len(SEEDS)
    opp = duel.players[1]
    for det in draws:
        p = det.players[1]
        assert (len(p.hand), len(p.deck)) == (len(opp.hand), len(opp.deck))
        assert sorted(c.name for c in p.hand + p.deck) == sorted(c.name for c in opp.hand + opp.deck)
        assert sorted(c.name for c in det.players[0].deck) == sorted(c.name for c in duel.players[0].deck)


@pytest.mark.parametrize("seed", (0, 1))
def test_determinized_duel_plays_to_the_end(seed: int) -> None:
    """A determinized duel is playable to its end by random agents, the invariants holding after
    every answer; the original plays on unchanged afterwards."""
    duel = played_to("yugi", "kaiba", 9, 40, 1)
    state = duel.state_hash()
    det = duel.determinize(1, seed)
    play_out(det, seed)
    assert det.result is not None
    assert duel.state_hash() == state
    play_out(duel, seed)


def test_a_clone_of_a_determinized_duel_is_the_same_duel() -> None:
    """A clone of a determinized duel (at once, or after some answers, or determinized again)
    has its state hash: the determinizations are applied where they were made."""
    duel = played_to("yugi", "kaiba", 5, 30, 0)
    det = duel.determinize(0, 3)
    assert det.clone().state_hash() == det.state_hash() != duel.state_hash()
    agents = [make_agent("random", 1), make_agent("random", 2)]
    for _ in range(25):
        det.apply_action(agents[det.decision.player].choose(det.decision, None))
    while det.decision.player != 1:
        det.apply_action(agents[det.decision.player].choose(det.decision, None))
    assert det.clone().state_hash() == det.state_hash()
    twice = det.determinize(1, 8)
    assert twice.clone().state_hash() == twice.state_hash() != det.state_hash()
    assert twice.view(1) == det.view(1)


def test_cards_revealed_to_the_player_stay_where_they_are() -> None:
    """Two Night Assailants returned from the GY to the hand (revealed to both players) stay in the
    opponent's hand as they are, in every determinization for that opponent's player, while the
    other cards of that hand are drawn again from the hand and Deck. Source: DESIGN §4
    (Card.revealed_to: known until it moves); Night Assailant's text."""
    duel = build_duel({
        "format": "goat", "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"hand": ["Graceful Charity", "Night Assailant", "Night Assailant"],
                "deck": ["Feral Imp", "Mystical Elf", "Battle Ox", "Celtic Guardian", "Dark Magician",
                         "Summoned Skull", "Giant Soldier of Stone", "Gaia The Fierce Knight"]},
            2: {"deck": ["Great White", "Sangan"]},
        }})
    choose(duel, "Activate Graceful Charity")
    choose(duel, "Spell & Trap Zone 1")
    choose(duel, "Night Assailant (hand, player 1) (hand 1)")
    choose(duel, "Night Assailant (hand, player 1)")
    duel.apply_action(0)
    revealed = [c for c in duel.players[0].hand if 1 in c.revealed_to]
    assert [c.name for c in revealed] == ["Night Assailant", "Night Assailant"]
    while duel.decision.player != 1:
        duel.apply_action(len(duel.decision.options) - 1 if duel.decision.player == 0 else 0)
    assert all(c.location.value == "hand" and 1 in c.revealed_to for c in revealed)
    drawn = set()
    for s in SEEDS:
        det = duel.determinize(1, s)
        assert det.view(1) == duel.view(1)
        assert [(c.uid, c.name) for c in det.players[0].hand if 1 in c.revealed_to] == \
            [(c.uid, c.name) for c in revealed]
        drawn.add(tuple(c.name for c in det.players[0].hand))
    assert len(drawn) > 1


def test_face_down_cards_are_drawn_from_their_own_kind() -> None:
    """The opponent's face-down monster is drawn again only from their hidden monsters, their Set
    card only from their hidden Spells and Traps; each keeps its zone and position, and over
    several seeds each takes more than one identity. Source: FD-02, FD-03 (a face-down card is
    known to be a monster, or a Spell or Trap)."""
    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"hand": ["Dark Magician"], "deck": ["Feral Imp", "Mystical Elf"]},
            2: {"hand": ["Pot of Greed", "Battle Ox", "Mirror Force"],
                "deck": ["Celtic Guardian", "Trap Hole", "Summoned Skull", "Dark Hole", "Giant Soldier of Stone"],
                "main_monster_zones": {2: {"card": "Mystical Elf", "position": "face-down defense"}},
                "spell_trap_zones": {4: "Reinforcement of the Army"}},
        }})
    monsters, sets = set(), set()
    for s in range(8):
        det = duel.determinize(0, s)
        assert det.view(0) == duel.view(0)
        fd, st = det.players[1].main_monster_zones[1], det.players[1].spell_trap_zones[3]
        assert fd.data.is_monster and fd.position is duel.players[1].main_monster_zones[1].position
        assert (st.data.is_spell or st.data.is_trap) and not st.face_up
        monsters.add(fd.name)
        sets.add(st.name)
        check_invariants(det)
    assert len(monsters) > 1 and len(sets) > 1
    assert duel.players[1].main_monster_zones[1].name == "Mystical Elf"


def test_bad_arguments_are_refused_and_change_nothing() -> None:
    """A player other than 0 or 1, a seed that is not a whole number, or a Decision of the other
    player is refused with an error naming it; the duel is unchanged."""
    duel = played_to("yugi", "kaiba", 5, 10, 0)
    state = duel.state_hash()
    with pytest.raises(DuelcoreError, match=r"determinize\(player\): player must be 0 or 1, got 2"):
        duel.determinize(2, 0)
    with pytest.raises(DuelcoreError, match=r"player must be 0 or 1, got True"):
        duel.determinize(True, 0)
    with pytest.raises(InvalidSeed, match=r"determinize\(seed\) must be a whole number"):
        duel.determinize(0, 1.5)
    with pytest.raises(DuelcoreError, match=r"the Decision waiting is player 0's, and its options name that "
                                            r"player's hidden cards; determinize at a Decision of player 1"):
        duel.determinize(1, 0)
    assert duel.state_hash() == state
