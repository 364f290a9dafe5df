"""Array of Revealing Light (69296555), Field Spell: "Declare 1 Type of monster. Any monster of the
declared Type cannot declare an attack during the turn it is Normal Summoned, Flip Summoned, or Special
Summoned." """

from duelcore.cards.procedures.activation import no_effect, spell_activation
from duelcore.cards.procedures.summoning import was_summoned_this_turn
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: The Types a player may declare: every Type printed on real monsters.
DECLARABLE = [t for t in MonsterType if t.bit_count() == 1]


@script(69296555)
def array_of_revealing_light(card):
    """On activation its controller declares 1 monster Type (a declaration made as part of the
    activation, before anyone may respond: FS-08). While face-up and applying, monsters of that
    Type (both players') cannot declare an attack during the turn they were Normal, Flip or
    Special Summoned. Source: card text; FS-08, FS-13, FS-14."""

    def declare(ctx):
        words = yield from ctx.declare([t.label for t in DECLARABLE], "Declare 1 Type of monster")
        ctx.this.values["declared"] = next(t for t in DECLARABLE if t.label == words)
        ctx.duel.emit("declared", ctx.player, card=ctx.this, text=words)

    def forbids(duel, this, monster):
        declared = this.values.get("declared")
        return declared is not None and monster.data.monster_type is declared and was_summoned_this_turn(duel, monster)

    activation = spell_activation(card, "Array of Revealing Light", no_effect, needs_card_on_field=True, target=declare)
    lock = Effect(card, EffectKind.CONTINUOUS, "Monsters of the declared Type cannot attack the turn they are Summoned",
                  range=frozenset({Location.FIELD_ZONE}), forbids_attack=forbids)
    return [activation, lock]
