"""Hidden information with face-down cards: random duels and targeted checks.

A player's view and event stream must never reveal the identity of the opponent's face-down, hand,
Deck or face-down banished cards, nor the contents of a Set card, even through indirect fields
(an ATK value, a Type, a name in an explanation); the options offered to a player, and the
``why_not`` explanations given to them, are computed from what that player may know (FD-04).

- :func:`test_random_face_down_duels_leak_nothing`: random duels with decks built from the
  face-down cards (Book of Moon, Book of Eclipse, Ghostrick Witch and Specter, Man-Eater Bug,
  Pot of Desires, Relinquished and Black Illusion Ritual, Scapegoat, Link Spider, and the other
  face-down helpers' cards when scripted); every event is checked for both players as it is
  emitted (``LeakWatcher``), and views, Decisions and ``why_not`` texts at every Decision.
- targeted checks of option and ``why_not`` texts, Pot of Desires' face-down banished cards
  (FD-07) and Relinquished's face-down equip ("a face-down Equip Spell", FD-18).

Source: FD-01, FD-02, FD-03, FD-04, FD-07, FD-18; DESIGN §4 and §8; duelcore.engine.invariants.
"""

from __future__ import annotations

import pytest

from duelcore.agents import make_agent
from duelcore.cards.database import CardDatabase
from duelcore.cards.registry import is_playable
from duelcore.engine.duel import Duel
from duelcore.state.enums import Location, Position

from duelcore.engine.invariants import LeakWatcher, Secrets, check_invariants, check_no_leak

from helpers import choose, loose_deck, main_phase

DB = CardDatabase.default()

#: Main Deck cards of the leak duels: (name, copies). Face-down makers, face-down users, and
#: monsters with hidden stats. Cards of the other helpers are added only when scripted.
CORE = [
    ("Book of Moon", 3), ("Book of Eclipse", 2), ("Ghostrick Witch", 3), ("Ghostrick Specter", 2),
    ("Man-Eater Bug", 2), ("Pot of Desires", 2), ("Relinquished", 2), ("Black Illusion Ritual", 2),
    ("Scapegoat", 1), ("Gigantic Cephalotus", 2), ("Mushroom Man", 2), ("Kurivolt", 2),
    ("Cyber Tutu", 2), ("Fissure", 1), ("Mystical Space Typhoon", 1), ("Celtic Guardian", 2),
    ("Dark Magician", 1), ("Elemental HERO Avian", 2), ("Elemental HERO Burstinatrix", 2),
    ("Parallel World Fusion", 1), ("Trap Hole", 1),
]
OPTIONAL = ["Book of Taiyou", "Big Shield Gardna", "Stealth Bird", "Worm Yagan", "Special Hurricane",
            "Blast Held by a Tribute", "Call of the Haunted", "Monster Reborn"]
#: No Xyz Monster: check_invariants does not yet count Xyz Materials as a place.
EXTRA = ["Elemental HERO Flame Wingman", "Link Spider"]

PRESETS = ("modern", "2006")
N_DUELS = 12
#: A bound on answers per duel (random agents; a duel ends by LP or an empty Deck).
MAX_DECISIONS = 1_500


def _deck(seed: int):
    """A 40-card Main Deck of CORE, topped up with scripted OPTIONAL cards, then Normal Monsters."""
    names = [n for n, k in CORE for _ in range(k)]
    for n in OPTIONAL:
        data = DB.find(n)
        if is_playable(data) and len(names) < 40:
            names.append(n)
    filler = ["Feral Imp", "Giant Soldier of Stone", "Labyrinth Wall", "Battle Ox"]
    i = seed
    while len(names) < 40:
        names.append(filler[i % len(filler)])
        i += 1
    return loose_deck(f"fd-hidden-{seed}", [DB.find(n).passcode for n in names[:40]],
                      [DB.find(n).passcode for n in EXTRA])


def _check_why_not(duel: Duel, player: int) -> None:
    """Every ``why_not`` text for the player's cards (hand, field) names no card hidden from them."""
    sec = Secrets(duel, player)
    ps = duel.players[player]
    for card in list(ps.hand) + duel.field_cards(player):
        sec.scan({"why_not": duel.why_not(player, card)}, f"turn {duel.turn} why_not({card.name})")


def _play(seed: int, rules: str) -> Duel:
    duel = Duel.new([_deck(seed), _deck(seed + 1)], seed=seed, rules=rules, first_player=seed % 2)
    watcher = LeakWatcher(duel)
    watcher.check_backlog()
    agents = (make_agent("random", seed * 2 + 1), make_agent("random", seed * 2 + 2))
    n = 0
    while duel.decision is not None and n < MAX_DECISIONS:
        check_invariants(duel)
        d = duel.decision
        check_no_leak(duel, d.player, events=False)
        check_no_leak(duel, 1 - d.player, events=False)
        if n % 4 == 0:
            _check_why_not(duel, d.player)
        duel.apply_action(agents[d.player].choose(d, duel.view(d.player) if agents[d.player].wants_view else None))
        n += 1
    assert watcher.checked == len(duel.events) - watcher.backlog
    return duel


@pytest.mark.parametrize("seed", range(N_DUELS))
def test_random_face_down_duels_leak_nothing(seed):
    """A random duel with the face-down decks: no view, Decision, why_not text or event (checked
    live, for both players) ever identifies a card hidden from its reader."""
    duel = _play(1_000 + seed, PRESETS[seed % 2])
    assert duel.events


def test_face_down_decks_exercise_face_down_cards():
    """The leak duels really produce face-down cards: Sets, effects turning monsters face-down and
    face-down banished cards occur across the seeds (else the leak test proves little)."""
    kinds = set()
    for seed in range(4):
        duel = _play(2_000 + seed, PRESETS[seed % 2])
        kinds |= {e.kind for e in duel.events}
    assert {"set_monster", "set_spell_trap"} <= kinds


@pytest.mark.parametrize("rules", PRESETS)
def test_options_and_why_not_never_name_face_down_cards(rules):
    """FD-04: Axe of Despair's why_not and Man-Eater Bug's target options call the opponent's
    face-down Dark Magician "a face-down monster": neither its name nor its ATK reaches player 1."""
    duel = main_phase({
        1: {"hand": ["Axe of Despair"], "deck": ["Silver Fang"],
            "main_monster_zones": {1: {"card": "Man-Eater Bug", "position": "face-down defense"}}},
        2: {"deck": ["Silver Fang"], "main_monster_zones": {3: {"card": "Dark Magician", "position": "face-down defense"}},
            "spell_trap_zones": {2: "Mirror Force"}},
    }, rules)
    axe = duel.players[0].hand[0]
    reasons = duel.why_not(0, axe)
    text = " ".join(reasons)
    assert "a face-down monster (Main Monster Zone 3, player 2)" in text
    assert "Dark Magician" not in text and "2500" not in text and "Mirror Force" not in text
    flip = next(i for i, o in enumerate(duel.decision.options) if o.text.startswith("Flip Summon Man-Eater Bug"))
    duel.apply_action(flip)
    texts = [o.text for o in duel.decision.options]
    assert texts == ["Man-Eater Bug (Main Monster Zone 1, player 1)", "a face-down monster (Main Monster Zone 3, player 2)"]
    for o in duel.decision.options:
        dumped = str(o.to_dict())
        assert "Dark Magician" not in dumped and "2500" not in dumped
    check_no_leak(duel, 0, events=False)  # the "looked at" event named them rightly when it happened
    check_no_leak(duel, 1)


@pytest.mark.parametrize("rules", PRESETS)
def test_pot_of_desires_face_down_banished_cards_are_hidden(rules):
    """FD-07: after Pot of Desires, the opponent's view shows 10 "a face-down banished card"
    entries with no identity; the owner's view names them."""
    deck = ["Feral Imp", "Celtic Guardian", "Silver Fang", "Battle Ox", "Dark Magician", "Mystical Elf",
            "Giant Soldier of Stone", "Beaver Warrior", "Summoned Skull", "Mushroom Man", "Dark Plant", "Arlownay"]
    duel = main_phase({1: {"hand": ["Pot of Desires"], "deck": deck}, 2: {"deck": ["Labyrinth Wall"]}}, rules)
    watcher = LeakWatcher(duel)
    duel.apply_action(next(i for i, o in enumerate(duel.decision.options) if o.text == "Activate Pot of Desires"))
    while duel.decision is not None and duel.decision.options[0].text.startswith("Spell & Trap Zone"):
        duel.apply_action(0)
    assert all(c.position is Position.FACE_DOWN for c in duel.players[0].banished)
    theirs = duel.view(1)["players"][0]["banished"]
    assert len(theirs) == 10
    assert all(b == {"location": "banished", "controller": 0, "position": b["position"], "hidden": True,
                     "name": "a face-down banished card"} for b in theirs)
    mine = [b["name"] for b in duel.view(0)["players"][0]["banished"]]
    assert mine == deck[:10]
    check_no_leak(duel, 0, events=False)  # the "looked at" event named them rightly when it happened
    check_no_leak(duel, 1)
    assert watcher.checked > 0


@pytest.mark.parametrize("rules", PRESETS)
def test_relinquished_face_down_equip_shows_only_its_card_type(rules):
    """FD-18: Relinquished equips the opponent's face-down Summoned Skull; the equipping player's
    view shows it in their Spell & Trap Zone as "a face-down Equip Spell" (card type known, identity
    not), and no view, Decision or event names it to a player who may not know it."""
    duel = main_phase({
        1: {"deck": ["Silver Fang"], "main_monster_zones": {1: {"card": "Relinquished", "summoned": "ritual"}}},
        2: {"deck": ["Silver Fang"], "main_monster_zones": {2: {"card": "Summoned Skull", "position": "face-down defense"}}},
    }, rules)
    watcher = LeakWatcher(duel)
    opts = [o.text for o in duel.decision.options]
    act = next(i for i, t in enumerate(opts) if t.startswith("Activate Relinquished"))
    duel.apply_action(act)
    while duel.decision is not None and duel.decision.player == 1 and duel.decision.options[-1].text == "Pass":
        duel.apply_action(len(duel.decision.options) - 1)
    equip = next(c for c in duel.players[0].spell_trap_zones if c is not None)
    assert equip.name == "Summoned Skull" and equip.location is Location.SPELL_TRAP_ZONE
    seen_by_1 = duel.view(0)["players"][0]["spell_trap_zones"][equip.zone]
    assert seen_by_1["hidden"] is True and seen_by_1["name"] == "a face-down Equip Spell"
    check_no_leak(duel, 0, events=False)  # the "looked at" event named them rightly when it happened
    check_no_leak(duel, 1)
    assert watcher.checked > 0


def test_a_set_card_is_not_named_by_elimination_after_its_hand_was_seen():
    """Crush Card Virus shows Player 2's hand (Mirror Force, Trap Hole, Book of Moon) to Player 1. When
    Player 2 Sets one of them, Player 1 cannot tell which left the hand: the cards left in it are no
    longer named to Player 1, so the Set card is not identified by elimination (FD-01)."""
    from duelcore.scenarios import build_duel

    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"deck": ["Silver Fang", "Silver Fang"],
                "main_monster_zones": {1: {"card": "Sangan", "position": "face-down defense"}},
                "spell_trap_zones": {1: "Crush Card Virus"}},
            2: {"hand": ["Mirror Force", "Trap Hole", "Book of Moon"], "deck": ["Silver Fang", "Silver Fang"]},
        },
    })

    choose(duel, "Activate Crush Card Virus")
    names = [c.get("name") for c in duel.view(0)["players"][1]["hand"]]
    assert names == ["Mirror Force", "Trap Hole", "Book of Moon"]
    duel.apply_action(0)  # Sangan (Tributed for the cost) searches a Silver Fang
    choose(duel, "End the turn")
    choose(duel, "Set Trap Hole")
    choose(duel, "Spell & Trap Zone 1")
    view = duel.view(0)["players"][1]
    assert [c.get("name") for c in view["hand"]] == ["a card", "a card", "a card"]
    assert view["spell_trap_zones"][0]["name"] == "a Set card"
    check_no_leak(duel, 0, events=False)  # the "looked at" event named them rightly when it happened


def test_a_deck_shown_then_shuffled_is_unknown_again():
    """Goat's "fail to find": Sangan's search finds nothing, so player 2 is shown player 1's
    Deck, which is then shuffled. After the shuffle no one knows where those cards are: player 2's
    view shows no Deck top of player 1 and no card of that Deck stays revealed (the opponent's
    next draw must not be named in their observation)."""
    from duelcore.scenarios import build_duel

    duel = build_duel({"rules": "goat", "turn": 3, "turn_player": 1, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Dark Hole"], "deck": ["Mystical Space Typhoon", "Blue-Eyes White Dragon", "Battle Ox"],
            "main_monster_zones": {1: "Sangan"}},
        2: {"deck": ["Feral Imp"], "main_monster_zones": {1: "Celtic Guardian"}}}})
    choose(duel, "Activate Dark Hole")
    choose(duel, "Spell & Trap Zone 1")
    texts = [e.text(1) for e in duel.events]
    shown = texts.index("You looked at Battle Ox, Blue-Eyes White Dragon, Mystical Space Typhoon")
    assert texts[shown + 1] == "Opponent shuffled the Deck"
    assert duel.view(1)["players"][0]["deck_top"] is None
    assert [c.revealed_to for c in duel.players[0].deck] == [frozenset()] * 3
    check_no_leak(duel, 1, events=False)

