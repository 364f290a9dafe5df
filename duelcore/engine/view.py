"""Views and knowledge: the duel as one player may know it, and why they cannot do something.

Every per-player rendering goes through :mod:`duelcore.state.knowledge`, so a card hidden from a
player is never named to them (DESIGN §4).

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it).
"""

from __future__ import annotations

from typing import Any, Callable

from duelcore.errors import DuelcoreError
from duelcore.rules import why_not as why_not_rules
from duelcore.rules.stats import standing_still
from duelcore.state.card import Card
from duelcore.state.decision import Action
from duelcore.state.knowledge import CardFacts, CardPlace, can_see, card_facts, card_info, card_place


#: Piles of :meth:`ViewMixin._pile_facts` kept at most (then forgotten all at once).
_PILES_KEPT = 1024


def _pile_info(cards: list[Card], player: int) -> list[dict[str, Any]]:
    """``card_info(card, player)`` of each card of a pile (:meth:`ViewMixin.view`)."""
    return [card_info(c, player) for c in cards]


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
        with standing_still(self):
            return self._full_view(player)

    def _full_view(self, player: int) -> dict[str, Any]:
        """:meth:`view` of a valid ``player``."""
        sides = self._view_sides(player, card_info, _pile_info)
        for p, side in zip(self.players, sides):
            for entry, c in zip(side["spell_trap_zones"], p.spell_trap_zones):
                host = None if c is None else self._equip_host(c)
                if entry is not None and host is not None and not entry.get("hidden"):
                    entry["equipped_to"] = {"location": host.location.value, "zone": host.zone + 1,
                                            "controller": host.controller}
        out: dict[str, Any] = {
            "player": player,
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": None if self.phase is None else self.phase.value,
            "battle_step": None if self.battle_step is None else self.battle_step.value,
            "rules": self.flags.preset,
            "players": sides,
            "extra_monster_zones": self._view_zones(self.extra_monster_zones, player, card_info)
            if self.flags.extra_monster_zones
            else None,
            "result": None if self.result is None else self.result.to_dict(),
            "chain": [
                {"number": link.number, "player": link.player, "card": card_info(link.card, player)}
                for link in self.chain
            ],
            "attack": self._attack_view(player),
        }
        if self._decision is not None and self._decision.player == player:
            out["decision"] = self._decision.to_dict()
        return out

    def compact_view(self, player: int) -> dict[str, Any]:
        """What :meth:`view` says of the cards and the duel's state, with every card as a
        ``knowledge.card_facts`` tuple (passcode or None when hidden, location, zone, position,
        controller, Level, ATK, DEF) instead of a card_info dict: the observation encoder's read
        (duelcore.env), which would otherwise make a dict for every card at every step.

        Keys: "player", "turn", "turn_player", "phase", "players" (two dicts with the keys of
        :meth:`view`'s, the cards in the same order and hidden from the same players; the hand,
        GY, banished cards and Extra Deck as tuples, the same tuple from one call to the next
        while nothing said of their cards changes), "extra_monster_zones", "chain" (the Chain
        Links now: (number, player, card) tuples), "battle_step" (as in :meth:`view`), "attack"
        (None outside an attack, else (attacker, target or None for a direct attack), each a
        ``knowledge.card_place`` tuple). It leaves out what the encoder does not read: "rules",
        "result", "decision", "equipped_to", card names. Who
        may know a card is decided as for :meth:`view` (:func:`can_see`), by the same code
        (:meth:`_view_sides`).

        Raises:
            DuelcoreError: ``player`` is not 0 or 1.
        """
        if isinstance(player, bool) or player not in (0, 1):
            raise DuelcoreError(f"compact_view(player): player must be 0 or 1, got {player!r}")
        with standing_still(self):
            return {
                "player": player,
                "turn": self.turn,
                "turn_player": self.turn_player,
                "phase": None if self.phase is None else self.phase.value,
                "players": self._view_sides(player, card_facts, self._pile_facts),
                "extra_monster_zones": self._view_zones(self.extra_monster_zones, player, card_facts)
                if self.flags.extra_monster_zones
                else None,
                "chain": [(link.number, link.player, card_facts(link.card, player)) for link in self.chain],
                "battle_step": None if self.battle_step is None else self.battle_step.value,
                "attack": self._compact_attack(player),
            }

    def _compact_attack(self, player: int) -> tuple[CardPlace, CardPlace | None] | None:
        """The attack under way as :meth:`_attack_view` gives it, each card as its
        ``knowledge.card_place`` tuple: (attacker, target or None for a direct attack), or None
        outside an attack."""
        if self.attacking is None:
            return None
        target = self.attack_target
        return (card_place(self.attacking, player),
                None if target is None or target == "direct" else card_place(target, player))

    @staticmethod
    def _view_zones(zones: list[Card | None], player: int, render: Callable[[Card, int], Any]) -> list[Any]:
        """``render(card, player)`` of each card of a row of zones (None for an empty zone)."""
        return [None if c is None else render(c, player) for c in zones]

    def _view_sides(self, player: int, render: Callable[[Card, int], Any],
                    render_pile: Callable[[list[Card], int], Any]) -> list[dict[str, Any]]:
        """Both players' sides as ``player`` may know them, each card rendered by ``render``
        (card_info or card_facts) and each pile off the field (hand, GY, banished, Extra Deck)
        by ``render_pile`` (the same for each of its cards): the "players" of :meth:`view` and
        :meth:`compact_view`."""
        zones = self._view_zones
        sides = []
        for p in self.players:
            side: dict[str, Any] = {
                "lp": p.lp,
                "hand_count": len(p.hand),
                "hand": render_pile(p.hand, player),
                "deck_count": len(p.deck),
                "deck_top": render(p.deck[-1], player) if p.deck and can_see(p.deck[-1], player) else None,
                "extra_deck_count": len(p.extra_deck),
                "gy": render_pile(p.gy, player),
                "banished": render_pile(p.banished, player),
                "main_monster_zones": zones(p.main_monster_zones, player, render),
                "spell_trap_zones": zones(p.spell_trap_zones, player, render),
                "field_zone": None if p.field_zone is None else render(p.field_zone, player),
            }
            if p.index == player:
                side["extra_deck"] = render_pile(p.extra_deck, player)
            sides.append(side)
        return sides

    def _pile_facts(self, cards: list[Card], player: int) -> tuple[CardFacts, ...]:
        """``card_facts(card, player)`` of each card of a pile off the field, as a tuple; the same
        tuple while nothing it depends on changes (the observation encoder keeps what it made of
        a pile with the pile): which cards, in which order, and each card's place, position,
        controller and who it was revealed to (what card_facts depends on off the field besides
        the card's identity, as card_info's cache: ``knowledge.card_facts``). A card's identity
        changes only when a determinization is applied, which forgets every pile kept
        (``engine.determinize.apply_determinization``), as it forgets ``Card.info_cache``."""
        if not cards:
            return ()
        cards = tuple(cards)
        key = (player, cards, tuple([(c.location, c.controller, c.zone, c.position, c.revealed_to) for c in cards]))
        piles = self._view_piles
        facts = piles.get(key)
        if facts is None:
            facts = tuple([card_facts(c, player) for c in cards])
            if len(piles) >= _PILES_KEPT:
                piles.clear()
            piles[key] = facts
        return facts

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
