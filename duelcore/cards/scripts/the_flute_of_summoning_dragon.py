"""The Flute of Summoning Dragon (43973174), Normal Spell: "Special Summon up to 2 Dragon monsters from
your hand. "Lord of D." must be on the field to activate and to resolve this effect." """

from duelcore.cards.procedures import can_special_summon, spell_activation
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType

LORD_OF_D = 17985575


def _lord_on_field(duel):
    """A face-up "Lord of D." on either side of the field."""
    return any(m.face_up and m.data.identity == LORD_OF_D for p in (0, 1) for m in duel.monsters(p))


def _dragons(ctx):
    """The Dragon monsters in the activating player's hand that could be Special Summoned now."""
    hand = ctx.duel.players[ctx.player].hand
    return [c for c in hand if c.data.is_monster and c.data.monster_type == MonsterType.DRAGON
            and can_special_summon(ctx.duel, ctx.player, c)]


@script(43973174)
def the_flute_of_summoning_dragon(card):
    """Activate only while a face-up "Lord of D." is on the field (either side) and a Dragon in
    the hand could be Special Summoned. On resolution, if "Lord of D." is still face-up on the
    field, Special Summon 1 or 2 Dragon monsters from the hand (the second is optional), each in
    face-up Attack or Defense Position; with no "Lord of D." then, nothing happens. Does not
    target. Source: card text."""

    def condition(ctx):
        return _lord_on_field(ctx.duel)

    def operation(ctx):
        duel = ctx.duel
        if not _lord_on_field(duel):
            return
        chosen = yield from ctx.select_cards(_dragons(ctx), "Choose a Dragon monster to Special Summon")
        if chosen:
            rest = [c for c in _dragons(ctx) if c not in chosen]
            chosen += yield from ctx.select_cards(rest, "Choose a second Dragon monster to Special Summon",
                                                  optional=True)
        for c in chosen:  # Special Summoned together, each to a zone and position of its own
            yield from duel.special_summon(c, ctx.player, None)

    return [spell_activation(card, "Special Summon up to 2 Dragon monsters from your hand", operation,
                             condition=condition, would_do_something=lambda ctx: bool(_dragons(ctx)))]
