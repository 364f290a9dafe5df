"""Solemn Judgment (41420027), Counter Trap: "When a monster(s) would be Summoned, OR a Spell/Trap Card is
activated: Pay half your LP; negate the Summon or activation, and if you do, destroy that card." """

from duelcore.cards.procedures import last_link, negate_activation, trap_activation, window_events
from duelcore.cards.registry import script


def counter_card_activation(card, text, answers, cost, can_pay=None):
    """A Counter Trap that answers the activation of a Spell or Trap *Card* (the Chain Link just
    before it, never an effect of a card already face-up: FS-15) that meets ``answers(card)``;
    pays ``cost``; negates that activation, and if it does, destroys the card. Shared by Solemn
    Judgment and Seven Tools of the Bandit."""

    def condition(ctx):
        link = last_link(ctx)
        return link is not None and link.is_card_activation and answers(link.card)

    def pay(ctx):
        ctx.values["negates"] = last_link(ctx)
        yield from cost(ctx)

    def operation(ctx):
        negate_activation(ctx, ctx.values["negates"])
        return
        yield

    return trap_activation(card, text, operation, condition=condition, cost=pay, can_pay=can_pay)


def pay_half_lp(ctx):
    """Pay half your LP, rounded down (Solemn Judgment's cost; always payable)."""
    ctx.duel.pay_lp(ctx.player, ctx.duel.players[ctx.player].lp // 2)
    return
    yield


@script(41420027)
def solemn_judgment(card):
    """Two activations, as the text's "OR" says:

    - a monster would be Summoned (Normal, Tribute or Flip Summon: the "summoning" window, Spell
      Speed 3 only, with no chain open): pay half your LP; the Summon is negated and the monster
      destroyed (a Normal Summon stays used; Tributes stay in the GY; a Flip-Summoned monster's
      FLIP effect does not activate). A Special Summon by a card effect is not a Summon that can
      be negated (it is not offered).
    - a Spell/Trap Card is activated (the last Chain Link is the activation of a Spell or Trap
      Card): pay half your LP; negate the activation and destroy the card."""

    def summons(ctx):
        if ctx.duel.chain:
            return []
        return [ev for ev in window_events(ctx, "summoning") if not ev.data.get("negated")]

    def choose_summon(ctx):
        ctx.values["summon"] = summons(ctx)[0]
        return
        yield

    def negate_summon(ctx):
        event = ctx.values["summon"]
        event.data["negated"] = True
        duel = ctx.duel
        for monster in event.cards:
            duel.emit("summon_negated", ctx.player, card=monster)
        duel.destroy([m for m in event.cards if m.location.is_monster_zone], by=ctx.player)
        return
        yield

    summon = trap_activation(card, "Negate the Summon of a monster and destroy it", negate_summon,
                             condition=lambda ctx: bool(summons(ctx)), cost=pay_half_lp, target=choose_summon)
    activation = counter_card_activation(card, "Negate the activation of a Spell/Trap Card and destroy it",
                                         lambda c: c.data.is_spell or c.data.is_trap, pay_half_lp)
    return [summon, activation]
