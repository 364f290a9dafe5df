"""Raigeki Break (4178474), Normal Trap: "Discard 1 card, then target 1 card on the field; destroy it." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.discard import discard_cost, other_cards_in_hand
from duelcore.cards.procedures.filters import is_on_field
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


def _cards_on_field(ctx):
    """Every card on the field (monsters, Spells and Traps, both sides), the activating player's first."""
    return [c for p in (ctx.player, ctx.opponent) for c in ctx.duel.field_cards(p)]


@script(4178474)
def raigeki_break(card):
    """Cost: discard 1 card (not itself), then it targets 1 card on the field (a monster, a Spell or
    a Trap, either side, face-up or Set; not itself); on resolution the target is destroyed if it
    is still that card on the field. It declares what it destroys (``Effect.destroys``: Fake Trap
    answers it when it targets a Trap). The same text in April 2005 (no period variant).
    Source: card text; Netrep on Curse of Royal (goatrulings.com curse-of-royal.md: Raigeki Break
    "must be targeting 1 Spell or Trap Card to activate Curse of Royal")."""
    return [trap_activation(card, "Destroy 1 card on the field", destroy_targets, destroys=resolved_targets,
                            cost=discard_cost, can_pay=lambda ctx: bool(other_cards_in_hand(ctx)),
                            **targeting(_cards_on_field, is_on_field, prompt="Choose a card to destroy"))]
