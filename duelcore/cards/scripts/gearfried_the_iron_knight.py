"""Gearfried the Iron Knight (423705), Effect Monster, Level 4, EARTH Warrior, 1800/1600: "When an Equip
Card(s) is equipped to this card: Destroy that Equip Card(s)."

Its text of April 2005 (the Goat format) is a period variant below
(:func:`gearfried_the_iron_knight_2005`).
"""

from duelcore.cards.procedures.equip import equip_cards_of, equipped_monster
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(423705)
def gearfried_the_iron_knight(card):
    """Mandatory trigger on the "equipped" event whose monster is this card: on resolution the
    Equip Card(s) named by that event that are still equipped to this card are destroyed. An Equip
    Card equipped to another monster is not touched. Source: card text."""

    def equipped_here(ctx):
        ev = ctx.event
        return ev is not None and ev.data.get("target") is ctx.this and ctx.this.face_up

    def remember(ctx):
        ctx.values["equips"] = [c.ref() for c in ctx.event.cards]

    def operation(ctx):
        doomed = [r.card for r in ctx.values.get("equips", [])
                  if r.valid and equipped_monster(r.card) is ctx.this]
        if doomed:
            ctx.duel.destroy(doomed, by=ctx.player)

    return [Effect(card, EffectKind.TRIGGER, "Destroy the Equip Card equipped to this card", event="equipped",
                   mandatory=True, range=MONSTER_ZONES, condition=equipped_here, target=remember,
                   operation=operation)]


@script(423705, texts="2005")
def gearfried_the_iron_knight_2005(card):
    """The text of April 2005: "When an Equip Spell Card is equipped to this card, destroy the Equip
    Spell Card."

    A Continuous Effect of the face-up monster (``destroys_at_once``), not a Trigger Effect: a card
    equipped to it is destroyed as soon as it is equipped, with no Chain Link and nothing to respond
    to; in the middle of a chain, before the next Chain Link resolves. Netrep rulings of 2004: "The
    effect of "Gearfried the Iron Knight" is continuous"; "Blast with Chain" chained to "Trap Hole"
    "will equip to "Gearfried the Iron Knight." "Gearfried the Iron Knight's" effect would then
    destroy it. Next, "Trap Hole" resolves" (Curtis Schultz, 03/31/2004); "Snatch Steal" "will be
    destroyed immediately" (04/15/2004). Blast with Chain is an Equip Trap: the period rulings
    destroy any Equip Card, as today's text says, not only an Equip Spell Card.

    Sources: the period text: cards.goat.en.cdb's variant row Gearfried the Iron Knight (GOAT)
    504700182 (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    goat-indv-rulings/gearfried-the-iron-knight.md, Netrep rulings and Q&As); ProjectIgnis/CardScripts
    goat/c504700182.lua ("effect is continuous").
    """

    def equip_cards(duel, this):
        return equip_cards_of(duel, this) if this.location in MONSTER_ZONES else []

    return [Effect(card, EffectKind.CONTINUOUS, "Destroy the Equip Card equipped to this card", range=MONSTER_ZONES,
                   destroys_at_once=equip_cards)]
