"""Shared procedures for card scripts: the building blocks scripts are written with.

A script reads like its card's text and calls these instead of repeating the mechanics:

- :func:`spell_activation` / :func:`trap_activation`: the Effect of activating a Spell or Trap Card.
- :func:`targeting`: "Target N <cards that...>": the target step, the "is there a target"
  check, and the re-check at resolution (:func:`resolved_targets`, :func:`still_meeting`: the
  targeting condition, and the condition the resolution text repeats, ``Effect.must_still_meet``).
- :func:`monsters_on_field`, :func:`spell_traps_on_field`, :func:`gy_monsters`: the usual candidates.
- :func:`equip_spell`: an Equip Spell that targets a face-up monster and changes its ATK/DEF.
- :func:`search_deck`: add a card from the Deck to the hand.
- :func:`negate_activation`: negate the activation of a Chain Link, and if you do, destroy the card.
- :func:`tribute_cost_candidates` / :func:`tribute_as_cost`: "Tribute 1 <kind of> monster" as a
  cost, through the one rule of which monsters may be Tributed (``rules.tributes``: Soul Exchange).

Source: DESIGN §7 ("reuse shared procedures, not copies"); rulebook "Targeting", "Equip Spell Cards".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from duelcore.state.effects import Activation, Effect, EffectKind, Modifier, Stat
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.rules.chain import ChainLink

HAND_AND_FIELD = frozenset({Location.HAND, Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE})

Filter = Callable[[Activation, "Card"], bool]
Candidates = Callable[[Activation], Iterable["Card"]]


def spell_activation(card: "Card", text: str, operation: Callable[[Activation], "Process"], **kw: Any) -> Effect:
    """The Effect of activating the Spell Card ``card`` (from the hand or Set on the field).

    Keyword arguments are Effect fields (condition, target, has_target, cost, can_pay,
    would_do_something, targets, damage_step, needs_card_on_field...).
    """
    return Effect(card, EffectKind.ACTIVATE, text, range=HAND_AND_FIELD, operation=operation, **kw)


def trap_activation(card: "Card", text: str, operation: Callable[[Activation], "Process"], **kw: Any) -> Effect:
    """The Effect of activating the Trap Card ``card`` (Set on the field; never from the hand)."""
    return Effect(card, EffectKind.ACTIVATE, text, range=HAND_AND_FIELD, operation=operation, **kw)


# ----------------------------------------------------------------------------- candidates

def monsters_on_field(ctx: Activation) -> list["Card"]:
    """Every monster on the field, the activating player's first."""
    return ctx.duel.monsters(ctx.player) + ctx.duel.monsters(ctx.opponent)


def face_up_monsters(ctx: Activation) -> list["Card"]:
    """Every face-up monster on the field."""
    return [c for c in monsters_on_field(ctx) if c.face_up]


def spell_traps_on_field(ctx: Activation) -> list["Card"]:
    """Every Spell/Trap on the field (Spell & Trap Zones and Field Zones), the activating player's first."""
    out: list[Card] = []
    for p in (ctx.player, ctx.opponent):
        side = ctx.duel.players[p]
        out.extend(c for c in side.spell_trap_zones if c is not None)
        if side.field_zone is not None:
            out.append(side.field_zone)
    return out


def gy_monsters(ctx: Activation, players: Iterable[int] | None = None) -> list["Card"]:
    """The Monster Cards in the GYs of ``players`` (default: both, the activating player's first)."""
    order = [ctx.player, ctx.opponent] if players is None else list(players)
    return [c for p in order for c in ctx.duel.players[p].gy if c.data.is_monster]


def can_special_summon(duel: "Duel", player: int, card: "Card") -> bool:
    """Whether ``card`` could be Special Summoned to ``player``'s field by another card's effect
    now. A monster that must first be Special Summoned a certain way (Extra Deck, Ritual and
    "must be Special Summoned" monsters) must have been properly summoned (FD-25); one that
    "cannot be Special Summoned by other ways" never can; one whose text says "You can only Special
    Summon "X(s)" once per turn" cannot after one this turn; and it needs a zone to go to."""
    from duelcore.rules.zones import summon_zones

    data = card.data
    if not data.is_monster or data.is_token:
        return False
    if duel.has_player_effect(player, "cannot_summon"):
        return False
    if "cannot be Special Summoned by other ways" in data.text:
        return False
    if duel.special_summon_limited(player, card) or duel.special_summon_locked(player):
        return False
    from duelcore.rules.summon import summon_allowed

    if not summon_allowed(duel, player, card, "special"):
        return False
    if (data.is_extra_deck or data.is_special_summon_only or data.is_ritual) and not card.properly_summoned:
        return False
    return bool(summon_zones(duel, player, card))


# ----------------------------------------------------------------------------- targeting

def targeting(
    candidates: Candidates,
    legal: Filter | None = None,
    count: int = 1,
    prompt: str = "Choose a target",
    refusal: "Callable[[Activation, Card], str | None] | None" = None,
) -> dict[str, Any]:
    """The Effect fields of "Target ``count`` cards": ``targets``, ``has_target``, ``target`` and,
    with ``refusal``, ``explain_no_target``.

    ``legal(ctx, card)`` filters the candidates, and so does any effect that makes a card
    untargetable (``Duel.can_be_targeted``: Lord of D.); ``legal`` is applied again at resolution
    by :func:`resolved_targets`. A card the activating card itself is not a legal target of its own
    activation. ``refusal(ctx, card)`` says, for any card on the field, why it is not a legal
    target (None if it is, or if it is not worth mentioning); ``why_not`` lists these. Use as
    ``Effect(..., **targeting(...))``.
    """

    def pool(ctx: Activation) -> list["Card"]:
        this = ctx.this
        return [c for c in candidates(ctx) if c is not this and (legal is None or legal(ctx, c))
                and ctx.duel.can_be_targeted(c, ctx.effect)]

    def has_target(ctx: Activation) -> bool:
        return len(pool(ctx)) >= count

    def target(ctx: Activation) -> "Process":
        chosen = yield from ctx.select_cards(pool(ctx), prompt, count)
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = legal

    fields: dict[str, Any] = {"targets": True, "has_target": has_target, "target": target}
    if refusal is not None:
        fields["explain_no_target"] = lambda ctx: explain_refusals(ctx, refusal)
    return fields


def explain_refusals(ctx: Activation, refusal: "Callable[[Activation, Card], str | None]") -> list[str]:
    """``"<card as the player sees it>: <why not>"`` for every card on the field that ``refusal``
    refuses as a target, both players' sides (the activating player's first)."""
    from duelcore.state.knowledge import card_info

    out = []
    for p in (ctx.player, 1 - ctx.player):
        for card in ctx.duel.field_cards(p):
            why = refusal(ctx, card)
            if why:
                info = card_info(card, ctx.player)
                out.append(f"{info['name']} ({card.location.value}{'' if card.location is Location.FIELD_ZONE else ' ' + str(card.zone + 1)}, player {p + 1}): {why}")
    return out


def not_face_down_refusal(ctx: Activation, card: "Card") -> str | None:
    """Why a face-down monster is not a target for an effect that needs a face-up one: its card
    is unknown (FD-04). None for anything else."""
    if card.location.is_monster_zone and not card.face_up:
        return "a face-down monster is unknown, so an effect that needs a face-up monster cannot target it (FD-04)"
    return None


def targetable(ctx: Activation, cards: Iterable["Card"]) -> list["Card"]:
    """The cards among ``cards`` that ``ctx``'s effect may target now (``Duel.can_be_targeted``:
    not a monster destroyed by battle, nor one a Continuous Effect protects), for an effect's "is
    there a target" check (``has_target``); the target step itself leaves the others out."""
    return [c for c in cards if ctx.duel.can_be_targeted(c, ctx.effect)]


def resolved_targets(ctx: Activation) -> list["Card"]:
    """The targets the effect still applies to at resolution: each still the object targeted,
    still meeting the targeting condition (rulebook "Targeting") and the condition the
    resolution text repeats (``Effect.must_still_meet``: :func:`still_meeting`)."""
    return still_meeting(ctx, ctx.live_targets())


def still_meeting(ctx: Activation, cards: Iterable["Card"]) -> list["Card"]:
    """Those of ``cards`` (the effect's targets, or the cards its activation answered, as they
    are now) that its resolution still applies to: each meets the targeting condition chosen
    with the targets (``ctx.values["legal"]``, if any) and the condition the resolution text
    repeats on a card the activation condition named (``Effect.must_still_meet``, if any: "that
    monster with 1000 or more ATK" is read again, a monster whose ATK fell below in response is
    spared). Source: the OCG card texts that repeat the condition at resolution (Trap Hole
    「その攻撃力1000以上のモンスターを破壊する」, Bottomless Trap Hole); rulebook "Targeting"."""
    legal = ctx.values.get("legal")
    again = ctx.effect.must_still_meet
    return [c for c in cards if (legal is None or legal(ctx, c)) and (again is None or again(ctx, c))]


def is_face_up_monster(ctx: Activation, card: "Card") -> bool:
    """A face-up monster on the field."""
    return card.location.is_monster_zone and card.face_up


def is_on_field(ctx: Activation, card: "Card") -> bool:
    """A card still on the field."""
    return card.on_field


# ----------------------------------------------------------------------------- families

def equip_spell(card: "Card", text: str, atk: int = 0, defense: int = 0, legal: Filter = is_face_up_monster,
                **kw: Any) -> list[Effect]:
    """An Equip Spell: "Target 1 face-up monster; equip this card to it", and the equipped monster
    gains ``atk`` ATK and ``defense`` DEF (negative to lose).

    The equip link is kept in the card's values ("equipped_to", a LinkRef); the engine sends the
    Equip Spell to the GY when the link is lost (duel.state_check). Equipping is not the card's
    effect: when the effect is negated as it resolves (Imperial Order), the card is still
    equipped and stays, its effects negated until the negation ends (``applies_when_negated``).
    Source: rulebook "Equip Spell Cards"; FD-04 (no equipping to a face-down monster); Konami's
    answer quoted from yugioh-wiki.net (2015-09-30) in Fluorohydride/ygopro-scripts issue 1234:
    an Equip Spell whose effect is negated is equipped to its target and stays on the field.
    """

    def operation(ctx: Activation) -> "Process":
        targets = resolved_targets(ctx)
        # A monster unaffected by Spell effects may be targeted but is not equipped: the Equip
        # Spell then goes to the GY after the chain.
        if targets and ctx.card.valid and ctx.this.on_field and not ctx.duel.immune(targets[0], ctx.this):
            equip(ctx.duel, ctx.this, targets[0])
        return
        yield

    effects = [
        spell_activation(card, text, operation, needs_card_on_field=True, applies_when_negated=operation,
                         **targeting(face_up_monsters, legal, prompt="Choose a monster to equip",
                                     refusal=equip_refusal), **kw)
    ]
    for stat, value in ((Stat.ATK, atk), (Stat.DEF, defense)):
        if value:
            effects.append(equipped_modifier(card, Modifier(stat, "add", value)))
    return effects


def equip_refusal(ctx: Activation, card: "Card") -> str | None:
    """Why an Equip Spell cannot be equipped to ``card``: a face-down monster (FD-04)."""
    if card.location.is_monster_zone and not card.face_up:
        return "an Equip Spell cannot be equipped to a face-down monster (FD-04)"
    return None


def equip(duel: "Duel", equip_card: "Card", monster: "Card") -> None:
    """Equip ``equip_card`` to ``monster`` (records the link and the time it began to apply) and
    raise the "equipped" trigger event (data "target": the monster): :meth:`Duel.equip`."""
    duel.equip(equip_card, monster)


def equipped_monster(card: "Card") -> "Card | None":
    """The monster ``card`` is equipped to, while the link holds."""
    link = card.values.get("equipped_to")
    return link.card if link is not None and link.valid else None


def equipped_modifier(card: "Card", modifier: Modifier) -> Effect:
    """A Continuous Effect of an Equip Spell that changes the equipped monster's stat."""

    def applies_to(duel: "Duel", monster: "Card") -> bool:
        return equipped_monster(card) is monster

    modifier.applies_to = applies_to
    return Effect(card, EffectKind.CONTINUOUS, f"The equipped monster {modifier.stat.value} {modifier.value:+}",
                  range=frozenset({Location.SPELL_TRAP_ZONE}), modifier=modifier)


def held_equip_card(card: "Card", effect: Effect) -> "Card | None":
    """The card that ``card`` holds as an Equip Card by its own ``effect`` while the equip link
    holds (a monster Relinquished or Immortal Phoenix Gearfried equipped to itself with
    Duel.equip_monster), or None."""
    for p in card.duel.players:
        for c in p.spell_trap_zones:
            if c is None or c.values.get("equip_effect") is not effect:
                continue
            link = c.values.get("equipped_to")
            if link is not None and link.valid and link.card is card:
                return c
    return None


def search_deck(ctx: Activation, legal: Callable[["Card"], bool], prompt: str) -> "Process":
    """The activating player adds 1 card from their Deck that meets ``legal`` to their hand, then
    shuffles the Deck. Returns the card added, or None if there was none."""
    duel = ctx.duel
    deck = duel.players[ctx.player].deck
    pool = [c for c in reversed(deck) if legal(c)]
    if not pool:
        return None
    chosen = yield from ctx.select_cards(pool, prompt, 1, look=True)
    card = chosen[0]
    add_to_hand(duel, card, ctx.player)  # a card searched from the Deck is shown to both players
    duel.shuffle_deck(ctx.player)
    return card


def reveal(duel: "Duel", cards: list["Card"], to: Iterable[int], by: int) -> None:
    """Show ``cards`` to the players ``to`` (0/1) by ``by``'s effect ("look at", "reveal"): they
    stay known to those players while they stay where they are (``Card.revealed_to``), and a
    "looked_at" event names them to those players only. Source: DESIGN §4."""
    players = frozenset(to)
    for c in cards:
        c.revealed_to = c.revealed_to | players
    if cards:
        duel.emit("looked_at", by, cards=list(cards))


def reveal_and_destroy_target(ctx: Activation, destroyable: Callable[["Card"], bool]) -> None:
    """Resolution of "destroy the selected card; if it is Set, reveal it" for an effect that may
    select a Set card of either kind: each target still there is revealed to both players if it is
    Set, and destroyed only if ``destroyable(card)`` (the card kind the effect destroys); the other
    stays where it was. Source: De-Spell, Armed Ninja (Spell Cards), Trap Master (Trap Cards)."""
    duel = ctx.duel
    for target in resolved_targets(ctx):
        if not target.face_up:
            reveal(duel, [target], (0, 1), ctx.player)
        if destroyable(target):
            duel.destroy([target], by=ctx.player)


def destroy_spell_target(ctx: Activation) -> "Process":
    """Resolution of "destroy 1 Spell Card; if the target is Set, reveal it" (De-Spell, Armed
    Ninja): a Set target is revealed to both players, and destroyed only if it is a Spell Card (a
    Set Trap stays Set)."""
    reveal_and_destroy_target(ctx, lambda card: card.data.is_spell)
    return
    yield


def add_to_hand(duel: "Duel", card: "Card", player: int) -> None:
    """Add ``card`` to its owner's hand by ``player``'s effect, shown to both players (a searched
    card, or one taken from the GY, stays known to them while it stays in the hand)."""
    duel.move(card, Location.HAND, reason="effect")
    card.revealed_to = frozenset({0, 1})
    duel.emit("added_to_hand", player, card=card)


def last_link(ctx: Activation) -> "ChainLink | None":
    """The Chain Link this activation responds to (the one before it), or None."""
    chain = ctx.duel.chain
    index = ctx.link - 2 if ctx.link else len(chain) - 1
    return chain[index] if 0 <= index < len(chain) else None


def negate_activation(ctx: Activation, link: "ChainLink") -> None:
    """Negate the activation of ``link``, and if you do, destroy that card (Counter Traps)."""
    if link.effect.cannot_be_negated:
        return
    link.activation_negated = True
    duel = ctx.duel
    duel.emit("activation_negated", ctx.player, card=link.card)
    if link.activation.card.valid and link.card.on_field:
        duel.destroy([link.card], reason="effect", by=ctx.player)


def negate_remembered_activation(ctx: Activation) -> "Process":
    """Resolution of "negate the activation (and destroy it)" for an effect whose target step
    remembered the Chain Link it answers in ``ctx.values["negates"]`` (Dark Paladin, Horus LV8,
    Deus X-Krawler, Immortal Phoenix Gearfried)."""
    link = ctx.values.get("negates")
    if link is not None:
        negate_activation(ctx, link)
    return
    yield


def tribute_cost_candidates(ctx: Activation, test: "Callable[[Card], bool] | None" = None) -> list["Card"]:
    """The monsters the activating player may Tribute now to pay a cost of "Tribute 1 <kind of>
    monster" (``test`` the kind, None for any), by the one rule of ``rules.tributes``: their own
    monsters, face-up or face-down, each judged by what it really is (FD-14, the one cost that may
    use what a face-down card really is); the opponent's monster Soul Exchange binds them to
    Tribute this turn is then the only choice, and none is left when it does not meet ``test``
    (an opponent's face-down monster never does: FD-15), so the cost cannot be paid. Source:
    rulebook "Costs"; Soul Exchange's text; Konami's answers quoted in Fluorohydride/ygopro issue
    2251 and Fluorohydride/ygopro-core issue 537."""
    from duelcore.rules.tributes import tribute_choice

    return tribute_choice(ctx.duel, ctx.player, test=test).candidates(1)


def tribute_as_cost(ctx: Activation, test: "Callable[[Card], bool] | None", prompt: str) -> "Process":
    """The activating player Tributes 1 monster of :func:`tribute_cost_candidates` as the cost
    (asked with ``prompt`` unless only one may be): to its owner's GY, with the "tributed" event
    (hidden from the opponent when it was face-down). Returns the Tributed card, or None when
    none could be. Use ``bool(tribute_cost_candidates(ctx, test))`` as the effect's ``can_pay``."""
    from duelcore.rules.summon import tribute

    candidates = tribute_cost_candidates(ctx, test)
    if not candidates:
        return None
    chosen = yield from ctx.select_cards(candidates, prompt)
    for m in chosen:
        tribute(ctx.duel, ctx.player, m)
    return chosen[0] if chosen else None


def lp_cost(amount: int) -> dict[str, Any]:
    """The Effect fields of "pay ``amount`` LP" as a cost: ``can_pay`` and ``cost`` (Premature
    Burial's 800, Toon World's 1000). Use as ``Effect(..., **lp_cost(800))``."""

    def can_pay(ctx: Activation) -> bool:
        return ctx.duel.players[ctx.player].lp >= amount

    def cost(ctx: Activation) -> "Process":
        ctx.duel.pay_lp(ctx.player, amount)
        return
        yield

    return {"can_pay": can_pay, "cost": cost}


def stat_boost(card: "Card", text: str, stat: Stat, points: int, activation: Any = None) -> Effect:
    """A Spell/Trap card: "Target 1 face-up monster on the field; it gains ``points`` ``stat``
    until the end of this turn" (Rush Recklessly, The Reliable Guardian, Reinforcements, Castle
    Walls). The target must still be that face-up monster at resolution; the change is a
    lingering one that also ends when the monster leaves the field or is turned face-down (FD-21).
    Usable in the Damage Step (it changes ATK/DEF). ``activation`` is :func:`spell_activation`
    (default) or :func:`trap_activation`."""
    from duelcore.state.effects import Reset

    def operation(ctx: Activation) -> "Process":
        for target in resolved_targets(ctx):
            ctx.duel.apply(target, Modifier(stat, "add", points), source=ctx.this,
                           reset=Reset.END_OF_TURN | Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
            value = target.atk if stat is Stat.ATK else target.defense
            ctx.duel.emit("stat_changed", ctx.player, card=target,
                          text=f"{stat.value} +{points} until the end of the turn ({stat.value} {value})")
        return
        yield

    def legal(ctx: Activation, c: "Card") -> bool:
        # A Link Monster has no DEF to gain.
        return is_face_up_monster(ctx, c) and not (stat is Stat.DEF and c.data.is_link)

    make = activation or spell_activation
    return make(card, text, operation, damage_step=True,
                **targeting(face_up_monsters, legal, prompt="Choose a face-up monster"))


def window_events(ctx: Activation, kind: str) -> list[Any]:
    """The trigger events of ``kind`` the current window answers ("When ..." activations)."""
    window = ctx.values.get("window")
    return [] if window is None else [e for e in window.events if e.kind == kind]


def opponents_attacking_monsters(ctx: Activation) -> list["Card"]:
    """The opponent's monster whose attack declaration the current window answers ("When an
    opponent's monster declares an attack"), while it is still the attacking monster
    (``Duel.is_attacking``: not turned face-down, nor changed to Defense Position, nor gone);
    [] otherwise."""
    return [ev.cards[0] for ev in window_events(ctx, "attack_declared")
            if ev.player == ctx.opponent and ev.cards and ctx.duel.is_attacking(ev.cards[0])]


def is_the_attacking_monster(ctx: Activation, card: "Card") -> bool:
    """``card`` is still the attacking monster (``Duel.is_attacking``): an effect on "the attacking
    monster" applies to it at resolution only then (Sakuretsu Armor with Book of Moon chained)."""
    return ctx.duel.is_attacking(card)


def cannot_activate_name_this_turn(ctx: Activation, card: "Card") -> None:
    """The activating player cannot activate cards, or the effects of cards, with ``card``'s name
    for the rest of this turn (Sangan, Witch of the Black Forest)."""
    ctx.duel.add_player_effect(ctx.player, "cannot_activate_name", card.data.identity)


def in_attack_position(card: "Card") -> bool:
    """A monster in face-up Attack Position."""
    return card.position is Position.FACE_UP_ATTACK


def field_spell(card: "Card", text: str, changes: list[tuple[Callable[["Card"], bool], int]]) -> list[Effect]:
    """A Field Spell whose continuous effect changes the ATK and DEF of face-up monsters on the
    field: ``changes`` is a list of (which monsters, points) pairs, each applied to both ATK and
    DEF (points may be negative). The modifiers apply once its activation has resolved, only
    while it is face-up in the Field Zone, never to a face-down monster (FS-13, FS-14, FS-16).
    """

    def operation(ctx: Activation) -> "Process":
        return
        yield

    effects = [spell_activation(card, text, operation, needs_card_on_field=True)]
    for which, points in changes:
        for stat in (Stat.ATK, Stat.DEF):

            def applies_to(duel: "Duel", monster: "Card", which: Callable[["Card"], bool] = which) -> bool:
                return monster.location.is_monster_zone and monster.face_up and which(monster)

            effects.append(
                Effect(card, EffectKind.CONTINUOUS, f"{stat.value} {points:+}", range=frozenset({Location.FIELD_ZONE}),
                       modifier=Modifier(stat, "add", points, applies_to))
            )
    return effects


def pay_or_destroy(duel: "Duel", card: "Card", amount: int) -> "Process":
    """A maintenance cost: ``card``'s controller pays ``amount`` LP if they can (LP >= amount;
    "this is not optional"), else ``card`` is destroyed (Imperial Order, Skull Archfiend of
    Lightning). It starts no chain; it is not an effect that can be negated."""
    if duel.players[card.controller].lp >= amount:
        duel.pay_lp(card.controller, amount)
    else:
        duel.destroy([card], reason="maintenance", by=card.controller)
    return
    yield


def of_type(*types: Any) -> Callable[["Card"], bool]:
    """Which monsters: those whose Type is one of ``types`` (MonsterType members)."""

    def check(monster: "Card") -> bool:
        return monster.data.monster_type in types

    return check


def in_monster_zone(ctx: Activation, card: "Card") -> bool:
    """A card still in a Monster Zone."""
    return card.location.is_monster_zone


def destroy_that_monster(card: "Card", text: str, candidates: Callable[[Activation], list["Card"]],
                         must_still_meet: Filter | None = None) -> Effect:
    """A Trap that answers an event naming one monster ("When your opponent Normal Summons...",
    "When an opponent's monster declares an attack"): "Target that monster; destroy that target".
    ``candidates(ctx)`` lists the monsters the current window's events offer; the first is targeted.
    The target is destroyed if it is still that object in a Monster Zone when this resolves and,
    with ``must_still_meet(ctx, monster)``, still meets the condition the resolution text repeats
    (``Effect.must_still_meet``: Trap Hole's "that monster with 1000 or more ATK", face-up;
    Sakuretsu Armor's "the attacking monster": :func:`is_the_attacking_monster`)."""

    def target(ctx: Activation) -> "Process":
        ctx.targets = [candidates(ctx)[0].ref()]
        ctx.values["legal"] = in_monster_zone
        return
        yield

    def operation(ctx: Activation) -> "Process":
        ctx.duel.destroy(resolved_targets(ctx), by=ctx.player)
        return
        yield

    return trap_activation(card, text, operation, targets=True, condition=lambda ctx: bool(candidates(ctx)), target=target,
                           must_still_meet=must_still_meet)
