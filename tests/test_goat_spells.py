"""The Goat Spells' shared procedures where a scenario cannot show them: what a discard paid as a
cost tells trigger effects (A Feather of the Phoenix's UDE FAQ: "If you discarded "Night Assailant"
or "Makyura the Destructor", then their effects will activate"; Night Assailant's trigger after a
discard paid as a cost is the scenario
goat-night-assailant-discarded-for-magic-jammer-activates-after-the-chain), and the hidden
information of Reload's and A Feather of the Phoenix's moves into the Deck."""

from __future__ import annotations

from helpers import choose, event_texts, main_phase

from duelcore.engine.invariants import LeakWatcher, check_no_leak
from duelcore.state.enums import Location


def _recording_trigger_events(duel):
    """Every trigger event ``duel`` raises from now on, in order (the list fills as it plays)."""
    raised = []
    real = duel.raise_event

    def record(event):
        raised.append(event)
        return real(event)

    duel.raise_event = record
    return raised


def test_a_card_discarded_for_a_cost_is_sent_to_the_gy_for_trigger_effects():
    duel = main_phase({1: {"hand": ["A Feather of the Phoenix", "Battle Ox"], "deck": ["Mystical Elf"],
                           "gy": ["Dark Magician"]},
                       2: {"deck": ["Celtic Guardian"]}})
    raised = _recording_trigger_events(duel)
    choose(duel, "Activate A Feather of the Phoenix")
    choose(duel, "Spell & Trap Zone 1")
    sent = [e for e in raised if e.kind == "sent_to_gy" and e.reason == "cost"]
    assert [([c.name for c in e.cards], e.previous, e.player) for e in sent] == [(["Battle Ox"], [Location.HAND], 0)]


def test_serial_spell_discards_the_whole_hand_at_once_as_its_cost():
    duel = main_phase({1: {"hand": ["Pot of Greed", "Serial Spell", "Battle Ox", "Dark Hole"],
                           "deck": ["Mystical Elf", "Celtic Guardian", "Dark Magician", "Feral Imp", "Silver Fang"]},
                       2: {"deck": ["Celtic Guardian"]}})
    raised = _recording_trigger_events(duel)
    choose(duel, "Activate Pot of Greed")
    choose(duel, "Spell & Trap Zone 1")
    choose(duel, "Activate Serial Spell")
    choose(duel, "Spell & Trap Zone 2")
    sent = [e for e in raised if e.kind == "sent_to_gy" and e.reason == "cost"]
    assert [[c.name for c in e.cards] for e in sent] == [["Battle Ox", "Dark Hole"]]
    # The copy drew 2 (Serial Spell resolves first), then Pot of Greed drew 2.
    assert [c.name for c in duel.players[0].hand] == ["Mystical Elf", "Celtic Guardian", "Dark Magician", "Feral Imp"]
    assert [c.name for c in duel.players[0].gy] == ["Battle Ox", "Dark Hole", "Serial Spell", "Pot of Greed"]


def test_reload_names_the_hand_to_its_owner_only():
    duel = main_phase({1: {"hand": ["Reload", "Dark Magician", "Pot of Greed"], "deck": ["Battle Ox", "Celtic Guardian"]},
                       2: {"deck": ["Feral Imp"]}})
    LeakWatcher(duel)  # each event checked as it is emitted: the cards it names then leave the hand
    choose(duel, "Activate Reload")
    choose(duel, "Spell & Trap Zone 1")
    assert "You shuffled Dark Magician, Pot of Greed into the Deck" in event_texts(duel, 0)
    assert "Opponent shuffled a card, a card into the Deck" in event_texts(duel, 1)
    for player in (0, 1):
        check_no_leak(duel, player, events=False)


def test_the_card_a_feather_of_the_phoenix_returns_is_known_on_top_of_the_deck():
    duel = main_phase({1: {"hand": ["A Feather of the Phoenix", "Battle Ox"], "deck": ["Mystical Elf"],
                           "gy": ["Dark Magician"]},
                       2: {"deck": ["Celtic Guardian"]}})
    choose(duel, "Activate A Feather of the Phoenix")
    choose(duel, "Spell & Trap Zone 1")
    choose(duel, "Dark Magician (GY, player 1)")
    top = duel.players[0].deck[-1]
    assert top.name == "Dark Magician" and top.revealed_to == frozenset({0, 1})
    assert "Dark Magician was placed on top of the Deck" in event_texts(duel, 1)
    for player in (0, 1):
        check_no_leak(duel, player)
