"""Who may know what: the one place that decides whether a player may see a card.

Every per-player rendering (views, Decision options, events) goes through :func:`can_see` and
:func:`card_info`, so hidden information cannot leak through a path that forgot to hide it.

Source: DESIGN §4; FD-01 (a face-down card on the field is private to its controller), FD-02 and
FD-03 (a face-down card is known only to be a monster, or a Spell/Trap), FD-07 (face-down banished
cards are hidden from the opponent); rulebook: a player may not look at their own Deck.
"""

from __future__ import annotations

from typing import Any

from duelcore.state.card import Card
from duelcore.cards.types import CardKind
from duelcore.state.enums import Location, Position


def can_see(card: Card, player: int) -> bool:
    """Whether ``player`` (0 or 1) may know the identity of ``card`` where it is now.

    A card revealed to the player (``card.revealed_to``) is known to them until it moves.
    Deck: nobody (not even the owner knows the order). Hand: its controller. Extra Deck: its
    owner. GY: everyone. On the field and banished: everyone when face-up, else only its
    controller (for banished cards, the owner). A face-down monster held as an Equip Card is
    known only to those it was revealed to (its owner), its controller seeing "a face-down Equip
    Spell" (FD-18).
    """
    if player in card.revealed_to:
        return True
    loc = card.location
    if loc is Location.GY or loc is Location.XYZ_MATERIAL:
        return True
    if loc is Location.DECK:
        return False
    if loc is Location.HAND:
        return player == card.controller
    if loc is Location.EXTRA_DECK:
        return player == card.owner
    pos = card.position
    if pos is not None and pos.face_up:
        return True
    if loc is Location.SPELL_TRAP_ZONE and card.values.get("equip_card"):
        # A face-down monster held as an Equip Card (Relinquished): its card type is known to
        # both players, its identity only to those who knew it (its owner) (FD-18).
        return False
    return player == card.controller


def hidden_description(card: Card) -> str:
    """What anyone may say of a card without knowing it: "a face-down monster", "a Set card", "a card".

    Source: FD-02 (a face-down card in a Monster Zone is "a monster"), FD-03 (a face-down card in
    a Spell & Trap Zone is "a Spell or a Trap"), FD-18 (a face-down monster held as an Equip
    Card is "a face-down Equip Spell").
    """
    loc = card.location
    if loc.is_monster_zone:
        return "a face-down monster"
    if loc is Location.SPELL_TRAP_ZONE and card.values.get("equip_card"):
        return "a face-down Equip Spell"  # its card type is known (FD-18)
    if loc is Location.SPELL_TRAP_ZONE or loc is Location.FIELD_ZONE:
        return "a Set card"
    if loc is Location.BANISHED:
        return "a face-down banished card"
    return "a card"


def card_info(card: Card, viewer: int | None, known: bool | None = None) -> dict[str, Any]:
    """A JSON-ready description of ``card`` as ``viewer`` may know it.

    Args:
        card: the card.
        viewer: player index, or None for the omniscient rendering (logs, replays).
        known: force the identity to be shown (True) or hidden (False); default :func:`can_see`.

    Returns:
        Always ``location``, ``controller``, and ``zone`` (1-based, on the field) and ``position``
        where they apply. When known, also ``name``, ``passcode``, ``kind`` and, for monsters,
        ``atk``, ``def``, ``level``; and ``uid`` in the omniscient rendering only. When hidden,
        ``hidden: True`` and nothing that identifies the card (no passcode, no uid).

    Off the field (hand, Deck, Extra Deck, GY, banished), without Xyz Materials, what it says
    depends only on the card's place, position, controller and who it was revealed to, so it is
    made once for each of those and copied after (``Card.info_cache``): views of long duels read
    whole GYs at every step.
    """
    loc = card.location
    if loc.on_field or card.materials:
        return _card_info(card, viewer, known)
    key = (viewer, known, loc, card.controller, card.zone, card.position, card.revealed_to)
    info = card.info_cache.get(key)
    if info is None:
        info = _keep(card, key, _card_info(card, viewer, known))
    return info.copy()


def _keep(card: Card, key: tuple, value: Any) -> Any:
    """Keep ``value`` in ``card.info_cache`` under ``key`` (at most 8 kept: the cache is emptied
    when full) and return it."""
    cache = card.info_cache
    if len(cache) >= 8:
        cache.clear()
    cache[key] = value
    return value


class LaterCardInfo:
    """:func:`card_info` of a card for a viewer, made when it is called (a Decision option's
    card, rendered only if someone reads it: ``decision.Option``); :meth:`place` gives its
    :func:`card_place` without making the dict.

    Args:
        card, viewer, known: as for :func:`card_info`.
    """

    __slots__ = ("card", "viewer", "known")

    def __init__(self, card: Card, viewer: int | None, known: bool | None = None) -> None:
        self.card = card
        self.viewer = viewer
        self.known = known

    def __call__(self) -> dict[str, Any]:
        """``card_info(card, viewer, known)`` as the card is now."""
        return card_info(self.card, self.viewer, self.known)

    def place(self) -> CardPlace:
        """``card_place(card, viewer, known)`` as the card is now."""
        return card_place(self.card, self.viewer, self.known)


def card_info_later(card: Card, viewer: int | None, known: bool | None = None) -> LaterCardInfo:
    """:func:`card_info` of ``card`` for ``viewer``, made when it is called (a Decision option's
    card, rendered only if someone reads it: ``decision.Option``)."""
    return LaterCardInfo(card, viewer, known)


#: :func:`card_facts`' tuple: (passcode or None when hidden, location, zone, position, controller,
#: Level, ATK, DEF), the values of :func:`card_info`'s keys of those names.
CardFacts = tuple[int | None, str, int | None, str | None, int, int | None, int | None, int | None]


def card_facts(card: Card, viewer: int | None, known: bool | None = None) -> CardFacts:
    """What :func:`card_info` says of ``card``'s identity, place and stats, as a tuple, without
    making the dict (the observation encoder reads every card the player may see at every step).

    Returns:
        (passcode, location, zone, position, controller, level, atk, def): the values of
        card_info's ``passcode`` (None when the card is hidden from ``viewer``), ``location``,
        ``zone`` (1-based; None off the field), ``position`` (None where it has none),
        ``controller``, ``level`` (its ``rank`` for an Xyz Monster, ``link_rating`` for a Link
        Monster), ``atk`` and ``def`` (these three None unless card_info gives them: a known
        monster; its current ATK/DEF in a Monster Zone, printed elsewhere). What card_info says
        beyond that of a known card (name, kind, Xyz Materials' names) is its printed data or
        other cards' names; of a hidden card, nothing more (its "name" says only where it is).

    Args: as for :func:`card_info`; who may know the card is decided by :func:`can_see` as there.

    It is made once for each place, position, controller and set of players the card was
    revealed to (on the field also: whether it is held as an Equip Card, which :func:`can_see`
    reads there), and kept with card_info's (``Card.info_cache``); only the ATK/DEF of a known
    monster in a Monster Zone is read again every time (the same tuple is given while they stay
    the same).
    """
    loc = card.location
    if loc.on_field:
        key = (card_facts, viewer, known, loc, card.controller, card.zone, card.position, card.revealed_to,
               bool(card.values.get("equip_card")))
    else:
        key = (card_facts, viewer, known, loc, card.controller, card.zone, card.position, card.revealed_to)
    cache = card.info_cache
    facts = cache.get(key)
    if facts is None:
        facts = _keep(card, key, _card_facts(card, viewer, known))
    elif loc.is_monster_zone and facts[6] is not None:
        duel = card.duel
        if duel is not None:
            stats = duel.current_stats(card)
            if stats != facts[6:]:
                facts = cache[key] = facts[:6] + stats
    return facts


def _card_facts(card: Card, viewer: int | None, known: bool | None) -> CardFacts:
    """:func:`card_facts`, made afresh."""
    loc = card.location
    zone = card.zone
    pos = card.position
    if known is None:
        known = True if viewer is None else can_see(card, viewer)
    if not known:
        return (None, _WORDS[loc], None if zone is None else zone + 1, None if pos is None else _WORDS[pos],
                card.controller, None, None, None)
    data = card.data
    if data.is_monster:
        duel = card.duel
        if loc.is_monster_zone and duel is not None:
            atk, defense = duel.current_stats(card)  # (card.atk, card.defense)
        else:
            atk, defense = data.atk_value, data.def_value
        level = data.level if data.is_xyz or data.is_link else card.level
    else:
        level = atk = defense = None
    return (data.passcode, _WORDS[loc], None if zone is None else zone + 1, None if pos is None else _WORDS[pos],
            card.controller, level, atk, defense)


#: :func:`card_place`'s tuple: (passcode or None when hidden, location, zone, controller).
CardPlace = tuple[int | None, str, int | None, int]


def card_place(card: Card, viewer: int | None, known: bool | None = None) -> CardPlace:
    """What :func:`card_info` says of which card ``card`` is and where: (passcode, location, zone,
    controller), the values of its keys of those names (passcode None when the card is hidden
    from ``viewer``; zone 1-based, None off the field). The observation encoder's read of a
    Decision option's card (``decision.Option.card_place``).

    Args: as for :func:`card_info`; who may know the card is decided by :func:`can_see` as there.
    """
    if known is None:
        known = True if viewer is None else can_see(card, viewer)
    zone = card.zone
    return (card.data.passcode if known else None, _WORDS[card.location], None if zone is None else zone + 1,
            card.controller)


def info_place(info: dict[str, Any]) -> CardPlace:
    """The :func:`card_place` tuple of a :func:`card_info` dict (an option's card given rendered)."""
    return (info.get("passcode"), info["location"], info.get("zone"), info["controller"])


#: Each location's, position's and card kind's words (their ``value``, read once: an Enum's
#: ``value`` is a Python-level property).
_WORDS: dict[Any, str] = {m: m.value for e in (Location, Position, CardKind) for m in e}


def _card_info(card: Card, viewer: int | None, known: bool | None) -> dict[str, Any]:
    """:func:`card_info`, made afresh."""
    loc = card.location
    info: dict[str, Any] = {"location": _WORDS[loc], "controller": card.controller}
    if card.zone is not None:
        info["zone"] = card.zone + 1
    if card.position is not None:
        info["position"] = _WORDS[card.position]
    if known is None:
        known = True if viewer is None else can_see(card, viewer)
    if not known:
        info["hidden"] = True
        info["name"] = hidden_description(card)
        return info
    data = card.data
    info["name"] = card.name
    info["passcode"] = data.passcode
    info["kind"] = _WORDS[data.kind]
    info["sub_kind"] = data.sub_kind
    if data.is_monster:
        if loc.is_monster_zone:
            info["atk"] = card.atk
            info["def"] = card.defense
        else:
            info["atk"] = data.atk_value
            info["def"] = data.def_value
        if data.is_xyz:
            info["rank"] = data.level
        elif data.is_link:
            info["link_rating"] = data.level
        else:
            info["level"] = card.level
        if card.materials:
            info["materials"] = [m.name for m in card.materials]
    if viewer is None:
        info["uid"] = card.uid
    return info
