"""Ojama King (90140980), Fusion Monster, Level 6, LIGHT Beast, 0/3000: ""Ojama Green" + "Ojama Yellow"
+ "Ojama Black" / Select up to 3 of your opponent's Monster Card Zones. The selected zones cannot be
used."

The same text in 2005 (no variant).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.rules.zones import usable_main_monster_zones
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import Effect, EffectKind

#: How many of the opponent's Monster Card Zones it may select.
ZONES = 3


def locked_zones(duel, this):
    """The (player, zone index) pairs this Ojama King made unusable: chosen when it became face-up,
    kept on the card while it stays face-up on the field (forgotten when it is turned face-down or
    leaves: its values are reset)."""
    return list(this.values.get("locked_zones", ()))


@script(90140980)
def ojama_king(card):
    """Its materials are read from its text by the Fusion procedure; an Extra Deck monster,
    revivable only once properly summoned; Metamorphosis may Special Summon it from a Level 6
    monster.

    When it becomes face-up on the field (Special Summoned face-up, or flipped face-up), its effect
    activates (a mandatory Trigger Effect): on resolution, if it is still face-up on the field, its
    controller selects up to 3 of the opponent's unoccupied Main Monster Zones (the first at least,
    when there is one; the next ones optional). While it stays face-up on the field those zones
    cannot be used: nothing may be Summoned, Set or moved there (``disables_zones``,
    :func:`~duelcore.rules.zones.usable_main_monster_zones`). Turned face-down, the zones are usable
    again, and flipped face-up again it selects anew; if its control changes it selects nothing new
    and the zones stay. With no unoccupied zone, nothing is selected.

    Source: card text; UDE FAQ (goatrulings.com "Ojama King": "You cannot select occupied Monster
    Card Zones", "If your opponent has 5 monsters on the field, then "Ojama King"'s effect is not
    applied", "Ojama King's effect activates and you select up to 3 Monster Card Zones when "Ojama
    King" becomes face-up on the field", "If ... your "Ojama King" is flipped face-down, the Monster
    Card Zones are usable again", "If you take control of your opponent's face-up "Ojama King", you
    cannot select new Monster Card Zones")."""

    def became_face_up(ctx):
        ev = ctx.event
        this = ctx.this
        if ev is None or this not in ev.cards or not this.face_up:
            return False
        return ev.kind == "flipped" or ev.data.get("type") != "flip"  # a Flip Summon raises "flipped" too

    def operation(ctx):
        duel = ctx.duel
        this = ctx.this
        if not (ctx.card.valid and this.location.is_monster_zone and this.face_up):
            return
        opponent = ctx.opponent
        chosen = []
        while len(chosen) < ZONES:
            left = [i for i in usable_main_monster_zones(duel, opponent) if i not in chosen]
            if not left:
                break
            options = [Option(Action.ZONE, f"Main Monster Zone {i + 1} (player {opponent + 1})", zone=i + 1) for i in left]
            payloads = list(left)
            if chosen:
                options.append(Option(Action.PASS, "Select no more zones"))
                payloads.append(None)
            pick = yield from duel.ask(ctx.player, DecisionKind.SELECT_ZONE,
                                       f"Select one of your opponent's Monster Card Zones ({len(chosen) + 1} of up to {ZONES})",
                                       options, payloads)
            if pick is None:
                break
            chosen.append(pick)
        this.values["locked_zones"] = [(opponent, i) for i in chosen]
        if chosen:
            zones = ", ".join(str(i + 1) for i in sorted(chosen))
            duel.emit("zones_disabled", ctx.player, card=this, zones=zones)

    select = [Effect(card, EffectKind.TRIGGER, "Select up to 3 of your opponent's Monster Card Zones", event=event,
                     mandatory=True, range=MONSTER_ZONES, condition=became_face_up, operation=operation)
              for event in ("summoned", "flipped")]
    lock = Effect(card, EffectKind.CONTINUOUS, "The selected zones cannot be used", range=MONSTER_ZONES,
                  disables_zones=locked_zones)
    return select + [lock]
