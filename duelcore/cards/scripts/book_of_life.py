"""Book of Life (2204140), Normal Spell: "Target 1 Zombie monster in your GY and 1 monster in your
opponent's GY; Special Summon the first target, also banish the second target."

The same text in 2005 (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.banish import banish
from duelcore.cards.procedures.filters import gy_monsters, of_type
from duelcore.cards.procedures.summoning import can_revive
from duelcore.cards.procedures.targeting import resolved_targets, targetable
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.enums import Location

_zombie = of_type(MonsterType.ZOMBIE)


def _your_zombies(ctx):
    """The Zombie monsters in the activating player's GY that they could Special Summon now."""
    return [c for c in gy_monsters(ctx, [ctx.player]) if _zombie(c) and can_revive(ctx, c)]


def _opponents_gy_monsters(ctx):
    """The monsters in the opponent's GY."""
    return gy_monsters(ctx, [ctx.opponent])


def _still_legal(ctx, card):
    """Each target as it must still be at resolution: the first a Zombie in your GY you could Special
    Summon, the second a monster in your opponent's GY."""
    if card.location is not Location.GY:
        return False
    if card.owner == ctx.player:
        return _zombie(card) and can_revive(ctx, card)
    return card.data.is_monster


@script(2204140)
def book_of_life(card):
    """Targets 2 cards on activation: 1 Zombie monster in your GY that could be Special Summoned, and
    1 monster in your opponent's GY; it cannot be activated without both (UDE FAQ: "You cannot
    activate "Book of Life" if there is no monster in the Graveyard to remove from play"). At
    resolution, at the same time, the Zombie, if still a legal target, is Special Summoned (face-up
    Attack or Defense Position, your choice) and the other, if still in that GY, is banished; each
    part applies without the other (UDE FAQ: with only the Zombie left you "still get to Special
    Summon 1 Zombie"). Sources: card text; goatrulings.com "Book of Life"."""

    def has_target(ctx):
        return bool(targetable(ctx, _your_zombies(ctx))) and bool(targetable(ctx, _opponents_gy_monsters(ctx)))

    def target(ctx):
        zombie = yield from ctx.select_cards(_your_zombies(ctx), "Choose a Zombie monster in your GY to Special Summon")
        other = yield from ctx.select_cards(_opponents_gy_monsters(ctx), "Choose a monster in your opponent's GY to banish")
        ctx.targets = [c.ref() for c in zombie + other]
        ctx.values["legal"] = _still_legal

    def operation(ctx):
        duel = ctx.duel
        targets = resolved_targets(ctx)
        zombies = [c for c in targets if c.owner == ctx.player]
        others = [c for c in targets if c.owner == ctx.opponent]
        with duel.simultaneous():
            for zombie in zombies:
                yield from duel.special_summon(zombie, ctx.player, None)
            banish(duel, ctx.player, others)

    return [spell_activation(card, "Special Summon 1 Zombie from your GY and banish 1 monster from your opponent's GY",
                             operation, targets=True, has_target=has_target, target=target)]
