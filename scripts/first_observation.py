"""How long `wayfinder run` takes from the command to its first observation (Chromium start included).

Starts the bundled demo server, then runs `wayfinder run GOAL --url SHOP --max-steps 1` N times and,
for each, reads the first `observe` record of its trace: its timestamp (the end of the observation;
for one the early browser took while the agent was imported, ``captured_early_at``: when it was
taken) minus the moment the command was started. Prints each run, the median, and a split: when the run
began (``run.json``'s ``started_at``: the agent imported, the goal read) and from there to the first
observation (what is left of the browser's launch, the page, Set-of-Mark), and the CPU the command's
own process and its browser (the Playwright driver, Chromium) had used when the observation was
taken (the last sample, every 20 ms, before it):
on a loaded machine the wall times grow with the load, the CPU much less.

``--slow-start S`` starts the runs on a page of this script's own that answers after S seconds (a
slow site: the early launch opens it while the agent is imported) instead of the demo shop.

``--compare CHECKOUT`` alternates every run with one of another checkout's code (its ``src`` first on
PYTHONPATH, the same interpreter and packages otherwise), so both see the same machine load:

    .venv/bin/python scripts/first_observation.py [--runs 10] [--wayfinder .venv/bin/wayfinder]
        [--compare /path/to/checkout-of-main] [--slow-start 1.5]
        [--browser /usr/lib/chromium/chromium --browser /usr/lib/chromium/chromium-headless-shell]

``--browser PATH`` (repeated) alternates the runs between browsers instead (``WAYFINDER_BROWSER_PATH``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import psutil

from wayfinder.demo.server import DemoServer

# first observation, run began, began -> first observation (wall, s); the CPU the wayfinder process
# and its descendants (the Playwright driver, Chromium) had used by the first observation (s)
Split = tuple[float, float, float, float, float]
POLL_S = 0.02


def _first_observe(runs_dir: Path) -> tuple[Path, float] | None:
    """The run directory and its first ``observe`` record's timestamp, once the trace has one."""
    for run in runs_dir.iterdir():
        trace = run / "logs" / "trace.jsonl"
        if not trace.exists():
            continue
        for line in trace.read_text().splitlines():
            try:
                record = json.loads(line)
            except ValueError:  # the line being written
                continue
            if record.get("node") == "observe":  # taken by the early browser: when it was taken
                early = (record.get("observe") or {}).get("captured_early_at")
                return run, float(early or record["ts"])
    return None


def _cpu(proc: psutil.Process) -> tuple[float, float]:
    """CPU seconds (user + system) of ``proc`` itself and of its live descendants."""
    own = proc.cpu_times()
    rest = 0.0
    for child in proc.children(recursive=True):
        with contextlib.suppress(psutil.Error):
            times = child.cpu_times()
            rest += times.user + times.system
    return own.user + own.system, rest


def first_observation(wayfinder: str, url: str, runs_dir: Path, env: dict[str, str]) -> Split:
    """One ``wayfinder run``; the CPU is sampled when its first observation appears in the trace
    (within ``POLL_S``), so the Python CPU before it does not depend on the machine's load."""
    started = time.time()
    proc = subprocess.Popen(
        [wayfinder, "run", "open the Laptops category", "--url", url, "--max-steps", "1", "--headless",
         "--runs-dir", str(runs_dir), "--json"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, **env},
    )  # fmt: skip
    watched = psutil.Process(proc.pid)
    samples: list[tuple[float, tuple[float, float]]] = []  # (when, CPU): the observation may be recorded
    found = None  # after it was taken (an early one is recorded when the run's graph begins)
    while found is None and proc.poll() is None:
        with contextlib.suppress(psutil.Error):
            samples.append((time.time(), _cpu(watched)))
        found = _first_observe(runs_dir)
        time.sleep(POLL_S)
    proc.wait(timeout=300)
    found = found or _first_observe(runs_dir)
    if found is None:
        raise SystemExit(f"no observation in {runs_dir}")
    run, ts = found
    cpu = next((c for t, c in reversed(samples) if t <= ts), (0.0, 0.0))  # the last sample before it
    began = float(json.loads((run / "run.json").read_text())["started_at"])
    shutil.rmtree(run)  # the next run's first observation is the only one in runs_dir
    return ts - started, began - started, ts - began, cpu[0], cpu[1]


SLOW_PAGE = (
    b"<!doctype html><title>Slow shop</title><h1>Slow shop</h1><nav><a href='/laptops'>Laptops</a> "
    b"<a href='/phones'>Phones</a></nav><input type=search placeholder='Search'><button>Go</button>"
)


@contextlib.contextmanager
def slow_site(delay_s: float) -> Iterator[str]:
    """A page on 127.0.0.1 that answers every request after ``delay_s`` seconds."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            time.sleep(delay_s)
            with contextlib.suppress(OSError):  # the run ended and its browser left meanwhile
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(SLOW_PAGE)))
                self.end_headers()
                self.wfile.write(SLOW_PAGE)

        def log_message(self, *args: object) -> None:
            return

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


def _checkout_env(checkout: Path) -> dict[str, str]:
    paths = [checkout / "src", checkout / "packages" / "wayfinder-bench" / "src"]
    return {"PYTHONPATH": os.pathsep.join(str(p) for p in paths)}


def _report(name: str, splits: list[Split]) -> None:
    first, began, rest, own, browser = (statistics.median(s[i] for s in splits) * 1000 for i in range(5))
    low = min(s[0] for s in splits) * 1000
    print(
        f"{name}: first observation median {first:.0f} ms (min {low:.0f}) over {len(splits)} runs; "
        f"the run began at {began:.0f} ms, then {rest:.0f} ms to the first observation; CPU by then: "
        f"{own:.0f} ms in wayfinder's process, {browser:.0f} ms in the browser's (driver and Chromium)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--wayfinder", default=".venv/bin/wayfinder")
    parser.add_argument("--compare", type=Path, help="a checkout whose code alternates with this one's")
    parser.add_argument("--slow-start", type=float, help="start on a page answering after this many seconds")
    parser.add_argument(
        "--browser",
        action="append",
        default=[],
        help="alternate runs with this browser (WAYFINDER_BROWSER_PATH)",
    )
    args = parser.parse_args()
    variants: dict[str, dict[str, str]] = {"this": {}}
    if args.compare:
        variants = {"compared": _checkout_env(args.compare.resolve()), **variants}
    if args.browser:
        variants = {Path(b).name: {"WAYFINDER_BROWSER_PATH": b} for b in args.browser}
    results: dict[str, list[Split]] = {name: [] for name in variants}
    with contextlib.ExitStack() as stack:
        if args.slow_start is not None:
            start = stack.enter_context(slow_site(args.slow_start))
        else:
            start = stack.enter_context(DemoServer()).shop_url
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        for i in range(args.runs):
            for name, env in variants.items():
                runs_dir = Path(tmp) / name
                runs_dir.mkdir(exist_ok=True)
                split = first_observation(args.wayfinder, start, runs_dir, env)
                results[name].append(split)
                print(f"run {i + 1} {name}: " + ", ".join(f"{s * 1000:.0f} ms" for s in split), flush=True)
    for name, splits in results.items():
        _report(name, splits)
    print("load average (1, 5, 15 min): " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
