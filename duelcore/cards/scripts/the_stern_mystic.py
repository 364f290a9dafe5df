"""The Stern Mystic (87557188), Flip Effect Monster (LIGHT Spellcaster, Level 4, 1500/1200): "FLIP: All
face-down cards on the field are turned face-up, and then returned to their original positions. No
card effects are activated when cards are turned face-up." """

from duelcore.cards.procedures import reveal
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import flip_effect


@script(87557188)
def the_stern_mystic(card):
    """A mandatory FLIP effect: every face-down card on the field (both sides, Monster Zones,
    Spell & Trap Zones, Field Zones) is shown to both players and stays in its position: nothing
    is flipped, no FLIP effect or Trap activates, no "flipped" event is raised. Each card stays
    known to both players until it moves (``revealed_to``). Source: card text ("No card effects
    are activated when cards are turned face-up")."""

    def operation(ctx):
        duel = ctx.duel
        shown = [c for p in (ctx.player, ctx.opponent) for c in duel.field_cards(p) if not c.face_up]
        reveal(duel, shown, (0, 1), ctx.player)
        return
        yield

    return [flip_effect(card, "FLIP: reveal all face-down cards on the field", operation)]
