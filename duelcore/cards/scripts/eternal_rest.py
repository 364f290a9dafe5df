"""Eternal Rest (95051344), Normal Spell: "Destroy all monsters equipped with Equip Cards." """

from duelcore.cards.procedures import equipped_monster, spell_activation
from duelcore.cards.registry import script


def _equipped_monsters(duel):
    """The monsters on the field that an Equip Card (an Equip Spell, or a monster held as one) is
    equipped to now, each once, player 1's side first."""
    out = []
    for p in duel.players:
        for c in p.spell_trap_zones:
            if c is None:
                continue
            m = equipped_monster(c)
            if m is not None and m.location.is_monster_zone and m not in out:
                out.append(m)
    return out


@script(95051344)
def eternal_rest(card):
    """Destroy, at the same time, every monster (either side) that has an Equip Card equipped to
    it when this resolves; their Equip Cards then go to the GY because their links are lost.
    Not a targeting effect. Cannot be activated while no monster is equipped. Source: card text."""

    def something(ctx):
        return bool(_equipped_monsters(ctx.duel))

    def operation(ctx):
        doomed = _equipped_monsters(ctx.duel)
        if doomed:
            ctx.duel.destroy(doomed, by=ctx.player)
        return
        yield

    return [spell_activation(card, "Destroy all monsters equipped with Equip Cards", operation,
                             would_do_something=something)]
