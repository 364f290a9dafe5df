"""Dark Blade the Dragon Knight (86805855), Fusion Monster, Level 6, DARK Warrior, 2200/1500: ""Dark
Blade" + "Pitch-Dark Dragon" / Each time this card inflicts Battle Damage to your opponent, you can
select up to 3 Monster Cards from your opponent's Graveyard and remove them from play."

The same text in 2005 (no variant).
"""

from duelcore.cards.procedures.banish import banish
from duelcore.cards.procedures.filters import MONSTER_ZONES, gy_monsters
from duelcore.cards.procedures.targeting import resolved_targets
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: The most monsters it selects.
UP_TO = 3


def in_opponents_gy(ctx, card):
    """A monster in the GY of the activating player's opponent (checked again at resolution)."""
    return card.location is Location.GY and card.owner == ctx.opponent and card.data.is_monster


@script(86805855)
def dark_blade_the_dragon_knight(card):
    """An Extra Deck monster (its materials read from its text), revivable only once properly
    summoned; Metamorphosis may Special Summon it from a Level 6 monster.

    Optional Trigger Effect, each time it inflicts battle damage to the opponent (in the Damage
    Step): target 1 to 3 monsters in the opponent's GY (the first one is needed, the next two are
    optional: "up to 3"); on resolution those still in that GY are banished face-up. Not activated
    when the opponent's GY holds no monster. Source: card text; UDE FAQ (goatrulings.com "Dark Blade
    the Dragon Knight": "targets up to 3 Monster Cards in the Graveyard, so you select the monsters
    when the effect is activated")."""

    def dealt(ctx):
        ev = ctx.event
        return ev is not None and ev.data.get("by") is ctx.this and ev.player == 1 - ctx.this.controller

    def pool(ctx):
        return [c for c in gy_monsters(ctx, [ctx.opponent]) if ctx.duel.can_be_targeted(c, ctx.effect)]

    def target(ctx):
        first = yield from ctx.select_cards(pool(ctx), "Choose a monster in your opponent's GY to banish")
        more = yield from ctx.select_cards([c for c in pool(ctx) if c not in first],
                                           "Choose another monster in your opponent's GY to banish", UP_TO - 1,
                                           optional=True)
        ctx.targets = [c.ref() for c in first + more]
        ctx.values["legal"] = in_opponents_gy

    def operation(ctx):
        banish(ctx.duel, ctx.player, resolved_targets(ctx))

    return [Effect(card, EffectKind.TRIGGER, "Banish up to 3 monsters from your opponent's GY", event="battle_damage",
                   damage_step=True, range=MONSTER_ZONES, targets=True, condition=dealt,
                   has_target=lambda ctx: bool(pool(ctx)), target=target, operation=operation)]
