"""How long `wayfinder run` takes from the command to its first observation (Chromium start included).

Starts the bundled demo server, then runs `wayfinder run GOAL --url SHOP --max-steps 1` N times and,
for each, reads the first `observe` record of its trace: its timestamp (the end of the observation)
minus the moment the command was started. Prints each run, the median, and a split: when the run
began (``run.json``'s ``started_at``: the agent imported, the goal read) and from there to the first
observation (what is left of the browser's launch, the page, Set-of-Mark).

``--compare CHECKOUT`` alternates every run with one of another checkout's code (its ``src`` first on
PYTHONPATH, the same interpreter and packages otherwise), so both see the same machine load:

    .venv/bin/python scripts/first_observation.py [--runs 10] [--wayfinder .venv/bin/wayfinder]
        [--compare /path/to/checkout-of-main]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from wayfinder.demo.server import DemoServer

Split = tuple[float, float, float]  # first observation, run began, began -> first observation (s)


def first_observation(wayfinder: str, url: str, runs_dir: Path, env: dict[str, str]) -> Split:
    started = time.time()
    subprocess.run(
        [wayfinder, "run", "open the Laptops category", "--url", url, "--max-steps", "1", "--headless",
         "--runs-dir", str(runs_dir), "--json"],
        capture_output=True, text=True, timeout=300, check=False, env={**os.environ, **env},
    )  # fmt: skip
    newest = max(runs_dir.iterdir(), key=lambda p: p.stat().st_mtime)
    began = float(json.loads((newest / "run.json").read_text())["started_at"])
    for line in (newest / "logs" / "trace.jsonl").read_text().splitlines():
        record = json.loads(line)
        if record.get("node") == "observe":
            ts = float(record["ts"])
            return ts - started, began - started, ts - began
    raise SystemExit(f"no observation in {newest}")


def _checkout_env(checkout: Path) -> dict[str, str]:
    paths = [checkout / "src", checkout / "packages" / "wayfinder-bench" / "src"]
    return {"PYTHONPATH": os.pathsep.join(str(p) for p in paths)}


def _report(name: str, splits: list[Split]) -> None:
    first, began, rest = (statistics.median(s[i] for s in splits) * 1000 for i in range(3))
    low = min(s[0] for s in splits) * 1000
    print(
        f"{name}: first observation median {first:.0f} ms (min {low:.0f}) over {len(splits)} runs; "
        f"the run began at {began:.0f} ms, then {rest:.0f} ms to the first observation"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--wayfinder", default=".venv/bin/wayfinder")
    parser.add_argument("--compare", type=Path, help="a checkout whose code alternates with this one's")
    args = parser.parse_args()
    variants: dict[str, dict[str, str]] = {"this": {}}
    if args.compare:
        variants = {"compared": _checkout_env(args.compare.resolve()), **variants}
    results: dict[str, list[Split]] = {name: [] for name in variants}
    with DemoServer() as server, tempfile.TemporaryDirectory() as tmp:
        for i in range(args.runs):
            for name, env in variants.items():
                runs_dir = Path(tmp) / name
                runs_dir.mkdir(exist_ok=True)
                split = first_observation(args.wayfinder, server.shop_url, runs_dir, env)
                results[name].append(split)
                print(f"run {i + 1} {name}: " + ", ".join(f"{s * 1000:.0f} ms" for s in split), flush=True)
    for name, splits in results.items():
        _report(name, splits)
    print("load average (1, 5, 15 min): " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
