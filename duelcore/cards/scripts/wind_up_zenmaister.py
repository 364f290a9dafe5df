"""Wind-Up Zenmaister (68597372), Xyz Monster, Rank 4: "2 Level 4 monsters. This card gains 300 ATK
for each Xyz Material attached to this card. Once per turn: You can detach 1 Xyz Material from this
card to target 1 face-up monster you control; change that face-up monster to face-down Defense
Position, and if you do, during the End Phase of this turn, change it to face-up Attack Position." """

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat


def face_up_attack_at_end_phase(duel, monster):
    """The End Phase action left by its effect: change that monster to face-up Attack Position."""
    duel.change_to_face_up_attack(monster)


@script(68597372)
def wind_up_zenmaister(card):
    """+300 ATK per Xyz Material (a Continuous Effect); once per turn (Ignition): detach 1 (cost) to
    turn 1 face-up monster you control face-down, and in this End Phase back to face-up Attack
    Position, unless it was turned face-up and face-down again meanwhile (FD-23)."""

    gains = Effect(card, EffectKind.CONTINUOUS, "Gains 300 ATK for each Xyz Material", range=MONSTER_ZONES,
                   modifier=Modifier(Stat.ATK, "add", 0, applies_to=lambda duel, c: c is card,
                                     value_fn=lambda c: 300 * len(c.materials)))

    def cost(ctx):
        from duelcore.rules.special_summon import detach

        yield from detach(ctx.duel, ctx.this, 1)

    def legal(ctx, c):
        return c.controller == ctx.player and c.location.is_monster_zone and c.face_up and not c.data.is_link and not c.data.is_token

    def operation(ctx):
        for target in resolved_targets(ctx):
            ctx.duel.change_to_face_down(target)
            ctx.duel.at_end_phase(target, face_up_attack_at_end_phase)

    flip = Effect(card, EffectKind.IGNITION, "Detach 1 Xyz Material: change 1 face-up monster you control to face-down Defense Position",
                  range=MONSTER_ZONES, count_limit=1, cost=cost, can_pay=lambda ctx: bool(ctx.this.materials),
                  operation=operation,
                  **targeting(lambda ctx: ctx.duel.monsters(ctx.player), legal, prompt="Choose a monster to turn face-down"))
    # "target 1 face-up monster you control" includes itself.
    flip.has_target = lambda ctx: any(legal(ctx, c) for c in ctx.duel.monsters(ctx.player))

    def target(ctx):
        chosen = yield from ctx.select_cards([c for c in ctx.duel.monsters(ctx.player) if legal(ctx, c)],
                                             "Choose a monster to turn face-down")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = legal

    flip.target = target
    return [gains, flip]
