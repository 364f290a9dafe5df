"""Views and knowledge: the duel as one player may know it, and why they cannot do something.

Every per-player rendering goes through :mod:`duelcore.state.knowledge`, so a card hidden from a
player is never named to them (DESIGN §4).

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it).
"""

from __future__ import annotations

from typing import Any

from duelcore.errors import DuelcoreError
from duelcore.rules import why_not as why_not_rules
from duelcore.state.card import Card
from duelcore.state.decision import Action
from duelcore.state.knowledge import card_info


class ViewMixin:
    """Per-player views and why_not (methods of Duel; see the module doc)."""

    def view(self, player: int) -> dict[str, Any]:
        """The duel as ``player`` (0 or 1) may know it: a JSON-ready dict.

        Keys: "player", "turn", "turn_player", "phase", "battle_step", "players" (two dicts with
        "lp", "hand", "hand_count", "deck_count", "deck_top" (the top card of that Deck when the
        player may know it: a face-up Deck under Convulsion of Nature; else None), "extra_deck"
        (own: cards; opponent's: count only, as "extra_deck_count"), "gy", "banished", "main_monster_zones",
        "spell_trap_zones" (a face-up Equip Card's entry also has "equipped_to": the location,
        1-based zone and controller of the monster it is equipped to, public since both players
        saw the equip; a hidden card carries nothing more), "field_zone"), "extra_monster_zones", "chain" (the Chain Links now:
        number, player, card), "attack" (the attack under way: attacker and target, None for a
        direct attack; None outside an attack), "decision" (when it is this player's to answer) and "result". Cards the player may not know carry "hidden": True and
        nothing that identifies them (FD-01, FD-02, FD-03, FD-07; DESIGN §4).

        Raises:
            DuelcoreError: ``player`` is not 0 or 1.
        """
        if isinstance(player, bool) or player not in (0, 1):
            raise DuelcoreError(f"view(player): player must be 0 or 1, got {player!r}")
        from duelcore.state.knowledge import can_see, card_info as info

        def zone_list(zs: list[Card | None]) -> list[dict[str, Any] | None]:
            return [None if c is None else info(c, player) for c in zs]

        def spell_trap_list(zs: list[Card | None]) -> list[dict[str, Any] | None]:
            out = zone_list(zs)
            for entry, c in zip(out, zs):
                host = None if c is None else self._equip_host(c)
                if entry is not None and host is not None and not entry.get("hidden"):
                    entry["equipped_to"] = {"location": host.location.value, "zone": host.zone + 1,
                                            "controller": host.controller}
            return out

        sides = []
        for p in self.players:
            side: dict[str, Any] = {
                "lp": p.lp,
                "hand_count": len(p.hand),
                "hand": [info(c, player) for c in p.hand],
                "deck_count": len(p.deck),
                "deck_top": info(p.deck[-1], player) if p.deck and can_see(p.deck[-1], player) else None,
                "extra_deck_count": len(p.extra_deck),
                "gy": [info(c, player) for c in p.gy],
                "banished": [info(c, player) for c in p.banished],
                "main_monster_zones": zone_list(p.main_monster_zones),
                "spell_trap_zones": spell_trap_list(p.spell_trap_zones),
                "field_zone": None if p.field_zone is None else info(p.field_zone, player),
            }
            if p.index == player:
                side["extra_deck"] = [info(c, player) for c in p.extra_deck]
            sides.append(side)
        out: dict[str, Any] = {
            "player": player,
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": None if self.phase is None else self.phase.value,
            "battle_step": None if self.battle_step is None else self.battle_step.value,
            "rules": self.flags.preset,
            "players": sides,
            "extra_monster_zones": zone_list(self.extra_monster_zones)
            if self.flags.extra_monster_zones
            else None,
            "result": None if self.result is None else self.result.to_dict(),
            "chain": [
                {"number": link.number, "player": link.player, "card": info(link.card, player)}
                for link in self.chain
            ],
            "attack": self._attack_view(player),
        }
        if self._decision is not None and self._decision.player == player:
            out["decision"] = self._decision.to_dict()
        return out

    @staticmethod
    def _equip_host(card: Card) -> Card | None:
        """The monster on the field that the Equip Card ``card`` is equipped to while the link
        holds, else None (its "equipped_to" link: Equip Spells, monsters held as Equip Cards)."""
        link = card.values.get("equipped_to")
        if link is None or not link.valid or not link.card.location.is_monster_zone:
            return None
        return link.card

    def _attack_view(self, player: int) -> dict[str, Any] | None:
        """The attack under way as ``player`` may know it: {"attacker": card, "target": card or
        None for a direct attack}, or None outside an attack (public information: rulebook
        "Battle Phase", attack declaration)."""
        if self.attacking is None:
            return None
        target = self.attack_target
        return {"attacker": card_info(self.attacking, player),
                "target": None if target is None or target == "direct" else card_info(target, player)}

    def why_not(self, player: int, card: Card, action: Action = Action.ACTIVATE) -> list[str]:
        """Why ``player`` cannot take ``action`` with ``card`` now, naming the rule
        (rules.why_not.why_not): activate it (the default), Normal Summon it (Action.NORMAL_SUMMON),
        Set it (SET_MONSTER), Flip Summon it (FLIP_SUMMON), change its battle position
        (CHANGE_POSITION) or declare an attack with it (ATTACK); [] when they can.

        Raises:
            DuelcoreError: ``player`` is not 0 or 1, ``card`` is not a card of this duel, or
                ``action`` is not one of those.
        """
        if isinstance(player, bool) or player not in (0, 1):
            raise DuelcoreError(f"why_not(player): player must be 0 or 1, got {player!r}")
        return why_not_rules.why_not(self, player, card, action=action)
