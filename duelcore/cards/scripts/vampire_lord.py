"""Vampire Lord (53839837), Effect Monster, Level 5, DARK Zombie, 2000/1500: "If this card inflicts battle
damage to your opponent: Declare 1 type of card (Monster, Spell, or Trap); your opponent sends 1 card of
that type from their Deck to the GY. Once per turn, during your next Standby Phase after this card in
your possession was destroyed and sent to your GY by an opponent's card effect: Special Summon this card
from the GY."

Its text of April 2005 ("Each time this card inflicts Battle Damage to your opponent's Life Points,
declare 1 card type (Monster, Spell, or Trap). Your opponent selects 1 card of that type from his/her
Deck and sends it to the Graveyard. Also, if this card is destroyed and sent to your Graveyard by your
opponent's card effect, it is Special Summoned to the field during your next Standby Phase.") plays the
same: it has no "Once per turn", but it is never destroyed twice before one Standby Phase, and its
period FAQ reads "your Graveyard" as today's "in your possession" (below).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.search import CARD_TYPES, card_type, fail_to_find
from duelcore.cards.procedures.summoning import standby_rebirth
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

def _destroyed_by_opponent(ctx, index):
    """Destroyed by a card effect of its owner's opponent while its owner had it (from their side of
    the field, or from their hand or Deck)."""
    ev = ctx.event
    this = ctx.this
    if ev.reason != "effect" or ev.player != 1 - this.owner:
        return False
    return this.left_field_controller in (None, this.owner)


@script(53839837)
def vampire_lord(card):
    """(1) A mandatory trigger when it inflicts battle damage to its controller's opponent (in the
    Damage Step too): on activation its controller declares Monster, Spell or Trap ("It is the
    controller of "Vampire Lord", not necessarily the owner, that names a card type"); on
    resolution the opponent chooses 1 card of that type in their Deck and sends it to the GY. With
    none, nothing is sent and no other type may be declared; under the goat rules their Deck is then
    shown to the Vampire Lord player ("the effect of "Vampire Lord" disappears but you get to look at
    your opponent's Deck to confirm it", UDE FAQ: ``search.fail_to_find``).

    (2) Destroyed by a card effect of its owner's opponent while its owner had it (on the field, or
    in the hand or Deck: "When "Vampire Lord" is destroyed (by a card effect such as "Chain
    Destruction") while in your hand, in your Deck, or on the field, he will be Special Summoned")
    and sent to its owner's GY, it is Special Summoned from there in its owner's next Standby Phase
    (``summoning.standby_rebirth``). Not when destroyed by its owner's own card effect (their Call of
    the Haunted or Premature Burial destroyed by the opponent), by battle, by the rules, or while the
    opponent controlled it; not when Tributed, discarded or sent to the GY without being destroyed;
    not from the banishment.

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings vampire-lord.md: UDE FAQ and
    Netrep rulings of 2005)."""

    def inflicted(ctx):
        ev = ctx.event
        return (ev is not None and ev.data.get("by") is ctx.this and ev.player == 1 - ctx.this.controller
                and ctx.this.location.is_monster_zone)

    def declare(ctx):
        words = yield from ctx.declare(CARD_TYPES, "Declare 1 type of card")
        ctx.values["declared"] = words
        ctx.duel.emit("declared", ctx.player, card=ctx.this, text=words)

    def operation(ctx):
        duel = ctx.duel
        declared = ctx.values["declared"]
        pool = [c for c in reversed(duel.players[ctx.opponent].deck) if card_type(c) == declared]
        if not pool:
            fail_to_find(ctx, searcher=ctx.opponent)
            return
        chosen = yield from ctx.select_cards(pool, f"Choose 1 {ctx.values['declared']} Card in your Deck to send to the GY",
                                             player=ctx.opponent, look=True)
        for c in chosen:
            duel.send_to_gy(c)

    mill = Effect(card, EffectKind.TRIGGER, "Declare a card type; your opponent sends 1 card of that type from their Deck to the GY",
                  event="battle_damage", mandatory=True, damage_step=True, range=MONSTER_ZONES, condition=inflicted,
                  target=declare, operation=operation)
    return [mill, *standby_rebirth(card, "Special Summon this card from the GY", _destroyed_by_opponent,
                                   once_per_turn=True)]
