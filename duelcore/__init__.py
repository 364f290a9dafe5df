"""duelcore: a Yu-Gi-Oh! OCG/TCG duel rules engine in pure Python."""

__version__ = "0.2.0"
