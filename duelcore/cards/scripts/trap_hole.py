"""Trap Hole (4206964), Normal Trap: "When your opponent Normal or Flip Summons 1 monster with 1000
or more ATK: Target that monster; destroy that target." """

from duelcore.cards.procedures import destroy_that_monster, window_events
from duelcore.cards.scripts import script


@script(4206964)
def trap_hole(card):
    """Answers the opponent's Normal (or Tribute) or Flip Summon of 1 monster whose ATK is 1000 or
    more *now* (Field Spell modifiers included: FS-18); targets it and destroys it."""

    def summoned(ctx):
        out = []
        for ev in window_events(ctx, "summoned"):
            if ev.player != ctx.opponent or ev.data.get("type") not in ("normal", "tribute", "flip"):
                continue
            if len(ev.cards) == 1:
                m = ev.cards[0]
                if m.location.is_monster_zone and m.face_up and m.atk >= 1000:
                    out.append(m)
        return out

    return [destroy_that_monster(card, "Destroy the summoned monster", summoned)]
