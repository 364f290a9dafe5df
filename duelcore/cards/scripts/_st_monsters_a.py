"""Shared procedures of the Starter Deck FLIP monsters (Hane-Hane, Magician of Faith, Mask of Darkness,
Armed Ninja, Big Eye, Hiro's Shadow Scout) and the Equip Card count of Maha Vailo.

A FLIP effect here is built like Man-Eater Bug's: a mandatory FLIP effect on the "flipped" event of
its own card, usable in the Damage Step (a monster flipped by an attack activates it after damage
calculation), which never misses the timing and activates even if the card was destroyed by the
battle that flipped it. A targeting FLIP effect chooses its target on activation and applies to it
only if it is still that object and still meets the condition at resolution (rulebook "Targeting").

Source: the card texts quoted in each card's module; rulebook "FLIP effects", "Targeting".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures import add_to_hand, equipped_monster, monsters_on_field, resolved_targets, targetable
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})

Candidates = Callable[["Activation"], list["Card"]]
Legal = Callable[["Activation", "Card"], bool]


def flipped_this(ctx: "Activation") -> bool:
    """The trigger event is this card being flipped face-up (Flip Summon, attack, or an effect)."""
    return ctx.event is not None and ctx.this in ctx.event.cards


def flip_effect(card: "Card", text: str, operation: Callable[["Activation"], "Process"],
                candidates: Candidates | None = None, legal: Legal | None = None,
                prompt: str = "Choose a target") -> Effect:
    """A mandatory FLIP effect of ``card`` that does ``operation`` on resolution.

    With ``candidates`` it is "FLIP: Target 1 ...": it activates only when there is a candidate
    that can be targeted (as Man-Eater Bug's; not itself once an attack has flipped it and
    destroyed it by battle), its player chooses 1 of them (no question when there is only one), and
    ``legal(ctx, card)`` is the condition the target must still meet at resolution (read back by
    :func:`resolved_targets`). Returns the Effect.
    """
    fields: dict = {}
    if candidates is not None:

        def has_target(ctx: "Activation") -> bool:
            return bool(targetable(ctx, candidates(ctx)))

        def target(ctx: "Activation") -> "Process":
            chosen = yield from ctx.select_cards(candidates(ctx), prompt)
            ctx.targets = [c.ref() for c in chosen]
            ctx.values["legal"] = legal

        fields = {"targets": True, "has_target": has_target, "target": target}
    return Effect(card, EffectKind.FLIP, text, event="flipped", mandatory=True, damage_step=True,
                  range=MONSTER_ZONES, condition=flipped_this, operation=operation, **fields)


# ----------------------------------------------------------------------------- FLIP: return 1 monster

def flip_return_monster(card: "Card", text: str) -> Effect:
    """"FLIP: Target 1 monster on the field; return it to its owner's hand" (Hane-Hane): any monster,
    face-up or face-down, either side, this card included unless an attack flipped it and destroyed
    it by battle (Konami OCG FAQ, cid 4547). The target goes to its owner's hand if it is still in a
    Monster Zone at resolution (a Token would cease to exist)."""

    def operation(ctx: "Activation") -> "Process":
        for target in resolved_targets(ctx):
            ctx.duel.return_to_hand(target)
        return
        yield

    return flip_effect(card, text, operation, candidates=monsters_on_field,
                       legal=lambda ctx, c: c.location.is_monster_zone, prompt="Choose a monster to return to the hand")


# ----------------------------------------------------------------------------- FLIP: add from the GY

def flip_add_from_gy(card: "Card", text: str, is_kind: Callable[["Card"], bool], words: str) -> Effect:
    """"FLIP: Target 1 <Spell|Trap> in your GY; add that target to your hand" (Magician of Faith,
    Mask of Darkness). ``is_kind(card)`` picks the card type; ``words`` names it in the prompt.
    Only the activating player's own GY; the target must still be in that GY at resolution."""

    def candidates(ctx: "Activation") -> list["Card"]:
        return [c for c in reversed(ctx.duel.players[ctx.player].gy) if is_kind(c)]

    def legal(ctx: "Activation", c: "Card") -> bool:
        return c.location is Location.GY and c.owner == ctx.player and is_kind(c)

    def operation(ctx: "Activation") -> "Process":
        duel = ctx.duel
        for target in resolved_targets(ctx):
            add_to_hand(duel, target, ctx.player)
        return
        yield

    return flip_effect(card, text, operation, candidates=candidates, legal=legal,
                       prompt=f"Choose a {words} in your GY to add to your hand")


# ----------------------------------------------------------------------------- Equip Cards

def equip_cards_of(duel: "Duel", monster: "Card") -> list["Card"]:
    """Every Equip Card (Equip Spell, or a monster held as an Equip Card) on either player's field
    that is equipped to ``monster`` now, in zone order, player 1's side first."""
    out = []
    for side in duel.players:
        for c in side.spell_trap_zones:
            if c is not None and equipped_monster(c) is monster:
                out.append(c)
    return out
