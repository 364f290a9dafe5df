"""Kycoo the Ghost Destroyer (88240808), Effect Monster, Level 4, DARK Spellcaster, 1800/700: "When this
card inflicts battle damage to your opponent: You can target up to 2 monsters in their Graveyard;
banish those targets. Your opponent cannot banish cards from either player's Graveyard." (Its text
of 2005 is the same.)"""

from duelcore.cards.procedures.banish import banish, may_banish
from duelcore.cards.procedures.filters import MONSTER_ZONES, gy_monsters
from duelcore.cards.procedures.targeting import resolved_targets
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _inflicted(ctx):
    """This card inflicted battle damage to its controller's opponent and is still on the field."""
    ev = ctx.event
    return (ev is not None and ev.data.get("by") is ctx.this and ev.player == 1 - ctx.this.controller
            and ctx.this.location in MONSTER_ZONES)


def _in_their_gy(ctx, card):
    """A monster still in the GY of the activating player's opponent."""
    return card.location is Location.GY and card.owner == ctx.opponent and card.data.is_monster


def _no_banishing_from_gy(duel, this, player, target):
    """This card's controller's opponent banishing a card from either GY."""
    return player != this.controller and target.location is Location.GY


@script(88240808)
def kycoo_the_ghost_destroyer(card):
    """(1) An optional "When" trigger in the Damage Step when it inflicts battle damage to its
    controller's opponent: target 1 or 2 monsters in the opponent's GY (the second may be declined)
    and banish those still there. (2) A Continuous Effect of the face-up monster: the opponent
    cannot banish cards from either GY (``forbids_banish``, read by ``banish.may_banish``: their
    banishing costs cannot be paid with those cards, their effects leave them). Source: card text."""

    def pool(ctx):
        return [c for c in gy_monsters(ctx, [ctx.opponent])
                if ctx.duel.can_be_targeted(c, ctx.effect) and may_banish(ctx.duel, ctx.player, c, ctx.effect)]

    def target(ctx):
        cards = pool(ctx)
        chosen = yield from ctx.select_cards(cards, "Choose a monster in your opponent's GY to banish", 1)
        rest = [c for c in cards if c not in chosen]
        chosen += yield from ctx.select_cards(rest, "Choose another monster to banish, or none", 1, optional=True)
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = _in_their_gy

    def operation(ctx):
        banish(ctx.duel, ctx.player, resolved_targets(ctx), ctx.effect)

    return [Effect(card, EffectKind.TRIGGER, "Banish up to 2 monsters in your opponent's GY", event="battle_damage",
                   when=True, damage_step=True, range=MONSTER_ZONES, condition=_inflicted, targets=True,
                   has_target=lambda ctx: bool(pool(ctx)), target=target, operation=operation),
            Effect(card, EffectKind.CONTINUOUS, "Your opponent cannot banish cards from either player's GY",
                   range=MONSTER_ZONES, forbids_banish=_no_banishing_from_gy)]
