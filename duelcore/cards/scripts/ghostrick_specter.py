"""Ghostrick Specter (81907872), Effect Monster (DARK Fiend, Level 1, 600/0): "Cannot be Normal Summoned,
unless you control a "Ghostrick" monster. Once per turn: You can change this card to face-down
Defense Position. When a "Ghostrick" monster is destroyed by an opponent's card effect, or by
battle with their attacking monster, and sent to your Graveyard: You can Special Summon this card
from your hand in face-down Defense Position, and if you do, draw 1 card." """

from duelcore.cards.procedures.ghostricks import ghostrick_summon_condition, is_ghostrick_monster
from duelcore.cards.procedures.positions import turn_self_face_down
from duelcore.cards.procedures.summoning import can_special_summon
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position


def destroyed_ghostricks(ctx):
    """The "Ghostrick" monsters the triggering "destroyed" event sent from a Monster Zone to the
    activating player's GY, destroyed by an opponent's card effect or by battle with the
    opponent's attacking monster ([] otherwise).

    Their archetype is read from their real identity even if they were face-down when destroyed:
    the special ruling of 2018-07-05 says Ghostrick Specter still triggers then (an exception to
    FD-09, which its text allows)."""
    ev = ctx.event
    if ev is None or ev.kind != "destroyed" or ev.player != ctx.opponent:
        return []
    if ev.reason == "battle":
        # by=the turn player: the opponent's monster was the attacker.
        if ctx.duel.turn_player != ctx.opponent:
            return []
    elif ev.reason != "effect":
        return []
    return [c for c, before in zip(ev.cards, ev.previous)
            if before is not None and before.is_monster_zone and c.location is Location.GY
            and c.owner == ctx.player and is_ghostrick_monster(c)]


@script(81907872)
def ghostrick_specter(card):
    """- Once per turn (Ignition): change this card to face-down Defense Position (FD-22 count).
    - Optional Trigger Effect from the hand ("When ... You can": it misses the timing if the
      destruction was not the last thing to happen): when "Ghostrick" monster(s) of its owner are
      destroyed by an opponent's card effect, or by battle with the opponent's attacking monster,
      and sent to that player's GY, Special Summon this card from the hand in face-down Defense
      Position, and if it was, draw 1 card. It activates for a face-down Ghostrick too (special
      ruling 2018-07-05; FD-09 exception). Needs a free Main Monster Zone.

    The summoning condition ("Cannot be Normal Summoned, unless you control a "Ghostrick"
    monster") is ``procedures.ghostricks.ghostrick_summon_condition``.
    Source: card text; FD-09, FD-22."""

    def condition(ctx):
        return bool(destroyed_ghostricks(ctx)) and can_special_summon(ctx.duel, ctx.player, ctx.this)

    def operation(ctx):
        duel = ctx.duel
        this = ctx.this
        if not ctx.card.valid or this.location is not Location.HAND:
            return
        summoned = yield from duel.special_summon(this, ctx.player, position=Position.FACE_DOWN_DEFENSE)
        if summoned is not None:
            duel.draw(ctx.player, 1)

    revive = Effect(card, EffectKind.TRIGGER, "Special Summon this card face-down and draw 1 card", event="destroyed",
                    when=True, damage_step=True, range=frozenset({Location.HAND}), condition=condition,
                    operation=operation)
    return [ghostrick_summon_condition(card), turn_self_face_down(card), revive]
