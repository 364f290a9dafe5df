"""Special Summons by card effects, what is known of how a monster was Summoned, summon locks and
LV monsters.

- :func:`can_special_summon`: whether a card could be Special Summoned by another card's effect now
  (Monster Reborn, Premature Burial, Call of the Haunted, Last Will and every other reviver);
  :func:`can_revive` for a target in a GY.
- :func:`each_player_special_summons`: each player Special Summons a monster to their own field,
  at the same time (The Shallow Grave).
- :func:`special_summon_from_deck`: Special Summon 1 card with a given name from the Deck
  (Kurivolt).
- :func:`recruit_from_deck` / :func:`recruit_trigger`: "When this card is destroyed by battle and
  sent to the GY: You can Special Summon 1 <kind of> monster from your Deck" (Mystic Tomato,
  Pyramid Turtle).
- :func:`fusion_material_pool`: the monsters a Fusion Summon may use from the hand and the field
  (Polymerization, Fusion Gate).
- :func:`was_special_summoned`, :func:`special_summoned_from_gy`: how a monster came to the field
  (Special Hurricane, Temple of the Sun; FD-25, FD-26); :func:`was_summoned_this_turn`: Normal,
  Flip or Special Summoned this turn (Array of Revealing Light; the Toons' texts of 2005).
- :data:`SUMMON_LOCK` / :func:`summon_locked` / :func:`summoned_this_turn`: Scapegoat's "You cannot
  Summon other monsters the turn you activate this card" (Polymerization, Parallel World Fusion,
  the Ritual Spells check it).
- :func:`level_up_effects`: "During the End Phase, if this card destroyed a monster by battle this
  turn: You can send this face-up card to the GY; Special Summon 1 <next LV> from your hand or
  Deck" (Horus the Black Flame Dragon LV6).

Source: the card texts; rulebook "Special Summon", "Battle Phase"; FD-16, FD-25, FD-26.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures.battle import battle_destroyer
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.search import fail_to_find
from duelcore.cards.procedures.triggers import destroyed_by_battle_to_gy
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, SummonType

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation


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
    if summon_locked(duel, player):
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
    """The activating player Special Summons 1 card named ``name`` from their Deck (chosen if
    several; the Deck is shuffled afterwards). Returns the card, or None when there is none or no
    zone. ``position`` None lets the player choose face-up Attack or Defense Position. With a free
    Main Monster Zone and no such card to Special Summon, the search found nothing
    (``search.fail_to_find``: under goat the Deck is shown to the opponent)."""
    duel = ctx.duel
    pool = [c for c in reversed(duel.players[ctx.player].deck) if c.name == name and can_special_summon(duel, ctx.player, c)]
    if not pool:
        if duel.players[ctx.player].free_main_monster_zones():
            fail_to_find(ctx)
        return None
    chosen = yield from ctx.select_cards(pool[:1], f"Choose 1 \"{name}\" in your Deck", 1, look=True)
    summoned = yield from duel.special_summon(chosen[0], ctx.player, position=position)
    duel.shuffle_deck(ctx.player)
    return summoned


def recruitable(ctx: "Activation", legal: "Callable[[Card], bool]") -> list["Card"]:
    """The cards of the activating player's Deck that meet ``legal`` and could be Special Summoned
    by them now (:func:`can_special_summon`), top of the Deck first."""
    duel = ctx.duel
    return [c for c in reversed(duel.players[ctx.player].deck) if legal(c) and can_special_summon(duel, ctx.player, c)]


def recruit_from_deck(ctx: "Activation", legal: "Callable[[Card], bool]", prompt: str, position=None) -> "Process":
    """The activating player Special Summons 1 monster that meets ``legal`` from their Deck (their
    choice among them), in ``position`` (None: face-up Attack or Defense Position, their choice),
    then shuffles the Deck. Returns the monster, or None when there was none or no zone. With a
    free Main Monster Zone and no such monster, the search found nothing
    (``search.fail_to_find``: under goat the Deck is shown to the opponent)."""
    duel = ctx.duel
    pool = recruitable(ctx, legal)
    if not pool:
        if duel.players[ctx.player].free_main_monster_zones():
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
    """True when ``player`` cannot Summon monsters this turn (Scapegoat)."""
    return duel.has_player_effect(player, SUMMON_LOCK)


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


def level_up_effects(card: "Card", next_name: str, *, needs_next: bool = True) -> list[Effect]:
    """"During the End Phase, if this card destroyed a monster by battle this turn: You can send
    this face-up card to the GY; Special Summon 1 ``next_name`` from your hand or Deck."

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

    def candidates(ctx: "Activation") -> list["Card"]:
        p = ctx.duel.players[ctx.player]
        return [c for c in list(p.hand) + list(reversed(p.deck)) if c.name == next_name]

    def condition(ctx: "Activation") -> bool:
        ev = ctx.event
        this = ctx.this
        return (ev is not None and this in ev.cards and this.location in MONSTER_ZONES and this.face_up
                and this.values.get("destroyed_by_battle_turn") == ctx.duel.turn
                and (bool(candidates(ctx)) or not needs_next) and not summon_locked(ctx.duel, ctx.player))

    def can_pay(ctx: "Activation") -> bool:
        return ctx.card.valid and ctx.this.location in MONSTER_ZONES and ctx.this.face_up

    def cost(ctx: "Activation") -> None:
        ctx.duel.send_to_gy(ctx.this, reason="cost")

    def operation(ctx: "Activation") -> "Process":
        duel = ctx.duel
        if summon_locked(duel, ctx.player):
            return
        pool = candidates(ctx)
        if not pool:
            fail_to_find(ctx, hand=True)  # its hand and Deck were searched in vain
            return
        chosen = yield from ctx.select_cards(pool, "Choose the monster to Special Summon", look=True)
        if not chosen:
            return
        monster = chosen[0]
        from_deck = monster.location is Location.DECK
        yield from duel.special_summon(monster, ctx.player, None, proper=True)
        if from_deck:
            duel.shuffle_deck(ctx.player)

    # The words name no card: the Deck is secret, and an effect's text is shown to both players.
    text = "Send this face-up card to the GY: Special Summon the next LV from your hand or Deck"
    trigger = Effect(card, EffectKind.TRIGGER, text,
                     event=event_kind, range=MONSTER_ZONES, condition=condition, cost=cost, can_pay=can_pay,
                     operation=operation)
    return [battle_destroyer(card, event_kind), trigger]
