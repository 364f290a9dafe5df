"""Equip Spells, Equip Cards and monsters held as Equip Cards.

- :func:`equip_spell`: an Equip Spell that targets a face-up monster and changes its ATK/DEF (Axe
  of Despair, Black Pendant, Malevolent Nuzzler, Mage Power); :func:`type_equip` for one "equip
  only to a <Type>/<Attribute> monster (on your side)" (Book of Secret Arts, Dark Energy, Dragon
  Treasure, Invigoration, Sword of Dark Destruction, Ring of Magnetism).
- :func:`control_equip_spell`: an Equip Spell that takes control of the equipped monster for as
  long as it applies (Snatch Steal).
- :func:`equip` / :func:`equipped_monster` / :func:`equipped_modifier`: the equip link, the
  monster it holds, and a stat change of the equipped monster (Premature Burial, Symbols of Duty).
- :func:`held_equip_card`: the monster a card holds as an Equip Card by its own effect
  (Relinquished, Immortal Phoenix Gearfried).
- :func:`equips_opponents_monster`: "Once per turn: You can target 1 monster your opponent
  controls; equip that target to this card (max. 1). This card's ATK/DEF become equal to that
  equipped monster's. If this card would be destroyed by battle, destroy that equipped monster
  instead." (Relinquished, Thousand-Eyes Restrict); :func:`held_stat` its ATK/DEF.
- :func:`equip_cards_of`: the Equip Cards equipped to a monster (Maha Vailo).
- :func:`is_equip_spell_on_field`, :func:`equip_spells_for_cost`, :func:`face_up_equip_cards`:
  Equip Spells as a cost, a face-down monster held by Relinquished included (FD-18, FD-19:
  Immortal Phoenix Gearfried).
- :func:`place_this_on_top_of_deck`: "place this card on the top of your Deck" (Axe of Despair,
  Malevolent Nuzzler).

Source: rulebook "Equip Spell Cards"; FD-04, FD-18, FD-19.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import (MONSTER_ZONES, Filter, control_can_switch, face_up_monsters,
                                               is_face_up_monster, is_opponents_monster, opponents_face_up_monsters,
                                               opponents_monsters)
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.state.effects import Activation, Effect, EffectKind, Modifier, Stat
from duelcore.state.enums import Location
from duelcore.rules.zones import usable_main_monster_zones

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


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

    def operation(ctx: Activation) -> None:
        targets = resolved_targets(ctx)
        # A monster unaffected by Spell effects may be targeted but is not equipped: the Equip
        # Spell then goes to the GY after the chain.
        if targets and ctx.card.valid and ctx.this.on_field and not ctx.duel.immune(targets[0], ctx.this):
            equip(ctx.duel, ctx.this, targets[0])

    effects = [
        spell_activation(card, text, operation, needs_card_on_field=True, applies_when_negated=operation,
                         **targeting(face_up_monsters, legal, prompt="Choose a monster to equip",
                                     refusal=equip_refusal), **kw)
    ]
    for stat, value in ((Stat.ATK, atk), (Stat.DEF, defense)):
        if value:
            effects.append(equipped_modifier(card, Modifier(stat, "add", value)))
    return effects


def control_equip_spell(card: "Card", text: str, *, kept_when_face_down: bool = False, **kw: Any) -> list[Effect]:
    """An Equip Spell that takes control: "Equip only to a monster your opponent controls. Take
    control of the equipped monster." (Snatch Steal).

    Activation: target 1 face-up monster the opponent controls (an Equip Spell needs a face-up
    one: FD-04), only while its player has a free Main Monster Zone to take it into (Netrep,
    Curtis Schultz, 01/29/2004: "If you do not have any empty zones in your Monster Zone you
    cannot activate Change of Heart or Snatch Steal"). On resolution, if this card is still on
    the field and the target still the opponent's face-up monster, this card is equipped to it and
    its player takes control of it, choosing the zone (``Duel.take_control(held_by=...)``). Control
    lasts while this card's effect applies to that monster: negated (Imperial Order), the monster
    returns to its owner's side until the effect applies again (``Duel.settle_held_control``);
    when this card leaves the field, the monster returns to the player it was taken from
    (destroyed if they have no free Main Monster Zone: ``Duel.release_held_control``). Its effect
    negated as it resolves, it is still equipped and takes control only once it applies.

    The equip link is the usual one: the monster leaving the field or turned face-down sends this
    card to the GY (``Duel.state_check``). Today's rule then returns the monster (the control is
    this card's effect: ProjectIgnis ``official/c45986603.lua``, EFFECT_SET_CONTROL as an equip
    effect); with ``kept_when_face_down`` (the rulings of 2005) a monster turned face-down stays
    with its new controller for good (goatrulings.com "Snatch Steal", Netrep: "If the monster
    equipped with Snatch Steal is turned face-down, Snatch Steal will be sent to the Graveyard
    and the monster will remain under the control of the controller of Snatch Steal"; the same
    Netrep under "Book of Moon").

    Returns the activation and the Continuous Effect that gives control back when it leaves."""

    def legal(ctx: Activation, monster: "Card") -> bool:
        # Not a monster whose control cannot switch (Horus the Black Flame Dragon LV4).
        return is_face_up_monster(ctx, monster) and monster.controller == ctx.opponent and control_can_switch(ctx, monster)

    def operation(ctx: Activation) -> "Process":
        targets = resolved_targets(ctx)
        this = ctx.this
        if not targets or not ctx.card.valid or not this.on_field or ctx.duel.immune(targets[0], this):
            return
        monster = targets[0]
        equip(ctx.duel, this, monster)
        yield from ctx.duel.take_control(monster, ctx.player, held_by=this)

    def when_negated(ctx: Activation) -> None:
        targets = resolved_targets(ctx)
        this = ctx.this
        if targets and ctx.card.valid and this.on_field and not ctx.duel.immune(targets[0], this):
            equip(ctx.duel, this, targets[0])
            ctx.duel.hold_control(this, targets[0], targets[0].controller, suspended=True)

    def on_leave(duel: "Duel", this: "Card", values: dict, reason: str) -> None:
        held = values.get("holds_control")
        link = values.get("equipped_to")
        turned_face_down = (held is not None and link is not None and held["monster"].valid and not link.valid)
        duel.release_held_control(values, this.left_field_controller, kept=kept_when_face_down and turned_face_down)

    def zone_free(ctx: Activation) -> bool:
        return bool(usable_main_monster_zones(ctx.duel, ctx.player))

    activation = spell_activation(
        card, text, operation, needs_card_on_field=True, applies_when_negated=when_negated, condition=zone_free,
        **targeting(opponents_face_up_monsters, legal, prompt="Choose a monster to equip and take control of",
                    refusal=equip_refusal), **kw)
    release = Effect(card, EffectKind.CONTINUOUS, "When this card leaves the field, control of the equipped monster returns",
                     range=frozenset({Location.SPELL_TRAP_ZONE}), on_leave=on_leave)
    return [activation, release]


def type_equip(card: "Card", text: str, atk: int = 0, defense: int = 0, *, types: Iterable[Any] = (),
               attribute: Any = None, own_side: bool = False, **kw: Any) -> "list[Effect]":
    """An Equip Spell "equip only to a <Type>/<Attribute> monster (on your side)": the shared
    :func:`equip_spell` with a ``legal`` filter; the equipped monster gains ``atk`` ATK and
    ``defense`` DEF (points; negative to lose).

    Args:
        types: MonsterType members the monster must be one of (empty: any Type).
        attribute: an Attribute member the monster must have (None: any).
        own_side: only a monster the activating player controls (Ring of Magnetism).
        kw: further Effect fields for the activation.

    The filter is checked when the target is chosen and again at resolution (a monster that is
    no longer legal is not equipped; the Equip Spell then goes to the GY after the chain).
    Source: rulebook "Equip Spell Cards"; FD-04 (never to a face-down monster).
    """
    wanted = tuple(types)

    def legal(ctx: "Activation", monster: "Card") -> bool:
        if not is_face_up_monster(ctx, monster):
            return False
        if wanted and monster.data.monster_type not in wanted:
            return False
        if attribute is not None and monster.data.attribute != attribute:
            return False
        if own_side and monster.controller != ctx.player:
            return False
        return True

    return equip_spell(card, text, atk=atk, defense=defense, legal=legal, **kw)


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


def held_stat(held: "Card | None", stat: Stat) -> int:
    """The ATK or DEF (points) a monster held as an Equip Card gives the card holding it: its
    printed value, or 0 while it is face-down (its stats are unknown; FD-18; the Edison-era and
    OCG rulings on Relinquished agree, and so does "If TER is equipped with a face-down Monster
    Card, its ATK and DEF become 0", yugioh.pl's copy of the Thousand-Eyes Restrict rulings)."""
    if held is None or not held.face_up:
        return 0
    return held.data.atk_value if stat is Stat.ATK else held.data.def_value


def equips_opponents_monster(card: "Card", prompt: str) -> list[Effect]:
    """"Once per turn: You can target 1 monster your opponent controls; equip that target to this
    card (max. 1). This card's ATK/DEF become equal to that equipped monster's. If this card would
    be destroyed by battle, destroy that equipped monster instead." (Relinquished, Thousand-Eyes
    Restrict.) Returns [the Ignition Effect, the ATK change, the DEF change, the destruction
    substitute]; the first is the effect :func:`held_equip_card` asks about.

    - Ignition, once per turn (per copy: reset when it is turned face-down, FD-21): target 1
      monster the opponent controls, face-up or face-down (``prompt`` asks for it); equip it to
      this card as an Equip Card (``Duel.equip_monster``; max. 1, and a free Spell & Trap Zone is
      needed). If this card is no longer face-up in a Monster Zone at resolution, the target is
      sent to the GY (it cannot be equipped: the Edison-era ruling on Relinquished; the rule flag
      EDOPro keeps for Goat, DUEL_EQUIP_NOT_SENT_IF_MISSING_TARGET, is rejected in docs/GOAT.md);
      if the target is no longer controlled by the opponent, nothing happens. The equipped
      monster has no effects there and is an Equip Spell (Netrep, goatrulings.com "Thousand-Eyes
      Restrict").
    - Continuous: this card's ATK/DEF become the held monster's (:func:`held_stat`; 0 while it is
      face-down, FD-18); this is not a Spell effect, so Imperial Order does not stop it (Netrep).
    - Continuous: if this card would be destroyed by battle, the held monster is destroyed instead.

    Source: the card texts; Netrep (goatrulings.com "Thousand-Eyes Restrict"); FD-18, FD-21.
    """

    def condition(ctx: Activation) -> bool:
        return held_equip_card(ctx.this, absorb) is None and None in ctx.duel.players[ctx.player].spell_trap_zones

    def operation(ctx: Activation) -> None:
        duel = ctx.duel
        targets = [c for c in ctx.live_targets() if c.location.is_monster_zone]
        if not targets:
            return
        target = targets[0]
        this = ctx.this
        if not (ctx.card.valid and this.location.is_monster_zone and this.face_up):
            duel.send_to_gy(target, reason="rule")
            return
        if target.controller != 1 - ctx.player or held_equip_card(this, absorb) is not None:
            return
        if not duel.equip_monster(this, target, absorb):
            duel.send_to_gy(target, reason="rule")

    absorb = Effect(card, EffectKind.IGNITION, "Equip 1 monster your opponent controls to this card",
                    range=MONSTER_ZONES, count_limit=1, condition=condition, operation=operation,
                    **targeting(opponents_monsters, is_opponents_monster, prompt=prompt))

    def stat_effect(stat: Stat) -> Effect:
        def applies_to(duel: "Duel", c: "Card") -> bool:
            return c is card and held_equip_card(c, absorb) is not None

        return Effect(card, EffectKind.CONTINUOUS, f"{stat.value} becomes the equipped monster's", range=MONSTER_ZONES,
                      modifier=Modifier(stat, "set", 0, applies_to=applies_to,
                                        value_fn=lambda c: held_stat(held_equip_card(c, absorb), stat)))

    def replace(duel: "Duel", this: "Card", doomed: "Card", reason: str) -> bool:
        if doomed is not this or reason != "battle":
            return False
        held = held_equip_card(this, absorb)
        if held is None:
            return False
        this.destroyed_by_battle = False
        duel.destroy([held], reason="effect", by=this.controller)
        return True

    shield = Effect(card, EffectKind.CONTINUOUS, "If destroyed by battle, destroy the equipped monster instead",
                    range=MONSTER_ZONES, replaces_destruction=replace)
    return [absorb, stat_effect(Stat.ATK), stat_effect(Stat.DEF), shield]


def equip_cards_of(duel: "Duel", monster: "Card") -> list["Card"]:
    """Every Equip Card (Equip Spell, or a monster held as an Equip Card) on either player's field
    that is equipped to ``monster`` now, in zone order, player 1's side first."""
    out = []
    for side in duel.players:
        for c in side.spell_trap_zones:
            if c is not None and equipped_monster(c) is monster:
                out.append(c)
    return out


def is_equip_spell_on_field(card: "Card") -> bool:
    """A card in a Spell & Trap Zone that is an Equip Spell: a face-up Equip Spell Card, or a monster
    held as an Equip Card by an effect (Relinquished), which is treated as an Equip Spell even while
    face-down: its card type is known though its identity is not (FD-18, FD-19)."""
    if card.location is not Location.SPELL_TRAP_ZONE:
        return False
    if card.values.get("equip_card"):
        return True
    return card.face_up and card.data.is_spell and card.data.sub_kind == "Equip"


def equip_spells_for_cost(duel: "Duel", player: int) -> list["Card"]:
    """"1 Equip Spell from your field or GY": the Equip Spells in ``player``'s Spell & Trap Zones
    (:func:`is_equip_spell_on_field`) and the Equip Spell Cards in their GY that may be banished
    (not while Necrovalley keeps them there), field first."""
    field = [c for c in duel.players[player].spell_trap_zones if c is not None and is_equip_spell_on_field(c)]
    gy = [c for c in duel.players[player].gy if c.data.is_spell and c.data.sub_kind == "Equip"
          and not duel.graveyard_locked(c, banishing=True)]  # Necrovalley: it cannot be banished
    return field + gy


def face_up_equip_cards(duel: "Duel", player: int) -> list["Card"]:
    """The face-up Equip Cards ``player`` controls: Equip Spells and monsters held as Equip Cards,
    while they are equipped (a face-down held monster is not face-up)."""
    out = []
    for c in duel.players[player].spell_trap_zones:
        if c is None or not c.face_up:
            continue
        if c.values.get("equip_card") or (c.data.sub_kind == "Equip" and c.values.get("equipped")):
            out.append(c)
    return out


def place_this_on_top_of_deck(ctx: "Activation") -> None:
    """Resolution of "place this card on the top of your Deck": the card, if it is still the
    object in the GY that activated the effect and no GY lock keeps it there (Necrovalley:
    ``Duel.graveyard_locked``), goes on top of its owner's Deck (a "placed_on_deck" event).
    Source: Axe of Despair's and Malevolent Nuzzler's texts."""
    if ctx.card.valid and ctx.this.location is Location.GY and not ctx.duel.graveyard_locked(ctx.this, ctx.effect):
        ctx.duel.move(ctx.this, Location.DECK, reason="effect")
        ctx.duel.emit("placed_on_deck", ctx.player, card=ctx.this)
