"""Night Assailant (16226786), Flip Effect Monster, Level 3, DARK Fiend, 200/500: "FLIP: Target 1
monster your opponent controls; destroy that target. When this card is sent from the hand to the
Graveyard: Target 1 Flip Effect Monster in your Graveyard, except this card; return that target to
the hand."

Today's card excludes every "Night Assailant" from its second effect: the OCG errata of 1 April 2022
reads 「深淵の暗殺者」以外の自分の墓地のリバースモンスター ("a Flip monster in your GY, except "Night
Assailant"": the Japanese text in cards.ja.cdb; Konami's revision notice
https://www.yugioh-card.com/japan/notice/revision/#date20220401, cited by yugioh-wiki.net
"《深淵の暗殺者》"; ProjectIgnis' official/c16226786.lua filters by name). The English text of the card
database ("except this card") is the older wording. Its text of April 2005 excludes only the card
itself, so another Night Assailant may be returned, even one sent to the GY at the same time: the
period variant :func:`night_assailant_2005`.

Goat decks may name it by its "(Pre-Errata)" row's passcode, 16226796: in the Goat format that code
is read as this card (``cards.period.ordinary_passcode``; the row is within 20 of the passcode, so
it is not in the card database as an alternate artwork either).
"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import is_opponents_monster, opponents_monsters
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.search import return_targets_to_hand
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.procedures.triggers import sent_from_hand_to_gy
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

NAME = "Night Assailant"


def _flip_destroy(card):
    """"FLIP: Target 1 monster your opponent controls; destroy that target": built as Old
    Vindictive Magician's (a mandatory FLIP effect, not activated with no monster on the
    opponent's side; the target is destroyed only if the opponent still controls it)."""
    return flip_effect(card, "FLIP: destroy 1 monster your opponent controls", destroy_targets,
                       candidates=opponents_monsters, legal=is_opponents_monster,
                       prompt="Choose a monster your opponent controls to destroy")


def _return_flip_monster(card, may_return):
    """"When this card is sent from the hand to the GY: Target 1 Flip monster in your GY, except
    ...; return that target to the hand."

    A mandatory trigger in the GY, on any sending from the hand (discarded by an effect or as a
    cost, by either player's card; "it just has to be sent to the Graveyard", UDE FAQ); its owner
    activates it (the owner's GY and hand: "you (the owner) get the effect"). It targets 1 Flip
    monster in its owner's GY that ``may_return(this, card)`` allows, and is not activated when
    there is none; the target is returned to the hand if it is still in that GY. Sent to the GY
    during a chain, it activates after that chain resolves (a trigger waits for the chain).
    Source: the card text; UDE FAQ (goatrulings.com "Night Assailant")."""

    def candidates(ctx):
        this = ctx.this
        return [c for c in reversed(ctx.duel.players[ctx.player].gy) if c.data.is_flip and may_return(this, c)]

    def still_in_gy(ctx, target):
        return target.location is Location.GY and target.owner == ctx.player

    return Effect(card, EffectKind.TRIGGER, "Return 1 Flip monster from your GY to the hand", event="sent_to_gy",
                  mandatory=True, range=frozenset({Location.GY}), condition=sent_from_hand_to_gy,
                  operation=return_targets_to_hand,
                  **targeting(candidates, still_in_gy, prompt="Choose a Flip monster in your GY to return to the hand"))


@script(16226786)
def night_assailant(card):
    """Today's text: the FLIP effect (:func:`_flip_destroy`), and the GY effect
    (:func:`_return_flip_monster`), which may not return any card named "Night Assailant" (the OCG
    errata of 2022: see the module doc). So two Night Assailants discarded together return
    nothing unless another Flip monster is in the GY."""

    def not_night_assailant(this, candidate):
        return candidate.name != NAME

    return [_flip_destroy(card), _return_flip_monster(card, not_night_assailant)]


@script(16226786, texts="2005")
def night_assailant_2005(card):
    """"FLIP: Target 1 monster your opponent controls; destroy that target. When this card is sent
    from the hand to the GY: Target 1 Flip monster in your GY, except this card; return that target
    to the hand." (the variant row Night Assailant (Pre-Errata), 16226796,
    goat-preerrata-subset.cdb; cards.goat.en.cdb says the same.)

    As today's (:func:`night_assailant`), but the GY effect excludes only this card: "You cannot
    select the "Night Assailant" that was itself sent to the Graveyard, so there is no infinite
    loop." and "When multiple "Night Assailants" are sent to the Graveyard at the same time
    because of "Graceful Charity", etc., both can be returned to your hand because "Night
    Assailant" cannot select itself but CAN select a different "Night Assailant", even one that was
    sent to the Graveyard at the same time." (UDE FAQ, goatrulings.com "Night Assailant";
    ProjectIgnis pre-errata/c16226796.lua excludes the card itself only)."""

    def not_this_card(this, candidate):
        return candidate is not this

    return [_flip_destroy(card), _return_flip_monster(card, not_this_card)]
