"""The Deck: excavating its top cards, and putting cards back into it.

- :func:`excavate_until`: excavate cards from the top of a player's Deck, one after the other,
  until one meets a condition (Magical Merchant); :func:`excavate_top`: its top N cards ("pick
  up", "reveal the top 5 cards": Cyber Jar); the excavated cards are shown to both players.
- :func:`excavate_and_summon`: "excavate cards from the top of your Deck until you excavate a
  monster that can be Normal Summoned/Set. Special Summon it, also send the other excavated cards
  to the GY" (Monster Gate; Reasoning, whose opponent's declared Level sends them all).
- :func:`excavate_both_decks_and_summon`: "both players reveal the top N cards of their Decks, then
  Special Summon all revealed <such> monsters in face-up Attack Position or face-down Defense
  Position, also add any remaining cards to their hand" (Cyber Jar): each player's Special Summons
  (the turn player first), a zone shortage, a player who may not Special Summon now, the cards left
  over, the face-down monsters shuffled at the end.
- :func:`return_to_deck_top`: a card is placed on top of its owner's Deck (a Fusion Monster goes to
  the Fusion Deck instead: A Feather of the Phoenix).
- :func:`shuffle_into_deck`: cards go into their owners' Decks, which are then shuffled (Reload).
- :func:`send_deck_top_to_gy`: the top cards of a Deck are sent to the GY (Don Zaloog).

Source: the card texts; rulebook "Excavate" (the cards are revealed, then dealt with as the text
says); the UDE FAQs of Monster Gate, Reasoning and A Feather of the Phoenix (goatrulings.com, read in
TheMTtakeover/goat-rulings, goat-indv-rulings/monster-gate.md, reasoning.md,
a-feather-of-the-phoenix.md); Cyber Jar's UDE FAQ and Netrep rulings (cyber-jar.md, scapegoat.md);
ProjectIgnis official/c34124316.lua and goat/c504700188.lua.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

from duelcore.cards.procedures.positions import shuffle_face_down_monsters
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.procedures.summoning import can_special_summon, special_summon_lock
from duelcore.rules.summon import can_be_normal_summoned
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import Activation, TriggerEvent
from duelcore.state.enums import Location, Position
from duelcore.state.knowledge import card_info_later

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


def excavate_until(duel: "Duel", player: int, found: Callable[["Card"], bool]) -> tuple[list["Card"], "Card | None"]:
    """``player`` excavates cards from the top of their Deck, one after the other, until one meets
    ``found``: every excavated card is shown to both players (``Card.revealed_to``, while it stays
    where it is) and one "excavated" event names them, top card first.

    Returns ``(excavated, card)``: the excavated cards, top card first, the last of them being
    ``card``, the one that met ``found``; or every card of the Deck and None when none met it.
    Nothing moves: the caller deals with the excavated cards. Source: rulebook "Excavate"."""
    excavated: list[Card] = []
    hit: Card | None = None
    for card in reversed(duel.players[player].deck):  # the top card is the last one
        excavated.append(card)
        if found(card):
            hit = card
            break
    _show_excavated(duel, player, excavated)
    return excavated, hit


def excavate_top(duel: "Duel", player: int, count: int) -> list["Card"]:
    """``player`` excavates the top ``count`` cards of their Deck, or the whole Deck when it holds
    fewer: they are shown to both players and one "excavated" event names them, top card first.
    Taking them is not drawing, so a short Deck loses nothing ("If either player has less than 5
    cards in their Deck, reveal as many as possible"; "If a player has less than 5 cards in their
    Deck, they do not lose (since you are picking-up cards, not drawing)", Cyber Jar's UDE FAQ).
    Nothing moves: the caller deals with them (they are not in the hand: Cost Down and A Legendary
    Ocean do not apply to them, Netrep on Cyber Jar). Returns them, top card first."""
    deck = duel.players[player].deck
    excavated = list(reversed(deck[-count:])) if count > 0 else []
    _show_excavated(duel, player, excavated)
    return excavated


def _show_excavated(duel: "Duel", player: int, excavated: list["Card"]) -> None:
    """Show ``player``'s excavated cards to both players while they stay where they are, and name
    them in one "excavated" event (rulebook "Excavate": the cards are revealed)."""
    for card in excavated:
        card.revealed_to = frozenset({0, 1})
    if excavated:
        duel.emit("excavated", player, cards=list(excavated))


def excavate_and_summon(ctx: Activation, summon: Callable[["Card"], bool] | None = None) -> "Process":
    """"Excavate cards from the top of your Deck until you excavate a monster that can be Normal
    Summoned/Set. Special Summon it, also send the other excavated cards to the GY."

    The activating player excavates (:func:`excavate_until`) until a monster that can be Normal
    Summoned or Set by the rules (``rules.summon.can_be_normal_summoned``: not a Fusion, Ritual or
    Special-Summon-only monster; a high-Level monster, a Spirit monster and a Gemini monster can be).
    If ``summon(monster)`` holds (None: always) and the monster can be Special Summoned now
    (``summoning.can_special_summon``: a free zone, no Summon lock, its own conditions: a Spirit
    monster cannot be), it is Special Summoned in face-up Attack or Defense Position, its player's
    choice, and at the same time the other excavated cards are sent to the GY (one action, so the
    Special Summon is still the last thing to happen: Bottomless Trap Hole and Torrential Tribute
    may answer it); otherwise every excavated card is sent to the GY ("sent", not "discarded").
    With no such monster in the whole Deck the excavated Deck is shuffled and nothing else happens.

    Returns the monster Special Summoned, or None.

    Source: the texts of Monster Gate and Reasoning (today's and those of 2005, "pick up cards from
    your Deck until you pick up a monster that can be Normal Summoned"); their UDE FAQs: "If you pick
    up a Spirit Monster, you cannot Special Summon it and it is sent to the Graveyard"; "If you go
    through your whole Deck without finding a card to pick up, "Monster Gate"'s effect is negated
    and the cards you picked up are shuffled back into the Deck" (Reasoning: "shuffle your Deck and
    put it back in the Deck Zone; the effect of "Reasoning" disappears"); "Cards picked up that
    cannot be Normal Summoned are considered "sent to the Graveyard", not "discarded""; Dark
    Magician of Chaos Summoned by it may take a Spell excavated with it, as its effect activates
    after the whole resolution; "If "Banisher of the Light" is Special Summoned with "Reasoning", the
    other cards picked up for "Reasoning" are sent to the Graveyard. The effect of "Banisher of the
    Light" is not applied until after "Reasoning" resolves" (so the others are moved first, in the
    same action)."""
    duel, player = ctx.duel, ctx.player
    excavated, monster = excavate_until(duel, player, can_be_normal_summoned)
    if monster is None:
        if excavated:
            duel.shuffle_deck(player)
            for card in excavated:
                card.revealed_to = frozenset()  # back in a shuffled Deck: no one knows which is which
        return None
    summoned = None
    to_summon = (summon is None or summon(monster)) and can_special_summon(duel, player, monster)
    sent = [c for c in excavated if c is not monster or not to_summon]
    with duel.simultaneous():
        # The others reach the GY as the monster reaches the field: a card it brings to the field
        # applies only after the whole resolution (Reasoning's UDE FAQ on Banisher of the Light).
        for card in sent:
            duel.move(card, Location.GY, reason="effect")
            duel.emit("sent_to_gy", player, card=card)
        if to_summon:
            summoned = yield from duel.special_summon(monster, player, None)
            if summoned is None:  # refused after all: it goes with the others
                duel.move(monster, Location.GY, reason="effect")
                duel.emit("sent_to_gy", player, card=monster)
                sent.append(monster)
    duel.raise_event(TriggerEvent("sent_to_gy", sent, [Location.DECK] * len(sent), player=player, reason="effect",
                                  data={"face_up": [False] * len(sent)}))
    return summoned


#: "in face-up Attack Position or face-down Defense Position" (Cyber Jar).
ATTACK_OR_FACE_DOWN = (Position.FACE_UP_ATTACK, Position.FACE_DOWN_DEFENSE)


def excavate_both_decks_and_summon(ctx: "Activation", count: int, summonable: Callable[["Card"], bool], *,
                                   excavate_both_first: bool, locked_to_gy: bool) -> "Process":
    """Both players excavate the top ``count`` cards of their Decks (:func:`excavate_top`: shown to
    both players); each Special Summons every revealed monster that meets ``summonable`` (Level 4 or
    lower) and that the card itself allows to be Special Summoned now (not "cannot be Special
    Summoned", not a monster that must first be Summoned its own way: Toons, Rituals, Relinquished
    go to the hand), each in face-up Attack Position or face-down Defense Position, their choice;
    every other excavated card is added to its owner's hand (shown to both players). Returns when it
    is done.

    - **Order.** The turn player Summons first, then the other player. With ``excavate_both_first``
      (the Goat format: "Both players reveal all 5 cards to each other, and then the turn player may
      Special Summon his monsters, then the opponent", UDE FAQ) both players excavate before either
      Summons; otherwise each player excavates and Summons in turn, the turn player first (today's
      OCG practice: ProjectIgnis' goat/c504700188.lua notes "Unlike OCG, first both players
      reveal, then both summon").
    - **Zones.** A player with fewer free Main Monster Zones than monsters to Summon chooses which
      to Summon; the others are sent to the GY, "sent from the Deck to the Graveyard" (Netrep on
      Ground Collapse).
    - **A player who may not Special Summon now** (Scapegoat's lock, ``summoning.special_summon_lock``):
      with ``locked_to_gy`` (the Goat format) the monsters they would Summon are sent to the GY: "If
      a monster would be forced to be summoned after the resolution of "Scapegoat," that monster
      will be sent to the Graveyard instead" (Netrep) and "all monsters that could be Special
      Summoned will be sent to the Graveyard" (UDE FAQ, both at goatrulings.com "Scapegoat");
      otherwise (today's text, "also add any remaining cards to their hand") they are remaining
      cards and go to the hand.
    - **All at once.** The Summons, the cards sent to the GY and the cards added to the hands are one
      game action, so "When ... Summoned" cards may answer the Summons afterwards (outside the
      Damage Step: "Torrential Tribute can be used on monsters Summoned by Cyber Jar but not if Cyber
      Jar was flipped face-up in the Damage Step", UDE FAQ). Then each player shuffles their
      face-down monsters (``positions.shuffle_face_down_monsters``).

    Source: Cyber Jar's texts (today's and of 2005), its UDE FAQ and Netrep rulings and Scapegoat's
    (goatrulings.com "Cyber Jar", "Scapegoat"); ProjectIgnis official/c34124316.lua and
    goat/c504700188.lua."""
    duel = ctx.duel
    order = (duel.turn_player, 1 - duel.turn_player)
    picked: dict[int, list["Card"]] = {}
    if excavate_both_first:
        for p in order:
            picked[p] = excavate_top(duel, p, count)
    to_hand: list["Card"] = []
    to_gy: list["Card"] = []
    placed: dict[int, list["Card"]] = {p: [] for p in order}
    with duel.simultaneous():
        for p in order:
            if not excavate_both_first:
                picked[p] = excavate_top(duel, p, count)
            monsters = [c for c in picked[p] if summonable(c)
                        and can_special_summon(duel, p, c, despite_locks=True, needs_zone=False)]
            to_hand.extend(c for c in picked[p] if c not in monsters)
            if special_summon_lock(duel, p):
                (to_gy if locked_to_gy else to_hand).extend(monsters)
                continue
            free = len(duel.players[p].free_main_monster_zones())
            chosen = monsters
            if len(monsters) > free:
                chosen = yield from ctx.select_cards(monsters, f"Choose {free} monster(s) to Special Summon; the rest go to the GY",
                                                     free, player=p, look=True)
                to_gy.extend(c for c in monsters if c not in chosen)
            for monster in chosen:
                position = yield from _attack_or_face_down(duel, p, monster)
                summoned = yield from duel.special_summon(monster, p, position)
                if summoned is None:
                    to_gy.append(monster)  # it could not be placed after all: it leaves the Deck all the same
                else:
                    placed[p].append(summoned)
        excavated = [c for p in order for c in picked[p]]
        for c in sorted(to_gy, key=excavated.index):
            duel.send_to_gy(c, reason="effect")
        for c in sorted(to_hand, key=excavated.index):
            add_to_hand(duel, c, c.owner)
    for p in order:
        shuffle_face_down_monsters(duel, p, placed[p])


def _attack_or_face_down(duel: "Duel", player: int, monster: "Card") -> "Process":
    """``player`` chooses face-up Attack Position or face-down Defense Position for ``monster``."""
    options = [Option(Action.POSITION, f"{monster.name} in {p.value}", card_info_later(monster, player, True))
               for p in ATTACK_OR_FACE_DOWN]
    position = yield from duel.ask(player, DecisionKind.SELECT_POSITION, f"Special Summon {monster.name} in which battle position?",
                                   options, list(ATTACK_OR_FACE_DOWN))
    return position


def return_to_deck_top(duel: "Duel", card: "Card", player: int) -> None:
    """``player``'s effect places ``card`` on top of its owner's Deck, face-down (a "placed_on_deck"
    event). It was known where it came from, so both players know it there while it stays there
    (``Card.revealed_to``: the top card of the Deck until it is drawn). A Fusion Monster (any Extra
    Deck monster) goes back to its owner's Fusion Deck instead (a "returned_to_extra_deck" event).
    Source: A Feather of the Phoenix's text and its UDE FAQ ("You can select a Fusion Monster in the
    Graveyard ... but it is returned to the Fusion Deck"). A card a GY lock keeps in its GY stays
    there (Necrovalley: ``Duel.kept_in_graveyard``)."""
    if duel.kept_in_graveyard(card):
        return
    where, kind = (Location.EXTRA_DECK, "returned_to_extra_deck") if card.data.is_extra_deck else (Location.DECK, "placed_on_deck")
    duel.move(card, where, reason="effect")
    card.revealed_to = frozenset({0, 1})  # both players saw which card went there, and it stays known there
    duel.emit(kind, player, card=card)
    duel.run_leave_hooks()


def shuffle_into_deck(duel: "Duel", player: int, cards: Iterable["Card"]) -> list["Card"]:
    """``player``'s effect adds ``cards`` to their owners' Decks, all at once, and each Deck that
    received a card is shuffled. One "shuffled_into_deck" event names the cards to each player who
    knew them where they were (the others read "a card"). Returns the cards moved (a card another
    player owns goes to that player's Deck: Reload's UDE FAQ, "your opponent's card is shuffled to
    his/her Deck"). A card a GY lock keeps in its GY stays there (Necrovalley:
    ``Duel.kept_in_graveyard``)."""
    moved = [c for c in cards if not duel.kept_in_graveyard(c)]
    if not moved:
        return moved
    # Named as they leave: each player reads the cards they could see where they were.
    duel.emit("shuffled_into_deck", player, cards=moved)
    owners: list[int] = []
    with duel.simultaneous():
        for card in moved:
            duel.move(card, Location.DECK, reason="effect")
            if card.owner not in owners:
                owners.append(card.owner)
    for owner in owners:
        duel.shuffle_deck(owner)
    return moved


def send_deck_top_to_gy(duel: "Duel", player: int, count: int) -> list["Card"]:
    """Send the top ``count`` cards of ``player``'s Deck to the GY by an effect, at once (fewer if
    the Deck holds fewer; none from an empty Deck). Returns the cards sent, top card first.
    Source: Don Zaloog's text ("Send the top 2 cards of their Deck to the GY")."""
    deck = duel.players[player].deck
    cards = list(reversed(deck[-count:])) if count > 0 else []
    with duel.simultaneous():
        for card in cards:
            duel.send_to_gy(card, reason="effect")
    return cards

