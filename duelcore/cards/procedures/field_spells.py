"""Field Spells: their activation and the ATK/DEF changes they apply, "Umi is on the field",
Pandemonium and the "Archfiend" monsters (Mountain, Sogen, Umi, Umiiruka, Wasteland, Yami,
Pandemonium, The Sanctuary in the Sky; Maiden of the Aqua, Torpedo Fish, Skull Archfiend of
Lightning).

- :func:`field_spell`: a Field Spell whose continuous effect changes the ATK and DEF of face-up
  monsters by the same amount; :func:`field_stat_modifier` for one whose ATK and DEF changes
  differ (Umiiruka: +500 ATK, -400 DEF).
- :func:`umi_on_field`: "Umi is on the field" as the cards that read it see it (FS-21);
  :func:`field_spell_on_field`: "<Field Spell> is on the field" (Gravekeeper's Assailant:
  "Necrovalley").
- :func:`is_archfiend`, :func:`pandemonium_applies`, :func:`standby_lp_waived`: Pandemonium's
  waiver of the "Archfiend" monsters' Standby Phase LP payments.

Source: seed rulings FS-13, FS-14, FS-16 (a Field Spell's modifiers apply only once its
activation resolved, only while it is face-up in the Field Zone, never to face-down monsters),
FS-20, FS-21; rulebook "Field Spell Cards".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures.activation import no_effect, spell_activation
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel


#: Passcodes of the cards this module asks about.
UMI = 22702055
MAIDEN_OF_THE_AQUA = 17214465
PANDEMONIUM = 94585852

#: The "Archfiend" archetype's setcode (デーモン); cards "always treated as an Archfiend card"
#: carry it too (Summoned Skull, Lesser Fiend).
ARCHFIEND_SETCODE = 0x45

FIELD_ZONE_ONLY = frozenset({Location.FIELD_ZONE})


def field_spell(card: "Card", text: str, changes: list[tuple[Callable[["Card"], bool], int]]) -> list[Effect]:
    """A Field Spell whose continuous effect changes the ATK and DEF of face-up monsters on the
    field: ``changes`` is a list of (which monsters, points) pairs, each applied to both ATK and
    DEF (points may be negative). The modifiers apply once its activation has resolved, only
    while it is face-up in the Field Zone, never to a face-down monster (FS-13, FS-14, FS-16).
    """

    effects = [spell_activation(card, text, no_effect, needs_card_on_field=True)]
    for which, points in changes:
        for stat in (Stat.ATK, Stat.DEF):

            def applies_to(duel: "Duel", monster: "Card", which: Callable[["Card"], bool] = which) -> bool:
                return monster.location.is_monster_zone and monster.face_up and which(monster)

            effects.append(
                Effect(card, EffectKind.CONTINUOUS, f"{stat.value} {points:+}", range=frozenset({Location.FIELD_ZONE}),
                       modifier=Modifier(stat, "add", points, applies_to))
            )
    return effects


def field_stat_modifier(card: "Card", stat: Stat, points: int, which: Callable[["Card"], bool], text: str) -> Effect:
    """A Continuous Effect of the Field Spell ``card``: every face-up monster on the field for
    which ``which(monster)`` holds gains ``points`` (negative: loses) of ``stat`` (ATK or DEF).

    Like :func:`~duelcore.cards.procedures.field_spell`'s modifiers it is live only while
    ``card`` is face-up in the Field Zone with its activation resolved and not negated (the
    engine's ``live_continuous_effects``), and never changes a face-down monster (FS-13, FS-14,
    FS-16). Use it for a Field Spell whose ATK and DEF changes differ (Umiiruka: +500 ATK,
    -400 DEF). A value never drops below 0 (rules.stats).
    """

    def applies_to(duel: "Duel", monster: "Card") -> bool:
        return monster.location.is_monster_zone and monster.face_up and which(monster)

    return Effect(card, EffectKind.CONTINUOUS, text, range=FIELD_ZONE_ONLY,
                  modifier=Modifier(stat, "add", points, applies_to))


def face_up_field_spells(duel: "Duel") -> list["Card"]:
    """The face-up Field Spells on the whole field (both Field Zones), player 1's first."""
    return [p.field_zone for p in duel.players if p.field_zone is not None and p.field_zone.face_up]


def field_spell_on_field(duel: "Duel", passcode: int) -> bool:
    """Whether the Field Spell ``passcode`` (or a card always treated as it) is face-up in either
    Field Zone ("If "Necrovalley" is on the field": Gravekeeper's Assailant). A Set one is not."""
    return any(passcode in (c.data.identity, c.data.rule_code) for c in face_up_field_spells(duel))


def umi_on_field(duel: "Duel") -> bool:
    """Whether "Umi" is (face-up) on the field now, as the cards that read it see it.

    True when a face-up "Umi" (or a card whose name is always treated as "Umi") is in either
    Field Zone, or when a face-up Maiden of the Aqua whose
    effect is not negated is on the field and no face-up Field Spell is: a face-up Field Spell
    takes precedence over Maiden of the Aqua's "the field is treated as Umi" (FS-21; Maiden of
    the Aqua's text: "If there is an active Field Spell Card on the field, this effect is not
    applied"). Maiden of the Aqua never makes Umi's ATK/DEF changes apply.
    """
    field_spells = face_up_field_spells(duel)
    if any(UMI in (c.data.identity, c.data.rule_code) for c in field_spells):
        return True
    if field_spells:
        return False
    for player in (0, 1):
        for monster in duel.monsters(player):
            if monster.data.identity == MAIDEN_OF_THE_AQUA and monster.face_up and not duel.effect_negated(monster):
                return True
    return False


def is_archfiend(data: "CardData") -> bool:
    """Whether a card is an "Archfiend" card (setcode 0x45)."""
    return data.matches_setcode(ARCHFIEND_SETCODE)


def pandemonium_applies(duel: "Duel") -> bool:
    """Whether a Pandemonium's effects apply now: face-up in a Field Zone, its activation
    resolved, its effects not negated (FS-13, FS-14)."""
    for field_spell in face_up_field_spells(duel):
        if field_spell.data.identity != PANDEMONIUM:
            continue
        if field_spell.values.get("resolved") and not duel.effect_negated(field_spell):
            return True
    return False


def standby_lp_waived(duel: "Duel", monster: "Card") -> bool:
    """Whether the "Archfiend" monster ``monster`` need not pay the Life Points its own text makes
    its controller pay during the Standby Phase, because Pandemonium applies ("Neither player has
    to pay Life Points during the Standby Phase for "Archfiend" monsters"). The script of such an
    Archfiend calls this from its maintenance before paying; False for any other monster."""
    return is_archfiend(monster.data) and monster.data.is_monster and pandemonium_applies(duel)
