"""The options every duel benchmark shares: how many duels, which decks, which game format, the
first seed and how many times to time them. Shared by ``random_duels.py`` and ``env_steps.py``."""

from __future__ import annotations

import argparse

from duelcore.decks.game_formats import FORMATS


def add_duel_options(ap: argparse.ArgumentParser, duels: int) -> None:
    """Add ``-n/--duels`` (default ``duels``), ``--decks A B``, ``--format``, ``--seed`` and
    ``--repeat`` to ``ap``."""
    ap.add_argument("-n", "--duels", type=int, default=duels, help=f"number of duels (default {duels})")
    ap.add_argument("--decks", nargs=2, default=None, metavar=("A", "B"),
                    help="the two decks (default: the format's, the Starter Decks yugi kaiba without one)")
    ap.add_argument("--format", dest="format_name", default=None, choices=["modern", "goat"],
                    help="the game format: its rules preset and card texts (default: none)")
    ap.add_argument("--seed", type=int, default=0, help="first seed; duel i uses seed + i")
    ap.add_argument("--repeat", type=int, default=1, help="play the same duels this many times (default 1)")


def check_duel_options(ap: argparse.ArgumentParser, args: argparse.Namespace) -> list[str]:
    """Refuse ``-n`` or ``--repeat`` below 1 (``ap.error`` exits with 2); return the two deck names:
    those given, else the format's default decks (``GameFormat.default_decks``)."""
    if args.duels < 1:
        ap.error("-n must be at least 1")
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    return args.decks or list(FORMATS[args.format_name or "modern"].default_decks)
