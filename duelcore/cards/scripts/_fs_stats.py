"""Shared pieces of the stat-checking Traps and Spells (Eatgaboon, House of Adhesive Tape,
Bottomless Trap Hole, Chain Destruction, Acid Trap Hole, Crush Card Virus, Fissure): no card of
its own.

- :func:`summoned_monsters`: the monsters whose Summon the current response window answers, as
  they are *now* (face-up in a Monster Zone, ATK/DEF read with every modifier that applies, Field
  Spells included: FS-18).
- :func:`summon_response_trap`: the family procedure of the Normal Traps that answer a Summon and
  check a stat of the summoned monster ("When your opponent Summons a monster(s) with 1500 or more
  ATK: ...", "If the ATK of a monster summoned by your opponent ... is 500 points or less ...").
- :func:`face_up_with`: the stat condition the resolution text repeats ("that monster with 1000
  or more ATK"), an ``Effect.must_still_meet``.
- :func:`destroy_and_banish`: "Destroy ..., and if you do, banish it".
- :func:`atk_at_least` / :func:`atk_at_most` / :func:`def_at_most`: the stat tests the cards name.

Source: the card texts; seed rulings FS-16 to FS-19; rulebook "Summoning", "Chains", "Flip".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures import still_meeting, trap_activation, window_events
from duelcore.state.enums import Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation, Effect

#: Summon kinds of the "summoned" trigger event that are a Normal Summon (a Tribute Summon is one)
#: or a Flip Summon: "summoned ... (excluding Special Summon)", "Normal or Flip Summons".
NORMAL_OR_FLIP = frozenset({"normal", "tribute", "flip"})

#: Every kind of Summon: "Summons a monster(s)" (Normal, Tribute, Flip and every Special Summon).
ANY_SUMMON: frozenset[str] | None = None

MonsterTest = Callable[["Card"], bool]


def atk_at_least(points: int) -> MonsterTest:
    """"with ``points`` or more ATK": reads the monster's current ATK (points, Field Spells
    included: FS-18)."""
    return lambda m: m.atk >= points


def atk_at_most(points: int) -> MonsterTest:
    """"with ``points`` or less ATK" / "ATK ... is ``points`` points or less" (current ATK)."""
    return lambda m: m.atk <= points


def def_at_most(points: int) -> MonsterTest:
    """"DEF ... is ``points`` points or less" (current DEF, Field Spells included: FS-18)."""
    return lambda m: m.defense <= points


def face_up_with(test: MonsterTest) -> Callable[["Activation", "Card"], bool]:
    """The condition "that monster with <stat condition>" as the resolution text repeats it
    (``Effect.must_still_meet``): still face-up in a Monster Zone (a face-down monster has no ATK
    or DEF to read) and passing ``test`` now. Source: the OCG texts of Trap Hole, Bottomless Trap
    Hole, Eatgaboon and House of Adhesive Tape (「その攻撃力1000以上のモンスターを破壊する」...)."""
    return lambda _ctx, m: m.location.is_monster_zone and m.face_up and test(m)


def summoned_monsters(
    ctx: "Activation",
    kinds: frozenset[str] | None,
    by_opponent: bool,
    test: MonsterTest,
) -> list["Card"]:
    """The monsters whose Summon the current response window answers and that pass ``test`` now.

    Args:
        ctx: the activation being checked (its window holds the "summoned" trigger events).
        kinds: the summon kinds answered (e.g. :data:`NORMAL_OR_FLIP`), or None for every Summon.
        by_opponent: only Summons made by the activating player's opponent; else by either player.
        test: the stat condition, read now (a monster is Summoned with the Field Spell's modifier
            already applied: FS-18).

    Returns:
        the monsters (Cards), each face-up in a Monster Zone, in event order; [] outside a window
        that answers a Summon (so the Trap is not offered at other times).
    """
    out: list[Card] = []
    for ev in window_events(ctx, "summoned"):
        if by_opponent and ev.player != ctx.opponent:
            continue
        if kinds is not None and ev.data.get("type") not in kinds:
            continue
        for m in ev.cards:
            if m.location.is_monster_zone and m.face_up and test(m) and m not in out:
                out.append(m)
    return out


def summon_response_trap(
    card: "Card",
    text: str,
    *,
    kinds: frozenset[str] | None,
    by_opponent: bool,
    test: MonsterTest,
    resolve: Callable[["Activation", list["Card"]], "Process"],
) -> "Effect":
    """The activation of a Normal Trap that answers a Summon and reads a stat of the summoned
    monster(s), without targeting them.

    It may be activated only in the chain that answers the Summon (the "summoned" response
    window) while at least one summoned monster passes ``test`` *now* (FS-18: the Field Spell's
    modifier already applies). On activation it remembers those monsters as the objects they are;
    on resolution ``resolve(ctx, monsters)`` gets those still the same objects that still meet the
    condition the resolution text repeats ("that monster(s) with 1500 or more ATK": face-up in a
    Monster Zone and passing ``test``, read again; ``Effect.must_still_meet``,
    ``procedures.still_meeting``): a monster turned face-down or whose ATK/DEF changed in response
    is spared.

    Args:
        card: the Trap Card.
        text: the effect's words (shown in options).
        kinds: the Summons answered (:data:`NORMAL_OR_FLIP`, or :data:`ANY_SUMMON`).
        by_opponent: only the opponent's Summons (else either player's).
        test: the stat condition (:func:`atk_at_least`, ...).
        resolve: what happens to the monsters that still qualify (a generator).

    Returns:
        the Effect. Raises nothing itself.
    """

    def qualifying(ctx: "Activation") -> list["Card"]:
        return summoned_monsters(ctx, kinds, by_opponent, test)

    def condition(ctx: "Activation") -> bool:
        return bool(qualifying(ctx))

    def remember(ctx: "Activation") -> "Process":
        ctx.values["summoned"] = [m.ref() for m in qualifying(ctx)]
        return
        yield

    def operation(ctx: "Activation") -> "Process":
        still = still_meeting(ctx, [r.card for r in ctx.values.get("summoned", []) if r.valid])
        if still:
            yield from resolve(ctx, still)

    return trap_activation(card, text, operation, condition=condition, target=remember,
                           must_still_meet=face_up_with(test))


def destroy_monsters(ctx: "Activation", monsters: list["Card"]) -> "Process":
    """``resolve`` for :func:`summon_response_trap`: destroy the monsters (simultaneously)."""
    ctx.duel.destroy(monsters, by=ctx.player)
    return
    yield


def destroy_and_banish(ctx: "Activation", monsters: list["Card"]) -> "Process":
    """"Destroy that monster(s) ..., and if you do, banish it": destroyed and banished face-up
    at once, never passing through the GY (``Duel.destroy(banish=True)``)."""
    ctx.duel.destroy(monsters, by=ctx.player, banish=True)
    return
    yield


def face_down_defense(card: "Card") -> bool:
    """A monster in face-down Defense Position in a Monster Zone."""
    return card.location.is_monster_zone and card.position is Position.FACE_DOWN_DEFENSE

