"""Banishing cards, as a cost or by an effect.

- :func:`banish_face_up`: banish 1 card face-up and say so (a cost: Immortal Phoenix Gearfried,
  Spiritual Beast Pettlephin; an effect: Amaterasu).
- :func:`banish`: cards are banished face-up by an effect, at the same time, with the "banished"
  trigger event (Soul Release, Black Luster Soldier - Envoy of the Beginning, D.D. Warrior Lady).
- :func:`banish_name_from_decks`: each player shows their Deck to the other, then every card with a
  monster's name is banished from both Decks (Nobleman of Crossout on a Flip monster).
- :func:`may_banish`: whether a player may banish a card now by an effect or for a cost: not a card
  a GY lock keeps in its GY (Necrovalley: "Cards in the Graveyard cannot be banished";
  ``Duel.graveyard_locked``), nor one a Continuous Effect forbids that player to banish (Kycoo the
  Ghost Destroyer: "Your opponent cannot banish cards from either player's Graveyard"). Both
  procedures skip a card that may not be banished, and a cost offers only cards that may be (Skull
  Lair, Bazoo the Soul-Eater).
- :func:`banish_from_gy_summon`: "Cannot be Normal Summoned/Set. Must first be Special Summoned
  (from your hand) by banishing 1 LIGHT and 1 DARK monster from your GY" (Black Luster Soldier -
  Envoy of the Beginning, Chaos Sorcerer).
- :func:`banish_target_ignition`: "Once per turn: You can target 1 monster on the field; banish
  that target. This card cannot attack the turn you activate this effect" (the same two cards).
- :func:`banish_battling_pair`: "After damage calculation, when this card battles an opponent's
  monster: banish that monster, also banish this card" (D.D. Warrior Lady, D.D. Assailant).

Source: the card texts; rulebook "Banished".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures.battle import battled_with, has_not_declared_an_attack, no_attack_this_turn
from duelcore.cards.procedures.filters import MONSTER_ZONES, Candidates, Filter
from duelcore.cards.procedures.search import reveal
from duelcore.cards.procedures.targeting import resolved_targets
from duelcore.cards.types import Attribute
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import Effect, EffectKind, TriggerEvent
from duelcore.state.enums import Location, Position
from duelcore.state.knowledge import card_info

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation


def may_banish(duel: "Duel", player: int, card: "Card", effect: "Effect | None" = None) -> bool:
    """Whether ``player`` may banish ``card`` now by ``effect`` (its cost or its resolution; None for
    the rules):

    - not a card in a GY that a Continuous Effect keeps there (Necrovalley: "Cards in the Graveyard
      cannot be banished"; goatrulings.com "Necrovalley", UDE FAQ: it "WILL prevent a player from
      removing cards in the Graveyard from play to activate the effect of Bazoo the Soul-Eater", and
      from banishing them to Special Summon Black Luster Soldier - Envoy of the Beginning);
    - not a card a live Continuous Effect forbids ``player`` to banish (``Effect.forbids_banish``:
      Kycoo the Ghost Destroyer)."""
    if duel.graveyard_locked(card, effect, banishing=True):
        return False
    return not any(e.forbids_banish(duel, e.card, player, card) for e in duel.live_continuous_effects("forbids_banish"))


def banish_face_up(duel: "Duel", player: int, card: "Card", reason: str, effect: "Effect | None" = None) -> None:
    """Banish ``card`` face-up (as a cost or by ``effect``) and say so to both players; nothing
    happens when ``player`` may not banish it (:func:`may_banish`)."""
    if not may_banish(duel, player, card, effect):
        return
    duel.move(card, Location.BANISHED, position=Position.FACE_UP, reason=reason)
    duel.emit("banished", player, known_to=(0, 1), card=card)


def banish(duel: "Duel", player: int, cards: "list[Card]", effect: "Effect | None" = None) -> None:
    """Banish ``cards`` face-up by ``player``'s effect (``effect``), all at once, and raise one
    "banished" trigger event naming them. A card ``player`` may not banish (:func:`may_banish`)
    stays where it is."""
    cards = [c for c in cards if may_banish(duel, player, c, effect)]
    if not cards:
        return
    previous = [c.location for c in cards]
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.BANISHED, position=Position.FACE_UP, reason="effect")
            duel.emit("banished", player, known_to=(0, 1), card=c)
    duel.raise_event(TriggerEvent("banished", list(cards), previous, player=player, reason="effect"))
    duel.run_leave_hooks()


def same_name(card: "Card", other: "Card") -> bool:
    """Whether ``card`` and ``other`` have the same card name: the same card (alternate artworks
    included), or one is always treated as having the other's name (``CardData.rule_code``)."""
    a, b = card.data, other.data
    return a.identity == b.identity or a.rule_code == b.identity or b.rule_code == a.identity


def banish_name_from_decks(duel: "Duel", player: int, named: "Card") -> list["Card"]:
    """``player``'s effect: each player shows their Deck (its contents, not its order) to the other
    player, then every card in either Deck with ``named``'s name (:func:`same_name`) is banished
    face-up at the same time (:func:`banish`: one "banished" trigger event), then both Decks are
    shuffled (the turn player's first). Cards of that name in the hands, on the field or in the
    GYs stay. Returns the banished cards.

    Source: Nobleman of Crossout's text ("each player reveals their Main Deck, then banishes all
    cards from it with that monster's name"; 2005: "both players check their respective Decks and
    remove all monsters of the same name from play. Then shuffle the Decks") and UDE FAQ ("Both
    players must reveal their Decks to each other"; goatrulings.com nobleman-of-crossout.md);
    ProjectIgnis/CardScripts official/c71044499.lua (each Deck confirmed to the other player)."""
    order = (duel.turn_player, 1 - duel.turn_player)
    for p in order:
        shown = sorted(duel.players[p].deck, key=lambda c: (c.data.name, c.data.passcode))
        reveal(duel, shown, [1 - p], 1 - p)
    doomed = [c for p in order for c in duel.players[p].deck if same_name(c, named)]
    banish(duel, player, doomed)
    for p in order:
        if duel.players[p].deck:
            duel.shuffle_deck(p)
    return doomed
def _gy_monsters_of(duel: "Duel", player: int, attribute: Attribute) -> list["Card"]:
    """The monsters of ``attribute`` in ``player``'s GY that ``player`` may banish now
    (:func:`may_banish`: not under Necrovalley), top first."""
    return [c for c in reversed(duel.players[player].gy)
            if c.data.is_monster and c.data.attribute == attribute and may_banish(duel, player, c)]


def banish_from_gy_summon(card: "Card", *attributes: Attribute) -> Effect:
    """"Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 1
    <attribute> and 1 <attribute> monster from your GY" (LIGHT and DARK: Black Luster Soldier -
    Envoy of the Beginning, Chaos Sorcerer).

    The monster's own Special Summon from the hand (``Effect.hand_procedure`` with 0 Tributes and
    ``hand_procedure_cost``): an idle command "Special Summon X" in its controller's Main Phase
    while their GY holds a monster of each Attribute and a Main Monster Zone is free (and nothing
    forbids the Special Summon: Scapegoat). The cost is paid first: the player chooses 1 monster of
    each Attribute in their GY, in the order listed (not asked when the choice is forced), and
    they are banished face-up at the same time; then the monster is placed in face-up Attack or
    Defense Position. It is a Summon by the monster's own procedure, so it "would be Summoned" and
    may be negated (Solemn Judgment: the cost stays paid, the monster is destroyed and is not
    properly summoned, so it cannot be revived); once it succeeds it is properly summoned and may
    be revived. "Cannot be Normal Summoned/Set" is the card's database bit (``is_special_summon_only``:
    rules.summon.normal_summonable_block).

    Source: the card texts; Solemn Judgment's Netrep rulings (goatrulings.com: it cannot negate "a
    Special Summon if that Special Summon occurs as a result of another card effect"; "Special
    Summon monsters like "Dark Necrofear" that have their summons negated by "Solemn Judgment" are
    not considered properly summoned"); rulebook "Special Summon" (summoning conditions)."""
    words = " and ".join(f"1 {a.label}" for a in attributes)

    def condition(duel: "Duel", this: "Card", player: int) -> bool:
        return all(_gy_monsters_of(duel, player, a) for a in attributes)

    def cost(duel: "Duel", this: "Card", player: int) -> "Process":
        chosen: list["Card"] = []
        for attribute in attributes:
            pool = [c for c in _gy_monsters_of(duel, player, attribute) if c not in chosen]
            if len(pool) == 1:
                chosen.append(pool[0])
                continue
            options = [Option(Action.SELECT, f"{c.name} (GY, player {player + 1})", card_info(c, player)) for c in pool]
            pick = yield from duel.ask(player, DecisionKind.SELECT_CARDS, f"Banish 1 {attribute.label} monster from your GY",
                                       options, pool)
            chosen.append(pick)
        with duel.simultaneous():
            for c in chosen:
                banish_face_up(duel, player, c, "cost")
        duel.raise_event(TriggerEvent("banished", list(chosen), [Location.GY] * len(chosen), player=player, reason="cost"))

    text = f"Cannot be Normal Summoned/Set; must first be Special Summoned from your hand by banishing {words} monster from your GY"
    return Effect(card, EffectKind.CONTINUOUS, text, range=frozenset(Location), hand_procedure=(0, condition),
                  hand_procedure_cost=cost)


def banish_target_ignition(card: "Card", text: str, candidates: Candidates, legal: Filter, prompt: str) -> Effect:
    """"Once per turn: You can target 1 monster on the field; banish that target. This card cannot
    attack the turn you activate this effect" (Black Luster Soldier - Envoy of the Beginning: any
    monster, face-down ones too; Chaos Sorcerer: a face-up one).

    An Ignition Effect of the card in a Monster Zone, once per turn (a per-card count: a card
    turned face-down or moved may use it again, FD-21). It cannot be activated once the card has
    declared an attack this turn, and on activation the card "cannot attack" for the rest of the
    turn: that restriction stays even if the effect then does nothing (the target turned face-down
    by Book of Moon in response). The target is chosen among ``candidates`` that meet ``legal`` (the
    card itself included: "can remove itself from play using its first effect"), and it is
    banished face-up at resolution if it still meets ``legal``.

    Source: the card texts; UDE FAQ (goatrulings.com "Black Luster Soldier - Envoy of the
    Beginning", "Chaos Sorcerer": "If "Chaos Sorcerer" attacks, you cannot use its effect during
    Main Phase 2"; "But even if … effect disappears, its effect was activated so it cannot attack
    or activate its effect again"; "When a card is removed from play by … first effect, it is
    removed from play face-up")."""

    def pool(ctx: "Activation") -> list["Card"]:
        return [c for c in candidates(ctx) if legal(ctx, c) and ctx.duel.can_be_targeted(c, ctx.effect)]

    def target(ctx: "Activation") -> "Process":
        chosen = yield from ctx.select_cards(pool(ctx), prompt)
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = legal

    def operation(ctx: "Activation") -> None:
        banish(ctx.duel, ctx.player, resolved_targets(ctx), ctx.effect)

    return Effect(card, EffectKind.IGNITION, text, range=MONSTER_ZONES, count_limit=1,
                  condition=has_not_declared_an_attack, cost=no_attack_this_turn, targets=True,
                  has_target=lambda ctx: bool(pool(ctx)), target=target, operation=operation)


def banish_battling_pair(card: "Card", text: str, *, mandatory: bool,
                         condition: "Callable[[Activation, Card], bool]") -> Effect:
    """"After damage calculation, when this card battles an opponent's monster: banish that monster,
    also banish this card": a Trigger Effect on the "battled" event (after damage calculation)
    when this card battled a monster of its controller's opponent and ``condition(ctx, that
    monster)`` holds (D.D. Assailant: this card was destroyed by that battle). It does not target.
    At resolution each of the two still on the field (a monster destroyed by that battle is there
    until the end of the Damage Step) is banished face-up, at the same time; "also" makes the two
    independent, so one is banished even if the other has gone.

    Source: the texts of D.D. Warrior Lady ("You can") and D.D. Assailant (mandatory); D.D. Warrior
    Lady's Netrep rulings (goatrulings.com: "Any time "D.D. Warrior Lady" is involved in battle, the
    controller ... may use its effect, regardless of if it inflicts damage"; "effect is not
    targeting")."""

    def opponent_battled(ctx: "Activation") -> "Card | None":
        other = battled_with(ctx)
        return other if other is not None and other.controller != ctx.this.controller else None

    def met(ctx: "Activation") -> bool:
        other = opponent_battled(ctx)
        return other is not None and ctx.this.location in MONSTER_ZONES and condition(ctx, other)

    def remember(ctx: "Activation") -> None:
        other = opponent_battled(ctx)
        ctx.values["pair"] = [ctx.this.ref()] + ([other.ref()] if other is not None else [])

    def operation(ctx: "Activation") -> None:
        pair = [r.card for r in ctx.values.get("pair", ()) if r.valid and r.card.location in MONSTER_ZONES]
        others = [c for c in pair if c is not ctx.this]
        banish(ctx.duel, ctx.player, others + [c for c in pair if c is ctx.this], ctx.effect)

    return Effect(card, EffectKind.TRIGGER, text, event="battled", mandatory=mandatory, when=not mandatory,
                  damage_step=True, range=MONSTER_ZONES, condition=met, target=remember, operation=operation)
