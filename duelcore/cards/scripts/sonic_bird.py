"""Sonic Bird (57617178), Effect Monster (WIND Winged Beast, Level 4, 1400/1000): "When this card is
Normal or Flip Summoned: You can add 1 Ritual Spell from your Deck to your hand." """

from duelcore.cards.procedures import search_deck
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import summoned_this_way
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind


def _ritual_spell(c):
    """A Ritual Spell Card."""
    return c.data.is_spell and c.data.is_ritual


@script(57617178)
def sonic_bird(card):
    """An optional "When ... you can" trigger of this card's Normal Summon (a Tribute Summon too)
    or Flip Summon (not a Special Summon or a Set): add 1 Ritual Spell from the Deck to the hand
    (shown to both players), then shuffle. Not offered when the Deck has no Ritual Spell.
    Source: card text."""

    def condition(ctx):
        deck = ctx.duel.players[ctx.player].deck
        return summoned_this_way(ctx, "normal", "tribute", "flip") and any(_ritual_spell(c) for c in deck)

    def operation(ctx):
        yield from search_deck(ctx, _ritual_spell, "Choose a Ritual Spell to add to your hand")

    return [Effect(card, EffectKind.TRIGGER, "Add 1 Ritual Spell from your Deck to your hand", event="summoned",
                   when=True, range=MONSTER_ZONES, condition=condition, operation=operation)]
