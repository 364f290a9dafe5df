"""Summon-response Traps: the Traps that answer a Summon (or an event naming one monster) and read
the summoned monster.

- :func:`summon_response_trap`: a Normal Trap that answers a Summon and checks a stat of the
  summoned monster(s), without targeting them ("When your opponent Summons a monster(s) with 1500
  or more ATK: ...": Bottomless Trap Hole, Eatgaboon, House of Adhesive Tape).
- :func:`a_monster_was_summoned`: "When a monster(s) is Summoned", any Summon by either player,
  face-up or face-down (Torrential Tribute).
- :func:`summoned_monsters`: the monsters whose Summon the current response window answers, as
  they are *now* (Chain Destruction); :func:`summoned_in_chain`: those Summoned after a Trap was
  activated, in the chain it answers (Bottomless Trap Hole's text of April 2005).
- :func:`destroy_that_monster`: "Target that monster; destroy that target" for a Trap that answers
  an event naming one monster (Trap Hole, Sakuretsu Armor).
- :func:`face_up_with`: the stat condition the resolution text repeats ("that monster with 1000 or
  more ATK"), an ``Effect.must_still_meet``.
- :data:`NORMAL_OR_FLIP`, :data:`ANY_SUMMON`: which Summons are answered.

Source: the card texts; seed rulings FS-16 to FS-19; rulebook "Summoning", "Chains", "Flip".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.destruction import destroy_and_banish, destroy_monsters, destroy_targets
from duelcore.cards.procedures.filters import Filter, MonsterTest, in_monster_zone
from duelcore.cards.procedures.targeting import resolved_targets, still_meeting
from duelcore.cards.procedures.triggers import window_events
from duelcore.state.effects import Activation, Effect, run_callback
from duelcore.state.enums import SummonType

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.decision import Process


#: Summon kinds of the "summoned" trigger event that are a Normal Summon (a Tribute Summon is one)
#: or a Flip Summon: "summoned ... (excluding Special Summon)", "Normal or Flip Summons".
NORMAL_OR_FLIP = frozenset({"normal", "tribute", "flip"})

#: Every kind of Summon: "Summons a monster(s)" (Normal, Tribute, Flip and every Special Summon).
ANY_SUMMON: frozenset[str] | None = None


def face_up_with(test: MonsterTest) -> Callable[["Activation", "Card"], bool]:
    """The condition "that monster with <stat condition>" as the resolution text repeats it
    (``Effect.must_still_meet``): still face-up in a Monster Zone (a face-down monster has no ATK
    or DEF to read) and passing ``test`` now. Source: the OCG texts of Trap Hole, Bottomless Trap
    Hole, Eatgaboon and House of Adhesive Tape (「その攻撃力1000以上のモンスターを破壊する」...)."""
    return lambda _ctx, m: m.location.is_monster_zone and m.face_up and test(m)


def a_monster_was_summoned(ctx: "Activation") -> bool:
    """"When a monster(s) is Summoned": the current response window answers a Summon of any kind
    (Normal, Tribute, Flip or Special, by a procedure or by an effect) by either player, face-up
    or face-down (Cyber Jar's face-down Summons). The summoned monster need not still be on the
    field: under goat priority, Exiled Force Tributed as the cost of its own effect right after
    its Summon may still be answered. False outside such a window, so a card with this condition
    is offered only right after a Summon that was the last thing to happen
    (rules.chain.answer_summons), never in the Damage Step. Source: Torrential Tribute's text and
    UDE FAQ (goatrulings.com torrential-tribute.md: "activated after a monster is Summoned",
    "through another card's effect", "after a Flip Summon", "cannot be activated during the
    Damage Step"); Netrep Q&A on Exiled Force (bishop, 2003-12-15, goatrulings.com
    exiled-force.md: "Since "Exiled Force" can be summoned and tributed before the opponent can
    respond ..., can you chain "Torrential Tribute" to the effect of "Exiled Force?" A: Yes you
    may")."""
    return any(ev.cards for ev in window_events(ctx, "summoned"))


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


def summoned_in_chain(ctx: "Activation", kinds: frozenset[str] | None, by_opponent: bool) -> list["Card"]:
    """The monsters on the field now that were Summoned after ``ctx``'s activation (they were not
    on the field as these objects when it was activated: ``ctx.values["on_field"]``, noted then),
    this turn, by one of the summon ``kinds`` (None: any), and controlled by the activating player's
    opponent when ``by_opponent``. A monster Set, or placed face-down, was not Summoned.
    Source: Bottomless Trap Hole's UDE FAQ of 2005 (goatrulings.com, bottomless-trap-hole.md)."""
    duel = ctx.duel
    before = [r.card for r in ctx.values.get("on_field", []) if r.valid]
    players = (ctx.opponent,) if by_opponent else (0, 1)
    out: list[Card] = []
    for p in players:
        for m in duel.monsters(p):
            how = m.summon_type
            if m in before or how is None or how in (SummonType.SET, SummonType.TRIBUTE_SET) or m.turn_placed != duel.turn:
                continue
            if kinds is None or how.name.lower() in kinds:
                out.append(m)
    return out


def summon_response_trap(
    card: "Card",
    text: str,
    *,
    kinds: frozenset[str] | None,
    by_opponent: bool,
    test: MonsterTest,
    resolve: Callable[["Activation", list["Card"]], "Process | None"],
    and_summoned_in_chain: bool = False,
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
        resolve: what happens to the monsters that still qualify (a plain function, or a generator
            that asks Decisions: ``state.effects.run_callback``).
        and_summoned_in_chain: the resolution also takes the monsters Summoned (of ``kinds``, by
            the opponent when ``by_opponent``) after this Trap was activated, in the chain it
            answers, that meet the same condition when it resolves (:func:`summoned_in_chain`):
            the wording of April 2005 ("destroy and remove from play the monster(s)": Bottomless
            Trap Hole's UDE FAQ, a Summoned Skull Tribute Summoned in response by Ultimate Offering
            is removed from play).

    Returns:
        the Effect. Raises nothing itself.
    """

    def qualifying(ctx: "Activation") -> list["Card"]:
        return summoned_monsters(ctx, kinds, by_opponent, test)

    def condition(ctx: "Activation") -> bool:
        return bool(qualifying(ctx))

    def remember(ctx: "Activation") -> None:
        ctx.values["summoned"] = [m.ref() for m in qualifying(ctx)]
        if and_summoned_in_chain:
            ctx.values["on_field"] = [m.ref() for p in (0, 1) for m in ctx.duel.monsters(p)]

    def answered(ctx: "Activation") -> list["Card"]:
        still = still_meeting(ctx, [r.card for r in ctx.values.get("summoned", []) if r.valid])
        if and_summoned_in_chain:
            still += [m for m in still_meeting(ctx, summoned_in_chain(ctx, kinds, by_opponent)) if m not in still]
        return still

    def operation(ctx: "Activation") -> "Process":
        still = answered(ctx)
        if still:
            yield from run_callback(resolve, ctx, still)

    # What it would destroy, for the cards that answer such an activation (My Body as a Shield).
    destroys = answered if resolve in (destroy_monsters, destroy_and_banish) else None
    return trap_activation(card, text, operation, condition=condition, target=remember,
                           must_still_meet=face_up_with(test), destroys=destroys)


def destroy_that_monster(card: "Card", text: str, candidates: Callable[[Activation], list["Card"]],
                         must_still_meet: Filter | None = None) -> Effect:
    """A Trap that answers an event naming one monster ("When your opponent Normal Summons...",
    "When an opponent's monster declares an attack"): "Target that monster; destroy that target".
    ``candidates(ctx)`` lists the monsters the current window's events offer; the first is targeted.
    The target is destroyed if it is still that object in a Monster Zone when this resolves and,
    with ``must_still_meet(ctx, monster)``, still meets the condition the resolution text repeats
    (``Effect.must_still_meet``: Trap Hole's "that monster with 1000 or more ATK", face-up;
    Sakuretsu Armor's "the attacking monster": :func:`is_the_attacking_monster`)."""

    def target(ctx: Activation) -> None:
        ctx.targets = [candidates(ctx)[0].ref()]
        ctx.values["legal"] = in_monster_zone

    return trap_activation(card, text, destroy_targets, targets=True, condition=lambda ctx: bool(candidates(ctx)), target=target,
                           must_still_meet=must_still_meet, destroys=resolved_targets)
