"""Dark Magician of Chaos (40737112), Effect Monster (DARK Spellcaster, Level 8, 2800/2600): "During the
End Phase, if this card was Normal or Special Summoned this turn: You can target 1 Spell in your GY;
add it to your hand. You can only use this effect of "Dark Magician of Chaos" once per turn. If this
card destroys an opponent's monster by battle, after damage calculation: Banish that opponent's
monster. If this face-up card would leave the field, banish it instead."

Its text of April 2005 is a period variant below (:func:`dark_magician_of_chaos_2005`).
"""

from duelcore.cards.procedures.banish import banish
from duelcore.cards.procedures.battle import battled_with
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.procedures.targeting import resolved_targets
from duelcore.cards.registry import script
from duelcore.rules.battle import BANISHES_WHAT_IT_DESTROYS
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, SummonType

ADD_TEXT = "Add 1 Spell from your GY to your hand"
#: The summons that are a Normal or a Special Summon (a Set and a Flip Summon are not).
_NORMAL_OR_SPECIAL = frozenset({SummonType.NORMAL, SummonType.TRIBUTE, SummonType.SPECIAL, SummonType.FUSION,
                                SummonType.RITUAL, SummonType.XYZ, SummonType.LINK})


def _spells_in_gy(ctx):
    """The Spell Cards in the activating player's GY, top first."""
    return [c for c in reversed(ctx.duel.players[ctx.player].gy) if c.data.is_spell]


def _target_spell(ctx):
    """Target 1 Spell in your GY."""
    chosen = yield from ctx.select_cards(_spells_in_gy(ctx), "Choose a Spell in your GY to add to your hand")
    ctx.targets = [c.ref() for c in chosen]
    ctx.values["legal"] = lambda ctx, c: c.location is Location.GY and c.owner == ctx.player and c.data.is_spell


def _add_target(ctx):
    """Add the target to the hand if it is still in the GY."""
    for target in resolved_targets(ctx):
        add_to_hand(ctx.duel, target, ctx.player)


def _banished_instead(card):
    """"If this face-up card would leave the field, banish it instead" (both texts)."""
    return Effect(card, EffectKind.CONTINUOUS, "If this face-up card would leave the field, banish it instead",
                  range=MONSTER_ZONES, grants="banish_when_leaves_field")


@script(40737112)
def dark_magician_of_chaos(card):
    """(1) An optional trigger at the start of the End Phase, if it is face-up and was Normal or
    Special Summoned this turn: target 1 Spell in its controller's GY; add it to the hand (once per
    turn for every card with this name). (2) A mandatory trigger after damage calculation when
    this card destroyed an opponent's monster by battle: banish that monster (still on the field
    until the end of the Damage Step, so it never reaches the GY). (3) If this face-up card would
    leave the field, it is banished instead. Source: card text."""

    def summoned_this_turn(ctx):
        this = ctx.this
        return this.face_up and this.turn_placed == ctx.duel.turn and this.summon_type in _NORMAL_OR_SPECIAL

    add = Effect(card, EffectKind.TRIGGER, ADD_TEXT, event="end_phase", range=MONSTER_ZONES, count_limit=1,
                 count_per_name=True, condition=summoned_this_turn, targets=True,
                 has_target=lambda ctx: bool(_spells_in_gy(ctx)), target=_target_spell, operation=_add_target)

    def destroyed_opponents_monster(ctx):
        other = battled_with(ctx)
        return other is not None and other.destroyed_by_battle and other.controller == 1 - ctx.this.controller

    def remember(ctx):
        ctx.values["destroyed"] = battled_with(ctx).ref()

    def banish_it(ctx):
        ref = ctx.values["destroyed"]
        if ref.valid and ref.card.location in MONSTER_ZONES:
            banish(ctx.duel, ctx.player, [ref.card])

    banishes = Effect(card, EffectKind.TRIGGER, "Banish the opponent's monster this card destroyed by battle",
                      event="battled", mandatory=True, damage_step=True, range=MONSTER_ZONES,
                      condition=destroyed_opponents_monster, target=remember, operation=banish_it)
    return [add, banishes, _banished_instead(card)]


@script(40737112, texts="2005")
def dark_magician_of_chaos_2005(card):
    """The text of April 2005: "When this card is Normal or Special Summoned: You can target 1 Spell
    in your Graveyard; add it to your hand. Banish any monster this card destroys by battle, instead
    of sending it to the Graveyard. If this face-up card would leave the field, banish it instead."

    It plays differently from today's in two ways:

    - the Spell is added when it is Summoned, by an optional "When ... you can" trigger (it misses
      the timing when its Summon was not the last thing to happen), with no count limit; today's
      text adds it in the End Phase, once per turn;
    - the monsters it destroys by battle are banished instead of going to the GY, by a Continuous
      Effect (rules.battle, :data:`~duelcore.rules.battle.BANISHES_WHAT_IT_DESTROYS`): no Chain Link,
      nothing to respond to; today's text banishes them after damage calculation by a mandatory
      trigger.

    Sources: the period text: the Pre-Errata row Dark Magician of Chaos 511001039 and cards.goat.en.cdb
    (duelcore/cards/data/texts-2005.json); ProjectIgnis/CardScripts pre-errata/c511001039.lua
    (optional triggers on its Normal and Special Summon; the monsters it destroys by battle go to the
    banishment instead of the GY, EFFECT_BATTLE_DESTROY_REDIRECT).
    """

    def summoned(ctx):
        ev = ctx.event
        return (ev is not None and ev.kind == "summoned" and ctx.this in ev.cards
                and ev.data.get("type") not in ("flip", None) and ctx.this.location in MONSTER_ZONES)

    add = Effect(card, EffectKind.TRIGGER, ADD_TEXT, event="summoned", when=True, range=MONSTER_ZONES,
                 condition=summoned, targets=True, has_target=lambda ctx: bool(_spells_in_gy(ctx)),
                 target=_target_spell, operation=_add_target)
    banishes = Effect(card, EffectKind.CONTINUOUS, "Banish any monster this card destroys by battle, instead of sending it to the GY",
                      range=MONSTER_ZONES, grants=BANISHES_WHAT_IT_DESTROYS)
    return [add, banishes, _banished_instead(card)]
