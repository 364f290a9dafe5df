"""Curse of Royal (2926176), Counter Trap: "Negate the activation and the effect of a Spell or Trap Card
that includes the effect of destroying 1 Spell or Trap Card and destroy it."

Its rulings of April 2005 (the Goat format) are a period variant below (:func:`curse_of_royal_2005`):
it also answers the Counter Traps and Spells that negate and destroy 1 Spell or Trap Card without
targeting it.
"""

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.negation import (destroys_one_spell_trap, last_link, negate_remembered_activation,
                                                remember_last_link)
from duelcore.cards.registry import script


def _curse(card, targeting_only):
    """The Counter Trap: answers the Chain Link just before it when :func:`destroys_one_spell_trap`
    holds for it; negates its activation, and if it does, destroys that card."""

    def condition(ctx):
        link = last_link(ctx)
        return link is not None and destroys_one_spell_trap(link, targeting_only)

    return trap_activation(card, "Negate the activation of a card that destroys 1 Spell/Trap and destroy it",
                           negate_remembered_activation, condition=condition, target=remember_last_link)


@script(2926176)
def curse_of_royal(card):
    """Activated only in direct response to the activation of a Spell or Trap Card that targets
    exactly 1 Spell or Trap Card on the field to destroy it (Mystical Space Typhoon, Dust Tornado,
    Raigeki Break on a Spell or Trap); negates that activation and destroys the card. Not against a
    card that destroys several (Heavy Storm) nor against one that destroys a Spell or Trap without
    targeting it (Magic Jammer, Solemn Judgment). Source: card text; ProjectIgnis/CardScripts
    official/c2926176.lua (the answered activation must target exactly 1 card, a Spell or Trap it
    destroys)."""
    return [_curse(card, targeting_only=True)]


@script(2926176, texts="2005")
def curse_of_royal_2005(card):
    """The rulings of April 2005 on the same text: it answers any Spell or Trap Card that would
    destroy 1 (and only 1) Spell or Trap Card, targeting it or not: also Magic Jammer, Seven Tools
    of the Bandit, Solemn Judgment against a Spell or Trap Card, and another Curse of Royal
    (:func:`destroys_one_spell_trap` without ``targeting_only``). Still not Heavy Storm nor
    Harpie's Feather Duster, and only Spell and Trap Cards (not a monster's effect).

    Sources: the period text: Curse of Royal (GOAT) 504700133 (the same words as today); UDE FAQ and
    Netrep (goatrulings.com, TheMTtakeover/goat-rulings goat-indv-rulings/curse-of-royal.md; Curtis
    Schultz, 2003-12-04: "You can use it against Spell or Trap cards like "Magic Jammer," "Seven
    Tools of the Bandit," "Solemn Judgment," "Curse of Royal," "Mystical Space Typhoon," "Dust
    Tornado""); ProjectIgnis/CardScripts goat/c504700133.lua ("does not require targeting (can be
    used against solemn, seven tools, etc)")."""
    return [_curse(card, targeting_only=False)]
