"""The Inexperienced Spy (81820689), Normal Spell: "Select and see 1 card in your opponent's hand." """

from duelcore.cards.procedures import reveal, spell_activation
from duelcore.cards.registry import script


@script(81820689)
def the_inexperienced_spy(card):
    """Its activating player chooses 1 card in the opponent's hand (without knowing them: the
    options show "a card") and sees it; it stays in the hand, known to that player only through
    the "looked at" event. Cannot be activated while the opponent's hand is empty. Does not
    target. Source: card text."""

    def has_cards(ctx):
        return bool(ctx.duel.players[ctx.opponent].hand)

    def operation(ctx):
        hand = list(ctx.duel.players[ctx.opponent].hand)
        if not hand:
            return
        chosen = yield from ctx.select_cards(hand, "Choose 1 card in your opponent's hand to see")
        reveal(ctx.duel, chosen, [ctx.player], ctx.player)

    return [spell_activation(card, "See 1 card in your opponent's hand", operation, would_do_something=has_cards)]
