"""Events: the stream of what happened in a duel, rendered once per player when it happens.

Every event is rendered three times at the moment it is emitted: all-seeing (for logs and
replays) and once from each player's view. The per-player renderings go through
:mod:`duelcore.state.knowledge`, so an event never tells a player what they may not know. The
safe reading is the easy one: :meth:`Event.text` and :meth:`Event.for_player` need the player;
the all-seeing forms are asked for by name (:attr:`Event.all_seeing`,
:meth:`Event.text_all_seeing`).
Logs, replays and user interfaces are built from events. Source: DESIGN §1 and §4.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# How each event reads, from the fields of its rendering. {P} is the acting player as the reader
# knows them ("You", "Opponent", or "Player N" in the all-seeing rendering); {card} and {target}
# are card names or, when hidden from the reader, what anyone may say of them.
TEMPLATES: dict[str, str] = {
    "duel_start": "Duel start: {rules} rules{format_text}, {lp_text}; Player {first} goes first",
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
    "attack_stopped_by": "{P}'s {card} cannot attack now ({by}): its attack stops",
    "attack_taken_back": "{P}'s {card} did not attack: it may still attack this Battle Phase",
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
    "lp_exchanged": "The players exchanged their LP (Player 1: LP {lp_1}, Player 2: LP {lp_2})",
    "control_changed": "{P} took control of {card} (Main Monster Zone {zone})",
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
    "shuffled_face_down": "{P} shuffled the face-down monsters in Main Monster Zones {zones}",
    "placed_on_deck": "{card} was placed on top of the Deck",
    "excavated": "{P} excavated {cards}",
    "shuffled_into_deck": "{P} shuffled {cards} into the Deck",
    "procedure_summon": "{P} {how}ed {card} ({where})",
    "attached": "{card} was attached to {target} as Xyz Material",
    "detached": "{card} was detached from {target}",
    "banished": "{card} was banished",
    "returned_to_extra_deck": "{card} was returned to the Extra Deck",
    "changed_position": "{card} was changed to {position}",
    "zones_disabled": "{card}: {P} selected Main Monster Zone(s) {zones} of the opponent; they cannot be used",
    "token_summon": "{P} Special Summoned {card} ({where})",
    "duel_end": "{result_text}",
}


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, rendered when it happened for each player and for no one.

    Read an event as a player may see it with :meth:`text` and :meth:`for_player`; both need
    the player (0 or 1). What a player may not know (the card an opponent drew or Set) is hidden
    there. Only two members are **all-seeing**, and say so in their names: :attr:`all_seeing`
    (the rendering that names every card, as logs and replay files store it) and
    :meth:`text_all_seeing` ("Player 2 drew Ryu-Kishin Powered"). Never show those to a player.
    :attr:`kind`, :attr:`player` and :attr:`turn` are known to both players. ``repr()`` shows
    only those.

    Attributes:
        kind: the event's name, a key of TEMPLATES (e.g. "draw", "normal_summon").

    The renderings are the event's own data and are read-only: where two readers' renderings are
    alike they are one dict (an event without a card: all three), so copy one before changing it.

    Source: DESIGN §1 (the event stream) and §4 (events are rendered from each player's view).
    """

    kind: str
    # (all-seeing, player 0's, player 1's) JSON-ready dicts, each with "kind", "turn", "player"
    # and the event's fields; card fields are knowledge.card_info dicts. Read them through the
    # methods below, which name whose view they give.
    _renderings: tuple[dict[str, Any], dict[str, Any], dict[str, Any]] = field(repr=False)

    @property
    def player(self) -> int | None:
        """The acting player (0 or 1), or None for events of no one (known to both players)."""
        return self._renderings[0].get("player")

    @property
    def turn(self) -> int:
        """The turn the event happened in (0 for the opening draws; known to both players)."""
        return self._renderings[0]["turn"]

    @property
    def all_seeing(self) -> dict[str, Any]:
        """ALL-SEEING: the rendering that names every card, hidden or not (as logs and replay
        files store it). Never show it to a player; use :meth:`for_player`."""
        return self._renderings[0]

    def for_player(self, player: int) -> dict[str, Any]:
        """The rendering ``player`` (0 or 1) may see: cards hidden from them carry no identity.

        Raises:
            ValueError: ``player`` is not 0 or 1 (for the all-seeing rendering, read
                :attr:`all_seeing`).
        """
        return self._renderings[_reader(player, "rendering is Event.all_seeing")]

    def text(self, player: int) -> str:
        """The event as one line of English as ``player`` (0 or 1) may see it ("Opponent drew a
        card"; "You" and "Opponent" name the players).

        Raises:
            ValueError: ``player`` is not 0 or 1 (for the all-seeing text, call
                :meth:`text_all_seeing`).
        """
        return render_text(self._renderings[_reader(player, "text is Event.text_all_seeing()")], player)

    def text_all_seeing(self) -> str:
        """ALL-SEEING: the event as one line of English naming every card ("Player 2 drew
        Ryu-Kishin Powered"), for logs and for watching a duel between programs. Never show it to
        a player; use :meth:`text`."""
        return render_text(self._renderings[0], None)


def _reader(player: Any, all_seeing: str) -> int:
    """The index in Event._renderings of ``player``'s rendering; ValueError unless 0 or 1."""
    if isinstance(player, bool) or player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, got {player!r} (the all-seeing {all_seeing})")
    return player + 1


def _player_word(player: int | None, viewer: int | None) -> str:
    if player is None:
        return ""
    if viewer is None:
        return f"Player {player + 1}"
    return "You" if player == viewer else "Opponent"


def render_text(rendering: dict[str, Any], viewer: int | None) -> str:
    """Render one event dict as text for ``viewer``: a player's rendering (from
    :meth:`Event.for_player`) with that player (0 or 1), or the all-seeing one (from
    :attr:`Event.all_seeing`, or a replay file's event line) with None ("Player 1", "Player 2")."""
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
    if kind == "duel_start":  # a duel of a game format names it and its card texts
        fmt = rendering.get("format")
        fields["format_text"] = f" of the {fmt} format (card texts of {rendering.get('card_texts')})" if fmt else ""
    if kind == "turn":
        fields["turn_verb"] = "take your turn" if fields["P"] == "You" else "takes the turn"
    try:
        return template.format_map(_Missing(fields))
    except (ValueError, IndexError):
        return f"{kind}: {rendering}"


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return "?"
