"""Battle positions and turning monsters face-down.

- The position tests ``in_attack_position`` and ``face_down_defense`` are small predicates:
  :mod:`duelcore.cards.procedures.filters`.
- :func:`can_be_face_down` / :func:`face_down_refusal`: a monster that can be changed to face-down
  Defense Position, and why not (Tokens and Link Monsters never: FD-27; Book of Moon, Book of
  Eclipse, Ghostrick Witch).
- :func:`change_this_face_down`: "change this card to face-down Defense Position" (the
  cycle-flip monsters Stealth Bird and Mid Shield Gardna; the Ghostricks use
  ``ghostricks.turn_self_face_down``); :func:`change_targets_face_down`: "change that target to
  face-down Defense Position" (Book of Moon, Ghostrick Witch).
- :func:`defense_to_attack`: change a face-up Defense Position monster to face-up Attack Position
  by an effect (Defenders Intersect).

Source: rulebook "Battle Position"; FD-22, FD-27.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.state.enums import Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Activation


def can_be_face_down(card: "Card") -> bool:
    """Whether ``card`` could be changed to face-down Defense Position: a face-up monster in a
    Monster Zone that is neither a Token nor a Link Monster (FD-27), while no card forbids monsters
    to be face-down (``Duel.face_down_forbidden``: Light of Intervention)."""
    return (card.location.is_monster_zone and card.face_up and not card.data.is_token and not card.data.is_link
            and not card.duel.face_down_forbidden())


def face_down_refusal(ctx: "Activation", card: "Card") -> str | None:
    """Why the monster ``card`` cannot be the target of an effect that changes it to face-down
    Defense Position: it is face-down already, or a Token or a Link Monster, which cannot be
    face-down (FD-27), or no monster may be face-down now (Light of Intervention). None for a card
    that can, or that is not in a Monster Zone."""
    if not card.location.is_monster_zone:
        return None
    if not card.face_up:
        return "it is already face-down"
    if ctx.duel.face_down_forbidden():
        return "no monster can be flipped face-down while Light of Intervention applies"
    if card.data.is_token:
        return "a Token cannot be face-down (FD-27)"
    if card.data.is_link:
        return "a Link Monster cannot be face-down (FD-27)"
    return None


def change_this_face_down(ctx: "Activation") -> None:
    """Resolution of "change this card to face-down Defense Position": if this card is still the
    same face-up monster in a Monster Zone, it is changed to face-down Defense Position (Stealth
    Bird, Mid Shield Gardna). Source: their card texts; FD-22 (the once-per-turn count of such a
    cycle-flip effect is kept face-down: ``Effect.count_kept_face_down``)."""
    this = ctx.this
    if ctx.card.valid and this.location.is_monster_zone and this.face_up:
        ctx.duel.change_to_face_down(this)


def change_targets_face_down(ctx: "Activation") -> None:
    """Resolution of "change that target to face-down Defense Position": each target still there
    and still meeting its conditions (``targeting.resolved_targets``) is changed to face-down
    Defense Position, and reset (FD-20, FD-21). Book of Moon, Ghostrick Witch."""
    from duelcore.cards.procedures.targeting import resolved_targets

    for target in resolved_targets(ctx):
        ctx.duel.change_to_face_down(target)


def defense_to_attack(duel: "Duel", card: "Card") -> None:
    """Change the face-up Defense Position monster ``card`` to face-up Attack Position by an effect.

    It is not the player's own change of battle position (the monster may still change it by
    hand this turn); nothing is flipped, so links of cards that keep targeting it hold.
    Source: rulebook "Battle Position" (a change by a card effect is not the once-per-turn change).
    """
    card.position = Position.FACE_UP_ATTACK
    duel.note_action()
    duel.emit("changed_position", card.controller, card=card, position=card.position.value)
