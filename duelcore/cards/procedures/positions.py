"""Battle positions and turning monsters face-down.

- The position tests ``in_attack_position`` and ``face_down_defense`` are small predicates:
  :mod:`duelcore.cards.procedures.filters`.
- :func:`can_be_face_down` / :func:`face_down_refusal`: a monster that can be changed to face-down
  Defense Position, and why not (Tokens and Link Monsters never: FD-27; Book of Moon, Book of
  Eclipse, Ghostrick Witch).
- :func:`turn_self_face_down`: "Once per turn: You can change this card to face-down Defense
  Position" (older texts: "Once per turn, you can flip this card into face-down Defense
  Position"), the Ignition Effect of every cycle-flip monster (Stealth Bird, Mid Shield Gardna,
  the Ghostricks, Des Lacooda, Swarm of Locusts, Swarm of Scarabs, Medusa Worm, Golem Sentry);
  :func:`change_this_face_down` is its resolution; :func:`cycle_flip_effects`: that effect and
  the monster's mandatory "When this card is Flip Summoned: ..." trigger.
- :func:`change_targets_face_down`: "change that target to face-down Defense Position" (Book of
  Moon, Ghostrick Witch).
- :func:`shuffle_face_down_monsters`: a player shuffles the face-down monsters they just placed,
  so that the opponent cannot tell which is which (Cyber Jar).
- :func:`defense_to_attack`: change a face-up Defense Position monster to face-up Attack Position
  by an effect (Defenders Intersect).

Source: rulebook "Battle Position"; FD-22, FD-27.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.triggers import summoned_this_way
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
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
    same monster in a Monster Zone and can be face-down (:func:`can_be_face_down`: face-up, not a
    Token nor a Link Monster), it is changed to face-down Defense Position (the cycle-flip
    monsters: :func:`turn_self_face_down`). Source: their card texts; FD-22 (the once-per-turn
    count of such a cycle-flip effect is kept face-down: ``Effect.count_kept_face_down``)."""
    this = ctx.this
    if ctx.card.valid and can_be_face_down(this):
        ctx.duel.change_to_face_down(this)


def turn_self_face_down(card: "Card") -> Effect:
    """"Once per turn: You can change this card to face-down Defense Position." (the texts of 2005
    say "Once per turn, you can flip this card into face-down Defense Position": the same effect.)

    An Ignition Effect of the face-up monster in a Monster Zone (a face-down one cannot activate
    it: FD-10; nor a Token or a Link Monster, which cannot be face-down: FD-27), resolved by
    :func:`change_this_face_down`. It may be used the turn the monster was Summoned (it is an
    effect, not the player's change of battle position). Its once-per-turn count is kept when the
    card is turned face-down, by this effect or another (a cycle-flip limit, FD-22), so it cannot
    be used again the same turn after a Flip Summon. Under goat's ignition-effect priority the
    turn player may use it right after a Summon or a chain (rule flag ``ignition_priority``).

    Returns the Effect. Source: the texts of Stealth Bird, Mid Shield Gardna, the Ghostricks, Des
    Lacooda, Swarm of Locusts, Swarm of Scarabs, Medusa Worm and Golem Sentry; FD-10, FD-22,
    FD-27."""

    def condition(ctx: "Activation") -> bool:
        return can_be_face_down(ctx.this)

    return Effect(card, EffectKind.IGNITION, "Change this card to face-down Defense Position", range=MONSTER_ZONES,
                  count_limit=1, count_kept_face_down=True, condition=condition, operation=change_this_face_down)


def cycle_flip_effects(card: "Card", text: str, operation: "Callable[[Activation], Process | None]",
                       **fields: Any) -> list[Effect]:
    """The effects of a cycle-flip monster: "Once per turn: You can change this card to face-down
    Defense Position. When this card is Flip Summoned: <``text``>."

    :func:`turn_self_face_down`, and a mandatory Trigger Effect on this card's Flip Summon (no "you
    can": it never misses the timing, and it is activated even with no target, since a mandatory
    trigger must be; one that targets is activated only when it has a legal target, as FLIP
    effects are: ``procedures.flip``). Not on any other flip: a monster flipped face-up by an
    attack or by an effect was not Flip Summoned. ``fields`` are Effect fields of the trigger
    (``procedures.targeting.targeting(...)`` for "Target 1 ..."). Returns both Effects.

    Source: the texts of Stealth Bird, Des Lacooda, Swarm of Locusts, Swarm of Scarabs, Medusa
    Worm and Golem Sentry (today's and those of 2005: "When this card is Flip Summoned, ...");
    rulebook "Trigger Effects"."""
    def flip_summoned(ctx: "Activation") -> bool:
        return summoned_this_way(ctx, "flip")

    trigger = Effect(card, EffectKind.TRIGGER, text, event="summoned", mandatory=True, range=MONSTER_ZONES,
                     condition=flip_summoned, operation=operation, **fields)
    return [turn_self_face_down(card), trigger]


def change_targets_face_down(ctx: "Activation") -> None:
    """Resolution of "change that target to face-down Defense Position": each target still there
    and still meeting its conditions (``targeting.resolved_targets``) is changed to face-down
    Defense Position, and reset (FD-20, FD-21). Book of Moon, Ghostrick Witch."""
    from duelcore.cards.procedures.targeting import resolved_targets

    for target in resolved_targets(ctx):
        ctx.duel.change_to_face_down(target)


def shuffle_face_down_monsters(duel: "Duel", player: int, monsters: "list[Card]") -> None:
    """``player`` shuffles ``monsters``, face-down monsters they control in Main Monster Zones, among
    those monsters' zones, so that the opponent, who saw which card went where, can no longer tell
    which is which: "After revealing the cards, you may shuffle them around so you can Special
    Summon monsters face-down without the opponent knowing which monster is which" (UDE FAQ,
    goatrulings.com "Cyber Jar"; EDOPro's ``Duel.ShuffleSetCard``).

    The zones are dealt out again with the duel's seeded generator ``duel.rng``; each monster stays
    the same object (nothing leaves the field, nothing is flipped) and the move is not a game
    action (a Summon just before is still the last thing to happen). A "shuffled_face_down" event
    names the zones. Fewer than 2 such monsters: nothing happens. Source: as above."""
    cards = [m for m in monsters if m.location is Location.MAIN_MONSTER_ZONE and not m.face_up
             and m.controller == player]
    if len(cards) < 2:
        return
    zones = sorted(m.zone for m in cards)
    dealt = list(zones)
    duel.rng.shuffle(dealt)
    row = duel.players[player].main_monster_zones
    for m in cards:
        row[m.zone] = None
    for m, zone in zip(cards, dealt):
        m.zone = zone
        row[zone] = m
    duel.emit("shuffled_face_down", player, zones=", ".join(str(z + 1) for z in zones))


def defense_to_attack(duel: "Duel", card: "Card") -> None:
    """Change the face-up Defense Position monster ``card`` to face-up Attack Position by an effect.

    It is not the player's own change of battle position (the monster may still change it by
    hand this turn); nothing is flipped, so links of cards that keep targeting it hold.
    Source: rulebook "Battle Position" (a change by a card effect is not the once-per-turn change).
    """
    card.position = Position.FACE_UP_ATTACK
    duel.note_action()
    duel.emit("changed_position", card.controller, card=card, position=card.position.value)
