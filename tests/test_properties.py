"""Property tests over many full duels: state invariants, hidden information, determinism, clones.

- 200 deterministic random duels (both presets, both decks on each side, both first players,
  some greedy agents): invariants after every Decision, no leak for either player at a sample of
  Decisions (every Decision, plus every event checked live as it is emitted, in one duel of ten),
  and every duel ends within a bound.
- The same seed and agents give the same duel: event texts, checkpoints, answers, result and final
  state hash, also in a fresh process with another PYTHONHASHSEED.
- ``Duel.clone()`` mid-duel is the same duel and plays on to the same end.
- Hypothesis explores seeds beyond the fixed loop.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import textwrap
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from duelcore.agents import make_agent, play
from duelcore.cards.scripts.black_luster_soldier_envoy_of_the_beginning import SECOND_ATTACK_TEXT
from duelcore.decks import load_deck
from duelcore.decks.deck import shipped_decks
from duelcore.engine.duel import Duel
from duelcore.errors import CardScriptError, DuelOver, IllegalAnswer
from duelcore.rules.battle import ATTACK_EACH_MONSTER, SECOND_ATTACK

from duelcore.engine.invariants import LeakWatcher, check_invariants, check_no_leak
from duelcore.state.record import WIN_REASONS

from helpers import play_answers, run_fresh_python

EFFECTS = sorted((name for name in shipped_decks() if name.startswith("effects-")), key=lambda n: int(n.split("-")[1]))
DECK_NAMES = ("normal-yugi", "normal-kaiba", *EFFECTS)
DECKS = {name: load_deck(name) for name in DECK_NAMES}
DECK_PAIRS = (
    ("normal-yugi", "normal-kaiba"),
    ("normal-kaiba", "normal-yugi"),
    # The test decks that together hold every scripted card (chains, triggers, Spells and Traps),
    # each against the next one.
    *((EFFECTS[i], EFFECTS[(i + 1) % len(EFFECTS)]) for i in range(len(EFFECTS))),
)
PRESETS = ("modern", "2006")
OPENING_HAND = 5

#: A safety bound on answers per duel (the most seen over 600 duels is about 440).
MAX_DECISIONS = 2_000
#: Leak-check both players every this many Decisions (and at the first and the last).
LEAK_EVERY = 8
#: One duel in this many is checked for leaks at every Decision and every event as emitted.
FULL_LEAK_EVERY = 10

N_DUELS = 200
CHUNKS = 8


@dataclass(frozen=True)
class Config:
    """One duel: its seed, rules, decks, agents and first player."""

    seed: int
    rules: str
    decks: tuple[str, str]
    agents: tuple[str, str]
    first_player: int

    def new(self) -> Duel:
        return Duel.new(
            [DECKS[self.decks[0]], DECKS[self.decks[1]]],
            seed=self.seed,
            rules=self.rules,
            first_player=self.first_player,
            hash_turns=True,
        )

    def make_agents(self):
        return (make_agent(self.agents[0], self.seed * 2 + 1), make_agent(self.agents[1], self.seed * 2 + 2))

    def turn_bound(self, duel: Duel | None = None) -> int:
        """The last turn a duel can reach: each player draws once a turn, and a player who must draw
        from an empty Deck loses (40-card Decks, 5-card hands: turn 72); with ``duel``, 2 turns more
        for each card an effect put back into a Deck (A Feather of the Phoenix, Reload, Trap
        Dustshoot), which its owner draws again."""
        biggest = max(len(DECKS[d].main) for d in self.decks)
        returned = 0 if duel is None else sum(
            len(e.all_seeing.get("cards", ())) if e.kind == "shuffled_into_deck" else 1
            for e in duel.events if e.kind in ("shuffled_into_deck", "placed_on_deck"))
        return 2 * (biggest - OPENING_HAND) + 2 + 2 * returned


def config(i: int) -> Config:
    """The i-th duel of the deterministic loop; every combination comes up many times."""
    if i % 25 == 12:
        agents = ("greedy", "greedy")
    elif i % 10 == 3:
        agents = ("greedy", "random")
    elif i % 10 == 7:
        agents = ("random", "greedy")
    else:
        agents = ("random", "random")
    return Config(
        seed=10_007 * i + 12_345,
        rules=PRESETS[i % 2],
        decks=DECK_PAIRS[(i // 2) % len(DECK_PAIRS)],
        agents=agents,
        first_player=(i // (2 * len(DECK_PAIRS))) % 2,
    )


def run_checked(cfg: Config, *, leak_every: int | None = LEAK_EVERY, live: bool = False) -> Duel:
    """Play ``cfg`` to its end checking invariants after every Decision and leaks at a sample.

    Args:
        leak_every: check both players' views, Decisions and new events every this many Decisions
            (1: every Decision); None: never.
        live: also check every event for both players the moment it is emitted.
    """
    # Effects can hide a card that was public when an event named it (Book of Moon): such events
    # are checked the moment they are emitted, not later against the changed board.
    live = live or any(d.startswith("effects") for d in cfg.decks)
    duel = cfg.new()
    watcher = LeakWatcher(duel) if live else None
    if watcher is not None:
        watcher.check_backlog()
    agents = cfg.make_agents()
    seen = [0, 0]

    def leak_check() -> None:
        for p in (0, 1):
            check_no_leak(duel, p, events_from=seen[p], events=not live)
            seen[p] = len(duel.events)

    # Turn 1: the opening hands, plus the first player's draw only where the preset allows it.
    first = cfg.first_player
    assert len(duel.players[first].hand) == OPENING_HAND + int(duel.flags.first_turn_draw)
    assert len(duel.players[1 - first].hand) == OPENING_HAND

    n = 0
    turn = duel.turn
    while True:
        check_invariants(duel)
        check_rules_properties(duel)
        if duel.turn != turn:
            # The player whose turn just ended kept no more than the hand limit.
            ended = 1 - duel.turn_player
            assert len(duel.players[ended].hand) <= duel.flags.hand_limit, f"{cfg}: turn {turn} ended over the hand limit"
            turn = duel.turn
        if leak_every is not None and (n % leak_every == 0 or duel.decision is None):
            leak_check()
        d = duel.decision
        if d is None:
            break
        assert len(d.options) >= 2, f"{cfg}: a Decision with one option was asked: {d}"
        assert n < MAX_DECISIONS, f"{cfg}: no result after {MAX_DECISIONS} Decisions (turn {duel.turn})"
        view = duel.view(d.player) if agents[d.player].wants_view else None
        duel.apply_action(agents[d.player].choose(d, view))
        n += 1

    r = duel.result
    assert r is not None, f"{cfg}: no result"
    assert 1 <= r.turn <= cfg.turn_bound(duel), f"{cfg}: ended on turn {r.turn}, beyond {cfg.turn_bound(duel)}"
    assert r.reason in ("lp", "deck_out", *WIN_REASONS) or r.winner is None, f"{cfg}: unexpected reason {r}"
    assert len(duel.record.answers) == n
    # One checkpoint at the start of every turn, in order.
    assert [t for t, _ in duel.record.checkpoints] == list(range(1, r.turn + 1)), duel.record.checkpoints
    check_lp_matches_damage_events(duel)
    assert not [e for e in duel.events if e.kind in ("attack", "direct_attack") and e.turn == 1
                and not duel.flags.first_turn_battle_phase], f"{cfg}: an attack on turn 1"
    kinds = [e.kind for e in duel.events]
    assert kinds[0] == "duel_start" and kinds[-1] == "duel_end" and kinds.count("duel_end") == 1
    if watcher is not None:
        assert watcher.checked == len(duel.events) - watcher.backlog
    with pytest.raises(DuelOver):
        duel.apply_action(0)
    return duel


def attacks_allowed(duel: Duel, card) -> int:
    """The most attacks ``card`` may declare in a turn: 1; 2 with a second attack in a row (Black
    Luster Soldier - Envoy of the Beginning) or in each Battle Phase (Mataza the Zapper); one per monster zone of the opponent for a monster
    that attacks all monsters once each (Asura Priest)."""
    if any(e.grants == ATTACK_EACH_MONSTER for e in card.effects):
        return len(duel.players[0].main_monster_zones) + len(duel.extra_monster_zones)
    if any(e.text == SECOND_ATTACK_TEXT for e in card.effects):
        return 2
    # A monster that "can make a second attack during each Battle Phase" (Mataza the Zapper) may
    # have attacked twice, even if its effect was negated since.
    if any(e.grants == SECOND_ATTACK for e in card.effects):
        return 2
    return 1


def check_rules_properties(duel: Duel) -> None:
    """Rules that hold at every Decision of a duel."""
    for p, ps in enumerate(duel.players):
        assert ps.normal_summons_this_turn <= 1, f"player {p} made {ps.normal_summons_this_turn} Normal Summons this turn"
        if p != duel.turn_player:
            assert ps.normal_summons_this_turn == 0, f"player {p} Normal Summoned during the opponent's turn"
    for card in duel.cards:
        assert card.attacks_this_turn <= attacks_allowed(duel, card), f"{card!r} attacked {card.attacks_this_turn} times this turn"
        if card.attacks_this_turn:
            assert card.attack_declared_turn == duel.turn
            if card.controller != duel.turn_player:
                # It attacked for the turn player, then another effect gave it away (Creature Swap in
                # Main Phase 2): a control change of this turn names it after its attack.
                assert _control_changed_after_attack(duel, card), f"{card!r} attacked this turn for the non-turn player"
    d = duel.decision
    if d is not None and d.kind.value in ("battle command", "select attack target"):
        assert duel.battle_step is not None and duel.phase.value == "Battle Phase"


def _control_changed_after_attack(duel: Duel, card) -> bool:
    """Whether this turn's events show ``card`` attacking and, later, changing control."""
    attacked = False
    for e in duel.events:
        if e.turn != duel.turn:
            continue
        seen = e.all_seeing.get("card")
        if not isinstance(seen, dict) or seen.get("uid") != card.uid:
            continue
        if e.kind in ("attack", "direct_attack"):
            attacked = True
        elif e.kind == "control_changed" and attacked:
            return True
    return False


def check_lp_matches_damage_events(duel: Duel) -> None:
    """Every LP change is a damage, payment, gain or exchange event; its LP field is the running total,
    never below 0."""
    lp = [duel.flags.starting_lp, duel.flags.starting_lp]
    for e in duel.events:
        if e.kind == "lp_exchanged":
            assert [e.all_seeing["lp_1"], e.all_seeing["lp_2"]] == lp[::-1], e.all_seeing
            lp = lp[::-1]
        if e.kind in ("battle_damage", "effect_damage", "paid_lp", "lp_gained"):
            p = e.player
            data = e.all_seeing
            assert data["amount"] > 0, data
            lp[p] = lp[p] + data["amount"] if e.kind == "lp_gained" else max(0, lp[p] - data["amount"])
            assert data["lp"] == lp[p], f"{e.kind} event says LP {data['lp']}, running total {lp[p]}"
    assert lp == [duel.players[0].lp, duel.players[1].lp]


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_duels_hold_invariants(chunk: int) -> None:
    """200 full duels in 8 chunks: invariants at every Decision, no leak, each duel ends in bounds."""
    reasons = set()
    for i in range(chunk, N_DUELS, CHUNKS):
        cfg = config(i)
        full = i % FULL_LEAK_EVERY == 0
        duel = run_checked(cfg, leak_every=1 if full else LEAK_EVERY, live=full)
        reasons.add(duel.result.reason)
    assert "lp" in reasons


def test_loop_covers_every_combination() -> None:
    """The fixed loop plays each preset with each deck pairing and first player, and greedy agents."""
    cfgs = [config(i) for i in range(N_DUELS)]
    combos = {(c.rules, c.decks, c.first_player) for c in cfgs}
    assert len(combos) == len(PRESETS) * len(DECK_PAIRS) * 2
    assert {c.agents for c in cfgs} == {
        ("random", "random"),
        ("greedy", "random"),
        ("random", "greedy"),
        ("greedy", "greedy"),
    }
    assert len({c.seed for c in cfgs}) == N_DUELS


# ------------------------------------------------------------------------------ determinism
def fingerprint(duel, agents) -> dict:
    """Play ``duel`` to its end with ``agents``; everything that must be reproducible, JSON-ready.

    (Shipped verbatim to a fresh process by test_determinism_across_processes.)
    """
    play(duel, agents)
    texts = [[e.text_all_seeing(), e.text(0), e.text(1)] for e in duel.events]
    return {
        "hash": duel.state_hash(),
        "checkpoints": [[t, h] for t, h in duel.record.checkpoints],
        "result": duel.result.to_dict(),
        "answers": [[p, a if isinstance(a, (int, str)) else list(a)] for p, a in duel.record.answers],
        "events": hashlib.sha256(json.dumps(texts).encode("utf-8")).hexdigest(),
        "n_events": len(texts),
    }


DETERMINISM_CONFIGS = [config(i) for i in (0, 1, 3, 7, 12, 38, 77)]


@pytest.mark.parametrize("cfg", DETERMINISM_CONFIGS, ids=lambda c: f"{c.rules}-{c.seed}-{'-'.join(c.agents)}")
def test_same_seed_same_agents_same_duel(cfg: Config) -> None:
    """Two runs of the same seed and agents: identical event texts (every rendering) and checkpoints."""
    a, b = cfg.new(), cfg.new()
    play(a, cfg.make_agents())
    play(b, cfg.make_agents())
    assert [e.text_all_seeing() for e in a.events] == [e.text_all_seeing() for e in b.events]
    for viewer in (0, 1):
        assert [e.text(viewer) for e in a.events] == [e.text(viewer) for e in b.events]
    assert a.events == b.events  # every rendering: the all-seeing one and each player's
    assert a.record.checkpoints == b.record.checkpoints
    assert a.record.answers == b.record.answers
    assert a.result == b.result
    assert a.state_hash() == b.state_hash()
    assert a.canonical_state() == b.canonical_state()


def test_different_seeds_give_different_duels() -> None:
    """The hash sees the shuffle: different seeds give different turn-1 checkpoints."""
    hashes = set()
    for seed in range(20):
        duel = Config(seed, "modern", DECK_PAIRS[0], ("random", "random"), 0).new()
        hashes.add(duel.record.checkpoints[0][1])
    assert len(hashes) == 20


CROSS_PROCESS = [(c.seed, c.rules, c.decks, c.agents, c.first_player) for c in DETERMINISM_CONFIGS[:2]] + [
    (seed, rules, DECK_PAIRS[(seed // 2) % len(DECK_PAIRS)], ("random", "random"), seed % 2)
    for seed in (5, 6, 1_000_003, 2**31 - 1)
    for rules in PRESETS
]

_CHILD = """
import json, sys
from duelcore.agents import make_agent, play
from duelcore.cards.scripts.black_luster_soldier_envoy_of_the_beginning import SECOND_ATTACK_TEXT
from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
import hashlib
{fingerprint}
out = []
for seed, rules, decks, agents, first in json.loads(sys.argv[1]):
    duel = Duel.new([load_deck(d) for d in decks], seed=seed, rules=rules, first_player=first, hash_turns=True)
    out.append(fingerprint(duel, (make_agent(agents[0], seed * 2 + 1), make_agent(agents[1], seed * 2 + 2))))
print(json.dumps(out))
"""


@pytest.mark.parametrize("hashseed", ["123", "987654"])
def test_determinism_across_processes(hashseed: str) -> None:
    """A fresh interpreter with another PYTHONHASHSEED plays the same duels to the same hashes."""
    script = _CHILD.format(fingerprint=textwrap.dedent(inspect.getsource(fingerprint)))
    proc = run_fresh_python(script, json.dumps(CROSS_PROCESS), hashseed=hashseed)
    assert proc.returncode == 0, proc.stderr
    theirs = json.loads(proc.stdout)
    assert len(theirs) == len(CROSS_PROCESS)
    for (seed, rules, decks, agents, first), got in zip(CROSS_PROCESS, theirs):
        cfg = Config(seed, rules, tuple(decks), tuple(agents), first)
        mine = json.loads(json.dumps(fingerprint(cfg.new(), cfg.make_agents())))
        assert got["checkpoints"] == mine["checkpoints"], f"{cfg}: checkpoints differ across processes"
        assert got == mine, f"{cfg}: the duel differs in a process with PYTHONHASHSEED={hashseed}"


# ------------------------------------------------------------------------------ clones
def _answers_of(cfg: Config) -> tuple[list, Duel]:
    ref = cfg.new()
    play(ref, cfg.make_agents())
    return list(ref.record.answers), ref


def _assert_same_duel(a: Duel, b: Duel) -> None:
    assert a.state_hash() == b.state_hash()
    assert a.canonical_state() == b.canonical_state()
    assert a.record.answers == b.record.answers
    assert a.record.checkpoints == b.record.checkpoints
    assert a.events == b.events  # every rendering: the all-seeing one and each player's
    assert (a.decision is None) == (b.decision is None)
    if a.decision is not None:
        assert a.decision.to_dict() == b.decision.to_dict()
    for p in (0, 1):
        assert a.view(p) == b.view(p)
    assert a.result == b.result
    assert (a.turn, a.turn_player, a.phase, a.battle_step) == (b.turn, b.turn_player, b.phase, b.battle_step)


def _check_clone_at(cfg: Config, frac: float) -> None:
    answers, ref = _answers_of(cfg)
    k = min(len(answers) - 1, int(frac * len(answers)))
    duel = cfg.new()
    for _, a in answers[:k]:
        duel.apply_action(a)
    before = duel.state_hash()
    clone = duel.clone()
    assert clone is not duel
    _assert_same_duel(clone, duel)
    check_invariants(clone)
    # The clone is independent: answering it leaves the original as it was.
    clone.apply_action(answers[k][1])
    assert duel.state_hash() == before and len(duel.record.answers) == k
    duel.apply_action(answers[k][1])
    # Played on with the same answers, both reach the reference duel's end.
    for _, a in answers[k + 1 :]:
        clone.apply_action(a)
        duel.apply_action(a)
    _assert_same_duel(clone, duel)
    _assert_same_duel(clone, ref)
    assert clone.result == ref.result and clone.result is not None


@pytest.mark.parametrize("i,frac", [(0, 0.5), (1, 0.5), (3, 0.3), (7, 0.9), (12, 0.5), (24, 0.0)])
def test_clone_mid_duel_is_the_same_duel(i: int, frac: float) -> None:
    _check_clone_at(config(i), frac)


@settings(max_examples=12, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    rules=st.sampled_from(PRESETS),
    decks=st.sampled_from(DECK_PAIRS),
    agents=st.sampled_from([("random", "random"), ("greedy", "random"), ("random", "greedy")]),
    first=st.integers(0, 1),
    frac=st.floats(0, 1),
)
def test_clone_anywhere_plays_on_identically(seed, rules, decks, agents, first, frac) -> None:
    _check_clone_at(Config(seed, rules, decks, agents, first), frac)


def test_clone_of_a_finished_and_of_a_conceded_duel() -> None:
    cfg = config(5)
    duel = cfg.new()
    play(duel, cfg.make_agents())
    clone = duel.clone()
    _assert_same_duel(clone, duel)
    duel = cfg.new()
    for _ in range(30):
        if duel.decision is None:
            break
        duel.apply_action(0)
    assert duel.result is None
    duel.concede(1)
    clone = duel.clone()
    _assert_same_duel(clone, duel)
    assert clone.result.winner == 0 and clone.result.reason == "concede"
    check_invariants(clone)


# ------------------------------------------------------------------------------ hypothesis
@settings(max_examples=10, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    rules=st.sampled_from(PRESETS),
    decks=st.sampled_from(DECK_PAIRS),
    agents=st.sampled_from([("random", "random"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy")]),
    first=st.integers(0, 1),
)
def test_any_seed_holds_invariants_and_hides_everything(seed, rules, decks, agents, first) -> None:
    """Beyond the fixed loop: invariants and the leak check (live events too) at every Decision."""
    run_checked(Config(seed, rules, decks, agents, first), leak_every=1, live=True)


_BAD_ANSWERS = st.one_of(
    st.integers(max_value=-1),
    st.integers(min_value=25),
    st.booleans(),
    st.none(),
    st.text(max_size=3),
    st.floats(allow_nan=False),
    st.lists(st.integers(0, 3), min_size=1, max_size=3).map(tuple),
)


@settings(max_examples=30, deadline=None, database=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120), bad=_BAD_ANSWERS)
def test_an_illegal_answer_changes_nothing(seed, steps, bad) -> None:
    """An illegal answer raises IllegalAnswer and leaves the duel exactly as it was."""
    cfg = Config(seed, PRESETS[seed % 2], DECK_PAIRS[seed % len(DECK_PAIRS)], ("random", "random"), seed % 2)
    duel = cfg.new()
    agents = cfg.make_agents()
    for _ in range(steps):
        if duel.decision is None:
            break
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    if duel.decision is None:
        with pytest.raises(DuelOver):
            duel.apply_action(0)
        return
    if isinstance(bad, int) and not isinstance(bad, bool) and 0 <= bad < len(duel.decision.options):
        return  # legal after all
    h, n_ans, n_ev, dec = duel.state_hash(), len(duel.record.answers), len(duel.events), duel.decision
    with pytest.raises(IllegalAnswer):
        duel.apply_action(bad)
    assert duel.state_hash() == h
    assert len(duel.record.answers) == n_ans and len(duel.events) == n_ev
    assert duel.decision is dec
    check_invariants(duel)
    # and the duel still plays on
    duel.apply_action(0)
    check_invariants(duel)


# ------------------------------------------------------------------------------ the checkers have teeth
def _mid_duel(i: int = 1, answers: int = 60) -> Duel:
    cfg = config(i)
    duel = cfg.new()
    agents = cfg.make_agents()
    play_answers(duel, agents, answers)
    assert duel.decision is not None
    return duel


@pytest.mark.parametrize(
    "corrupt,message",
    [
        (lambda d: d.players[0].gy.append(d.players[0].deck[0]), "found twice"),
        (lambda d: d.players[1].deck.pop(), "lost"),
        (lambda d: setattr(d.players[0].hand[0], "zone", 2), "zone"),
        (lambda d: setattr(d.players[1].hand[0], "controller", 0), "controller"),
        (lambda d: setattr(d.players[0].deck[0], "position", d.players[0].deck[0].position or
                           __import__("duelcore.state.enums", fromlist=["Position"]).Position.FACE_UP_ATTACK),
         "no position"),
        (lambda d: setattr(d.players[0], "lp", -5), "LP"),
        (lambda d: d.players[1].main_monster_zones.append(None), "Main Monster Zones"),
        (lambda d: setattr(d, "_decision", None), "no Decision"),
    ],
)
def test_check_invariants_catches_corruption(corrupt, message) -> None:
    duel = _mid_duel()
    check_invariants(duel)
    corrupt(duel)
    with pytest.raises(AssertionError, match=message):
        check_invariants(duel)


def test_check_invariants_catches_a_card_in_an_extra_monster_zone_under_2006() -> None:
    duel = _mid_duel(i=1)  # odd configs are 2006
    assert not duel.flags.extra_monster_zones
    card = duel.players[0].deck[0]
    duel.extra_monster_zones[0] = card
    with pytest.raises(AssertionError, match="no Extra Monster Zones"):
        check_invariants(duel)


def test_check_no_leak_catches_a_knowledge_bug(monkeypatch) -> None:
    """If the engine let everyone see every card, the view check reports the leak."""
    import duelcore.state.knowledge as knowledge

    duel = _mid_duel()
    for p in (0, 1):
        check_no_leak(duel, p)
    monkeypatch.setattr(knowledge, "can_see", lambda card, player: True)
    for card in duel.cards:  # the bug as if present from the start: no rendering made before it
        card.info_cache.clear()
    for p in (0, 1):
        with pytest.raises(AssertionError, match="LEAK"):
            check_no_leak(duel, p, events=False)


def test_check_no_leak_catches_an_identity_on_a_hidden_card(monkeypatch) -> None:
    """A hidden card that still carries its real name, or a uid, is reported."""
    import duelcore.state.knowledge as knowledge

    duel = _mid_duel()
    monkeypatch.setattr(knowledge, "hidden_description", lambda card: card.name)
    with pytest.raises(AssertionError, match="LEAK"):
        check_no_leak(duel, 0, events=False)
    monkeypatch.undo()
    real = knowledge.card_info
    monkeypatch.setattr(knowledge, "card_info", lambda card, viewer, known=None: {**real(card, viewer, known), "uid": card.uid})
    with pytest.raises(AssertionError, match="uid"):
        check_no_leak(duel, 1, events=False)


def test_live_event_check_catches_a_leaking_event(monkeypatch) -> None:
    """Events rendered with every card visible are caught the moment they are emitted."""
    import duelcore.state.duel_state as duel_module

    cfg = config(1)
    duel = cfg.new()
    LeakWatcher(duel)
    real = duel_module.card_info
    monkeypatch.setattr(duel_module, "card_info", lambda card, viewer, known=None: real(card, None))
    agents = cfg.make_agents()
    # The watcher raises inside the engine, which stops, restores the duel and reports it.
    with pytest.raises((AssertionError, CardScriptError), match="uid|LEAK"):
        play_answers(duel, agents, 200)


def test_past_events_naming_a_secret_card_are_caught(monkeypatch) -> None:
    """check_no_leak also scans the events since the last check (here: the opponent's draws shown)."""
    import duelcore.state.duel_state as duel_module

    real = duel_module.card_info
    monkeypatch.setattr(
        duel_module, "card_info",
        lambda card, viewer, known=None: real(card, viewer, True if card.location.value == "hand" else known),
    )
    duel = _mid_duel(answers=10)
    with pytest.raises(AssertionError, match="LEAK|secret"):
        for p in (0, 1):
            check_no_leak(duel, p)


# ------------------------------------------------------------------------------ found by the properties
def test_every_battle_damage_event_takes_lp() -> None:
    """The property check_lp_matches_damage_events asserts (amount > 0), on the one board that breaks it."""
    from duelcore.scenarios import build_duel

    duel = build_duel(
        {
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"deck": ["Feral Imp"] * 3, "main_monster_zones": {1: "White Duston"}},  # 0 ATK
                2: {"deck": ["Feral Imp"] * 3},
            },
        }
    )
    texts = [o.text for o in duel.decision.options]
    duel.apply_action(texts.index("Enter the Battle Phase"))
    texts = [o.text for o in duel.decision.options]
    duel.apply_action(texts.index("Attack with White Duston"))
    assert any(e.kind == "direct_attack" for e in duel.events)
    check_invariants(duel)
    check_lp_matches_damage_events(duel)
