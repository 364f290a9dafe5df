"""Revealing the top cards of both players' Decks and dealing them out: Special Summon some, the
rest to the hand (Cyber Jar).

- :func:`excavate`: the top N cards of a player's Deck ("pick up", "reveal the top 5 cards"), fewer
  when the Deck holds fewer: taking them is not a draw, so a short Deck loses nothing.
- :func:`excavate_both_decks_and_summon`: "both players reveal the top N cards of their Decks, then
  Special Summon all revealed <such> monsters in face-up Attack Position or face-down Defense
  Position, also add any remaining cards to their hand": both players' reveals, each player's
  Special Summons (the turn player first), a zone shortage, a player who may not Special Summon now,
  the cards left over, and the face-down monsters shuffled at the end.

The revealed cards stay in the Deck until they are dealt out: they are not in the hand (Cost Down,
A Legendary Ocean do not apply to them; Netrep, goatrulings.com "Cyber Jar").

Source: Cyber Jar's texts (today's and of 2005) and the UDE FAQ and Netrep rulings of 2005
(goatrulings.com "Cyber Jar", "Scapegoat"); ProjectIgnis official/c34124316.lua and
goat/c504700188.lua.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures.positions import shuffle_face_down_monsters
from duelcore.cards.procedures.search import add_to_hand, reveal
from duelcore.cards.procedures.summoning import can_special_summon, special_summon_lock
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.enums import Position
from duelcore.state.knowledge import card_info_later

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation

#: "in face-up Attack Position or face-down Defense Position" (Cyber Jar).
ATTACK_OR_FACE_DOWN = (Position.FACE_UP_ATTACK, Position.FACE_DOWN_DEFENSE)


def excavate(duel: "Duel", player: int, count: int) -> list["Card"]:
    """The top ``count`` cards of ``player``'s Deck, top first, or the whole Deck when it holds
    fewer ("If either player has less than 5 cards in their Deck, reveal as many as possible"; "If
    a player has less than 5 cards in their Deck, they do not lose (since you are picking-up cards,
    not drawing)", UDE FAQ). They are not moved."""
    deck = duel.players[player].deck
    return list(reversed(deck[-count:])) if count > 0 else []


def excavate_both_decks_and_summon(ctx: "Activation", count: int, summonable: Callable[["Card"], bool], *,
                                   reveal_both_first: bool, locked_to_gy: bool) -> "Process":
    """Both players reveal the top ``count`` cards of their Decks (:func:`excavate`) to both
    players; each Special Summons every revealed monster that meets ``summonable`` (Level 4 or
    lower) and that the card itself allows to be Special Summoned now (not "cannot be Special
    Summoned", not a monster that must first be Summoned its own way: Toons, Rituals, Relinquished
    go to the hand), each in face-up Attack Position or face-down Defense Position, their choice;
    every other revealed card is added to its owner's hand (shown to both players). Returns when it
    is done.

    - **Order.** The turn player Summons first, then the other player. With ``reveal_both_first``
      (the Goat format: "Both players reveal all 5 cards to each other, and then the turn player may
      Special Summon his monsters, then the opponent", UDE FAQ) both players reveal before either
      Summons; otherwise each player reveals and Summons in turn, the turn player first (today's
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

    Source: Cyber Jar's texts and rulings (module doc)."""
    duel = ctx.duel
    order = (duel.turn_player, 1 - duel.turn_player)
    picked = {p: excavate(duel, p, count) for p in order}
    if reveal_both_first:
        for p in order:
            reveal(duel, picked[p], (0, 1), p, event="revealed")
    to_hand: list["Card"] = []
    to_gy: list["Card"] = []
    placed: dict[int, list["Card"]] = {p: [] for p in order}
    with duel.simultaneous():
        for p in order:
            if not reveal_both_first:
                reveal(duel, picked[p], (0, 1), p, event="revealed")
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
        revealed_order = [c for p in order for c in picked[p]]
        for c in sorted(to_gy, key=revealed_order.index):
            duel.send_to_gy(c, reason="effect")
        for c in sorted(to_hand, key=revealed_order.index):
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
