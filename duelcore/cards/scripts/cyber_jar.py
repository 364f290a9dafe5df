"""Cyber Jar (34124316), Flip Effect Monster, Level 3, DARK Rock, 900/900: "FLIP: Destroy all monsters
on the field, then both players reveal the top 5 cards from their Decks, then Special Summon all
revealed Level 4 or lower monsters in face-up Attack Position or face-down Defense Position, also add
any remaining cards to their hand. (If either player has less than 5 cards in their Deck, reveal as
many as possible.)"

Its text of 2005 plays differently in two ways (both players reveal before either Summons, and a
player who may not Summon sends those monsters to the GY): the period variant :func:`cyber_jar_2005`.
"""

from duelcore.cards.procedures.deck import excavate_both_decks_and_summon
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.registry import script

CARDS = 5


def _level_4_or_lower(card):
    """"Level 4 or lower monsters" among the revealed cards (a Monster Card with a Level)."""
    return card.data.is_monster and 0 < card.level <= 4


def _operation(*, excavate_both_first, locked_to_gy):
    """The FLIP effect's resolution: every monster on the field is destroyed at the same time (this
    card included), then both players' top 5 cards are dealt out
    (``procedures.deck.excavate_both_decks_and_summon``). Monsters destroyed by it (Sangan)
    activate their triggers once it has resolved: "Special Summon monsters first and then complete
    "Sangan"'s effect" (UDE FAQ)."""

    def operation(ctx):
        duel = ctx.duel
        duel.destroy(duel.monsters(ctx.player) + duel.monsters(ctx.opponent), by=ctx.player)
        yield from excavate_both_decks_and_summon(ctx, CARDS, _level_4_or_lower, excavate_both_first=excavate_both_first,
                                                  locked_to_gy=locked_to_gy)

    return operation


@script(34124316)
def cyber_jar(card):
    """A mandatory FLIP effect (flipped face-up by an attack, it activates after damage
    calculation). Today: the turn player reveals their top 5 cards and Special Summons, then the
    other player (ProjectIgnis official/c34124316.lua, the OCG's order); a monster its player may
    not Special Summon now (Scapegoat's lock) is one of the "remaining cards" and goes to the hand.
    Source: card text."""
    return [flip_effect(card, "FLIP: destroy all monsters, then both players reveal 5 cards and Special Summon",
                        _operation(excavate_both_first=False, locked_to_gy=False))]


@script(34124316, texts="2005")
def cyber_jar_2005(card):
    """"FLIP: Destroy all monsters on the field. Both players then pick up 5 cards from the top of
    their respective Decks and Special Summon all Level 4 or lower Monster Cards among them on the
    field in face-up Attack Position or face-down Defense Position. The rest of the cards picked up
    are added to their respective hands." (the variant row Cyber Jar (GOAT), 504700188.)

    As today's (:func:`cyber_jar`), with two differences, from the UDE FAQ and Netrep rulings of the
    period (goatrulings.com "Cyber Jar" and "Scapegoat"):

    - "Both players reveal all 5 cards to each other, and then the turn player may Special Summon
      his monsters, then the opponent." (ProjectIgnis goat/c504700188.lua: "Unlike OCG, first both
      players reveal, then both summon");
    - a player who may not Summon (Scapegoat's lock) sends the monsters they would Summon to the
      GY: "If a monster would be forced to be summoned after the resolution of "Scapegoat," that
      monster will be sent to the Graveyard instead" (Netrep) and, of Cyber Jar, "all monsters
      that could be Special Summoned will be sent to the Graveyard" (UDE FAQ on Scapegoat).
      ProjectIgnis' Goat script adds them to the hand instead (it asks whether each monster can be
      Special Summoned, which the lock answers no); the two UDE rulings of 2005 are followed over a
      simulator's script (TheMTtakeover/goat-rulings goat-indv-rulings/scapegoat.md; ProjectIgnis/
      CardScripts goat/c504700188.lua).

    Unchanged: a short Deck picks up what it has and does not lose ("you are picking-up cards, not
    drawing"); the picked-up cards are not in the hand; monsters that cannot be Special Summoned
    (Toons, Relinquished, Ritual Monsters) go to the hand; with too few free zones the player
    chooses, the rest go to the GY from the Deck; the face-down monsters are shuffled."""
    return [flip_effect(card, "FLIP: destroy all monsters, then both players pick up 5 cards and Special Summon",
                        _operation(excavate_both_first=True, locked_to_gy=True))]
