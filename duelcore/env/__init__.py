"""duelcore.env: the duel as a PettingZoo AEC environment (``DuelEnv``), as a Gymnasium
single-agent environment against an opponent (``DuelGymEnv``, registered as
``"duelcore/Duel-v0"``), and their observation encoder.

Needs the ``env`` extra: ``pip install 'duelcore[env]'`` (numpy, PettingZoo, Gymnasium); without
it, importing this package raises ImportError naming the missing module and that command. Fields:
docs/ENV.md.
"""

#: The modules of the ``env`` extra (pyproject.toml), each importable by this name.
EXTRA_MODULES = ("numpy", "gymnasium", "pettingzoo")

try:
    import gymnasium

    from duelcore.env.aec import DuelEnv, slots_for_option
    from duelcore.env.encoding import EncoderConfig, ObservationEncoder
    from duelcore.env.gym import ENV_ID, DuelGymEnv
except ModuleNotFoundError as error:
    missing = (error.name or "").partition(".")[0]
    if missing not in EXTRA_MODULES:
        raise
    raise ImportError(f"duelcore.env needs the module {missing!r}, which is not installed: install the env extra "
                      f"with pip install 'duelcore[env]' (numpy, PettingZoo, Gymnasium)", name=missing) from error

if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point="duelcore.env.gym:DuelGymEnv")

__all__ = ["DuelEnv", "DuelGymEnv", "EncoderConfig", "ObservationEncoder", "ENV_ID", "slots_for_option"]
