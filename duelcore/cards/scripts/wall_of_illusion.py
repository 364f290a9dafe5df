"""Wall of Illusion (13945283), Effect Monster, Level 4, DARK Fiend, 1000/1850: "If this card is
attacked by a monster, after damage calculation: Return that monster to the hand." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind


@script(13945283)
def wall_of_illusion(card):
    """Mandatory trigger on the "battled" event (raised after damage calculation) of a battle in
    which this card was the attack target: the attacking monster returns to its owner's hand. It
    activates even when this card was destroyed by that battle (it is still on the field until the
    end of the Damage Step), but not when the attacker was: an attacker destroyed by battle is
    already destroyed, so it goes to the GY, not to the hand. Nothing happens if the attacker
    already left the field (or is no longer the same object) when it resolves. Not applied when
    this card attacks. Source: card text ("after damage calculation"); UDE's FAQ for Wall of
    Illusion, quoted on Yugipedia "Card Rulings:Wall of Illusion" ("If Wall of Illusion is attacked
    when it is in Attack Position, and wins, the opponent's monster gets destroyed and doesn't go
    back in the owner's hand"); the same for Kelbek (Fluorohydride/ygopro pull 1464); rulebook
    "Damage Step"."""

    def attacked(ctx):
        ev = ctx.event
        attacker = None if ev is None else ev.data.get("attacker")
        return (ev is not None and ev.data.get("target") is ctx.this and attacker is not None
                and not attacker.destroyed_by_battle and ctx.this.location.is_monster_zone)

    def remember(ctx):
        ctx.values["attacker"] = ctx.event.data["attacker"].ref()
        return
        yield

    def operation(ctx):
        ref = ctx.values.get("attacker")
        if ref is not None and ref.valid and ref.card.location.is_monster_zone:
            ctx.duel.return_to_hand(ref.card)
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Return the monster that attacked this card to the hand",
                   event="battled", mandatory=True, damage_step=True, range=MONSTER_ZONES,
                   condition=attacked, target=remember, operation=operation)]
