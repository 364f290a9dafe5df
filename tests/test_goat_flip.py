"""The FLIP family of the Goat decks (Night Assailant, Cyber Jar, ...): what the scenarios of
tests/scenarios/goat_flip_*.yaml cannot say.

- A Goat deck may name Night Assailant by its "(Pre-Errata)" row's passcode, 16226796, which is within
  20 of its passcode 16226786 (``duelcore.cards.ARTWORK_OFFSET``, the alternate-artwork rule): in the
  Goat format the code is read as Night Assailant, and the card plays by its text of 2005 (its GY
  effect may target another Night Assailant); today's text may not (the OCG errata of 2022-04-01).
"""

from __future__ import annotations

from duelcore.cards import registry
from duelcore.cards.database import CardDatabase
from duelcore.cards.period import ordinary_passcode, variant_rows
from duelcore.decks import Deck, load_deck
from duelcore.decks.game_formats import game_format
from duelcore.engine.duel import Duel
from duelcore.state.effects import Activation
from duelcore.state.enums import Location

DB = CardDatabase.default()
NIGHT_ASSAILANT, NIGHT_ASSAILANT_PRE_ERRATA = 16226786, 16226796


def _night_assailants_in_gy(duel: Duel) -> list:
    """Put player 1's two Night Assailants from the Deck into the GY (as if discarded) and return them."""
    cards = [c for c in duel.players[0].deck if c.data.passcode == NIGHT_ASSAILANT]
    assert len(cards) == 2
    for card in cards:
        duel.move(card, Location.GY, reason="discard")
    return cards


def _gy_trigger_target(duel: Duel, card):
    """The card that ``card``'s "sent from the hand to the GY" trigger would target now (chosen
    without a question when it is the only legal one), or None when it has no legal target."""
    effect = next(e for e in card.effects if e.event == "sent_to_gy")
    ctx = Activation(duel, effect, card.owner, card.ref())
    if not effect.has_target(ctx):
        return None
    step = effect.target(ctx)
    try:
        decision = next(step)
    except StopIteration:
        (target,) = ctx.live_targets()
        return target
    raise AssertionError(f"more than one legal target: {decision.prompt}")


def test_night_assailant_pre_errata_code_is_read_as_night_assailant_and_plays_its_2005_text():
    assert variant_rows()[NIGHT_ASSAILANT_PRE_ERRATA] == (NIGHT_ASSAILANT, "Night Assailant (Pre-Errata)")
    assert ordinary_passcode(NIGHT_ASSAILANT_PRE_ERRATA) == NIGHT_ASSAILANT
    yugi, kaiba = load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)
    deck = Deck("assailants", yugi.main[:-2] + [NIGHT_ASSAILANT_PRE_ERRATA] * 2, [], [])
    assert game_format("goat").deck(deck).main[-2:] == [NIGHT_ASSAILANT, NIGHT_ASSAILANT]
    duel = Duel.new([deck, kaiba], seed=1, format="goat")
    assert duel.record.decks[0]["main"][-2:] == [NIGHT_ASSAILANT, NIGHT_ASSAILANT]
    first, second = _night_assailants_in_gy(duel)
    assert first.name == second.name == "Night Assailant"
    # 2005: "except this card": each may target the other.
    assert _gy_trigger_target(duel, first) is second
    assert _gy_trigger_target(duel, second) is first
    assert registry.script_for(NIGHT_ASSAILANT, "2005").__name__ == "night_assailant_2005"


def test_night_assailant_today_may_not_target_another_night_assailant():
    yugi, kaiba = load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)
    deck = Deck("assailants", yugi.main[:-2] + [NIGHT_ASSAILANT] * 2, [], [])
    duel = Duel.new([deck, kaiba], seed=1)
    first, second = _night_assailants_in_gy(duel)
    assert _gy_trigger_target(duel, first) is None
    assert _gy_trigger_target(duel, second) is None
    assert registry.script_for(NIGHT_ASSAILANT, "current").__name__ == "night_assailant"


# --------------------------------------------------------------------------- Cyber Jar's face-down Summons
def _cyber_jar_two_face_down(seed: int) -> Duel:
    """Player 1 Flip Summons Cyber Jar and Special Summons Feral Imp (Main Monster Zone 1) and
    Mystical Elf (Main Monster Zone 2), both face-down; the duel waits for player 1's next command."""
    from duelcore.scenarios import build_duel
    from helpers import choose

    duel = build_duel({
        "format": "goat", "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"deck": ["Feral Imp", "Mystical Elf", "Pot of Greed", "Raigeki", "Dark Hole"],
                "main_monster_zones": {1: {"card": "Cyber Jar", "position": "face-down defense", "summoned": "set"}}},
            2: {"deck": ["Waboku", "Mystical Space Typhoon"]},
        }}, seed=seed)
    choose(duel, "Flip Summon Cyber Jar (Main Monster Zone 1)")
    choose(duel, "Feral Imp in face-down Defense Position")
    choose(duel, "Main Monster Zone 1")
    choose(duel, "Mystical Elf in face-down Defense Position")
    choose(duel, "Main Monster Zone 2")
    return duel


def test_cyber_jar_face_down_summons_are_shuffled_so_the_opponent_cannot_tell_which_is_which():
    """"After revealing the cards, you may shuffle them around so you can Special Summon monsters
    face-down without the opponent knowing which monster is which" (UDE FAQ, goatrulings.com "Cyber
    Jar"): both monsters were revealed to player 2, and player 2 saw which zone each went to; after
    the shuffle (seeded) either may be in either zone, and player 2's view names neither."""
    from duelcore.engine.invariants import check_invariants

    where_feral_imp = set()
    for seed in range(8):
        duel = _cyber_jar_two_face_down(seed)
        check_invariants(duel)
        zones = duel.players[0].main_monster_zones
        assert sorted(c.name for c in zones[:2]) == ["Feral Imp", "Mystical Elf"]
        assert all(not c.face_up for c in zones[:2])
        where_feral_imp.add(next(i for i, c in enumerate(zones) if c is not None and c.name == "Feral Imp") + 1)
        texts = [e.text(1) for e in duel.events]
        assert "Opponent excavated Feral Imp, Mystical Elf, Pot of Greed, Raigeki, Dark Hole" in texts
        assert texts.count("Opponent Special Summoned a face-down monster (Main Monster Zone 1)") == 1
        assert "Opponent shuffled the face-down monsters in Main Monster Zones 1, 2" in texts
        seen = duel.view(1)["players"][0]["main_monster_zones"]
        assert [z.get("hidden") for z in seen[:2]] == [True, True]
        assert all("passcode" not in z for z in seen[:2])
        again = _cyber_jar_two_face_down(seed)
        assert [c.name if c else None for c in again.players[0].main_monster_zones] == \
            [c.name if c else None for c in zones]  # the same seed deals the same zones
    assert where_feral_imp == {1, 2}


# --------------------------------------------------------------------------- Gravekeeper's Assailant
def test_gravekeepers_assailant_with_necrovalley_changes_the_target_s_position_and_the_attack_goes_on():
    """With Necrovalley face-up, Gravekeeper's Assailant's attack declaration lets its player change
    the battle position of 1 face-up monster the opponent controls: Summoned Skull goes to face-up
    Defense Position (DEF 1200) and the Assailant destroys it, no damage to anyone. Source: the
    card text; Edison-format rulings of the same text (edisonrul.ing "Gravekeeper's Assailant")."""
    from duelcore.scenarios import build_duel
    from helpers import choose, event_texts, pass_chain

    duel = build_duel({
        "format": "goat", "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"deck": ["Mystical Elf"], "main_monster_zones": {1: "Gravekeeper's Assailant"},
                "field_zone": {"card": "Necrovalley", "position": "face-up"}},
            2: {"deck": ["Great White"], "main_monster_zones": {2: "Summoned Skull"}},
        }})
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Gravekeeper's Assailant")
    choose(duel, "Activate Gravekeeper's Assailant: Change the battle position of 1 face-up monster your opponent controls")
    pass_chain(duel)
    texts = event_texts(duel)
    assert "Chain Link 1: Player 1 activated Gravekeeper's Assailant targeting Summoned Skull" in texts
    assert "Summoned Skull was changed to face-up Defense Position" in texts
    assert "Summoned Skull was destroyed by battle" in texts
    assert [p.lp for p in duel.players] == [8000, 8000]


def test_two_night_assailants_returned_from_the_gy_are_known_to_both_players():
    """2005 text: two Night Assailants discarded together by Graceful Charity return each other to
    the hand. A card returned from the GY was public there, so it stays known to both players in the
    hand: the second Chain Link, whose Night Assailant is already back in the hand when the link
    resolves, may be named to the opponent (every event checked for leaks as it is emitted; the soak
    of the FLIP family's decks found this)."""
    from duelcore.engine.invariants import LeakWatcher, check_no_leak
    from duelcore.scenarios import build_duel
    from helpers import choose, event_texts

    duel = build_duel({
        "format": "goat", "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"hand": ["Graceful Charity", "Night Assailant", "Night Assailant"],
                "deck": ["Feral Imp", "Mystical Elf", "Battle Ox", "Celtic Guardian"]},
            2: {"deck": ["Great White"]},
        }})
    LeakWatcher(duel)
    choose(duel, "Activate Graceful Charity")
    choose(duel, "Spell & Trap Zone 1")
    choose(duel, "Night Assailant (hand, player 1) (hand 1)")
    choose(duel, "Night Assailant (hand, player 1)")
    duel.apply_action(0)  # the first of the two identical mandatory triggers to put on the chain
    assert event_texts(duel, 1)[-3:] == ["Chain Link 1 (Night Assailant) resolves", "Night Assailant was returned to the hand",
                                        "The chain has resolved"]
    assert [c.name for c in duel.players[0].hand][-2:] == ["Night Assailant", "Night Assailant"]
    assert all(c.revealed_to == {0, 1} for c in duel.players[0].hand if c.name == "Night Assailant")
    check_no_leak(duel, 1)
