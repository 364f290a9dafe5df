"""Gatling Dragon (87751584), Fusion Monster, Level 8, DARK Machine, 2600/1200: ""Barrel Dragon" +
"Blowback Dragon" / Once per turn: You can toss a coin 3 times and destroy as many monsters on the field
as possible, but not more than the number of heads."

The same text in 2005 (no variant).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

TOSSES = 3


@script(87751584)
def gatling_dragon(card):
    """Once per turn (Ignition): its controller tosses a coin 3 times (the duel's seeded generator,
    each toss in the play-by-play); then as many monsters on the field as possible, up to the
    number of Heads, are destroyed: its controller chooses which, either player's, Gatling Dragon
    itself included (it does not target); with no more monsters than Heads, all of them. Source:
    card text; UDE FAQ (goatrulings.com "Gatling Dragon": "You must destroy as many monsters as
    possible based on the number of Heads you flip. If you flip 2 Heads, and the only monsters on
    the field are 1 of your opponent's monsters and your "Gatling Dragon", you must destroy both
    monsters")."""

    def operation(ctx):
        duel = ctx.duel
        heads = sum(1 for _ in range(TOSSES) if duel.toss_coin(ctx.player, ctx.this) == "Heads")
        monsters = duel.monsters(ctx.player) + duel.monsters(ctx.opponent)
        if not heads or not monsters:
            return
        chosen = yield from ctx.select_cards(monsters, f"Choose {min(heads, len(monsters))} monster(s) to destroy", heads)
        duel.destroy(chosen, by=ctx.player)

    return [Effect(card, EffectKind.IGNITION, "Toss a coin 3 times; destroy monsters up to the number of Heads",
                   range=MONSTER_ZONES, count_limit=1, operation=operation)]
