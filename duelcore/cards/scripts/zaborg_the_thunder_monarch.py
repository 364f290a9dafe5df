"""Zaborg the Thunder Monarch (51945556), Effect Monster, Level 5, LIGHT Thunder, 2400/1000: "If this card
is Tribute Summoned: Target 1 monster on the field; destroy that target."

Its text of April 2005, "When this card is Tribute Summoned: Target 1 monster on the field; destroy that
target.", plays the same: a mandatory trigger never misses the timing.
"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import in_monster_zone, monsters_on_field
from duelcore.cards.procedures.summoning import tribute_summoned_trigger
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


@script(51945556)
def zaborg_the_thunder_monarch(card):
    """A mandatory trigger on its Tribute Summon (not a Tribute Set: "If you Tribute Set "Zaborg the
    Thunder Monarch" face-down the effect is not activated", UDE FAQ): it targets 1 monster on the
    field, face-up or face-down, either side, itself included ("You have to destroy 1 monster. If
    there are no other monsters then you have to destroy "Zaborg the Thunder Monarch"", UDE FAQ),
    and destroys it if it is still in a Monster Zone.

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings
    zaborg-the-thunder-monarch.md, UDE FAQ)."""
    return [tribute_summoned_trigger(card, "Destroy 1 monster on the field", destroy_targets, destroys=resolved_targets,
                                     **targeting(monsters_on_field, in_monster_zone, prompt="Choose a monster to destroy",
                                                 itself=True))]
