"""A face-down monster flipped face-up by a card effect, whichever card does it, is one rule:
face-up Defense Position (not a Flip Summon), a new timestamp, a new face-up stint (links to its
face-down self are cut) and the "flipped" trigger event (its FLIP effect activates).

Acid Trap Hole and the monsters that flip themselves (Mid Shield Gardna, Big Shield Gardna,
Deus X-Krawler, Amaterasu) once flipped through a private helper that skipped the new stint;
they now all go through ``Duel.change_to_face_up_defense``.

Sources: rulebook "Flip"; FD-20, FD-23 (links to the face-down monster are cut); FS-19.
"""

from __future__ import annotations

from duelcore.state.enums import Position
from duelcore.scenarios import build_duel


def _choose(duel, text: str) -> None:
    offered = [o.text for o in duel.decision.options]
    assert text in offered, f"{text!r} not offered; offered: {offered}"
    duel.apply_action(offered.index(text))


def test_acid_trap_hole_flip_starts_a_new_face_up_stint():
    """Acid Trap Hole flips a face-down Big Shield Gardna (2600 DEF) face-up, then turns it
    face-down again: two changes of face, each counted, and the "flipped" log event."""
    duel = build_duel({
        "turn": 4, "turn_player": 2, "phase": "Main Phase 1",
        "players": {
            1: {"deck": ["Doron"], "spell_trap_zones": {1: "Acid Trap Hole"}},
            2: {"deck": ["Doron"], "main_monster_zones": {1: {"card": "Big Shield Gardna", "position": "face-down defense"}}},
        },
    })
    gardna = duel.players[1].main_monster_zones[0]
    before = gardna.face_down_count
    _choose(duel, "Enter the Battle Phase")
    _choose(duel, "Activate Acid Trap Hole")
    assert gardna.location.is_monster_zone and gardna.position is Position.FACE_DOWN_DEFENSE
    assert gardna.face_down_count == before + 2  # face-up (a flip by an effect), then face-down
    kinds = [e.kind for e in duel.events]
    assert "flipped" in kinds and "changed_to_face_down" in kinds

