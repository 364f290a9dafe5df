"""FLIP effects (Man-Eater Bug, Hane-Hane, Magician of Faith, Mask of Darkness, Armed Ninja, Big
Eye, Hiro's Shadow Scout, Penguin Soldier, Princess of Tsurugi, The Stern Mystic, Trap Master,
Gravekeeper's Guard).

A FLIP effect is built like Man-Eater Bug's: a FLIP effect on the "flipped" event of its own card
(:func:`flip_effect`), usable in the Damage Step (a monster flipped by an attack activates it after
damage calculation), which never misses the timing and activates even if the card was destroyed by
the battle that flipped it. A targeting FLIP effect chooses its target on activation and applies to
it only if it is still that object and still meets the condition at resolution (rulebook
"Targeting").

- :func:`flip_return_monster`: "FLIP: Target 1 monster on the field; return it to its owner's hand"
  (Hane-Hane).
- :func:`flip_add_from_gy`: "FLIP: Target 1 <Spell|Trap> in your GY; add that target to your hand"
  (Magician of Faith, Mask of Darkness).

Source: the card texts quoted in each card's module; rulebook "FLIP effects", "Targeting".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.cards.procedures.filters import Candidates, Filter, MONSTER_ZONES, in_monster_zone, monsters_on_field
from duelcore.cards.procedures.search import add_to_hand, return_targets_to_hand
from duelcore.cards.procedures.targeting import resolved_targets, targetable
from duelcore.cards.procedures.triggers import flipped_this
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation



def flip_effect(card: "Card", text: str, operation: Callable[["Activation"], "Process | None"],
                candidates: Candidates | None = None, legal: Filter | None = None,
                prompt: str = "Choose a target", *, mandatory: bool = True, **kw: Any) -> Effect:
    """A FLIP effect of ``card`` that does ``operation`` on resolution: it activates when the card
    is flipped face-up (Flip Summon, by an attack, by an effect); it never misses the timing, and
    it activates after damage calculation when the flip was by an attack (see man_eater_bug.py).
    ``mandatory`` False for "FLIP: You can ...".

    With ``candidates`` it is "FLIP: Target 1 ...": it activates only when there is a candidate
    that can be targeted (as Man-Eater Bug's; not itself once an attack has flipped it and
    destroyed it by battle), its player chooses 1 of them (no question when there is only one), and
    ``legal(ctx, card)`` is the condition the target must still meet at resolution (read back by
    :func:`resolved_targets`). A FLIP effect that targets otherwise passes its own Effect fields
    (``targets``, ``has_target``, ``target``) as keyword arguments instead; any other keyword
    argument is an Effect field too (``destroys``). Returns the Effect.

    Raises:
        TypeError: ``candidates`` given together with a ``targets``, ``has_target`` or ``target``
            keyword argument.

    Source: rulebook "Flip Effects".
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
    return Effect(card, EffectKind.FLIP, text, event="flipped", mandatory=mandatory, damage_step=True,
                  range=MONSTER_ZONES, condition=flipped_this, operation=operation, **fields, **kw)


def flip_return_monster(card: "Card", text: str) -> Effect:
    """"FLIP: Target 1 monster on the field; return it to its owner's hand" (Hane-Hane): any monster,
    face-up or face-down, either side, this card included unless an attack flipped it and destroyed
    it by battle (Konami OCG FAQ, cid 4547). The target goes to its owner's hand if it is still in a
    Monster Zone at resolution (a Token would cease to exist)."""

    return flip_effect(card, text, return_targets_to_hand, candidates=monsters_on_field,
                       legal=in_monster_zone, prompt="Choose a monster to return to the hand")


def flip_add_from_gy(card: "Card", text: str, is_kind: Callable[["Card"], bool], words: str) -> Effect:
    """"FLIP: Target 1 <Spell|Trap> in your GY; add that target to your hand" (Magician of Faith,
    Mask of Darkness). ``is_kind(card)`` picks the card type; ``words`` names it in the prompt.
    Only the activating player's own GY; the target must still be in that GY at resolution."""

    def candidates(ctx: "Activation") -> list["Card"]:
        return [c for c in reversed(ctx.duel.players[ctx.player].gy) if is_kind(c)]

    def legal(ctx: "Activation", c: "Card") -> bool:
        return c.location is Location.GY and c.owner == ctx.player and is_kind(c)

    def operation(ctx: "Activation") -> None:
        duel = ctx.duel
        for target in resolved_targets(ctx):
            add_to_hand(duel, target, ctx.player)

    return flip_effect(card, text, operation, candidates=candidates, legal=legal,
                       prompt=f"Choose a {words} in your GY to add to your hand")
