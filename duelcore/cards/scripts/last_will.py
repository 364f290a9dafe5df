"""Last Will (85602018), Normal Spell: "If a monster on your side of the field was sent to your
Graveyard this turn, you can Special Summon 1 monster with an ATK of 1500 points or less from your
Deck once during this turn. Then shuffle your Deck." """

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.summoning import can_special_summon
from duelcore.cards.registry import script
from duelcore.state.effects import Activation, Effect, EffectKind, TriggerEvent
from duelcore.state.lasting import ProcedureCall
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.lasting import DelayedEffect

#: Player effect (this turn): a monster on that player's side of the field was sent to their GY.
SENT_FLAG = "monster_sent_from_field_to_own_gy"
_EVERYWHERE = frozenset(Location)
#: The highest (printed) ATK a monster Last Will Special Summons may have, in points.
MAX_ATK = 1500


def sent_from_own_field(event: TriggerEvent, player: int) -> bool:
    """Whether the "sent_to_gy" trigger ``event`` sent a monster from ``player``'s side of the
    field to ``player``'s GY: a card that left a Monster Zone while ``player`` controlled it
    (``Card.left_field_controller``) and is now in the GY of ``player`` (its owner). A monster
    sent from the hand or Deck, the opponent's monster, a monster ``player`` owns but the opponent
    controlled, and one ``player`` controlled that went to the opponent's GY do not count. Any
    way of being sent counts: destroyed by battle or by an effect, Tributed, sent as a cost.
    Source: Last Will's card text ("a monster on your side of the field was sent to your
    Graveyard")."""
    for card, before in zip(event.cards, event.previous):
        if before is None or not before.is_monster_zone or card.location is not Location.GY:
            continue
        if card.owner == player and card.left_field_controller == player:
            return True
    return False


def _note_sent(ctx: Activation) -> bool:
    """Silent listener on "sent_to_gy": note, for this turn, each player whose monster went from
    their side of the field to their own GY (player effect SENT_FLAG). Never activates (answers
    False)."""
    ev = ctx.event
    if ev is None:
        return False
    for player in (0, 1):
        if sent_from_own_field(ev, player) and not ctx.duel.has_player_effect(player, SENT_FLAG):
            ctx.duel.add_player_effect(player, SENT_FLAG)
    return False


def _candidates(duel: "Duel", player: int) -> list["Card"]:
    """The monsters with MAX_ATK or less printed ATK in ``player``'s Deck that could be Special
    Summoned to their field now (top of the Deck first). A monster whose printed ATK is "?" has
    no ATK in the Deck and is not one (the usual ruling for "with N or less ATK" in the Deck)."""
    deck = duel.players[player].deck
    return [c for c in reversed(deck) if c.data.is_monster and c.data.atk is not None and c.data.atk <= MAX_ATK
            and can_special_summon(duel, player, c)]


def _summon_from_deck(ctx: Activation) -> "Process":
    """``ctx.player`` may Special Summon 1 monster with MAX_ATK or less ATK from their Deck, in
    face-up Attack or Defense Position of their choice ("Choose none" declines), then shuffles the
    Deck. The Deck's monsters are shown to that player only; the opponent learns only the card
    Special Summoned. Nothing happens (no Decision, no shuffle) when no monster qualifies."""
    duel = ctx.duel
    pool = _candidates(duel, ctx.player)
    if not pool:
        return
    chosen = yield from ctx.select_cards(pool, f"Choose a monster with {MAX_ATK} or less ATK to Special Summon",
                                         optional=True, look=True)
    for c in chosen:
        yield from duel.special_summon(c, ctx.player, None)
    duel.shuffle_deck(ctx.player)


def _sent_from_own_field_later(duel: "Duel", event: TriggerEvent, player: int) -> bool:
    """The delayed effect's test (a ProcedureCall): :func:`sent_from_own_field` for ``player``."""
    return sent_from_own_field(event, player)


def _delayed_summon(duel: "Duel", delayed: "DelayedEffect", card: "Card", activation: Effect) -> "Process":
    """The delayed effect's operation (a ProcedureCall): the Special Summon from the Deck, made
    by the player it was left on, as Last Will's effect (``card``, its card activation)."""
    yield from _summon_from_deck(Activation(duel, activation, delayed.player, card.ref()))


@script(85602018)
def last_will(card: "Card") -> list[Effect]:
    """Last Will's card activation, and a silent listener that notes the monsters sent from a
    player's side of the field to their GY this turn.

    On resolution, if a monster on its activating player's side of the field was already sent to
    their GY this turn (by any means: battle, effect, Tribute, cost), that player can Special
    Summon 1 monster with 1500 or less (printed) ATK from their Deck at once (face-up Attack or
    Defense Position; "Choose none" declines), then shuffles the Deck.

    If none was sent yet, the resolution leaves a delayed effect on that player for the rest of
    the turn (Duel.add_delayed_effect): the first time afterwards that a monster on their side of
    the field is sent to their GY, they can make that Special Summon as soon as the game is
    settled again (after the chain or action that sent it and the triggers that followed; after
    the Damage Step for a monster destroyed by battle). That summon is applied, not activated: no
    Chain Link. It is offered once per resolved Last Will (declining it, or having no monster to
    summon then, spends it), and the chance ends at the end of the turn. Each resolved Last Will
    gives its own.

    Source: card text; rulings (Yugipedia "Card Rulings: Last Will": the Special Summon makes no
    Chain Link and is not made in the Damage Step; 2 Last Wills give 2 Special Summons)."""
    def operation(ctx: Activation) -> "Process":
        duel = ctx.duel
        if duel.has_player_effect(ctx.player, SENT_FLAG):
            yield from _summon_from_deck(ctx)
            return
        duel.add_delayed_effect(ctx.player, card.name, "sent_to_gy",
                                ProcedureCall(_sent_from_own_field_later, (ctx.player,)),
                                ProcedureCall(_delayed_summon, (ctx.this, ctx.effect)))

    activation = spell_activation(card, f"Special Summon 1 monster with {MAX_ATK} or less ATK from your Deck", operation)
    listener = Effect(card, EffectKind.TRIGGER, "", event="sent_to_gy", range=_EVERYWHERE, condition=_note_sent)
    return [activation, listener]


# ----------------------------------------------------------------------------- the text of April 2005

#: Player effect (this turn) a resolved Last Will of April 2005 leaves on its player: its "state".
#: Its value is a dict: "card", the uid of that Last Will card; "met", the action number of the
#: first sending of one of that player's monsters from their side of the field to their GY since
#: the state began (None until then). The state is used (removed) when its effect is activated.
STATE_2005 = "last_will_state_2005"


def _states(duel: "Duel", player: int) -> list:
    """The Last Will states (PlayerEffects of STATE_2005) ``player`` has this turn."""
    return [pe for pe in duel.player_effects
            if pe.player == player and pe.flag == STATE_2005 and pe.expires_turn >= duel.turn]


def _note_state_met(ctx: Activation) -> bool:
    """Silent listener on "sent_to_gy": the first sending of a player's monster from their side of
    the field to their GY meets every state of theirs not met yet (its action number is noted); a
    later sending meets none. Never activates (answers False)."""
    ev = ctx.event
    if ev is None:
        return False
    for player in (0, 1):
        if sent_from_own_field(ev, player):
            for state in _states(ctx.duel, player):
                if state.value["met"] is None:
                    state.value["met"] = ev.action
    return False


def _state_of(ctx: Activation):
    """The state this Last Will card left on the trigger's player that the trigger's event meets
    (its first sending since the state began), or None."""
    ev = ctx.event
    if ev is None:
        return None
    for state in _states(ctx.duel, ctx.player):
        if state.value["card"] != ctx.this.uid:
            continue
        if state.value["met"] == ev.action or (state.value["met"] is None and sent_from_own_field(ev, ctx.player)):
            return state
    return None


@script(85602018, texts="2005")
def last_will_2005(card: "Card") -> list[Effect]:
    """The text of April 2005: "You can only use this card's effect once, and only during this turn.
    When a monster on your side of the field is sent to your Graveyard, you can Special Summon 1
    monster with an ATK of 1500 points or less from your Deck. Then shuffle your Deck."

    On resolution it leaves a "state" on its player for the rest of the turn (``STATE_2005``); a
    monster sent before it resolved does not count ("'Last Will' must be activated before the
    monster is sent to the Graveyard"). The next time a monster on that player's side of the field
    is sent to their GY (by any means: battle, an effect, a Tribute for a Tribute Summon or a cost),
    they can activate its effect: an optional Trigger Effect of this card wherever it is now, which
    does not miss the timing, is a Chain Link the opponent can respond to, goes on the chain with the
    other triggers of that moment in their order, and is activated in the Damage Step too ("just like
    'Giant Rat'"). It Special Summons 1 monster with 1500 or less (printed) ATK from the Deck, in
    face-up Attack or Defense Position, then the Deck is shuffled (:func:`_summon_from_deck`). That
    first sending is the only chance: not activated then, the state expires. Each resolved Last Will
    leaves its own state (2 Last Wills: 2 Special Summons at that sending).

    Sources: the period text: cards.goat.en.cdb's variant row Last Will (GOAT) 504700147
    (duelcore/cards/data/texts-2005.json); UDE FAQ and Netrep rulings of the period (goatrulings.com,
    TheMTtakeover/goat-rulings goat-indv-rulings/last-will.md: "creates a state whereby, the next time
    during that turn when your monster is sent from your side of the field to your Graveyard, you may
    Special Summon ... 'Last Will's' state then ends"; "must be activated before the monster is sent
    to the Graveyard"; Tributes count; resolved in the Battle Phase "just like 'Giant Rat'"; the
    order of effects chosen with a Graveyard effect); goatformat.com "Ruling Notice: Last Will" (the
    state uses the Chain, and must be used, if at all, the first time); the card's reprint in
    Tournament Pack 7 (November 2005) changed its text and rulings (Metagame.com article, mirrored at
    kperovic.com/metagame ArticleId 6095 and 6222). EDOPro's Goat script (ProjectIgnis/CardScripts
    goat/c504700147.lua) also counts only the monsters sent after it resolved; it asks yes or no in a
    mandatory trigger where the goatformat.com notice has an optional activation, which is followed.
    """

    def operation(ctx: Activation) -> None:
        ctx.duel.add_player_effect(ctx.player, STATE_2005, {"card": ctx.this.uid, "met": None})

    def condition(ctx: Activation) -> bool:
        return _state_of(ctx) is not None

    def would_do_something(ctx: Activation) -> bool:
        return bool(_candidates(ctx.duel, ctx.player))

    def use_state(ctx: Activation) -> None:
        state = _state_of(ctx)
        if state is not None:
            ctx.duel.player_effects.remove(state)

    activation = spell_activation(card, f"Special Summon 1 monster with {MAX_ATK} or less ATK from your Deck", operation)
    trigger = Effect(card, EffectKind.TRIGGER, f"Special Summon 1 monster with {MAX_ATK} or less ATK from your Deck",
                     event="sent_to_gy", range=_EVERYWHERE, condition=condition, would_do_something=would_do_something,
                     target=use_state, operation=_summon_from_deck)
    listener = Effect(card, EffectKind.TRIGGER, "", event="sent_to_gy", range=_EVERYWHERE, condition=_note_state_met)
    return [activation, listener, trigger]
