"""The environment's observation holds no hidden card (issue 19, item 2; docs/ENV.md).

Pairs of duels that differ only in the opponent's hidden cards: the same seed and the same
answers, the opponent's Deck differing in ten cards (the shuffle puts them at the same places in
both duels, so while they stay in the Deck or the hand, nothing the player may know differs).
At every Decision of the player, the encoded observations (every array DuelEnv.observe gives)
must be identical, until a differing card is revealed to the player (it is in a place the player
may see: ``duelcore.state.knowledge.can_see``); from the first Decision after that, the duels may
differ and are no longer compared.

The player answers at random from the observation (the same slot in both duels); the opponent
answers from what the player may know only (it ends its turn, passes, declines or does not
attack where it can), so both duels go the same way for the player.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from duelcore.decks import load_deck
from duelcore.decks.deck import Deck
from duelcore.env import DuelEnv
from duelcore.env.encoding import page_layout
from duelcore.state.decision import Action
from duelcore.state.knowledge import can_see

#: The player whose observations are compared ("player_0": Starter Deck: Yugi).
OBSERVER = 0
#: The opponent's answers, by preference: none of them names a card.
PASSIVE = (Action.END_TURN, Action.PASS, Action.NO, Action.STOP_ATTACK, Action.ENTER_MAIN_PHASE_2)
#: The Decisions of the player each pair must compare at the least.
AT_LEAST = 20


def twin_decks() -> tuple[list[Deck], list[Deck]]:
    """Two pairs of decks: Yugi against Kaiba, and Yugi against Kaiba with ten cards of the Main Deck
    (its 11th to 20th) exchanged for the Yugi deck's 11th to 20th (the same Deck size)."""
    yugi, kaiba = load_deck("yugi"), load_deck("kaiba")
    other = list(kaiba.main)
    other[10:20] = yugi.main[10:20]
    assert [a != b for a, b in zip(kaiba.main, other)].count(True) >= 5
    return [yugi, kaiba], [yugi, Deck(name="Kaiba variant", main=other, extra=list(kaiba.extra), side=[])]


def passive_slot(env: DuelEnv) -> int:
    """The opponent's slot: its first option of the most preferred PASSIVE kind, else its first
    option (taken to its page by "next page" slots first)."""
    options = env.duel.decision.options
    index = next((i for kind in PASSIVE for i, o in enumerate(options) if o.action is kind), 0)
    per, pages = page_layout(len(options), env.encoder.config.option_slots)
    for _ in range(index // per):
        env.step(env.encoder.config.option_slots - 1)
    return index % per


def revealed(envs: list[DuelEnv]) -> bool:
    """Whether a card whose identity differs between the two duels may be seen by the player in
    either duel."""
    a, b = (env.duel.cards for env in envs)
    return any(x.data.passcode != y.data.passcode and (can_see(x, OBSERVER) or can_see(y, OBSERVER))
               for x, y in zip(a, b))


def advance_to_observer(env: DuelEnv) -> bool:
    """Answer the opponent's Decisions until the player must decide; False when the duel ended."""
    while not env.duel.is_over:
        if env.duel.decision.player == OBSERVER:
            return True
        env.step(passive_slot(env))
    return False


def compare_pair(seed: int) -> int:
    """Play the pair of duels of ``seed``; assert the player's observations are identical at each of
    their Decisions before a differing card is revealed; return how many Decisions were compared."""
    deck_pairs = twin_decks()
    envs = [DuelEnv(decks=decks, seed=seed) for decks in deck_pairs]
    for env in envs:
        env.reset(seed=seed)
    # The pair really differs in hidden cards: the opponent's hidden cards are not all the same.
    assert any(x.data.passcode != y.data.passcode for x, y in zip(envs[0].duel.cards, envs[1].duel.cards))
    rng = random.Random(seed)
    agent = envs[0].possible_agents[OBSERVER]
    compared = 0
    while True:
        live = [advance_to_observer(env) for env in envs]
        if revealed(envs):
            break
        assert live[0] == live[1], f"seed {seed}: one duel ended, the other did not, nothing revealed"
        if not live[0]:
            break
        obs = [env.observe(agent) for env in envs]
        assert obs[0].keys() == obs[1].keys()
        for name in obs[0]["observation"]:
            np.testing.assert_array_equal(obs[0]["observation"][name], obs[1]["observation"][name],
                                          err_msg=f"seed {seed}, Decision {compared}: {name} differs")
        np.testing.assert_array_equal(obs[0]["action_mask"], obs[1]["action_mask"])
        compared += 1
        slot = rng.choice(np.flatnonzero(obs[0]["action_mask"]).tolist())
        for env in envs:
            env.step(slot)
    return compared


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_observations_agree_until_a_differing_hidden_card_is_revealed(seed: int) -> None:
    assert compare_pair(seed) >= AT_LEAST
