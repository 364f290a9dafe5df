"""Solemn Judgment (41420027), Counter Trap: "When a monster(s) would be Summoned, OR a Spell/Trap Card is
activated: Pay half your LP; negate the Summon or activation, and if you do, destroy that card." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import is_spell_or_trap
from duelcore.cards.procedures.life_points import pay_half_lp
from duelcore.cards.procedures.negation import counter_card_activation
from duelcore.cards.procedures.triggers import window_events
from duelcore.cards.registry import script


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

    def negate_summon(ctx):
        event = ctx.values["summon"]
        event.data["negated"] = True
        duel = ctx.duel
        for monster in event.cards:
            duel.emit("summon_negated", ctx.player, card=monster)
        duel.destroy([m for m in event.cards if m.location.is_monster_zone], by=ctx.player)

    summon = trap_activation(card, "Negate the Summon of a monster and destroy it", negate_summon,
                             condition=lambda ctx: bool(summons(ctx)), cost=pay_half_lp, target=choose_summon)
    activation = counter_card_activation(card, "Negate the activation of a Spell/Trap Card and destroy it",
                                         is_spell_or_trap, pay_half_lp)
    return [summon, activation]
