"""Sakuretsu Armor (56120475), Normal Trap: "When an opponent's monster declares an attack: Target the
attacking monster; destroy that target." """

from duelcore.cards.procedures import destroy_that_monster, is_the_attacking_monster, opponents_attacking_monsters
from duelcore.cards.registry import script


@script(56120475)
def sakuretsu_armor(card):
    """Only in the chain that answers the opponent's attack declaration (not at a replay, not at any
    other time); targets the attacking monster and destroys it if it is still the attacking monster
    when this resolves: a monster changed to face-down Defense Position in response (Book of Moon)
    or to Defense Position, or that left the field, is no longer the attacking monster, so this
    resolves without effect (``Duel.is_attacking``). Source: card text; OCG rulings of Sakuretsu
    Armor and Dimensional Prison."""

    return [destroy_that_monster(card, "Destroy the attacking monster", opponents_attacking_monsters,
                                 must_still_meet=is_the_attacking_monster)]
