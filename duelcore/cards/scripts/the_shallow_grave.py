"""The Shallow Grave (43434803), Normal Spell: "Each player targets 1 monster in their own GY; each
player Special Summons the target from their GY in face-down Defense Position."

Its text of 2005 ("Each player selects 1 monster in their Graveyard and Special Summons it in
face-down Defense Position.") chooses the monsters as it resolves: see :func:`the_shallow_grave_2005`.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import gy_monsters
from duelcore.cards.procedures.summoning import can_special_summon, each_player_special_summons
from duelcore.cards.procedures.targeting import resolved_targets, targetable
from duelcore.cards.registry import script
from duelcore.state.enums import Location, Position


def _summonable_in_gy(ctx, player):
    """The monsters in ``player``'s GY that ``player`` could Special Summon now."""
    return [c for c in gy_monsters(ctx, [player]) if can_special_summon(ctx.duel, player, c)]


def _both_can(ctx, pool):
    """Each player has a monster in their GY they could Special Summon (``pool(ctx, player)``)."""
    return all(pool(ctx, player) for player in (ctx.player, ctx.opponent))


def _still_legal(ctx, card):
    """A target still in its owner's GY that its owner could Special Summon now."""
    return card.location is Location.GY and can_special_summon(ctx.duel, card.owner, card)


@script(43434803)
def the_shallow_grave(card):
    """Each player targets 1 monster in their own GY that they could Special Summon (a free Main
    Monster Zone, no Summon lock), the activating player first; it cannot be activated unless both
    can. At resolution each player Special Summons their target, if still legal, in face-down Defense
    Position, both at once (procedures.summoning.each_player_special_summons). Sources: card text;
    ProjectIgnis/CardScripts official/c43434803.lua."""

    def targetable_in_gy(ctx, player):
        return targetable(ctx, _summonable_in_gy(ctx, player))

    def target(ctx):
        chosen = []
        for player in (ctx.player, ctx.opponent):
            chosen += yield from ctx.select_cards(_summonable_in_gy(ctx, player),
                                                  "Choose a monster in your GY to Special Summon", player=player)
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = _still_legal

    def operation(ctx):
        picks = {c.owner: c for c in resolved_targets(ctx)}
        yield from each_player_special_summons(ctx, picks, Position.FACE_DOWN_DEFENSE)

    return [spell_activation(card, "Each player Special Summons 1 monster from their GY in face-down Defense Position",
                             operation, targets=True, has_target=lambda ctx: _both_can(ctx, targetable_in_gy),
                             target=target)]


@script(43434803, texts="2005")
def the_shallow_grave_2005(card):
    """"Each player selects 1 monster in their Graveyard and Special Summons it in face-down Defense
    Position." (cards.goat.en.cdb.) The monsters are selected as it resolves, not targeted, so a
    monster sent to a GY in response may be chosen and none can fizzle it. Its Netrep rulings
    (goatrulings.com "The Shallow Grave"): "Both players must have an eligible monster to Special
    Summon from the Graveyard to activate" it and "an available Monster Zone"; "If "Shallow Grave" is
    properly activated and one player's monster zone becomes filled as a result of a chain, the other
    player may still successfully Special Summon a monster". At resolution the activating player
    selects first, then the opponent; each Special Summons theirs, both at once."""

    def operation(ctx):
        picks = {}
        for player in (ctx.player, ctx.opponent):
            chosen = yield from ctx.select_cards(_summonable_in_gy(ctx, player),
                                                 "Choose a monster in your GY to Special Summon", player=player)
            if chosen:
                picks[player] = chosen[0]
        yield from each_player_special_summons(ctx, picks, Position.FACE_DOWN_DEFENSE)

    return [spell_activation(card, "Each player Special Summons 1 monster from their GY in face-down Defense Position",
                             operation, would_do_something=lambda ctx: _both_can(ctx, _summonable_in_gy))]
