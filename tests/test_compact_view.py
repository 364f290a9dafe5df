"""``Duel.compact_view``: what ``Duel.view`` says, each card as a ``knowledge.card_facts`` tuple;
``Option.card_place``; ATK/DEF read while the duel stands still (``rules.stats.standing_still``).

The observation encoder of duelcore.env reads ``compact_view`` instead of ``view`` at every step,
so it must say exactly what ``view`` says, whatever it keeps from one read to the next.

Source: issue 19 (the observation is built only from the player's view; its throughput); DESIGN
§4 (a player sees only their view).
"""

from __future__ import annotations

from typing import Any

import pytest

from duelcore.agents import make_agent
from duelcore.cards.procedures.search import reveal
from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
from duelcore.errors import DuelcoreError
from duelcore.rules.stats import standing_still

from helpers import choose, main_phase

#: (deck, deck, format) of the duels played: the Starter Decks, a Goat pairing (Equip Spells, Field
#: Spells, face-down banished cards), decks with Extra Monster Zones and Xyz/Link Monsters.
DUELS = [("yugi", "kaiba", None), ("01-goat-control-worlds-2020", "08-chaos-turbo-worlds-2020", "goat"),
         ("effects-1", "effects-2", None)]


def facts(info: dict[str, Any] | None) -> tuple | None:
    """A card_info dict as the card_facts tuple it must equal (None stays None)."""
    if info is None:
        return None
    level = info.get("level", info.get("rank", info.get("link_rating")))
    return (info.get("passcode"), info["location"], info.get("zone"), info.get("position"), info["controller"], level,
            info.get("atk"), info.get("def"))


def compacted(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` as compact_view must give it: its keys but "rules", "result" and "decision";
    piles as tuples of facts, zones as lists of facts or None; the attack's cards as places."""
    sides = []
    for side in view["players"]:
        out = {key: side[key] for key in ("lp", "hand_count", "deck_count", "extra_deck_count")}
        for pile in ("hand", "gy", "banished", "extra_deck"):
            if pile in side:
                out[pile] = tuple(facts(c) for c in side[pile])
        for zones in ("main_monster_zones", "spell_trap_zones"):
            out[zones] = [facts(c) for c in side[zones]]
        out["deck_top"] = facts(side["deck_top"])
        out["field_zone"] = facts(side["field_zone"])
        sides.append(out)
    emz = view["extra_monster_zones"]
    return {"player": view["player"], "turn": view["turn"], "turn_player": view["turn_player"],
            "phase": view["phase"], "players": sides,
            "extra_monster_zones": None if emz is None else [facts(c) for c in emz],
            "chain": [(link["number"], link["player"], facts(link["card"])) for link in view["chain"]],
            "battle_step": view["battle_step"], "attack": attack_places(view["attack"])}


def place(info: dict[str, Any] | None) -> tuple | None:
    """A card_info dict as the card_place tuple it must equal (None stays None)."""
    return None if info is None else (info.get("passcode"), info["location"], info.get("zone"), info["controller"])


def attack_places(attack: dict[str, Any] | None) -> tuple | None:
    """view's "attack" as compact_view's: (attacker, target or None) as places, or None."""
    return None if attack is None else (place(attack["attacker"]), place(attack["target"]))


def assert_compact_is_view(duel: Duel, where: str) -> None:
    """Both players' compact views equal their views (the compact one read first and again after)."""
    for player in (0, 1):
        first = duel.compact_view(player)
        expected = compacted(duel.view(player))
        assert first == expected, f"{where}, player {player}"
        assert duel.compact_view(player) == expected, f"{where}, player {player}, read again"


def assert_stats_standing_still(duel: Duel, where: str) -> None:
    """Every monster's (ATK, DEF) read while the duel stands still equals its ordinary read."""
    monsters = [c for c in duel.cards if c.location.is_monster_zone]
    ordinary = [(c.atk, c.defense) for c in monsters]
    with standing_still(duel):
        assert [duel.current_stats(c) for c in monsters] == ordinary, where
        assert [(c.atk, c.defense) for c in monsters] == ordinary, where


@pytest.mark.parametrize("deck_a, deck_b, format", DUELS)
def test_compact_view_says_what_view_says_at_every_decision_of_a_duel(deck_a: str, deck_b: str,
                                                                      format: str | None) -> None:
    duel = Duel.new([load_deck(deck_a), load_deck(deck_b)], seed=3, format=format)
    agents = [make_agent("random", 5), make_agent("random", 6)]
    answers = 0
    while not duel.is_over and answers < 600:
        where = f"{deck_a} vs {deck_b}, after {answers} answers"
        assert_compact_is_view(duel, where)
        assert_stats_standing_still(duel, where)
        decision = duel.decision
        if answers % 97 == 0:
            # A determinized copy (its cards' identities changed in place) says what its view says.
            copy = duel.determinize(decision.player, answers)
            assert_compact_is_view(copy, where + ", determinized")
        duel.apply_action(agents[decision.player].choose(decision, None))
        answers += 1
    assert answers >= 100
    assert_compact_is_view(duel, f"{deck_a} vs {deck_b}, the end")


def test_a_hand_card_revealed_where_it_is_shows_in_the_compact_view() -> None:
    duel = main_phase({1: {"hand": ["Dark Magician"], "deck": ["Feral Imp"]},
                       2: {"hand": ["Celtic Guardian", "Mystical Elf"], "deck": ["Feral Imp"]}})
    before = duel.compact_view(0)["players"][1]["hand"]
    assert [f[0] for f in before] == [None, None]
    elf = duel.players[1].hand[1]
    reveal(duel, [elf], to=[0], by=1)  # shown to the player who looks (0), the card not moving
    after = duel.compact_view(0)["players"][1]["hand"]
    assert [f[0] for f in after] == [None, elf.data.passcode]
    assert after[1] == (elf.data.passcode, "hand", None, None, 1, 4, 800, 2000)
    assert_compact_is_view(duel, "after the reveal")


def test_an_unchanged_pile_is_the_same_tuple_and_a_changed_one_a_new_one() -> None:
    duel = main_phase({1: {"hand": ["Dark Magician", "Feral Imp"], "deck": ["Feral Imp"]},
                       2: {"deck": ["Feral Imp"]}})
    hand = duel.compact_view(0)["players"][0]["hand"]
    assert duel.compact_view(0)["players"][0]["hand"] is hand
    choose(duel, "Normal Summon Feral Imp")
    choose(duel, "Main Monster Zone 1")
    again = duel.compact_view(0)["players"][0]["hand"]
    assert [f[0] for f in again] == [duel.players[0].hand[0].data.passcode]
    assert again != hand


def test_compact_view_refuses_a_player_that_is_not_0_or_1() -> None:
    duel = main_phase({1: {"deck": ["Feral Imp"]}, 2: {"deck": ["Feral Imp"]}})
    with pytest.raises(DuelcoreError, match=r"compact_view\(player\): player must be 0 or 1, got 2"):
        duel.compact_view(2)
    with pytest.raises(DuelcoreError, match=r"compact_view\(player\): player must be 0 or 1, got True"):
        duel.compact_view(True)


def place(info: dict[str, Any] | None) -> tuple | None:
    """An option's card dict as the card_place tuple it must equal."""
    if info is None:
        return None
    return (info.get("passcode"), info["location"], info.get("zone"), info["controller"])


@pytest.mark.parametrize("deck_a, deck_b, format", DUELS)
def test_option_card_place_is_what_its_card_says(deck_a: str, deck_b: str, format: str | None) -> None:
    duel = Duel.new([load_deck(deck_a), load_deck(deck_b)], seed=4, format=format)
    agents = [make_agent("random", 7), make_agent("random", 8)]
    named = 0
    for _ in range(300):
        if duel.is_over:
            break
        options = duel.decision.options
        places = [o.card_place() for o in options]  # read before the cards are made
        assert places == [place(o.card) for o in options]
        assert [o.card_place() for o in options] == places  # and after
        named += sum(p is not None for p in places)
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    assert named >= 100


def test_card_place_of_an_option_not_read_before_the_answer_is_refused() -> None:
    duel = main_phase({1: {"hand": ["Dark Magician", "Feral Imp"], "deck": ["Feral Imp"]},
                       2: {"deck": ["Feral Imp"]}})
    texts = [o.text for o in duel.decision.options]
    summon = duel.decision.options[texts.index("Normal Summon Feral Imp")]
    duel.apply_action(texts.index("Set Feral Imp"))
    with pytest.raises(DuelcoreError, match="the card of option 'Normal Summon Feral Imp' was not read before"):
        summon.card_place()
