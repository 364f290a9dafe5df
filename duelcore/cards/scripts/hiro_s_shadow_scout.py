"""Hiro's Shadow Scout (81863068), Flip Effect Monster, Level 2, DARK Fiend, 650/500: "FLIP: Your
opponent draws 3 cards. Both players look at the cards. If there are any Spell Cards among them, discard
all those Spell Card(s) to the Graveyard." """

from duelcore.cards.procedures import reveal
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import flip_effect
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location


@script(81863068)
def hiro_s_shadow_scout(card):
    """FLIP (mandatory, no target): the opponent draws 3 cards (fewer if their Deck runs out: they
    then lose, rulebook "Winning and Losing"); the cards drawn are shown to both players
    ("looked_at"; known to both while they stay in the hand); every Spell Card among them is
    discarded to its owner's GY at the same time ("discarded", then the "sent_to_gy" trigger event
    with reason "discard"). Monsters and Traps stay in the hand."""

    def operation(ctx):
        duel = ctx.duel
        opp = ctx.opponent
        drawn = duel.draw(opp, 3)
        if not drawn:
            return
        reveal(duel, drawn, (0, 1), ctx.player)
        spells = [c for c in drawn if c.data.is_spell and c.location is Location.HAND]
        if not spells:
            return
        with duel.simultaneous():
            for c in spells:
                duel.move(c, Location.GY, reason="discard")
                duel.emit("discarded", opp, known_to=(0, 1), card=c)
        duel.raise_event(TriggerEvent("sent_to_gy", spells, [Location.HAND] * len(spells), player=ctx.player,
                                      reason="discard", data={"face_up": [True] * len(spells)}))
        return
        yield

    return [flip_effect(card, "FLIP: your opponent draws 3 cards and discards the Spell Cards among them", operation)]
