"""Magic Drain (59344077), Counter Trap: "When your opponent activates a Spell Card: They can discard 1
Spell Card to negate this card's effect, otherwise negate the activation of their Spell Card, and if
you do, destroy it." """

from duelcore.cards.procedures import negate_activation, trap_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_negation import activated_card_link, remember_link
from duelcore.state.enums import Location


def _opponents_spell(ctx):
    """Answers: the activation of a Spell Card by the player's opponent."""
    return lambda link: link.card.data.is_spell and link.player != ctx.player


@script(59344077)
def magic_drain(card):
    """Activated only in direct response to the activation of a Spell Card by the opponent (the
    Chain Link just before it: never against a Spell already face-up, FS-15, nor the player's own
    Spell); it has no cost. On resolution the Spell's controller may discard 1 Spell Card from
    their hand: if they do, Magic Drain's effect is negated and the Spell resolves as usual
    (FS-10). Otherwise the Spell's activation is negated and the card is destroyed (a Field Spell
    never applies). A player with no Spell Card in hand is not asked, nor is anyone when that
    activation was already negated by a later Chain Link.

    Source: Magic Drain card text; FS-10, FS-15; rulebook "Counter Trap Cards"."""

    def condition(ctx):
        return activated_card_link(ctx, _opponents_spell(ctx)) is not None

    def target(ctx):
        yield from remember_link(_opponents_spell(ctx))(ctx)

    def operation(ctx):
        link = ctx.values["answers"]
        if link.activation_negated:
            return  # nothing left to negate
        duel = ctx.duel
        spells = [c for c in duel.players[link.player].hand if c.data.is_spell]
        chosen = yield from ctx.select_cards(spells, "Discard 1 Spell Card to negate Magic Drain's effect?",
                                             player=link.player, optional=True)
        if chosen:
            for c in chosen:
                duel.move(c, Location.GY, reason="effect")
                duel.emit("discarded", link.player, card=c)
            duel.emit("effect_stopped", link.player, card=ctx.this, text="a Spell Card was discarded")
            return
        negate_activation(ctx, link)

    return [trap_activation(card, "Negate the activation of an opponent's Spell Card", operation,
                            condition=condition, target=target)]
