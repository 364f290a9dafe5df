"""Searching the Deck, adding cards to the hand, looking at and revealing cards.

- :func:`search_deck`: add 1 card from the Deck to the hand, then shuffle (Sangan, Sonic Bird,
  King of the Swamp, Pandemonium, Deus X-Krawler).
- :func:`search_spell`: a Spell Card's "Add 1 <card> from your Deck to your hand" (Terraforming,
  Reinforcement of the Army, Toon Table of Contents), with or without a card to add.
- :func:`search_trigger`: "If this card is sent from the field to the GY: add 1 monster ... from
  your Deck", with :func:`cannot_activate_name_this_turn` (Sangan, Witch of the Black Forest; their
  texts of 2005 without the name lock and the once-per-turn line).
- :func:`add_to_hand`: add a card to the hand by an effect, shown to both players (Magician of
  Faith, Mask of Darkness); :func:`return_targets_to_hand`: "return that target to the hand"
  (Hane-Hane, Gravekeeper's Guard, Penguin Soldier, Spiritual Beast Pettlephin).
- :func:`reveal`: show cards to some players ("look at", "reveal": Big Eye, Ancient Telescope, The
  Inexperienced Spy, The Stern Mystic, Crush Card Virus, Fake Trap, Trap Dustshoot).
- :func:`call_card_type`: declare a card type (Monster, Spell or Trap), then reveal the card whose
  type was called (Reversal Quiz).
- :func:`fail_to_find`: a search of the Deck found nothing; under goat the Deck is shown to the
  opponent, then shuffled (:func:`search_deck`, ``summoning.special_summon_from_deck``,
  ``summoning.summon_named``, Vampire Lord, Apprentice Magician call it).

Source: the card texts; DESIGN §4; for :func:`fail_to_find`, the Goat format's rules (see there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.targeting import resolved_targets
from duelcore.cards.procedures.triggers import sent_from_field_to_gy
from duelcore.state.effects import Activation, Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


def search_deck(ctx: Activation, legal: Callable[["Card"], bool], prompt: str) -> "Process":
    """The activating player adds 1 card from their Deck that meets ``legal`` to their hand, then
    shuffles the Deck. Returns the card added, or None if there was none (then
    :func:`fail_to_find`: under goat the Deck is shown to the opponent)."""
    duel = ctx.duel
    deck = duel.players[ctx.player].deck
    pool = [c for c in reversed(deck) if legal(c)]
    if not pool:
        fail_to_find(ctx)
        return None
    chosen = yield from ctx.select_cards(pool, prompt, 1, look=True)
    card = chosen[0]
    add_to_hand(duel, card, ctx.player)  # a card searched from the Deck is shown to both players
    duel.shuffle_deck(ctx.player)
    return card


def search_spell(card: "Card", text: str, legal: Callable[["Card"], bool], prompt: str, *,
                 needs_a_card: bool = True) -> Effect:
    """The activation of a Spell Card that says "Add 1 <card> from your Deck to your hand"
    (Terraforming, Reinforcement of the Army, Toon Table of Contents): at resolution
    :func:`search_deck` with ``legal`` (the card added is shown to both players, the Deck shuffled;
    with none to add, :func:`fail_to_find`: under goat the Deck is shown to the opponent).

    Args:
        card, text: the Spell Card and its effect's words.
        legal: which Deck cards may be added.
        prompt: the question of the choice.
        needs_a_card: it cannot be activated while the Deck holds no such card (today's texts: a
            card is not activated for no effect, and a search reveals nothing to prove it). False
            for the texts of 2005, which may be activated anyway: Reinforcement of the Army's UDE
            FAQ, "You can activate this card even if you have no Level 4 or lower Warrior-Type
            monsters remaining in your Deck, but you must let your opponent see your Deck to
            confirm. Shuffle your Deck afterwards" (goatrulings.com); EDOPro's Goat scripts of
            Terraforming and Toon Table of Contents (ProjectIgnis/CardScripts goat/c504700121.lua,
            c504700156.lua) likewise check nothing and call Duel.GoatConfirm.

    Returns the Effect. Source: the card texts, today's and those of 2005.
    """
    def operation(ctx: Activation) -> "Process":
        yield from search_deck(ctx, legal, prompt)

    def in_deck(ctx: Activation) -> bool:
        return any(legal(c) for c in ctx.duel.players[ctx.player].deck)

    return spell_activation(card, text, operation, would_do_something=in_deck if needs_a_card else None)


def search_trigger(card, text, legal, name, *, once_per_turn=True, lock_name=True):
    """The "If this card is sent from the field to the GY: add 1 monster ... from your Deck" trigger
    shared by Sangan and Witch of the Black Forest: mandatory, so it never misses the timing (also
    when worded "When ...", as their texts of 2005 are).

    Args:
        card, text: the card and the effect's text.
        legal: which Deck cards may be added (a monster with 1500 or less ATK, or DEF).
        name: the card's name, in the prompt.
        once_per_turn: "You can only use this effect of <name> once per turn" (today's texts; the
            texts of 2005 have no such line).
        lock_name: "but you cannot activate cards, or the effects of cards, with that name for the
            rest of this turn" (today's texts; not in the texts of 2005).

    Returns the trigger Effect. Source: the texts of Sangan and Witch of the Black Forest, today's
    and those of 2005 (their "(GOAT)" variant rows).
    """

    def operation(ctx):
        added = yield from search_deck(ctx, legal, f"Choose a monster to add ({name})")
        if added is not None and lock_name:
            cannot_activate_name_this_turn(ctx, added)

    limit = {"count_limit": 1, "count_per_name": True} if once_per_turn else {}
    return Effect(card, EffectKind.TRIGGER, text, event="sent_to_gy", mandatory=True,
                  range=frozenset({Location.GY}), condition=sent_from_field_to_gy, operation=operation, **limit)


def cannot_activate_name_this_turn(ctx: Activation, card: "Card") -> None:
    """The activating player cannot activate cards, or the effects of cards, with ``card``'s name
    for the rest of this turn (Sangan, Witch of the Black Forest)."""
    ctx.duel.add_player_effect(ctx.player, "cannot_activate_name", card.data.identity)


def add_to_hand(duel: "Duel", card: "Card", player: int) -> None:
    """Add ``card`` to its owner's hand by ``player``'s effect, shown to both players (a searched
    card, or one taken from the GY, stays known to them while it stays in the hand). A card a GY
    lock keeps in its GY stays there (Necrovalley: ``Duel.kept_in_graveyard``)."""
    if duel.kept_in_graveyard(card):
        return
    duel.move(card, Location.HAND, reason="effect")
    card.revealed_to = frozenset({0, 1})
    duel.emit("added_to_hand", player, card=card)


def reveal(duel: "Duel", cards: list["Card"], to: Iterable[int], by: int) -> None:
    """Show ``cards`` to the players ``to`` (0/1) by ``by``'s effect ("look at", "reveal"): they
    stay known to those players while they stay where they are (``Card.revealed_to``), and a
    "looked_at" event names them to those players only. Source: DESIGN §4."""
    players = frozenset(to)
    for c in cards:
        c.revealed_to = c.revealed_to | players
    if cards:
        duel.emit("looked_at", by, cards=list(cards))


#: The card types a player may call ("Call the type of card (Spell, Trap, or Monster)").
CARD_TYPES = ("Monster", "Spell", "Trap")


def card_type(card: "Card") -> str:
    """``card``'s card type, one of :data:`CARD_TYPES`."""
    data = card.data
    return "Monster" if data.is_monster else "Spell" if data.is_spell else "Trap"


def call_card_type(ctx: Activation, card: "Card") -> "Process":
    """The activating player calls a card type (Monster, Spell or Trap: a declaration, an "option"
    Decision, logged as "declared"), then ``card`` is revealed to both players (it stays known to
    them while it stays where it is). Returns True when the call was right. Source: Reversal
    Quiz's text ("Call the type of card (Spell, Trap, or Monster) on top of your Deck. If you call
    it right, ..."); ProjectIgnis/CardScripts official/c5990062.lua (the call, then the top card
    confirmed)."""
    call = yield from ctx.declare(CARD_TYPES, "Call the type of card (Monster, Spell or Trap)")
    ctx.duel.emit("declared", ctx.player, card=ctx.this, text=call)
    reveal(ctx.duel, [card], (0, 1), ctx.player)
    return card_type(card) == call


def fail_to_find(ctx: Activation, hand: bool = False, searcher: int | None = None) -> None:
    """The activating player (or ``searcher``: "your opponent selects 1 card ... from their Deck",
    Vampire Lord; "Each player adds ...", Emissary of the Afterlife) searched their Deck (and, with ``hand``, their hand: "from your hand or Deck") for
    a card and there was none they could take ("fail to find").

    Under ``RuleFlags.reveal_deck_when_search_finds_nothing`` (goat) the searched cards are shown
    to the searcher's opponent by :func:`reveal` (they stay known to the opponent while they stay where they
    are; a "looked_at" event of the opponent names them to the opponent alone, listed by name, not
    in Deck order), and then the Deck is shuffled. Under modern nothing is shown, nothing is
    shuffled and no event is emitted. An empty Deck (and hand) shows nothing.

    Source: cardmarket's Goat format rules ("Effects that require hands or decks to be revealed to
    ensure correct resolving have to be carried out even independent of other information
    available for verification", https://www.cardmarket.com/en/YuGiOh/Series/Formats/GoatControl);
    Temple of Ra's Goat-derived format names "fail to find" among the Goat rules
    (https://templeofra.neocities.org/formats/hindsight_format/); the period texts of searchers
    ("select 1 monster ... from your Deck, show it to your opponent, and add it to your hand. Then
    shuffle your Deck": Sangan, Witch of the Black Forest)."""
    duel = ctx.duel
    if not duel.flags.reveal_deck_when_search_finds_nothing:
        return
    who = ctx.player if searcher is None else searcher
    p = duel.players[who]
    shown = list(p.deck) + (list(p.hand) if hand else [])
    if not shown:
        return
    shown.sort(key=lambda c: (c.data.name, c.data.passcode))  # the Deck's contents, not its order
    reveal(duel, shown, [1 - who], 1 - who)
    if p.deck:
        duel.shuffle_deck(who)


def return_targets_to_hand(ctx: Activation) -> None:
    """Resolution of "return that target(s) to the hand": each target still there and still meeting
    its conditions (:func:`~duelcore.cards.procedures.targeting.resolved_targets`) returns to its
    owner's hand (a Token ceases to exist), one after the other. Source: rulebook "Targeting"."""
    for target in resolved_targets(ctx):
        ctx.duel.return_to_hand(target)
