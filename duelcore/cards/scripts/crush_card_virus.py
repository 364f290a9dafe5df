"""Crush Card Virus (57728570), Normal Trap: "Tribute 1 DARK monster with 1000 or less ATK; your
opponent takes no damage until the end of the next turn after this card resolves, also, you look at
your opponent's hand and all monsters they control, and if you do, destroy the monsters among them
with 1500 or more ATK, then your opponent can destroy up to 3 monsters with 1500 or more ATK in
their Deck." """

from duelcore.cards.procedures import reveal, trap_activation, tribute_as_cost, tribute_cost_candidates
from duelcore.cards.registry import script
from duelcore.cards.types import Attribute


def dark_with_1000_or_less_atk(monster):
    """The cost's kind of monster: DARK with 1000 or less ATK. A face-up monster is read at its
    current ATK; a face-down one of its player's counts with its real Attribute and ATK (a Tribute
    cost may use a face-down monster: FD-14; no modifier applies to it). Which monsters may be
    Tributed at all (Soul Exchange) is the one rule of ``rules.tributes``."""
    return monster.data.attribute is not None and bool(monster.data.attribute & Attribute.DARK) and monster.atk <= 1000


def crush_targets(duel, player):
    """The cards Crush Card Virus destroys among ``player``'s hand and monsters: monsters with 1500
    or more ATK. A face-up monster on the field is read at its current ATK (Field Spells included);
    a face-down one is looked at without being flipped, so no Field Spell applies and its original
    ATK is read (FS-16); a monster in the hand at its printed ATK."""
    field = [m for m in duel.monsters(player) if m.atk >= 1500]
    hand = [c for c in duel.players[player].hand if c.data.is_monster and c.atk >= 1500]
    return field + hand


@script(57728570)
def crush_card_virus(card):
    """Cost: Tribute 1 DARK monster with 1000 or less ATK you control (or the opponent's monster
    Soul Exchange binds you to Tribute, if it is one: rules.tributes). On resolution: the opponent
    takes no damage (battle or effect) until the end of the next turn; its player looks at the
    opponent's hand and face-down monsters (they stay known to them while they stay there); the
    opponent's monsters with 1500 or more ATK in the hand and on the field (FS-16 for face-down
    ones) are destroyed simultaneously; then the
    opponent may choose up to 3 monsters with 1500 or more ATK in their Deck to destroy, and shuffles
    it. The current text checks no cards drawn later (the older text did)."""

    def can_pay(ctx):
        return bool(tribute_cost_candidates(ctx, dark_with_1000_or_less_atk))

    def cost(ctx):
        yield from tribute_as_cost(ctx, dark_with_1000_or_less_atk, "Choose a DARK monster with 1000 or less ATK to Tribute")

    def operation(ctx):
        duel = ctx.duel
        opp = ctx.opponent
        # "until the end of the next turn after this card resolves": this turn and the next one.
        duel.add_player_effect(opp, "no_damage", turns=2)
        # "you look at your opponent's hand and all monsters they control": from now on its
        # player knows those cards (while they stay where they are).
        looked = list(duel.players[opp].hand) + [m for m in duel.monsters(opp) if not m.face_up]
        reveal(duel, looked, [ctx.player], ctx.player)
        hits = crush_targets(duel, opp)
        if hits:
            duel.destroy(hits, by=ctx.player)
        deck = duel.players[opp].deck
        pool = [c for c in reversed(deck) if c.data.is_monster and c.atk >= 1500]
        if pool:
            chosen = yield from ctx.select_cards(pool, "Choose up to 3 monsters with 1500 or more ATK in your Deck to destroy",
                                                 3, player=opp, optional=True, look=True)
            if chosen:
                duel.destroy(chosen, by=ctx.player)
            duel.shuffle_deck(opp)

    return [trap_activation(card, "Destroy the opponent's monsters with 1500 or more ATK in their hand and on the field",
                            operation, cost=cost, can_pay=can_pay)]
