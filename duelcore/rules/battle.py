"""The Battle Phase: Start Step, Battle Step, Damage Step, End Step.

Source: rulebook "Battle Phase" and "Damage Step". Each face-up Attack Position monster may
attack once per turn. The attack targets a monster the opponent controls, or the opponent
directly when they control none. If the number of monsters the opponent controls changes
before the Damage Step, a *replay* happens: the attacking player may choose a new target or not
attack (under the rule flag ``replay_returns_to_battle_step``, the attack is taken back). The
Damage Step has five timings: start of the Damage Step; before damage calculation
(a face-down Defense Position target is flipped face-up here, which is not a Flip Summon);
damage calculation; after damage calculation; end of the Damage Step, when monsters destroyed
by battle are sent to the GY. A monster destroyed by battle stays on the field until then, but it
is already destroyed: no effect can target it (:meth:`Duel.can_be_targeted`) and it is no longer
the attacking monster (:meth:`Duel.is_attacking`).

Damage calculation. Against an Attack Position monster: the higher ATK destroys the lower and
the difference is battle damage to the loser's controller; equal ATK destroys both with no
damage, except that 0 against 0 destroys neither (both, under the rule flag
``zero_atk_battle_destroys_both``). Against a Defense Position monster: ATK
higher than its DEF destroys it with no damage; ATK lower than its DEF inflicts the difference
to the attacking player; equal does nothing. A direct attack inflicts the attacker's ATK.

Whether a monster may declare an attack is one check that gives the reason when it may not
(:func:`attack_block`); the Battle Step's options are built from it and ``why_not`` explains
with it (:func:`why_not_attack`), so an explanation can never disagree with the options.

Effects that change these rules, read here:

- piercing battle damage: a monster that ``grants`` :data:`PIERCING` and attacks a Defense
  Position monster whose DEF is lower than its ATK inflicts the difference as battle damage
  (Airknight Parshath: "If this card attacks a Defense Position monster, inflict piercing battle
  damage"; rulebook "Damage Calculation", piercing damage);
- a second attack in a row: :func:`grant_second_attack` lets a monster that has attacked declare
  one more attack, as the very next attack of the Battle Step (Black Luster Soldier - Envoy of the
  Beginning: "It can make a second attack in a row"; its UDE FAQ: "The second attack must come
  consecutively after the first attack; other monsters' attacks cannot come in-between");
- banishing what it destroys: the monsters destroyed by battle with a monster that ``grants``
  :data:`BANISHES_WHAT_IT_DESTROYS` are banished instead of going to the GY (Dark Magician of
  Chaos's text of 2005: "Banish any monster this card destroys by battle, instead of sending it to
  the Graveyard");
- attacking every monster once: a monster that ``grants`` :data:`ATTACK_EACH_MONSTER` may attack
  each monster the opponent controls once per Battle Phase, and directly only if it has attacked
  no monster (Asura Priest: "This card can attack all monsters your opponent controls once each";
  its UDE FAQ and Netrep rulings, goatrulings.com "Asura Priest").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import BattleStep, DamageStepTiming, Phase, Position
from duelcore.state.knowledge import card_info, card_info_later
from duelcore.rules.windows import Window
from duelcore.rules.chain import run_triggers
from duelcore.rules.summon import monster_zone_block
from duelcore.rules.chain import response_window

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process

#: Attacks each monster may declare per turn (rulebook "Battle Step").
ATTACKS_PER_TURN = 1

#: The flag (``Effect.grants``) of a monster that inflicts piercing battle damage.
PIERCING = "piercing"
#: Player effect: that player cannot declare an attack this turn ("Your opponent cannot declare
#: an attack this turn": Threatening Roar); an attack already declared goes on.
NO_ATTACK_DECLARATION = "cannot_declare_attack"
#: The flag (``Effect.grants``) of a monster that "can make a second attack during each Battle
#: Phase" (Mataza the Zapper): 2 attacks a turn, in any order.
SECOND_ATTACK = "second_attack"
#: The flag (``Effect.grants``) of a monster that can attack all monsters the opponent controls once each.
ATTACK_EACH_MONSTER = "attack_each_monster"
#: The flag (``Effect.grants``) of a monster that banishes the monsters it destroys by battle instead
#: of sending them to the GY (Dark Magician of Chaos's text of 2005).
BANISHES_WHAT_IT_DESTROYS = "banishes_what_it_destroys_by_battle"
#: ``Card.values`` key: a second attack in a row granted to the monster (:func:`grant_second_attack`).
_SECOND_ATTACK_IN_A_ROW = "second_attack_in_a_row"
#: ``Card.values`` key: (turn, the monsters it attacked as (uid, incarnation) pairs, whether it attacked directly).
_ATTACKED = "attacked_this_turn"


def grant_second_attack(duel: "Duel", card: "Card") -> None:
    """``card`` "can make a second attack in a row": it may declare one more attack this turn, as
    the next attack of the Battle Step; once another monster's attack is declared, or the Battle
    Phase moves on, the chance is gone (:func:`battle_phase`). It is lost if the monster leaves the
    field or is turned face-down. Source: Black Luster Soldier - Envoy of the Beginning's text and
    UDE FAQ ("The second attack must come consecutively after the first attack; other monsters'
    attacks cannot come in-between"; "Even if you equip him with "Twin Swords of Flashing Light -
    Tryce", [he] only gets a maximum of 2 attacks")."""
    card.values[_SECOND_ATTACK_IN_A_ROW] = (duel.turn, card.attacks_this_turn)


def _attacked(duel: "Duel", card: "Card") -> tuple[list[tuple[int, int]], bool] | None:
    """The monsters ``card`` attacked this turn (uid, incarnation) and whether it attacked directly,
    or None when nothing is recorded for this turn (the record is lost when the card is turned
    face-down, like every fact of its own effects: FD-21)."""
    record = card.values.get(_ATTACKED)
    if record is None or record[0] != duel.turn:
        return None
    return record[1], record[2]


def _note_attack(duel: "Duel", card: "Card", target: Any) -> None:
    """Record that ``card`` declared an attack on ``target`` (a monster or "direct") this turn."""
    monsters, direct = _attacked(duel, card) or ([], False)
    if target == "direct":
        direct = True
    else:
        monsters = monsters + [(target.uid, target.incarnation)]
    card.values[_ATTACKED] = (duel.turn, monsters, direct)


def _forget_attack(duel: "Duel", card: "Card", target: Any) -> None:
    """Undo :func:`_note_attack` for an attack taken back (rule flag ``replay_returns_to_battle_step``)."""
    record = _attacked(duel, card)
    if record is None:
        return
    monsters, direct = record
    if target == "direct":
        direct = False
    else:
        # the target may have moved since (a new object): its entry is the last one with its uid
        last = max((i for i, m in enumerate(monsters) if m[0] == target.uid), default=None)
        if last is not None:
            monsters = monsters[:last] + monsters[last + 1:]
    card.values[_ATTACKED] = (duel.turn, monsters, direct)


def _attacks_each_monster(duel: "Duel", card: "Card") -> bool:
    return duel.has_flag(card, ATTACK_EACH_MONSTER)


def _not_yet_attacked(duel: "Duel", card: "Card", targets: list["Card"]) -> list["Card"]:
    """Those of ``targets`` that ``card`` (a monster that attacks each monster once) has not
    attacked this turn."""
    record = _attacked(duel, card)
    done = record[0] if record is not None else []
    return [t for t in targets if (t.uid, t.incarnation) not in done]


def _may_attack_again(duel: "Duel", card: "Card") -> bool:
    """Whether ``card``, which has declared an attack this turn, may declare another now: a second
    attack in a row granted to it (:func:`grant_second_attack`), or, for a monster that attacks
    each monster once, a monster of the opponent it has not attacked yet, if it has not attacked
    directly."""
    granted = card.values.get(_SECOND_ATTACK_IN_A_ROW)
    if granted is not None and granted == (duel.turn, card.attacks_this_turn):
        return True
    if _attacks_each_monster(duel, card):
        record = _attacked(duel, card)
        if record is None or record[1]:
            return False
        return bool(_not_yet_attacked(duel, card, duel.monsters(1 - card.controller)))
    return False


def attack_block(duel: "Duel", card: "Card") -> str | None:
    """Why ``card`` may not declare an attack now (None when it may): it must be a face-up Attack
    Position monster of the turn player that has not attacked this turn (FD-25: an attack
    declared before it was turned face-down still counts), that no effect says cannot attack
    (Silent Doom's "it cannot attack"; a Continuous Effect such as Array of Revealing Light's; the
    player effect ``NO_ATTACK_DECLARATION`` on its controller: Threatening Roar), and whose
    controller can pay the LP its attack costs (the Toons' 500). Source: rulebook "Battle Step"
    (each face-up Attack Position monster may attack once per turn)."""
    if not card.location.is_monster_zone:
        return "it is not in a Monster Zone"
    if card.controller != duel.turn_player:
        return "only the turn player's monsters can attack"
    if card.position is not Position.FACE_UP_ATTACK:
        if not card.face_up:
            return "it is face-down: only a face-up Attack Position monster can attack"
        return "it is in Defense Position: only an Attack Position monster can attack"
    if duel.has_flag(card, SECOND_ATTACK):
        # "This card can make a second attack during each Battle Phase" (Mataza the Zapper); an
        # attack declared before it was turned face-down counts, without the number (FD-25).
        if card.attacks_this_turn >= 2 or (card.attack_declared_turn == duel.turn and not card.attacks_this_turn):
            return "it has already attacked twice this turn"
    elif (card.attacks_this_turn >= ATTACKS_PER_TURN or card.attack_declared_turn == duel.turn) \
            and not _may_attack_again(duel, card):
        if _attacks_each_monster(duel, card):
            return "it has already attacked directly or every monster your opponent controls this turn"
        return "it has already attacked this turn (each monster can attack once per turn)"
    if duel.has_player_effect(card.controller, NO_ATTACK_DECLARATION):
        return "a card's effect says you cannot declare an attack this turn"
    if duel.has_flag(card, "cannot_attack"):
        sources = [a.source.name for a in card.applied if a.flag == "cannot_attack" and a.card.valid and a.source]
        sources += [e.text for e in card.effects if e.grants == "cannot_attack"]
        return f"a card's effect says it cannot attack ({', '.join(dict.fromkeys(sources))})"
    cost = attack_cost(duel, card)
    lp = duel.players[card.controller].lp
    if lp < cost:
        return f"you must pay {cost} LP to declare an attack with it and you have {lp} LP"
    for e in duel.live_continuous_effects("forbids_attack"):
        if e.forbids_attack(duel, e.card, card):
            return f'it cannot declare an attack now: "{e.text}" ({e.card.name})'
    return None


def attack_stopper(duel: "Duel", card: "Card") -> Any:
    """The Continuous Effect that says the attacking monster ``card`` "cannot attack" now
    (``Effect.stops_attack`` with ``forbids_attack``: Gravity Bind, Wall of Revealing Light), or
    None. Such an effect that starts to apply after the attack was declared stops that attack:
    it does not enter the Damage Step. Source: goatrulings.com "Wall of Revealing Light" (UDE FAQ)
    and "Gravity Bind" (Netrep, bishop, 01/02/2004); ProjectIgnis scripts (EFFECT_CANNOT_ATTACK
    stops an attack under way, EFFECT_CANNOT_ATTACK_ANNOUNCE does not)."""
    for e in duel.live_continuous_effects("forbids_attack"):
        if e.stops_attack and e.forbids_attack(duel, e.card, card):
            return e
    return None


def can_attack(duel: "Duel", card: "Card") -> bool:
    """Whether ``card`` may declare an attack now (:func:`attack_block` gives no reason)."""
    return attack_block(duel, card) is None


def battle_phase_block(duel: "Duel") -> str | None:
    """Why the turn player may not enter the Battle Phase this turn (None when they may): not on
    turn 1 unless the rule flag ``first_turn_battle_phase`` allows it, nor under the player
    effect "cannot_conduct_battle_phase" (Soul Exchange). Source: rulebook "Turn Structure"
    (the player who goes first cannot conduct a Battle Phase on their first turn)."""
    if duel.has_player_effect(duel.turn_player, "cannot_conduct_battle_phase"):
        return "you cannot conduct your Battle Phase this turn (Soul Exchange)"
    if duel.turn <= 1 and not duel.flags.first_turn_battle_phase:
        return "monsters cannot attack on the first turn of the duel (the player who goes first cannot conduct a Battle Phase)"
    return None


def attack_moment_block(duel: "Duel", player: int) -> str | None:
    """Why ``player`` cannot declare any attack at this moment (None when the duel is asking them
    for their next attack in the Battle Step, the only Decision that offers one:
    :func:`battle_options`). Source: rulebook "Battle Phase" (attacks are declared by the turn
    player in the Battle Step)."""
    decision = duel.decision
    if decision is not None and decision.player == player and decision.kind is DecisionKind.BATTLE_COMMAND:
        return None
    if decision is None:
        return "the duel is over"
    if duel.turn_player != player:
        return "it is your opponent's turn: only the turn player's monsters can attack"
    if duel.phase is Phase.BATTLE:
        if duel.attacking is not None:
            return "an attack is under way: the next attack is declared in the Battle Step after it"
        if duel.chain:
            return "a chain is open: an attack is declared in the Battle Step when no chain is open"
        return "an attack is declared in the Battle Step, when you choose your next attack"
    if duel.phase in (Phase.MAIN2, Phase.END):
        return "the Battle Phase of this turn is over"
    if duel.phase is Phase.MAIN1:
        return battle_phase_block(duel) or "not in your Battle Phase: enter the Battle Phase to declare an attack"
    return battle_phase_block(duel) or "not in your Battle Phase: attacks are declared in the Battle Step of the Battle Phase"


def why_not_attack(duel: "Duel", player: int, card: "Card") -> list[str]:
    """Why ``player`` cannot declare an attack with ``card`` now: the moment
    (:func:`attack_moment_block`), then the card (:func:`attack_block`). [] exactly when the
    Decision now offers it."""
    moment = attack_moment_block(duel, player)
    if moment is not None and duel.turn_player != player:
        return [moment]  # in the opponent's turn, the turn is the whole reason
    reasons = [moment, monster_zone_block(player, card) or attack_block(duel, card)]
    return [r for r in reasons if r is not None]


def battle_options(duel: "Duel", player: int) -> tuple[list[Option], list["Card | None"]]:
    """The Battle Step's commands of ``player``: an attack with each monster that may declare one
    (:func:`can_attack`), in monster order, then "Enter Main Phase 2" (payload None), which is not
    offered while a monster that "must attack if able" (flag "must_attack": Berserk Gorilla) may
    still declare an attack."""
    options: list[Option] = []
    payloads: list["Card | None"] = []
    must = False
    for card in duel.monsters(player):
        if can_attack(duel, card):
            options.append(Option(Action.ATTACK, f"Attack with {card.name}", card_info_later(card, player)))
            payloads.append(card)
            must = must or duel.has_flag(card, "must_attack")
    if not must:
        options.append(Option(Action.ENTER_MAIN_PHASE_2, "Enter Main Phase 2"))
        payloads.append(None)
    return options, payloads


def attack_cost(duel: "Duel", card: "Card") -> int:
    """The LP ``card``'s controller must pay to declare an attack with it (its own effects'
    ``attack_cost_lp``, while they apply; 0 for most monsters)."""
    if not card.effects:
        return 0
    return sum(e.attack_cost_lp for e in card.effects if e.attack_cost_lp and not duel.effect_negated(card, e))


def battle_phase(duel: "Duel") -> "Process":
    """Run the Battle Phase: Start Step, Battle Step (attacks until the player moves on), End Step."""
    player = duel.turn_player
    duel.battle_step = BattleStep.START
    duel.emit("battle_step", player, step=BattleStep.START.value)
    yield from response_window(duel, "battle_start")
    while True:
        duel.battle_step = BattleStep.BATTLE
        duel.emit("battle_step", player, step=BattleStep.BATTLE.value)
        # Back in the Battle Step after an attack: the game is settled again, so what waited for
        # the end of the Damage Step applies now (Last Will's Special Summon after a battle).
        yield from run_triggers(duel, Window("battle_step"))
        options, payloads = battle_options(duel, player)
        attacker = yield from duel.ask(
            player, DecisionKind.BATTLE_COMMAND, "Battle Step: attack or move on", options, payloads
        )
        for monster in duel.monsters(player):
            monster.values.pop(_SECOND_ATTACK_IN_A_ROW, None)  # a second attack in a row is the next one or none
        if attacker is None:
            break
        yield from attack(duel, attacker)
        duel.check_win()
    duel.battle_step = BattleStep.END
    duel.emit("battle_step", player, step=BattleStep.END.value)
    yield from response_window(duel, "battle_end")
    duel.battle_step = None


def _choose_target(duel: "Duel", player: int, attacker: "Card", replay: bool) -> "Process":
    """Ask for an attack target: a monster the opponent controls, or a direct attack when they have
    none or an effect of the attacker allows it (Cyber Tutu).

    With ``replay``, "do not attack" is offered too. Returns a Card, "direct" or None (stop).
    """
    opponent = 1 - player
    on_field = duel.monsters(opponent)
    targets = on_field
    for effect in duel.live_continuous_effects("limits_attack_targets"):
        targets = effect.limits_attack_targets(duel, effect.card, attacker, targets)
    each = _attacks_each_monster(duel, attacker)
    if each:
        targets = _not_yet_attacked(duel, attacker, targets)  # "all monsters ... once each"
    options: list[Option] = []
    payloads: list[object] = []
    for t in targets:
        info = card_info(t, player)
        options.append(Option(Action.TARGET, f"Attack {info['name']} (zone {t.zone + 1})", info))
        payloads.append(t)
    permitted = any(e.card is attacker and e.permits_direct_attack(duel, attacker)
                    for e in duel.live_continuous_effects("permits_direct_attack"))
    # It "may attack directly if it has not already attacked a monster this turn" (Asura Priest's FAQ).
    attacked_a_monster = each and bool((_attacked(duel, attacker) or ([], False))[0])
    if (not on_field or permitted) and not attacked_a_monster:
        options.append(Option(Action.DIRECT_ATTACK, "Attack directly"))
        payloads.append("direct")
    if replay:
        options.append(Option(Action.STOP_ATTACK, "Do not attack"))
        payloads.append(None)
    kind = DecisionKind.REPLAY if replay else DecisionKind.SELECT_ATTACK_TARGET
    prompt = "Replay: choose a new attack target" if replay else f"Choose the target of {attacker.name}'s attack"
    choice = yield from duel.ask(player, kind, prompt, options, payloads)
    return choice


def _opponent_monsters(duel: "Duel", opponent: int) -> tuple[tuple[int, int], ...]:
    """The monsters ``opponent`` controls, as (uid, incarnation) pairs: a monster that left or a
    new one placed changes it (a moved card is a new object)."""
    return tuple((m.uid, m.incarnation) for m in duel.monsters(opponent))


def attack(duel: "Duel", attacker: "Card") -> "Process":
    """Declare an attack with ``attacker`` and carry it out (with replays) through the Damage Step.

    A replay happens when, before the Damage Step, a monster the opponent controlled leaves
    their side of the field or a new monster is placed there (so a monster that is replaced
    still causes one). The attacking player then chooses a new target (or a direct attack when
    the opponent has no monsters) or not to attack. Choosing a new target is not a new attack
    declaration: the response window that opens is "replay", not "attack_declaration".
    The monster has declared an attack either way (it cannot attack again this turn). Under the
    rule flag ``replay_returns_to_battle_step`` (the TCG until May 2006) a replay takes the attack
    back instead: the monster has not declared an attack, and the Battle Step asks the turn
    player again for an attacking monster, this one or another (UDE's Basic FAQ, 21 June 2005).

    The attack stops as soon as the monster is no longer the attacking monster
    (:meth:`Duel.is_attacking`: it left the field, was changed to face-down or to Defense
    Position, or changed control): there is no battle and no replay.
    """
    player = duel.turn_player
    target = yield from _choose_target(duel, player, attacker, replay=False)
    duel.attacking, duel.attack_target, duel.attack_link = attacker, target, attacker.link()
    try:
        yield from _carry_out(duel, attacker, target)
    finally:
        duel.attacking, duel.attack_target, duel.attack_link = None, None, None


def _carry_out(duel: "Duel", attacker: "Card", target: Any) -> "Process":
    """The attack of ``attacker`` at ``target`` ("direct" or a monster) from its declaration."""
    player = duel.turn_player
    opponent = 1 - player
    cost = attack_cost(duel, attacker)
    if cost:
        duel.pay_lp(player, cost)  # "You must pay 500 LP to declare an attack with this monster"
    declared_before = attacker.attack_declared_turn
    attacker.attack_declared_turn = duel.turn
    attacker.attacks_this_turn += 1
    _note_attack(duel, attacker, target)
    if target == "direct":
        duel.emit("direct_attack", player, card=attacker)
    else:
        duel.emit("attack", player, card=attacker, target=target)
    window = "attack_declaration"
    declared = duel.raise_event(
        TriggerEvent("attack_declared", [attacker], player=player, data={"target": None if target == "direct" else target})
    )
    events = [declared]
    while True:
        before = _opponent_monsters(duel, opponent)
        yield from response_window(duel, window, events)
        events = []
        if not duel.is_attacking(attacker):
            return  # it left the battle (left the field, face-down, Defense Position): the attack stops
        stopper = attack_stopper(duel, attacker)
        if stopper is not None:
            duel.emit("attack_stopped_by", player, card=attacker, by=stopper.card)
            return  # it "cannot attack" now (Gravity Bind): the attack stops before the Damage Step
        if _opponent_monsters(duel, opponent) == before:
            break
        duel.emit("replay", player, card=attacker)
        if duel.flags.replay_returns_to_battle_step:
            # 2005: the attack is taken back; the Battle Step asks again for an attacking monster.
            attacker.attack_declared_turn = declared_before
            attacker.attacks_this_turn -= 1
            _forget_attack(duel, attacker, target)
            duel.emit("attack_taken_back", player, card=attacker)
            return
        _forget_attack(duel, attacker, target)  # the attack on the old target never happened
        target = yield from _choose_target(duel, player, attacker, replay=True)
        if target is not None:
            _note_attack(duel, attacker, target)
        if target is None:
            duel.emit("attack_stopped", player, card=attacker)
            return
        duel.attack_target = target
        if target == "direct":
            duel.emit("replay_direct_attack", player, card=attacker)
        else:
            duel.emit("replay_target", player, card=attacker, target=target)
        window = "replay"
    yield from damage_step(duel, attacker, None if target == "direct" else target)


def damage_step(duel: "Duel", attacker: "Card", target: "Card | None") -> "Process":
    """Run the Damage Step's five timings for one attack (``target`` None: direct attack).

    Rule flags (Goat format): ``one_chain_per_damage_substep``: one chain per timing;
    ``damage_step_start_triggers_only``: at the start only the Trigger Effects that activate there
    form a chain; ``atk_def_changes_in_damage_calculation``: a window during damage calculation,
    where what may be activated before damage calculation may still be (ATK/DEF changes)."""
    player = duel.turn_player
    opponent = 1 - player
    duel.battle_step = BattleStep.DAMAGE
    them = None if target is None else target.ref()
    flags = duel.flags
    chains = 1 if flags.one_chain_per_damage_substep else None  # chains per timing (None: no limit)

    def still_battling() -> bool:
        return duel.is_attacking(attacker) and (them is None or them.valid)

    duel.emit("damage_step", player, timing=DamageStepTiming.START.value)
    # "At the start of the Damage Step, if this card attacks" (Immortal Phoenix Gearfried).
    start = TriggerEvent("damage_step_start", [attacker] + ([target] if target is not None else []), player=player,
                         data={"attacker": attacker, "target": target})
    duel.raise_event(start)
    yield from response_window(duel, "damage_step_start", [start], damage_step=True,
                               chains=0 if flags.damage_step_start_triggers_only else chains)
    if not still_battling():
        return
    duel.emit("damage_step", player, timing=DamageStepTiming.BEFORE_DAMAGE_CALCULATION.value)
    if target is not None and target.position is Position.FACE_DOWN_DEFENSE:
        target.position = Position.FACE_UP_DEFENSE
        target.timestamp = duel.next_timestamp()
        duel.note_action()
        duel.emit("flipped", opponent, card=target)
        # Its FLIP effect activates after damage calculation, even if it is destroyed by battle.
        duel.raise_event(
            TriggerEvent("flipped", [target], player=player, reason="battle", data={"wait_for": "after_damage_calculation"})
        )
    yield from response_window(duel, "before_damage_calculation", damage_step=True, chains=chains)
    if not still_battling():
        return
    duel.emit("damage_step", player, timing=DamageStepTiming.DAMAGE_CALCULATION.value)
    if flags.atk_def_changes_in_damage_calculation:
        yield from response_window(duel, "damage_calculation", damage_step=True, chains=chains)
        if not still_battling():
            return
    # Damage calculation is a moment of its own: what it causes (battle damage) happened after the
    # flip of a face-down target (rule flag triggers_in_event_order: Airknight Parshath's UDE FAQ,
    # "you draw 1 card before the Flip Effect is applied").
    duel.note_action()
    calculate_damage(duel, attacker, target)
    duel.check_win()
    duel.emit("damage_step", player, timing=DamageStepTiming.AFTER_DAMAGE_CALCULATION.value)
    # "After damage calculation, if this card battled / was attacked" (Wall of Illusion).
    battled = TriggerEvent("battled", [c for c in (attacker, target) if c is not None], player=player,
                           data={"attacker": attacker, "target": target})
    duel.raise_event(battled)
    yield from response_window(duel, "after_damage_calculation", [battled], damage_step=True, chains=chains)
    duel.emit("damage_step", player, timing=DamageStepTiming.END.value)
    doomed = [c for c in (attacker, target) if c is not None and c.destroyed_by_battle and c.location.is_monster_zone]
    if doomed:
        by_monster = {attacker.uid: target, target.uid: attacker} if target is not None else {}
        for card in doomed:
            destroyer = by_monster.get(card.uid)
            if destroyer is not None and duel.has_flag(destroyer, BANISHES_WHAT_IT_DESTROYS):
                # "Banish any monster this card destroys by battle, instead of sending it to the GY"
                duel.apply(card, flag="banish_when_leaves_field", source=destroyer)
        duel.destroy(doomed, reason="battle", by=player, extra={"destroyed_by": by_monster})
    for c in (attacker, target):
        if c is not None:
            c.destroyed_by_battle = False  # a destruction replaced (Relinquished) leaves it on the field
    # "If this card is attacked, ... at the end of the Damage Step" (Big Shield Gardna).
    end = TriggerEvent("damage_step_end", [c for c in (attacker, target) if c is not None], player=player,
                       data={"attacker": attacker, "target": target})
    duel.raise_event(end)
    yield from response_window(duel, "damage_step_end", [end], damage_step=True, chains=chains)
    duel.check_win()


def calculate_damage(duel: "Duel", attacker: "Card", target: "Card | None") -> None:
    """Damage calculation: battle damage and which monsters are destroyed by battle.

    Battle damage goes to LP at once; destruction is marked on the cards (``destroyed_by_battle``)
    and carried out at the end of the Damage Step. A player under "no_battle_damage" takes none,
    and the monsters of a player under "indestructible_by_battle" are not destroyed (Waboku).
    Two Attack Position monsters with 0 ATK destroy each other only under the rule flag
    ``zero_atk_battle_destroys_both`` (the TCG rule before Official Rulebook 7.2). An attacker that
    inflicts piercing battle damage (:data:`PIERCING`) whose ATK is higher than the DEF of the
    Defense Position monster it attacks inflicts the difference to that monster's controller.
    """
    player = attacker.controller
    opponent = 1 - player
    atk = attacker.atk

    def hurt(who: int, amount: int) -> None:
        if amount <= 0:
            return
        if duel.has_player_effect(who, "no_battle_damage"):
            duel.emit("no_battle_damage", who, amount=amount)  # Waboku
            return
        for effect in duel.live_continuous_effects("prevents_battle_damage"):
            if any(
                    m is not None and effect.prevents_battle_damage(duel, effect.card, m, who) for m in (attacker, target)):
                duel.emit("no_battle_damage", who, amount=amount)
                return  # "battle damage ... becomes 0" (The Sanctuary in the Sky)
        duel.damage(who, amount)
        # "If this card inflicts battle damage to your opponent" (White Magical Hat, Robbin' Goblin).
        dealer = target if who == player else attacker
        if dealer is not None:
            duel.raise_event(TriggerEvent("battle_damage", [dealer], player=who,
                                          data={"amount": amount, "to": who, "by": dealer}))
        # "Any battle damage you take from battles involving this card ..." (Relinquished).
        for card in (attacker, target):
            if card is not None and card.controller == who:
                for effect in duel.live_continuous_effects("on_battle_damage"):
                    if effect.card is card:
                        effect.on_battle_damage(duel, card, amount)

    def doom(card: "Card") -> None:
        if duel.has_player_effect(card.controller, "indestructible_by_battle"):
            return
        if duel.has_flag(card, "indestructible_by_battle"):
            return  # "cannot be destroyed by battle" (Half Shut; Worm Xex with Worm Yagan)
        card.destroyed_by_battle = True

    if target is None:
        hurt(opponent, atk)
        return
    if target.position is Position.FACE_UP_ATTACK:
        other = target.atk
        if atk > other:
            doom(target)
            hurt(target.controller, atk - other)
        elif atk < other:
            doom(attacker)
            hurt(player, other - atk)
        elif atk > 0 or duel.flags.zero_atk_battle_destroys_both:
            doom(attacker)
            doom(target)
        return
    defense = target.defense
    if atk > defense:
        doom(target)
        if duel.has_flag(attacker, PIERCING):
            hurt(target.controller, atk - defense)  # piercing battle damage
    elif atk < defense:
        hurt(player, defense - atk)
