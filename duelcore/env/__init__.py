"""duelcore.env: the duel as a PettingZoo AEC environment (``DuelEnv``), as a Gymnasium
single-agent environment against an opponent (``DuelGymEnv``, registered as
``"duelcore/Duel-v0"``), and their observation encoder.

Needs the ``env`` extra: ``pip install 'duelcore[env]'`` (numpy, PettingZoo, Gymnasium). Fields:
docs/ENV.md.
"""

import gymnasium

from duelcore.env.aec import DuelEnv, slots_for_option
from duelcore.env.encoding import EncoderConfig, ObservationEncoder
from duelcore.env.gym import ENV_ID, DuelGymEnv

if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point="duelcore.env.gym:DuelGymEnv")

__all__ = ["DuelEnv", "DuelGymEnv", "EncoderConfig", "ObservationEncoder", "ENV_ID", "slots_for_option"]
