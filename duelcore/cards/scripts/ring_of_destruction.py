"""Ring of Destruction (83555666), Normal Trap: "During your opponent's turn: Target 1 face-up monster your
opponent controls whose ATK is less than or equal to their LP; destroy that face-up monster, and if you
do, take damage equal to its original ATK, then inflict damage to your opponent, equal to the damage you
took. You can only activate 1 "Ring of Destruction" per turn."

Its text of April 2005 (the Goat format) is a different card: any face-up monster, in any turn, its
current ATK to both players at once (:func:`ring_of_destruction_2005`).
"""

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import face_up_monsters, is_face_up_monster, opponents_face_up_monsters
from duelcore.cards.procedures.targeting import not_face_down_refusal, resolved_targets, targeting
from duelcore.cards.registry import script


def _within_their_lp(ctx):
    """The face-up monsters the opponent controls whose ATK is at most the opponent's LP."""
    lp = ctx.duel.players[ctx.opponent].lp
    return [m for m in opponents_face_up_monsters(ctx) if m.atk <= lp]


@script(83555666)
def ring_of_destruction(card):
    """Only in the opponent's turn, and one "Ring of Destruction" per turn per player (counted when
    activated). It targets 1 face-up monster the opponent controls whose ATK is at most the
    opponent's LP. On resolution, if the target is still a face-up monster, it is destroyed; if it
    was, its controller's opponent (the Ring's player) takes damage equal to its original (printed)
    ATK, and then, only if their LP are still above 0, the opponent takes damage equal to the
    damage taken. So a Ring that brings its own player to 0 LP loses the duel and deals nothing to
    the opponent: today's Ring cannot end the duel in a draw.

    Source: card text (cards.en.cdb); ProjectIgnis/CardScripts official/c83555666.lua (the text's
    ATK, the opponent's damage only while the player's LP are above 0)."""

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            printed = max(target.data.atk or 0, 0)
            if not duel.destroy([target], by=ctx.player):
                return
            before = duel.players[ctx.player].lp
            duel.damage(ctx.player, printed, kind="effect_damage")
            took = before - duel.players[ctx.player].lp
            if took and duel.players[ctx.player].lp > 0:
                duel.damage(ctx.opponent, took, kind="effect_damage")

    return [trap_activation(card, "Destroy 1 face-up monster; both players take damage", operation,
                            condition=lambda ctx: ctx.duel.turn_player == ctx.opponent,
                            count_limit=1, count_per_name=True,
                            **targeting(_within_their_lp, is_face_up_monster, prompt="Choose a monster to destroy",
                                        refusal=not_face_down_refusal))]


@script(83555666, texts="2005")
def ring_of_destruction_2005(card):
    """The text of April 2005: "Destroy 1 face-up monster and inflict damage equal to the destroyed
    card's ATK to the Life Points of both you and your opponent."

    Any turn, its player's own included (a Normal Trap's timing; not in the Damage Step), no limit
    per turn. It targets 1 face-up monster on either side of the field, whatever its ATK. On
    resolution, if the target is still a face-up monster, its ATK *now* (the current ATK, modifiers
    included) is read, then it is destroyed; if it was destroyed, both players take that much
    damage at the same time (``Duel.damage_both``), so if both reach 0 LP the duel is a draw. A
    target turned face-down in response (Book of Moon) is not destroyed and nobody takes damage.

    Sources: the period text: cards.goat.en.cdb (PGD-000, quoted by Pojo's Card of the Day,
    2006-08-22); its "(Pre-Errata)" rows 511000824/511000825 ("Target 1 face-up monster; Destroy
    it, and if you do, inflict damage to both players equal to its ATK"); UDE FAQ (goatrulings.com,
    TheMTtakeover/goat-rulings goat-indv-rulings/ring-of-destruction.md: "inflicts damage based on
    the current (total) ATK value, NOT the original ATK"; "You cannot activate "Ring of
    Destruction" during the Damage Step"); ProjectIgnis/CardScripts pre-errata/c511000824.lua (the
    ATK read before destroying; both damages completed together); Netrep on Book of Moon (a
    face-up target's effect disappears once it is face-down).
    """

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            atk = target.atk
            if duel.destroy([target], by=ctx.player):
                duel.damage_both(atk)

    return [trap_activation(card, "Destroy 1 face-up monster; both players take damage equal to its ATK", operation,
                            **targeting(face_up_monsters, is_face_up_monster, prompt="Choose a monster to destroy",
                                        refusal=not_face_down_refusal))]
