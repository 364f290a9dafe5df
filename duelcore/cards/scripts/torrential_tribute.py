"""Torrential Tribute (53582587), Normal Trap: "When a monster(s) is Summoned: Destroy all monsters on
the field." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import monsters_on_field
from duelcore.cards.procedures.summon_response import a_monster_was_summoned
from duelcore.cards.registry import script


@script(53582587)
def torrential_tribute(card):
    """Activated in the window right after a monster is Summoned, by either player and in any way
    (:func:`a_monster_was_summoned`): after a Normal, Tribute or Flip Summon (chained to the FLIP
    effect, which still resolves), and after a chain whose last thing to happen was a Special
    Summon (Scapegoat, Monster Reborn, Call of the Haunted), not when another action followed the
    Summon in that chain, and never in the Damage Step. It is not chained to the Summon itself
    (Solemn Judgment's window), so it cannot stop a monster's Summon. Under the goat rule
    ``ignition_priority`` the turn player may first activate an Ignition Effect after the Summon;
    Torrential Tribute may be chained to it (the Summon is still the last thing that happened),
    even when its cost Tributed the summoned monster (Exiled Force).
    On resolution every monster on the field (both sides, the summoned ones or not) is destroyed
    at the same time. The same text in April 2005 (no period variant).

    Source: card text; UDE FAQ (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/torrential-tribute.md); Netrep Q&A on Exiled Force (bishop, 2003-12-15:
    Torrential Tribute chained to the effect activated with priority)."""

    def operation(ctx):
        ctx.duel.destroy(monsters_on_field(ctx), by=ctx.player)

    return [trap_activation(card, "Destroy all monsters on the field", operation, condition=a_monster_was_summoned)]
