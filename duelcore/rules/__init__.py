"""The rules of the duel, one module per part of the rulebook, and the game actions.

The procedures of the rulebook (functions that take the duel they run on):

- :mod:`duelcore.rules.turn`: Turn Structure (phases, the Draw Phase, the hand limit, Setting Spells and Traps).
- :mod:`duelcore.rules.summon`: Normal Summon, Tribute Summon, Set, Flip Summon, changing battle positions.
- :mod:`duelcore.rules.tributes`: what may be Tributed, and for how many Tributes.
- :mod:`duelcore.rules.special_summon`: Fusion, Ritual, Xyz and Link Summons and other summon procedures.
- :mod:`duelcore.rules.zones`: the zones a summoned monster may go to (Extra Monster Zones, Link Arrows).
- :mod:`duelcore.rules.battle`: the Battle Phase, attacks, replays and the Damage Step.
- :mod:`duelcore.rules.windows`, :mod:`duelcore.rules.activation`, :mod:`duelcore.rules.chain`:
  response windows, whether an effect may be activated now, and chains (activating, responding,
  resolving, triggers, delayed effects).
- :mod:`duelcore.rules.why_not`: why a player cannot use a card now, naming the rule.
- :mod:`duelcore.rules.stats`: derived ATK and DEF.

The game actions and look-ups, methods of :class:`duelcore.engine.duel.Duel` (mixins composed
into it): :mod:`~duelcore.rules.moves` (moving cards), :mod:`~duelcore.rules.monster_changes`
(Special Summons by an effect, positions, control), :mod:`~duelcore.rules.player_actions` (LP,
dice, coins), :mod:`~duelcore.rules.lasting` (lingering and delayed effects, End Phase actions),
:mod:`~duelcore.rules.trigger_events` and :mod:`~duelcore.rules.continuous` (the Continuous
Effects that apply now, the state check).

This layer imports the duel state (``duelcore.state``) and the card data, never the engine or a
card script (the layers are listed in ``pyproject.toml``, ``[tool.importlinter]``).
"""
