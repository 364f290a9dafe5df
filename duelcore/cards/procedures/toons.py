"""Toon monsters and Toon World (Blue-Eyes Toon Dragon, Manga Ryu-Ran, Toon Mermaid, Toon Summoned
Skull; Toon World).

Toon monsters share :func:`toon_effects`, and Toon World carries :func:`toon_world_destroyed` as
the hook that destroys them when it is destroyed.

The Toon's own Special Summon from the hand by Tributing monsters (``Effect.hand_procedure``), the
500 LP cost to declare an attack (``Effect.attack_cost_lp``) and "must target a Toon monster for its
attacks" (``Effect.limits_attack_targets``) are engine hooks the family procedure fills in.

Source: card texts (``duelcore card NAME``); rulebook "Special Summon".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.period import check_card_texts
from duelcore.cards.procedures.filters import MONSTER_ZONES
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


def toon_effects(card: "Card", texts: str = "current") -> list[Effect]:
    """The Effects every Toon monster of the 2002 Starter Decks shares (its printed text), by its
    text of today (``texts`` "current") or of April 2005 (``texts`` "2005"):

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

    The template of April 2005 ("This card cannot be Normal Summoned or Set. This card can only be
    Special Summoned while "Toon World" is on your side the field. ... This card cannot attack in
    the turn that it is Summoned. ...") plays the same, but for two things:

    - "cannot attack in the turn that it is Summoned": any Summon, a Flip Summon too (a Toon turned
      face-down and Flip Summoned cannot attack that turn); today only the turn it is Special
      Summoned;
    - a face-down Toon "may not be Flip Summoned unless "Toon World" is face up on the summoning
      player's field" (Netrep rulings on Blue-Eyes Toon Dragon and Toon Mermaid); today's text
      does not restrict a Flip Summon.

    Its Special Summon from the hand by Tributing, while its controller has Toon World, and its
    revival only once properly Special Summoned are the same in 2005 (Netrep: "Two monsters must be
    Tributed to Special Summon "Blue-Eyes Toon Dragon""; "may be Special Summoned from the
    Graveyard if it has been Special Summoned properly once").

    Source: card texts of Blue-Eyes Toon Dragon, Manga Ryu-Ran, Toon Mermaid, Toon Summoned Skull,
    today's and of April 2005 (cards.goat.en.cdb's "(GOAT)" variant rows, duelcore/cards/data/
    texts-2005.json); Netrep rulings of the period (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/blue-eyes-toon-dragon.md, toon-mermaid.md).

    Raises:
        DuelcoreError: an unknown card-text era (``cards.period.check_card_texts``).
    """
    period = check_card_texts(texts) == "2005"

    def condition(duel: "Duel", this: "Card", player: int, kind: str) -> bool:
        if kind in ("normal", "set"):
            return False
        if kind == "flip" and not period:
            return True
        return controls_toon_world(duel, player)

    def no_attack_this_turn(duel: "Duel", this: "Card", monster: "Card") -> bool:
        if monster is not this:
            return False
        if period:
            summoned = monster.summon_type not in (None, SummonType.SET, SummonType.TRIBUTE_SET)
            return (monster.turn_placed == duel.turn and summoned) or monster.flip_summoned_turn == duel.turn
        return (monster.turn_placed == duel.turn
                and monster.summon_type is not None and monster.summon_type is not SummonType.NORMAL
                and monster.summon_type is not SummonType.TRIBUTE and monster.summon_type is not SummonType.FLIP
                and monster.summon_type is not SummonType.SET)

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

    summoning = ("Cannot be Normal Summoned or Set; can only be Special Summoned or Flip Summoned while \"Toon World\" is on your side of the field"
                 if period else "Cannot be Normal Summoned/Set; cannot be Special Summoned unless you control \"Toon World\"")
    no_attack = "Cannot attack in the turn that it is Summoned" if period else "Cannot attack the turn it is Special Summoned"
    return [
        Effect(card, EffectKind.CONTINUOUS, summoning,
               range=frozenset(Location), summon_condition=condition,
               hand_procedure=(tributes_needed(card), lambda duel, this, player: controls_toon_world(duel, player))),
        Effect(card, EffectKind.CONTINUOUS, "Pay 500 LP to declare an attack; must target a Toon monster if the opponent controls one",
               range=MONSTER_ZONES, attack_cost_lp=500, limits_attack_targets=toons_only),
        Effect(card, EffectKind.CONTINUOUS, no_attack, range=MONSTER_ZONES, forbids_attack=no_attack_this_turn),
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
