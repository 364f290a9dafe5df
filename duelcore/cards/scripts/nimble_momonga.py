"""Nimble Momonga (22567609), Effect Monster, Level 2, EARTH Beast, 1000/100: "When this card is
destroyed by battle and sent to the Graveyard: Gain 1000 Life Points, then you can Special Summon any
number of "Nimble Momongas" from your Deck in face-down Defense Position."

Its text of 2005 ("increase your Life Points by 1000 points. You can also Special Summon up to 2
"Nimble Momonga" cards from your Deck ... in face-down Defense Position. Then shuffle your Deck.")
plays the same: with 3 copies at most and this one in the GY, "any number" is "up to 2".
"""

from duelcore.cards.procedures.summoning import recruitable
from duelcore.cards.procedures.triggers import destroyed_by_battle_to_gy
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position

NAME = "Nimble Momonga"


@script(22567609)
def nimble_momonga(card):
    """A mandatory trigger in its owner's GY when destroyed by battle (activated in the Damage
    Step): its owner gains 1000 LP, then may choose any number of "Nimble Momonga" from the Deck
    (as many as their free Main Monster Zones hold, "Choose none" to stop) and Special Summons them
    at once in face-down Defense Position; the Deck is shuffled if any was chosen. Source: card
    text, today's and that of 2005."""

    def operation(ctx):
        duel = ctx.duel
        duel.gain_lp(ctx.player, 1000, ctx.this)
        pool = recruitable(ctx, lambda c: c.name == NAME)
        room = len(duel.players[ctx.player].free_main_monster_zones())
        if not pool or not room:
            return
        chosen = yield from ctx.select_cards(pool, f"Choose \"{NAME}\" to Special Summon", min(room, len(pool)),
                                             optional=True, look=True)
        if not chosen:
            return
        with duel.simultaneous():
            for momonga in chosen:
                yield from duel.special_summon(momonga, ctx.player, Position.FACE_DOWN_DEFENSE)
        duel.shuffle_deck(ctx.player)

    return [Effect(card, EffectKind.TRIGGER, "Gain 1000 LP, then you can Special Summon \"Nimble Momonga\" from your Deck",
                   event="destroyed", mandatory=True, damage_step=True, range=frozenset({Location.GY}),
                   condition=destroyed_by_battle_to_gy, operation=operation)]
