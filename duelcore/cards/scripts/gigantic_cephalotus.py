"""Gigantic Cephalotus (82116191), Effect Monster (EARTH Plant, Level 4, 1850/700): "This card gains 200
ATK each time a Plant-Type monster is sent from the field to the Graveyard." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_hidden import MONSTER_ZONES, face_up_category_cards
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind, Modifier, Reset, Stat


def is_plant_monster(card):
    """A Monster Card whose Type is Plant (read from its printed data in the GY)."""
    return card.data.is_monster and card.data.monster_type is not None and bool(card.data.monster_type & MonsterType.PLANT)


def plants_sent(ctx):
    """The Plant-Type monsters the triggering "sent_to_gy" event sent from a Monster Zone to the
    GY face-up (this card excluded). A Plant sent there while face-down does not count: its Type
    was unknown when it left the field (FD-09)."""
    ev = ctx.event
    if ev is None or ev.kind != "sent_to_gy":
        return []
    return [c for c in face_up_category_cards(ev, is_plant_monster) if c is not ctx.this]


@script(82116191)
def gigantic_cephalotus(card):
    """A mandatory Trigger Effect of the face-up monster (its classification is a Trigger Effect):
    each time Plant-Type monster(s) are sent from a Monster Zone to the GY face-up (by
    destruction, Tribute, as material or by an effect), this card gains 200 ATK for each of them,
    a lingering change lost when it leaves the field or is turned face-down (FD-21). A face-down
    Plant sent to the GY does not trigger it (FD-09); a face-down Cephalotus does not activate it
    (FD-10). Source: card text; FD-09, FD-10, FD-21."""

    def condition(ctx):
        return bool(plants_sent(ctx))

    def target(ctx):
        ctx.values["count"] = len(plants_sent(ctx))
        return
        yield

    def operation(ctx):
        this = ctx.this
        if not ctx.card.valid or not this.location.is_monster_zone or not this.face_up:
            return
        gain = 200 * ctx.values.get("count", 1)
        ctx.duel.apply(this, Modifier(Stat.ATK, "add", gain), source=this, reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
        ctx.duel.emit("stat_changed", ctx.player, card=this, text=f"gains {gain} ATK (ATK {this.atk})")
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Gains 200 ATK for each Plant-Type monster sent from the field to the GY",
                   event="sent_to_gy", mandatory=True, damage_step=True, range=MONSTER_ZONES,
                   condition=condition, target=target, operation=operation)]
