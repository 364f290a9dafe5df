"""My Body as a Shield (69279219), Quick-Play Spell: "When your opponent activates a Spell/Trap Card or
monster effect that would destroy a monster(s) on the field: Pay 1500 LP; negate the activation, and if
you do, destroy it."

Its text of April 2005 (My Body as a Shield (GOAT), 504700189): "When your opponent activates a card that
has an effect which destroys 1 or more monster(s) on the field, pay 1500 Life Points to negate the
activation of that card and destroy it." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.destruction import threatened_monsters
from duelcore.cards.procedures.life_points import lp_cost
from duelcore.cards.procedures.negation import last_link, negate_remembered_activation
from duelcore.cards.registry import script
from duelcore.state.effects import EffectKind

#: LP paid to activate it.
COST = 1500


def _answered(ctx):
    """The Chain Link just before this activation, if it is the opponent's activation of a Spell or
    Trap Card or of a monster's effect that can be negated and that would destroy a monster on the
    field if it resolved now (``procedures.destruction.threatened_monsters``); else None."""
    link = last_link(ctx)
    if link is None or link.player != ctx.opponent or link.effect.cannot_be_negated:
        return None
    if not (link.is_card_activation or (link.card.data.is_monster and link.effect.kind is not EffectKind.CONTINUOUS)):
        return None
    return link if threatened_monsters(link) else None


def _my_body_as_a_shield(card, damage_step):
    """Activated only in direct response to such a Chain Link (:func:`_answered`); cost: pay 1500
    LP (with at least 1500 LP). On resolution the activation of that Chain Link is negated, and if
    it is, its card is destroyed (a monster whose effect it was; a Spell or Trap Card still on the
    field). ``damage_step``: it may be activated in the Damage Step."""

    def remember(ctx):
        ctx.values["negates"] = _answered(ctx)

    return [spell_activation(card, "Pay 1500 LP; negate the activation that would destroy a monster, and destroy it",
                             negate_remembered_activation, condition=lambda ctx: _answered(ctx) is not None,
                             target=remember, damage_step=damage_step, **lp_cost(COST))]


@script(69279219)
def my_body_as_a_shield(card):
    """Today's text; it may be activated in the Damage Step (against a Man-Eater Bug flipped by an
    attack). Source: card text; ProjectIgnis ``official/c69279219.lua`` (EFFECT_FLAG_DAMAGE_STEP,
    EFFECT_FLAG_DAMAGE_CAL; a Spell/Trap activation or a monster effect whose operation would destroy
    a monster on the field)."""
    return _my_body_as_a_shield(card, damage_step=True)


@script(69279219, texts="2005")
def my_body_as_a_shield_2005(card):
    """The text and rulings of April 2005: as today, but it cannot be activated in the Damage Step.
    Source: My Body as a Shield (GOAT) 504700189 and ProjectIgnis ``goat/c504700189.lua`` ("Cannot be
    used during the damage step"); goatrulings.com "My Body as a Shield" (UDE FAQ: "You cannot
    activate My Body as a Shield during the Damage Step, so you cannot use it against a Man-Eater Bug
    or Cyber Jar flipped by an attack, but you can use it when these monsters are Flip Summoned";
    the cards it negates: Dark Hole, Fissure, Raigeki, Trap Hole, Mirror Force, Bottomless Trap Hole,
    Man-Eater Bug ...)."""
    return _my_body_as_a_shield(card, damage_step=False)
