"""The engine: the public :class:`~duelcore.engine.duel.Duel` and what runs it.

- :mod:`duelcore.engine.duel`: ``Duel``, composed of the state, the rules' game actions and the
  modules below; starting a duel from two decks, a board set-up or a record.
- :mod:`duelcore.engine.processor`: the processor and the decision protocol (``apply_action``).
- :mod:`duelcore.engine.view`: the duel as one player may know it, and ``why_not``.
- :mod:`duelcore.engine.canonical`: the canonical state, its hash and the replay header.
- :mod:`duelcore.engine.setup`: a duel from a board set-up.
- :mod:`duelcore.engine.replay`, :mod:`duelcore.engine.replay_file`: writing, reading and
  verifying replays.
- :mod:`duelcore.engine.invariants`: the checks every Decision must pass (soaks and tests).

The engine imports the rules and the state, never a card script: it finds the scripts through
:mod:`duelcore.cards.registry` (the layers are listed in ``pyproject.toml``, ``[tool.importlinter]``).
"""
