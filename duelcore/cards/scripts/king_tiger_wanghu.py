"""King Tiger Wanghu (83986578), Effect Monster, Level 4, EARTH Beast, 1700/1000: "When a monster(s) with
1400 or less ATK is Normal Summoned or Special Summoned: Destroy those monsters with 1400 or less ATK.
This card must be face-up on the field to activate and to resolve this effect."

Its text of 2005 ("As long as this card remains face-up on the field, destroy all monsters with an
ATK equal to 1400 or less that are Normal Summoned or Special Summoned.") plays the same: a mandatory
Trigger Effect of the face-up monster, ruled so in 2004 ("will activate automatically": Q&A, Curtis
Schultz, 02/09/2004, goatrulings.com "Exiled Force"), so one script serves both.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

#: The summons the text names: a Normal Summon (a Tribute Summon is one) and every Special Summon.
_SUMMONS = frozenset({"normal", "tribute", "special", "fusion", "ritual", "xyz", "link", "token"})


def _weak_summoned(ctx):
    """The monsters of the trigger event (a Normal or Special Summon) that are still face-up in a
    Monster Zone with 1400 or less ATK."""
    ev = ctx.event
    if ev is None or ev.kind != "summoned" or ev.data.get("type") not in _SUMMONS:
        return []
    return [m for m in ev.cards if m.location.is_monster_zone and m.face_up and m.atk <= 1400]


def _first_of_its_summon(ctx):
    """Monsters Summoned at the same time (one action: Scapegoat's 4 Sheep Tokens) raise one
    "summoned" event each, but "those monsters" are met by one activation: this card notes, per
    action, the monsters with 1400 or less ATK its events named (``values["summoned_together"]``,
    action -> {"first": uid of the first event's monster, "uids": [...]}), and only the first event
    of the action activates the effect."""
    weak = _weak_summoned(ctx)
    if not weak:
        return False
    ev = ctx.event
    groups = ctx.this.values.setdefault("summoned_together", {})
    group = groups.setdefault(ev.action, {"first": ev.cards[0].uid, "uids": []})
    group["uids"].extend(m.uid for m in weak if m.uid not in group["uids"])
    return group["first"] == ev.cards[0].uid


def _summoned_together(ctx):
    """The monsters Summoned in the action of the trigger event that are still face-up on the
    field with 1400 or less ATK."""
    group = ctx.this.values.get("summoned_together", {}).get(ctx.event.action)
    uids = set(group["uids"]) if group else set()
    duel = ctx.duel
    return [m for p in (0, 1) for m in duel.monsters(p) if m.uid in uids and m.face_up and m.atk <= 1400]


@script(83986578)
def king_tiger_wanghu(card):
    """A mandatory trigger of the face-up monster when monsters are Normal Summoned (Tribute
    Summons included) or Special Summoned, by either player: those with 1400 or less ATK are
    destroyed (monsters Summoned at the same time by one Chain Link: :func:`_first_of_its_summon`), read again at resolution (a monster that has left the field, was turned face-down
    or has gained ATK is not); nothing if this card is no longer face-up on the field then. Not a
    Flip Summon, not a Set. Source: card text, today's and that of 2005."""

    def operation(ctx):
        this = ctx.this
        if not ctx.card.valid or this.location not in MONSTER_ZONES or not this.face_up:
            return
        doomed = _summoned_together(ctx)
        if doomed:
            ctx.duel.destroy(doomed, by=ctx.player)

    return [Effect(card, EffectKind.TRIGGER, "Destroy the Summoned monsters with 1400 or less ATK", event="summoned",
                   mandatory=True, range=MONSTER_ZONES, condition=_first_of_its_summon,
                   operation=operation)]
