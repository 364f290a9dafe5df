"""Shared pieces of Magic Drain, Dust Tornado, World Suppression and Magic Reflector: no card of its own.

- :func:`activated_card_link`: the Chain Link an "When ... a <kind of> Card is activated"
  activation answers (the Chain Link just before it, and only a card activation: a Spell already
  face-up on the field has no activation to answer, FS-15).
- :func:`remember_link`: a ``target`` callback that records that Chain Link on activation, so
  the resolution acts on the link that was answered even if more links were added after it.
- :data:`COUNTER_FLAG` / :func:`counters`: the counter Magic Reflector places on a Spell Card,
  kept as a lingering flag (``Duel.apply``) so it is lost when the card leaves the field or is
  turned face-down, like every counter (rulebook "Counters").

Source: the card texts; FS-10, FS-15; rulebook "Chains", "Counters".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures import last_link

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation
    from duelcore.rules.chain import ChainLink

#: The lingering flag that is one Magic Reflector counter on a card (one Applied entry per counter).
COUNTER_FLAG = "magic_reflector_counter"


def activated_card_link(ctx: "Activation", answers: Callable[["ChainLink"], bool]) -> "ChainLink | None":
    """The Chain Link just before this activation, if it is the activation of a Spell or Trap
    *Card* (not an effect of a card already on the field) and ``answers(link)`` holds; else None.

    Args:
        ctx: the activation being checked or made.
        answers: which activations qualify (e.g. "a Spell Card activated by your opponent").
    Source: "When a ... Card is activated" (Magic Drain, World Suppression); FS-15.
    """
    link = last_link(ctx)
    if link is None or not link.is_card_activation or not answers(link):
        return None
    return link


def remember_link(answers: Callable[["ChainLink"], bool]) -> Callable[["Activation"], "Process"]:
    """A ``target`` callback: store the answered Chain Link in ``ctx.values["answers"]`` when the
    card is activated (no card is targeted; this is not a targeting effect)."""

    def target(ctx: "Activation") -> "Process":
        ctx.values["answers"] = activated_card_link(ctx, answers)
        return
        yield

    return target


def counters(card: "Card") -> int:
    """How many Magic Reflector counters ``card`` holds now (count >= 0); 0 once it has moved."""
    return sum(1 for a in card.applied if a.flag == COUNTER_FLAG and a.card.valid)
