"""Spirit monsters (Tsukuyomi, Asura Priest).

Every Spirit monster's text has the same two parts, shared here by :func:`spirit_effects`:

- "Cannot be Special Summoned" (a summoning condition: no effect and no procedure can Special
  Summon it; a card that would Special Summon it cannot choose it);
- "During the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it to
  the hand" (a mandatory Trigger Effect at the start of the End Phase; its text of April 2005:
  "This card returns to the owner's hand during the End Phase of the turn it is Normal Summoned or
  flipped face-up").

A Tribute Summon is a Normal Summon; a Flip Summon, a flip by an attack and a flip by an effect are
each "flipped face-up" (the turn is noted on the card when it is: rules.trigger_events). The
trigger activates only while the card is face-up in a Monster Zone, and at resolution returns it
only if it is still that face-up card: a Spirit turned face-down (Book of Moon) in response is no
longer "this card" and stays (goatrulings.com "Asura Priest", Netrep: it "does not return to the
player's hand if it is not face-up on the field during the End Phase of the turn it was turned
face-up"; the Book of Moon Netrep: "Monsters that are turned face down by "Book of Moon" have their
effects reset"; the Levia-Dragon FAQ of the same document: it is "no longer "this card", it's just
"a card""). It returns to its owner's hand, whoever controls it.

Source: the texts of Tsukuyomi and Asura Priest (today's and of April 2005, cards.goat.en.cdb);
rulebook "Spirit monsters".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, SummonType

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Activation

#: The words of the summoning condition every Spirit monster prints.
CANNOT_BE_SPECIAL_SUMMONED = "Cannot be Special Summoned"


def normal_summoned_or_flipped_this_turn(duel: "Duel", card: "Card") -> bool:
    """Whether the monster ``card`` was Normal Summoned (a Tribute Summon included) or flipped
    face-up this turn, and is still on the field since. How it was Summoned is kept when it is
    turned face-down (FD-25); a flip is noted on the card when it happens."""
    summoned = card.summon_type in (SummonType.NORMAL, SummonType.TRIBUTE) and card.turn_placed == duel.turn
    return summoned or card.values.get("flipped_turn") == duel.turn


def cannot_be_special_summoned(card: "Card") -> Effect:
    """"Cannot be Special Summoned": a summoning condition of the card wherever it is (Spirit
    monsters). Source: the Spirit monsters' texts; rulebook "Summoning conditions"."""
    return Effect(card, EffectKind.CONTINUOUS, CANNOT_BE_SPECIAL_SUMMONED, range=frozenset(Location),
                  summon_condition=lambda duel, this, player, kind: kind != "special")


def spirit_effects(card: "Card", *, once_per_turn: bool = False) -> list[Effect]:
    """The Effects every Spirit monster has: "Cannot be Special Summoned" and the return to the
    hand in the End Phase of the turn it was Normal Summoned or flipped face-up (see the module
    doc). ``once_per_turn``: the return is "Once per turn, during the End Phase" (Tsukuyomi's
    current text), a per-card count."""

    def due(ctx: "Activation") -> bool:
        this = ctx.this
        return this.location in MONSTER_ZONES and this.face_up and normal_summoned_or_flipped_this_turn(ctx.duel, this)

    def remember(ctx: "Activation") -> None:
        ctx.values["spirit"] = ctx.this.link()  # "this card": cut if it moves or is turned face-down

    def return_it(ctx: "Activation") -> None:
        link = ctx.values.get("spirit")
        this = ctx.this
        if link is not None and link.valid and this.location in MONSTER_ZONES and this.face_up:
            ctx.duel.return_to_hand(this)

    limit = {"count_limit": 1} if once_per_turn else {}
    back = Effect(card, EffectKind.TRIGGER, "Return this card to the hand during the End Phase", event="end_phase",
                  mandatory=True, range=MONSTER_ZONES, condition=due, target=remember, operation=return_it, **limit)
    return [cannot_be_special_summoned(card), back]
