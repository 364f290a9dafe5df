"""Tsukuyomi (34853266), Spirit Effect Monster (DARK Spellcaster, Level 4, 1100/1400): "Cannot be
Special Summoned. If this card is Normal Summoned or flipped face-up: Target 1 face-up monster on
the field; change that target to face-down Defense Position. Once per turn, during the End Phase, if
this card was Normal Summoned or flipped face-up this turn: Return it to the hand."

Its text of April 2005 ("This card cannot be Special Summoned. This card returns to the owner's hand
during the End Phase of the turn it is Normal Summoned or flipped face-up. When this card is Normal
Summoned or flipped face-up, flip 1 face-up monster on the field into face-down Defense Position.",
cards.goat.en.cdb) plays the same: both make the flip mandatory ("Tsukuyomi's effect is
mandatory", Netrep, goatrulings.com "TSUKUYOMI") and the return mandatory, and a Spirit returns
once a turn either way. So it has no period variant.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES, face_up_monsters
from duelcore.cards.procedures.positions import can_be_face_down, change_targets_face_down
from duelcore.cards.procedures.spirits import spirit_effects
from duelcore.cards.procedures.targeting import targetable
from duelcore.cards.procedures.triggers import flipped_this, summoned_this_way
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(34853266)
def tsukuyomi(card):
    """The Spirit monster's effects (:func:`~duelcore.cards.procedures.spirits.spirit_effects`), and
    a mandatory trigger when it is Normal Summoned (a Tribute Summon too) or flipped face-up (a
    Flip Summon, an attack or an effect): target 1 face-up monster on the field, itself included
    ("You can select "Tsukuyomi" itself as the target", UDE FAQ, goatrulings.com "TSUKUYOMI"), but
    not a Token (FD-27); that target, if it is still face-up at resolution, is changed to face-down
    Defense Position. Its effect still resolves if Tsukuyomi itself is turned face-down in response
    (the effect does not need it on the field; the Book of Moon FAQ: a Flip Effect "still resolves
    as normal"). When it was flipped by an attack and destroyed by that battle it cannot target
    itself (``Duel.can_be_targeted``; the same FAQ)."""

    def pool(ctx):
        return [c for c in face_up_monsters(ctx) if can_be_face_down(c)]

    def has_target(ctx):
        return bool(targetable(ctx, pool(ctx)))

    def target(ctx):
        chosen = yield from ctx.select_cards(pool(ctx), "Choose a face-up monster to change to face-down Defense Position")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = lambda ctx, c: can_be_face_down(c)

    text = "Change 1 face-up monster on the field to face-down Defense Position"
    common = dict(mandatory=True, range=MONSTER_ZONES, damage_step=True, targets=True, has_target=has_target,
                  target=target, operation=change_targets_face_down)
    on_summon = Effect(card, EffectKind.TRIGGER, text, event="summoned",
                       condition=lambda ctx: summoned_this_way(ctx, "normal", "tribute"), **common)
    on_flip = Effect(card, EffectKind.TRIGGER, text, event="flipped", condition=flipped_this, **common)
    return spirit_effects(card, once_per_turn=True) + [on_summon, on_flip]
