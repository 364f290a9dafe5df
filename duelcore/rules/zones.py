"""Monster Zones for summons: Main Monster Zones, the shared Extra Monster Zones, Link Arrows.

Source: rulebook (Master Rule 2020) "Extra Monster Zone" and "Link Monsters":

- A monster Special Summoned from the Extra Deck goes to an Extra Monster Zone, or to a Main
  Monster Zone: any Main Monster Zone for a Fusion, Synchro or Xyz Monster (flag
  ``extra_deck_to_main_monster_zone``), but only one a Link Monster points to for a Link Monster
  (and for Pendulum Monsters from the Extra Deck). A player may use at most one Extra Monster Zone.
- Monsters from anywhere else go to a Main Monster Zone.
- Under the ``2006`` preset there is no Extra Monster Zone: every monster goes to a Main Monster Zone.

Geometry: the field is a grid seen from player 1's side (player index 0). Row 2 holds player 1's
Main Monster Zones (columns 0-4, left to right), row 1 the Extra Monster Zones (columns 1 and 3,
index 0 and 1), row 0 player 2's Main Monster Zones (their zone ``i`` at column ``4 - i``). Link
Arrows are given from the controller's side, so player 2's are turned around.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.types import LinkArrow
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process

#: Arrow -> (dx, dy) on the grid from player 1's side (dy -1 points away from player 1).
_ARROWS = {
    LinkArrow.TOP_LEFT: (-1, -1),
    LinkArrow.TOP: (0, -1),
    LinkArrow.TOP_RIGHT: (1, -1),
    LinkArrow.LEFT: (-1, 0),
    LinkArrow.RIGHT: (1, 0),
    LinkArrow.BOTTOM_LEFT: (-1, 1),
    LinkArrow.BOTTOM: (0, 1),
    LinkArrow.BOTTOM_RIGHT: (1, 1),
}
_EMZ_COLUMNS = (1, 3)


def cell_of(card: "Card") -> tuple[int, int] | None:
    """The (row, column) of a monster on the grid, or None off the Monster Zones."""
    if card.location is Location.MAIN_MONSTER_ZONE:
        return (2, card.zone) if card.controller == 0 else (0, 4 - card.zone)
    if card.location is Location.EXTRA_MONSTER_ZONE:
        return (1, _EMZ_COLUMNS[card.zone])
    return None


def zone_at(row: int, col: int) -> tuple[int | None, Location, int] | None:
    """The zone at a grid cell: (owner of the Main Monster Zone or None, Location, index)."""
    if not 0 <= col <= 4:
        return None
    if row == 2:
        return (0, Location.MAIN_MONSTER_ZONE, col)
    if row == 0:
        return (1, Location.MAIN_MONSTER_ZONE, 4 - col)
    if row == 1 and col in _EMZ_COLUMNS:
        return (None, Location.EXTRA_MONSTER_ZONE, _EMZ_COLUMNS.index(col))
    return None


def pointed_zones(card: "Card") -> list[tuple[int | None, Location, int]]:
    """The zones a face-up Link Monster's Link Arrows point to."""
    data = card.data
    cell = cell_of(card)
    if not data.is_link or cell is None or not card.face_up:
        return []
    row, col = cell
    flip = -1 if card.controller == 1 else 1
    out = []
    for arrow, (dx, dy) in _ARROWS.items():
        if data.link_arrows & arrow:
            z = zone_at(row + dy * flip, col + dx * flip)
            if z is not None:
                out.append(z)
    return out


def disabled_main_monster_zones(duel: "Duel", player: int) -> set[int]:
    """The indices (0-4) of ``player``'s Main Monster Zones that cannot be used now: those a live
    Continuous Effect names (``Effect.disables_zones``: "The selected zones cannot be used",
    Ojama King). Source: Ojama King's text and UDE FAQ (goatrulings.com "Ojama King")."""
    out: set[int] = set()
    for effect in duel.live_continuous_effects("disables_zones"):
        out.update(i for p, i in effect.disables_zones(duel, effect.card) if p == player)
    return out


def usable_main_monster_zones(duel: "Duel", player: int) -> list[int]:
    """Indices (0-4) of ``player``'s Main Monster Zones a card may be placed in now, left to
    right: empty, and not made unusable by a Continuous Effect (:func:`disabled_main_monster_zones`).
    Every placement of a monster in a Main Monster Zone (Summons, Sets, Special Summons, a change
    of control, Tokens) asks this. Source: rulebook "Monster Zones"; Ojama King's text."""
    free = duel.players[player].free_main_monster_zones()
    if not free:
        return free
    disabled = disabled_main_monster_zones(duel, player)
    return [i for i in free if i not in disabled] if disabled else free


def summon_zones(duel: "Duel", player: int, card: "Card") -> list[tuple[Location, int]]:
    """The zones ``card`` may be Special Summoned to on ``player``'s side now."""
    mmz = [(Location.MAIN_MONSTER_ZONE, i) for i in usable_main_monster_zones(duel, player)]
    from_extra = card.location is Location.EXTRA_DECK
    if not from_extra or not duel.flags.extra_monster_zones:
        return mmz
    out: list[tuple[Location, int]] = []
    uses_emz = any(c is not None and c.controller == player for c in duel.extra_monster_zones)
    if not uses_emz:
        out.extend((Location.EXTRA_MONSTER_ZONE, i) for i, c in enumerate(duel.extra_monster_zones) if c is None)
    data = card.data
    if data.is_link or data.is_pendulum:
        pointed = {
            (loc, i)
            for link in duel.monsters(0) + duel.monsters(1)
            for owner, loc, i in pointed_zones(link)
            if owner == player and loc is Location.MAIN_MONSTER_ZONE
        }
        out.extend(z for z in mmz if z in pointed)
    elif duel.flags.extra_deck_to_main_monster_zone:
        out.extend(mmz)
    return out


def choose_summon_zone(duel: "Duel", player: int, card: "Card") -> "Process":
    """``player`` chooses where ``card`` is Special Summoned; returns (Location, index)."""
    zones = summon_zones(duel, player, card)
    options = [Option(Action.ZONE, f"{loc.value} {i + 1}", zone=i + 1) for loc, i in zones]
    choice = yield from duel.ask(player, DecisionKind.SELECT_ZONE, f"Select a zone for {card.name}", options, zones)
    return choice
