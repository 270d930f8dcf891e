"""The CPU (user + system) of one command line under two checkouts, run alternately so both meet the
same machine load: this checkout's installed code, and another's ``src`` first on PYTHONPATH.

    .venv/bin/python scripts/cpu_pairs.py --runs 12 --compare /path/to/checkout -- .venv/bin/wayfinder run ''
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
from pathlib import Path


def cpu_of(command: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--compare", type=Path, required=True, help="a checkout whose src alternates")
    parser.add_argument("command", nargs="+")
    args = parser.parse_args()
    root = args.compare.resolve()
    paths = [root / "src", *sorted((root / "packages").glob("*/src"))]
    variants = {
        "compared": {**os.environ, "PYTHONPATH": os.pathsep.join(str(p) for p in paths)},
        "this": dict(os.environ),
    }
    times: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(args.runs):
        for name, env in variants.items():
            times[name].append(cpu_of(args.command, env))
    for name, xs in times.items():
        print(
            f"{name}: CPU median {1000 * statistics.median(xs):.0f} ms, min {1000 * min(xs):.0f} ms, {len(xs)} runs"
        )
    print("load average (1, 5, 15 min): " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
