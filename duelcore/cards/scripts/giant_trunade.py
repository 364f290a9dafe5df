"""Giant Trunade (42703248), Normal Spell: "Return all Spell and Trap Cards on the field to the hand." """

from duelcore.cards.procedures import spell_activation, spell_traps_on_field
from duelcore.cards.registry import script


@script(42703248)
def giant_trunade(card):
    """Return every other Spell and Trap Card on the field (Spell & Trap Zones and Field Zones,
    face-up or Set, both sides) to its owner's hand at the same time; Giant Trunade itself goes
    to the GY after resolving. A Set card returned stays unknown to the opponent. Cannot be
    activated while no other Spell/Trap is on the field. Source: card text."""

    def others(ctx):
        return [c for c in spell_traps_on_field(ctx) if c is not ctx.this]

    def operation(ctx):
        duel = ctx.duel
        cards = others(ctx)
        if cards:
            with duel.simultaneous():
                for c in cards:
                    duel.return_to_hand(c)
            duel.state_check()
        return
        yield

    return [spell_activation(card, "Return all Spell and Trap Cards on the field to the hand", operation,
                             would_do_something=lambda ctx: bool(others(ctx)))]
