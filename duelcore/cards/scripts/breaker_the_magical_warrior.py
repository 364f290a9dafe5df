"""Breaker the Magical Warrior (71413901), Effect Monster, Level 4, DARK Spellcaster, 1600/1000: "If this
card is Normal Summoned: Place 1 Spell Counter on it (max. 1). Gains 300 ATK for each Spell Counter on
it. You can remove 1 Spell Counter from this card, then target 1 Spell/Trap on the field; destroy that
target."

Its Spell Counter is a lingering flag (``_fd_facedown.SPELL_COUNTER``): it is removed when the card
leaves the field or is turned face-down, like every counter (FD-21).
"""

from duelcore.cards.procedures import resolved_targets, spell_traps_on_field, targeting
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import MONSTER_ZONES, SPELL_COUNTER, counters, remove_counter, summoned_this_way
from duelcore.state.effects import Effect, EffectKind, Modifier, Reset, Stat


@script(71413901)
def breaker_the_magical_warrior(card):
    """(1) Mandatory "If" trigger on its Normal Summon: place 1 Spell Counter on it, if it is still
    face-up and holds none (max. 1). (2) Continuous: +300 ATK per Spell Counter. (3) Ignition: remove
    1 Spell Counter (cost), then target 1 Spell/Trap on the field (either side, face-up or Set);
    destroy it."""

    def place(ctx):
        this = ctx.this
        if ctx.card.valid and this.location.is_monster_zone and this.face_up and counters(this) < 1:
            ctx.duel.apply(this, flag=SPELL_COUNTER, source=this, reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
            ctx.duel.emit("stat_changed", ctx.player, card=this, text=f"1 Spell Counter placed on it (ATK {this.atk})")
        return
        yield

    def cost(ctx):
        remove_counter(ctx.duel, ctx.this)
        ctx.duel.emit("stat_changed", ctx.player, card=ctx.this, text=f"1 Spell Counter removed (ATK {ctx.this.atk})")
        return
        yield

    def destroy(ctx):
        ctx.duel.destroy(resolved_targets(ctx), by=ctx.player)
        return
        yield

    counter = Effect(card, EffectKind.TRIGGER, "Place 1 Spell Counter on this card", event="summoned", mandatory=True,
                     range=MONSTER_ZONES, condition=lambda ctx: summoned_this_way(ctx, "normal", "tribute"),
                     operation=place)
    gains = Effect(card, EffectKind.CONTINUOUS, "Gains 300 ATK for each Spell Counter on it", range=MONSTER_ZONES,
                   modifier=Modifier(Stat.ATK, "add", 0, applies_to=lambda duel, c: c is card,
                                     value_fn=lambda c: 300 * counters(c)))
    breaks = Effect(card, EffectKind.IGNITION, "Remove 1 Spell Counter: destroy 1 Spell/Trap on the field",
                    range=MONSTER_ZONES, cost=cost, can_pay=lambda ctx: counters(ctx.this) > 0, operation=destroy, destroys=resolved_targets,
                    **targeting(spell_traps_on_field, lambda ctx, c: c.on_field, prompt="Choose a Spell/Trap to destroy"))
    return [counter, gains, breaks]
