"""Counters on cards: Spell Counters and Magic Reflector's counter.

A counter is a lingering flag (``Duel.apply``), one Applied entry per counter, so it is lost when
the card leaves the field or is turned face-down, like every counter (FD-21).

- :func:`counters`: how many counters of a kind a card holds now.
- :func:`holds_counters` / :func:`can_place_counter` / :func:`place_counter`: a counter is placed
  only on a card whose text allows it, up to its limit ("(max. 3)"), while it is face-up on the
  field (Breaker the Magical Warrior, max. 1; Skilled Dark Magician, Skilled White Magician and
  Royal Magical Library, max. 3; Magical Marionette, no limit); Apprentice Magician places one on
  any such card.
- :func:`spell_counters_from_spells`: "Each time a Spell Card is activated, place 1 Spell Counter
  on this card when that Spell resolves" (the Skilled Magicians, Royal Magical Library, Magical
  Marionette).
- :func:`remove_counter` / :func:`remove_counters` / :func:`remove_counters_cost`: removing
  counters, as the cost "remove N Spell Counters from this card" (Breaker, Royal Magical Library,
  Magical Marionette).
- :func:`atk_per_counter`: "Gains N ATK for each Spell Counter on it" (Breaker, Magical
  Marionette); :func:`has_counters`: "with 3 Spell Counters on it" (the Skilled Magicians).

Source: rulebook "Counters"; FD-21; the card texts and the UDE FAQs of 2005 quoted where used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind, Modifier, Reset, Stat

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Activation


#: One Spell Counter; one lingering flag per counter.
SPELL_COUNTER = "spell_counter"

#: The lingering flag that is one Magic Reflector counter on a card (one Applied entry per counter).
MAGIC_REFLECTOR_COUNTER = "magic_reflector_counter"

#: The words for each kind of counter in events and effect texts.
_NAMES = {SPELL_COUNTER: "Spell Counter", MAGIC_REFLECTOR_COUNTER: "Magic Reflector counter"}

#: Where a card notes the Spell Card activations that will give it a Spell Counter when they
#: resolve (``Card.values``; lost when it moves or is turned face-down, as the ruling needs).
_DUE = "spell_counters_due"


def counters(card: "Card", flag: str = SPELL_COUNTER) -> int:
    """How many counters of ``flag`` ``card`` holds now (count >= 0): 0 once it has moved or
    been turned face-down, as every counter is then removed (FD-21; rulebook "Counters")."""
    return sum(1 for a in card.applied if a.flag == flag and a.card.valid)


def holds_counters(card: "Card", kind: str = SPELL_COUNTER, limit: int | None = None) -> Effect:
    """The Continuous Effect by which ``card`` can have counters of ``kind`` placed on it while it
    is face-up in a Monster Zone, at most ``limit`` (None: no limit): "(max. 3)" (Royal Magical
    Library), "(max. 1)" (Breaker the Magical Warrior); Magical Marionette's has none ("There is
    no limit to the number of Spell Counters you can have on "Magical Marionette"", UDE FAQ).
    Returns the Effect (``Effect.holds_counters``)."""
    most = "" if limit is None else f" (max. {limit})"
    return Effect(card, EffectKind.CONTINUOUS, f"{_NAMES.get(kind, kind)}s can be placed on it{most}",
                  range=MONSTER_ZONES, holds_counters=(kind, limit))


def can_place_counter(duel: "Duel", card: "Card", kind: str = SPELL_COUNTER) -> bool:
    """Whether a counter of ``kind`` can be placed on ``card`` now: it is face-up on the field, one
    of its own Continuous Effects that applies now allows counters of that kind
    (:func:`holds_counters`; not while its effects are negated), and it holds fewer than its
    limit ("a face-up card on the field that you can put a Spell Counter on": Apprentice
    Magician). Source: rulebook "Counters"."""
    if not card.on_field or not card.face_up:
        return False
    for effect in card.effects:
        permit = effect.holds_counters
        if permit is not None and permit[0] == kind and duel.is_live(effect):
            return permit[1] is None or counters(card, kind) < permit[1]
    return False


def _counter_text(card: "Card", kind: str, count: int, verb: str, show_atk: bool) -> str:
    name = _NAMES.get(kind, kind)
    what = f"{count} {name}{'' if count == 1 else 's'} {verb}"
    if show_atk:
        return f"{what} (ATK {card.atk})"
    return f"{what} ({counters(card, kind)} on it)"


def place_counter(duel: "Duel", card: "Card", player: int, kind: str = SPELL_COUNTER, source: "Card | None" = None,
                  show_atk: bool = False) -> bool:
    """Place 1 counter of ``kind`` on ``card`` by ``player``'s effect (of ``source``, default the
    card itself) if it can have one now (:func:`can_place_counter`); an event "<card>: 1 Spell
    Counter placed on it (N on it)", or with ``show_atk`` "(ATK N)" for a card whose ATK counts its
    counters. Returns whether it was placed (nothing happens otherwise)."""
    if not can_place_counter(duel, card, kind):
        return False
    duel.apply(card, flag=kind, source=card if source is None else source,
               reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
    duel.emit("stat_changed", player, card=card, text=_counter_text(card, kind, 1, "placed on it", show_atk))
    return True


def remove_counter(duel: "Duel", card: "Card", flag: str = SPELL_COUNTER) -> bool:
    """Remove 1 counter of ``flag`` from ``card``; returns False (changing nothing) if it has none."""
    for applied in card.applied:
        if applied.flag == flag and applied.card.valid:
            card.applied.remove(applied)
            duel.note_action()
            return True
    return False


def remove_counters(duel: "Duel", card: "Card", count: int, player: int, kind: str = SPELL_COUNTER,
                    show_atk: bool = False) -> bool:
    """Remove ``count`` counters of ``kind`` from ``card`` by ``player``, with one event "<card>: N
    Spell Counters removed (M on it)" (or "(ATK N)" with ``show_atk``). Returns False, changing
    nothing, when it holds fewer."""
    if counters(card, kind) < count:
        return False
    for _ in range(count):
        remove_counter(duel, card, kind)
    duel.emit("stat_changed", player, card=card, text=_counter_text(card, kind, count, "removed", show_atk))
    return True


def remove_counters_cost(count: int, kind: str = SPELL_COUNTER, show_atk: bool = False) -> dict[str, Any]:
    """The Effect fields ``cost`` and ``can_pay`` of "remove ``count`` Spell Counters from this
    card" (a cost, paid on activation: Breaker's FAQ "Removing a Spell Counter is a cost"). Use as
    ``Effect(..., **remove_counters_cost(2))``."""

    def can_pay(ctx: "Activation") -> bool:
        return counters(ctx.this, kind) >= count

    def cost(ctx: "Activation") -> None:
        remove_counters(ctx.duel, ctx.this, count, ctx.player, kind, show_atk)

    return {"cost": cost, "can_pay": can_pay}


def has_counters(count: int, kind: str = SPELL_COUNTER) -> "Callable[[Activation], bool]":
    """A test on an activation: its card holds at least ``count`` counters of ``kind`` ("Tribute this
    card with 3 Spell Counters on it": the Skilled Magicians)."""
    return lambda ctx: counters(ctx.this, kind) >= count


def atk_per_counter(card: "Card", points: int, kind: str = SPELL_COUNTER) -> Effect:
    """"Gains ``points`` ATK for each Spell Counter on it": a Continuous Effect that counts the
    counters whenever the ATK is read (Magical Marionette's Netrep: it "constantly checks the
    number of Spell Counters on it")."""
    return Effect(card, EffectKind.CONTINUOUS, f"Gains {points} ATK for each {_NAMES.get(kind, kind)} on it",
                  range=MONSTER_ZONES,
                  modifier=Modifier(Stat.ATK, "add", 0, applies_to=lambda duel, c: c is card,
                                    value_fn=lambda c: points * counters(c, kind)))


def _link_key(link: Any) -> tuple[int, int, int]:
    """A Chain Link as plain data: its number, and its card as the object it was when activated."""
    ref = link.activation.card
    return link.number, ref.card.uid, ref.incarnation


def spell_counters_from_spells(card: "Card", limit: int | None, show_atk: bool = False) -> list[Effect]:
    """"Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell
    resolves (max. ``limit``)": the card can hold Spell Counters (:func:`holds_counters`), and two
    silent listeners (never activated, no Chain Link): on the activation of a Spell Card while
    this card is face-up in a Monster Zone, it notes that Chain Link; when a noted Chain Link
    resolves (its effect negated or not) while this card is still the same object, face-up, it
    gets 1 Spell Counter if it has room. A Spell whose activation is negated gives none.

    Source: the UDE FAQs of 2005 on Skilled Dark Magician and Skilled White Magician ("You place a
    Spell Counter on this monster when the Spell Card resolves, so if "Magic Jammer" is used to
    negate the Spell Card's activation then you do not place a Spell Counter on this monster. But
    if "Imperial Order" is chained to the Spell Card, you still place a Spell Counter"; "must be
    face-up on the field when the Spell Card is activated and when it resolves"; "When you use the
    effect of a Continuous Spell Card that is already face-up ... you do NOT place a Spell
    Counter"), and Magical Marionette's ("must be face-up on the field when the Spell Card is
    activated and when it resolves"); goatrulings.com, TheMTtakeover/goat-rulings."""

    def noted(ctx: "Activation") -> bool:
        ev = ctx.event
        link = None if ev is None else ev.data.get("link")
        this = ctx.this
        if link is None or not ev.cards or not ev.cards[0].data.is_spell or not this.face_up:
            return False
        this.values.setdefault(_DUE, []).append(_link_key(link))
        return False

    def resolved(ctx: "Activation") -> bool:
        ev = ctx.event
        link = None if ev is None else ev.data.get("link")
        this = ctx.this
        due = this.values.get(_DUE)
        if link is None or not due:
            return False
        key = _link_key(link)
        # Links no longer on the chain never resolved (their activation was negated).
        this.values[_DUE] = [k for k in due if k != key and k[0] < link.number]
        if key in due and this.face_up:
            place_counter(ctx.duel, this, this.controller, show_atk=show_atk)
        return False

    return [holds_counters(card, SPELL_COUNTER, limit),
            Effect(card, EffectKind.TRIGGER, "", event="card_activated", range=MONSTER_ZONES, condition=noted),
            Effect(card, EffectKind.TRIGGER, "", event="chain_link_resolved", range=MONSTER_ZONES, condition=resolved)]
