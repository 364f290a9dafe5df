"""Events: the stream of what happened in a duel, rendered once per player when it happens.

Every event is rendered three times at the moment it is emitted: omniscient (for logs and
replays) and once from each player's view. The per-player renderings go through
:mod:`duelcore.engine.knowledge`, so an event never tells a player what they may not know.
Logs, replays and user interfaces are built from events. Source: DESIGN §1 and §4.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# How each event reads, from the fields of its rendering. {P} is the acting player as the reader
# knows them ("You", "Opponent", or "Player N" in the omniscient rendering); {card} and {target}
# are card names or, when hidden from the reader, what anyone may say of them.
TEMPLATES: dict[str, str] = {
    "duel_start": "Duel start: {rules} rules, {lp_text}; Player {first} goes first",
    "shuffle": "{P} shuffled the Deck",
    "turn": "Turn {turn}: {P} {turn_verb}",
    "phase": "{phase}",
    "battle_step": "{step}",
    "damage_step": "Damage Step: {timing}",
    "draw": "{P} drew {card}",
    "normal_summon": "{P} Normal Summoned {card} (Main Monster Zone {zone})",
    "tribute_summon": "{P} Tribute Summoned {card} (Main Monster Zone {zone})",
    "set_monster": "{P} Set {card} (Main Monster Zone {zone})",
    "tributed": "{P} Tributed {card}",
    "flip_summon": "{P} Flip Summoned {card}",
    "change_position": "{P} changed {card} to {position}",
    "attack": "{P} attacked {target} with {card}",
    "direct_attack": "{P} attacked directly with {card}",
    "replay": "Replay: the monsters {P} could attack changed",
    "replay_target": "{P} chose {target} as the new attack target of {card}",
    "replay_direct_attack": "{P} chose to attack directly with {card}",
    "attack_stopped": "{P}'s {card} did not attack",
    "flipped": "{card} was flipped face-up",
    "battle_damage": "{P} took {amount} battle damage (LP {lp})",
    "no_battle_damage": "{P}: no battle damage (it would have been {amount})",
    "modifiers_reversed": "Until the End Phase, effects that add or subtract ATK or DEF work the other way round",
    "destroyed_by_battle": "{card} was destroyed by battle",
    "sent_to_gy": "{card} was sent to the GY",
    "discard": "{P} discarded {card} for the hand limit",
    "discarded": "{P} discarded {card}",
    "deck_out": "{P} must draw but the Deck is empty",
    "set_spell_trap": "{P} Set {card} ({where})",
    "chain_link": "Chain Link {number}: {P} activated {card}{target_text}",
    "chain_resolving": "The chain resolves",
    "chain_resolved": "The chain has resolved",
    "link_resolves": "Chain Link {number} ({card}) resolves",
    "link_negated": "Chain Link {number} ({card}) resolves with its effect negated",
    "effect_stopped": "The effect of {card} is negated: {text}",
    "link_skipped": "Chain Link {number} ({card}) does not resolve: {why}",
    "missed_timing": "{card} missed the timing",
    "destroyed": "{card} was destroyed",
    "destroyed_instead": "{card} was destroyed instead: Chain Link {number} will not destroy {count} Trap Card(s) of {P}",
    "special_summon": "{P} Special Summoned {card} ({where})",
    "returned_to_hand": "{card} was returned to the hand",
    "paid_lp": "{P} paid {amount} LP (LP {lp})",
    "effect_damage": "{P} took {amount} damage (LP {lp})",
    "lp_gained": "{P} gained {amount} LP (LP {lp})",
    "control_changed": "{P} took control of {card} (Main Monster Zone {zone})",
    "control_changed_in_place": "{P} took control of {card} (it stays in its Extra Monster Zone)",
    "changed_to_face_down": "{card} was changed to face-down Defense Position",
    "activation_negated": "The activation of {card} was negated",
    "summon_negated": "The Summon of {card} was negated",
    "added_to_hand": "{P} added {card} to the hand",
    "equipped": "{card} was equipped to {target}",
    "stat_changed": "{card}: {text}",
    "declared": "{P} declared {text} for {card}",
    "die_rolled": "{P} rolled a die for {card}: {result}",
    "coin_tossed": "{P} tossed a coin for {card}: {result}",
    "looked_at": "{P} looked at {cards}",
    "placed_on_deck": "{card} was placed on top of the Deck",
    "procedure_summon": "{P} {how}ed {card} ({where})",
    "attached": "{card} was attached to {target} as Xyz Material",
    "detached": "{card} was detached from {target}",
    "banished": "{card} was banished",
    "returned_to_extra_deck": "{card} was returned to the Extra Deck",
    "changed_position": "{card} was changed to {position}",
    "token_summon": "{P} Special Summoned {card} ({where})",
    "duel_end": "{result_text}",
}


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    Attributes:
        kind: the event's name, a key of TEMPLATES (e.g. "draw", "normal_summon").
        renderings: (omniscient, player 0's, player 1's) JSON-ready dicts, each with "kind",
            "turn", "player" and the event's fields; card fields are knowledge.card_info dicts.
    """

    kind: str
    renderings: tuple[dict[str, Any], dict[str, Any], dict[str, Any]]

    @property
    def player(self) -> int | None:
        """The acting player (0 or 1), or None for events of no one."""
        return self.renderings[0].get("player")

    @property
    def data(self) -> dict[str, Any]:
        """The omniscient rendering."""
        return self.renderings[0]

    def for_player(self, viewer: int | None) -> dict[str, Any]:
        """The rendering for ``viewer`` (0 or 1), or the omniscient one for None.

        Raises:
            ValueError: ``viewer`` is neither None, 0 nor 1.
        """
        if viewer is None:
            return self.renderings[0]
        if isinstance(viewer, bool) or viewer not in (0, 1):
            raise ValueError(f"viewer must be None, 0 or 1, got {viewer!r}")
        return self.renderings[viewer + 1]

    def text(self, viewer: int | None = None) -> str:
        """The event as one line of English, from ``viewer``'s view (None: omniscient)."""
        return render_text(self.for_player(viewer), viewer)


def _player_word(player: int | None, viewer: int | None) -> str:
    if player is None:
        return ""
    if viewer is None:
        return f"Player {player + 1}"
    return "You" if player == viewer else "Opponent"


def render_text(rendering: dict[str, Any], viewer: int | None) -> str:
    """Render one event dict (from :meth:`Event.for_player`) as text for ``viewer``."""
    kind = rendering["kind"]
    template = TEMPLATES.get(kind, kind)
    fields: dict[str, Any] = {}
    for key, value in rendering.items():
        if isinstance(value, dict) and "location" in value:
            fields[key] = value.get("name", "a card")
        elif isinstance(value, list) and value and all(isinstance(v, dict) and "location" in v for v in value):
            fields[key] = ", ".join(v.get("name", "a card") for v in value)
        else:
            fields[key] = value
    targets = fields.get("targets")
    fields["target_text"] = f" targeting {targets}" if targets else ""
    fields["P"] = _player_word(rendering.get("player"), viewer)
    if kind == "set_spell_trap" and isinstance(rendering.get("card"), dict) and rendering["card"].get("hidden"):
        fields["card"] = "a card"  # "Opponent Set a card (Spell & Trap Zone 2)"
    if kind == "turn":
        fields["turn_verb"] = "take your turn" if fields["P"] == "You" else "takes the turn"
    try:
        return template.format_map(_Missing(fields))
    except (ValueError, IndexError):
        return f"{kind}: {rendering}"


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return "?"
