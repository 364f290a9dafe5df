"""Fusilier Dragon, the Dual-Mode Beast (51632798), Effect Monster, Level 7, DARK Machine, 2800/2000: "You
can Normal Summon/Set this card without Tributing, but its original ATK and DEF become halved."

Its text of April 2005, "You can Normal Summon or Set this card without Tributing. If you do, its original
ATK and DEF are halved.", plays the same.
"""

from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind, Modifier, Reset, Stat


def _halve(duel, card):
    """Its original ATK and DEF become halved while it stays the same object, face-up or not: a Set
    one has 1400/1000 once flipped; turned face-down and flipped again it has 2800/2000."""
    for stat in (Stat.ATK, Stat.DEF):
        duel.apply(card, Modifier(stat, "original_half"), source=card, reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
    if card.face_up:
        duel.emit("stat_changed", card.controller, card=card,
                  text=f"original ATK and DEF halved (ATK {card.atk}, DEF {card.defense})")


@script(51632798)
def fusilier_dragon_the_dual_mode_beast(card):
    """Besides its 2 Tributes, it may be Normal Summoned or Set with none (the option "... (without
    Tributing)": ``Effect.summon_without_tributes``); so placed, its original ATK and DEF are halved
    (a change to the original values, applied first: rules.stats) until it leaves the field or is
    turned face-down. A Set one is not shown ("If you Set "Fusilier Dragon, the Dual-Mode Beast",
    even without Tribute, you do not have to show it to your opponent"); "If you Set ... without
    Tribute, it has ATK 1400 and DEF 1000 when flipped face-up"; "If ... with halved ATK and DEF
    because of its effect, is flipped face-down, and then flipped face-up again, it will then have
    its full ATK 2800 and DEF 2000" (UDE FAQ).

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings
    fusilier-dragon-the-dual-mode-beast.md, UDE FAQ)."""
    return [Effect(card, EffectKind.CONTINUOUS, "Normal Summon/Set without Tributing: its original ATK and DEF become halved",
                   summon_without_tributes=_halve)]
