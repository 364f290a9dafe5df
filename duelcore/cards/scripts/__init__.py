"""Card scripts: one small module per card, named after the card (``pot_of_greed.py``).

Each module registers the card's script under its passcode with
:func:`duelcore.cards.registry.script`; the engine finds the scripts through that registry,
which loads this package by name the first time a script is needed (it never imports a card
module itself). Scripts read like the card's text and use the shared procedures of
:mod:`duelcore.cards.procedures`. Source: DESIGN §7.
"""
