"""King Dragun (13756293), Fusion Monster, Level 7, DARK Dragon, 2400/1100: ""Lord of D." + "Divine
Dragon Ragnarok" / Your opponent cannot target Dragon monsters with card effects. Once per turn: You can
Special Summon 1 Dragon monster from your hand."

Its text of 2005: "Your opponent cannot select any Dragon-Type monsters as the target(s) of Spell, Trap,
or Monster Card effects. Once per turn, you can Special Summon 1 Dragon-Type monster from your hand." It
plays the same (no variant).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.summoning import can_special_summon
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind


def _dragons_in_hand(ctx):
    """The Dragon monsters in the activating player's hand that could be Special Summoned now."""
    duel = ctx.duel
    return [c for c in duel.players[ctx.player].hand
            if c.data.is_monster and c.data.monster_type is MonsterType.DRAGON and can_special_summon(duel, ctx.player, c)]


@script(13756293)
def king_dragun(card):
    """An Extra Deck monster (its materials read from its text; Fusion substitutes allowed),
    revivable only once properly summoned.

    - Continuous, while face-up: its controller's opponent cannot target face-up Dragon monsters
      on the field, either player's, with card effects (``untargetable``); effects that do not
      target still apply to them (Divine Wrath), and a face-down monster is not known to be a
      Dragon (FD-04).
    - Once per turn (Ignition): Special Summon 1 Dragon monster from your hand (your choice, face-up
      Attack or Defense Position); it needs one that could be Special Summoned and a free zone. It
      may be answered (Divine Wrath may be chained to it).

    Source: card text; UDE FAQ (goatrulings.com "King Dragun": "The first effect ... is a Continuous
    Effect. The second effect ... is an Ignition Effect"; "Your opponent cannot target a Dragon-Type
    Fusion Monster with "De-Fusion" while "King Dragun" or "Lord of D." is on the field")."""

    def protects(duel, this, target, effect):
        return (effect.card.controller != this.controller and target.location.is_monster_zone and target.face_up
                and target.data.monster_type is MonsterType.DRAGON)

    def operation(ctx):
        chosen = yield from ctx.select_cards(_dragons_in_hand(ctx), "Choose a Dragon monster to Special Summon")
        if chosen:
            yield from ctx.duel.special_summon(chosen[0], ctx.player, position=None)

    shield = Effect(card, EffectKind.CONTINUOUS, "Your opponent cannot target Dragon monsters with card effects",
                    range=MONSTER_ZONES, untargetable=protects)
    summon = Effect(card, EffectKind.IGNITION, "Special Summon 1 Dragon monster from your hand", range=MONSTER_ZONES,
                    count_limit=1, condition=lambda ctx: bool(_dragons_in_hand(ctx)), operation=operation)
    return [shield, summon]
