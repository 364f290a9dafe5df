"""Nobleman of Crossout (71044499), Normal Spell: "Target 1 face-down monster on the field; destroy that
target, and if you do, banish it, then, if it was a Flip monster, each player reveals their Main Deck,
then banishes all cards from it with that monster's name."

Its text of April 2005 (the Goat format) is a period variant below (:func:`nobleman_of_crossout_2005`):
a target flipped face-up in response is still destroyed and removed from play.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.banish import banish_name_from_decks
from duelcore.cards.procedures.filters import in_monster_zone, monsters_on_field
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


def _face_down(ctx, card):
    """A face-down monster in a Monster Zone."""
    return card.location.is_monster_zone and not card.face_up


def _face_down_monsters(ctx):
    """The face-down monsters on the field, the activating player's first: what it may target."""
    return [m for m in monsters_on_field(ctx) if not m.face_up]


def _face_down_refusal(ctx, card):
    """Why a monster is not a target: it is face-up."""
    if card.location.is_monster_zone and card.face_up:
        return "it is face-up: Nobleman of Crossout targets a face-down monster"
    return None


def _crossout(ctx):
    """Destroy and banish each target still legal (:func:`resolved_targets`); if it was destroyed
    and is a Flip monster, both Decks are shown to the other player and every card with its name
    is banished from them (:func:`banish_name_from_decks`). It is destroyed face-down: it is not
    flipped, its FLIP effect does not activate, and it never reaches the GY (no "sent to the GY"
    trigger: Sangan does not search)."""
    duel = ctx.duel
    for target in resolved_targets(ctx):
        destroyed = duel.destroy([target], by=ctx.player, banish=True)
        if destroyed and destroyed[0].data.is_flip:
            banish_name_from_decks(duel, ctx.player, destroyed[0])


def _nobleman(card, legal):
    """The activation: target 1 face-down monster; at resolution the target must meet ``legal``."""
    return spell_activation(card, "Destroy and banish 1 face-down monster", _crossout, destroys=resolved_targets,
                            **targeting(_face_down_monsters, legal, prompt="Choose a face-down monster",
                                        refusal=_face_down_refusal))


@script(71044499)
def nobleman_of_crossout(card):
    """Targets 1 face-down monster on either side of the field. On resolution the target must still
    be that face-down monster: one flipped face-up in response (Ceasefire, a Flip Summon) is left
    alone. Then :func:`_crossout`. Source: card text (cards.en.cdb); ProjectIgnis/CardScripts
    official/c71044499.lua (``IsFacedown`` at resolution)."""
    return [_nobleman(card, _face_down)]


@script(71044499, texts="2005")
def nobleman_of_crossout_2005(card):
    """The text of April 2005: "Destroy 1 face-down monster and remove it from play. If the monster is
    a Flip Effect Monster, both players check their respective Decks and remove all monsters of the
    same name from play. Then shuffle the Decks."

    As today's text, except that the target need not still be face-down when it resolves: a
    target flipped face-up in response is still destroyed and removed from play (and the cards of
    its name from both Decks, if it is a Flip monster), as long as it is still that monster on the
    field. A target that has left the field is not (nothing happens).

    Sources: the period text: Nobleman of Crossout (GOAT) 504700116 (SD1-EN012, quoted by
    eternity.mancubus.net's Card of the Day, 2005-02-17); UDE FAQ (goatrulings.com,
    TheMTtakeover/goat-rulings goat-indv-rulings/nobleman-of-crossout.md: not flipped, no FLIP
    effect; both players reveal their Decks to each other; nothing reaches the GY; cards of the
    name in the hand or on the field stay); ProjectIgnis/CardScripts goat/c504700116.lua ("Even if
    the target is flipped, it is still banished"); Gary Haynes, cogonline.net/threads/
    nobleman-of-crossout.39957 (the target's validity checked on activation only, as the card was
    first ruled).
    """
    return [_nobleman(card, in_monster_zone)]
