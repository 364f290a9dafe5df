"""Determinization: a duel that agrees with everything one player knows, its hidden cards drawn again.

A search that plays duels forward for one player (Monte Carlo tree search, rollouts) must not
read the cards that player cannot know. OpenSpiel's answer for games of imperfect information is
*determinization* (information-set sampling, as in Information Set MCTS): sample one state of the
player's information set, a whole state consistent with what they know, and search in it.
:meth:`duelcore.engine.duel.Duel.determinize` makes such a state: an independent clone
(``Duel.clone``) whose cards hidden from the player are given other identities at random, from
what they could be.

What the player knows is what the knowledge model says (:func:`duelcore.state.knowledge.can_see`,
DESIGN §4, hidden information): a card they may see where it is (their own hand and field, the
GYs, face-up cards, a card revealed to them: ``Card.revealed_to``) keeps its identity and place.
Everything else the player sees (LP, counts, positions, zones, the chain) is untouched: only
the identities of hidden cards change, each card object staying where it is, so the view of
the player (``Duel.view(player)``) is the same before and after.

What is drawn again (:func:`draw_identities`):

- the opponent's hidden cards (cards the opponent owns and controls, hidden from the player):
  their identities are exchanged among the hidden places, keeping how many cards each place
  holds: the hand, the Deck (so also its order), a face-down monster in a Monster Zone (only
  from the hidden monsters: FD-02 says a face-down monster is known to be a monster), a Set card
  in a Spell & Trap Zone (only from the hidden Spells and Traps that are not Field Spells: FD-03),
  a Set card in the Field Zone (only from the hidden Field Spells);
- the player's own Deck: the identities of the cards in it they do not know are exchanged among
  themselves (the player knows what is in it, not the order: it is shuffled);
- the random generator the duel plays on with (coin tosses, dice, later shuffles): the future is
  hidden from the player too.

Left as they are (the draw would need knowledge the model does not hold): Extra Deck cards
(never in the hidden places above), face-down cards held as Equip Cards (FD-18), face-down
banished cards, a face-down monster that is an Extra Deck monster, and hidden cards of one
player controlled by the other.

A determinization is a step of the duel's own making, recorded on the duel
(:attr:`Determinization`), so a clone of a determinized duel (``Duel.clone``) is the same
determinized duel; its record alone replays the original duel.

Source: OpenSpiel (``ResampleFromInfostate``, determinized / information-set MCTS: Cowling,
Powley and Whitehouse 2012, "Information Set Monte Carlo Tree Search"); DESIGN §4 (hidden
information: a player is never shown a card they may not know) and §6 (clones).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from duelcore.cards.registry import effects_for
from duelcore.errors import DuelcoreError
from duelcore.state.enums import Location
from duelcore.state.knowledge import can_see

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.engine.duel import Duel
    from duelcore.state.card import Card

__all__ = ["Determinization", "draw_identities", "apply_determinization", "check_player"]


@dataclass(frozen=True)
class Determinization:
    """One determinization of a duel, as applied to it.

    Attributes:
        answers: how many answers of the duel's record had been given when it was applied.
        identities: (card uid, its new printed data) for every card whose identity changed, in
            uid order.
        rng_seed: the seed the duel's random generator was given again (an int).

    Source: module doc.
    """

    answers: int
    identities: tuple[tuple[int, "CardData"], ...]
    rng_seed: int

    def __deepcopy__(self, memo: dict[int, object]) -> "Determinization":
        """Itself: it never changes, and its printed data are shared like every card's
        (a copy of the duel at a turn boundary: engine.turn_state)."""
        return self


def check_player(player: object, what: str = "determinize(player)") -> int:
    """``player`` when it is 0 or 1.

    Raises:
        DuelcoreError: anything else (a bool too), naming the value.
    """
    if isinstance(player, bool) or player not in (0, 1):
        raise DuelcoreError(f"{what}: player must be 0 or 1, got {player!r}")
    return int(player)  # type: ignore[call-overload]


def _slot(card: "Card") -> str | None:
    """The kind of hidden place ``card`` of the opponent is in: "pile" (hand or Deck: any Main
    Deck card), "monster", "spell_trap", "field", or None (left as it is: module doc)."""
    loc, data = card.location, card.data
    if loc is Location.HAND or loc is Location.DECK:
        return None if data.is_extra_deck else "pile"
    if loc.is_monster_zone:
        return None if data.is_extra_deck or card.materials else "monster"
    if loc is Location.SPELL_TRAP_ZONE:
        if card.values.get("equip_card") or not (data.is_spell or data.is_trap) or data.is_field_spell:
            return None
        return "spell_trap"
    if loc is Location.FIELD_ZONE:
        return "field" if data.is_field_spell else None
    return None


def _fits(slot: str, data: "CardData") -> bool:
    """Whether a card of printed data ``data`` may be in a hidden place of kind ``slot``."""
    if slot == "monster":
        return data.is_monster
    if slot == "spell_trap":
        return (data.is_spell or data.is_trap) and not data.is_field_spell
    if slot == "field":
        return data.is_field_spell
    return True


def draw_identities(duel: "Duel", player: int, seed: int) -> Determinization:
    """Draw new identities for the cards of ``duel`` hidden from ``player`` (module doc), without
    changing ``duel``; apply them with :func:`apply_determinization`.

    Args:
        duel: the duel (not changed).
        player: 0 or 1, whose knowledge is kept.
        seed: a whole number; the same duel, player and seed give the same draw.

    Returns the :class:`Determinization` (``answers`` is the number of answers given so far).

    Source: module doc (uniform over the assignments that keep each place's kind and count).
    """
    rng = random.Random(seed)
    opponent = 1 - player
    hidden: list[tuple["Card", str]] = []
    own_deck: list["Card"] = []
    for card in duel.cards:
        if can_see(card, player):
            continue
        if card.owner == player and card.location is Location.DECK:
            own_deck.append(card)
        elif card.owner == opponent and card.controller == opponent:
            slot = _slot(card)
            if slot is not None:
                hidden.append((card, slot))
    identities: dict[int, "CardData"] = {}
    # The opponent's: the places of a fixed kind first, each from the cards that fit it (the kinds
    # do not overlap), then the hand and Deck from what is left.
    pool = [card.data for card, _ in hidden]
    for kind in ("monster", "spell_trap", "field"):
        places = [card for card, slot in hidden if slot == kind]
        if not places:
            continue
        fitting = [i for i, data in enumerate(pool) if _fits(kind, data)]
        chosen = rng.sample(fitting, len(places))
        for card, i in zip(places, chosen):
            identities[card.uid] = pool[i]
        for i in sorted(chosen, reverse=True):
            del pool[i]
    rng.shuffle(pool)
    for (card, _), data in zip([h for h in hidden if h[1] == "pile"], pool):
        identities[card.uid] = data
    # The player's own Deck: its unknown cards shuffled among their places.
    datas = [card.data for card in own_deck]
    rng.shuffle(datas)
    for card, data in zip(own_deck, datas):
        identities[card.uid] = data
    changed = tuple((uid, data) for uid, data in sorted(identities.items()) if duel.cards[uid].data is not data)
    return Determinization(len(duel.record.answers), changed, rng.getrandbits(64))


def apply_determinization(duel: "Duel", step: Determinization) -> None:
    """Give the cards of ``duel`` the identities of ``step`` (each card's Effects made again from
    its new script and every card's Effects indexed again, as a copy of the duel does:
    engine.turn_state) and seed its random generator with ``step.rng_seed``.

    Raises:
        DuelcoreError: ``duel`` has given a different number of answers than ``step`` was drawn at.
    """
    if len(duel.record.answers) != step.answers:
        raise DuelcoreError(f"a determinization drawn after {step.answers} answers applied after "
                            f"{len(duel.record.answers)}")
    for uid, data in step.identities:
        card = duel.cards[uid]
        card.data = data
        card.effects = effects_for(card, duel.card_texts)
        card.info_cache = {}
    for index in (duel._trigger_effects, duel._continuous_effects, duel._modifier_effects,
                  duel._negating_effects, duel._quick_cards, duel._turn_player_cards):
        index.clear()
    duel._granting_cards.clear()
    duel._hooked.clear()
    duel._view_piles.clear()
    for card in duel.cards:
        duel._index_effects(card)
    duel.rng.seed(step.rng_seed)
