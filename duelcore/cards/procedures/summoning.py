"""Special Summons by card effects, what is known of how a monster was Summoned, summon locks and
LV monsters.

- :func:`can_special_summon`: whether a card could be Special Summoned by another card's effect now
  (Monster Reborn, Premature Burial, Call of the Haunted, Last Will and every other reviver);
  :func:`can_revive` for a target in a GY.
- :func:`each_player_special_summons`: each player Special Summons a monster to their own field,
  at the same time (The Shallow Grave).
- :func:`recruit_from_deck`: Special Summon 1 monster that meets a condition from the Deck
  (Gravekeeper's Spy); :func:`special_summon_from_deck`: 1 card with a given name (Kurivolt);
  :func:`recruit_trigger`: "When this card is destroyed by battle and sent to the GY: You can
  Special Summon 1 <kind of> monster from your Deck" (Mystic Tomato, Pyramid Turtle).
- :func:`fusion_material_pool`: the monsters a Fusion Summon may use from the hand and the field
  (Polymerization, Fusion Gate).
- :func:`was_special_summoned`, :func:`special_summoned_from_gy`: how a monster came to the field
  (Special Hurricane, Temple of the Sun; FD-25, FD-26); :func:`was_summoned_this_turn`: Normal,
  Flip or Special Summoned this turn (Array of Revealing Light; the Toons' texts of 2005).
- :data:`SUMMON_LOCK` / :func:`summon_locked` / :func:`summoned_this_turn`: Scapegoat's "You cannot
  Summon other monsters the turn you activate this card" (Polymerization, Parallel World Fusion,
  the Ritual Spells check it); :func:`special_summon_lock`: any lock on a player's Special Summons.
- :func:`summon_named` / :func:`can_summon_named`: Special Summon 1 monster of a given name from
  the hand, Deck and/or GY (the LV monsters, Hand of Nephthys); :func:`tribute_this_to_summon`:
  "Tribute this card ...; Special Summon 1 <name> from your hand, Deck, or GY" (Skilled Dark
  Magician, Skilled White Magician).
- LV monsters: :func:`level_up_effects`: "During the End Phase, if this card destroyed a monster
  by battle this turn: You can send this face-up card to the GY; Special Summon 1 <next LV> from
  your hand or Deck" (Horus the Black Flame Dragon LV4 and LV6); :func:`standby_level_up`: the
  same "During your Standby Phase" (Dark Mimic LV1); :func:`note_summoner` /
  :func:`summoned_by`: "if this card was Special Summoned by the effect of <the previous LV>"
  (Dark Mimic LV3).
- :func:`tribute_summoned_trigger`: "When this card is Tribute Summoned: ..." (Thestalos the
  Firestorm Monarch, Zaborg the Thunder Monarch, Mobius the Frost Monarch).
- :func:`standby_rebirth` / :func:`destroyed_by_effect` / :func:`summoned_by_its_own_effect`:
  "During your next Standby Phase after this card was destroyed ...: Special Summon this card from
  the GY" (Sacred Phoenix of Nephthys, Vampire Lord).
- :func:`special_summon_banished`: "Special Summon as many of your banished monsters as possible"
  (Dimension Fusion for both players, Return from the Different Dimension).
- :func:`extra_deck_name`: what the Extra Deck is called in the duel's format ("Fusion Deck" in
  the Goat format: Metamorphosis).

Source: the card texts; rulebook "Special Summon", "Battle Phase"; FD-16, FD-25, FD-26.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from duelcore.cards.procedures.battle import battle_destroyer
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.search import fail_to_find
from duelcore.cards.procedures.triggers import destroyed_by_battle_to_gy, summoned_this_way
from duelcore.rules.summon import may_summon
from duelcore.rules.zones import usable_main_monster_zones
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Phase, SummonType

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation


def can_special_summon(duel: "Duel", player: int, card: "Card", *, despite_locks: bool = False,
                       needs_zone: bool = True) -> bool:
    """Whether ``card`` could be Special Summoned to ``player``'s field by another card's effect
    now. A monster that must first be Special Summoned a certain way (Extra Deck, Ritual and
    "must be Special Summoned" monsters) must have been properly summoned (FD-25); one that
    "cannot be Special Summoned by other ways" never can; one whose text says "You can only Special
    Summon "X(s)" once per turn" cannot after one this turn; and it needs a zone to go to.

    ``despite_locks`` leaves out the locks on the player (:func:`special_summon_lock`: Scapegoat,
    Parallel World Fusion) and ``needs_zone`` False the free zone: what the card itself allows
    (Cyber Jar tells a monster that cannot be Special Summoned from one its player may not Summon
    now, or has no zone for)."""
    from duelcore.rules.zones import summon_zones

    data = card.data
    if not data.is_monster or data.is_token:
        return False
    if not despite_locks and special_summon_lock(duel, player):
        return False
    if "cannot be Special Summoned by other ways" in data.text:
        return False
    if duel.special_summon_limited(player, card):
        return False
    from duelcore.rules.summon import summon_allowed

    if not summon_allowed(duel, player, card, "special"):
        return False
    if (data.is_extra_deck or data.is_special_summon_only or data.is_ritual) and not card.properly_summoned:
        return False
    return not needs_zone or bool(summon_zones(duel, player, card))


def special_summon_lock(duel: "Duel", player: int) -> bool:
    """Whether a lasting effect forbids ``player`` to Special Summon now, whatever the monster:
    "you cannot Summon" (Scapegoat, :func:`summon_locked`) or "You cannot Special Summon monsters
    except by this card's effect" (Parallel World Fusion, ``Duel.special_summon_locked``)."""
    return summon_locked(duel, player) or duel.special_summon_locked(player)


def can_revive(ctx: "Activation", card: "Card") -> bool:
    """A card in a GY that the activating player could Special Summon to their field now
    (:func:`can_special_summon`): the targeting condition of "Target 1 monster in a GY; Special
    Summon it" (Monster Reborn, Call of the Haunted, Premature Burial)."""
    return card.location is Location.GY and can_special_summon(ctx.duel, ctx.player, card)


def each_player_special_summons(ctx: "Activation", picks: "dict[int, Card]", position) -> "Process":
    """"Each player Special Summons" a monster: every player named in ``picks`` (player -> card)
    Special Summons that card to their own field in ``position``, the activating player first, all
    at once (one action: the Summons are the last thing to happen together). A player who cannot
    Special Summon theirs now (no zone, a Summon lock, its own conditions) Summons nothing, the
    other still does. Returns the monsters Special Summoned.

    Source: The Shallow Grave's text ("each player Special Summons the target from their GY in
    face-down Defense Position"; in 2005 "Each player selects 1 monster in their Graveyard and
    Special Summons it"); its Netrep ruling: "If "Shallow Grave" is properly activated and one
    player's monster zone becomes filled as a result of a chain, the other player may still
    successfully Special Summon a monster" (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/the-shallow-grave.md)."""
    duel = ctx.duel
    summoned = []
    with duel.simultaneous():
        for player in (ctx.player, ctx.opponent):
            card = picks.get(player)
            if card is None or not can_special_summon(duel, player, card):
                continue
            monster = yield from duel.special_summon(card, player, position)
            if monster is not None:
                summoned.append(monster)
    return summoned


def special_summon_from_deck(ctx: "Activation", name: str, position=None) -> "Process":
    """The activating player Special Summons 1 card named ``name`` from their Deck
    (:func:`recruit_from_deck`; Kurivolt). Returns the card, or None."""
    summoned = yield from recruit_from_deck(ctx, lambda c: c.name == name, f"Choose 1 \"{name}\" in your Deck", position)
    return summoned


def recruitable(ctx: "Activation", legal: "Callable[[Card], bool]") -> list["Card"]:
    """The cards of the activating player's Deck that meet ``legal`` (read from the card as it is
    in the Deck: its printed ATK, "a monster with 1500 or less ATK") and that they could Special
    Summon now (:func:`can_special_summon`), top of the Deck first (every copy: Rescue Cat may
    Special Summon 2 copies of one monster)."""
    duel = ctx.duel
    return [c for c in reversed(duel.players[ctx.player].deck) if legal(c) and can_special_summon(duel, ctx.player, c)]


def recruit_from_deck(ctx: "Activation", legal: "Callable[[Card], bool]", prompt: str, position=None) -> "Process":
    """The activating player Special Summons 1 monster from their Deck that meets ``legal``
    (:func:`recruitable`; their choice among them, copies of one card not told apart), in ``position`` (None: face-up Attack or Defense
    Position, their choice), then shuffles the Deck. Returns the card, or None when there is none or
    no usable zone: nothing is Summoned. With a usable Main Monster Zone and no such card, the
    search found nothing (``search.fail_to_find``: under goat the Deck is shown to the opponent).
    Source: rulebook "Special Summon"; the texts of Kurivolt, Gravekeeper's Spy, Mystic Tomato and
    Pyramid Turtle; for the Deck shown, the Goat format's rules (see ``search.fail_to_find``)."""
    duel = ctx.duel
    pool: list["Card"] = []
    seen: set[int] = set()
    for c in recruitable(ctx, legal):  # copies of one card are not told apart
        if c.data.identity not in seen:
            seen.add(c.data.identity)
            pool.append(c)
    if not pool:
        if usable_main_monster_zones(duel, ctx.player):
            fail_to_find(ctx)
        return None
    chosen = yield from ctx.select_cards(pool, prompt, 1, look=True)
    summoned = yield from duel.special_summon(chosen[0], ctx.player, position=position)
    duel.shuffle_deck(ctx.player)
    return summoned


def recruit_trigger(card: "Card", text: str, legal: "Callable[[Card], bool]", prompt: str, position=None) -> Effect:
    """"When this card is destroyed by battle and sent to the GY: You can Special Summon 1 <kind of>
    monster from your Deck" (Mystic Tomato, Pyramid Turtle): an optional "When" trigger of the card
    in its owner's GY (its owner activates it, also when the opponent controlled it), activated in
    the Damage Step where the destruction happened; :func:`recruit_from_deck` at resolution.

    It needs such a monster in the Deck to be activated, except under
    ``RuleFlags.reveal_deck_when_search_finds_nothing`` (goat), where it may be activated anyway
    and the Deck is shown to the opponent (ProjectIgnis/CardScripts goat scripts call
    Duel.GoatConfirm when nothing can be Special Summoned). Source: the texts of Mystic Tomato
    and Pyramid Turtle; goatrulings.com "Mystic Tomato" (UDE FAQ).
    """

    def operation(ctx: "Activation") -> "Process":
        yield from recruit_from_deck(ctx, legal, prompt, position)

    def would_do_something(ctx: "Activation") -> bool:
        return bool(recruitable(ctx, legal)) or ctx.duel.flags.reveal_deck_when_search_finds_nothing

    return Effect(card, EffectKind.TRIGGER, text, event="destroyed", when=True, damage_step=True,
                  range=frozenset({Location.GY}), condition=destroyed_by_battle_to_gy,
                  would_do_something=would_do_something, operation=operation)


def fusion_material_pool(duel: "Duel", player: int) -> list["Card"]:
    """The monsters in ``player``'s hand and the monsters they control, face-down ones included (a
    face-down monster may be Fusion Material, with its real name: FD-16): hand first, then the
    Monster Zones (Polymerization; Fusion Gate banishes them)."""
    hand = [c for c in duel.players[player].hand if c.data.is_monster]
    return hand + duel.monsters(player)


#: The summons that are Special Summons (rulebook "Special Summon": Fusion, Ritual, Xyz and Link
#: Summons are Special Summons).
SPECIAL_SUMMONS = frozenset({SummonType.SPECIAL, SummonType.FUSION, SummonType.RITUAL, SummonType.XYZ,
                             SummonType.LINK})


def was_special_summoned(card: "Card") -> bool:
    """Whether the monster on the field was Special Summoned (by any Special Summon, Fusion, Ritual,
    Xyz and Link Summons included). Kept when it is turned face-down (FD-25)."""
    return card.location.is_monster_zone and card.summon_type in SPECIAL_SUMMONS


def was_summoned_this_turn(duel: "Duel", monster: "Card") -> bool:
    """Whether ``monster`` was Normal Summoned, Flip Summoned or Special Summoned this turn (a Set
    is not a Summon; a Flip Summon is recorded by its turn, since a monster Summoned before and
    turned face-down keeps how it was Summoned: FD-25)."""
    if monster.flip_summoned_turn == duel.turn:
        return True
    if monster.summon_type in (None, SummonType.SET, SummonType.TRIBUTE_SET, SummonType.FLIP):
        return False
    return monster.turn_placed == duel.turn


def special_summoned_from_gy(card: "Card") -> bool:
    """Whether the monster on the field was Special Summoned from the GY. Where it came from is
    forgotten when it is turned face-down (FD-26), so after a face-down/face-up cycle this is False."""
    return was_special_summoned(card) and card.summoned_from is Location.GY


#: The player effect of Scapegoat: no Summons for the rest of the turn (Normal Set still allowed).
SUMMON_LOCK = "cannot_summon"

#: Log events that are a Summon by their player (a Set is not a Summon).
_SUMMON_EVENTS = frozenset({"normal_summon", "tribute_summon", "flip_summon", "special_summon",
                            "procedure_summon", "token_summon"})


def summon_locked(duel: "Duel", player: int) -> bool:
    """True when ``player`` cannot Summon monsters now: Scapegoat's lock this turn, or a Continuous
    Effect's (The Last Warrior from Another Planet): ``rules.summon.may_summon``."""
    return not may_summon(duel, player)


def summoned_this_turn(duel: "Duel", player: int) -> bool:
    """Whether ``player`` Summoned a monster this turn (Normal, Tribute, Flip or Special Summon;
    a Normal Set does not count).

    ``PlayerState.summons_this_turn`` counts only Special Summons (effects and procedures), so
    Normal, Tribute and Flip Summons are read from this turn's events as well.
    """
    if duel.players[player].summons_this_turn:
        return True
    for event in reversed(duel.events):
        if event.turn != duel.turn:
            break
        if event.kind in _SUMMON_EVENTS and event.player == player:
            return True
    return False


def can_summon_named(ctx: "Activation", name: str, places: frozenset[Location], own_way: bool = False) -> bool:
    """Whether the activating player has a card named ``name`` in ``places`` (their hand, Deck, GY)
    that :func:`summon_named` could Special Summon now: with ``own_way`` (a LV monster's next LV,
    Special Summoned by its proper way) any such card, else one :func:`can_special_summon` allows."""
    return bool(_named_pool(ctx, name, places, own_way))


def _named_pool(ctx: "Activation", name: str, places: frozenset[Location], own_way: bool) -> list["Card"]:
    duel = ctx.duel
    p = duel.players[ctx.player]
    pool: list["Card"] = []
    if Location.HAND in places:
        pool.extend(p.hand)
    if Location.DECK in places:
        pool.extend(reversed(p.deck))
    if Location.GY in places:
        pool.extend(reversed(p.gy))
    return [c for c in pool if c.name == name and (own_way or can_special_summon(duel, ctx.player, c))]


def summon_named(ctx: "Activation", name: str, places: frozenset[Location], own_way: bool = False) -> "Process":
    """The activating player Special Summons 1 ``name`` from ``places`` (their hand, Deck and/or GY),
    in the face-up position they choose; the Deck is shuffled if it came from there. With
    ``own_way`` it is the monster's proper way ("properly summoned": a LV monster's next LV,
    Horus the Black Flame Dragon LV8 included), else it must be a card
    :func:`can_special_summon` allows. Nothing happens while the player cannot Summon (Scapegoat).
    With no such card, the search found nothing (``search.fail_to_find``: under goat the Deck,
    and the hand when searched, are shown to the opponent). Returns the card Summoned, or None.
    Source: the texts of the LV monsters, Hand of Nephthys and the Skilled Magicians."""
    duel = ctx.duel
    if summon_locked(duel, ctx.player):
        return None
    pool = _named_pool(ctx, name, places, own_way)
    if not pool:
        fail_to_find(ctx, hand=Location.HAND in places)
        return None
    chosen = yield from ctx.select_cards(pool, "Choose the monster to Special Summon", look=True)
    if not chosen:
        return None
    monster = chosen[0]
    from_deck = monster.location is Location.DECK
    summoned = yield from duel.special_summon(monster, ctx.player, None, proper=own_way)
    if from_deck:
        duel.shuffle_deck(ctx.player)
    return summoned


#: Where a LV monster's next LV is Special Summoned from: "from your hand or Deck".
HAND_OR_DECK = frozenset({Location.HAND, Location.DECK})


def _level_up(card: "Card", next_name: str, event_kind: str, met: "Callable[[Activation], bool]",
              needs_next: bool) -> Effect:
    """The optional trigger "<when>: You can send this face-up card to the GY; Special Summon 1
    ``next_name`` from your hand or Deck", answering ``event_kind`` when ``met(ctx)`` holds."""

    def condition(ctx: "Activation") -> bool:
        this = ctx.this
        return (met(ctx) and this.location in MONSTER_ZONES and this.face_up
                and (not needs_next or can_summon_named(ctx, next_name, HAND_OR_DECK, own_way=True))
                and not summon_locked(ctx.duel, ctx.player))

    def can_pay(ctx: "Activation") -> bool:
        return ctx.card.valid and ctx.this.location in MONSTER_ZONES and ctx.this.face_up

    def cost(ctx: "Activation") -> None:
        ctx.duel.send_to_gy(ctx.this, reason="cost")

    def operation(ctx: "Activation") -> "Process":
        yield from summon_named(ctx, next_name, HAND_OR_DECK, own_way=True)

    # The words name no card: the Deck is secret, and an effect's text is shown to both players.
    text = "Send this face-up card to the GY: Special Summon the next LV from your hand or Deck"
    return Effect(card, EffectKind.TRIGGER, text, event=event_kind, range=MONSTER_ZONES, condition=condition,
                  cost=cost, can_pay=can_pay, operation=operation)


def extra_deck_name(duel: "Duel") -> str:
    """What the Extra Deck is called in the game format the duel is played in: "Fusion Deck" in the
    Goat format (the term until 13 August 2008), "Extra Deck" otherwise (decks.game_formats,
    ``DeckSizes.extra_name``)."""
    from duelcore.decks.game_formats import FORMATS

    fmt = FORMATS.get(duel.record.format) if duel.record.format else None
    return fmt.sizes.extra_name if fmt is not None else "Extra Deck"


def banished_monsters_of(duel: "Duel", player: int, side_of: "Callable[[Card], int] | None" = None) -> list["Card"]:
    """The face-up banished monsters that are ``player``'s to Special Summon (a face-down banished
    card is not: Different Dimension Capsule's UDE FAQ and Netrep, goatrulings.com "Dimension
    Fusion"): their own (by ownership), or with ``side_of`` those ``side_of(card)`` gives to
    ``player``, from both players' banished cards. In the order they were banished."""
    if side_of is None:
        pool = list(duel.players[player].banished)
    else:
        pool = [c for p in (0, 1) for c in duel.players[p].banished if side_of(c) == player]
    return [c for c in pool if c.data.is_monster and c.position is not None and c.position.face_up]


def special_summon_banished(ctx: "Activation", players: "Iterable[int]",
                            side_of: "Callable[[Card], int] | None" = None) -> "Process":
    """Each of ``players`` (in that order) Special Summons "as many of their banished monsters as
    possible": every one of their face-up banished monsters (:func:`banished_monsters_of`) that
    could be Special Summoned now (:func:`can_special_summon`: properly summoned if it must be;
    "cannot be Special Summoned by other ways" never), as many as they have usable Main Monster
    Zones; with more monsters than zones, that player chooses which ("If a player has more
    monsters removed from play than available spaces ... that player may choose", Netrep). Each
    chooses the zone and face-up Attack or Defense Position of each of theirs. All of them are
    Special Summoned as one action. Returns the monsters Special Summoned.

    Source: the texts of Dimension Fusion and Return from the Different Dimension; Netrep
    (goatrulings.com "Dimension Fusion": "You must fill up as many Monster Zone spaces as you can").
    """
    duel = ctx.duel
    summoned: list["Card"] = []
    with duel.simultaneous():
        for player in players:
            pool = [c for c in banished_monsters_of(duel, player, side_of) if can_special_summon(duel, player, c)]
            room = len(usable_main_monster_zones(duel, player))
            if not pool or not room:
                continue
            chosen = pool
            if len(pool) > room:
                chosen = yield from ctx.select_cards(pool, f"Choose {room} banished monster(s) to Special Summon", room,
                                                     player=player)
            for monster in chosen:
                done = yield from duel.special_summon(monster, player, position=None)
                if done is not None:
                    summoned.append(done)
    return summoned


def level_up_effects(card: "Card", next_name: str, *, needs_next: bool = True) -> list[Effect]:
    """"During the End Phase, if this card destroyed a monster by battle this turn: You can send
    this face-up card to the GY; Special Summon 1 ``next_name`` from your hand or Deck" (Horus the
    Black Flame Dragon LV4 and LV6).

    An optional "if" trigger (it does not miss the timing) raised at the start of the End Phase;
    cost: send this face-up card to the GY; the monster is Special Summoned by this effect as its
    proper way (``proper=True``), in the position its controller chooses. It needs that monster in
    the hand or Deck to be activated, and the player must be able to Summon (Scapegoat).

    With ``needs_next`` False (the LV monsters' texts of April 2005) it is activated even with no
    ``next_name`` in the hand or Deck, and then Special Summons nothing: the UDE FAQ of 2005 on
    Horus the Black Flame Dragon LV4, "If you don't have "Horus the Black Flame Dragon LV 6" in your
    hand or Deck, you can still send "Horus the Black Flame Dragon LV 4" to the Graveyard to activate
    its effect" (goatrulings.com, TheMTtakeover/goat-rulings horus-the-black-flame-dragon-lv4.md).
    """
    event_kind = "end_phase_destroyed_by_battle"

    def met(ctx: "Activation") -> bool:
        ev = ctx.event
        return (ev is not None and ctx.this in ev.cards
                and ctx.this.values.get("destroyed_by_battle_turn") == ctx.duel.turn)

    return [battle_destroyer(card, event_kind), _level_up(card, next_name, event_kind, met, needs_next)]


def standby_level_up(card: "Card", next_name: str, *, needs_next: bool = True) -> Effect:
    """"During your Standby Phase: You can send this face-up card to the GY; Special Summon 1
    ``next_name`` from your hand or Deck" (Dark Mimic LV1): the same optional trigger as
    :func:`level_up_effects`, on its controller's own "standby_phase" event, with ``needs_next``
    False for the texts of April 2005 ("during your Standby Phase, send this face-up card to the
    Graveyard to Special Summon 1 ...": activated with no next LV, as Horus LV4's UDE FAQ says of
    the same kind of effect; ProjectIgnis goat/c504700129.lua shows the hand and Deck then)."""

    def met(ctx: "Activation") -> bool:
        ev = ctx.event
        return ev is not None and ev.player == ctx.this.controller

    return _level_up(card, next_name, "standby_phase", met, needs_next)


def summoned_by_its_own_effect(ctx: "Activation") -> bool:
    """The trigger event of ``ctx`` is this card's Special Summon by its own effect ("If you Special
    Summon this card successfully in this way": Sacred Phoenix of Nephthys). The card must have
    :func:`note_summoner`'s Effects before this trigger in its list: the note is made as the event
    is raised, and read again when the trigger is activated, once nothing resolves any more."""
    ev = ctx.event
    return (ev is not None and ev.kind == "summoned" and ctx.this in ev.cards and ev.data.get("type") == "special"
            and summoned_by(ctx.this, ctx.this.data.name))


#: Where a monster notes the name of the card whose effect Special Summoned it (``Card.values``;
#: forgotten when it moves, or is turned face-down).
_SUMMONED_BY = "summoned_by"


def note_summoner(card: "Card") -> list[Effect]:
    """Two silent Effects (never activated) by which this card knows which card's effect Special
    Summoned it, for :func:`summoned_by` ("if this card was Special Summoned by the effect of "Dark
    Mimic LV1"": Dark Mimic LV3): when it is Special Summoned while a card's effect resolves, it
    notes that card's name; when it then leaves the field face-up for the GY, the GY card keeps the
    note (``Effect.on_leave``), so that its trigger there can read it. A monster that moved
    elsewhere or was turned face-down since has forgotten it (a new object: DESIGN §2, FD-21)."""

    def note(ctx: "Activation") -> bool:
        ev = ctx.event
        source = ctx.duel.resolving
        if ev is not None and ctx.this in ev.cards and ev.data.get("type") == "special" and source is not None:
            ctx.this.values[_SUMMONED_BY] = source.data.name
        return False

    def keep(duel: "Duel", this: "Card", values: dict, reason: str) -> None:
        if this.location is Location.GY and _SUMMONED_BY in values:
            this.values[_SUMMONED_BY] = values[_SUMMONED_BY]

    return [Effect(card, EffectKind.TRIGGER, "", event="summoned", range=MONSTER_ZONES, condition=note),
            Effect(card, EffectKind.CONTINUOUS, "", range=MONSTER_ZONES, on_leave=keep)]


def summoned_by(card: "Card", name: str) -> bool:
    """Whether ``card`` was Special Summoned by the effect of a card named ``name`` (noted by
    :func:`note_summoner`) and is still that object, or the GY card it became when it left the
    field from there."""
    return card.values.get(_SUMMONED_BY) == name


def tribute_summoned_trigger(card: "Card", text: str, operation: "Callable[[Activation], Process | None]", *,
                             mandatory: bool = True, **fields: Any) -> Effect:
    """"When this card is Tribute Summoned: ..." (the Monarchs): a Trigger Effect of this card on
    its own Tribute Summon (not a Tribute Set, which is no Summon: "If you Tribute Set "Zaborg the
    Thunder Monarch" face-down the effect is not activated", UDE FAQ). A mandatory one ("Discard 1
    random card ...": Thestalos; "Target 1 monster on the field; destroy that target": Zaborg)
    never misses the timing; an optional "When ... You can" one does (Mobius the Frost Monarch:
    "If "Mobius the Frost Monarch" is Tribute Summoned by the effect of "Ultimate Offering" in the
    middle of a chain ... you have missed the timing", UDE FAQ). ``fields`` are more Effect fields
    (the target step). Source: the Monarchs' texts and their UDE FAQs (goatrulings.com,
    TheMTtakeover/goat-rulings)."""
    return Effect(card, EffectKind.TRIGGER, text, event="summoned", mandatory=mandatory, when=not mandatory,
                  range=MONSTER_ZONES, condition=lambda ctx: summoned_this_way(ctx, "tribute"),
                  operation=operation, **fields)


#: Where a card in the GY notes the turn of the Standby Phase in which it returns (``Card.values``).
_REBIRTH_TURN = "rebirth_turn"


def standby_rebirth(card: "Card", text: str, destroyed: "Callable[[Activation, int], bool]",
                    once_per_turn: bool = False) -> list[Effect]:
    """"During your next Standby Phase after this card was destroyed ... and sent to the GY: Special
    Summon this card from the GY" (Sacred Phoenix of Nephthys, Vampire Lord).

    A silent listener on "destroyed" (the card is then in its owner's GY; a card banished instead
    is not) notes, when ``destroyed(ctx, i)`` holds for it (``i`` its index in the event: what
    destroyed it, from where), the turn of its owner's next Standby Phase: that same turn when it
    is destroyed in its owner's Draw Phase ("If "Sacred Phoenix of Nephthys" is destroyed during
    your Draw Phase, you can Special Summon it during the Standby Phase of that same turn", UDE
    FAQ), else the owner's next turn. In that Standby Phase a mandatory Trigger Effect in the GY,
    activated by its owner, Special Summons it (in the face-up position they choose) if it is still
    there; that chance is the only one: a Standby Phase skipped or a Summon that cannot be made is
    not made up later (Vampire Lord's UDE FAQ). ``once_per_turn`` for today's texts ("Once per
    turn, during your next Standby Phase"). Returns the two Effects.

    Source: the texts of Sacred Phoenix of Nephthys and Vampire Lord and their UDE FAQs of 2005
    (goatrulings.com, TheMTtakeover/goat-rulings sacred-phoenix-of-nephthys.md, vampire-lord.md)."""

    def note(ctx: "Activation") -> bool:
        ev = ctx.event
        this = ctx.this
        if ev is None or this not in ev.cards or not destroyed(ctx, ev.cards.index(this)):
            return False
        duel = ctx.duel
        if duel.turn_player == this.owner:
            turn = duel.turn if duel.phase is Phase.DRAW else duel.turn + 2
        else:
            turn = duel.turn + 1
        this.values[_REBIRTH_TURN] = turn
        return False

    def due(ctx: "Activation") -> bool:
        ev = ctx.event
        this = ctx.this
        return ev is not None and ev.player == this.owner and this.values.get(_REBIRTH_TURN) == ctx.duel.turn

    def operation(ctx: "Activation") -> "Process":
        this = ctx.this
        if ctx.card.valid and this.location is Location.GY and can_special_summon(ctx.duel, ctx.player, this):
            yield from ctx.duel.special_summon(this, ctx.player, None)

    limit = {"count_limit": 1} if once_per_turn else {}
    gy = frozenset({Location.GY})
    return [Effect(card, EffectKind.TRIGGER, "", event="destroyed", range=gy, condition=note),
            Effect(card, EffectKind.TRIGGER, text, event="standby_phase", mandatory=True, range=gy, condition=due,
                   operation=operation, **limit)]


def destroyed_by_effect(ctx: "Activation", index: int) -> bool:
    """For :func:`standby_rebirth`: the "destroyed" event of ``ctx`` was a destruction by a card
    effect (not by battle nor by the rules)."""
    return ctx.event is not None and ctx.event.reason == "effect"


#: "from your hand, Deck, or GY".
HAND_DECK_OR_GY = frozenset({Location.HAND, Location.DECK, Location.GY})


def tribute_this_to_summon(card: "Card", text: str, name: str, places: frozenset[Location],
                           ready: "Callable[[Activation], bool]", *, needs_next: bool = True) -> Effect:
    """"You can Tribute this card <when ``ready``>; Special Summon 1 ``name`` from ``places``": an
    Ignition Effect of the face-up card (Skilled Dark Magician, Skilled White Magician: "with 3
    Spell Counters on it"). It does not target: the monster is chosen on resolution ("This
    monster's effect does NOT target and you select the monster when you resolve the effect"). The
    player who Tributes it Special Summons, to their side ("the player who controlled and Tributed
    ... is the player who Special Summons"). Only with such a monster to Special Summon, unless
    ``needs_next`` is False (the texts of April 2005: "If there is no "Dark Magician" in your
    hand/Deck/Graveyard you can still activate this effect but your opponent can verify the
    contents to make certain, and then the effect disappears": ``search.fail_to_find``). Sources:
    the UDE FAQs of 2005 (goatrulings.com, TheMTtakeover/goat-rulings skilled-dark-magician.md,
    skilled-white-magician.md)."""
    from duelcore.cards.procedures.tributes import tribute_as_cost, tribute_cost_candidates

    def itself(ctx: "Activation") -> "Callable[[Card], bool]":
        return lambda m: m is ctx.this

    def condition(ctx: "Activation") -> bool:
        if summon_locked(ctx.duel, ctx.player):
            return False
        return not needs_next or can_summon_named(ctx, name, places, own_way=True)

    def can_pay(ctx: "Activation") -> bool:
        return ready(ctx) and bool(tribute_cost_candidates(ctx, itself(ctx)))

    def cost(ctx: "Activation") -> "Process":
        yield from tribute_as_cost(ctx, itself(ctx), "Tribute this card")

    def operation(ctx: "Activation") -> "Process":
        yield from summon_named(ctx, name, places)

    return Effect(card, EffectKind.IGNITION, text, range=MONSTER_ZONES, condition=condition, can_pay=can_pay,
                  cost=cost, operation=operation)
