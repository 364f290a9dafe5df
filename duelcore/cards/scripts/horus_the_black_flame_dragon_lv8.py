"""Horus the Black Flame Dragon LV8 (48229808), Effect Monster: "Cannot be Normal Summoned/Set. Must
be Special Summoned by "Horus the Black Flame Dragon LV6", and cannot be Special Summoned by other
ways. During either player's turn, when a Spell Card is activated: You can negate the activation,
and if you do, destroy it. You must control this face-up card to activate and to resolve this
effect." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._summon_cards import negate_spell_effect


@script(48229808)
def horus_the_black_flame_dragon_lv8(card):
    """Summoning conditions: the database's "Special Summon only" bit (no Normal Summon or Set) and
    "cannot be Special Summoned by other ways" (procedures.can_special_summon refuses it, so Monster
    Reborn and the like never can). Quick Effect, no cost, no limit: when a Spell Card is activated,
    negate the activation and destroy it; this card must be face-up on the field to activate and
    to resolve it."""
    return [negate_spell_effect(card, "Negate the activation of a Spell Card and destroy it")]
