"""Sacred Phoenix of Nephthys (61441708), Effect Monster, Level 8, FIRE Winged Beast, 2400/1600: "Once per
turn, during your next Standby Phase after this card was destroyed by a card effect and sent to the GY:
Special Summon this card from the GY. If you do: Destroy all Spells and Traps on the field."

Its text of April 2005 is a period variant below (:func:`sacred_phoenix_of_nephthys_2005`).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES, is_spell_or_trap
from duelcore.cards.procedures.summoning import (destroyed_by_effect, note_summoner, standby_rebirth,
                                                 summoned_by_its_own_effect)
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _spells_and_traps(ctx):
    """Every Spell and Trap Card on the field, face-up or Set, the Field Zones' included."""
    duel = ctx.duel
    return [c for p in (ctx.player, ctx.opponent) for c in duel.field_cards(p)
            if is_spell_or_trap(c)]


def _destroy_all(ctx):
    ctx.duel.destroy(_spells_and_traps(ctx), by=ctx.player)


def _effects(card, destroyed, once_per_turn):
    sweep = Effect(card, EffectKind.TRIGGER, "Destroy all Spell and Trap Cards on the field", event="summoned",
                   mandatory=True, range=MONSTER_ZONES, condition=summoned_by_its_own_effect,
                   operation=_destroy_all, destroys=_spells_and_traps)
    return [*note_summoner(card),
            *standby_rebirth(card, "Special Summon this card from the GY", destroyed, once_per_turn=once_per_turn),
            sweep]


@script(61441708)
def sacred_phoenix_of_nephthys(card):
    """Destroyed by any card effect (its owner's too) and sent to the GY, from the field or from the
    hand or Deck, it is Special Summoned from the GY by a mandatory trigger in its owner's next
    Standby Phase (``summoning.standby_rebirth``). Once so Special Summoned, a mandatory trigger
    destroys every Spell and Trap Card on the field: a Chain Link of its own, after the Summon, that
    may be chained to ("You can chain to the effect of "Sacred Phoenix of Nephthys" that destroys all
    Spell and Trap Cards"; with "Card of Safe Return" on the field, "Sacred Phoenix of Nephthys" is
    Step 1 of the chain and "Card of Safe Return" is Step 2", UDE FAQ). Not when destroyed by
    battle, nor when banished.

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings sacred-phoenix-of-nephthys.md,
    UDE FAQ); ProjectIgnis/CardScripts official/c61441708.lua."""
    return _effects(card, destroyed_by_effect, once_per_turn=True)


def _destroyed_as_a_monster(ctx, index):
    """Destroyed by a card effect while it was not an Equip Card in a Spell & Trap Zone."""
    return destroyed_by_effect(ctx, index) and ctx.event.previous[index] is not Location.SPELL_TRAP_ZONE


@script(61441708, texts="2005")
def sacred_phoenix_of_nephthys_2005(card):
    """The text of April 2005: "If this card is destroyed by a card effect, Special Summon this card
    during your next Standby Phase. If you Special Summon this card successfully in this way, destroy
    all Spell and Trap Cards on the field."

    As today's, but it returns only when it was destroyed as a monster: not when it was destroyed
    while held as an Equip Card by another monster (Relinquished) ("If "Sacred Phoenix of Nephthys"
    is destroyed while it is not a Monster Card, such as when it is equipped to "Relinquished" or
    "Sword Hunter", its effect does not activate and it is not Special Summoned", UDE FAQ); and it has
    no "Once per turn" (it cannot matter: it returns in one Standby Phase only).

    Sources: the variant row Sacred Phoenix of Nephthys (GOAT) 504700099
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    sacred-phoenix-of-nephthys.md, UDE FAQ); ProjectIgnis/CardScripts goat/c504700099.lua ("Doesn't
    resurrect if destroyed while equipped")."""
    return _effects(card, _destroyed_as_a_monster, once_per_turn=False)
