"""Which cards: the small predicates and candidate lists that card scripts filter with.

- :data:`MONSTER_ZONES`: where a monster's own effects are live on the field (an Effect's range).
- Candidates, the activating player's first: :func:`monsters_on_field`, :func:`face_up_monsters`,
  :func:`spell_traps_on_field`, :func:`gy_monsters`; the opponent's: :func:`opponents_monsters`,
  :func:`opponents_face_up_monsters`, :func:`opponents_spell_traps`; one player's:
  :func:`spell_traps_controlled`.
- Predicates on a card (``(ctx, card) -> bool``, a targeting condition): :func:`is_face_up_monster`,
  :func:`is_opponents_monster`, :func:`is_opponents_card`, :func:`is_on_field`, :func:`in_monster_zone`,
  :func:`control_can_switch`, :func:`is_opponents_monster_to_take` (Change of Heart, Mind Control,
  Brain Control, Snatch Steal, Creature Swap; Horus the Black Flame Dragon LV4 forbids it).
- Which monsters (``(card) -> bool``): :func:`of_type`, :func:`of_real_type`, :func:`of_attribute`,
  :func:`of_archetype`, :func:`is_reptile_worm`; of any card: :func:`in_archetype`.

Source: DESIGN §7 ("reuse shared procedures, not copies"); FD-04 (a face-down card's Type,
Attribute and name are unknown), FD-14, FD-15, FS-20.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from duelcore.cards.types import MonsterType
from duelcore.state.effects import Activation
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.cards.types import Attribute
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel

#: Where a monster's own effects are live on the field.
MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})

#: A targeting condition or legality test: ``(ctx, card) -> bool``.
Filter = Callable[[Activation, "Card"], bool]
#: The cards an effect may choose from: ``(ctx) -> cards``.
Candidates = Callable[[Activation], Iterable["Card"]]
#: Which monsters: ``(card) -> bool``.
MonsterTest = Callable[["Card"], bool]

#: The archetype a "Worm" card belongs to (looked up by name in the card database).
WORM = "Worm"


def monsters_on_field(ctx: Activation) -> list["Card"]:
    """Every monster on the field, the activating player's first."""
    return ctx.duel.monsters(ctx.player) + ctx.duel.monsters(ctx.opponent)


def face_up_monsters(ctx: Activation) -> list["Card"]:
    """Every face-up monster on the field."""
    return [c for c in monsters_on_field(ctx) if c.face_up]


def spell_traps_on_field(ctx: Activation) -> list["Card"]:
    """Every Spell/Trap on the field (Spell & Trap Zones and Field Zones), the activating player's first."""
    return spell_traps_controlled(ctx.duel, ctx.player) + spell_traps_controlled(ctx.duel, ctx.opponent)


def opponents_spell_traps(ctx: Activation) -> list["Card"]:
    """Every Spell/Trap Card the activating player's opponent controls, face-up or face-down: their
    Spell & Trap Zones left to right, then their Field Zone (Harpie's Feather Duster, Dust Tornado,
    Gryphon Wing)."""
    return spell_traps_controlled(ctx.duel, ctx.opponent)


def spell_traps_controlled(duel: "Duel", player: int) -> list["Card"]:
    """The Spell/Trap Cards ``player`` controls: their Spell & Trap Zones (face-up and Set) and
    the Field Spell in their Field Zone (face-up or Set), which counts among "Spells/Traps you
    control" (FS-20). Monsters (and Trap Cards treated as monsters) are not counted."""
    side = duel.players[player]
    cards = [c for c in side.spell_trap_zones if c is not None]
    if side.field_zone is not None:
        cards.append(side.field_zone)
    return cards


def opponents_monsters(ctx: Activation) -> list["Card"]:
    """The monsters the activating player's opponent controls (Main and Extra Monster Zones),
    face-up or face-down."""
    return ctx.duel.monsters(ctx.opponent)


def opponents_face_up_monsters(ctx: Activation) -> list["Card"]:
    """The face-up monsters the activating player's opponent controls (Fissure, Worm Yagan)."""
    return [m for m in ctx.duel.monsters(ctx.opponent) if m.face_up]


def gy_monsters(ctx: Activation, players: Iterable[int] | None = None) -> list["Card"]:
    """The Monster Cards in the GYs of ``players`` (default: both, the activating player's first)."""
    order = [ctx.player, ctx.opponent] if players is None else list(players)
    return [c for p in order for c in ctx.duel.players[p].gy if c.data.is_monster]


def is_face_up_monster(ctx: Activation, card: "Card") -> bool:
    """A face-up monster on the field."""
    return card.location.is_monster_zone and card.face_up


def is_opponents_monster(ctx: Activation, card: "Card") -> bool:
    """A monster the activating player's opponent still controls, face-up or face-down (Change of
    Heart, Soul Exchange, Relinquished)."""
    return card.location.is_monster_zone and card.controller == ctx.opponent


def is_opponents_card(ctx: Activation, card: "Card") -> bool:
    """A card still on the field under the activating player's opponent's control (a Spell/Trap
    target: Dust Tornado, Swarm of Locusts)."""
    return card.on_field and card.controller == ctx.opponent


def control_can_switch(ctx: Activation, card: "Card") -> bool:
    """The control of the monster ``card`` may switch now: no effect that applies to it says it
    cannot ("Control of this face-up card cannot switch": Horus the Black Flame Dragon LV4, flag
    ``rules.monster_changes.CONTROL_CANNOT_SWITCH``), so an effect that takes control of a monster
    may target it (ProjectIgnis's scripts check ``IsControlerCanBeChanged`` when targeting)."""
    from duelcore.rules.monster_changes import CONTROL_CANNOT_SWITCH

    return not ctx.duel.has_flag(card, CONTROL_CANNOT_SWITCH)


def is_opponents_monster_to_take(ctx: Activation, card: "Card") -> bool:
    """A monster the opponent still controls whose control may switch (:func:`is_opponents_monster`
    and :func:`control_can_switch`): the target of "take control of it" (Change of Heart, Mind
    Control)."""
    return is_opponents_monster(ctx, card) and control_can_switch(ctx, card)


def is_on_field(ctx: Activation, card: "Card") -> bool:
    """A card still on the field."""
    return card.on_field


def in_monster_zone(ctx: Activation, card: "Card") -> bool:
    """A card still in a Monster Zone."""
    return card.location.is_monster_zone


def in_attack_position(card: "Card") -> bool:
    """A monster in face-up Attack Position (Mirror Force, Block Attack)."""
    return card.position is Position.FACE_UP_ATTACK


def is_spell_or_trap(card: "Card") -> bool:
    """A Spell or Trap Card, wherever it is (Magical Merchant's excavation, Curse of Royal's
    "destroying 1 Spell or Trap Card", Sacred Phoenix of Nephthys, Solemn Judgment)."""
    return card.data.is_spell or card.data.is_trap


def face_down_defense(card: "Card") -> bool:
    """A monster in face-down Defense Position in a Monster Zone (Acid Trap Hole, the face-down Gardnas)."""
    return card.location.is_monster_zone and card.position is Position.FACE_DOWN_DEFENSE


def of_type(*types: Any) -> Callable[["Card"], bool]:
    """Which monsters: those whose Type is one of ``types`` (MonsterType members)."""

    def check(monster: "Card") -> bool:
        return monster.data.monster_type in types

    return check


def of_real_type(monster_type: MonsterType) -> MonsterTest:
    """"<Type> monster" read from what the card really is (its printed Type), for a Tribute cost
    that may use a face-down monster you control (FD-14). The engine has no Type-changing effect,
    so a face-up monster's Type is its printed one too."""
    return lambda m: m.data.is_monster and m.data.monster_type is not None and bool(m.data.monster_type & monster_type)


def of_attribute(attribute: "Attribute") -> Callable[["Card"], bool]:
    """Which monsters: those whose Attribute is ``attribute`` (an Attribute member)."""

    def check(monster: "Card") -> bool:
        return monster.data.attribute == attribute

    return check


def of_archetype(card: "Card", name: str) -> bool:
    """``card`` is a monster of the archetype called ``name`` (by setcode, read from the card
    database; False when the database knows no such archetype): Ritual Beast Ulti-Apelio's "Ritual
    Beast Tamer" and "Spiritual Beast" monsters, Ritual Beast Tamer Wen's "Ritual Beast"; Rite of
    Spirit's "Gravekeeper's"."""
    return card.data.is_monster and in_archetype(card, name)


def in_archetype(card: "Card", name: str) -> bool:
    """``card``, of any card type, belongs to the archetype called ``name`` (by setcode, read from
    the card database; False when the database knows no such archetype): Toon Table of Contents'
    "Toon" cards (Toon World, Toon Table of Contents itself, the Toon monsters)."""
    code = card.duel.db.archetype_code(name)
    return code is not None and card.data.matches_setcode(code)


def is_reptile_worm(card: "Card") -> bool:
    """A Reptile-Type monster of the "Worm" archetype (Worm King's text), read from its real data.

    Use it only where the card's real data may be read: your own monster as a Tribute (FD-14), or
    a face-up monster. The opponent's face-down monster never counts (FD-15)."""
    data = card.data
    code = card.duel.db.archetype_code(WORM) if card.duel is not None else None
    return (data.is_monster and data.monster_type is not None and bool(data.monster_type & MonsterType.REPTILE)
            and code is not None and data.matches_setcode(code))
