"""Card scripts of batch 2 (Premature Burial, Sakuretsu Armor, Waboku, Solemn Judgment, Seven Tools
of the Bandit, Royal Decree, Imperial Order, Witch of the Black Forest): what the YAML scenarios
(``tests/scenarios/cards_2*.yaml``) cannot express, and the scenarios the engine gets wrong today.

- the scripts are registered, named after their cards, and reuse the shared procedures;
- which Deck cards Witch of the Black Forest offers (found by trying every option), its name lock
  and how long it lasts; how long Waboku lasts;
- ``tests/scenarios/cards_2_rulings.yaml``: rulings once listed as engine gaps, now passing;
- rulings once engine gaps that need Python to state.

Sources: the card texts; rulebook "Chains", "Battle Phase"; DESIGN §7.
"""

from __future__ import annotations

import importlib

import pytest

from duelcore.cards import CardDatabase
from duelcore.cards.registry import SCRIPTS, is_playable
from duelcore.state.decision import DecisionKind
from duelcore.state.effects import EffectKind
from duelcore.scenarios import build_duel


CARDS = {
    70828912: ("Premature Burial", "premature_burial"),
    56120475: ("Sakuretsu Armor", "sakuretsu_armor"),
    12607053: ("Waboku", "waboku"),
    41420027: ("Solemn Judgment", "solemn_judgment"),
    3819470: ("Seven Tools of the Bandit", "seven_tools_of_the_bandit"),
    51452091: ("Royal Decree", "royal_decree"),
    61740673: ("Imperial Order", "imperial_order"),
    78010363: ("Witch of the Black Forest", "witch_of_the_black_forest"),
}


# --------------------------------------------------------------------------- helpers
def texts(duel) -> list[str]:
    return [o.text for o in duel.decision.options]


def choose(duel, text: str) -> None:
    """Answer the current Decision with the option whose text is ``text`` (it must be offered)."""
    offered = texts(duel)
    assert text in offered, f"{text!r} not offered; offered: {offered}"
    duel.apply_action(offered.index(text))


def names(pile) -> list[str]:
    return [c.name for c in pile]


def card_named(duel, name: str):
    return next(c for c in duel.cards if c.name == name)


def witch_battle(deck: list[str]):
    """Player 1's Dark Magician destroys Player 2's Witch of the Black Forest by battle; returns the
    duel at Player 2's choice of the card to add (Player 2's Deck is ``deck``, top first)."""
    duel = build_duel(
        {
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Feral Imp"], "deck": ["Silver Fang"], "main_monster_zones": {1: "Dark Magician"}},
                2: {"deck": deck, "main_monster_zones": {1: "Witch of the Black Forest"}},
            },
        }
    )
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    assert duel.decision.player == 1 and duel.decision.kind is DecisionKind.SELECT_CARDS
    return duel


# --------------------------------------------------------------------------- the scripts
@pytest.mark.parametrize("passcode", sorted(CARDS))
def test_script_registered_and_named_after_its_card(passcode):
    """Each card is playable; its script lives in a module named after it, whose docstring quotes
    the card's name and passcode (DESIGN §7)."""
    name, module = CARDS[passcode]
    data = CardDatabase.default().get(passcode)
    assert data.name == name
    assert is_playable(data)
    fn = SCRIPTS[passcode]
    assert fn.__module__ == f"duelcore.cards.scripts.{module}"
    doc = importlib.import_module(fn.__module__).__doc__
    assert f"{name} ({passcode})" in doc


def test_witch_reuses_sangans_search_trigger():
    """Witch of the Black Forest is Sangan's trigger with another filter: the same shared procedure
    (a mandatory "If" trigger in the GY, once per turn per name)."""
    duel = build_duel({"players": {1: {"hand": ["Witch of the Black Forest", "Sangan"]}}})
    witch, sangan = duel.players[0].hand
    (w,), (s,) = witch.effects, sangan.effects
    assert w.kind is s.kind is EffectKind.TRIGGER
    assert w.operation.__qualname__ == s.operation.__qualname__ == "search_trigger.<locals>.operation"
    assert (w.event, w.mandatory, w.when, w.count_limit, w.count_per_name, w.range) == (
        s.event, s.mandatory, s.when, s.count_limit, s.count_per_name, s.range)
    assert w.count_key() != s.count_key()  # each name has its own once-per-turn


def test_solemn_judgment_and_seven_tools_share_the_counter_procedure():
    """Seven Tools of the Bandit and Solemn Judgment's second activation are one shared procedure
    (answer a Spell/Trap Card activation, negate it, destroy the card)."""
    duel = build_duel({"players": {1: {"hand": ["Solemn Judgment", "Seven Tools of the Bandit"]}}})
    solemn, tools = duel.players[0].hand
    assert [e.kind for e in solemn.effects] == [EffectKind.ACTIVATE, EffectKind.ACTIVATE]
    assert solemn.effects[1].operation.__qualname__ == tools.effects[0].operation.__qualname__
    assert solemn.effects[0].speed() == solemn.effects[1].speed() == tools.effects[0].speed() == 3


def test_continuous_traps_negation_flags():
    """Royal Decree negates Traps, Imperial Order Spells, each with a Continuous Effect live in the
    Spell & Trap Zone; Imperial Order's maintenance is a maintenance cost (no trigger, no chain)."""
    duel = build_duel({"players": {1: {"hand": ["Royal Decree", "Imperial Order"]}}})
    decree, order = duel.players[0].hand
    (rd,) = [e for e in decree.effects if e.kind is EffectKind.CONTINUOUS]
    assert rd.negates_traps and not rd.negates_spells
    negation, upkeep = [e for e in order.effects if e.kind is EffectKind.CONTINUOUS]
    assert negation.negates_spells and not negation.negates_traps and negation.maintenance is None
    assert upkeep.maintenance is not None and not (upkeep.negates_spells or upkeep.negates_traps)
    assert not [e for e in order.effects if e.kind is EffectKind.TRIGGER]


# --------------------------------------------------------------------------- Witch of the Black Forest
def test_witch_offers_exactly_the_monsters_with_1500_or_less_def():
    """Luster Dragon (1600 DEF), Mystical Elf (2000) and Mystic Horseman (1550) are not offered;
    Dark Blade (1800 ATK, exactly 1500 DEF) and Sangan (600 DEF) are. Each option is tried."""
    deck = ["Luster Dragon", "Dark Blade", "Mystical Elf", "Sangan", "Mystic Horseman"]
    offered = len(witch_battle(deck).decision.options)
    added = set()
    for i in range(offered):
        duel = witch_battle(deck)
        duel.apply_action(i)
        (card,) = duel.players[1].hand
        added.add(card.name)
        assert len(duel.players[1].deck) == 4
    assert offered == 2
    assert added == {"Dark Blade", "Sangan"}


def test_witch_with_no_eligible_monster_adds_nothing():
    """With no monster of 1500 or less DEF in the Deck, the trigger still resolves and adds nothing."""
    duel = build_duel(
        {
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Feral Imp"], "deck": ["Silver Fang"], "main_monster_zones": {1: "Dark Magician"}},
                2: {"deck": ["Luster Dragon", "Mystical Elf"], "main_monster_zones": {1: "Witch of the Black Forest"}},
            },
        }
    )
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    assert "Chain Link 1 (Witch of the Black Forest) resolves" in [e.text_all_seeing() for e in duel.events]
    assert duel.players[1].hand == [] and len(duel.players[1].deck) == 2
    assert duel.decision.player == 0


def test_witch_name_lock_for_the_rest_of_the_turn():
    """The added monster's name is locked for its controller for the rest of this turn only; the
    opponent is not locked."""
    duel = witch_battle(["Dark Blade", "Sangan"])
    duel.apply_action(1)  # the second eligible card from the top: Sangan
    sangan = card_named(duel, "Sangan")
    assert names(duel.players[1].hand) == ["Sangan"]
    assert duel.name_locked(1, sangan) and not duel.name_locked(0, sangan)
    assert not duel.name_locked(1, card_named(duel, "Dark Blade"))
    choose(duel, "End the turn")
    assert duel.turn == 4 and duel.turn_player == 1
    assert not duel.name_locked(1, sangan)


# --------------------------------------------------------------------------- Waboku
def test_waboku_lasts_until_the_end_of_the_turn():
    """Waboku's two player effects apply to its controller for the rest of this turn, then end."""
    duel = build_duel(
        {
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Feral Imp"], "deck": ["Silver Fang"], "main_monster_zones": {1: "Celtic Guardian"}},
                2: {
                    "hand": ["Battle Ox"],
                    "deck": ["Battle Ox"],
                    "main_monster_zones": {1: "Mystical Elf"},
                    "spell_trap_zones": {1: "Waboku"},
                },
            },
        }
    )
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Activate Waboku")  # at the end of Player 1's Main Phase 1
    for flag in ("no_battle_damage", "indestructible_by_battle"):
        assert duel.has_player_effect(1, flag) and not duel.has_player_effect(0, flag)
    choose(duel, "Attack with Celtic Guardian")
    assert duel.players[1].lp == 8000 and names(duel.players[1].gy) == ["Waboku"]
    choose(duel, "End the turn")
    assert duel.turn == 4
    for flag in ("no_battle_damage", "indestructible_by_battle"):
        assert not duel.has_player_effect(1, flag)


# --------------------------------------------------------------------------- rulings once engine gaps
def test_witch_search_options_name_the_cards():
    duel = witch_battle(["Luster Dragon", "Dark Blade", "Mystical Elf", "Sangan"])
    assert {t.split(" (")[0] for t in texts(duel)} == {"Dark Blade", "Sangan"}


def test_two_witches_destroyed_at_once_only_one_searches():
    duel = build_duel(
        {
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Dark Hole", "Feral Imp"], "deck": ["Silver Fang"]},
                2: {
                    "deck": ["Sangan", "Dark Blade", "Mystical Elf"],
                    "main_monster_zones": {1: "Witch of the Black Forest", 2: "Witch of the Black Forest"},
                },
            },
        }
    )
    choose(duel, "Activate Dark Hole")
    choose(duel, "Spell & Trap Zone 1")
    # Answer whatever Player 2 is asked (which trigger, which card) until Player 1 is back in control.
    for _ in range(20):
        if duel.decision.player == 0 and duel.decision.kind is DecisionKind.IDLE_COMMAND:
            break
        duel.apply_action(0)
    assert duel.decision.kind is DecisionKind.IDLE_COMMAND
    assert len(duel.players[1].hand) == 1
    assert len(duel.players[1].deck) == 2
