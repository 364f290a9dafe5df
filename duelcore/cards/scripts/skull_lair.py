"""Skull Lair (6733059), Continuous Trap: "Remove from play any number of Monster Cards in your Graveyard
to destroy 1 face-up monster on the field whose Level is equal to the number of the cards you removed
from play." (the same text in April 2005)."""

from duelcore.cards.procedures.activation import no_effect, trap_activation
from duelcore.cards.procedures.banish import banish_face_up, may_banish
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(6733059)
def skull_lair(card):
    """Its activation does nothing by itself. While it is face-up on the field, its controller may
    activate its effect (Spell Speed 2, as often as they can pay): the cost is to banish from their
    GY any number N of Monster Cards (the number is chosen first, among the Levels of the face-up
    monsters on the field that they have enough monsters to pay for; not while Necrovalley keeps
    them there). On resolution, if Skull Lair is still on the field, they choose 1 face-up monster on
    the field with Level N (it does not target) and destroy it. Source: card text; ProjectIgnis
    ``official/c6733059.lua`` (a Quick Effect of the face-up card, any number of times; the monster
    is chosen on resolution)."""

    def payable(ctx):
        return [c for c in ctx.duel.players[ctx.player].gy if c.data.is_monster and may_banish(ctx.duel, ctx.player, c, ctx.effect)]

    def face_up_monsters(duel):
        return [m for p in (0, 1) for m in duel.monsters(p) if m.face_up]

    def levels(ctx):
        most = len(payable(ctx))
        return sorted({m.level for m in face_up_monsters(ctx.duel) if 1 <= m.level <= most})

    def cost(ctx):
        words = yield from ctx.declare([str(n) for n in levels(ctx)], "Banish how many monsters from your GY (the Level to destroy)?")
        count = int(words)
        chosen = yield from ctx.select_cards(payable(ctx), "Choose a monster to banish from your GY", count=count)
        for c in chosen:
            banish_face_up(ctx.duel, ctx.player, c, reason="cost", effect=ctx.effect)
        ctx.values["level"] = count

    def operation(ctx):
        duel = ctx.duel
        level = ctx.values.get("level")
        candidates = [m for m in face_up_monsters(duel) if m.level == level]
        chosen = yield from ctx.select_cards(candidates, f"Choose a face-up Level {level} monster to destroy")
        if chosen:
            duel.destroy(chosen, by=ctx.player)

    effect = Effect(card, EffectKind.QUICK, "Banish monsters from your GY; destroy 1 face-up monster with that Level",
                    range=frozenset({Location.SPELL_TRAP_ZONE}), needs_card_on_field=True,
                    can_pay=lambda ctx: bool(levels(ctx)), cost=cost, operation=operation)
    return [trap_activation(card, "Skull Lair", no_effect, needs_card_on_field=True), effect]
