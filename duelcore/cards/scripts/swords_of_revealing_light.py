"""Swords of Revealing Light (72302403), Normal Spell: "After this card's activation, it remains on the
field, but you must destroy it during the End Phase of your opponent's 3rd turn. When this card is
activated: If your opponent controls a face-down monster, flip all monsters they control face-up. While
this card is face-up on the field, your opponent's monsters cannot declare an attack." (the same text in
April 2005)."""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.locks import attack_lock, remain_until_opponents_end_phase
from duelcore.cards.registry import script

#: The opponent's End Phase in which it is destroyed (their 3rd turn).
TURNS = 3


@script(72302403)
def swords_of_revealing_light(card):
    """As it is activated, the count of the opponent's turns starts and the card will remain on the
    field (``procedures.locks.remain_until_opponents_end_phase``): it is destroyed by the rules in
    the End Phase of the opponent's 3rd turn, even while its effects are negated. On resolution
    (even if the card was destroyed in response: Netrep), every face-down monster the opponent
    controls is flipped into face-up Defense Position at once, their FLIP effects activating
    together. While it is face-up on the field, its activation resolved and its effects not negated,
    the opponent's monsters cannot declare an attack (an attack already declared is not stopped:
    "cannot declare an attack").

    Source: card text; goatrulings.com "Swords of Revealing Light" (UDE FAQ: "This card must be on the
    field for its effect to be active"; several Flip Effect monsters flipped by it "are activated
    simultaneously"; with Imperial Order active "it will maintain its turn count, but it will NOT flip
    monsters face-up or prevent the opponent from attacking"; Netrep: "If Swords of Revealing Light is
    destroyed but not negated in a chain with its activation, Swords of Revealing Light will cause all
    monsters on the opponent's field to flip face-up")."""

    def as_activated(ctx):
        remain_until_opponents_end_phase(ctx, TURNS)

    def operation(ctx):
        duel = ctx.duel
        face_down = [m for m in duel.monsters(ctx.opponent) if not m.face_up]
        if face_down:
            with duel.simultaneous():
                for monster in face_down:
                    duel.change_to_face_up_defense(monster)

    def forbids(duel, this, monster):
        return monster.controller != this.controller

    return [spell_activation(card, "Flip all your opponent's monsters face-up; they cannot declare an attack",
                             operation, target=as_activated),
            attack_lock(card, "Your opponent's monsters cannot declare an attack", forbids, stops_attack=False)]
