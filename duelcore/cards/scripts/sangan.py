"""Sangan (26202165), Effect Monster: "If this card is sent from the field to the GY: Add 1 monster
with 1500 or less ATK from your Deck to your hand, but you cannot activate cards, or the effects of
cards, with that name for the rest of this turn. You can only use this effect of "Sangan" once per turn." """

from duelcore.cards.procedures import cannot_activate_name_this_turn, search_deck
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def sent_from_field(ctx):
    """This card's move from the field to the GY is in the trigger event, face-up or face-down:
    it is the card's own effect, activated in the GY (FD-09 is about conditions that read
    another card's category; ruling: Sangan destroyed face-down still searches)."""
    ev = ctx.event
    if ev is None or ctx.this not in ev.cards or ctx.this.location is not Location.GY:
        return False
    i = ev.cards.index(ctx.this)
    return ev.previous[i] is not None and ev.previous[i].on_field


def search_trigger(card, text, legal, name):
    """The "If this card is sent from the field to the GY: add 1 monster ... from your Deck" trigger
    shared by Sangan and Witch of the Black Forest: mandatory, an "if" trigger (it never misses the
    timing), once per turn per card name."""

    def operation(ctx):
        added = yield from search_deck(ctx, legal, f"Choose a monster to add ({name})")
        if added is not None:
            cannot_activate_name_this_turn(ctx, added)

    return Effect(card, EffectKind.TRIGGER, text, event="sent_to_gy", mandatory=True,
                  range=frozenset({Location.GY}), count_limit=1, count_per_name=True, condition=sent_from_field,
                  operation=operation)


@script(26202165)
def sangan(card):
    """Sent from the field to the GY: add 1 monster with 1500 or less ATK from the Deck to the hand."""
    legal = lambda c: c.data.is_monster and c.data.atk is not None and c.data.atk <= 1500  # noqa: E731
    return [search_trigger(card, "Add 1 monster with 1500 or less ATK from your Deck to your hand", legal, "Sangan")]
