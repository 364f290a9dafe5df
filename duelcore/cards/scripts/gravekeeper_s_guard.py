"""Gravekeeper's Guard (37101832), Flip Effect Monster: "FLIP: Target 1 monster your opponent
controls; return that target to the hand." """

from duelcore.cards.procedures.filters import in_monster_zone
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.search import return_targets_to_hand
from duelcore.cards.registry import script


@script(37101832)
def gravekeeper_s_guard(card):
    """FLIP: target 1 monster the opponent controls and return it to its owner's hand (mandatory; a
    FLIP effect never misses the timing). Needed as the FLIP monster whose DEF (1900) a Field Spell
    can raise above 2000 for Acid Trap Hole (FS-19): Yami makes it 2100."""

    def has_target(ctx):
        return bool(ctx.duel.monsters(ctx.opponent))

    def target(ctx):
        chosen = yield from ctx.select_cards(ctx.duel.monsters(ctx.opponent), "Choose a monster to return to the hand")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = in_monster_zone

    return [flip_effect(card, "FLIP: return 1 monster your opponent controls to the hand", return_targets_to_hand,
                        targets=True, has_target=has_target, target=target)]
