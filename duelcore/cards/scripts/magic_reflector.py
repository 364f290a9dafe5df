"""Magic Reflector (61844784), Normal Spell: "Target 1 face-up Spell Card you control; place 1 counter on
it. If it would ever be destroyed, remove the counter instead." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.counters import MAGIC_REFLECTOR_COUNTER, counters
from duelcore.cards.procedures.filters import spell_traps_controlled
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Reset


def _face_up_own_spell(ctx, card):
    """A face-up Spell Card on the field that the activating player still controls."""
    return card.on_field and card.face_up and card.data.is_spell and card.controller == ctx.player


def remove_counter_instead(duel, card, applied, reason):
    """Remove this counter instead of destroying ``card`` (any destruction but the rules')."""
    card.applied.remove(applied)
    duel.emit("stat_changed", card.controller, card=card,
              text=f"1 Magic Reflector counter was removed instead ({counters(card, MAGIC_REFLECTOR_COUNTER)} left)")
    duel.note_action()
    return True


@script(61844784)
def magic_reflector(card):
    """Target 1 face-up Spell Card you control (a face-up Field Spell included; not itself, not
    a Trap, not a face-down card). On resolution, if it is still that card, face-up and yours,
    1 counter is placed on it: a lingering flag (``procedures.counters.MAGIC_REFLECTOR_COUNTER``)
    that is lost when it leaves the field or is turned face-down. An event "<card>: Magic Reflector placed 1
    counter on it (N in all)" records it.

    "If it would ever be destroyed, remove the counter instead" is a destruction replacement
    carried by each counter (``Applied.replaces_destruction``): the first destruction of the card
    removes one counter instead. Destruction by the Field Spell rules under the 2006 preset
    (FS-05, FS-06) is never replaced, so the counter does not save a Field Spell there.

    Source: Magic Reflector card text; FS-05, FS-06; rulebook "Counters"."""

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            duel.apply(target, flag=MAGIC_REFLECTOR_COUNTER, source=ctx.this,
                       reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN, replaces_destruction=remove_counter_instead)
            duel.emit("stat_changed", ctx.player, card=target,
                      text=f"Magic Reflector placed 1 counter on it ({counters(target, MAGIC_REFLECTOR_COUNTER)} in all)")

    return [spell_activation(card, "Place 1 counter on a face-up Spell Card you control", operation,
                             **targeting(lambda ctx: spell_traps_controlled(ctx.duel, ctx.player), _face_up_own_spell,
                                         prompt="Choose a face-up Spell Card"))]
