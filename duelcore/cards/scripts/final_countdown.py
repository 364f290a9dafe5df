"""Final Countdown (95308449), Normal Spell: "Pay 2000 Life Points. After 20 turns have passed (counting
the turn you activate this card as the 1st turn), you win the Duel." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.life_points import lp_cost
from duelcore.cards.registry import script

COST = 2000
#: The turns to pass, the turn it is activated counted as the 1st.
TURNS = 20


@script(95308449)
def final_countdown(card):
    """Cost: pay 2000 LP. On resolution its player starts a count of 20 turns, this turn the 1st
    (``Duel.win_after_turns``): when the 20th turn ends, before the next turn's Draw Phase, that
    player wins the duel (result reason "final_countdown"). The card goes to the GY after the chain
    as any Normal Spell; the count goes on whatever happens to it (Imperial Order activated later
    does not stop it). With its effect negated (Imperial Order chained to it) no count starts. A
    second Final Countdown keeps a count of its own; two counts of both players that end with the
    same turn make a draw. The same text in April 2005 (no period variant).

    Source: card text; UDE FAQ and Netrep (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/final-countdown.md: turn 1 is the turn it is activated; "You win when the 20th
    turn ends, before the Draw Phase of the 21st turn"; Imperial Order; two Final Countdowns; "Two
    separate counts would be kept", Curtis Schultz 2004-01-20); ProjectIgnis/CardScripts
    official/c95308449.lua (WIN_REASON_FINAL_COUNTDOWN)."""

    def operation(ctx):
        ctx.duel.win_after_turns(ctx.player, TURNS, "final_countdown")

    return [spell_activation(card, "After 20 turns have passed, you win the Duel", operation, **lp_cost(COST))]
