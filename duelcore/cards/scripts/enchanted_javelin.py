"""Enchanted Javelin (96355986), Normal Trap: "Increase your Life Points by the ATK of 1 opponent's
attacking monster." """

from duelcore.cards.procedures import opponents_attacking_monsters, trap_activation
from duelcore.cards.registry import script


@script(96355986)
def enchanted_javelin(card):
    """Activated when an opponent's monster declares an attack (the attack declaration's response
    window), targeting that attacking monster. On resolution its controller gains LP equal to that
    monster's current ATK, if it is still the attacking monster (``Duel.is_attacking``): nothing is
    gained if it has left the field, or been changed to face-down or to Defense Position in
    response (it is no longer the attacking monster: OCG rulings of Sakuretsu Armor and
    Dimensional Prison, whose text names "the attacking monster" the same way). Not offered for
    the controller's own attacks. Source: card text."""

    def target(ctx):
        ctx.targets = [opponents_attacking_monsters(ctx)[0].ref()]
        return
        yield

    def operation(ctx):
        for monster in ctx.live_targets():
            if ctx.duel.is_attacking(monster):
                ctx.duel.gain_lp(ctx.player, monster.atk, ctx.this)
        return
        yield

    return [trap_activation(card, "Gain LP equal to the ATK of 1 opponent's attacking monster", operation,
                            targets=True, condition=lambda ctx: bool(opponents_attacking_monsters(ctx)),
                            target=target)]
