"""Shared pieces of the face-down cost and face-down exception cards (Big Shield Gardna, Mid Shield
Gardna, Amaterasu, Deus X-Krawler, Icarus Attack, Worm King, Soul Exchange, Symbols of Duty,
Immortal Phoenix Gearfried, Kaiser Sea Horse): no card of its own.

- "Tribute 1 <kind of> monster" as a cost is ``cards.procedures.tribute_as_cost`` (a face-down
  monster you control counts with its real Type, Attribute and name, FD-14); the kinds here
  (:func:`of_real_type`, :func:`is_reptile_worm`) are its tests.
- :func:`send_cost_candidates`: any other cost that needs a monster of some kind ("send 1 Normal
  Monster you control to the GY"): only face-up monsters qualify, a face-down one is unknown (FD-13).
- :func:`is_reptile_worm`: "Reptile-Type "Worm" monster" (Worm King).
- :func:`targeting_link` / :func:`targets_only`: which Chain Link targets a face-down monster (the
  face-down exceptions of FD-11).
- :func:`negate_activation_only`: "negate the activation" without destroying the card.
- :func:`equip_spells_for_cost`: "1 Equip Spell from your field or GY", a face-down monster held by
  Relinquished included (FD-18, FD-19).

Source: the card texts; seed rulings FD-11, FD-13, FD-14, FD-15, FD-18, FD-19; rulebook "Costs",
"Tribute", "Chains".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures import last_link
from duelcore.cards.types import MonsterType
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation
    from duelcore.rules.chain import ChainLink

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})

#: The archetype a "Worm" card belongs to (looked up by name in the card database).
WORM = "Worm"

MonsterTest = Callable[["Card"], bool]


def of_real_type(monster_type: MonsterType) -> MonsterTest:
    """"<Type> monster" read from what the card really is (its printed Type), for a Tribute cost
    that may use a face-down monster you control (FD-14). The engine has no Type-changing effect,
    so a face-up monster's Type is its printed one too."""
    return lambda m: m.data.is_monster and m.data.monster_type is not None and bool(m.data.monster_type & monster_type)


def is_reptile_worm(card: "Card") -> bool:
    """A Reptile-Type monster of the "Worm" archetype (Worm King's text), read from its real data.

    Use it only where the card's real data may be read: your own monster as a Tribute (FD-14), or
    a face-up monster. The opponent's face-down monster never counts (FD-15)."""
    data = card.data
    code = card.duel.db.archetype_code(WORM) if card.duel is not None else None
    return (data.is_monster and data.monster_type is not None and bool(data.monster_type & MonsterType.REPTILE)
            and code is not None and data.matches_setcode(code))


def send_cost_candidates(ctx: "Activation", test: MonsterTest) -> list["Card"]:
    """The monsters the activating player controls that may be sent to the GY as a cost needing
    ``test``: face-up ones only. Sending is not a Tribute, so a face-down monster, whose card is
    unknown, cannot pay it (FD-13; Symbols of Duty once allowed it, the current rule does not)."""
    return [m for m in ctx.duel.monsters(ctx.player) if m.face_up and test(m)]


def face_down_in_monster_zone(card: "Card") -> bool:
    """``card`` is a face-down monster in a Monster Zone."""
    return card.location.is_monster_zone and card.position is Position.FACE_DOWN_DEFENSE


def targeting_link(ctx: "Activation", by_opponent: bool, spell_card_only: bool) -> "ChainLink | None":
    """The Chain Link this activation responds to, when it targets ``ctx.this`` while that card is
    face-down in a Monster Zone: activated by the opponent (``by_opponent``), and with
    ``spell_card_only`` the activation of a Spell Card. None otherwise."""
    this = ctx.this
    if not face_down_in_monster_zone(this):
        return None
    link = last_link(ctx)
    if link is None or link.activation_negated:
        return None
    if by_opponent and link.player == this.controller:
        return None
    if spell_card_only and not (link.is_card_activation and link.card.data.is_spell):
        return None
    if this not in link.activation.live_targets():
        return None
    return link


def targets_only(link: "ChainLink", card: "Card") -> bool:
    """``link`` targets ``card`` and no other card ("targets this 1 face-down monster")."""
    return [r.card for r in link.activation.targets] == [card] and link.activation.targets[0].valid


def negate_activation_only(ctx: "Activation", link: "ChainLink") -> None:
    """Negate the activation of ``link`` (it will not resolve), without destroying its card; the
    card goes to the GY after the chain as a negated Normal Spell does (rulebook "Chains")."""
    if link.effect.cannot_be_negated or link.activation_negated:
        return
    link.activation_negated = True
    ctx.duel.emit("activation_negated", ctx.player, card=link.card)


def is_equip_spell_on_field(card: "Card") -> bool:
    """A card in a Spell & Trap Zone that is an Equip Spell: a face-up Equip Spell Card, or a monster
    held as an Equip Card by an effect (Relinquished), which is treated as an Equip Spell even while
    face-down: its card type is known though its identity is not (FD-18, FD-19)."""
    if card.location is not Location.SPELL_TRAP_ZONE:
        return False
    if card.values.get("equip_card"):
        return True
    return card.face_up and card.data.is_spell and card.data.sub_kind == "Equip"


def equip_spells_for_cost(duel: "Duel", player: int) -> list["Card"]:
    """"1 Equip Spell from your field or GY": the Equip Spells in ``player``'s Spell & Trap Zones
    (:func:`is_equip_spell_on_field`) and the Equip Spell Cards in their GY, field first."""
    field = [c for c in duel.players[player].spell_trap_zones if c is not None and is_equip_spell_on_field(c)]
    gy = [c for c in duel.players[player].gy if c.data.is_spell and c.data.sub_kind == "Equip"]
    return field + gy


def face_up_equip_cards(duel: "Duel", player: int) -> list["Card"]:
    """The face-up Equip Cards ``player`` controls: Equip Spells and monsters held as Equip Cards,
    while they are equipped (a face-down held monster is not face-up)."""
    out = []
    for c in duel.players[player].spell_trap_zones:
        if c is None or not c.face_up:
            continue
        if c.values.get("equip_card") or (c.data.sub_kind == "Equip" and c.values.get("equipped")):
            out.append(c)
    return out


def banish_face_up(duel: "Duel", player: int, card: "Card", reason: str) -> None:
    """Banish ``card`` face-up (as a cost or by an effect) and say so to both players."""
    duel.move(card, Location.BANISHED, position=Position.FACE_UP, reason=reason)
    duel.emit("banished", player, known_to=(0, 1), card=card)
