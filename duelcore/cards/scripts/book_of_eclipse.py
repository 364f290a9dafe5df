"""Book of Eclipse (35480699), Quick-Play Spell: "Change all face-up monsters on the field to face-down
Defense Position. During the End Phase of this turn, change as many face-down Defense Position
monsters your opponent controls as possible to face-up Defense Position, then your opponent draws
cards equal to the number of monsters changed face-up by this effect." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import monsters_on_field
from duelcore.cards.procedures.positions import can_be_face_down
from duelcore.cards.registry import script
from duelcore.state.enums import Position


def affected(ctx):
    """The monsters this card changes face-down now: every face-up monster on the field except
    Tokens and Link Monsters, which cannot be face-down (FD-27)."""
    return [m for m in monsters_on_field(ctx) if can_be_face_down(m)]


def flip_face_up_and_draw(duel, _, opponent):
    """The End Phase action it leaves: every face-down Defense Position monster ``opponent``
    controls is changed to face-up Defense Position at once, then ``opponent`` draws 1 card for
    each."""
    flipped = [m for m in duel.monsters(opponent) if m.position is Position.FACE_DOWN_DEFENSE]
    with duel.simultaneous():
        for monster in flipped:
            duel.change_to_face_up_defense(monster)
    if flipped:
        duel.draw(opponent, len(flipped))


@script(35480699)
def book_of_eclipse(card):
    """Does not target. Resolution: every face-up monster on the field that can be face-down is
    changed to face-down Defense Position at once (each is reset: FD-20, FD-21); Tokens and Link
    Monsters are unaffected (FD-27). It cannot be activated when no monster could be changed
    (only Tokens, Link Monsters or face-down monsters on the field): an activation for no effect
    is not allowed (FD-27).

    End Phase of this turn (a delayed effect not tied to a card on the field,
    ``Duel.at_end_phase_of_turn``): every face-down Defense Position monster the opponent controls
    is changed to face-up Defense Position (flipped: FLIP effects activate), then the opponent
    draws as many cards as monsters were changed.
    Source: card text; FD-27 (seed ruling: Tokens and Link Monsters unaffected, no empty activation)."""

    def operation(ctx):
        duel = ctx.duel
        with duel.simultaneous():
            for monster in affected(ctx):
                if can_be_face_down(monster):
                    duel.change_to_face_down(monster)
        duel.at_end_phase_of_turn(flip_face_up_and_draw, ctx.opponent)

    return [spell_activation(card, "Change all face-up monsters on the field to face-down Defense Position", operation,
                             would_do_something=lambda ctx: bool(affected(ctx)))]
