"""Dark Mimic LV3 (1102515), Effect Monster, Level 3, DARK Fiend, 1000/1000: "If this card is destroyed
by battle and sent to the Graveyard: Draw 1 card, but if this card was Special Summoned by the effect of
"Dark Mimic LV1", draw 2 cards instead."

Its text of April 2005 is a period variant below (:func:`dark_mimic_lv3_2005`).
"""

from duelcore.cards.procedures.summoning import note_summoner, summoned_by
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: The LV monster whose effect makes it draw 2.
LV1 = "Dark Mimic LV1"


def _sent_by_battle(ctx):
    """This card was destroyed by battle and sent from the field to the GY, where it still is."""
    ev = ctx.event
    return ev is not None and ev.reason == "battle" and ctx.this in ev.cards and ctx.this.location is Location.GY


def _draw(ctx, player):
    ctx.duel.draw(player, 2 if summoned_by(ctx.this, LV1) else 1)


def _effects(card, drawer, text):
    def operation(ctx):
        _draw(ctx, drawer(ctx))

    return [*note_summoner(card),
            Effect(card, EffectKind.TRIGGER, text, event="sent_to_gy", mandatory=True, damage_step=True,
                   range=frozenset({Location.GY}), condition=_sent_by_battle, operation=operation)]


@script(1102515)
def dark_mimic_lv3(card):
    """A mandatory trigger in the GY when it is destroyed by battle and sent there: its owner (who
    activates an effect in the GY) draws 1 card, or 2 if it had been Special Summoned by the effect
    of Dark Mimic LV1 (and had not moved nor been turned face-down since:
    ``summoning.note_summoner``)."""
    return _effects(card, lambda ctx: ctx.player, "Draw 1 card (2 if Special Summoned by its lower LV)")


@script(1102515, texts="2005")
def dark_mimic_lv3_2005(card):
    """The text of April 2005: "If this card is sent to the Graveyard by battle, the controller of
    this card draws 1 card. If this card was Special Summoned by the effect of "Dark Mimic LV1", they
    draw 2 cards instead."

    The player who draws is the monster's controller when it was destroyed ("the controller of this
    card"), not its owner: after Change of Heart, the player who took it draws.

    Source: the period text, cards.goat.en.cdb (duelcore/cards/data/texts-2005.json)."""
    def controller(ctx):
        # Still the GY card it became: it left the field from its controller's side.
        return ctx.this.left_field_controller if ctx.card.valid else ctx.player

    return _effects(card, controller,
                    "The controller of this card draws 1 card (2 if Special Summoned by its lower LV)")
