"""Life Points: paying LP as a cost, maintenance costs, effect damage.

- :func:`lp_cost`: "pay N LP" as a cost (Premature Burial, Toon World, Malevolent Nuzzler,
  Ultimate Offering, Seven Tools of the Bandit); :func:`pay_half_lp`: "Pay half your LP" (Solemn
  Judgment, Return from the Different Dimension).
- :func:`pay_or_destroy`: a maintenance cost "pay N LP, or this card is destroyed" (Imperial
  Order, Skull Archfiend of Lightning); :func:`pay_or_destroy_by_choice`: one its controller may
  decline (Imperial Order's text of 2005).
- :func:`effect_damage`: inflict effect damage (Ookazi, Black Pendant, Stealth Bird, Blast Held by
  a Tribute).

Source: rulebook "Costs", "Standby Phase", "Life Points".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import Activation

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


def lp_cost(amount: int) -> dict[str, Any]:
    """The Effect fields of "pay ``amount`` LP" as a cost: ``can_pay`` and ``cost`` (Premature
    Burial's 800, Toon World's 1000). Use as ``Effect(..., **lp_cost(800))``."""

    def can_pay(ctx: Activation) -> bool:
        return ctx.duel.players[ctx.player].lp >= amount

    def cost(ctx: Activation) -> None:
        ctx.duel.pay_lp(ctx.player, amount)

    return {"can_pay": can_pay, "cost": cost}


def pay_half_lp(ctx: Activation) -> None:
    """Cost: "Pay half your LP", rounded down (always payable: Solemn Judgment, Return from the
    Different Dimension)."""
    ctx.duel.pay_lp(ctx.player, ctx.duel.players[ctx.player].lp // 2)


def pay_or_destroy(duel: "Duel", card: "Card", amount: int) -> None:
    """A maintenance cost: ``card``'s controller pays ``amount`` LP if they can (LP >= amount;
    "this is not optional"), else ``card`` is destroyed (Imperial Order, Skull Archfiend of
    Lightning). It starts no chain; it is not an effect that can be negated."""
    if duel.players[card.controller].lp >= amount:
        duel.pay_lp(card.controller, amount)
    else:
        duel.destroy([card], reason="maintenance", by=card.controller)


def pay_or_destroy_by_choice(duel: "Duel", card: "Card", amount: int) -> "Process":
    """A maintenance cost its controller may decline: "pay N LP or destroy this card" (Imperial
    Order's text of 2005). The controller is asked (a yes/no Decision) whether to pay ``amount``
    LP; they may pay only while that leaves them more than 0 LP; if they do not or cannot,
    ``card`` is destroyed. It starts no chain; it is not an effect that can be negated.

    Source: Netrep, Curtis Schultz, 2003-12-23 (goatrulings.com "Imperial Order"): "This card does
    not have mandatory payments. The player controlling it can opt not to pay and the card would
    then be destroyed. They cannot choose to pay if it would make their Life Points become 0."
    """
    player = card.controller
    if duel.players[player].lp > amount:
        options = [Option(Action.YES, "Yes"), Option(Action.NO, "No")]
        pay = yield from duel.ask(player, DecisionKind.YES_NO, f"Pay {amount} LP to keep {card.name}? (No: it is destroyed)",
                                  options, [True, False])
        if pay:
            duel.pay_lp(player, amount)
            return
    duel.destroy([card], reason="maintenance", by=player)


def effect_damage(duel: "Duel", player: int, amount: int) -> None:
    """``player`` takes ``amount`` effect damage (LP); logged as "... took N damage (LP x)"."""
    duel.damage(player, amount, kind="effect_damage")
