"""Relinquished (64631466), Ritual Monster, Level 1, 0/0: "You can Ritual Summon this card with "Black
Illusion Ritual". Once per turn: You can target 1 monster your opponent controls; equip that target
to this card (max. 1). This card's ATK/DEF become equal to that equipped monster's. If this card would
be destroyed by battle, destroy that equipped monster instead. While equipped with that monster, any
battle damage you take from battles involving this card inflicts equal effect damage to your
opponent." """

from duelcore.cards.procedures import held_equip_card as held_monster
from duelcore.cards.procedures import targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


def held_stat(held, stat):
    """A monster held as an Equip Card counts with its printed ATK/DEF, or 0 while face-down (its
    stats are unknown; the Edison-era and OCG rulings agree)."""
    if held is None or not held.face_up:
        return 0
    return held.data.atk_value if stat is Stat.ATK else held.data.def_value


@script(64631466)
def relinquished(card):
    """Once per turn (Ignition): target 1 monster the opponent controls, face-up or face-down; equip
    it to this card as an Equip Card (max. 1; needs a free Spell & Trap Zone). If this card is no
    longer face-up in a Monster Zone at resolution, the target is sent to the GY (ruling: it cannot
    be equipped); if the target is no longer controlled by the opponent, nothing happens.
    Continuous: ATK/DEF become the held monster's (0 while it is face-down, FD-18); battle
    destruction of this card destroys the held monster instead; battle damage its controller takes
    from its battles is also inflicted on the opponent as effect damage.
    Source: card text; Ritual Summon with Black Illusion Ritual (its own script)."""

    def legal(ctx, c):
        return c.controller == 1 - ctx.player and c.location.is_monster_zone

    def condition(ctx):
        duel = ctx.duel
        return held_monster(ctx.this, absorb) is None and None in duel.players[ctx.player].spell_trap_zones

    def operation(ctx):
        duel = ctx.duel
        targets = [c for c in ctx.live_targets() if c.location.is_monster_zone]
        if not targets:
            return
        target = targets[0]
        this = ctx.this
        if not (ctx.card.valid and this.location.is_monster_zone and this.face_up):
            duel.send_to_gy(target, reason="rule")
            return
        if target.controller != 1 - ctx.player or held_monster(this, absorb) is not None:
            return
        if not duel.equip_monster(this, target, absorb):
            duel.send_to_gy(target, reason="rule")
        return
        yield

    absorb = Effect(card, EffectKind.IGNITION, "Equip 1 monster your opponent controls to this card",
                    range=MONSTER_ZONES, count_limit=1, condition=condition, operation=operation,
                    **targeting(lambda ctx: ctx.duel.monsters(1 - ctx.player), legal,
                                prompt="Choose a monster to equip to Relinquished"))

    def stat_effect(stat):
        return Effect(card, EffectKind.CONTINUOUS, f"{stat.value} becomes the equipped monster's", range=MONSTER_ZONES,
                      modifier=Modifier(stat, "set", 0, applies_to=lambda duel, c: c is card and held_monster(c, absorb) is not None,
                                        value_fn=lambda c: held_stat(held_monster(c, absorb), stat)))

    def replace(duel, this, doomed, reason):
        if doomed is not this or reason != "battle":
            return False
        held = held_monster(this, absorb)
        if held is None:
            return False
        this.destroyed_by_battle = False
        duel.destroy([held], reason="effect", by=this.controller)
        return True

    def reflect(duel, this, amount):
        if held_monster(this, absorb) is not None:
            duel.damage(1 - this.controller, amount, kind="effect_damage")

    shield = Effect(card, EffectKind.CONTINUOUS, "If destroyed by battle, destroy the equipped monster instead",
                    range=MONSTER_ZONES, replaces_destruction=replace)
    mirror = Effect(card, EffectKind.CONTINUOUS, "Battle damage you take from its battles is also inflicted on your opponent",
                    range=MONSTER_ZONES, on_battle_damage=reflect)
    return [absorb, stat_effect(Stat.ATK), stat_effect(Stat.DEF), shield, mirror]
