"""Chains: activating effects, responding, resolving, triggers and response windows.

Source: rulebook "Chains" and "Spell Speed"; DESIGN §3. Whether an effect may be activated now
(Spell Speed, timing, cost, targets) is :mod:`duelcore.rules.activation`; the moments players may
respond are :class:`duelcore.rules.windows.Window`; why a card cannot be used is
:mod:`duelcore.rules.why_not`.

- Spell Speed 1 effects (Normal, Continuous, Equip, Field and Ritual Spells; Ignition Effects)
  are activated only by the turn player in their Main Phase, when no chain is open. Spell Speed 2
  (Quick-Play Spells, Normal and Continuous Traps, Quick Effects) may also respond to a Chain
  Link of Spell Speed 1 or 2; Spell Speed 3 (Counter Traps) responds to anything, and only Spell
  Speed 3 may respond to Spell Speed 3.
- An activation is: the card is placed or flipped face-up, its cost is paid, its targets are
  chosen, and it becomes the next Chain Link; then the other player may respond. When both
  players pass in succession, the chain resolves from the last link to the first.
- Negating the activation (Magic Jammer) and negating the effect (Imperial Order) are distinct: a
  card whose activation is negated never resolves; an effect that is negated resolves with no
  effect and its card stays.
- After the whole chain has resolved, Normal and Quick-Play Spells and Normal and Counter Traps
  still on the field go to the GY; Continuous, Equip and Field cards stay, and so does a card
  whose text says it remains on the field (Swords of Revealing Light).
- Trigger effects that met their event wait until the chain (or action) is over, then form the
  next chain in the SEGOC order: turn player's mandatory, opponent's mandatory, turn player's
  optional, opponent's optional; each player orders their own. An optional "When ... you can"
  trigger misses the timing if its event was not the last thing to happen. Under the rule flag
  ``triggers_in_event_order`` (goat) the triggers of an earlier event come before those of a
  later one, the SEGOC order applying among the triggers of one event (:func:`_run_pending_triggers`).
- Under the rule flag ``ignition_priority`` (goat) the turn player may also activate a monster's
  Ignition Effect first after a Summon and after a chain, in their Main Phase (:func:`open_window`).
- A summon made while the chain resolved is answered once the chain is over (the "summoned"
  response window: Trap Hole, Bottomless Trap Hole), if it was the last thing to happen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from duelcore.rules.activation import activatable, option_for, options_for
from duelcore.rules.windows import Window, window_title
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import Activation, Effect, EffectKind, TriggerEvent, run_callback
from duelcore.state.enums import BattleStep, Location, Phase, Position
from duelcore.state.knowledge import can_see

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.card import Card


@dataclass(eq=False)
class ChainLink:
    """One link of the chain.

    Attributes:
        number: its Chain Link number (1-based).
        activation: the Activation (effect, player, card, targets).
        activation_negated: its activation was negated (it does not resolve).
        effect_negated: its effect was negated (it resolves with no effect).
        seen: the players who saw its card when it was activated (they may still name it in the
            Chain Link's events after a cost moved it out of their sight).
        spared: cards its effect does not destroy as it resolves (CardRefs, each while it is still
            that object): another Chain Link's card was destroyed instead (Fake Trap).
    """

    number: int
    activation: Activation
    activation_negated: bool = False
    effect_negated: bool = False
    seen: tuple[int, ...] = ()
    spared: list[Any] = field(default_factory=list)

    @property
    def effect(self) -> Effect:
        """The effect activated."""
        return self.activation.effect

    @property
    def player(self) -> int:
        """The player who activated it."""
        return self.activation.player

    @property
    def card(self) -> "Card":
        """The card whose effect it is."""
        return self.activation.card.card

    @property
    def is_card_activation(self) -> bool:
        """True when it is the activation of a Spell or Trap Card."""
        return self.effect.kind is EffectKind.ACTIVATE

    @property
    def speed(self) -> int:
        """The Spell Speed of the link."""
        return self.effect.speed()


# ----------------------------------------------------------------------------- activating

def activate(duel: "Duel", effect: Effect, player: int, event: TriggerEvent | None = None,
             window: Window | None = None) -> "Process":
    """Activate ``effect``: place or flip its card, pay the cost, choose targets, add the Chain Link.

    Returns the ChainLink (not yet resolved). The caller builds the rest of the chain.
    """
    card = effect.card
    if effect.kind is EffectKind.ACTIVATE:
        if card.location is Location.HAND:
            if card.data.is_field_spell:
                duel.place_field_spell(card, player, Position.FACE_UP)
            else:
                zone = yield from choose_spell_trap_zone(duel, player)
                duel.move(card, Location.SPELL_TRAP_ZONE, zone=zone, position=Position.FACE_UP, controller=player)
        else:
            duel.turn_face_up(card)
    ctx = Activation(duel, effect, player, card.ref(), event=event)
    if window is not None:
        ctx.values["window"] = window
    # Who sees the card as it is activated (a cost may move it out of sight: Ulti-Apelio).
    seen_at_activation = [p for p in (0, 1) if can_see(card, p)]
    if card.on_field and not card.face_up and effect.kind is not EffectKind.ACTIVATE:
        seen_at_activation = [0, 1]  # a face-down monster activating its effect shows itself (FD-11)
    ctx.values["activated_from"] = card.location  # "activated on the field" (Deus X-Krawler)
    duel.use(effect)
    number = len(duel.chain) + 1
    ctx.link = number
    duel.resolving = card
    if effect.cost is not None:
        yield from run_callback(effect.cost, ctx)
        duel.check_win()  # a cost that brought its player's LP to 0 ends the duel at once
    if effect.target is not None:
        ctx.values["choosing_targets"] = True
        yield from run_callback(effect.target, ctx)
        ctx.values["choosing_targets"] = False
    duel.resolving = None
    # Each target as it was when targeted, for "after resolving a card effect that targets this
    # face-up card" (Spirit Reaper: _after_targeted_resolution).
    ctx.values["targeted_as"] = [(r, (r.card.location, r.card.face_up)) for r in ctx.targets]
    link = ChainLink(number, ctx, seen=tuple(seen_at_activation))
    duel.chain.append(link)
    targets = [r.card for r in ctx.targets]
    duel.emit(
        "chain_link",
        player,
        card=card,
        number=number,
        effect=effect.text if effect.kind is not EffectKind.ACTIVATE else "",
        targets=targets,
        seen={card.uid: seen_at_activation},
    )
    kind = "card_activated" if effect.kind is EffectKind.ACTIVATE else "effect_activated"
    duel.raise_event(TriggerEvent(kind, [card], player=player, data={"link": link}))
    return link


def choose_spell_trap_zone(duel: "Duel", player: int) -> "Process":
    """``player`` chooses one of their free Spell & Trap Zones (returns its index 0-4)."""
    free = duel.players[player].free_spell_trap_zones()
    options = [Option(Action.ZONE, f"Spell & Trap Zone {z + 1}", zone=z + 1) for z in free]
    zone = yield from duel.ask(player, DecisionKind.SELECT_ZONE, "Select a Spell & Trap Zone", options, free)
    return zone


def offer(duel: "Duel", player: int, window: Window, prompt: "Callable[[], str]") -> "Process":
    """Ask ``player`` whether to activate one of the effects they may activate in ``window``, or
    pass; returns the chosen Effect, or None for a pass (not asked when nothing can be activated,
    and then ``prompt()``, which words the question, is not called)."""
    effects = activatable(duel, player, window)
    if not effects:
        return None
    options = options_for(duel, effects, player) + [Option(Action.PASS, "Pass")]
    payloads: list[Any] = list(effects) + [None]
    choice = yield from duel.ask(player, DecisionKind.CHAIN_OR_PASS, prompt(), options, payloads)
    return choice


def build_chain(duel: "Duel", responder: int, window: Window) -> "Process":
    """Let players respond, starting with ``responder``, until both pass in succession; then
    resolve the chain. Returns when the chain (and any triggers after it) are done."""
    passes = 0
    player = responder
    chain_window = window.for_chain()
    while passes < 2:
        top = duel.chain[-1]
        choice = yield from offer(duel, player, chain_window,
                                  lambda: f"Chain to Chain Link {top.number} ({top.card.name})?")
        if choice is None:
            passes += 1
            player = 1 - player
            continue
        yield from activate(duel, choice, player, window=window)
        passes = 0
        player = 1 - player
    raised = yield from resolve_chain(duel)
    yield from answer_summons(duel, raised, window)


def resolve_chain(duel: "Duel") -> "Process":
    """Resolve the chain from the last link to the first, then send finished cards to the GY.

    Returns the trigger events raised while it resolved (a list of TriggerEvent, in order), so
    that the caller can answer a summon that was the last thing to happen (:func:`answer_summons`).
    """
    chain = duel.chain
    duel.emit("chain_resolving", None, length=len(chain))
    sent: list[ChainLink] = []
    with duel.recording_events() as raised:
        while chain:
            link = chain[-1]
            yield from resolve_link(duel, link)
            # A player who met a losing condition while the link resolved (0 LP, a draw from an
            # empty Deck) loses now: the links left in the chain do not resolve. Both at once
            # (Ring of Destruction) is a draw.
            duel.check_win()
            if not link.activation_negated:
                # "When that Spell resolves" (Royal Magical Library's Spell Counters): a Chain Link
                # resolves, its effect negated or not, unless its activation was negated.
                duel.raise_event(TriggerEvent("chain_link_resolved", [link.card], player=link.player,
                                              data={"link": link}))
            chain.pop()
            sent.append(link)
    with duel.bookkeeping():
        for link in sent:
            card = link.card
            if not link.is_card_activation or not link.activation.card.valid:
                continue
            if not card.on_field:
                continue
            data = card.data
            # A card that "remains on the field" after its activation stays too (Swords of
            # Revealing Light: procedures.activation.remain_on_field), even if its effect was negated.
            stays = ((data.sub_kind in ("Continuous", "Equip", "Field") or card.values.get("remains_on_field"))
                     and not link.activation_negated)
            if data.sub_kind == "Equip" and not card.values.get("equipped"):
                stays = False
            if not stays:
                duel.send_to_gy(card, reason="rule")
    duel.emit("chain_resolved", None)
    duel.state_check()
    return raised


def last_summons(duel: "Duel", raised: Iterable[TriggerEvent]) -> list[TriggerEvent]:
    """The "summoned" trigger events among ``raised`` whose summon was the last thing to happen:
    no game action came after it (the duel's action count has not moved since; sending a chain's
    resolved Normal Spells and Traps to the GY is not an action). Monsters summoned at once share
    one action, so all of them are answered together.

    Source: rulebook "Chains" (a "When ..." card responds only to the last thing that happened);
    the Konami OCG ruling on Wipeout Trap Hole ("It cannot be activated if another effect resolves
    after the Normal or Special Summon, such as when the Normal or Special Summon occurs in the
    middle of a resolving Chain")."""
    return [event for event in raised if event.kind == "summoned" and event.action == duel.action_id]


def answer_summons(duel: "Duel", raised: Iterable[TriggerEvent], window: Window | None = None) -> "Process":
    """After a summon made outside a summon procedure (by a resolving chain, or by a delayed
    effect), open the "summoned" response window, as after any summon, if that summon was the last
    thing to happen (:func:`last_summons` of the trigger events ``raised`` by it): "When ...
    Summoned" cards answer it there (Bottomless Trap Hole, Trap Hole, Chain Destruction). The
    triggers it met go on a chain first (rules.chain.open_window). A summon that may be negated
    (Solemn Judgment) is one that "would be Summoned" by its procedure (rules.summon.summon_succeeds);
    a summon already made by an effect is never offered to them.

    Nothing opens while a chain is still open, or in the Damage Step (``window.damage_step``, or the
    duel's BattleStep.DAMAGE): a summon response cannot be activated there (Bottomless Trap Hole's
    rulings: a monster Special Summoned in the Damage Step cannot be answered).

    Source: rulebook "Summoning" and "Chains"; the Konami OCG ruling on Wipeout Trap Hole (a Summon
    answered "immediately after" it, not once another effect has resolved after it)."""

    summoned = last_summons(duel, raised)
    if not summoned or duel.chain:
        return
    if (window is not None and window.damage_step) or duel.battle_step is BattleStep.DAMAGE:
        return
    yield from response_window(duel, "summoned", summoned)


def _stopped_by_a_target(duel: "Duel", link: ChainLink) -> bool:
    """Whether a monster this link targets negates its effect as it is about to resolve ("Before
    resolving an opponent's card effect that targets this card, roll a six-sided die ...":
    Skull Archfiend of Lightning; "Negate the effect of a Spell Card that targets this card":
    Ryu Senshi). Each hook says whose effects it answers (``link.player``)."""
    for target in link.activation.live_targets():
        if not target.location.is_monster_zone:
            continue
        for effect in duel.live_continuous_effects("before_targeted_resolution"):
            if effect.card is target:
                if effect.before_targeted_resolution(duel, target, link):
                    return True
    return False


def resolve_link(duel: "Duel", link: ChainLink) -> "Process":
    """Resolve one Chain Link (its effect applies unless negated or its card has left the field)."""
    ctx = link.activation
    card = link.card
    if link.activation_negated:
        duel.emit("link_skipped", link.player, seen={card.uid: link.seen}, card=card, number=link.number, why="its activation was negated")
        duel.lift_player_effects(ctx)  # what binds only an activation that is not negated
        return
    one_field_spell = False
    if link.is_card_activation and ctx.card.valid and card.on_field:
        # A Continuous, Equip or Field card's lasting effects apply from now on (its activation
        # resolved), even if this resolution itself is negated (FS-11, FS-14).
        card.values["resolved"] = True
        # 2006: only one face-up Field Spell on the whole field (FS-06).
        one_field_spell = card.data.is_field_spell and duel.flags.one_field_spell_on_field

    def only_one_field_spell() -> None:
        other = duel.players[1 - card.controller].field_zone
        if one_field_spell and other is not None and other.face_up:
            duel.destroy([other], reason="rule")

    # A Spell/Trap effect activated on the field stays under Imperial Order / Royal Decree even if
    # its card has left the field since (destroyed in the chain): Duel.effect_negated.
    negated = link.effect_negated or (not ctx.effect.cannot_be_negated and duel.effect_negated(
        card, ctx.effect, activated_from=ctx.values.get("activated_from")))
    if not negated and not ctx.effect.cannot_be_negated:
        negated = _stopped_by_a_target(duel, link) or any(
            e.negates_link(duel, e.card, link) for e in duel.live_continuous_effects("negates_link")) or any(
            duel.graveyard_locked(t, ctx.effect) for t in ctx.live_targets())  # Necrovalley: it targets a card in a GY
    if link.activation_negated:  # negated just now, before it resolved (Mid Shield Gardna)
        duel.emit("link_skipped", link.player, seen={card.uid: link.seen}, card=card, number=link.number, why="its activation was negated")
        duel.lift_player_effects(ctx)
        return
    if negated:
        duel.emit("link_negated", link.player, seen={card.uid: link.seen}, card=card, number=link.number)
        only_one_field_spell()
        if ctx.effect.applies_when_negated is not None and ctx.card.valid and card.on_field and card.face_up:
            # What is not an effect still happens: an Equip Spell is equipped (Effect docs).
            duel.resolving, duel.resolving_link = card, link
            yield from run_callback(ctx.effect.applies_when_negated, ctx)
            duel.resolving, duel.resolving_link = None, None
            duel.state_check()
        _after_targeted_resolution(duel, link)
        return
    lasting = link.is_card_activation and card.data.sub_kind in ("Continuous", "Equip", "Field")
    if (ctx.effect.needs_card_on_field or lasting) and (not ctx.card.valid or not card.on_field or not card.face_up):
        duel.emit("link_skipped", link.player, seen={card.uid: link.seen}, card=card, number=link.number, why="its card is no longer on the field")
        return
    duel.emit("link_resolves", link.player, seen={card.uid: link.seen}, card=card, number=link.number)
    only_one_field_spell()
    if ctx.effect.operation is not None:
        duel.resolving, duel.resolving_link = card, link
        yield from run_callback(ctx.effect.operation, ctx)
        duel.resolving, duel.resolving_link = None, None
    duel.state_check()
    _after_targeted_resolution(duel, link)


def _after_targeted_resolution(duel: "Duel", link: ChainLink) -> None:
    """``link`` has resolved, its effect applied or negated: the cards it targeted that act "after
    resolving a card effect that targets this card" do so now (``Effect.after_targeted_resolution``,
    called with ``then`` = (the target's location when targeted, whether it was face-up then,
    whether it is still that object): Spirit Reaper and Reaper on the Nightmare destroy
    themselves; ``targeting.destroyed_when_targeted``). Not for a link whose activation was negated,
    nor for one that did not resolve because its card had left the field (resolve_link returns
    before this then). Source: Spirit Reaper's text and its period rulings (goatrulings.com "Spirit
    Reaper": "if the activation of that Spell Card is negated ... "Spirit Reaper" is not destroyed.
    However, if the effect of the Spell Card was negated ... "Spirit Reaper" is destroyed because
    the Spell Card resolves"; Netrep Q&A of 11/09/2005: "Since "Snatch Steal" doesn't resolve,
    "Spirit Reaper" is not destroyed"); ProjectIgnis official/c85684223.lua (Reaper on the
    Nightmare)."""
    targeted = link.activation.values.get("targeted_as")
    if not targeted:
        return
    hooks = duel.live_continuous_effects("after_targeted_resolution")
    if not hooks:
        return
    for ref, (place, face_up) in targeted:
        card = ref.card
        for effect in hooks:
            if effect.card is card:
                effect.after_targeted_resolution(duel, card, link, (place, face_up, ref.valid))


# ----------------------------------------------------------------------------- windows and triggers

def response_window(
    duel: "Duel",
    name: str,
    events: "Iterable[TriggerEvent]" = (),
    damage_step: bool = False,
    min_speed: int = 0,
    chains: int | None = None,
) -> "Process":
    """Open the response window called ``name`` (e.g. "attack_declaration", "summoned").

    Pending triggers go on a chain first; then each player, turn player first, may activate
    what the window allows (rules.chain.open_window; ``chains`` limits the chains built in it).
    A duel's ``response_window`` hook, when set, runs first (tests use it to change the board
    mid-battle).
    """
    hook = duel.response_window
    if hook is not None:
        yield from run_callback(hook, duel, name)
    yield from open_window(duel, name, events, damage_step, min_speed, chains)


def open_window(duel: "Duel", name: str, events: Iterable[TriggerEvent] = (), damage_step: bool = False,
                min_speed: int = 0, chains: int | None = None) -> "Process":
    """A response window: pending triggers first, then each player (turn player first) may
    activate; a chain started here is built and resolved, and the window stays open until both
    players pass in succession with no chain.

    The triggers that the window's events met form the first chain, and a card that answers those
    events may be chained to them (Trap Hole to the Spell Counter trigger of a Breaker the Magical
    Warrior just Summoned; Torrential Tribute to a FLIP effect after a Flip Summon); once that chain
    has resolved, the events are no longer the last thing that happened, so such a card is not
    offered in the window any more. Source: rulebook "Chains"; Torrential Tribute's UDE FAQ
    (goatrulings.com torrential-tribute.md: "can be activated after a Flip Summon, but it does not
    negate the Flip Effect"); the Konami OCG ruling on Wipeout Trap Hole (a Summon is answered
    immediately after it, not once another effect has resolved after it).

    ``chains`` (None: no limit) is how many chains may be built in the window, the chain of the
    triggers that opened it included: with 1 the window closes once one chain has resolved in it
    (a Damage Step timing under the rule flag ``one_chain_per_damage_substep``), with 0 only the
    triggers' chain is built (the start of the Damage Step under ``damage_step_start_triggers_only``).
    Triggers that a resolved chain meets still go on chains of their own.

    Under the rule flag ``ignition_priority`` (goat), in the turn player's Main Phase, the turn
    player's first chance after a Summon (the "summoned" window, once the triggers it met have
    resolved) and after each chain resolved in the window also offers their monsters' Ignition
    Effects (``Window.ignition_priority``); the opponent may chain to one, and a summon response
    (Trap Hole) still may, since the Summon is still the last thing that happened. Those are the
    only moments the turn player is offered in a window (first, and after each chain), so the
    window keeps the mark; the opponent's chances are unchanged. Not in the Battle Phase or the
    Damage Step, nor while a summon may be negated (``min_speed``). Source: goatformat.com Rule #4
    ("when a Chain or Summon has finished resolving, the turn player can activate a 'fast effect'
    or a monster's Ignition Effect before the opponent is allowed to respond"); rulebook "Chains"
    for the rest."""
    window = Window(name, list(events), False, damage_step, min_speed)
    priority = (duel.flags.ignition_priority and not min_speed and not damage_step
                and duel.phase in (Phase.MAIN1, Phase.MAIN2))
    if priority and name == "summoned":
        window.ignition_priority = True
    if not min_speed:
        # Triggers wait out the moment a summon may be negated; they activate once it succeeds.
        marker = len(duel.events)
        yield from run_triggers(duel, window)
        if any(e.kind == "chain_resolving" for e in duel.events[marker:]):
            # A chain of the triggers has resolved since: the window's events are no longer the
            # last thing that happened, so what answers them only (Trap Hole) is not offered now.
            window.events = []
            if chains is not None:
                chains -= 1  # the triggers' chain was this window's chain
    passes = 0
    player = duel.turn_player
    while passes < 2 and (chains is None or chains > 0):
        duel.current_window = window
        choice = yield from offer(duel, player, window,
                                  lambda: f"{window_title(duel, window)}: activate a card or effect?")
        if choice is None:
            passes += 1
            player = 1 - player
            continue
        yield from activate(duel, choice, player, window=window)
        yield from build_chain(duel, 1 - player, window)
        yield from run_triggers(duel, window)
        window.events = []
        window.ignition_priority = priority
        passes = 0
        player = duel.turn_player
        if chains is not None:
            chains -= 1
    duel.current_window = None


def run_triggers(duel: "Duel", window: Window | None = None) -> "Process":
    """Put pending trigger effects on a chain in the SEGOC order and resolve it, until none remain;
    then apply the delayed effects whose event has happened (:func:`apply_delayed_effects`), and
    start again with the triggers their application met, until nothing is left to do.

    This is the engine's "the game is settled" moment: it runs when a response window opens,
    after each chain in it, after each action of the turn player's Main Phase, and in the Battle
    Step after each attack (rules.battle.battle_phase)."""
    while True:
        yield from _run_pending_triggers(duel, window)
        applied = yield from apply_delayed_effects(duel, window)
        if not applied:
            return


def apply_delayed_effects(duel: "Duel", window: Window | None = None) -> "Process":
    """Apply every delayed effect (state.lasting.DelayedEffect) whose event has happened this turn:
    the turn player's first, then the opponent's, each player's in the order they were left.
    Each applies once and is spent (removed) as it applies; its operation runs outside any chain
    (no Chain Link, nothing can respond to it as an activation). A summon it makes is followed by
    the "summoned" response window, as any summon is (rulebook "Summoning").

    Nothing applies while a chain is open or in the Damage Step (``window.damage_step``, or the
    duel's BattleStep.DAMAGE): those wait for the next settled moment (the Battle Step after the
    Damage Step, for a monster destroyed by battle).

    Returns True when at least one applied (the caller then runs the triggers it met).

    Source: rulebook "Card Effects" and "Damage Step"; Last Will's rulings (its Special Summon
    makes no Chain Link and cannot be made in the Damage Step)."""

    if not duel.delayed_effects or duel.chain or (window is not None and window.damage_step) \
            or duel.battle_step is BattleStep.DAMAGE:
        return False
    tp = duel.turn_player
    due = [d for d in duel.delayed_effects if d.met and d.expires_turn >= duel.turn]
    due.sort(key=lambda d: 0 if d.player == tp else 1)  # stable: each player's in order left
    for delayed in due:
        if delayed in duel.delayed_effects:
            duel.delayed_effects.remove(delayed)
            with duel.recording_events() as raised:
                yield from run_callback(delayed.operation, duel, delayed)
            duel.state_check()
            # A summon made outside a chain: the players may respond to it as after any summon
            # ("When your opponent Special Summons ...").
            yield from answer_summons(duel, raised, window)
    return bool(due)


def still_where_met(effect: Effect, event: TriggerEvent) -> bool:
    """Whether the card of the pending trigger ``effect`` is still where it was, and as it was,
    when ``event`` met its condition: the same object (it has not moved since) and, on the field,
    not turned face-down since (``TriggerEvent.where_met``); for an effect that works face-down,
    only the same object.

    Source: Konami's notice on the Master Rule of 1 April 2020 ("an effect is not activated if its
    card is no longer in the place where it activates", mandatory effects included); FS-19."""
    then = event.where_met.get(effect.card.uid)
    if then is None:
        return True
    if effect.face_down_ok:
        return then.card.incarnation == then.incarnation
    return then.valid


def _run_pending_triggers(duel: "Duel", window: Window | None = None) -> "Process":
    """Put pending trigger effects on a chain in the SEGOC order and resolve it, until none remain.

    A pending trigger is left out when it cannot be activated now: it missed the timing, its
    card's effects are negated, its once-per-turn use is spent, its condition, target or cost
    fails, or (an optional trigger only) it would have no effect (``Effect.would_do_something``:
    a card is not activated for no effect; a mandatory trigger activates all the same).

    Under the rule flag ``triggers_in_event_order`` (goat) the triggers are first taken event by
    event, in the order their events happened (``TriggerEvent.action``; the events of one action
    are simultaneous), across both players and whether mandatory or optional; the triggers of one
    action keep the SEGOC classes among themselves. Source: goatformat.com rule #9 and its
    Example 2 (Soul Exchange on the opponent's Sangan, Tributed for Thestalos: Sangan is Chain
    Link 1), quoted in edo9300/edopro issue 291. Whether event order also comes before
    "mandatory before optional" is not settled by that example; this follows the reading that it
    does (edisonformat.net "SEGOC And Early Trigger"); the other reading (mikamika.de "Early
    Trigger", EDOPro's DUEL_TCG_SEGOC_FIRSTTRIGGER) keeps the classes first. Both, with their
    sources, are in tests/scenarios/goat_trigger_order.yaml."""
    name = window.name if window is not None else ""
    in_event_order = duel.flags.triggers_in_event_order
    while any(event.data.get("wait_for", name) == name for _, event in duel.pending_triggers):
        pending = [(e, ev) for e, ev in duel.pending_triggers if ev.data.get("wait_for", name) == name]
        duel.pending_triggers = [(e, ev) for e, ev in duel.pending_triggers if ev.data.get("wait_for", name) != name]
        last = duel.action_id
        tp = duel.turn_player
        # SEGOC classes (turn player's mandatory, opponent's mandatory, turn player's optional,
        # opponent's optional), one set of them for every action under triggers_in_event_order.
        batches: dict[int, list[list[tuple[Effect, TriggerEvent]]]] = {}
        for effect, event in pending:
            player = duel.trigger_player(effect, event)
            if not effect.mandatory and effect.when and event.action != last:
                duel.emit("missed_timing", player, card=effect.card)
                continue
            card = effect.card
            if (card.face_up or not card.on_field) and duel.effect_negated(card, effect):
                # a card whose effects are negated activates none: on the field, or in the GY
                # under a negation that lasts there (Dark Balter the Terrible)
                continue
            if not duel.flags.trigger_after_card_left_its_place and not still_where_met(effect, event):
                # Master Rule of 1 April 2020: a card that left the place where its trigger's
                # condition was met, or was turned face-down there, before the effect could be
                # activated does not activate it (FS-19, FD-10); the 2006 preset still does.
                continue
            ctx = Activation(duel, effect, player, effect.card.ref(), event=event)
            if effect.count_limit is not None and duel.uses(effect) >= effect.count_limit:
                continue
            if effect.condition is not None and not effect.condition(ctx):
                continue
            if effect.has_target is not None and not effect.has_target(ctx):
                continue
            if effect.can_pay is not None and not effect.can_pay(ctx):
                continue
            if not effect.mandatory and effect.would_do_something is not None and not effect.would_do_something(ctx):
                # An optional trigger is not activated for no effect (Deus X-Krawler with no Level 9
                # monster to add); a mandatory one activates all the same.
                continue
            if duel.name_locked(player, effect.card):
                continue
            index = (0 if player == tp else 1) + (0 if effect.mandatory else 2)
            batch = batches.setdefault(event.action if in_event_order else 0, [[], [], [], []])
            batch[index].append((effect, event))
        placed = False
        groups = [group for _, batch in sorted(batches.items()) for group in batch]
        for index, group in enumerate(groups):
            player = tp if index % 2 == 0 else 1 - tp
            mandatory = index % 4 < 2
            remaining = list(group)
            while remaining:
                if mandatory and len(remaining) == 1:
                    effect, event = remaining.pop()
                else:
                    options = [option_for(duel, e, player) for e, _ in remaining]
                    payloads: list[Any] = list(remaining)
                    if not mandatory:
                        options.append(Option(Action.PASS, "Do not activate"))
                        payloads.append(None)
                    prompt = "Choose the next trigger effect to put on the chain" if mandatory else "Activate a trigger effect?"
                    pick = yield from duel.ask(player, DecisionKind.CHAIN_OR_PASS, prompt, options, payloads)
                    if pick is None:
                        break
                    remaining.remove(pick)
                    effect, event = pick
                if effect.count_limit is not None and duel.uses(effect) >= effect.count_limit:
                    continue  # another copy in this batch used the once-per-turn limit
                yield from activate(duel, effect, player, event=event, window=window)
                placed = True
        if placed:
            last_player = duel.chain[-1].player
            # The triggers answer the window's events, which are still the last thing that
            # happened: a "When ..." card that answers them may be chained to the triggers (Trap
            # Hole to the Spell Counter trigger of the Breaker just Summoned).
            chain_window = Window("chain") if window is None else Window(
                "chain", list(window.events), False, window.damage_step, 0, window.after_damage_calculation)
            yield from build_chain(duel, 1 - last_player, chain_window)
