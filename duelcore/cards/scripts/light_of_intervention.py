"""Light of Intervention (62867251), Continuous Trap: "While this card is on the field, Monster Cards
cannot be Set or flipped face-down. If a Monster Card would be Set, it must be Normal Summoned in
face-up Defense Position." """

from duelcore.cards.procedures.activation import no_effect, trap_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _applies(duel, card):
    """It applies while it is face-up on the field with its activation resolved (the engine's
    Continuous Effect rules: ``Duel.live_continuous_effects``)."""
    return True


@script(62867251)
def light_of_intervention(card):
    """Its activation does nothing by itself and may be made at any time a Normal Trap may (it does
    not answer a Summon). While it is face-up in the Spell & Trap Zone, for both players
    (``Effect.forbids_face_down``, read by ``Duel.face_down_forbidden``):

    - a monster cannot be Set: the option to Set it is a Normal Summon in face-up Defense Position
      (it uses the turn's Normal Summon, is a Summon Trap Hole can answer, and Scapegoat's lock
      forbids it);
    - a monster Special Summoned in face-down Defense Position (Cyber Jar, Nimble Momonga) is
      Special Summoned in face-up Defense Position instead;
    - no effect can change a monster to face-down (Book of Moon cannot target one, and does
      nothing if Light of Intervention applies by the time it resolves).

    Monsters already face-down stay face-down until flipped as usual. The same text in April 2005
    (no period variant).

    Source: card text; UDE FAQ (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/light-of-intervention.md)."""
    activation = trap_activation(card, "Activate Light of Intervention", no_effect)
    lock = Effect(card, EffectKind.CONTINUOUS, "Monsters cannot be Set or flipped face-down",
                  range=frozenset({Location.SPELL_TRAP_ZONE}), forbids_face_down=_applies)
    return [activation, lock]
