"""Toon monsters and Toon World (Blue-Eyes Toon Dragon, Manga Ryu-Ran, Toon Mermaid, Toon Summoned
Skull; Toon World).

Toon monsters share :func:`toon_effects` (their texts of today) or :func:`toon_effects_2005`
(their texts of 2005, the Goat format), and Toon World carries :func:`toon_world_destroyed` as the
hook that destroys them when it is destroyed.

The Toon's own Special Summon from the hand by Tributing monsters (``Effect.hand_procedure``), the
500 LP cost to declare an attack (``Effect.attack_cost_lp``) and "must target a Toon monster for its
attacks" (``Effect.limits_attack_targets``) are engine hooks the family procedure fills in.

Source: card texts (``duelcore card NAME``); rulebook "Special Summon".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.summoning import was_summoned_this_turn
from duelcore.cards.types import TypeBits
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, SummonType

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel


#: The passcode of "Toon World" (Continuous Spell).
TOON_WORLD = 15259703


def is_toon(card: "Card") -> bool:
    """A Toon monster (the card type "Toon"), face-up on the field for what the opponent can see:
    a face-down monster is not known to be one (FD-04)."""
    return card.data.is_monster and bool(card.data.type_bits & TypeBits.TOON) and card.face_up


def controls_toon_world(duel: "Duel", player: int, face_up: bool = True) -> bool:
    """Whether ``player`` controls a "Toon World" (face-up, whose activation has resolved, when
    ``face_up``)."""
    for c in duel.players[player].spell_trap_zones:
        if c is not None and c.data.identity == TOON_WORLD:
            if not face_up or (c.face_up and c.values.get("resolved")):
                return True
    return False


def toon_world_on_field(duel: "Duel") -> bool:
    """Whether a face-up "Toon World" is on the field (either player's side)."""
    return controls_toon_world(duel, 0) or controls_toon_world(duel, 1)


def toon_effects(card: "Card") -> list[Effect]:
    """The Effects every Toon monster of the 2002 Starter Decks shares (its text of today):

    - summoning condition: "Cannot be Normal Summoned/Set"; "Cannot be Special Summoned unless
      you control (a face-up) "Toon World"" (``summon_condition``; kind "special" needs Toon World);
    - "cannot attack the turn it is Special Summoned" (``forbids_attack`` while its turn_placed
      is this turn);
    - "can attack your opponent directly, unless they control a Toon monster"
      (``permits_direct_attack``);
    - "If "Toon World" on the field is destroyed, destroy this card": carried out by
      :func:`toon_world_destroyed` from Toon World's leave hook; this effect is marked here so
      that a Toon whose effects are negated is not destroyed.

    - "Must first be Special Summoned (from your hand) by Tributing the same number of monsters
      needed for a Tribute Summon", while you control Toon World (``hand_procedure``);
    - "You must pay 500 LP to declare an attack with this monster" (``attack_cost_lp``);
    - "If they do control one, this card must target a Toon monster for its attacks"
      (``limits_attack_targets``).
    Source: card texts of Blue-Eyes Toon Dragon, Manga Ryu-Ran, Toon Mermaid, Toon Summoned Skull.
    """

    def no_attack_this_turn(duel: "Duel", this: "Card", monster: "Card") -> bool:
        return (monster is this and monster.turn_placed == duel.turn
                and monster.summon_type is not None and monster.summon_type is not SummonType.NORMAL
                and monster.summon_type is not SummonType.TRIBUTE and monster.summon_type is not SummonType.FLIP
                and monster.summon_type is not SummonType.SET)

    return _toon_effects(card, "Cannot attack the turn it is Special Summoned", no_attack_this_turn)


def toon_effects_2005(card: "Card") -> list[Effect]:
    """The Effects the Toon monsters' texts of 2005 share (the Goat format; Blue-Eyes Toon Dragon,
    Manga Ryu-Ran, Toon Mermaid and Toon Summoned Skull all read alike): "This card cannot be
    Normal Summoned or Set. This card can only be Special Summoned while "Toon World" is on your
    side the field. You can Special Summon this monster from your hand, but Tributes are required
    for monsters Level 5 or more. This card cannot attack in the turn that it is Summoned. Unless
    you pay 500 Life Points, this monster cannot attack. When "Toon World" on the field is
    destroyed, this card is also destroyed. If your opponent doesn't control a Toon Monster, this
    card can attack your opponent's Life Points directly. If a face-up Toon Monster is on your
    opponent's side of the field, you must select the Toon Monster as an attack target."
    (cards.goat.en.cdb; the variant rows Toon Mermaid (GOAT) 504700108, Toon Summoned Skull
    (GOAT) 504700160, Blue-Eyes Toon Dragon (GOAT) 504700086, Manga Ryu-Ran (GOAT) 504700062.)

    As :func:`toon_effects`, except that it "cannot attack in the turn that it is Summoned": any
    Summon, a Flip Summon too (a Toon turned face-down by Book of Moon and Flip Summoned in a later
    turn cannot attack that turn), where today's text says "Special Summoned".

    The rest plays as today's, by the period Netrep rulings (goatrulings.com "Toon Summoned
    Skull", "Toon Mermaid", "Blue-Eyes Toon Dragon"): its Summon from the hand is a Special Summon
    with as many Tributes as a Tribute Summon ("One monster must be Tributed to Special Summon
    "Toon Summoned Skull"", not the turn's Normal Summon); it may be Flip Summoned only while its
    player controls a face-up Toon World; either player's Toon World destroyed destroys it; it "may
    be Special Summoned from the Graveyard if it has been Special Summoned properly once"; and it
    "may not attack the same turn it is Special Summoned, regardless of how it was Special
    Summoned"."""

    def no_attack_this_turn(duel: "Duel", this: "Card", monster: "Card") -> bool:
        return monster is this and was_summoned_this_turn(duel, monster)

    return _toon_effects(card, "Cannot attack in the turn that it is Summoned", no_attack_this_turn)


def _toon_effects(card: "Card", no_attack_text: str, no_attack_this_turn) -> list[Effect]:
    """The Toon Effects, with the rule for the turn it cannot attack (``forbids_attack``)."""

    def condition(duel: "Duel", this: "Card", player: int, kind: str) -> bool:
        if kind in ("normal", "set"):
            return False
        return controls_toon_world(duel, player)

    def direct(duel: "Duel", this: "Card") -> bool:
        if not this.location.is_monster_zone or not this.face_up or duel.effect_negated(this):
            return False
        return not any(is_toon(m) for m in duel.monsters(1 - this.controller))

    def toons_only(duel: "Duel", this: "Card", attacker: "Card", targets: list) -> list:
        if attacker is not this:
            return targets
        toons = [m for m in targets if is_toon(m)]
        return toons if toons else targets

    from duelcore.rules.summon import tributes_needed

    return [
        Effect(card, EffectKind.CONTINUOUS, "Cannot be Normal Summoned/Set; cannot be Special Summoned unless you control \"Toon World\"",
               range=frozenset(Location), summon_condition=condition,
               hand_procedure=(tributes_needed(card), lambda duel, this, player: controls_toon_world(duel, player))),
        Effect(card, EffectKind.CONTINUOUS, "Pay 500 LP to declare an attack; must target a Toon monster if the opponent controls one",
               range=MONSTER_ZONES, attack_cost_lp=500, limits_attack_targets=toons_only),
        Effect(card, EffectKind.CONTINUOUS, no_attack_text, range=MONSTER_ZONES, forbids_attack=no_attack_this_turn),
        Effect(card, EffectKind.CONTINUOUS, "Can attack directly unless the opponent controls a Toon monster",
               range=MONSTER_ZONES, permits_direct_attack=direct),
        Effect(card, EffectKind.CONTINUOUS, "If \"Toon World\" on the field is destroyed, destroy this card",
               range=MONSTER_ZONES),
    ]


TOON_DESTROY_TEXT = "If \"Toon World\" on the field is destroyed, destroy this card"


def toon_world_destroyed(duel: "Duel", world: "Card", values: dict, reason: str) -> None:
    """Toon World left the field: if it was destroyed (not returned, banished or sent by a cost),
    every face-up Toon monster on the field whose "destroy this card" effect is not negated is
    destroyed (not an activated effect: no Chain Link). Also when another Toon World is still
    face-up, the text reads "If "Toon World" on the field is destroyed".
    ``reason`` is the move reason the engine passes to leave hooks ("destroyed" for any
    destruction). Source: Toon card texts."""
    if reason != "destroyed":
        return
    doomed = []
    for p in (duel.turn_player, 1 - duel.turn_player):
        for m in duel.monsters(p):
            if not m.face_up or not is_toon(m):
                continue
            eff = next((e for e in m.effects if e.text == TOON_DESTROY_TEXT), None)
            if eff is not None and not duel.effect_negated(m, eff):
                doomed.append(m)
    if doomed:
        duel.destroy(doomed, reason="effect", by=world.controller)
