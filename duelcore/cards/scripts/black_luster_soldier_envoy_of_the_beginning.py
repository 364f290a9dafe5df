"""Black Luster Soldier - Envoy of the Beginning (72989439), Effect Monster (LIGHT Warrior, Level 8,
3000/2500): "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by
banishing 1 LIGHT and 1 DARK monster from your GY. Once per turn, you can activate 1 of these effects.
● Target 1 monster on the field; banish it. This card cannot attack the turn this effect is activated.
● If this attacking card destroys an opponent's monster by battle: It can make a second attack in a
row."

Its text of April 2005 is a period variant below (:func:`black_luster_soldier_envoy_of_the_beginning_2005`).
"""

from duelcore.cards.procedures.banish import banish_from_gy_summon, banish_target_ignition
from duelcore.cards.procedures.filters import MONSTER_ZONES, in_monster_zone, monsters_on_field
from duelcore.cards.registry import script
from duelcore.cards.types import Attribute
from duelcore.rules.battle import grant_second_attack
from duelcore.state.effects import Effect, EffectKind

BANISH_TEXT = "Banish 1 monster on the field (this card cannot attack this turn)"
SECOND_ATTACK_TEXT = "It can make a second attack in a row"


def _second_attack(ctx):
    """Resolution: if this card is still the same face-up monster in a Monster Zone, it may make a
    second attack in a row (rules.battle.grant_second_attack)."""
    this = ctx.this
    if ctx.card.valid and this.location in MONSTER_ZONES and this.face_up:
        grant_second_attack(ctx.duel, this)


def _effects(card, second_attack_event, second_attack_condition):
    """The three Effects both texts share, the second attack's trigger on ``second_attack_event``
    when ``second_attack_condition(ctx, banish)`` holds (``banish``: the banishing effect, whose
    use this turn rules the second attack out: "Once per turn, you can activate 1 of these
    effects")."""
    summon = banish_from_gy_summon(card, Attribute.LIGHT, Attribute.DARK)
    banish = banish_target_ignition(card, BANISH_TEXT, monsters_on_field, in_monster_zone,
                                    "Choose a monster to banish")
    chain_attack = Effect(card, EffectKind.TRIGGER, SECOND_ATTACK_TEXT, event=second_attack_event,
                          damage_step=True, range=MONSTER_ZONES, count_limit=1,
                          condition=lambda ctx: second_attack_condition(ctx, banish), operation=_second_attack)
    return [summon, banish, chain_attack]


def _destroyed_by_this_attack(ctx, banish):
    """Today's trigger: the "destroyed" event (at the end of the Damage Step, as the monster is sent
    to the GY) of an opponent's monster that this card destroyed by battle while attacking, and
    the banishing effect not used this turn."""
    ev = ctx.event
    this = ctx.this
    duel = ctx.duel
    if ev is None or ev.reason != "battle" or duel.attacking is not this or duel.uses(banish):
        return False
    by = ev.data.get("destroyed_by", {})
    return any(by.get(c.uid) is this and c.left_field_controller == 1 - this.controller for c in ev.cards)


@script(72989439)
def black_luster_soldier_envoy_of_the_beginning(card):
    """Its own Special Summon from the hand by banishing 1 LIGHT and 1 DARK monster from its
    controller's GY (:func:`~duelcore.cards.procedures.banish.banish_from_gy_summon`); once per
    turn, one of: an Ignition Effect that targets 1 monster on the field (face-down ones and itself
    included) and banishes it, after which it cannot attack this turn
    (:func:`~duelcore.cards.procedures.banish.banish_target_ignition`), or, when it destroys an
    opponent's monster by battle while attacking, an optional trigger (at the end of the Damage
    Step, as the monster leaves the field): it may make a second attack in a row, which must be
    the next attack declared (rules.battle.grant_second_attack)."""
    return _effects(card, "destroyed", _destroyed_by_this_attack)


def _destroyed_in_this_battle(ctx, banish):
    """The trigger of 2005: the "battled" event (after damage calculation) of this card's attack on
    an opponent's monster that damage calculation destroyed, and the banishing effect not used
    this turn."""
    ev = ctx.event
    this = ctx.this
    if ev is None or ev.data.get("attacker") is not this or ctx.duel.uses(banish):
        return False
    target = ev.data.get("target")
    return target is not None and target.destroyed_by_battle and target.controller == 1 - this.controller


@script(72989439, texts="2005")
def black_luster_soldier_envoy_of_the_beginning_2005(card):
    """The text of April 2005: "This card cannot be Normal Summoned or Set. This card can only be
    Special Summoned by removing from play 1 LIGHT and 1 DARK monster in your Graveyard. Once during
    each of your turns, you can select and activate 1 of the following effects: ● Remove from play
    1 monster on the field. If you activate this effect, this card cannot attack during this turn.
    ● If this card destroyed your opponent's monster as a result of battle, it can attack once
    again in a row."

    It plays as today's but for when the second attack is granted: "If this card destroyed your
    opponent's monster as a result of battle" is met after damage calculation, while the destroyed
    monster is still on the field ("The second effect can be activated during your Damage Step in
    your Battle Phase, and can be chained to", UDE FAQ), so the optional trigger goes on the chain
    of the "after damage calculation" timing, with the other triggers of that battle (D.D. Warrior
    Lady's), not at the end of the Damage Step. "Once during each of your turns" and "Once per turn"
    differ only in the opponent's turn, when neither effect can be used (the banishing is an
    Ignition Effect; the second attack needs its own attack).

    Sources: the period text: the variant row Black Luster Soldier - Envoy of the Beginning (GOAT)
    504700118 (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    goat-indv-rulings/black-luster-soldier-envoy-of-the-beginning.md, UDE FAQ); ProjectIgnis/CardScripts
    goat/c504700118.lua ("Battle destroyed registers while the monster is on field": an optional
    trigger on EVENT_BATTLED).
    """
    return _effects(card, "battled", _destroyed_in_this_battle)
