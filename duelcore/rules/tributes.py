"""Which monsters a player may Tribute: the one rule every Tribute goes through.

Every Tribute of the engine asks :func:`tribute_choice` which monsters may be among its Tributes
and which must be: a Tribute Summon or Set and a monster's own Special Summon by Tributing
(``rules.summon``), a Ritual Summon (``rules.special_summon``) and a Tribute paid as a cost
(``cards.procedures.tributes.tribute_as_cost``).

- A player Tributes monsters they control; a Ritual Spell also lets them Tribute from the hand.
- Soul Exchange: "this turn, if you Tribute a monster, you must Tribute that target, as if you
  controlled it" (OCG: 「このターン自分がモンスターをリリースする場合、自分のモンスター1体の代わりに対象の
  相手モンスターをリリースしなければならない」). The opponent's monster it targeted (still that
  object in a Monster Zone) is *bound*: its player may Tribute it, and every set of Tributes they
  make that turn must hold it. A bound monster that the Tribute cannot use (it fails the
  Tribute's condition) makes that Tribute impossible: its player cannot use their own monsters
  instead (Konami's answers of 19/05/09-11 quoted in Fluorohydride/ygopro issue 2251: no Tribute
  Summon of Diabolos with 2 DARK monsters of one's own while a LIGHT monster is the target; no
  "Duck Fighter" cost with a Token of one's own; no "Eccentric Demon" effect that Tributes itself).
- A condition never reads an opponent's face-down monster: its Type, Attribute, name, Level and
  ATK are unknown (FD-15). It may pay a Tribute that reads nothing of it (an ordinary Tribute
  Summon, "Tribute 1 monster": Konami's answer quoted in Fluorohydride/ygopro-core issue 537), but
  never one with a condition, nor a Ritual Summon, which reads its Level (yugioh-wiki's FAQ of
  Soul Exchange: a Ritual Spell may Tribute the target only while it is face-up).
- A Tribute the player must make is never an unnecessary one: the rule "no more Tributes than
  needed" counts only the others (a Tribute Summon, a Ritual Summon).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel

#: The player effect Soul Exchange leaves; its value is a LinkRef to the target.
SOUL_EXCHANGE = "soul_exchange"
#: The flag of a monster that cannot be Tributed for a Tribute Summon (Scapegoat's Sheep Tokens).
NO_TRIBUTE_SUMMON = "cannot_be_tributed_for_tribute_summon"
#: The flag of a monster that cannot be Tributed for a Tribute Set either (the Sheep Tokens of
#: Scapegoat's text of 2005: "cannot be used as a Tribute for a Tribute Summon (or Set)").
NO_TRIBUTE_SET = "cannot_be_tributed_for_tribute_set"

#: The flag of a monster that cannot be Tributed at all (Mind Control: "it cannot ... be Tributed").
NO_TRIBUTE = "cannot_be_tributed"

MonsterTest = Callable[["Card"], bool]


def bound_tributes(duel: "Duel", player: int) -> list["Card"]:
    """The opponent's monsters that ``player`` must Tribute this turn if they Tribute at all: the
    targets of their resolved Soul Exchanges (player effect ``"soul_exchange"``, value a LinkRef)
    that are still the same objects in a Monster Zone, controlled by the opponent. Source: Soul
    Exchange's text; FD-15 (a face-down target stays bound)."""
    out: list[Card] = []
    for pe in duel.player_effects:
        if pe.player == player and pe.flag == SOUL_EXCHANGE and pe.expires_turn >= duel.turn:
            link = pe.value
            if link.valid and link.card.location.is_monster_zone and link.card.controller != player \
                    and link.card not in out:
                out.append(link.card)
    return out


@dataclass(frozen=True)
class TributeChoice:
    """What one Tribute of ``player`` may use.

    Attributes:
        pool: every monster that may be one of the Tributes (their own that pass the condition,
            from the hand where allowed, then the bound monsters that pass it).
        bound: the monsters that must be among the Tributes (Soul Exchange), pool or not.
    """

    pool: list["Card"]
    bound: list["Card"]

    @property
    def possible(self) -> bool:
        """False when a bound monster cannot be one of the Tributes: then no Tribute can be made."""
        return all(b in self.pool for b in self.bound)

    def holds_bound(self, tributes: Iterable["Card"]) -> bool:
        """Whether ``tributes`` hold every bound monster (a complete set must)."""
        chosen = list(tributes)
        return all(b in chosen for b in self.bound)

    def is_bound(self, card: "Card") -> bool:
        """Whether ``card`` must be among the Tributes (so it is never an unnecessary one)."""
        return card in self.bound

    def candidates(self, count: int = 1) -> list["Card"]:
        """The monsters that may be chosen for a Tribute of exactly ``count`` monsters with no
        other condition (a cost): the bound ones only when there are any (none when more are
        bound than ``count``, or when one cannot be Tributed), else the whole pool."""
        if not self.bound:
            return list(self.pool)
        if not self.possible or len(self.bound) > count:
            return []
        return list(self.bound)


def tribute_choice(duel: "Duel", player: int, test: MonsterTest | None = None, from_hand: bool = False,
                   tribute_summon: bool = False, exclude: Iterable["Card"] = (),
                   tribute_set: bool = False) -> TributeChoice:
    """The monsters ``player`` may Tribute now, and those they must (:class:`TributeChoice`).

    Args:
        test: the Tribute's condition on a monster ("1 DARK monster with 1000 or less ATK", a
            Ritual's Level), None for none. Their own monsters are judged by what they really
            are, face-down too (FD-14); an opponent's face-down monster never meets a condition
            (FD-15).
        from_hand: monsters in their hand may be Tributed too (Ritual Spells).
        tribute_summon: the Tribute of a Tribute Summon: a monster that "cannot be Tributed for a
            Tribute Summon" is left out (Scapegoat's Sheep Tokens).
        exclude: monsters that may not be Tributed here (the Ritual Monster itself).
        tribute_set: the Tribute of a Tribute Set: a monster that "cannot be Tributed for a Tribute
            Set" is left out (the Sheep Tokens of Scapegoat's text of 2005).

    Source: rulebook "Tribute"; Soul Exchange's text and the rulings in this module's doc.
    """
    skip = list(exclude)

    def usable(card: "Card") -> bool:
        if card in skip or duel.has_flag(card, NO_TRIBUTE):
            return False
        if tribute_summon and duel.has_flag(card, NO_TRIBUTE_SUMMON):
            return False
        if tribute_set and duel.has_flag(card, NO_TRIBUTE_SET):
            return False
        if test is None:
            return True
        if card.controller != player and card.location.is_monster_zone and not card.face_up:
            return False  # FD-15: nothing of the opponent's face-down monster is known
        return test(card)

    own: list[Card] = []
    if from_hand:
        own.extend(c for c in duel.players[player].hand if c.data.is_monster)
    own.extend(duel.monsters(player))
    bound = bound_tributes(duel, player)
    pool = [c for c in own + bound if usable(c)]
    return TributeChoice(pool, bound)
