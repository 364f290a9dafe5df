"""Wall of Illusion (13945283), Effect Monster, Level 4, DARK Fiend, 1000/1850: "If this card is
attacked by a monster, after damage calculation: Return that monster to the hand." """

from duelcore.cards.scripts import script
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.engine.effects import Effect, EffectKind


@script(13945283)
def wall_of_illusion(card):
    """Mandatory trigger on the "battled" event (raised after damage calculation) of a battle in
    which this card was the attack target: the attacking monster returns to its owner's hand. It
    activates even when this card or the attacker was destroyed by that battle (both are still on
    the field until the end of the Damage Step), so an attacker destroyed by battle goes to the hand
    instead of the GY. Nothing happens if the attacker already left the field (or is no longer the
    same object) when it resolves. Not applied when this card attacks. Source: card text ("after
    damage calculation"); rulebook "Damage Step"."""

    def attacked(ctx):
        ev = ctx.event
        return (ev is not None and ev.data.get("target") is ctx.this
                and ev.data.get("attacker") is not None and ctx.this.location.is_monster_zone)

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
