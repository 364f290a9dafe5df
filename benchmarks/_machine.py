"""What a speed figure depends on: the CPU's name, the number of cores, the Python version and the
load average. Shared by the benchmarks (``random_duels.py``, ``compare.py``); imports nothing of
duelcore."""

from __future__ import annotations

import os
import platform


def cpu_name() -> str:
    """The CPU's model name (from /proc/cpuinfo where there is one, else what the platform says)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine_line() -> str:
    """One line: the CPU, its number of cores, the Python version and the 1-minute load average now
    (a busy machine gives lower figures)."""
    return (f"machine: {cpu_name()}, {os.cpu_count()} cores; Python {platform.python_version()}; "
            f"load average {os.getloadavg()[0]:.2f} at the start")
