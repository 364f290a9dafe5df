"""Continuous cards that lock the field: monsters that cannot attack, monsters kept in Defense
Position, and a Normal Spell that stays on the field for a number of turns.

- :func:`attack_lock`: "<these monsters> cannot attack" (Gravity Bind, Wall of Revealing Light: an
  attack already declared stops) or "cannot declare an attack" (Swords of Revealing Light: it does
  not).
- :func:`position_lock`: "Change all face-up <these monsters> to Defense Position", a Continuous
  Effect the rules apply at once, whenever such a monster is in Attack Position (Level Limit - Area
  B).
- :func:`remain_until_opponents_end_phase`: "After this card's activation, it remains on the field,
  but you must destroy it during the End Phase of your opponent's Nth turn" (Swords of Revealing
  Light).

Source: the card texts; rulebook "Continuous Spell Cards", "Continuous Trap Cards", "Battle Phase".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.state.effects import Activation, Effect, EffectKind
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel

#: Where a Continuous Spell or Trap Card's lasting effects are live.
SPELL_TRAP_ZONE = frozenset({Location.SPELL_TRAP_ZONE})


def attack_lock(card: "Card", text: str, forbids: Callable[["Duel", "Card", "Card"], bool], *,
                stops_attack: bool) -> Effect:
    """A Continuous Effect of the face-up Spell or Trap Card ``card`` (its activation resolved, its
    effects not negated): a monster for which ``forbids(duel, card, monster)`` holds cannot declare
    an attack (rules.battle.attack_block names ``text`` and the card). With ``stops_attack`` the
    text says it "cannot attack": an attack it has already declared stops once this applies, before
    the Damage Step (``Effect.stops_attack``: Gravity Bind, Wall of Revealing Light); without, it
    only "cannot declare an attack" (Swords of Revealing Light)."""
    return Effect(card, EffectKind.CONTINUOUS, text, range=SPELL_TRAP_ZONE, forbids_attack=forbids,
                  stops_attack=stops_attack)


def position_lock(card: "Card", text: str, test: Callable[["Card"], bool],
                  position: Position = Position.FACE_UP_DEFENSE) -> Effect:
    """"Change all face-up <monsters passing ``test``> to Defense Position": a Continuous Effect of the
    face-up Spell or Trap Card ``card`` that the rules apply at once, with no Chain Link, to every
    such face-up monster on the field, both players', whenever it is in another position (Summoned,
    flipped or changed into Attack Position later: it is changed back at once); its controller may
    still change its battle position by hand, and the rules change it back (``Effect.changes_position``,
    applied by ``Duel.state_check``). A monster unaffected by the card's effects (Horus the Black
    Flame Dragon LV6 against a Spell) is left alone, and face-down monsters are not affected.

    Source: Level Limit - Area B's text; goatrulings.com "Level Limit - Area B" (UDE FAQ: "does not
    use the chain, it is a continuous effect"; "You can change the Battle Position of a Level 4 or
    higher monster, but it will immediately be changed back to Defense Position"); the same rulings
    listed as TCG rulings on yugioh.pl "Level Limit - Area B" (Morphtronic Map)."""

    def change(duel: "Duel", this: "Card", monster: "Card") -> Position | None:
        return position if test(monster) else None

    return Effect(card, EffectKind.CONTINUOUS, text, range=SPELL_TRAP_ZONE, changes_position=change)


def remain_until_opponents_end_phase(ctx: Activation, turns: int) -> None:
    """"After this card's activation, it remains on the field, but you must destroy it during the
    End Phase of your opponent's ``turns``th turn": called as the card is activated, so that the
    count runs from its activation and goes on while its effects are negated. The card stays on the
    field once the chain has resolved (``values["remains_on_field"]``, read by rules.chain unless its
    activation was negated), and it is destroyed by the rules, with no Chain Link, in the End Phase
    of its controller's opponent's ``turns``th turn counted from this one (this turn is the first if
    it is the opponent's), if it is still there (``Duel.at_end_phase``).

    Source: Swords of Revealing Light's text; goatrulings.com "Swords of Revealing Light" (UDE FAQ:
    "remains on the field and is active until the end of your opponent's third turn"; Netrep: "When
    the effect of Swords of Revealing Light expires, it is sent to the Graveyard regardless if
    Swords of Revealing Light is being negated") and "Imperial Order" (Netrep: with Imperial Order
    active "Swords of Revealing Light will remain on the field for its normal duration"; Q&A, bishop,
    01/16/2004: the turn count is not part of the effect that is negated)."""
    duel = ctx.duel
    this = ctx.this
    this.values["remains_on_field"] = True
    first = duel.turn if duel.turn_player != ctx.player else duel.turn + 1
    duel.at_end_phase(this, destroy_lasting_card, turn=first + 2 * (turns - 1))


def destroy_lasting_card(duel: "Duel", card: "Card") -> None:
    """The End Phase action of :func:`remain_until_opponents_end_phase`: the card, still the same
    object on the field, is destroyed by the rules (no Chain Link; not an effect that can be
    negated)."""
    if card.on_field:
        duel.destroy([card], reason="rule")
