"""duelcore.env: the duel as a PettingZoo AEC environment (``DuelEnv``) and its observation encoder.

Needs the ``env`` extra: ``pip install 'duelcore[env]'`` (numpy, PettingZoo, Gymnasium). Fields:
docs/ENV.md.
"""

from duelcore.env.aec import DuelEnv
from duelcore.env.encoding import EncoderConfig, ObservationEncoder

__all__ = ["DuelEnv", "EncoderConfig", "ObservationEncoder"]
