"""Deck lists and the file formats: the :class:`~duelcore.formats.decklist.Deck` (three passcode
lists), ``.ydk`` files (:mod:`~duelcore.formats.ydk`), ``ydke://`` links (:mod:`~duelcore.formats.ydke`),
their writers (:mod:`~duelcore.formats.writing`) and ``lflist.conf`` banlists
(:mod:`~duelcore.formats.lflist`). FORMATS.md section 4 describes each format.
"""
