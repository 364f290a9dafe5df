"""Game actions on a player: damage (to one player or to both at once), gaining, paying and
exchanging LP, rolling a die and tossing a coin.

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it): card
scripts and the rules call them on the duel they are given (``duel.damage(player, 500)``).

Source: rulebook "Life Points", "Dice", "Coins".
"""

from __future__ import annotations

from duelcore.state.card import Card


class PlayerActionsMixin:
    """LP, dice and coins (methods of Duel; see the module doc)."""

    def damage(self, player: int, amount: int, kind: str = "battle_damage") -> None:
        """``player`` takes ``amount`` damage (LP); LP do not go below 0.

        0 damage is no damage: nothing happens and no event is emitted; nor does any damage to a
        player under the player effect "no_damage" ("your opponent takes no damage": Crush Card
        Virus). The loss at 0 LP is decided by the next :meth:`check_win`.
        """
        if amount <= 0 or self.has_player_effect(player, "no_damage"):
            return
        p = self.players[player]
        p.lp = max(0, p.lp - amount)
        self.emit(kind, player, amount=amount, lp=p.lp)
        if p.lp == 0:
            self.mark_loss(player, "lp")

    def damage_both(self, amount: int, kind: str = "effect_damage") -> None:
        """Both players take ``amount`` damage (LP) at the same time, as one game action: each
        player's damage as :meth:`damage` gives it (the turn player's logged first), and the loss
        of a player at 0 LP decided for both together by the next :meth:`check_win`, so two
        players at 0 draw. Source: Ring of Destruction's text of 2005 ("inflict damage to both
        players equal to its ATK"; ProjectIgnis pre-errata/c511000824.lua applies both damages
        and completes them together); the period players' "tie" with it
        (cogonline.net/threads/ring-of-destruction-game-tie-rules.45660)."""
        with self.simultaneous():
            for player in (self.turn_player, 1 - self.turn_player):
                self.damage(player, amount, kind=kind)

    def exchange_lp(self, card: Card | None = None) -> None:
        """The two players exchange their current LP (by ``card``'s effect): each player's LP
        becomes what the other's was, as one game action; an "lp_exchanged" event gives both.
        It is neither damage nor a gain of LP. Source: Reversal Quiz's text ("exchange your
        current Life Points with your opponent's current ones")."""
        first, second = self.players
        first.lp, second.lp = second.lp, first.lp
        self.note_action()
        self.emit("lp_exchanged", None, card=card, lp_1=first.lp, lp_2=second.lp)

    def gain_lp(self, player: int, amount: int, card: Card | None = None) -> None:
        """``player`` gains ``amount`` LP (by ``card``'s effect); 0 or less gains nothing and
        records nothing, nor does a gain for a player whose LP already reached 0 (they have lost;
        the loss is declared at the next check). Emits "lp_gained" with the new LP. Source:
        rulebook "Life Points"."""
        if amount <= 0 or player in self._losers:
            return  # a player whose LP reached 0 has lost: a later gain does not save them
        p = self.players[player]
        p.lp += amount
        self.note_action()
        self.emit("lp_gained", player, card=card, amount=amount, lp=p.lp)

    def pay_lp(self, player: int, amount: int) -> None:
        """``player`` pays ``amount`` LP as a cost (it must be payable: LP >= amount)."""
        p = self.players[player]
        p.lp -= amount
        self.note_action()
        self.emit("paid_lp", player, amount=amount, lp=p.lp)
        if p.lp <= 0:
            p.lp = 0
            self.mark_loss(player, "lp")

    def roll_die(self, player: int, card: Card | None = None) -> int:
        """``player`` rolls a six-sided die (for ``card``'s effect): a result 1-6 from the duel's
        seeded random generator, so replays roll the same. Source: rulebook "Dice"."""
        result = self.rng.randint(1, 6)
        self.emit("die_rolled", player, card=card, result=result)
        self.note_action()
        return result

    def toss_coin(self, player: int, card: Card | None = None) -> str:
        """``player`` tosses a coin (for ``card``'s effect): "Heads" or "Tails" from the duel's
        seeded random generator, so replays toss the same. Source: rulebook "Coins"."""
        result = "Heads" if self.rng.randint(0, 1) == 0 else "Tails"
        self.emit("coin_tossed", player, card=card, result=result)
        self.note_action()
        return result
