"""Wall of Revealing Light (17078030), Continuous Trap: "Activate by paying any multiple of 1000 Life
Points. Monsters your opponent controls cannot attack if their ATK is less than or equal to the amount
you paid."

Its text of April 2005 (cards.goat.en.cdb): "When you activate this card, pay any multiple of 1000 Life
Points. None of your opponent's monsters with an ATK equal to or less than the Life Points you paid can
attack." It plays the same: no period variant."""

from duelcore.cards.procedures.activation import no_effect, trap_activation
from duelcore.cards.procedures.locks import attack_lock
from duelcore.cards.registry import script

#: The LP are paid in multiples of this.
STEP = 1000


@script(17078030)
def wall_of_revealing_light(card):
    """Cost: its controller chooses how many LP to pay, any multiple of 1000 up to their LP (at
    least 1000 LP to activate it), and pays them; the card remembers the amount while it stays on
    the field. Once it has resolved, while it is face-up and its effects are not negated, the
    opponent's monsters whose ATK is that amount or less cannot attack: none may declare an attack,
    and an attack declared before it applied stops before the Damage Step. A monster whose ATK rises
    above the amount may attack again. Source: card text; goatrulings.com "Wall of Revealing Light"
    (UDE FAQ: "Paying Life Points for Wall of Revealing Light is a cost"; "cannot even declare an
    attack"; activated "during the Battle Step after an attack has been declared ... the attack stops
    (does not enter the Damage Step)"; negated by Royal Decree and that card destroyed, "the effect of
    Wall of Revealing Light is re-applied")."""

    def can_pay(ctx):
        return ctx.duel.players[ctx.player].lp >= STEP

    def cost(ctx):
        lp = ctx.duel.players[ctx.player].lp
        amounts = [f"{n} LP" for n in range(STEP, lp // STEP * STEP + 1, STEP)]
        words = yield from ctx.declare(amounts, "Pay how many LP for Wall of Revealing Light?")
        paid = int(words.split()[0])
        ctx.duel.pay_lp(ctx.player, paid)
        ctx.this.values["paid"] = paid

    def forbids(duel, this, monster):
        paid = this.values.get("paid")
        return paid is not None and monster.controller != this.controller and monster.atk <= paid

    return [trap_activation(card, "Wall of Revealing Light", no_effect, needs_card_on_field=True,
                            can_pay=can_pay, cost=cost),
            attack_lock(card, "Your opponent's monsters with ATK less than or equal to the LP paid cannot attack",
                        forbids, stops_attack=True)]
