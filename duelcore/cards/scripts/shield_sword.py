"""Shield & Sword (52097679), Normal Spell: "Switch the original ATK and DEF of all face-up monsters
currently on the field, until the end of this turn." """

from duelcore.cards.procedures import face_up_monsters, spell_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Modifier, Reset, Stat
from duelcore.rules.stats import modifiers, original_atk


def _original_def(card):
    """The original DEF of ``card``: its printed DEF after changes to the original value (points)."""
    value = card.data.def_value
    for _, m in modifiers(card, Stat.DEF):
        if m.op == "original_set":
            value = m.value
    return value


def _switchable(ctx):
    """The face-up monsters on the field that have a DEF (a Link Monster has none)."""
    return [m for m in face_up_monsters(ctx) if not m.data.is_link]


@script(52097679)
def shield_sword(card):
    """Every face-up monster on the field when this resolves (both sides; not face-down ones, and
    not monsters that come later: "currently") has its original ATK and original DEF switched
    until the end of this turn: each becomes the other original value, and changes from other
    effects (Equip Spells, Field Spells) apply on top. Not a targeting effect. Cannot be activated
    while no face-up monster is on the field. Source: card text; rulebook "ATK/DEF modifications"
    (changes to original values apply first)."""

    def operation(ctx):
        duel = ctx.duel
        reset = Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN
        for m in _switchable(ctx):
            atk, dfn = original_atk(m), _original_def(m)
            duel.apply(m, Modifier(Stat.ATK, "original_set", dfn), source=ctx.this, reset=reset)
            duel.apply(m, Modifier(Stat.DEF, "original_set", atk), source=ctx.this, reset=reset)
            duel.emit("stat_changed", ctx.player, card=m, text=f"original ATK and DEF switched (ATK {m.atk}, DEF {m.defense})")
        return
        yield

    return [spell_activation(card, "Switch the original ATK and DEF of all face-up monsters", operation,
                             would_do_something=lambda ctx: bool(_switchable(ctx)))]
