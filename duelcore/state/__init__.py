"""The duel state as data: cards, zones and players, the effect model, events, Decisions, rule flags,
seeds and who may see what.

This layer holds what a duel *is* at a moment; the rules (``duelcore.rules``) change it and the
engine (``duelcore.engine``) runs it. It imports nothing above it: no rule, no engine module and
no card script (the layers are listed in ``pyproject.toml``, ``[tool.importlinter]``).
"""
