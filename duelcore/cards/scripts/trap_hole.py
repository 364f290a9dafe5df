"""Trap Hole (4206964), Normal Trap: "When your opponent Normal or Flip Summons 1 monster with 1000
or more ATK: Target that monster; destroy that target."

The OCG text repeats the condition at resolution: 「その攻撃力１０００以上のモンスターを破壊する」
("destroy that monster with 1000 or more ATK"); the English text's "destroy that target" does not
say so, but the card works as the OCG text does.
"""

from duelcore.cards.procedures import destroy_that_monster, window_events
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_stats import atk_at_least, face_up_with


@script(4206964)
def trap_hole(card):
    """Answers the opponent's Normal (or Tribute) or Flip Summon of 1 monster whose ATK is 1000 or
    more *now* (Field Spell modifiers included: FS-18) and targets it. On resolution it destroys
    the target only if it is still face-up with 1000 or more ATK (``Effect.must_still_meet``): a
    monster whose ATK fell below 1000 in response (its Field Spell destroyed), or that was turned
    face-down, is not destroyed. Source: the OCG card text; yugioh-wiki 《落とし穴》 ("activated at
    1000 or more ATK, destroys it if it has 1000 or more ATK at resolution")."""
    condition = face_up_with(atk_at_least(1000))

    def summoned(ctx):
        out = []
        for ev in window_events(ctx, "summoned"):
            if ev.player != ctx.opponent or ev.data.get("type") not in ("normal", "tribute", "flip"):
                continue
            if len(ev.cards) == 1 and condition(ctx, ev.cards[0]):
                out.append(ev.cards[0])
        return out

    return [destroy_that_monster(card, "Destroy the summoned monster", summoned, must_still_meet=condition)]
