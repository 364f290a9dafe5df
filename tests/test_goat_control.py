"""The control family of the Goat cards (issue 18), where a scenario cannot say it: what each player
may know of face-up Decks (Convulsion of Nature) and of a declared card name (Archfiend's Oath), My
Body as a Shield in the Damage Step, and random duels of the family's cards under both card-text
eras with every invariant and leak check.

Source: the card texts and rulings cited in tests/scenarios/goat_control_*.yaml; DESIGN §4 and §8;
duelcore.engine.invariants.
"""

from __future__ import annotations

import pytest

from duelcore.agents import make_agent
from duelcore.cards.database import CardDatabase
from duelcore.engine.duel import Duel
from duelcore.engine.invariants import LeakWatcher, check_invariants, check_no_leak
from duelcore.scenarios import build_duel
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import BattleStep

from helpers import choose, loose_deck, main_phase, option_texts

DB = CardDatabase.default()
OATH = "Activate Archfiend's Oath: Pay 500 LP and declare 1 card name; excavate the top card of your Deck"


def _checked(duel: Duel) -> None:
    """The duel's invariants, and no leak in either player's view or Decision."""
    check_invariants(duel)
    for player in (0, 1):
        check_no_leak(duel, player, events=False)


def _tops(duel: Duel, viewer: int) -> list[str | None]:
    """The top card of each Deck as ``viewer``'s view shows it (None: not shown)."""
    return [None if side["deck_top"] is None else side["deck_top"]["name"] for side in duel.view(viewer)["players"]]


def _convulsion_duel(**extra_p2) -> Duel:
    p2 = {"deck": ["Summoned Skull", "Battle Ox", "Silver Fang"]}
    p2.update(extra_p2)
    duel = main_phase({
        1: {"hand": ["Convulsion of Nature", "Upstart Goblin"], "deck": ["Dark Magician", "Battle Ox", "Mystical Elf"]},
        2: p2,
    })
    LeakWatcher(duel)
    assert _tops(duel, 0) == [None, None] and _tops(duel, 1) == [None, None]
    choose(duel, "Activate Convulsion of Nature")
    choose(duel, "Spell & Trap Zone 1")
    _checked(duel)
    return duel


def test_convulsion_of_nature_shows_the_top_card_of_each_deck_to_both_players():
    """Convulsion of Nature resolves: both views show both top cards (Dark Magician on Player 1's Deck,
    Summoned Skull on Player 2's); a card drawn from the face-up top (Upstart Goblin) stays known to the
    opponent in the hand, and the new top card is shown. Source: goatrulings.com "Convulsion of Nature" (UDE FAQ: "the face of the top
    card of the Deck is showing")."""
    duel = _convulsion_duel()
    assert _tops(duel, 0) == ["Dark Magician", "Summoned Skull"]
    assert _tops(duel, 1) == ["Dark Magician", "Summoned Skull"]
    choose(duel, "Activate Upstart Goblin")
    choose(duel, "Spell & Trap Zone 2")
    _checked(duel)
    assert [c["name"] for c in duel.view(1)["players"][0]["hand"]] == ["Dark Magician"]
    assert "Opponent drew Dark Magician" in [e.text(1) for e in duel.events]
    assert _tops(duel, 0) == ["Battle Ox", "Summoned Skull"] == _tops(duel, 1)


def test_convulsion_of_nature_a_shuffled_deck_shows_its_new_top_card_only():
    """A shuffled face-up Deck is shuffled face-down: the card that was on top is hidden again (its
    former knowledge restored: nobody's) and the new top card is shown. Source: goatrulings.com
    "Convulsion of Nature" (UDE FAQ: "shuffled and cut face-down so the cards are not seen, and then
    placed face-up in the Deck Zone")."""
    duel = _convulsion_duel()
    old_top = duel.players[1].deck[-1]
    assert old_top.revealed_to == frozenset({0, 1})
    for _ in range(20):  # a shuffle that moves Summoned Skull from the top
        duel.shuffle_deck(1)
        if duel.players[1].deck[-1] is not old_top:
            break
    new_top = duel.players[1].deck[-1]
    assert new_top is not old_top
    assert old_top.revealed_to == frozenset() and new_top.revealed_to == frozenset({0, 1})
    assert _tops(duel, 0)[1] == new_top.name == _tops(duel, 1)[1]
    _checked(duel)


def test_convulsion_of_nature_with_a_one_card_deck_a_shuffle_shows_the_same_top_card_again():
    """A shuffle forgets what was known of the Deck's cards; under face-up Decks the shuffled Deck's
    top is then shown again, here the same card as before the shuffle (a Deck of one card).
    Source: as above."""
    duel = _convulsion_duel(deck=["Summoned Skull"])
    old_top = duel.players[1].deck[-1]
    assert old_top.revealed_to == frozenset({0, 1})
    duel.shuffle_deck(1)
    assert duel.players[1].deck == [old_top]
    assert old_top.revealed_to == frozenset({0, 1})
    assert _tops(duel, 0)[1] == old_top.name == _tops(duel, 1)[1]
    _checked(duel)


def test_convulsion_of_nature_leaving_the_field_hides_the_deck_tops_again():
    """Mystical Space Typhoon destroys Convulsion of Nature: both Decks are face-down again and no
    view shows a top card. Source: Convulsion of Nature's text ("As long as this card remains face-up
    on the field")."""
    duel = main_phase({
        1: {"deck": ["Dark Magician", "Battle Ox"], "spell_trap_zones": {1: {"card": "Convulsion of Nature", "position": "face-up"}}},
        2: {"deck": ["Summoned Skull", "Battle Ox"], "spell_trap_zones": {1: "Mystical Space Typhoon"}},
    }, turn=4, turn_player=2)
    LeakWatcher(duel)
    duel.state_check()  # a set-up places cards as they are: the rules apply at the first check
    assert _tops(duel, 1) == ["Dark Magician", "Summoned Skull"]
    choose(duel, "Activate Mystical Space Typhoon")
    _checked(duel)
    assert [c.name for c in duel.players[0].gy] == ["Convulsion of Nature"]
    assert _tops(duel, 0) == [None, None] and _tops(duel, 1) == [None, None]
    assert all(not c.revealed_to for p in duel.players for c in p.deck)


def test_a_declared_card_name_is_public_and_only_known_names_are_offered():
    """Archfiend's Oath offers the names Player 1 may know (their hand's Pot of Greed, the cards on the
    field), never a name only in a Deck (Battle Ox, Dark Magician); declaring Pot of Greed, hidden in their hand
    from Player 2, names it to Player 2 as words, which no leak check counts as a leak
    (``Duel.declared_names``). Source: DESIGN §4; Archfiend's Oath's text."""
    duel = main_phase({
        1: {"hand": ["Pot of Greed"], "deck": ["Battle Ox", "Dark Magician"],
            "spell_trap_zones": {2: {"card": "Archfiend's Oath", "position": "face-up"}}},
        2: {"deck": ["Summoned Skull", "Battle Ox"]},
    })
    watcher = LeakWatcher(duel)
    choose(duel, OATH)
    assert option_texts(duel) == ["Archfiend's Oath", "Pot of Greed"]
    choose(duel, "Pot of Greed")
    _checked(duel)
    assert duel.declared_names == {"Pot of Greed"}
    assert "Opponent declared Pot of Greed for Archfiend's Oath" in [e.text(1) for e in duel.events]
    assert watcher.checked == len(duel.events) - watcher.backlog
    assert [c.name for c in duel.players[0].gy] == ["Battle Ox"]  # the top card, not the declared one


@pytest.mark.parametrize("fmt, offered", [(None, True), ("goat", False)])
def test_my_body_as_a_shield_in_the_damage_step_today_and_not_in_2005(fmt, offered):
    """A monster effect that would destroy Player 1's monster is activated at the start of the Damage
    Step: today's My Body as a Shield may answer it; its text of 2005 may not ("it cannot be activated
    in the Damage Step"). Source: ProjectIgnis official/c69279219.lua (EFFECT_FLAG_DAMAGE_STEP) and
    goat/c504700189.lua ("Cannot be used during the damage step"); goatrulings.com "My Body as a
    Shield" (UDE FAQ: "You cannot activate My Body as a Shield during the Damage Step")."""
    from duelcore.cards.procedures.filters import MONSTER_ZONES

    setup = {"turn": 4, "turn_player": 2, "phase": "Main Phase 1", "players": {
        1: {"deck": ["Battle Ox", "Battle Ox"], "main_monster_zones": {1: "Giant Soldier of Stone"},
            "spell_trap_zones": {1: "My Body as a Shield"}},
        2: {"deck": ["Battle Ox", "Battle Ox"], "main_monster_zones": {1: "Battle Ox"}}}}
    if fmt is not None:
        setup["format"] = fmt
    duel = build_duel(setup)
    ox = duel.players[1].main_monster_zones[0]

    def opponents_monsters(ctx):
        return list(ctx.duel.monsters(ctx.opponent))

    def operation(ctx):
        ctx.duel.destroy(opponents_monsters(ctx), by=ctx.player)

    duel.add_effect(ox, Effect(ox, EffectKind.QUICK, "Stand-in: destroy the opponent's monsters", range=MONSTER_ZONES,
                               damage_step=True, operation=operation, destroys=opponents_monsters,
                               condition=lambda ctx: ctx.duel.battle_step is BattleStep.DAMAGE))
    choose(duel, "Enter the Battle Phase")
    while "Attack with Battle Ox" not in option_texts(duel):
        choose(duel, "Pass")
    choose(duel, "Attack with Battle Ox")  # its only target: Giant Soldier of Stone
    while "Activate Battle Ox: Stand-in: destroy the opponent's monsters" not in option_texts(duel):
        choose(duel, "Pass")
    assert duel.battle_step is BattleStep.DAMAGE
    choose(duel, "Activate Battle Ox: Stand-in: destroy the opponent's monsters")
    shield = duel.players[0].spell_trap_zones[0]
    if offered:
        assert duel.decision.player == 0 and option_texts(duel) == ["Activate My Body as a Shield", "Pass"]
        assert duel.why_not(0, shield) == []
    else:
        # Player 1 has nothing to chain, so Player 2 is asked next.
        assert duel.decision.player == 1 and duel.decision.prompt == "Chain to Chain Link 1 (Battle Ox)?"
        assert duel.why_not(0, shield) == ["it cannot be activated in the Damage Step"]


#: Main Deck of the family's soak duels: the 16 cards, with scripted helpers and Normal Monsters.
FAMILY = [("Snatch Steal", 2), ("Creature Swap", 2), ("Brain Control", 2), ("Mind Control", 2),
          ("Swords of Revealing Light", 1), ("Gravity Bind", 2), ("Level Limit - Area B", 2),
          ("Wall of Revealing Light", 2), ("Stumbling", 1), ("Convulsion of Nature", 2), ("Necrovalley", 1),
          ("Skull Lair", 1), ("Solemn Wishes", 1), ("Archfiend's Oath", 2), ("Upstart Goblin", 2),
          ("My Body as a Shield", 2), ("Book of Moon", 2), ("Monster Reborn", 1), ("Trap Hole", 1),
          ("Man-Eater Bug", 1), ("Fissure", 1), ("Imperial Order", 1), ("Gravekeeper's Guard", 2)]
FILLER = ["Summoned Skull", "Battle Ox", "Silver Fang", "Giant Soldier of Stone", "Dark Magician", "Mystical Elf"]


def _family_deck(seed: int):
    names = [n for n, k in FAMILY for _ in range(k)]
    i = seed
    while len(names) < 44:
        names.append(FILLER[i % len(FILLER)])
        i += 1
    return loose_deck(f"control-{seed}", [DB.find(n).passcode for n in names])


@pytest.mark.parametrize("seed, fmt", [(s, f) for s in range(3) for f in (None, "goat")])
def test_random_duels_of_the_family_break_no_invariant_and_leak_nothing(seed, fmt):
    """Random duels of decks built from the family's cards, under today's texts and the Goat format:
    every Decision passes the invariants and the leak checks, every event is checked for both players
    as it is emitted, and the duel ends."""
    duel = Duel.new([_family_deck(seed), _family_deck(seed + 7)], seed=500 + seed, format=fmt, first_player=seed % 2)
    watcher = LeakWatcher(duel)
    watcher.check_backlog()
    agents = (make_agent("random", seed * 2 + 1), make_agent("random", seed * 2 + 2))
    n = 0
    while duel.decision is not None and n < 3_000:
        if n % 3 == 0:
            _checked(duel)
        d = duel.decision
        duel.apply_action(agents[d.player].choose(d, None))
        n += 1
    assert duel.result is not None, f"no result after {n} answers"
    assert watcher.checked == len(duel.events) - watcher.backlog
