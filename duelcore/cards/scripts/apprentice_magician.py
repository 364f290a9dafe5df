"""Apprentice Magician (9156135), Effect Monster, Level 2, DARK Spellcaster, 400/800: "If this card is
Summoned: Target 1 face-up card on the field that you can place a Spell Counter on; place 1 Spell Counter
on that target. If this card is destroyed by battle: You can Special Summon 1 Level 2 or lower Spellcaster
monster from your Deck in face-down Defense Position."

Its text of April 2005 is a period variant below (:func:`apprentice_magician_2005`).
"""

from duelcore.cards.procedures.counters import can_place_counter, place_counter
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.search import fail_to_find, reveal
from duelcore.cards.procedures.summoning import can_special_summon
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.procedures.triggers import summoned_this_way
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position


def _face_up_cards(ctx):
    """Every face-up card on the field, the activating player's first."""
    duel = ctx.duel
    return [c for p in (ctx.player, ctx.opponent) for c in duel.field_cards(p) if c.face_up]


def _counter_effect(card):
    """The mandatory trigger on any Summon of it (Normal, Tribute, Flip or Special, face-up: a monster
    Special Summoned face-down activates nothing, "If you Special Summon "Apprentice Magician"
    face-down ... then you do not place a Spell Counter", UDE FAQ): it targets 1 face-up card on the
    field that can have a Spell Counter placed on it now (``counters.can_place_counter``: Breaker the
    Magical Warrior with none, a Skilled Magician with fewer than 3 ...); the counter is placed on
    resolution, if the target still can have one ("The Spell Counter is actually placed when the
    effect resolves", UDE FAQ). Not activated when there is no such card."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            place_counter(ctx.duel, target, ctx.player, source=ctx.this)

    return Effect(card, EffectKind.TRIGGER, "Place 1 Spell Counter on a face-up card on the field", event="summoned",
                  mandatory=True, range=MONSTER_ZONES,
                  condition=lambda ctx: summoned_this_way(ctx, "normal", "tribute", "flip", "special"),
                  operation=operation,
                  **targeting(_face_up_cards, lambda ctx, c: can_place_counter(ctx.duel, c),
                              prompt="Choose a card to place a Spell Counter on"))


def _small_spellcaster(card):
    """A Level 2 or lower Spellcaster monster."""
    data = card.data
    return data.is_monster and data.monster_type == MonsterType.SPELLCASTER and 0 < data.level <= 2


def _recruit_effect(card, needs_one, activator=None):
    def destroyed_by_battle(ctx):
        ev = ctx.event
        return ev is not None and ev.reason == "battle" and ctx.this in ev.cards

    def pool(ctx):
        duel = ctx.duel
        return [c for c in reversed(duel.players[ctx.player].deck) if _small_spellcaster(c)
                and can_special_summon(duel, ctx.player, c)]

    def condition(ctx):
        if not destroyed_by_battle(ctx) or not ctx.duel.players[ctx.player].free_main_monster_zones():
            return False
        return not needs_one or bool(pool(ctx))

    def operation(ctx):
        duel = ctx.duel
        if not duel.players[ctx.player].free_main_monster_zones():
            return
        choices = pool(ctx)
        if not choices:
            fail_to_find(ctx)
            return
        chosen = yield from ctx.select_cards(choices, "Choose a Level 2 or lower Spellcaster monster to Special Summon",
                                             look=True)
        for monster in chosen:
            summoned = yield from duel.special_summon(monster, ctx.player, Position.FACE_DOWN_DEFENSE)
            duel.shuffle_deck(ctx.player)
            if summoned is not None:
                reveal(duel, [summoned], [ctx.opponent], ctx.player)  # "You must show your opponent"

    return Effect(card, EffectKind.TRIGGER,
                  "Special Summon 1 Level 2 or lower Spellcaster monster from your Deck in face-down Defense Position",
                  event="destroyed", damage_step=True, range=frozenset({Location.GY, Location.BANISHED}),
                  condition=condition, operation=operation, activator=activator)


@script(9156135)
def apprentice_magician(card):
    """(1) On its Summon: 1 Spell Counter on a face-up card that can have one (targeted). (2) An
    optional trigger when it is destroyed by battle (activated by its owner, an effect of a card no
    longer on the field): Special Summon 1 Level 2 or lower Spellcaster monster from the Deck in
    face-down Defense Position, shown to the opponent ("You must show your opponent the monster you
    Special Summon", UDE FAQ); only with such a monster in the Deck and a free Main Monster Zone.

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings apprentice-magician.md,
    UDE FAQ and Judge List rulings)."""
    return [_counter_effect(card), _recruit_effect(card, needs_one=True)]


def _controller_when_destroyed(duel, card, event):
    """The player who controlled it when it was destroyed (its owner, if it was not on the field)."""
    return card.owner if card.left_field_controller is None else card.left_field_controller


@script(9156135, texts="2005")
def apprentice_magician_2005(card):
    """The text of April 2005: "When this card is successfully Normal Summoned, Flip Summoned, or
    Special Summoned, put 1 Spell Counter on a face-up card on the field that you can put a Spell
    Counter on. If this card is destroyed as a result of battle, you can select 1 Spellcaster-Type
    monster Level 2 or lower from your deck and Special Summon it on the field in face-down Defense
    Position."

    The Spell Counter as today's. The Special Summon differs twice: (a) it is activated by the player
    who controlled it when it was destroyed ("Because "Apprentice Magician"'s effect is not a
    Graveyard effect, the controller of "Apprentice Magician" at the time it is destroyed as a result
    of battle gets its effect. So if I take control of my opponent's "Apprentice Magician", and it is
    destroyed as a result of battle, then I Special Summon, not the original owner", UDE FAQ), who
    Special Summons from their own Deck; (b) it may be activated with no such monster in the Deck, a
    free Main Monster Zone being enough ("If your "Apprentice Magician" is destroyed by battle while
    you control four other monsters, its effect will disappear because you do not have an available
    Monster Zone space", Curtis Schultz, 2005-04-20); the Deck is then shown (the goat rules' "fail to
    find").

    Sources: the variant row Apprentice Magician (GOAT) 504700013 (duelcore/cards/data/
    texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings apprentice-magician.md);
    ProjectIgnis/CardScripts goat/c504700013.lua ("Triggers on the field"; activated with a free zone
    only; the Deck shown when nothing is found)."""
    return [_counter_effect(card), _recruit_effect(card, needs_one=False, activator=_controller_when_destroyed)]
