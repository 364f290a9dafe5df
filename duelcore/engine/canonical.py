"""The canonical state and its hash, and the replay header.

:meth:`CanonicalMixin.canonical_state` is the whole state in one canonical JSON-ready form
(omniscient; never shown to players); its SHA-256 is recorded at the start of every turn, so a
replay that no longer matches fails loudly (DESIGN §6).

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it).
"""

from __future__ import annotations

import hashlib
import json
import struct
from typing import Any

from duelcore import __version__
from duelcore.state.card import Card


class CanonicalMixin:
    """Canonical state, state hash and replay header (methods of Duel; see the module doc)."""

    def canonical_state(self) -> dict[str, Any]:
        """The whole state in a canonical JSON-ready form (omniscient; includes Deck order and the
        random generator's state): every card with its facts, Xyz Materials, effects applied to it
        and who it was revealed to, a monster's ATK/DEF on the field, player and delayed effects,
        and the chain. Used for state hashes; never shown to players."""

        def c(card: Card | None) -> Any:
            if card is None:
                return None
            out = [
                card.uid,
                card.data.passcode,
                card.controller,
                None if card.position is None else card.position.name,
                card.incarnation,
                card.turn_placed,
                None if card.summon_type is None else card.summon_type.name,
                card.position_changed_turn,
                card.attack_declared_turn,
                card.attacks_this_turn,
                card.face_down_count,
                sorted(card.revealed_to),
                [m.uid for m in card.materials],
                sorted(a.flag or "" for a in card.applied),
            ]
            if card.location.is_monster_zone and card.data.is_monster:
                out += [card.atk, card.defense]
            return out

        sides = []
        for p in self.players:
            sides.append(
                {
                    "lp": p.lp,
                    "hand": [c(x) for x in p.hand],
                    "deck": [c(x) for x in p.deck],
                    "extra": [c(x) for x in p.extra_deck],
                    "gy": [c(x) for x in p.gy],
                    "banished": [c(x) for x in p.banished],
                    "mmz": [c(x) for x in p.main_monster_zones],
                    "stz": [c(x) for x in p.spell_trap_zones],
                    "fz": c(p.field_zone),
                    "ns": p.normal_summons_this_turn,
                }
            )
        version, internal, gauss = self.rng.getstate()
        rng_digest = hashlib.sha256(struct.pack(f"<{len(internal)}I", *internal)).hexdigest()
        return {
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": None if self.phase is None else self.phase.name,
            "players": sides,
            "emz": [c(x) for x in self.extra_monster_zones],
            "rng": [version, rng_digest, gauss],
            "player_effects": sorted([pe.player, pe.flag, pe.expires_turn] for pe in self.player_effects),
            "delayed": len(self.delayed_effects),
            "chain": [[link.number, link.card.uid] for link in self.chain],
        }

    def state_hash(self) -> str:
        """SHA-256 (hex) of :meth:`canonical_state` as canonical JSON; the same in every process."""
        text = json.dumps(self.canonical_state(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def header(self) -> dict[str, Any]:
        """The replay header: engine version, seed, rules preset and flags, game format and card
        texts, decks or set-up, first player."""
        return {
            "type": "header",
            "engine": "duelcore",
            "version": __version__,
            "seed": self.record.seed,
            "rules": self.flags.preset,
            "flags": self.flags.to_dict(),
            "format": self.record.format,
            "card_texts": self.record.card_texts,
            "first_player": self.record.first_player,
            "decks": self.record.decks,
            "setup": self.record.setup,
        }
