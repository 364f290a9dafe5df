"""Kurivolt (40817915), Effect Monster (LIGHT Thunder, Level 1): "You can target 1 Xyz Monster that has
material; detach 1 material from it, and if you do, Special Summon 1 "Kurivolt" from your Deck.
Cannot be used as Synchro Material." """

from duelcore.cards.procedures import monsters_on_field, resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_hidden import MONSTER_ZONES, special_summon_from_deck
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _xyz_with_material(ctx, card):
    """A face-up Xyz Monster on the field with at least 1 Xyz Material. A face-down one is only "a
    monster": even its card type is unknown, so it is never a target (FD-05)."""
    return card.location.is_monster_zone and card.face_up and card.data.is_xyz and bool(card.materials)


def _refusal(ctx, card):
    """Why ``card`` is not a target (said without naming a face-down card): face-down (FD-05), not
    an Xyz Monster, or no material."""
    if not card.location.is_monster_zone:
        return None
    if not card.face_up:
        return "a face-down monster's card type is unknown, so it cannot be targeted as an Xyz Monster (FD-05)"
    if not card.data.is_xyz:
        return "it is not an Xyz Monster"
    if not card.materials:
        return "it has no Xyz Material"
    return None


@script(40817915)
def kurivolt(card):
    """An Ignition Effect of the face-up monster (no use limit): target 1 face-up Xyz Monster with
    material on either field; on resolution, if it still is one, the activating player detaches 1
    of its materials (to the GY) and, if they did, Special Summons 1 "Kurivolt" from the Deck
    (face-up Attack or Defense Position, their choice; the Deck is shuffled). Needs a "Kurivolt"
    in the Deck only at resolution. "Cannot be used as Synchro Material": the engine has no Synchro
    Summon, so nothing to enforce. Source: card text; FD-05."""

    def operation(ctx):
        duel = ctx.duel
        for xyz in resolved_targets(ctx):
            if not xyz.materials:
                continue
            picked = yield from ctx.select_cards(list(xyz.materials), "Detach 1 Xyz Material", 1)
            for material in picked:
                duel.move(material, Location.GY, reason="effect")
                duel.emit("detached", ctx.player, card=material, target=xyz)
            if picked:
                yield from special_summon_from_deck(ctx, "Kurivolt")

    return [Effect(card, EffectKind.IGNITION, "Detach 1 material from an Xyz Monster: Special Summon 1 \"Kurivolt\" from your Deck",
                   range=MONSTER_ZONES, operation=operation,
                   **targeting(monsters_on_field, _xyz_with_material, prompt="Choose an Xyz Monster", refusal=_refusal))]
