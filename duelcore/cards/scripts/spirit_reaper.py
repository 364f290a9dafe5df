"""Spirit Reaper (23205979), Effect Monster (DARK Zombie, Level 3, 300/200): "Cannot be destroyed by
battle. After resolving a card effect that targets this face-up card, destroy this card. When this
card inflicts battle damage to your opponent by a direct attack: Discard 1 random card from their
hand."

Its text of April 2005 is a period variant below (:func:`spirit_reaper_2005`).
"""

from duelcore.cards.procedures.battle import battle_damage_by_this
from duelcore.cards.procedures.discard import discard_at_random
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.targeting import destroyed_when_targeted, targeted_face_up_on_field
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

DESTROY_TEXT = "Destroyed after resolving a card effect that targets it"


def _effects(card, targeted_face_up):
    """The three Effects both texts share; which targeting destroys it is ``targeted_face_up``."""
    indestructible = Effect(card, EffectKind.CONTINUOUS, "Cannot be destroyed by battle", range=MONSTER_ZONES,
                            grants="indestructible_by_battle")
    self_destruct = destroyed_when_targeted(card, DESTROY_TEXT, targeted_face_up)
    discard = Effect(card, EffectKind.TRIGGER, "Your opponent discards 1 random card", event="battle_damage",
                     mandatory=True, damage_step=True, range=MONSTER_ZONES,
                     condition=lambda ctx: battle_damage_by_this(ctx, direct=True),
                     operation=lambda ctx: discard_at_random(ctx.duel, ctx.opponent))
    return [indestructible, self_destruct, discard]


@script(23205979)
def spirit_reaper(card):
    """Cannot be destroyed by battle (a Continuous Effect that applies face-up; attacked face-down,
    it is flipped before damage calculation and then applies); destroyed by its own effect after a
    Chain Link that targeted it while it was face-up on the field has resolved, if it is still
    face-up (not if that link's activation was negated, nor if it did not resolve: an Equip Spell
    destroyed in the chain; a monster revived from the GY was not a face-up card on the field when
    targeted); and a mandatory trigger when it inflicts battle damage to its controller's opponent
    by a direct attack: that player discards 1 random card. Source: card text."""
    return _effects(card, targeted_face_up_on_field)


@script(23205979, texts="2005")
def spirit_reaper_2005(card):
    """The text of April 2005: "This card is not destroyed as a result of battle. Destroy this card
    when it is targeted by the effect of a Spell, Trap, or Effect Monster. If this card successfully
    attacks your opponent's Life Points directly, your opponent discards 1 card randomly from his/her
    hand."

    As today's, with one difference in what targeting destroys it: the period rulings destroy it
    after any effect that targeted it while it was face-up on the field or in the GY resolves, if
    it is then face-up on the field, so a Spirit Reaper Special Summoned by Call of the Haunted or
    Premature Burial is destroyed right after ("If "Spirit Reaper" is Special Summoned with
    "Premature Burial" or "Call of the Haunted", "Spirit Reaper" is destroyed after it is Special
    Summoned because it is targeted by an effect", UDE FAQ); today's text needs "this face-up card"
    targeted, so it stays. The rest is as today (the UDE FAQ: destroyed after "Magic Cylinder"
    resolves; not if the activation of the Spell that targeted it is negated, but if only its
    effect is; not when turned face-down by "Book of Moon" in response; Netrep Q&A of 11/09/2005:
    not when a "Snatch Steal" targeting it is destroyed in the chain). The discard is mandatory in
    both texts.

    Sources: the period text: the variant row Spirit Reaper (GOAT) 504700038
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    goat-indv-rulings/spirit-reaper.md: UDE FAQ, Netrep rulings and Q&As); ProjectIgnis/CardScripts
    goat/c504700038.lua.
    """
    return _effects(card, lambda then: targeted_face_up_on_field(then) or (then[0] is Location.GY and then[1]))
