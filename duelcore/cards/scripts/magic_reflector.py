"""Magic Reflector (61844784), Normal Spell: "Target 1 face-up Spell Card you control; place 1 counter on
it. If it would ever be destroyed, remove the counter instead." """

from duelcore.cards.procedures import resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_negation import COUNTER_FLAG, counters
from duelcore.state.effects import Reset


def _own_spells(ctx):
    """The Spell Cards the activating player controls: Spell & Trap Zones, then the Field Zone."""
    side = ctx.duel.players[ctx.player]
    out = [c for c in side.spell_trap_zones if c is not None]
    if side.field_zone is not None:
        out.append(side.field_zone)
    return out


def _face_up_own_spell(ctx, card):
    """A face-up Spell Card on the field that the activating player still controls."""
    return card.on_field and card.face_up and card.data.is_spell and card.controller == ctx.player


def remove_counter(duel, card, applied, reason):
    """Remove this counter instead of destroying ``card`` (any destruction but the rules')."""
    card.applied.remove(applied)
    duel.emit("stat_changed", card.controller, card=card,
              text=f"1 Magic Reflector counter was removed instead ({counters(card)} left)")
    duel.note_action()
    return True


@script(61844784)
def magic_reflector(card):
    """Target 1 face-up Spell Card you control (a face-up Field Spell included; not itself, not
    a Trap, not a face-down card). On resolution, if it is still that card, face-up and yours,
    1 counter is placed on it: a lingering flag (``_fs_negation.COUNTER_FLAG``) that is lost when
    it leaves the field or is turned face-down. An event "<card>: Magic Reflector placed 1
    counter on it (N in all)" records it.

    "If it would ever be destroyed, remove the counter instead" is a destruction replacement
    carried by each counter (``Applied.replaces_destruction``): the first destruction of the card
    removes one counter instead. Destruction by the Field Spell rules under the 2006 preset
    (FS-05, FS-06) is never replaced, so the counter does not save a Field Spell there.

    Source: Magic Reflector card text; FS-05, FS-06; rulebook "Counters"."""

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            duel.apply(target, flag=COUNTER_FLAG, source=ctx.this,
                       reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN, replaces_destruction=remove_counter)
            duel.emit("stat_changed", ctx.player, card=target,
                      text=f"Magic Reflector placed 1 counter on it ({counters(target)} in all)")
        return
        yield

    return [spell_activation(card, "Place 1 counter on a face-up Spell Card you control", operation,
                             **targeting(_own_spells, _face_up_own_spell,
                                         prompt="Choose a face-up Spell Card"))]
