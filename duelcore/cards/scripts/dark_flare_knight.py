"""Dark Flare Knight (13722870), Fusion Monster, Level 6, DARK Warrior, 2200/800: ""Dark Magician" +
"Flame Swordsman" / You take no Battle Damage from battles involving this card. When this card is
destroyed by battle and sent to the Graveyard: Special Summon 1 "Mirage Knight" from your hand or Deck."

Its text of 2005: "Any damage to this card's controller caused as a result of battle involving this
monster becomes 0. When this card is destroyed and sent to the Graveyard as a result of battle, Special
Summon 1 "Mirage Knight" from your hand or Deck." It plays the same (no variant).

"Mirage Knight" (49217579) has no script yet, so a duel cannot hold it: the Special Summon finds none.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.search import fail_to_find
from duelcore.cards.procedures.summoning import summon_locked
from duelcore.cards.registry import script
from duelcore.rules.summon import summon_allowed
from duelcore.rules.zones import usable_main_monster_zones
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MIRAGE_KNIGHT = "Mirage Knight"


def _mirage_knights(ctx):
    """The "Mirage Knight"s in the activating player's hand and Deck (top first) that this effect may
    Special Summon: the one way their text allows ("cannot be Special Summoned except by the effect
    of "Dark Flare Knight""), their own summoning conditions otherwise met."""
    duel = ctx.duel
    p = duel.players[ctx.player]
    return [c for c in list(p.hand) + list(reversed(p.deck))
            if c.name == MIRAGE_KNIGHT and summon_allowed(duel, ctx.player, c, "special")]


@script(13722870)
def dark_flare_knight(card):
    """An Extra Deck monster (its materials read from its text), revivable only once properly
    summoned; Metamorphosis may Special Summon it from a Level 6 monster.

    - Continuous: its controller takes no battle damage from battles involving it
      (``prevents_battle_damage``); the opponent still does.
    - Mandatory Trigger Effect in the GY when it is destroyed by battle and sent there: Special
      Summon 1 "Mirage Knight" from the hand or Deck (face-up, its controller's choice of
      position; properly summoned, as its own way). One for each Dark Flare Knight destroyed. With
      none there to Special Summon, nothing is Summoned; under the goat preset the hand and Deck are
      shown to the opponent ("fail to find": rule flag ``reveal_deck_when_search_finds_nothing``).

    Source: card text; UDE FAQ and Netrep (goatrulings.com "Dark Flare Knight": "The "damage"
    referred to by "Dark Flare Knight" is Battle Damage", "One "Mirage Knight" may be summoned for
    each "Dark Flare Knight" destroyed as a result of Battle"); ProjectIgnis official/c13722870.lua
    (a mandatory trigger that activates whether or not a Mirage Knight is there)."""

    def no_damage(duel, this, monster, player):
        return monster is this and player == this.controller

    def destroyed_by_battle(ctx):
        ev = ctx.event
        this = ctx.this
        return (ev is not None and ev.reason == "battle" and this in ev.cards and this.location is Location.GY)

    def operation(ctx):
        duel = ctx.duel
        room = bool(usable_main_monster_zones(duel, ctx.player)) and not summon_locked(duel, ctx.player)
        pool = _mirage_knights(ctx) if room else []
        if not pool:
            if room:
                fail_to_find(ctx, hand=True)
            return
        chosen = yield from ctx.select_cards(pool, 'Choose 1 "Mirage Knight" to Special Summon', look=True)
        from_deck = chosen[0].location is Location.DECK
        yield from duel.special_summon(chosen[0], ctx.player, position=None, proper=True)
        if from_deck:
            duel.shuffle_deck(ctx.player)

    return [
        Effect(card, EffectKind.CONTINUOUS, "You take no battle damage from battles involving this card",
               range=MONSTER_ZONES, prevents_battle_damage=no_damage),
        Effect(card, EffectKind.TRIGGER, 'Special Summon 1 "Mirage Knight" from your hand or Deck', event="sent_to_gy",
               mandatory=True, range=frozenset({Location.GY}), condition=destroyed_by_battle, operation=operation),
    ]
