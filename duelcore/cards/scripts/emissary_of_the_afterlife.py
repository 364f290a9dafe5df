"""Emissary of the Afterlife (75043725), Effect Monster, Level 4, DARK Fiend, 1600/600: "When this card is
sent from the field to the Graveyard: Each player adds 1 Level 3 or lower Normal Monster from their
Deck to their hand."

Its text of 2005 adds "Each player who didn't add a monster to their hand must reveal their Deck to
their opponent.": the Goat format's fail-to-find rule (``search.fail_to_find``), which applies under
goat to any search, so one script serves both.
"""

from duelcore.cards.procedures.search import add_to_hand, fail_to_find
from duelcore.cards.procedures.triggers import sent_from_field_to_gy
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _level_3_or_lower_normal(c):
    """A Level 3 or lower Normal Monster."""
    return c.data.is_normal_monster and c.data.level is not None and c.data.level <= 3


@script(75043725)
def emissary_of_the_afterlife(card):
    """A mandatory trigger in the GY when sent there from the field (it never misses the timing):
    its controller, then the opponent, each choose 1 Level 3 or lower Normal Monster in their own
    Deck and add it to their hand (shown to both players), then shuffle; a player with none fails to
    find (under goat their Deck is shown to their opponent). Source: card text, today's and that of
    2005."""

    def operation(ctx):
        duel = ctx.duel
        for player in (ctx.player, ctx.opponent):
            pool = [c for c in reversed(duel.players[player].deck) if _level_3_or_lower_normal(c)]
            if not pool:
                fail_to_find(ctx, searcher=player)
                continue
            chosen = yield from ctx.select_cards(pool, "Choose a Level 3 or lower Normal Monster to add to your hand",
                                                 1, player=player, look=True)
            add_to_hand(duel, chosen[0], player)
            duel.shuffle_deck(player)

    return [Effect(card, EffectKind.TRIGGER, "Each player adds 1 Level 3 or lower Normal Monster from their Deck to their hand",
                   event="sent_to_gy", mandatory=True, range=frozenset({Location.GY}), condition=sent_from_field_to_gy,
                   operation=operation)]
