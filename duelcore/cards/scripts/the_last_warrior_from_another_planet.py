"""The Last Warrior from Another Planet (86099788), Fusion Monster, Level 7, EARTH Warrior, 2350/2300:
""Zombyra the Dark" + "Maryokutai" / If this card is Special Summoned: Destroy all other monsters you
control. Neither player can Summon monsters."

Its text of 2005: "When this card is Special Summoned, destroy all monsters on your side of the field
except this card. As long as this card remains face-up on the field, neither player can Normal Summon,
Flip Summon, or Special Summon any monster." It plays the same (no variant): the trigger is mandatory
either way, so it never misses the timing.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.summoning import SPECIAL_SUMMONS
from duelcore.cards.procedures.triggers import summoned_this_way
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

#: The summon types of the "summoned" trigger event that are Special Summons.
_SPECIAL = tuple(t.name.lower() for t in SPECIAL_SUMMONS)


@script(86099788)
def the_last_warrior_from_another_planet(card):
    """An Extra Deck monster (its materials read from its text), revivable only once properly
    summoned; Metamorphosis may Special Summon it from a Level 7 monster.

    - Mandatory Trigger Effect when it is Special Summoned (by a Fusion Summon, Metamorphosis or any
      other Special Summon): every other monster its controller controls is destroyed, face-down
      ones included.
    - Continuous, while face-up: neither player can Summon monsters (Normal, Tribute, Flip and
      Special Summons, Fusion and Ritual Summons, Tokens: ``forbids_summon``); a Set is allowed,
      and a monster flipped face-up by an effect or an attack is not a Summon. It may itself be
      Tributed for a Tribute Summon, which is then allowed (rules.summon.summon_lock_block).

    Source: card text; UDE FAQ and Netrep (goatrulings.com "The Last Warrior from Another Planet":
    "Monsters may still be Set while this card is on the field", "This card may be Tributed to
    Tribute Summon a Level 5 or higher monster", "Neither player can activate "Scapegoat", "Magical
    Hats", "Monster Reborn"", "does not prevent monsters from being Flipped by other means", Fusion
    and Ritual Summons are Special Summons and are not allowed)."""

    def operation(ctx):
        duel = ctx.duel
        others = [m for m in duel.monsters(ctx.player) if m is not ctx.this]
        if others:
            duel.destroy(others, by=ctx.player)

    purge = Effect(card, EffectKind.TRIGGER, "Destroy all other monsters you control", event="summoned",
                   mandatory=True, range=MONSTER_ZONES, condition=lambda ctx: summoned_this_way(ctx, *_SPECIAL),
                   operation=operation)
    lock = Effect(card, EffectKind.CONTINUOUS, "Neither player can Summon monsters", range=MONSTER_ZONES,
                  forbids_summon=lambda duel, this, player: True)
    return [purge, lock]
