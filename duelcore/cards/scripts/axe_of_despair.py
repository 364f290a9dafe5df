"""Axe of Despair (40619825), Equip Spell: "The equipped monster gains 1000 ATK. When this card is
sent from the field to the Graveyard: You can Tribute 1 monster; place this card on the top of your Deck." """

from duelcore.cards.procedures import equip_spell
from duelcore.cards.scripts import script
from duelcore.engine.effects import Effect, EffectKind
from duelcore.engine.enums import Location


@script(40619825)
def axe_of_despair(card):
    """Equip to a face-up monster: it gains 1000 ATK. When sent from the field to the GY: you can
    Tribute 1 monster (cost) to place this card on top of your Deck (an optional "When" trigger,
    which can miss the timing)."""

    def sent_from_field(ctx):
        ev = ctx.event
        if ev is None or ctx.this not in ev.cards:
            return False
        i = ev.cards.index(ctx.this)
        return ev.previous[i] is not None and ev.previous[i].on_field and ctx.this.location is Location.GY

    def can_pay(ctx):
        return bool(ctx.duel.monsters(ctx.player))

    def cost(ctx):
        from duelcore.rules.summon import tribute

        chosen = yield from ctx.select_cards(ctx.duel.monsters(ctx.player), "Choose a monster to Tribute")
        for m in chosen:
            tribute(ctx.duel, ctx.player, m)

    def operation(ctx):
        if ctx.card.valid and ctx.this.location is Location.GY:
            ctx.duel.move(ctx.this, Location.DECK, reason="effect")
            ctx.duel.emit("placed_on_deck", ctx.player, card=ctx.this)
        return
        yield

    back = Effect(card, EffectKind.TRIGGER, "Tribute 1 monster; place this card on top of your Deck",
                  event="sent_to_gy", when=True, range=frozenset({Location.GY}), condition=sent_from_field,
                  cost=cost, can_pay=can_pay, operation=operation)
    return equip_spell(card, "Equip to a face-up monster: it gains 1000 ATK", atk=1000) + [back]
