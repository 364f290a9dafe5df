"""Dark Mimic LV1 (74713516), Flip Effect Monster, Level 1, DARK Fiend, 100/1000: "FLIP: Draw 1 card.
During your Standby Phase: You can send this face-up card to the Graveyard; Special Summon 1 "Dark
Mimic LV3" from your hand or Deck."

Its text of April 2005 is a period variant below (:func:`dark_mimic_lv1_2005`).
"""

from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.summoning import standby_level_up
from duelcore.cards.registry import script

#: The next LV.
LV3 = "Dark Mimic LV3"


def _draw_1(ctx):
    ctx.duel.draw(ctx.player, 1)


@script(74713516)
def dark_mimic_lv1(card):
    """A mandatory FLIP effect: draw 1 card. In its controller's Standby Phase, while it is face-up,
    they may send it to the GY (cost) to Special Summon Dark Mimic LV3 from the hand or Deck (its
    proper way; the position they choose); only with a Dark Mimic LV3 there."""
    return [flip_effect(card, "FLIP: Draw 1 card", _draw_1), standby_level_up(card, LV3)]


@script(74713516, texts="2005")
def dark_mimic_lv1_2005(card):
    """The text of April 2005: "FLIP: Draw 1 card from your Deck. Also, during your Standby Phase,
    send this face-up card to the Graveyard to Special Summon 1 "Dark Mimic LV3" from your hand or
    Deck."

    As today's, but the Standby Phase effect may be activated with no Dark Mimic LV3 in the hand or
    Deck: Dark Mimic LV1 is sent to the GY and nothing is Special Summoned (then, under the goat
    rules, the hand and Deck are shown to the opponent: "fail to find"). This is the UDE FAQ of 2005
    on the same kind of effect of Horus the Black Flame Dragon LV4 ("If you don't have ... LV 6 in
    your hand or Deck, you can still send ... LV 4 to the Graveyard to activate its effect. But ...
    your opponent can check your Deck to confirm").

    Sources: the period text: the variant row Dark Mimic LV1 (GOAT) 504700129
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    horus-the-black-flame-dragon-lv4.md, UDE FAQ); ProjectIgnis/CardScripts goat/c504700129.lua
    (activated with no LV3; the hand and Deck shown)."""
    return [flip_effect(card, "FLIP: Draw 1 card", _draw_1), standby_level_up(card, LV3, needs_next=False)]
