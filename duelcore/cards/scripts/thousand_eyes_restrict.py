"""Thousand-Eyes Restrict (63519819), Fusion Monster, Level 1, DARK Spellcaster, 0/0: ""Relinquished" +
"Thousand-Eyes Idol" / Other monsters on the field cannot change their battle positions or attack. Once
per turn: You can target 1 monster your opponent controls; equip that target to this card (max. 1).
This card's ATK/DEF become equal to that equipped monster's. If this card would be destroyed by battle,
destroy that equipped monster instead."

Its text of 2005 (MC1-EN004; the variant row Thousand-Eyes Restrict (GOAT), 504700102) says the same
in the words of its time: "As long as this card remains face-up on the field, other monsters cannot
change their Battle Positions or attack. Select 1 monster on your opponent's side of the field and
equip it to this card (this effect can only be used once per turn and you can only equip 1 monster at
a time to this card). ..." It has no variant: EDOPro's note on its Goat script ("Gains stats of trap
monsters as well") cannot happen with the Trap Cards duelcore plays, as for Relinquished (docs/GOAT.md).
"""

from duelcore.cards.procedures.equip import equips_opponents_monster
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(63519819)
def thousand_eyes_restrict(card):
    """Its materials (Relinquished + Thousand-Eyes Idol) are read from its text by the Fusion
    procedure; an Extra Deck monster, revivable only once properly summoned (Metamorphosis does
    not: UDE FAQ, goatrulings.com "Metamorphosis").

    - Continuous, while face-up: every other monster on the field, both players', cannot attack
      (``forbids_attack``; "cannot attack", so an attack already declared stops: ``stops_attack``)
      nor change its battle position by its controller's hand, a
      Flip Summon included (``forbids_position_change``); a card's effect may still change it
      (Book of Moon). Two of them lock each other: no monster may attack. Thousand-Eyes Restrict
      itself may attack.
    - Once per turn, Ignition: equip 1 monster the opponent controls to this card; its ATK/DEF
      become that monster's; if it would be destroyed by battle, that monster is destroyed
      instead (:func:`~duelcore.cards.procedures.equip.equips_opponents_monster`, shared with
      Relinquished). Under the goat preset's ignition priority its controller may use it right
      after the Summon, before the opponent can respond (docs/GOAT.md).

    Source: card text; Netrep (goatrulings.com "Thousand-Eyes Restrict": "Monsters may not have
    their positions manually changed", "Monsters may change their position through a card
    effect", "If two "Thousand Eyes-Restricts" are on the field, no monster may attack")."""

    def other_monster(duel, this, monster):
        return monster is not this and monster.location.is_monster_zone

    lock = Effect(card, EffectKind.CONTINUOUS, "Other monsters on the field cannot change their battle positions or attack",
                  range=MONSTER_ZONES, forbids_attack=other_monster, stops_attack=True,
                  forbids_position_change=other_monster)
    return [lock] + equips_opponents_monster(card, "Choose a monster to equip to Thousand-Eyes Restrict")
