"""Horus the Black Flame Dragon LV4 (75830094), Effect Monster, Level 4, FIRE Dragon, 1600/1000:
"Control of this face-up card cannot switch. During the End Phase, if this card destroyed a monster by
battle this turn: You can send this face-up card to the Graveyard; Special Summon 1 "Horus the Black
Flame Dragon LV6" from your hand or Deck."

Its text of April 2005 is a period variant below (:func:`horus_the_black_flame_dragon_lv4_2005`).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.summoning import level_up_effects
from duelcore.cards.registry import script
from duelcore.rules.monster_changes import CONTROL_CANNOT_SWITCH
from duelcore.state.effects import Effect, EffectKind

#: The next LV.
LV6 = "Horus the Black Flame Dragon LV6"


def _control_cannot_switch(card):
    """"Control of this face-up card cannot switch": a Continuous Effect while it is face-up on the
    field (flag ``CONTROL_CANNOT_SWITCH``): an effect that would take control of it does not, and
    one that targets a monster to take control of it cannot target it (Change of Heart)."""
    return Effect(card, EffectKind.CONTINUOUS, "Control of this face-up card cannot switch", range=MONSTER_ZONES,
                  grants=CONTROL_CANNOT_SWITCH)


@script(75830094)
def horus_the_black_flame_dragon_lv4(card):
    """Control of it cannot switch while it is face-up. In the End Phase of a turn in which it
    destroyed a monster by battle, its controller may send it face-up from the field to the GY
    (cost) to Special Summon Horus LV6 from the hand or Deck (its proper way; only with one
    there): ``summoning.level_up_effects``, as Horus LV6's."""
    return [_control_cannot_switch(card), *level_up_effects(card, LV6)]


@script(75830094, texts="2005")
def horus_the_black_flame_dragon_lv4_2005(card):
    """The text of April 2005: "As long as this card remains face-up on your side of the field,
    control of this card cannot switch. During the End Phase of a turn that this card destroyed a
    monster as a result of battle, send this card to the Graveyard to Special Summon 1 "Horus the
    Black Flame Dragon LV6" from your hand or Deck."

    As today's, but the End Phase effect may be activated with no Horus LV6 in the hand or Deck (it
    sends this card to the GY and Special Summons nothing; under the goat rules the hand and Deck
    are then shown: "fail to find"). Its own UDE FAQ of 2005: "If you don't have "Horus the Black
    Flame Dragon LV 6" in your hand or Deck, you can still send "Horus the Black Flame Dragon LV 4"
    to the Graveyard to activate its effect. But if you don't have "Horus the Black Flame Dragon LV
    6" then your opponent can check your Deck to confirm"; "You don't have to send "Horus the Black
    Flame Dragon LV 4" to the Graveyard if you don't want to".

    Sources: the variant row Horus the Black Flame Dragon LV4 (GOAT) 504700132
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    horus-the-black-flame-dragon-lv4.md, UDE FAQ); ProjectIgnis/CardScripts goat/c504700132.lua."""
    return [_control_cannot_switch(card), *level_up_effects(card, LV6, needs_next=False)]
