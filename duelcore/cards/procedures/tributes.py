"""Tributes as a cost: "Tribute 1 <kind of> monster" (Axe of Despair, Crush Card Virus, Icarus
Attack, Jigen Bakudan, Worm King); "Tribute this card and 1 other monster" (Hand of Nephthys).

The rule of which monsters may be Tributed (your own, face-up or face-down; the opponent's monster
Soul Exchange binds you to Tribute) is ``duelcore.rules.tributes``; these procedures ask it. The
kind of monster is a test of :mod:`duelcore.cards.procedures.filters` (``of_real_type``,
``is_reptile_worm``): a face-down monster you control counts with its real Type, Attribute and
name (FD-14).

Source: rulebook "Costs", "Tribute"; FD-14, FD-15.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.state.effects import Activation

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.decision import Process


def tribute_cost_candidates(ctx: Activation, test: "Callable[[Card], bool] | None" = None) -> list["Card"]:
    """The monsters the activating player may Tribute now to pay a cost of "Tribute 1 <kind of>
    monster" (``test`` the kind, None for any), by the one rule of ``rules.tributes``: their own
    monsters, face-up or face-down, each judged by what it really is (FD-14, the one cost that may
    use what a face-down card really is); the opponent's monster Soul Exchange binds them to
    Tribute this turn is then the only choice, and none is left when it does not meet ``test``
    (an opponent's face-down monster never does: FD-15), so the cost cannot be paid. Source:
    rulebook "Costs"; Soul Exchange's text; Konami's answers quoted in Fluorohydride/ygopro issue
    2251 and Fluorohydride/ygopro-core issue 537."""
    from duelcore.rules.tributes import tribute_choice

    return tribute_choice(ctx.duel, ctx.player, test=test).candidates(1)


def tribute_as_cost(ctx: Activation, test: "Callable[[Card], bool] | None", prompt: str) -> "Process":
    """The activating player Tributes 1 monster of :func:`tribute_cost_candidates` as the cost
    (asked with ``prompt`` unless only one may be): to its owner's GY, with the "tributed" event
    (hidden from the opponent when it was face-down). Its Level on the field is kept in
    ``ctx.values["tributed_level"]`` ("the same Level as the Tributed monster": Metamorphosis).
    Returns the Tributed card, or None when none could be. Use ``bool(tribute_cost_candidates(ctx, test))`` as the effect's ``can_pay``."""
    from duelcore.rules.summon import tribute

    candidates = tribute_cost_candidates(ctx, test)
    if not candidates:
        return None
    chosen = yield from ctx.select_cards(candidates, prompt)
    for m in chosen:
        ctx.values["tributed_level"] = m.level  # the Level it had on the field (Metamorphosis)
        tribute(ctx.duel, ctx.player, m)
    return chosen[0] if chosen else None


def others_to_tribute_with_this(ctx: Activation) -> list["Card"]:
    """The monsters the activating player may Tribute together with this card for "Tribute this
    card and 1 other monster" ([] when this card itself cannot be Tributed): their other monsters,
    or only the opponent's monster Soul Exchange binds them to Tribute this turn (rules.tributes).
    Use ``bool(others_to_tribute_with_this(ctx))`` as the effect's ``can_pay``."""
    from duelcore.rules.tributes import tribute_choice

    this = ctx.this
    if this not in tribute_choice(ctx.duel, ctx.player).pool:
        return []
    return tribute_choice(ctx.duel, ctx.player, exclude=[this]).candidates(1)


def tribute_this_and_another(ctx: Activation, prompt: str) -> "Process":
    """Cost: the activating player Tributes this card and 1 other monster of
    :func:`others_to_tribute_with_this` (asked with ``prompt`` unless only one may be), both at
    once, to their owners' GYs ("tributed" events). Source: Hand of Nephthys's text and its UDE
    FAQ ("Tributing monsters is a cost of this card's effect"; "You can Tribute a Monster Token")."""
    from duelcore.rules.summon import tribute

    others = others_to_tribute_with_this(ctx)
    chosen = yield from ctx.select_cards(others, prompt)
    with ctx.duel.simultaneous():
        for m in [ctx.this, *chosen]:
            tribute(ctx.duel, ctx.player, m)
