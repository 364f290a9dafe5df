"""Horus the Black Flame Dragon LV6 (11224103), Effect Monster: "This card is unaffected by Spell
effects. During the End Phase, if this card destroyed a monster by battle this turn: You can send
this face-up card to the Graveyard; Special Summon 1 "Horus the Black Flame Dragon LV8" from your
hand or Deck."

Its text of April 2005 (the Goat format) is a period variant below
(:func:`horus_the_black_flame_dragon_lv6_2005`).
"""

from duelcore.cards.procedures.immunity import unaffected_by_spells
from duelcore.cards.procedures.summoning import level_up_effects
from duelcore.cards.registry import script


@script(11224103)
def horus_the_black_flame_dragon_lv6(card):
    """Unaffected by Spell effects (a Continuous Effect); in the End Phase of a turn in which it
    destroyed a monster by battle (as the attacker or as the attack target), its controller may send
    it face-up from the field to the GY (cost) to Special Summon Horus LV8 from the hand or Deck
    (its proper way: it is "properly summoned")."""
    return [unaffected_by_spells(card), *level_up_effects(card, "Horus the Black Flame Dragon LV8")]


@script(11224103, texts="2005")
def horus_the_black_flame_dragon_lv6_2005(card):
    """The text of April 2005: "As long as this card remains face-up on your side of the field, it is
    unaffected by any Spell Cards. During the End Phase of a turn that this card destroyed a monster
    as a result of battle, send this card to the Graveyard, Special Summon 1 "Horus the Black Flame
    Dragon LV8" from your hand or Deck."

    As today's text (unaffected by Spell effects, not by a Spell's cost; the End Phase effect is
    optional and sends this card to the GY as its cost), but the End Phase effect may be activated
    even with no Horus LV8 in the hand or Deck; it then Special Summons nothing
    (``level_up_effects(needs_next=False)``). The UDE FAQ of 2005 says so of the same effect of Horus
    LV4: "You don't have to send "Horus the Black Flame Dragon LV 4" to the Graveyard if you don't
    want to"; "If you don't have "Horus the Black Flame Dragon LV 6" in your hand or Deck, you can
    still send "Horus the Black Flame Dragon LV 4" to the Graveyard to activate its effect. But ...
    your opponent can check your Deck to confirm" (the Deck shown is the "fail to find" rule of the
    goat rules preset, not this card's). Its own FAQ: "if a card is unaffected by Spell Cards, that
    only refers to effects, not to costs".

    Sources: the period text: cards.goat.en.cdb's variant row Horus the Black Flame Dragon LV6
    (GOAT) 504700015 (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    horus-the-black-flame-dragon-lv6.md and horus-the-black-flame-dragon-lv4.md, UDE FAQ);
    ProjectIgnis/CardScripts goat/c504700015.lua (activated with no LV8; then the hand and Deck are
    shown).
    """
    return [unaffected_by_spells(card), *level_up_effects(card, "Horus the Black Flame Dragon LV8", needs_next=False)]
