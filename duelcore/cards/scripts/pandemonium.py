"""Pandemonium (94585852), Field Spell: "Neither player has to pay Life Points during the Standby
Phase for "Archfiend" monsters. Each time a player's "Archfiend" monster(s) is destroyed and sent to
the Graveyard, except by battle, that player can add 1 "Archfiend" monster from their Deck to their
hand with a lower Level than the destroyed card." """

from duelcore.cards.procedures import field_spell, search_deck
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_fields import FIELD_ZONE_ONLY, is_archfiend
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def destroyed_archfiends(ctx):
    """The "Archfiend" monsters of the activating player that the triggering event destroyed
    (not by battle) and that are now in the GY: destroyed Monster Cards that were in a Monster
    Zone and are owned by that player (their GY is where they went). [] for any other event."""
    ev = ctx.event
    if ev is None or ev.kind != "destroyed" or ev.reason == "battle":
        return []
    out = []
    for card, before in zip(ev.cards, ev.previous):
        if before is None or not before.is_monster_zone:
            continue
        if card.location is Location.GY and card.owner == ctx.player and card.data.is_monster and is_archfiend(card.data):
            out.append(card)
    return out


@script(94585852)
def pandemonium(card):
    """Activation: the shared Field Spell activation (no effect on resolution of its own).

    Standby Phase payments: an "Archfiend" monster's own script asks
    ``_fs_fields.standby_lp_waived`` before paying its Standby Phase LP; it is True while this
    card is face-up in a Field Zone, resolved and not negated (both players' Archfiends).

    Search: an optional Trigger Effect ("Each time ... can": it does not miss the timing) of this
    face-up card: when "Archfiend" monsters of its controller are destroyed other than by battle
    and sent to the GY, that player may add 1 "Archfiend" monster from their Deck with a Level
    lower than the destroyed one (several destroyed at once: one search, lower than the highest
    Level among them). Offered only when such a monster is in the Deck. The search itself does
    not need this card to still be on the field when it resolves.

    "That player": the search is activated by the owner of the destroyed Archfiends (the
    effect's ``activator``), whoever controls this card.
    """

    def threshold(ctx):
        destroyed = destroyed_archfiends(ctx)
        return max(c.level for c in destroyed) if destroyed else 0

    def can_add(level):
        return lambda c: c.data.is_monster and is_archfiend(c.data) and 0 < c.data.level < level

    def condition(ctx):
        this = ctx.this
        if not this.face_up or not this.values.get("resolved") or ctx.duel.effect_negated(this):
            return False
        level = threshold(ctx)
        return level > 0 and any(can_add(level)(c) for c in ctx.duel.players[ctx.player].deck)

    def target(ctx):
        ctx.values["below"] = threshold(ctx)
        return
        yield

    def operation(ctx):
        yield from search_deck(ctx, can_add(ctx.values["below"]),
                               f"Add 1 \"Archfiend\" monster with a Level lower than {ctx.values['below']}")

    def that_player(duel, this, event):
        owners = [c.owner for c, before in zip(event.cards, event.previous)
                  if before is not None and before.is_monster_zone and c.data.is_monster and is_archfiend(c.data)]
        return owners[0] if owners else this.controller

    search = Effect(card, EffectKind.TRIGGER, "add 1 lower-Level \"Archfiend\" monster from the Deck",
                    event="destroyed", range=FIELD_ZONE_ONLY, condition=condition, target=target,
                    operation=operation, activator=that_player)
    return field_spell(card, "Pandemonium", []) + [search]
