"""The rules of the duel, one module per part of the rulebook.

- :mod:`duelcore.rules.turn`: Turn Structure (phases, the Draw Phase, the hand limit).
- :mod:`duelcore.rules.summon`: Normal Summon, Tribute Summon, Set, Flip Summon, changing battle positions.
- :mod:`duelcore.rules.battle`: the Battle Phase, attacks, replays and the Damage Step.
"""
