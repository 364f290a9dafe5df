"""Hand of Nephthys (98446407), Effect Monster, Level 2, WIND Spellcaster, 600/600: "You can Tribute this
card and 1 other monster; Special Summon 1 "Sacred Phoenix of Nephthys" from your hand or Deck."

Its text of April 2005 is a period variant below (:func:`hand_of_nephthys_2005`).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.summoning import HAND_OR_DECK, can_summon_named, summon_locked, summon_named
from duelcore.cards.procedures.tributes import others_to_tribute_with_this, tribute_this_and_another
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

#: The monster it Special Summons.
PHOENIX = "Sacred Phoenix of Nephthys"


def _effect(card, needs_phoenix):
    def condition(ctx):
        if summon_locked(ctx.duel, ctx.player):
            return False
        return not needs_phoenix or can_summon_named(ctx, PHOENIX, HAND_OR_DECK, own_way=True)

    def cost(ctx):
        yield from tribute_this_and_another(ctx, "Choose the other monster to Tribute")

    def operation(ctx):
        yield from summon_named(ctx, PHOENIX, HAND_OR_DECK)

    # The words name no card: the hand and Deck are secret, and an effect's words are shown to both players.
    return Effect(card, EffectKind.IGNITION, "Tribute this card and 1 other monster: Special Summon the monster it names from your hand or Deck",
                  range=MONSTER_ZONES, condition=condition, cost=cost,
                  can_pay=lambda ctx: bool(others_to_tribute_with_this(ctx)), operation=operation)


@script(98446407)
def hand_of_nephthys(card):
    """An Ignition Effect of the face-up card (a face-down one has none: "this face-down monster
    cannot be Tributed for its own effect", UDE FAQ): Tribute it and 1 other monster its controller
    controls, a Token included (cost); Special Summon 1 Sacred Phoenix of Nephthys from the hand or
    Deck (the position they choose). Only with one there, and while they may Summon (Scapegoat).

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings hand-of-nephthys.md, UDE FAQ)."""
    return [_effect(card, needs_phoenix=True)]


@script(98446407, texts="2005")
def hand_of_nephthys_2005(card):
    """The text of April 2005: "Tribute 2 monsters on your side of the field, including this card, to
    Special Summon 1 "Sacred Phoenix of Nephthys" from your hand or Deck."

    As today's, but it may be activated with no Sacred Phoenix of Nephthys in the hand or Deck: the
    two monsters are Tributed and nothing is Special Summoned (under the goat rules the hand and Deck
    are then shown to the opponent: "fail to find"), as the LV monsters' and Skilled Magicians'
    period rulings say of their own "to Special Summon" effects.

    Sources: the variant row Hand of Nephthys (GOAT) 504700175 (duelcore/cards/data/texts-2005.json);
    ProjectIgnis/CardScripts goat/c504700175.lua (no Phoenix needed to activate; the hand and Deck
    shown); goatrulings.com (TheMTtakeover/goat-rulings skilled-dark-magician.md: "If there is no
    "Dark Magician" in your hand/Deck/Graveyard you can still activate this effect")."""
    return [_effect(card, needs_phoenix=False)]
