"""The effect model: every card behaviour is an :class:`Effect`, data plus callbacks.

An Effect has a kind (continuous, ignition, trigger, quick, FLIP, or the activation of a Spell or
Trap Card), the event it answers (triggers) or the modifier it applies (continuous effects), the
locations where it is live, properties (targets, usable in the Damage Step, works face-down,
cannot be negated), condition / cost / target / operation callbacks, a count limit ("once per
turn", per card or per card name) and reset conditions.

Callbacks receive an :class:`Activation` (``ctx``): the duel, the effect, the activating player,
the card as the object it was when activated, the chosen targets and the triggering event.
``cost``, ``target`` and ``operation`` may be plain functions (an operation that needs no
decision: "draw 2 cards") or generators in direct style, which may ``yield from`` a Decision
helper (``ctx.select_cards``, ``ctx.yes_no``) and receive the answer; the engine runs either kind
with :func:`run_callback`.

Source: DESIGN §2 and §3; rulebook "Card Effects", "Spell Speed", "Chains".
"""

from __future__ import annotations

import copy
import enum
import inspect
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable

from duelcore.errors import DuelcoreError
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.enums import Location
from duelcore.state.knowledge import card_info

if TYPE_CHECKING:
    from duelcore.state.card import Card, CardRef, LinkRef
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


class EffectKind(enum.Enum):
    """The kinds of effect (rulebook "Card Effects")."""

    ACTIVATE = "card activation"       # activating a Spell or Trap Card
    IGNITION = "Ignition Effect"
    TRIGGER = "Trigger Effect"
    QUICK = "Quick Effect"
    FLIP = "FLIP effect"
    CONTINUOUS = "Continuous Effect"


class Reset(enum.Flag):
    """When an applied effect stops (DESIGN §2; FD-21)."""

    NONE = 0
    LEAVES_FIELD = enum.auto()     # its card (or the affected card) leaves the field
    TURNED_FACE_DOWN = enum.auto()  # the affected card is turned face-down
    END_OF_TURN = enum.auto()      # at the end of this turn
    END_OF_DAMAGE_STEP = enum.auto()


ON_FIELD = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE, Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE})


@dataclass(eq=False)
class Effect:
    """One effect of a card.

    Its callbacks (``condition``, ``cost``, ``target``, ``operation``...) receive an
    :class:`Activation`. Those that carry something out (``cost``, ``target``, ``operation``,
    ``applies_when_negated``, ``maintenance``) may be plain functions or generators: a plain
    function does what needs no decision ("draw 2 cards") and returns; a generator may yield
    Decisions (``yield from ctx.select_cards(...)``) and receives the answers. The engine runs
    both kinds with :func:`run_callback`. Source: DESIGN §1 (direct style), §2.

    Attributes:
        card: the card it belongs to.
        kind: EffectKind.
        text: the effect's words, shown in options and explanations.
        event: for triggers and FLIP effects, the trigger-event kind it answers (see
            :class:`TriggerEvent`), else None.
        mandatory: a trigger that must activate (no "you can").
        when: an optional "When ... you can" trigger, which misses the timing if its event was
            not the last thing to happen (DESIGN §3); "If ... you can" triggers never miss it.
        spell_speed: 1, 2 or 3; default by kind (Spells 1, Quick-Play Spells 2, Traps 2,
            Counter Traps 3, Quick Effects 2, others 1).
        range: locations where the card must be for the effect to be live.
        targets: the effect targets (chooses targets on activation).
        damage_step: may be activated in the Damage Step.
        face_down_ok: applies or activates while its card is face-down (FD-11).
        cannot_be_negated: its activation and effect cannot be negated.
        needs_card_on_field: the effect does nothing at resolution if its card has left the
            field (Continuous, Equip and Field Spells/Traps; FS-12, FS-13).
        count_limit: uses per turn (None: no limit); ``count_per_name`` makes the limit count
            for every card with this name ("You can only use this effect of X once per turn");
            ``count_kept_face_down``: a per-card count survives the card being turned face-down
            (a cycle-flip monster's own "change this card to face-down", FD-22; else FD-21).
        condition(ctx) -> bool: the activation condition (may it be activated now?).
        cost(ctx) -> None | Process: pays the cost; ``can_pay(ctx) -> bool`` says whether it can be.
        target(ctx) -> None | Process: chooses targets and declarations; ``has_target(ctx) -> bool``.
        operation(ctx) -> None | Process: what happens on resolution.
        applies_when_negated(ctx) -> None | Process: for a card activation, the part of its resolution
            that is not an effect, carried out instead of ``operation`` when its effect is
            negated as it resolves: an Equip Spell is still equipped to its target and stays,
            its effects negated (Konami's answer quoted from yugioh-wiki.net, 2015-09-30;
            Fluorohydride/ygopro issue 1869). Never run when the activation is negated or the
            card has left the field.
        would_do_something(ctx) -> bool: False when its effect could not be applied at all if
            it resolved now, so it cannot be activated (rulebook: a card is not activated for no
            effect). Checked with the condition, for an optional trigger too; a mandatory trigger
            activates even when it does nothing, so it declares none. An effect that also applies
            to what happens later (Reverse Trap: until the End Phase) always has something to do
            and declares none.
        must_still_meet(ctx, card) -> bool: the condition its resolution text repeats on a card
            its activation condition named ("destroy that monster with 1000 or more ATK": Trap
            Hole's OCG text, 「その攻撃力1000以上のモンスターを破壊する」). At resolution it applies
            only to the targets (procedures.targeting.resolved_targets) or answered cards
            (procedures.targeting.still_meeting) that still meet it; the others are left alone. None: the
            text repeats nothing (Chain Destruction's ATK, say), and only the targets' own
            condition is checked again.
        destroys(ctx) -> list[Card]: the cards on the field its resolution would destroy if it
            resolved now (what an activation "would destroy", as other cards read it: Fake Trap
            answers an effect that would destroy a Trap Card its controller controls). Declared by
            the effects that can destroy a Trap Card; None: it declares none.
        modifier: for continuous effects, the :class:`Modifier` it applies.
        negates_spells / negates_traps: continuous negation of Spell / Trap effects on the field
            (Imperial Order; Royal Decree, which spares itself).
        on_leave(duel, card, values, reason): called when its card leaves the field face-up,
            with what the card remembered (Call of the Haunted destroys its monster).
        turn_player_may_use: an Ignition Effect of a face-up card that "the turn player" may
            use, whoever controls the card (Fusion Gate).
        fusion_substitute: its card may substitute for 1 Fusion Material named on a Fusion
            Monster (an unclassified effect: it applies even while face-down, FD-12).
        unaffected_by: for a Continuous Effect, "spell" makes its card unaffected by Spell
            effects while it applies (Horus the Black Flame Dragon LV6); "others_while_attacking"
            by other cards' effects while it attacks, until the end of the Damage Step
            (Ritual Beast Ulti-Apelio).
        maintenance(duel, card) -> None | Process: a maintenance cost carried out at the start of each
            Standby Phase while its card is face-up on the field; it starts no chain and is not
            an effect that can be negated (Imperial Order's 700 LP).
        replaces_destruction(duel, card, doomed, reason) -> bool: a Continuous Effect that
            replaces a destruction ("If this card would be destroyed by battle, destroy that
            equipped monster instead": Relinquished). Called for each card about to be destroyed
            (``reason`` "battle" or "effect"); it carries out the replacement and returns True, or
            returns False and changes nothing. Destruction by the rules (``reason`` "rule") is
            never replaced (FS-05, FS-06).
        on_battle_damage(duel, card, amount): a Continuous Effect of a monster that acts when its
            controller takes battle damage (``amount``, LP) from a battle involving it
            (Relinquished inflicts equal effect damage to the opponent).
        prevents_battle_damage(duel, card, monster, player) -> bool: a Continuous Effect that makes
            the battle damage ``player`` would take from a battle involving ``monster`` 0 (The
            Sanctuary in the Sky: the controller of a Fairy monster).
        forbids_attack(duel, card, monster) -> bool: a Continuous Effect that says ``monster``
            cannot declare an attack (Array of Revealing Light: monsters of the declared Type).
        forbids_activation(duel, card, effect, player) -> bool: a Continuous Effect that says
            ``player`` cannot activate ``effect`` now ("Your opponent cannot activate Trap Cards
            during the Battle Phase": Pitch-Black Warwolf; "Trap Cards, and their effects on the
            field, cannot be activated": Jinzo); read by
            :func:`duelcore.rules.activation.check_activation` (``forbidding_cards``).
        forbids_banish(duel, card, player, target) -> bool: a Continuous Effect that says
            ``player`` cannot banish ``target`` ("Your opponent cannot banish cards from either
            player's Graveyard": Kycoo the Ghost Destroyer); read by
            :func:`duelcore.cards.procedures.banish.may_banish`.
        applies_while(duel, card) -> bool: a condition on a Continuous Effect ("While "Umi" is
            face-up on the field, ..."): it applies only while this holds (Torpedo Fish).
        before_targeted_resolution(duel, card, link) -> bool: a Continuous Effect of a monster
            that acts "before resolving an opponent's card effect that targets this card"
            (Skull Archfiend of Lightning's die roll); returns True when it negated that effect.
        grants: for a Continuous Effect, a named flag its own card has while it applies, as if a
            lingering effect gave it ("indestructible_by_battle": Worm Xex with a face-up Worm
            Yagan; "cannot_attack"); read by :meth:`Duel.has_flag`.
        grants_to(duel, card, monster) -> bool: with ``grants``, the flag is given to each monster
            for which this answers True instead of to this card ("If a Beast ... monster you
            control attacks a Defense Position monster, inflict piercing battle damage": Enraged
            Battle Ox); read by :meth:`Duel.has_flag`.
        tribute_value(duel, tribute, summoned) -> int: an unclassified effect of a monster that
            may count as more than 1 Tribute for ``summoned`` (Kaiser Sea Horse: 2 for a LIGHT
            monster); it applies face-down too (FD-12).
        tribute_procedure: (count, legal(duel, summoned, tribute, player), words) on a monster
            that "can be Tribute Summoned in face-up Attack Position by Tributing" ``count``
            monsters meeting ``legal`` (Worm King); offered beside the Level rule, never for a Set.
        summon_condition(duel, card, player, kind) -> bool: a summoning condition of the card
            itself, checked wherever it is ("Cannot be Normal Summoned, unless ...": Ghostrick
            Witch; "Cannot be Normal or Special Summoned": Amaterasu); ``kind`` is "normal"
            (Normal or Tribute Summon), "set", "special" or "flip" (a Flip Summon: a Toon of April
            2005 needs "Toon World").
        permits_direct_attack(duel, card) -> bool: a Continuous Effect of a monster that may
            attack directly now although the opponent controls monsters (Cyber Tutu).
        hand_procedure: (Tributes, condition(duel, card, player)) of a monster that "must first
            be Special Summoned (from your hand) by Tributing" that many monsters while the
            condition holds (the Toons); offered as an idle command "Special Summon X".
        hand_procedure_cost(duel, card, player) -> None | Process: with ``hand_procedure``, what
            else that Special Summon costs, paid before its zone is chosen ("by banishing 1 LIGHT
            and 1 DARK monster from your GY": Black Luster Soldier - Envoy of the Beginning, Chaos
            Sorcerer); its ``condition`` says whether it can be paid.
        after_targeted_resolution(duel, card, link, then) -> None: a Continuous Effect of a card
            that acts once a Chain Link that targeted it has resolved, its effect applied or
            negated (not when its activation was negated, nor when it did not resolve because its
            card had left the field): "After resolving a card effect that targets this face-up
            card, destroy this card" (Spirit Reaper; Reaper on the Nightmare's "Destroy this card
            when it is targeted"). ``then`` is the card as it was when the link was activated:
            (Location, face-up, whether it is still that object now). Called by
            rules.chain.resolve_link; built by ``targeting.destroyed_when_targeted``.
        attack_cost_lp: LP its controller must pay to declare an attack with this monster (the
            Toons' 500); it cannot attack with fewer LP.
        destroys_at_once(duel, card) -> list[Card]: a Continuous Effect that destroys the cards it
            names as soon as they are there, with no Chain Link and nothing to respond to
            (Gearfried the Iron Knight's text of April 2005: "When an Equip Spell Card is equipped
            to this card, destroy the Equip Spell Card", ruled a Continuous Effect); applied by
            :meth:`Duel.state_check`, so after the Chain Link that equipped it resolves, before the
            next one.
        forbids_face_down(duel, card) -> bool: a Continuous Effect that, while it returns True,
            forbids monsters to be Set or changed to face-down ("Monster Cards cannot be Set or
            flipped face-down. If a Monster Card would be Set, it must be Normal Summoned in
            face-up Defense Position": Light of Intervention), on both players' fields: a Set
            becomes a Normal Summon in face-up Defense Position, a face-down Special Summon is made
            in face-up Defense Position, an effect does not change a monster to face-down; read by
            :meth:`Duel.face_down_forbidden`.
        holds_position(duel, card, monster) -> Position | None: a Continuous Effect that keeps a
            face-up monster in a battle position and forbids it to change ("Change all face-up
            Dragon monsters to Defense Position, also they cannot change their battle positions":
            Dragon Capture Jar); applied by :meth:`Duel.state_check`.
        changes_position(duel, card, monster) -> Position | None: a Continuous Effect that changes
            a face-up monster to a battle position at once whenever it is in another, without
            forbidding its controller to change it by hand, which it undoes at once ("Change all
            face-up Level 4 or higher monsters to Defense Position": Level Limit - Area B; UDE FAQ:
            "You can change the Battle Position of a Level 4 or higher monster, but it will
            immediately be changed back"); applied by :meth:`Duel.state_check`.
        stops_attack: with ``forbids_attack``, the monster "cannot attack" (Gravity Bind, Wall of
            Revealing Light), so an attack it has already declared stops once this applies, before
            the Damage Step (goatrulings.com "Wall of Revealing Light", UDE FAQ: "the attack stops
            (does not enter the Damage Step)"; "Gravity Bind", Netrep: "it can be used after the
            declaration of an attack to stop the attack"; ProjectIgnis scripts: EFFECT_CANNOT_ATTACK);
            False: it only "cannot declare an attack" (Swords of Revealing Light, Array of Revealing
            Light: EFFECT_CANNOT_ATTACK_ANNOUNCE), and an attack already declared goes on.
        faces_decks_up: True on a Continuous Effect that turns both players' Decks upside down while
            it applies, so the top card of each Deck is face-up and known to both players
            (Convulsion of Nature); applied by :meth:`Duel.show_deck_tops`. None otherwise.
        on_draw(duel, card, player, cards): a Continuous Effect that acts, with no Chain Link, each
            time ``player`` draws (once per draw, however many ``cards``: Solemn Wishes, Netrep "per
            instance of drawing, not per card"); called by :meth:`Duel.draw`.
        locks_graveyard(duel, card, gy_card, effect, banishing) -> bool: a Continuous Effect that
            keeps ``gy_card`` in its GY against ``effect`` (the Effect that would target, move or,
            with ``banishing``, banish it, by its cost or its resolution; None for the rules):
            Necrovalley ("Cards in the Graveyard cannot be banished. Negate any card effect that
            would move a card in the Graveyard"); read by :meth:`Duel.graveyard_locked`.
        untargetable(duel, card, target, effect) -> bool: a Continuous Effect that says ``target``
            cannot be targeted by ``effect`` ("Dragon monsters on the field cannot be targeted by
            card effects": Lord of D.); read by :meth:`Duel.can_be_targeted`.
        limits_attack_targets(duel, card, attacker, targets) -> targets: a Continuous Effect that
            narrows the monsters ``attacker`` may target ("must target a Toon monster").
        effect_of(duel, card) -> Card | None: for a Continuous Effect written on ``card`` that is
            another card's effect: that card now, or None while there is none (then it does not
            apply). Immortal Phoenix Gearfried equips a monster "as an Equip Spell that makes it
            gain 500 ATK": the ATK is the effect of the monster held as an Equip Spell. It is
            negated when that card's effects are (Imperial Order, as a Spell effect on the field),
            not when ``card``'s are, and it counts from that card's timestamp (when it was
            equipped); read by :meth:`Duel.effect_source`.
        negates_link(duel, card, link) -> bool: a Continuous Effect that negates the effect of a
            Chain Link as it resolves ("negate all monster effects activated on your opponent's
            field": Deus X-Krawler).
        forbids_position_change(duel, card, monster) -> bool: a Continuous Effect that says
            ``monster`` cannot change its battle position by its controller's hand: no change of
            battle position and no Flip Summon (Thousand-Eyes Restrict: "Other monsters on the
            field cannot change their battle positions"); an effect may still change it.
        forbids_summon(duel, card, player) -> bool: a Continuous Effect that says ``player``
            cannot Summon monsters now (Normal, Tribute, Flip and Special Summons; a Set is not a
            Summon): "Neither player can Summon monsters" (The Last Warrior from Another Planet).
        disables_zones(duel, card) -> list[tuple[int, int]]: a Continuous Effect that makes Main
            Monster Zones unusable, as (player, zone index 0-4) pairs: no card may be placed there
            while it applies (Ojama King); read by :func:`duelcore.rules.zones.usable_main_monster_zones`.
        explain_condition(ctx) -> list[str]: why its activation condition is not met, in words
            ("there is no Fusion Monster of Level 3 in your Extra Deck": Metamorphosis); used by
            ``why_not`` when the condition fails.
        explain_no_target(ctx) -> list[str]: why each card that could be thought a target is not
            a legal one, from the activating player's view ("Sheep Token: a Token cannot be
            face-down (FD-27)"); used by ``why_not`` when there is no legal target.
        activator(duel, card, event) -> int: for a trigger whose text lets "that player" activate
            it, the player (0 or 1) who may, for this event (Pandemonium: the owner of the
            destroyed Archfiend); default its card's controller.
        holds_counters: (kind, limit) on a Continuous Effect: its card can have counters of
            ``kind`` (a lingering flag name, "spell_counter") placed on it, at most ``limit``
            (None: no limit), while the effect applies ("place 1 Spell Counter on this card (max.
            3)": Royal Magical Library; Breaker the Magical Warrior, max. 1); read by
            ``procedures.counters.can_place_counter``. Source: rulebook "Counters" (a counter is
            placed only on a card whose text allows it).
        summon_without_tributes(duel, card) -> None: on a monster that "can be Normal Summoned or
            Set without Tributing": the Level rule's Tributes are not needed (a procedure offered
            beside it, for a Normal Summon and a Set: rules.summon.tribute_procedures); called
            when it is so Summoned or Set, as it is placed, for what follows ("but its original
            ATK and DEF become halved": Fusilier Dragon, the Dual-Mode Beast).
    """

    card: "Card"
    kind: EffectKind
    text: str = ""
    event: str | None = None
    mandatory: bool = False
    when: bool = False
    spell_speed: int | None = None
    range: frozenset[Location] = ON_FIELD
    targets: bool = False
    damage_step: bool = False
    face_down_ok: bool = False
    cannot_be_negated: bool = False
    needs_card_on_field: bool = False
    count_limit: int | None = None
    count_per_name: bool = False
    count_kept_face_down: bool = False
    condition: Callable[["Activation"], bool] | None = None
    cost: Callable[["Activation"], "Process | None"] | None = None
    can_pay: Callable[["Activation"], bool] | None = None
    target: Callable[["Activation"], "Process | None"] | None = None
    has_target: Callable[["Activation"], bool] | None = None
    operation: Callable[["Activation"], "Process | None"] | None = None
    applies_when_negated: Callable[["Activation"], "Process | None"] | None = None
    would_do_something: Callable[["Activation"], bool] | None = None
    must_still_meet: Callable[["Activation", "Card"], bool] | None = None
    destroys: Callable[["Activation"], list["Card"]] | None = None
    modifier: "Modifier | None" = None
    negates_spells: bool = False
    negates_traps: bool = False
    on_leave: Callable[["Duel", "Card", dict, str], None] | None = None
    maintenance: Callable[["Duel", "Card"], "Process | None"] | None = None
    unaffected_by: str | None = None
    fusion_substitute: bool = False
    turn_player_may_use: bool = False
    replaces_destruction: Callable[["Duel", "Card", "Card", str], bool] | None = None
    on_battle_damage: Callable[["Duel", "Card", int], None] | None = None
    prevents_battle_damage: Callable[["Duel", "Card", "Card", int], bool] | None = None
    forbids_attack: Callable[["Duel", "Card", "Card"], bool] | None = None
    forbids_activation: Callable[["Duel", "Card", "Effect", int], bool] | None = None
    forbids_banish: Callable[["Duel", "Card", int, "Card"], bool] | None = None
    applies_while: Callable[["Duel", "Card"], bool] | None = None
    activator: Callable[["Duel", "Card", "TriggerEvent"], int] | None = None
    before_targeted_resolution: Callable[["Duel", "Card", Any], bool] | None = None
    explain_no_target: Callable[["Activation"], list[str]] | None = None
    grants: str | None = None
    grants_to: Callable[["Duel", "Card", "Card"], bool] | None = None
    tribute_value: Callable[["Duel", "Card", "Card"], int] | None = None
    tribute_procedure: tuple[int, Callable[["Duel", "Card", "Card", int], bool], str] | None = None
    summon_condition: Callable[["Duel", "Card", int, str], bool] | None = None
    permits_direct_attack: Callable[["Duel", "Card"], bool] | None = None
    negates_link: Callable[["Duel", "Card", Any], bool] | None = None
    effect_of: Callable[["Duel", "Card"], "Card | None"] | None = None
    hand_procedure: tuple[int, Callable[["Duel", "Card", int], bool]] | None = None
    hand_procedure_cost: Callable[["Duel", "Card", int], "Process | None"] | None = None
    after_targeted_resolution: Callable[["Duel", "Card", Any, tuple[Location, bool, bool]], None] | None = None
    attack_cost_lp: int = 0
    limits_attack_targets: Callable[["Duel", "Card", "Card", list], list] | None = None
    untargetable: Callable[["Duel", "Card", "Card", "Effect"], bool] | None = None
    holds_position: Callable[["Duel", "Card", "Card"], Any] | None = None
    changes_position: Callable[["Duel", "Card", "Card"], Any] | None = None
    stops_attack: bool = False
    faces_decks_up: bool | None = None
    on_draw: Callable[["Duel", "Card", int, list["Card"]], None] | None = None
    locks_graveyard: Callable[["Duel", "Card", "Card", "Effect | None", bool], bool] | None = None
    destroys_at_once: Callable[["Duel", "Card"], list["Card"]] | None = None
    holds_counters: tuple[str, int | None] | None = None
    summon_without_tributes: Callable[["Duel", "Card"], None] | None = None
    forbids_face_down: Callable[["Duel", "Card"], bool] | None = None
    forbids_position_change: Callable[["Duel", "Card", "Card"], bool] | None = None
    forbids_summon: Callable[["Duel", "Card", int], bool] | None = None
    disables_zones: Callable[["Duel", "Card"], list[tuple[int, int]]] | None = None
    explain_condition: Callable[["Activation"], list[str]] | None = None
    _speed: int | None = field(default=None, init=False, repr=False)

    def speed(self) -> int:
        """The effect's Spell Speed (1, 2 or 3; rulebook "Spell Speed"); it never changes, so it
        is worked out once."""
        speed = self._speed
        if speed is None:
            speed = self._speed = self._work_out_speed()
        return speed

    def _work_out_speed(self) -> int:
        if self.spell_speed is not None:
            return self.spell_speed
        data = self.card.data
        if self.kind is EffectKind.ACTIVATE:
            if data.is_trap:
                return 3 if data.sub_kind == "Counter" else 2
            return 2 if data.sub_kind == "Quick-Play" else 1
        if self.kind is EffectKind.QUICK:
            return 2
        return 1

    def count_key(self) -> tuple[Any, ...]:
        """The key its once-per-turn uses are counted under: per card object, or per player and
        card name ("You can only use this effect of X once per turn" binds each player). Turning
        a card face-down resets a per-card count (FD-21) unless ``count_kept_face_down`` (FD-22)."""
        if self.count_per_name:
            c = self.card
            player = c.controller if c.on_field else c.owner
            return ("name", player, c.data.identity, self.text)
        stint = 0 if self.count_kept_face_down else self.card.turned_face_down
        # which of its card's effects it is: a number, the same in a copy of the duel
        index = next(i for i, e in enumerate(self.card.effects) if e is self)
        return ("card", self.card.uid, self.card.incarnation, stint, index)

    def __repr__(self) -> str:
        return f"<Effect {self.kind.value} of {self.card.name}: {self.text[:40]!r}>"

    def __deepcopy__(self, memo: dict[int, Any]) -> "Effect":
        """The Effect at the same place of the copy of its card (copy.deepcopy of the duel): an
        Effect is made by its card's script, so a copy of the card makes its own
        (``Card.__deepcopy__``); it is never copied field by field.

        Raises:
            DuelcoreError: it is not one of its card's Effects (a script kept an Effect of its own
                making in the duel's state).
        """
        copy.deepcopy(self.card, memo)
        made = memo.get(id(self))
        if made is None:
            raise DuelcoreError(f"{self!r} is not one of its card's effects, so it cannot be copied with the duel")
        return made  # type: ignore[return-value]


def run_callback(callback: Callable[..., Any], *args: Any) -> Generator[Any, Any, Any]:
    """Run a script callback (an Effect's cost, target, operation, maintenance; a delayed
    effect's operation; a response-window hook) as a step of the processor: ``yield from
    run_callback(effect.operation, ctx)``.

    A callback that needs no decision may be a plain function: it is called and its return value
    returned, and nothing is yielded. A callback that is a generator function in direct style is
    run to its end: the Decisions it yields are passed up to the processor, the answers sent back
    in, and its return value is returned. Either way the callback is called when this step runs,
    so what it does happens at the same point of the duel.

    Raises whatever the callback raises. Source: DESIGN §1 (one processor; scripts in direct
    style), §2 (effects are data plus callbacks).
    """
    result = callback(*args)
    if inspect.isgenerator(result):
        return (yield from result)
    return result


class Stat(enum.Enum):
    """A stat that effects change (computed when read; rulebook "ATK/DEF modifications")."""

    ATK = "ATK"
    DEF = "DEF"


@dataclass(eq=False)
class Modifier:
    """A change to a stat.

    Attributes:
        stat: Stat.ATK or Stat.DEF.
        op: "add" (gains/loses), "set" (becomes X), or "original_half" / "original_set" (changes
            the *original* value, applied first; Shrink).
        value: the number (points) for add/set/original_set.
        applies_to(duel, card) -> bool: for continuous modifiers, which cards it changes.
        face_down_ok: applies to face-down monsters too (normally never; FS-16).
        value_fn(card) -> int: for "add" and "set", a value computed when read (Wind-Up
            Zenmaister's 300 per Xyz Material; Relinquished's ATK "equal to that equipped
            monster's") instead of ``value``.
    """

    stat: Stat
    op: str
    value: int = 0
    applies_to: Callable[["Duel", "Card"], bool] | None = None
    face_down_ok: bool = False
    value_fn: Callable[["Card"], int] | None = None


@dataclass(eq=False)
class Applied:
    """An effect applied to a card by a resolved effect (a lingering change), with its timestamp.

    Attributes:
        card: the affected card object (a CardRef; lost when it moves).
        modifier: the stat change, or None for a flag-only effect.
        flag: a named restriction or protection (e.g. "negated", "cannot_attack").
        source: the card that applied it.
        reset: when it ends (Reset flags); ``expires_turn`` for END_OF_TURN.
        timestamp: order of application.
        replaces_destruction(duel, card, applied, reason) -> bool: a protection it gives ("If it
            would ever be destroyed, remove the counter instead": Magic Reflector); carries out
            the replacement and returns True, or returns False. Never asked for destruction by
            the rules (``reason`` "rule": FS-05, FS-06).
    """

    card: "CardRef"
    modifier: Modifier | None
    flag: str | None
    source: "Card | None"
    reset: Reset
    expires_turn: int | None
    timestamp: int
    replaces_destruction: Callable[["Duel", "Card", "Applied", str], bool] | None = None


@dataclass(eq=False)
class PlayerEffect:
    """An effect that applies to a player for a time (Waboku: no battle damage this turn).

    Attributes:
        player: 0 or 1.
        flag: its name ("no_battle_damage", "monsters_indestructible_by_battle", ...).
        expires_turn: the turn at whose end it ends.
        value: any extra data (e.g. a card name that cannot be activated).
        unless_negated: the Activation that applied it when it binds only if that activation is
            not negated, or None: it is lifted once that activation's Chain Link is passed over
            for its negated activation (rules.chain.resolve_link). Source: Scapegoat's Netrep of
            2005, "If the activation of "Scapegoat" is negated, the player may Summon a monster"
            (its text of 2005: "If you activate this card, you cannot ... Summon during this turn").
    """

    player: int
    flag: str
    expires_turn: int
    value: Any = None
    unless_negated: Any = None


@dataclass
class TriggerEvent:
    """Something that happened, as trigger effects see it (not the per-player log event).

    Attributes:
        kind: "sent_to_gy", "destroyed", "flipped", "summoned", "summoning", "attack_declared",
            "card_activated", "effect_activated", "chain_link_resolved" (a Chain Link whose
            activation was not negated has resolved: data "link"), ...
        cards: the cards it happened to (objects as they are now).
        previous: for each card, its location before (Location), if it moved.
        player: the player who caused it (or None).
        reason: "battle", "effect", "cost", "rule", ...
        data: anything else (the summon type, the activated chain link...).
        action: the number of the action it belonged to (for missing the timing).
        where_met: for each card (by uid) whose trigger effect this event met, that card as it
            was when the event happened (a LinkRef: the same object, not turned face-down since);
            a trigger whose card no longer matches it left the place where its condition was met
            (rule flag ``trigger_after_card_left_its_place``). Filled by ``Duel.raise_event``.
    """

    kind: str
    cards: list["Card"]
    previous: list[Location | None] = field(default_factory=list)
    player: int | None = None
    reason: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    action: int = 0
    where_met: dict[int, "LinkRef"] = field(default_factory=dict)


@dataclass(eq=False)
class Activation:
    """One activation of an effect (a Chain Link's context), passed to every callback.

    Attributes:
        duel: the duel.
        effect: the Effect.
        player: the activating player (0 or 1).
        card: the card as it was when activated (a CardRef; invalid once it moves).
        targets: the chosen targets (CardRefs).
        event: the TriggerEvent that triggered it, or None.
        values: declarations and notes made on activation or resolution.
        link: the Chain Link number (1-based), once on the chain.
    """

    duel: "Duel"
    effect: Effect
    player: int
    card: "CardRef"
    targets: list["CardRef"] = field(default_factory=list)
    event: TriggerEvent | None = None
    values: dict[str, Any] = field(default_factory=dict)
    link: int = 0

    @property
    def opponent(self) -> int:
        """The activating player's opponent."""
        return 1 - self.player

    @property
    def this(self) -> "Card":
        """The effect's card (the physical card; check ``card.valid`` for "still the same object")."""
        return self.card.card

    def live_targets(self) -> list["Card"]:
        """The targets that are still the objects that were targeted."""
        return [r.card for r in self.targets if r.valid]

    def select_cards(
        self,
        candidates: Iterable["Card"],
        prompt: str,
        count: int = 1,
        player: int | None = None,
        kind: DecisionKind = DecisionKind.SELECT_CARDS,
        optional: bool = False,
        look: bool = False,
    ) -> Generator[Any, Any, list["Card"]]:
        """Ask ``player`` (default: the activating player) to choose ``count`` cards, one at a time.

        Not asked when the choice is forced. With ``optional``, "Choose none" is offered too
        and choosing it returns []. While a targeting effect chooses its targets, cards that
        cannot be targeted now (``Duel.can_be_targeted``) are left out.

        Returns:
            the chosen cards (possibly fewer than ``count`` if there are fewer candidates).
        """
        chooser = self.player if player is None else player
        pool = list(candidates)
        if self.values.get("choosing_targets") and self.effect.targets:
            # A card that cannot be targeted now (Lord of D.) is never offered as a target.
            pool = [c for c in pool if self.duel.can_be_targeted(c, self.effect)]
        chosen: list[Card] = []
        for i in range(count):
            left = [c for c in pool if c not in chosen]
            if not left:
                break
            if not optional and len(left) <= count - i:
                chosen.extend(left)
                break
            options = [
                Option(Action.SELECT, info["name"] + _where(info), info)
                for c in left
                for info in [card_info(c, chooser, True if look else None)]
            ]
            payloads: list[Any] = list(left)
            if optional:
                options.append(Option(Action.SELECT, "Choose none"))
                payloads.append(None)
            pick = yield from self.duel.ask(chooser, kind, prompt, options, payloads)
            if pick is None:
                break
            chosen.append(pick)
        return chosen

    def declare(self, choices: Iterable[str], prompt: str, player: int | None = None) -> Generator[Any, Any, str]:
        """Ask ``player`` (default: the activating player) to declare one of ``choices`` (a monster
        Type, an Attribute, a card name...): an "option" Decision whose options are the words
        themselves. Returns the declared words. Source: FS-08 (declarations made on activation:
        Array of Revealing Light declares a Type)."""
        chooser = self.player if player is None else player
        words = list(choices)
        options = [Option(Action.SELECT, w) for w in words]
        answer = yield from self.duel.ask(chooser, DecisionKind.OPTION, prompt, options, words)
        return answer

    def yes_no(self, prompt: str, player: int | None = None) -> Generator[Any, Any, bool]:
        """Ask a yes/no question; returns True for yes."""
        chooser = self.player if player is None else player
        options = [Option(Action.YES, "Yes"), Option(Action.NO, "No")]
        answer = yield from self.duel.ask(chooser, DecisionKind.YES_NO, prompt, options, [True, False])
        return answer


def _where(info: dict[str, Any]) -> str:
    loc = info.get("location", "")
    zone = info.get("zone")
    who = info.get("controller")
    side = "" if who is None else f", player {who + 1}"
    number = f" {zone}" if zone and loc != Location.FIELD_ZONE.value else ""  # one Field Zone per player
    return f" ({loc}{number}{side})"
