"""How long `wayfinder run` takes from the command to its first observation (Chromium start included).

Starts the bundled demo server, then runs `wayfinder run GOAL --url SHOP --max-steps 1` N times and,
for each, reads the first `observe` record of its trace: its timestamp (the end of the observation)
minus the moment the command was started. Prints each run and the median.

    .venv/bin/python scripts/first_observation.py [--runs 10] [--wayfinder .venv/bin/wayfinder]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from wayfinder.demo.server import DemoServer


def first_observation(wayfinder: str, url: str, runs_dir: Path) -> float:
    started = time.time()
    subprocess.run(
        [wayfinder, "run", "open the Laptops category", "--url", url, "--max-steps", "1", "--headless",
         "--runs-dir", str(runs_dir), "--json"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    newest = max(runs_dir.iterdir(), key=lambda p: p.stat().st_mtime)
    for line in (newest / "logs" / "trace.jsonl").read_text().splitlines():
        record = json.loads(line)
        if record.get("node") == "observe":
            return float(record["ts"]) - started
    raise SystemExit(f"no observation in {newest}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--wayfinder", default=".venv/bin/wayfinder")
    args = parser.parse_args()
    with DemoServer() as server, tempfile.TemporaryDirectory() as tmp:
        times = [first_observation(args.wayfinder, server.shop_url, Path(tmp)) for _ in range(args.runs)]
    for i, t in enumerate(times, 1):
        print(f"run {i}: {t * 1000:.0f} ms")
    print(f"median {statistics.median(times) * 1000:.0f} ms, min {min(times) * 1000:.0f} ms over {len(times)} runs")


if __name__ == "__main__":
    main()
