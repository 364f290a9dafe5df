"""Worm Xex (11722335), Effect Monster, Level 4, LIGHT Reptile, 1800/1000: "When this card is Normal
Summoned, you can send 1 Reptile-Type "Worm" monster from your Deck to the Graveyard. If you control a
face-up "Worm Yagan", this card cannot be destroyed by battle."

Worm Yagan's summoning condition names it ("If the only monster you control is "Worm Xex"").
"""

from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import MONSTER_ZONES, summoned_this_way
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind


def _reptile_worm(duel, c):
    """A Reptile "Worm" monster (by its printed Type and archetype)."""
    code = duel.db.archetype_code("Worm")
    return (c.data.is_monster and c.data.monster_type == MonsterType.REPTILE and code is not None
            and c.data.matches_setcode(code))


def _controls_face_up_yagan(duel, card):
    """Its controller controls a face-up "Worm Yagan"."""
    return any(m.face_up and m.data.name == "Worm Yagan" for m in duel.monsters(card.controller))


@script(11722335)
def worm_xex(card):
    """(1) Optional "When" trigger on its Normal Summon (it can miss the timing): send 1 Reptile
    "Worm" monster from your Deck to the GY, then shuffle the Deck. (2) Continuous: while you
    control a face-up "Worm Yagan", it cannot be destroyed by battle (the flag it grants)."""

    def deck_worms(ctx):
        return [c for c in reversed(ctx.duel.players[ctx.player].deck) if _reptile_worm(ctx.duel, c)]

    def send(ctx):
        duel = ctx.duel
        pool = deck_worms(ctx)
        if not pool:
            return
        chosen = yield from ctx.select_cards(pool, 'Choose a Reptile "Worm" monster to send to the GY', look=True)
        for c in chosen:
            duel.send_to_gy(c, reason="effect")
        duel.shuffle_deck(ctx.player)

    mill = Effect(card, EffectKind.TRIGGER, 'Send 1 Reptile "Worm" monster from your Deck to the GY', event="summoned",
                  when=True, range=MONSTER_ZONES,
                  condition=lambda ctx: summoned_this_way(ctx, "normal") and bool(deck_worms(ctx)), operation=send)
    guard = Effect(card, EffectKind.CONTINUOUS, 'Cannot be destroyed by battle while you control a face-up "Worm Yagan"',
                   range=MONSTER_ZONES, applies_while=_controls_face_up_yagan, grants="indestructible_by_battle")
    return [mill, guard]
