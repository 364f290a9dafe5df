"""Last Will (85602018), Normal Spell: "If a monster on your side of the field was sent to your
Graveyard this turn, you can Special Summon 1 monster with an ATK of 1500 points or less from your
Deck once during this turn. Then shuffle your Deck." """

from duelcore.cards.procedures import can_special_summon, spell_activation
from duelcore.cards.scripts import script
from duelcore.engine.effects import Effect, EffectKind
from duelcore.engine.enums import Location

#: Player effect (this turn): a monster on that player's side of the field was sent to their GY.
SENT_FLAG = "monster_sent_from_field_to_own_gy"
_EVERYWHERE = frozenset(Location)


def _note_sent(ctx):
    """Silent listener on "sent_to_gy": note, for this turn, each player whose monster went from
    their side of the field to their own GY. Never activates (answers False)."""
    ev = ctx.event
    if ev is None:
        return False
    for card, before in zip(ev.cards, ev.previous):
        if before is not None and before.is_monster_zone and card.data.is_monster and card.location is Location.GY:
            if not ctx.duel.has_player_effect(card.owner, SENT_FLAG):
                ctx.duel.add_player_effect(card.owner, SENT_FLAG)
    return False


def _candidates(ctx):
    """Monsters with 1500 or less ATK in the activating player's Deck that could be Special Summoned."""
    deck = ctx.duel.players[ctx.player].deck
    return [c for c in reversed(deck) if c.data.is_monster and c.data.atk_value <= 1500
            and can_special_summon(ctx.duel, ctx.player, c)]


@script(85602018)
def last_will(card):
    """On resolution, if a monster on its activating player's side of the field was sent to their
    GY earlier this turn (by any means: battle, effect, Tribute, cost), that player can Special
    Summon 1 monster with 1500 or less (printed) ATK from their Deck (in face-up Attack or Defense
    Position; "Choose none" declines), then shuffles the Deck. It is applied, not activated: no
    Chain Link of its own.

    NOT YET APPLIED (engine gap, pending scenario ``st-spells-last-will-later-this-turn``): the
    rulings let the summon happen later in the same turn, once a monster is sent to the GY after
    Last Will resolved (or at a later moment of the player's choosing), without starting a chain.
    The engine has no lingering player "state" that offers a non-chain action later in the turn
    (see the helper report). Until then, Last Will does nothing if the condition is not met when
    it resolves. Source: card text; rulings (Yugipedia "Card Rulings: Last Will")."""

    def operation(ctx):
        duel = ctx.duel
        if not duel.has_player_effect(ctx.player, SENT_FLAG):
            return
        pool = _candidates(ctx)
        if not pool:
            return
        chosen = yield from ctx.select_cards(pool, "Choose a monster with 1500 or less ATK to Special Summon",
                                             optional=True, look=True)
        for c in chosen:
            yield from duel.special_summon(c, ctx.player, None)
        duel.shuffle_deck(ctx.player)

    listener = Effect(card, EffectKind.TRIGGER, "", event="sent_to_gy", range=_EVERYWHERE, condition=_note_sent)
    return [spell_activation(card, "Special Summon 1 monster with 1500 or less ATK from your Deck", operation),
            listener]
