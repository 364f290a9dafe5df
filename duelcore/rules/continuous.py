"""Continuous Effects: which apply now, and what they change.

The look-ups every rule asks: a card's ATK and DEF now (rules.stats), whether a card is unaffected
by an effect, whether a flag applies to it, whether its effects are negated, whether it may be
targeted, whether a Continuous Effect holds it in its position; and :meth:`ContinuousEffectsMixin.state_check`,
which applies at once what the board forces.

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it): card
scripts and the rules call them on the duel they are given (``duel.effect_negated(card)``).

Source: rulebook "Continuous Effects", "ATK/DEF modifications"; DESIGN §2; FS-11, FS-14, FS-16.
"""

from __future__ import annotations

from typing import Any

from duelcore.rules import stats
from duelcore.state.card import Card
from duelcore.state.effects import Effect
from duelcore.state.enums import Location, Position
from duelcore.state.events import Event


class ContinuousEffectsMixin:
    """Continuous-effect look-ups and the state check (methods of Duel; see the module doc)."""

    def current_atk(self, card: Card) -> int:
        """``card``'s ATK now, in points (what :attr:`Card.atk` reads): rules.stats.current_atk."""
        return stats.current_atk(card)

    def current_def(self, card: Card) -> int:
        """``card``'s DEF now, in points (what :attr:`Card.defense` reads): rules.stats.current_def."""
        return stats.current_def(card)

    def current_stats(self, card: Card) -> tuple[int, int]:
        """``card``'s (ATK, DEF) now, in points: (:meth:`current_atk`, :meth:`current_def`) read
        together (rules.stats.current_stats)."""
        return stats.current_stats(card)

    def live_continuous_effects(self, hook: str | None = None) -> list[Effect]:
        """The Continuous Effects that apply now: card face-up where the effect works, its
        activation resolved (Spells/Traps), not negated (an effect that is another card's, such
        as an Equip Spell's, is negated with that card: :meth:`effect_source`). With ``hook`` (a
        name in :data:`HOOKS`), only those that have that Effect field; with ``"modifier"``, only
        those that change ATK or DEF (in the same order)."""
        if hook is None:
            effects = self._continuous_effects
        elif hook == "modifier":
            effects = self._modifier_effects
        else:
            effects = self._hooked.get(hook, ())
        return [effect for effect in effects if self.is_live(effect)]

    def is_live(self, effect: Effect) -> bool:
        """Whether the Continuous Effect ``effect`` applies now (see :meth:`live_continuous_effects`)."""
        card = effect.card
        if card.location not in effect.range or not self._applying(card):
            return False
        if card.values and card.values.get("being_summoned"):
            return False  # a monster that "would be Summoned" applies nothing yet (rules.summon.summoning_window)
        if effect.applies_while is not None and not effect.applies_while(self, card):
            return False
        if card.on_field and not card.face_up and not effect.face_down_ok:
            return False
        source = self.effect_source(effect)
        return source is not None and not self.effect_negated(source, effect)

    def effect_source(self, effect: Effect) -> Card | None:
        """The card whose effect ``effect`` is now: its own card, or for an effect written on one
        card that is another card's (``Effect.effect_of``: the monster Immortal Phoenix Gearfried
        holds as an Equip Spell that makes it gain 500 ATK) that card, or None while there is
        none. Its negation, its timestamp and what is unaffected by it are read from this card.
        Source: Immortal Phoenix Gearfried's text; Konami's answer on Number C6: Chronomaly Chaos
        Atlandis (yugioh-wiki.net, 2014-01-20): the equipped Monster Card is treated as an Equip
        Spell that raises ATK, so an effect against Spells stops the raise."""
        if effect.effect_of is None:
            return effect.card
        return effect.effect_of(self, effect.card)

    @staticmethod
    def _applying(card: Card) -> bool:
        """A Spell/Trap Card's lasting effects apply only once its activation has resolved."""
        data = card.data
        return not (data.is_spell or data.is_trap) or bool(card.values.get("resolved"))

    def immune(self, card: Card, source: Card | None) -> bool:
        """Whether ``card`` is unaffected by the effects of ``source``: a card "unaffected by Spell
        effects" against a Spell Card's effect (Horus LV6); a card "unaffected by other cards'
        effects" while it attacks, from the attack declaration to the end of the Damage Step
        (Ritual Beast Ulti-Apelio). Checked for every effect
        that would change it: destruction, lingering changes, position changes, stat modifiers."""
        if source is None or source is card or not card.on_field or not card.face_up:
            return False
        for effect in card.effects:
            if effect.unaffected_by == "spell" and self.treated_as_spell(source):
                pass
            elif effect.unaffected_by == "others_while_attacking" and self.is_attacking(card):
                pass
            else:
                continue
            if effect.applies_while is not None and not effect.applies_while(self, card):
                continue
            if not self.effect_negated(card, effect):
                return True
        return False

    def has_flag(self, card: Card, flag: str) -> bool:
        """True when a lingering effect with ``flag`` applies to ``card`` now, or one of its own
        Continuous Effects that applies now ``grants`` it, or a Continuous Effect of any card that
        applies now ``grants`` it to ``card`` (``Effect.grants_to``).

        Flags the rules read: "negated", "cannot_attack", "second_attack", "must_attack"
        (rules.battle.can_attack, battle_options), "piercing" (damage calculation),
        "indestructible_by_battle" (damage calculation), "banish_when_leaves_field" (:meth:`move`),
        "control_cannot_switch" (:meth:`take_control`).
        """
        if card.applied and any(a.flag == flag and a.card.valid for a in card.applied):
            return True
        if card.uid in self._granting_cards and any(e.grants == flag and e.grants_to is None for e in card.effects):
            if any(e.grants == flag and e.card is card and e.grants_to is None for e in self.live_continuous_effects()):
                return True
        # A Continuous Effect that gives the flag to other monsters (Enraged Battle Ox: piercing).
        # (The flag is compared first: whether an effect is live reads the "negated" flag.)
        return any(e.grants == flag and self.is_live(e) and e.grants_to(self, e.card, card)
                   for e in self._hooked.get("grants_to", ()))

    def effect_negated(self, card: Card, effect: Effect | None = None,
                       activated_from: Location | None = None) -> bool:
        """Whether the effects of ``card`` are negated now.

        By a lingering "negated" flag on it; a Spell Card on the field under a face-up effect
        that negates Spell effects (Imperial Order); a Trap Card on the field under another
        card's effect that negates Trap effects (Royal Decree). A monster held as an Equip Card
        in a Spell & Trap Zone is treated as an Equip Spell there (:meth:`treated_as_spell`).

        Args:
            card: the card whose effect is asked about.
            effect: that effect (one that cannot be negated never is), or None for the card's
                effects in general.
            activated_from: for a Chain Link as it resolves, the Location where it was
                activated (``ctx.values["activated_from"]``). A Spell/Trap effect activated on
                the field (Spell & Trap Zone, Field Zone) is negated by Imperial Order or Royal
                Decree wherever its card is now, even in the GY after being destroyed in the
                chain; one activated elsewhere (the GY) is not. Monster effects are not
                extended this way. None (the default): the card's current place decides.

        Source: FS-11, FS-14; the OCG ruling on Royal Decree (2010-09-10): a Trap Card activated
        on the field has its effect negated wherever it is when it resolves, a Trap effect
        activated off the field is not (ygopro's Royal Decree and Imperial Order read where the
        Chain Link was activated).
        """
        if effect is not None and effect.cannot_be_negated:
            return False
        if self.has_flag(card, "negated"):
            return True
        data = card.data
        if activated_from is not None and (data.is_spell or data.is_trap):
            on_field = activated_from in (Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE)
        else:
            on_field = card.on_field
        if not on_field:
            return False
        is_spell = self.treated_as_spell(card)
        if not (is_spell or data.is_trap):
            return False
        for other in self._negating_effects:
            c = other.card
            if c is card or c.location not in other.range or not c.face_up or not self._applying(c) \
                    or c.values.get("being_summoned"):
                continue
            if is_spell and other.negates_spells and not self._trap_negated(c):
                return True
            if data.is_trap and other.negates_traps:
                return True
        return False

    @staticmethod
    def treated_as_spell(card: Card) -> bool:
        """Whether ``card`` is a Spell Card for the effects that read it: a Spell Card, or a
        monster held as an Equip Card in a Spell & Trap Zone ("equip ... to this card as an Equip
        Spell": Immortal Phoenix Gearfried; the monster Relinquished equips), which is an Equip
        Spell there, face-up or face-down (FD-18, FD-19). Source: the card texts; Konami's answer
        on Number C6: Chronomaly Chaos Atlandis (yugioh-wiki.net, 2014-01-20): an equipped Monster
        Card is treated as an Equip Spell Card."""
        if card.data.is_spell:
            return True
        return card.location is Location.SPELL_TRAP_ZONE and bool(card.values.get("equip_card"))

    def _trap_negated(self, card: Card) -> bool:
        """A Trap Card's effects negated by another card that negates Trap effects (no recursion)."""
        if not card.data.is_trap:
            return False
        return any(
            e.negates_traps and e.card is not card and e.card.location in e.range and e.card.face_up and self._applying(e.card)
            and not e.card.values.get("being_summoned")
            for e in self._negating_effects
        )

    def is_attacking(self, card: Card) -> bool:
        """Whether ``card`` is "the attacking monster" now.

        It is the monster whose attack is under way (from its declaration to the end of the
        Damage Step) while it stays in the battle: still the object that declared the attack in a
        Monster Zone, not turned face-down since (even if flipped face-up again), still controlled
        by the turn player, in face-up Attack Position, and not destroyed by battle. A monster
        changed to face-down or to Defense Position, or whose control changed, is removed from the
        battle: its attack stops, and an effect that applies to "the attacking monster" (or "that
        attacking monster") no longer applies to it. A monster destroyed by that battle is already
        destroyed: it stays on the field until the end of the Damage Step, but no longer takes part.

        Source: OCG rulings of Sakuretsu Armor and Dimensional Prison (a monster changed to
        face-down Defense Position by Book of Moon chained to them is no longer an attacking
        monster, so it is neither destroyed nor banished); the Konami answers listed for Sakuretsu
        Armor on yugioh-wiki.net (Book of Moon or Ready for Intercepting chained: not destroyed;
        Scrap-Iron Scarecrow chained, which negates the attack: not destroyed; Gravity Bind
        chained, which does not: destroyed, 09/01/29); rulebook "Battle Step" (an attacking
        monster changed to Defense Position or removed from the field does not battle)."""
        link = self.attack_link
        if link is None or self.attacking is not card or not link.valid:
            return False
        return (card.location.is_monster_zone and card.controller == self.turn_player
                and card.position is Position.FACE_UP_ATTACK and not card.destroyed_by_battle)

    def can_be_targeted(self, card: Card, effect: Effect) -> bool:
        """Whether ``card`` may be targeted by ``effect`` now: not a monster destroyed by battle
        (once damage calculation destroys it, it stays in its Monster Zone until the end of the
        Damage Step, but no effect can target it: the FLIP effect of a Man-Eater Bug flipped and
        destroyed by an attack cannot target itself), not a card in a GY that a Continuous Effect
        keeps there against ``effect`` (Necrovalley: :meth:`graveyard_locked`), and no Continuous
        Effect such as Lord of D.'s forbids it.

        Source: rulebook "Targeting"; Konami OCG FAQ for Man-Eater Bug (cid 4507), Hane-Hane
        (cid 4547) and Penguin Soldier (cid 4608): "it can target itself; however, if it was
        flipped by an attack and destroyed by that battle, it cannot target itself"."""
        if card.destroyed_by_battle and card.location.is_monster_zone:
            return False
        if card.location is Location.GY and self.graveyard_locked(card, effect):
            return False  # Necrovalley: an effect that targets a card in the GY cannot be activated
        return not any(e.untargetable(self, e.card, card, effect) for e in self.live_continuous_effects("untargetable"))

    def position_held(self, card: Card) -> bool:
        """Whether a Continuous Effect keeps ``card`` in its battle position now, so that it cannot
        change it (Dragon Capture Jar)."""
        return any(e.holds_position(self, e.card, card) is not None for e in self.live_continuous_effects("holds_position")
                   if not self.immune(card, e.card))

    def face_down_forbidden(self) -> bool:
        """Whether a Continuous Effect that applies now forbids monsters to be Set or changed to
        face-down (``Effect.forbids_face_down``: Light of Intervention). Then a Set is a Normal
        Summon in face-up Defense Position (rules.summon.normal_summon), a face-down Special Summon
        is made face-up (:meth:`special_summon`) and no effect changes a monster to face-down
        (:meth:`change_to_face_down`). Source: Light of Intervention's text and UDE FAQ
        (goatrulings.com "Light of Intervention")."""
        return any(e.forbids_face_down(self, e.card) for e in self.live_continuous_effects("forbids_face_down"))

    def graveyard_locked(self, card: Card, effect: Effect | None = None, banishing: bool = False) -> bool:
        """Whether ``card``, in a GY, must stay there against ``effect`` (the Effect that would
        target or move it, or with ``banishing`` banish it, as its cost or on resolution; None for
        the rules): a Continuous Effect that locks the GY applies now and keeps it
        (``Effect.locks_graveyard``: Necrovalley's "Cards in the Graveyard cannot be banished.
        Negate any card effect that would move a card in the Graveyard"). Such a card cannot be
        targeted by ``effect`` (:meth:`can_be_targeted`), a Chain Link targeting it has its effect
        negated (rules.chain.resolve_link), and the procedures that banish or move cards from the
        GY leave it. False for a card anywhere else."""
        if card.location is not Location.GY:
            return False
        return any(e.locks_graveyard(self, e.card, card, effect, banishing)
                   for e in self.live_continuous_effects("locks_graveyard"))

    def kept_in_graveyard(self, card: Card) -> bool:
        """Whether ``card``, in a GY, must stay there against the effect resolving now (the
        resolving Chain Link's effect; any effect outside a chain): :meth:`graveyard_locked`. The
        game actions and procedures that take a card out of a GY by an effect (a Special Summon,
        adding it to the hand, returning it to the Deck) leave such a card where it is."""
        if card.location is not Location.GY:
            return False
        link = self.resolving_link
        return self.graveyard_locked(card, None if link is None else link.effect)

    def decks_face_up(self) -> bool:
        """Whether both players' Decks are upside down now, their top cards face-up
        (``Effect.faces_decks_up``: Convulsion of Nature)."""
        return bool(self.live_continuous_effects("faces_decks_up"))

    def show_deck_tops(self) -> None:
        """Keep what both players know of the Decks in step with the board: while the Decks are
        face-up (:meth:`decks_face_up`), the top card of each Deck is revealed to both players
        (``Card.revealed_to``, the one path knowledge.can_see reads); a card that is no longer on
        top, or every card once the Decks are face-down again, is hidden as it was before.
        Called after every move into or out of a Deck, every shuffle and every state check.
        Source: Convulsion of Nature's text; goatrulings.com "Convulsion of Nature", UDE FAQ ("both
        Decks are flipped upside down, and now the face of the top card of the Deck is showing";
        a shuffled Deck is "shuffled and cut face-down so the cards are not seen, and then placed
        face-up in the Deck Zone")."""
        face_up = self.decks_face_up()
        for side in self.players:
            deck = side.deck
            top = deck[-1] if deck and face_up else None
            shown = self._shown_deck_tops.get(side.index)
            if shown is not None and shown[0] is not top:
                card, before = shown
                if card.location is Location.DECK:
                    card.revealed_to = before  # no longer on top: known as it was before
                del self._shown_deck_tops[side.index]
                shown = None
            if top is not None and shown is None:
                self._shown_deck_tops[side.index] = (top, top.revealed_to)
                top.revealed_to = frozenset({0, 1})

    def state_check(self) -> None:
        """Apply the rules that follow from the board: pending leave-the-field consequences; the
        battle positions Continuous Effects hold monsters in or change them to (Dragon Capture
        Jar, Level Limit - Area B); an Equip Spell whose equip link is lost (the monster left, was
        turned face-down, or is no longer a legal target) is sent to the GY; control that an Equip
        Card holds (Snatch Steal: :meth:`settle_held_control`); the cards a Continuous Effect
        destroys at once (``Effect.destroys_at_once``: Gearfried the Iron Knight of April 2005)
        are destroyed; the top cards of face-up Decks (:meth:`show_deck_tops`)."""
        self.run_leave_hooks()
        for hook in ("holds_position", "changes_position"):
            for effect in self.live_continuous_effects(hook):
                for p in (0, 1):
                    for monster in self.monsters(p):
                        if not monster.face_up or self.immune(monster, effect.card):
                            continue
                        held = getattr(effect, hook)(self, effect.card, monster)
                        if held is not None and monster.position is not held:
                            self.change_battle_position(monster, held)
        lost = []
        for p in self.players:
            for card in p.spell_trap_zones:
                if card is None or not (card.face_up or card.values.get("equip_card")):
                    continue
                link = card.values.get("equipped_to")
                if link is None:
                    continue
                target = link.card
                if not link.valid or not target.location.is_monster_zone or not target.face_up:
                    lost.append(card)
                elif card.values.get("equip_effect") is not None and self.effect_negated(target, card.values["equip_effect"]):
                    lost.append(card)  # the effect that holds it as an Equip Card no longer applies
        if lost:
            with self.simultaneous():
                for card in lost:
                    self.send_to_gy(card, reason="rule")
        self.settle_held_control()
        for effect in self.live_continuous_effects("destroys_at_once"):
            doomed = effect.destroys_at_once(self, effect.card)
            if doomed:
                self.destroy(doomed, reason="effect", by=effect.card.controller)
        self.show_deck_tops()

    def emit_then_settle(self, kind: str, player: int | None, **fields: Any) -> Event:
        """Record what was just done (:meth:`emit`), then apply at once what the board now forces
        (:meth:`state_check`: a battle position a Continuous Effect holds, Dragon Capture Jar).

        In this order, so that the events come in the order things happened: a monster that is
        Summoned, Set or Flip Summoned is recorded first ("Opponent Normal Summoned Koumori
        Dragon"), and only then its change by the Continuous Effect ("Koumori Dragon was changed
        to face-up Defense Position"). Every summon procedure records its monster's arrival this
        way. Source: DESIGN §1 (events); Dragon Capture Jar's text ("Change all face-up
        Dragon-Type monsters on the field to Defense Position").
        """
        event = self.emit(kind, player, **fields)
        self.state_check()
        return event
