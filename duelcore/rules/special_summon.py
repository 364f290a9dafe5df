"""Special Summons by a monster's own procedure: Fusion, Ritual, Xyz and Link Summons.

Source: rulebook "Fusion Summon", "Ritual Summon", "Xyz Summon", "Link Summon" (Master Rule 2020):

- **Fusion Summon**: a card such as Polymerization sends the Fusion Materials listed on a Fusion
  Monster from the hand or field to the GY, then Special Summons it from the Extra Deck. Face-down
  monsters on the field may be Fusion Material, with their real stats (FD-16, FD-17).
- **Ritual Summon**: a Ritual Spell Tributes monsters from the hand or field whose total Levels
  meet its requirement, then Special Summons the Ritual Monster from the hand.
- **Xyz Summon**: face-up monsters of the same Level the Xyz Monster lists become its Xyz
  Materials (attached under it, not sent to the GY). Tokens cannot be Xyz Material.
- **Link Summon**: face-up monsters meeting its requirement go to the GY as Link Material.

A monster summoned by its procedure is "properly summoned" and may later be revived (FD-25).
Material requirements are read from the card text's first line: ``"A" + "B"`` (Fusion),
``N Level L monsters`` (Xyz), ``N Normal Monster(s)`` or ``N monsters`` (Link).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import TriggerEvent, run_callback
from duelcore.state.enums import Location, Position, SummonType
from duelcore.state.knowledge import can_see, card_info, card_info_later
from duelcore.rules.tributes import TributeChoice, tribute_choice

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


@dataclass(frozen=True)
class Requirement:
    """One material slot: its words, the test a card must pass, and the card name it asks for
    (None for a slot that names an archetype, which no Fusion substitute can fill)."""

    text: str
    test: Callable[["Card"], bool]
    name: str | None = None


# The first line of a Fusion Monster's text: parts joined by "+", each "Name" or N "Archetype" monster(s).
_FUSION_PART = re.compile(r'^\s*(?:"(?P<name>[^"]+)"|(?P<count>\d+)\s+"(?P<archetype>[^"]+)"\s+monsters?)\s*$')
#: The words of a Fusion Monster Special Summoned by banishing its materials from the field itself.
CONTACT_FUSION = "by banishing the above cards you control"
#: The words of a Fusion Monster that no Fusion substitute may be used for ("A Fusion Summon of this
#: monster can only be conducted with the above Fusion Material Monsters": Dark Balter the Terrible).
_NO_SUBSTITUTE = re.compile(r"Fusion Summon of this (?:card|monster) can only be (?:conducted|done) with the above "
                            r"Fusion Material")
_XYZ = re.compile(r"^\s*(\d+)\s+Level\s+(\d+)\s+monsters", re.IGNORECASE)
_LINK = re.compile(r"^\s*(\d+)\+?\s+(Normal Monsters?|Effect Monsters?|monsters?)", re.IGNORECASE)


def is_fusion_substitute(card: "Card") -> bool:
    """A monster that may substitute for 1 Fusion Material named on a Fusion Monster (Goddess with
    the Third Eye, King of the Swamp); it applies face-down too (FD-12)."""
    return any(e.fusion_substitute for e in card.effects) and not (card.duel and card.duel.effect_negated(card))


def fusion_requirements(data: "CardData") -> list[Requirement] | None:
    """The Fusion Materials of a Fusion Monster whose text's first line is ``"A" + "B" (+ ...)``,
    where a part may also be ``N "Archetype" monster(s)`` (Ritual Beast Ulti-Apelio's ``1 "Ritual
    Beast Tamer" monster + 1 "Spiritual Beast" monster``, matched by setcode); else None.

    A named material may be replaced by a Fusion substitute monster, but only one of them: "the
    other Fusion Material(s) must be correct" (checked by :func:`_assignable`); none may be when
    the text says "A Fusion Summon of this monster can only be conducted with the above Fusion
    Material Monsters" (UDE FAQ, goatrulings.com "Dark Balter the Terrible": "Beastking of the
    Swamps" cannot substitute). An archetype slot takes any monster of that archetype, by its
    real identity even face-down (FD-16).
    """
    first = data.text.split("\n", 1)[0]
    exact = _NO_SUBSTITUTE.search(data.text) is not None
    parts = first.split("+")
    if len(parts) < 2:
        return None
    reqs: list[Requirement] = []
    for part in parts:
        m = _FUSION_PART.match(part)
        if m is None:
            return None
        if m.group("name") is not None:
            name = m.group("name")
            if exact:
                reqs.append(Requirement(f'"{name}"', lambda c, name=name: c.name == name, name))
            else:
                reqs.append(Requirement(f'"{name}"', lambda c, name=name: c.name == name or is_fusion_substitute(c), name))
            continue
        from duelcore.cards.database import CardDatabase

        code = CardDatabase.default().archetype_code(m.group("archetype"))
        if code is None:
            return None
        words = f'"{m.group("archetype")}" monster'
        reqs += [Requirement(words, lambda c, code=code: c.data.is_monster and c.data.matches_setcode(code))
                 for _ in range(int(m.group("count")))]
    return reqs


def contact_fusion_requirements(data: "CardData") -> list[Requirement] | None:
    """The materials of a Fusion Monster that "Must be Special Summoned (from your Extra Deck) by
    banishing the above cards you control" (Ritual Beast Ulti-Apelio), else None."""
    if not data.is_fusion or CONTACT_FUSION not in data.text:
        return None
    return fusion_requirements(data)


def xyz_requirement(data: "CardData") -> tuple[int, int] | None:
    """(count, Level) of an Xyz Monster whose text starts ``N Level L monsters``, else None."""
    m = _XYZ.match(data.text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def link_requirement(data: "CardData") -> tuple[int, Callable[["Card"], bool], str] | None:
    """(count, test, words) of a Link Monster whose text starts ``N Normal Monster(s)`` or ``N monsters``."""
    m = _LINK.match(data.text)
    if not m:
        return None
    kind = m.group(2).lower()
    if kind.startswith("normal"):
        # A Token without effects counts as a Normal Monster here (the database marks it Normal).
        return int(m.group(1)), (lambda c: c.data.is_normal_monster or (c.data.is_token and not c.data.is_effect_monster)), m.group(0).strip()
    if kind.startswith("effect"):
        return int(m.group(1)), (lambda c: c.data.is_effect_monster), m.group(0).strip()
    return int(m.group(1)), (lambda c: True), m.group(0).strip()


def _assignable(requirements: list[Requirement], pool: list["Card"], chosen: list["Card"] = (),
                fits: Callable[[list["Card"]], bool] | None = None) -> bool:
    """Whether distinct cards of ``pool`` can fill the requirements after ``chosen`` (which fill
    the first ones), using at most one Fusion substitute in all, with ``fits(materials)`` true of
    the whole set (a zone left for the Fusion Monster). Small backtracking."""
    subs_used = sum(1 for c, r in zip(chosen, requirements) if is_fusion_substitute(c) and not _named(r, c))

    def go(i: int, picked: list["Card"], subs: int) -> bool:
        if i == len(requirements):
            return fits is None or fits(picked)
        for c in pool:
            if c in picked or not requirements[i].test(c):
                continue
            sub = 0 if _named(requirements[i], c) else 1
            if subs + sub <= 1 and go(i + 1, picked + [c], subs + sub):
                return True
        return False

    return go(len(chosen), list(chosen), subs_used)


def _named(req: Requirement, card: "Card") -> bool:
    """``card`` fills ``req`` as itself, not as a Fusion substitute (always so for an archetype slot)."""
    return req.name is None or req.name == card.name



def _may_summon(duel: "Duel", player: int) -> bool:
    """Whether ``player`` may Summon now (rules.summon.may_summon: Scapegoat's lock, The Last
    Warrior from Another Planet's)."""
    from duelcore.rules.summon import may_summon

    return may_summon(duel, player)


def _choose(duel: "Duel", player: int, candidates: list["Card"], prompt: str) -> "Process":
    options = [Option(Action.SELECT, card_info(c, player)["name"], card_info(c, player)) for c in candidates]
    pick = yield from duel.ask(player, DecisionKind.SELECT_CARDS, prompt, options, candidates)
    return pick


def _zones_after(duel: "Duel", player: int, card: "Card", leaving: list["Card"]) -> list[tuple[Location, int]]:
    """Where ``card`` may go once ``leaving`` have left the field (their zones free up)."""
    from duelcore.rules.zones import summon_zones

    saved = []
    for m in leaving:
        if m.location.on_field:
            zones = duel.zones(m.controller, m.location)
            saved.append((zones, m.zone, m))
            zones[m.zone] = None
    try:
        return summon_zones(duel, player, card)
    finally:
        for zones, i, m in saved:
            zones[i] = m


def can_special_summon_from_extra_deck(duel: "Duel", player: int, card: "Card", leaving: Iterable["Card"] = ()) -> bool:
    """Whether ``card``, in ``player``'s Extra Deck, could be Special Summoned by a card's effect
    that is not its own procedure (Metamorphosis: "Special Summon 1 Fusion Monster from your Extra
    Deck"): ``player`` may Summon (Scapegoat's lock, The Last Warrior from Another Planet's), no
    "special summon only by" effect forbids it, its own summoning conditions allow a Special
    Summon, and it has a zone once ``leaving`` (monsters about to leave the field: a Tribute paid
    as a cost) are gone. Source: rulebook "Special Summon"; Netrep (goatrulings.com
    "Metamorphosis": "must have a Fusion monster of the appropriate level that can be Special
    Summoned")."""
    from duelcore.rules.summon import summon_allowed

    if card.location is not Location.EXTRA_DECK or card.owner != player:
        return False
    if not _may_summon(duel, player) or duel.special_summon_locked(player) or duel.special_summon_limited(player, card):
        return False
    if not summon_allowed(duel, player, card, "special"):
        return False
    return bool(_zones_after(duel, player, card, [m for m in leaving if m.on_field]))


def _choose_zone(duel: "Duel", player: int, card: "Card", leaving: list["Card"]) -> "Process":
    """``player`` chooses where ``card`` goes, among the zones free once ``leaving`` have gone;
    returns (Location, index)."""
    zones = _zones_after(duel, player, card, leaving)
    options = [Option(Action.ZONE, f"{loc.value} {i + 1}", zone=i + 1) for loc, i in zones]
    where, zone = yield from duel.ask(player, DecisionKind.SELECT_ZONE, f"Select a zone for {card.name}", options, zones)
    return where, zone


def _place(duel: "Duel", player: int, card: "Card", how: SummonType, where: Location, zone: int,
           position: Position) -> "Process":
    """Put ``card`` in its zone as summoned by its procedure. An Xyz or Link Summon (the
    monster's own procedure) may be negated while it "would be Summoned"; a Fusion or Ritual
    Summon made by a card's effect cannot (negate that card's activation instead)."""
    from duelcore.rules.summon import summon_succeeds

    previous = card.location
    duel.move(card, where, zone=zone, position=position, controller=player)
    card.summon_type = how
    card.summoned_from = previous
    duel.players[player].summons_this_turn += 1
    duel.note_special_summon(player, card)
    duel.emit_then_settle("procedure_summon", player, card=card, how=how.value, where=f"{where.value} {zone + 1}")
    if how in (SummonType.XYZ, SummonType.LINK, SummonType.SPECIAL):
        me = card.ref()
        # "Properly summoned" only once the summon has succeeded (a negated one never was).
        yield from summon_succeeds(duel, player, card, how.name.lower(), previous,
                                   on_success=lambda: setattr(card, "properly_summoned", me.valid))
    else:
        # Summoned by a card's effect while its Chain Link resolves: no window opens mid-chain;
        # triggers wait for the chain to end (and the window after the summon opens then if it
        # was the last thing: rules.chain.answer_summons).
        card.properly_summoned = True
        duel.raise_event(TriggerEvent("summoned", [card], [previous], player=player, data={"type": how.name.lower()}))


# ----------------------------------------------------------------------------- Fusion Summon

def fusion_candidates(duel: "Duel", player: int, pool: list["Card"]) -> list["Card"]:
    """Fusion Monsters in ``player``'s Extra Deck that ``pool`` can supply materials for and that
    have a zone to go to. None while ``player`` cannot Summon (Scapegoat's lock)."""
    out: list[Card] = []
    if not _may_summon(duel, player) or duel.special_summon_locked(player):
        return out
    for card in duel.players[player].extra_deck:
        reqs = fusion_requirements(card.data) if card.data.is_fusion and CONTACT_FUSION not in card.data.text else None
        if reqs is not None and _assignable(reqs, pool, fits=_zone_left(duel, player, card)):
            out.append(card)
    return out


def _zone_left(duel: "Duel", player: int, card: "Card") -> Callable[[list["Card"]], bool]:
    """A test of a set of materials: once those on the field have gone, ``card`` has a zone."""
    return lambda materials: bool(_zones_after(duel, player, card, [m for m in materials if m.on_field]))


def fusion_summon(duel: "Duel", player: int, pool: list["Card"], banish: bool = False) -> "Process":
    """Fusion Summon: choose a Fusion Monster, then its materials from ``pool`` (sent to the GY,
    or banished with ``banish``), then Special Summon it. Returns it, or None if none can be."""
    candidates = fusion_candidates(duel, player, pool)
    if not candidates:
        return None
    fusion = yield from _choose(duel, player, candidates, "Choose a Fusion Monster to Fusion Summon")
    reqs = fusion_requirements(fusion.data) or []
    chosen = yield from _choose_materials(duel, player, fusion, reqs, pool, "Choose Fusion Material {}")
    if chosen is None:
        return None
    where, zone = yield from _choose_zone(duel, player, fusion, chosen)
    with duel.simultaneous():
        for m in chosen:
            if banish:
                _banish_material(duel, m)
            else:
                duel.send_to_gy(m, reason="material")
    duel.state_check()
    position = yield from _choose_position(duel, player, fusion, "Fusion Summon")
    yield from _place(duel, player, fusion, SummonType.FUSION, where, zone, position)
    return fusion


def _choose_materials(duel: "Duel", player: int, monster: "Card", reqs: list[Requirement], pool: list["Card"],
                      prompt: str) -> "Process":
    """``player`` fills ``reqs`` for ``monster`` from ``pool``, one slot at a time, offered only
    cards that still leave a complete set and a zone for it (a forced pick is not asked);
    ``prompt`` is formatted with the slot's words. Returns the chosen cards, or None."""
    chosen: list[Card] = []
    for req in reqs:
        fits = _zone_left(duel, player, monster)
        options = [c for c in pool if c not in chosen and req.test(c) and _assignable(reqs, pool, chosen + [c], fits)]
        if not options:
            return None
        pick = options[0] if len(options) == 1 else (yield from _choose(duel, player, options, prompt.format(req.text)))
        chosen.append(pick)
    return chosen


def _banish_material(duel: "Duel", material: "Card") -> None:
    """Banish ``material`` face-up as Fusion Material (whoever could see it before still can)."""
    was_known = [p for p in (0, 1) if can_see(material, p)]
    duel.move(material, Location.BANISHED, position=Position.FACE_UP, reason="material")
    duel.emit("banished", material.owner, known_to=was_known, card=material)


def _choose_position(duel: "Duel", player: int, card: "Card", how: str) -> "Process":
    """``player`` chooses face-up Attack or face-up Defense Position for ``card`` (returns it)."""
    positions = [Position.FACE_UP_ATTACK, Position.FACE_UP_DEFENSE]
    opts = [Option(Action.POSITION, f"{card.name} in {p.value}", card_info_later(card, player)) for p in positions]
    position = yield from duel.ask(player, DecisionKind.SELECT_POSITION, f"{how} {card.name} in which battle position?", opts, positions)
    return position


# ----------------------------------------------------------------------------- Ritual Summon

def _minimal_completion(chosen: list["Card"], rest: list["Card"], total: int,
                        fits: Callable[[list["Card"]], bool], bound: list["Card"] = ()) -> bool:
    """Whether ``chosen`` can grow (from ``rest``) into a set of Tributes whose Levels reach
    ``total`` with none unnecessary (removing any one would fall short), for which ``fits``
    holds (a zone is left for the Ritual Monster). A ``bound`` Tribute (Soul Exchange: it must be
    among them) is never the unnecessary one. Rulebook "Ritual Summon": no extra Tributes."""
    level = sum(c.level for c in chosen)
    if level >= total:
        return all(level - c.level < total for c in chosen if c not in bound) and fits(chosen)
    return any(_minimal_completion(chosen + [c], rest[i + 1:], total, fits, bound)
               for i, c in enumerate(rest) if c.level > 0)


def ritual_tributes(duel: "Duel", player: int, monster: "Card") -> TributeChoice:
    """The monsters ``player`` may Tribute for a Ritual Summon of ``monster`` (rules.tributes):
    monsters with a Level in their hand or on their field, and the opponent's monster Soul
    Exchange binds them to Tribute, which must be among the Tributes and may be only while it is
    face-up (its Level must be known: FD-15; yugioh-wiki's FAQ of Soul Exchange)."""
    return tribute_choice(duel, player, test=lambda c: c.level > 0, from_hand=True, exclude=[monster])


def _ritual_fits(duel: "Duel", player: int, monster: "Card") -> Callable[[list["Card"]], bool]:
    """A test of a set of Tributes: once those on the field have gone, ``monster`` has a zone."""
    return lambda done: bool(_zones_after(duel, player, monster, [x for x in done if x.on_field]))


def _ritual_possible(duel: "Duel", player: int, monster: "Card", total: int, choice: TributeChoice) -> bool:
    """Whether ``choice`` holds a complete set of Tributes reaching ``total`` for ``monster``:
    every bound monster with others, none unnecessary, a zone left."""
    if not choice.possible:
        return False
    rest = [c for c in choice.pool if c not in choice.bound]
    return _minimal_completion(list(choice.bound), rest, total, _ritual_fits(duel, player, monster), choice.bound)


def can_ritual_summon(duel: "Duel", player: int, name: str, total: int) -> bool:
    """Whether ``player`` holds the Ritual Monster ``name`` and can Tribute Levels >= ``total``
    (never while ``player`` cannot Summon: Scapegoat's lock; never while the monster Soul Exchange
    binds them to Tribute cannot be one of the Tributes)."""
    if not _may_summon(duel, player):
        return False
    return any(monster.name == name and _ritual_possible(duel, player, monster, total, ritual_tributes(duel, player, monster))
               for monster in duel.players[player].hand)


def ritual_summon(duel: "Duel", player: int, name: str, total: int) -> "Process":
    """Ritual Summon the Ritual Monster ``name`` from the hand by Tributing monsters from the hand or
    field whose total Levels are ``total`` or more (chosen one at a time; a monster Soul Exchange
    binds its player to Tribute is among them without asking). Returns it or None."""
    monsters = [c for c in duel.players[player].hand if c.name == name]
    if not monsters or not _may_summon(duel, player):
        return None
    monster = monsters[0]
    choice = ritual_tributes(duel, player, monster)
    if not _ritual_possible(duel, player, monster, total, choice):
        return None
    fits = _ritual_fits(duel, player, monster)
    pool = choice.pool
    chosen: list[Card] = list(choice.bound)
    while sum(c.level for c in chosen) < total:
        options = [c for c in pool if c not in chosen
                   and _minimal_completion(chosen + [c], [x for x in pool if x not in chosen and x is not c], total,
                                           fits, choice.bound)]
        if not options:
            return None
        need = total - sum(c.level for c in chosen)
        pick = yield from _choose(duel, player, options, f"Tribute for the Ritual Summon ({need} more Level(s))")
        chosen.append(pick)
    where, zone = yield from _choose_zone(duel, player, monster, chosen)
    from duelcore.rules.summon import tribute

    with duel.simultaneous():
        for c in chosen:
            if c.location is Location.HAND:
                duel.move(c, Location.GY, reason="tribute")
                duel.emit("tributed", player, card=c)
            else:
                tribute(duel, player, c)
    duel.state_check()
    position = yield from _choose_position(duel, player, monster, "Ritual Summon")
    yield from _place(duel, player, monster, SummonType.RITUAL, where, zone, position)
    return monster


# ----------------------------------------------------------------------------- Xyz Summon

def xyz_materials(duel: "Duel", player: int, card: "Card") -> list["Card"]:
    """Face-up monsters ``player`` controls that may be Xyz Material for ``card`` (Level L, not Tokens)."""
    req = xyz_requirement(card.data)
    if req is None:
        return []
    _, level = req
    return [m for m in duel.monsters(player) if m.face_up and not m.data.is_token and not m.data.is_xyz
            and not m.data.is_link and m.level == level]


def can_xyz_summon(duel: "Duel", player: int, card: "Card") -> bool:
    """Whether ``player`` may Xyz Summon ``card`` from their Extra Deck now."""
    req = xyz_requirement(card.data)
    if req is None or card.location is not Location.EXTRA_DECK:
        return False
    pool = xyz_materials(duel, player, card)
    return len(pool) >= req[0] and bool(_zones_after(duel, player, card, pool))


def xyz_summon(duel: "Duel", player: int, card: "Card") -> "Process":
    """Xyz Summon ``card``: choose its materials, attach them under it, place it face-up in Attack
    or Defense Position, its controller's choice (rulebook "Xyz Summon")."""
    count, level = xyz_requirement(card.data)
    chosen: list[Card] = []
    for i in range(count):
        pool = [m for m in xyz_materials(duel, player, card) if m not in chosen]
        pick = pool[0] if len(pool) == count - i else (yield from _choose(duel, player, pool, f"Choose Xyz Material {i + 1} of {count}"))
        chosen.append(pick)
    where, zone = yield from _choose_zone(duel, player, card, chosen)
    position = yield from _choose_position(duel, player, card, "Xyz Summon")
    with duel.simultaneous():
        for m in chosen:
            duel.attach(card, m)
            duel.emit("attached", player, card=m, target=card)
    duel.state_check()
    yield from _place(duel, player, card, SummonType.XYZ, where, zone, position)


def detach(duel: "Duel", card: "Card", count: int = 1) -> "Process":
    """Detach ``count`` Xyz Materials from ``card`` (a cost): chosen by its controller, sent to the GY."""
    for _ in range(count):
        pick = yield from _choose(duel, card.controller, list(card.materials), "Detach 1 Xyz Material")
        duel.move(pick, Location.GY, reason="cost")
        duel.emit("detached", card.controller, card=pick, target=card)


# ----------------------------------------------------------------------------- Link Summon

def link_materials(duel: "Duel", player: int, card: "Card") -> list["Card"]:
    """Face-up monsters ``player`` controls that meet ``card``'s Link Material requirement."""
    req = link_requirement(card.data)
    if req is None:
        return []
    _, test, _ = req
    return [m for m in duel.monsters(player) if m.face_up and test(m)]


def can_link_summon(duel: "Duel", player: int, card: "Card") -> bool:
    """Whether ``player`` may Link Summon ``card`` from their Extra Deck now: enough materials,
    and a zone for it once they are gone (for one material: some material whose leaving does)."""
    req = link_requirement(card.data)
    if req is None or card.location is not Location.EXTRA_DECK:
        return False
    pool = link_materials(duel, player, card)
    if len(pool) < req[0]:
        return False
    if req[0] == 1:
        return any(_zones_after(duel, player, card, [m]) for m in pool)
    return bool(_zones_after(duel, player, card, pool))


def link_summon(duel: "Duel", player: int, card: "Card") -> "Process":
    """Link Summon ``card``: its materials go to the GY, then it is placed (never face-down)."""
    count, _, words = link_requirement(card.data)
    chosen: list[Card] = []
    for i in range(count):
        pool = [m for m in link_materials(duel, player, card) if m not in chosen]
        if i == count - 1:
            pool = [m for m in pool if _zones_after(duel, player, card, chosen + [m])]
        pick = pool[0] if len(pool) == count - i else (yield from _choose(duel, player, pool, f"Choose Link Material ({words})"))
        chosen.append(pick)
    where, zone = yield from _choose_zone(duel, player, card, chosen)
    with duel.simultaneous():
        for m in chosen:
            duel.send_to_gy(m, reason="material")
    duel.state_check()
    yield from _place(duel, player, card, SummonType.LINK, where, zone, Position.FACE_UP_ATTACK)


# ----------------------------------------------------------------------------- banishing materials you control

def contact_fusion_materials(duel: "Duel", player: int, card: "Card") -> list["Card"]:
    """The monsters ``player`` controls that could be banished for ``card``'s own procedure: face-up
    or face-down, by their real identity (FD-16)."""
    reqs = contact_fusion_requirements(card.data) or []
    return [m for m in duel.monsters(player) if any(r.test(m) for r in reqs)]


def can_contact_fusion(duel: "Duel", player: int, card: "Card") -> bool:
    """Whether ``player`` may Special Summon ``card`` from the Extra Deck now by banishing its
    materials from their field (and a zone is left for it)."""
    reqs = contact_fusion_requirements(card.data)
    if reqs is None or card.location is not Location.EXTRA_DECK or card.owner != player:
        return False
    if duel.special_summon_limited(player, card):
        return False
    return _assignable(reqs, contact_fusion_materials(duel, player, card), fits=_zone_left(duel, player, card))


def contact_fusion(duel: "Duel", player: int, card: "Card") -> "Process":
    """Special Summon ``card`` by its own procedure: banish the listed materials from your field
    (face-up), choose a zone and face-up Attack or Defense Position. It is not a Fusion Summon
    (no Polymerization) but an inherent Special Summon: like an Xyz or Link Summon it may be
    negated while it "would be Summoned", and it is properly summoned once it succeeds (FD-25).
    Source: Ritual Beast Ulti-Apelio's text; FD-16 (face-down monsters may be banished for it)."""
    reqs = contact_fusion_requirements(card.data) or []
    pool = contact_fusion_materials(duel, player, card)
    chosen = yield from _choose_materials(duel, player, card, reqs, pool, "Choose {} to banish")
    if chosen is None:
        return None
    where, zone = yield from _choose_zone(duel, player, card, chosen)
    with duel.simultaneous():
        for m in chosen:
            _banish_material(duel, m)
    duel.state_check()
    position = yield from _choose_position(duel, player, card, "Special Summon")
    yield from _place(duel, player, card, SummonType.SPECIAL, where, zone, position)
    return card


# ----------------------------------------------------------------------------- from the hand, by its own procedure

def hand_procedure(card: "Card") -> tuple[int, Callable[["Duel", "Card", int], bool]] | None:
    """(Tributes, condition) of a monster that "must first be Special Summoned (from your hand)"
    by its own procedure (Tributing monsters: the Toons; 0 Tributes and another cost, paid by
    :func:`hand_procedure_cost`: Black Luster Soldier - Envoy of the Beginning), from its
    effects; None for any other card."""
    for effect in card.effects:
        if effect.hand_procedure is not None:
            return effect.hand_procedure
    return None


def hand_procedure_cost(card: "Card") -> Callable[["Duel", "Card", int], "Process | None"] | None:
    """What else the own Special Summon from the hand of ``card`` costs besides its Tributes
    ("by banishing 1 LIGHT and 1 DARK monster from your GY"), or None."""
    for effect in card.effects:
        if effect.hand_procedure is not None:
            return effect.hand_procedure_cost
    return None


def can_hand_summon(duel: "Duel", player: int, card: "Card") -> bool:
    """Whether ``player`` may Special Summon ``card`` from the hand by its own procedure now: its
    condition holds, its Tributes can be paid leaving a Main Monster Zone, and nothing forbids
    the Special Summon (Scapegoat, summoning conditions, once-per-turn texts)."""
    from duelcore.rules.summon import _tribute_sets, summon_allowed

    proc = hand_procedure(card)
    if proc is None or card.location is not Location.HAND or card.owner != player:
        return False
    if not _may_summon(duel, player) or duel.special_summon_locked(player) \
            or duel.special_summon_limited(player, card) or not summon_allowed(duel, player, card, "special"):
        return False
    count, condition = proc
    if not condition(duel, card, player):
        return False
    if count == 0:
        from duelcore.rules.zones import usable_main_monster_zones

        return bool(usable_main_monster_zones(duel, player))
    return next(iter(_tribute_sets(duel, player, card, count, None, True)), None) is not None


def hand_summon(duel: "Duel", player: int, card: "Card") -> "Process":
    """Special Summon ``card`` from the hand by its own procedure: Tribute its monsters (the
    choice is asked unless forced), choose a Main Monster Zone and face-up Attack or Defense
    Position; like any summon by a monster's own procedure it may be negated while it "would be
    Summoned", and it is properly summoned once it succeeds (FD-25). A procedure with another
    cost (:func:`hand_procedure_cost`: banishing monsters from the GY) pays it first, before the
    zone is chosen. Source: the Toon texts; Black Luster Soldier - Envoy of the Beginning's text
    ("Must first be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster from
    your GY")."""
    from duelcore.rules.summon import choose_main_monster_zone, choose_tributes, tribute_together

    count, _ = hand_procedure(card) or (0, None)
    cost = hand_procedure_cost(card)
    if cost is not None:
        yield from run_callback(cost, duel, card, player)
        duel.state_check()
    tributes = yield from choose_tributes(duel, player, card, count, None, True)
    tribute_together(duel, player, tributes)
    zone = yield from choose_main_monster_zone(duel, player)
    position = yield from _choose_position(duel, player, card, "Special Summon")
    yield from _place(duel, player, card, SummonType.SPECIAL, Location.MAIN_MONSTER_ZONE, zone, position)


def extra_deck_summons(duel: "Duel", player: int) -> Iterable[tuple[Action, "Card", str]]:
    """The Xyz and Link Summons, and the Special Summons by banishing materials, ``player`` may perform now (idle commands)."""
    seen: set[int] = set()
    if duel.special_summon_locked(player):
        return
    for card in duel.players[player].extra_deck:
        if card.data.identity in seen:
            continue
        if can_xyz_summon(duel, player, card):
            seen.add(card.data.identity)
            yield Action.XYZ_SUMMON, card, f"Xyz Summon {card.name}"
        elif can_link_summon(duel, player, card):
            seen.add(card.data.identity)
            yield Action.LINK_SUMMON, card, f"Link Summon {card.name}"
        elif can_contact_fusion(duel, player, card):
            seen.add(card.data.identity)
            yield Action.SPECIAL_SUMMON, card, f"Special Summon {card.name}"
