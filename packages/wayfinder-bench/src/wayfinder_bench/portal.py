"""``wayfinder bench portal``: the HTTP script against the browser script, side by side.

For each demo portal variant the workflow walks the portal once (that writes and tests the browser
script and, when the results come from plain HTTP, the HTTP script). Then both scripts run the same
search ``repeat`` times each, with ``--delay 0`` (the delay is politeness, not speed), and the median
wall time of each is taken. Rows must be identical for a ratio to count.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from wayfinder.demo.server import DemoServer
from wayfinder.portal.verify import parse_rows
from wayfinder.settings import Settings

# case name -> (variant, search). Small cases have two pages of results; large ones are a bulk
# scrape of one portal (9 to 24 pages), where the per-page cost of a browser shows.
CASES: dict[str, tuple[int, dict[str, str]]] = {
    "1": (1, {"Last name": "Nguyen"}),
    "2": (2, {"Last name": "Nguyen"}),
    "3": (3, {"Last name": "Nguyen"}),
    "5": (5, {"Search": "Oak"}),
    "6": (6, {"Last name": "Nguyen"}),
    "7": (7, {"Last name": "Nguyen"}),
    "8": (8, {"Last name": "Nguyen"}),
    "1-large": (1, {"Date from": "01/01/2023"}),
    "5-large": (5, {"Search": "a"}),
    "6-large": (6, {"Document type": "Deed"}),
}
DEFAULT_CASES = ("1", "5", "6", "7", "8", "2", "1-large", "5-large", "6-large")


@dataclass
class PortalBench:
    case: str
    variant: int
    status: str
    script_kind: str
    rows: int
    browser_ms: list[float] = field(default_factory=list)
    http_ms: list[float] = field(default_factory=list)
    same_rows: bool = False
    note: str = ""

    @property
    def browser_median(self) -> float | None:
        return statistics.median(self.browser_ms) if self.browser_ms else None

    @property
    def http_median(self) -> float | None:
        return statistics.median(self.http_ms) if self.http_ms else None

    @property
    def ratio(self) -> float | None:
        b, h = self.browser_median, self.http_median
        return b / h if b and h and self.same_rows else None

    def to_json(self) -> dict[str, Any]:
        return {
            **asdict(self),
            "browser_median_ms": self.browser_median,
            "http_median_ms": self.http_median,
            "ratio": self.ratio,
        }


def time_script(path: str, repeat: int, timeout_s: float = 180) -> tuple[list[float], str]:
    """Run ``path --delay 0`` ``repeat`` times; wall times in ms and the last stdout."""
    times, out = [], ""
    for _ in range(repeat):
        started = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, path, "--delay", "0"], capture_output=True, text=True, timeout=timeout_s
        )
        times.append((time.perf_counter() - started) * 1000)
        if proc.returncode != 0:
            raise RuntimeError(f"{path} exited {proc.returncode}: {proc.stderr.strip()[-300:]}")
        out = proc.stdout
    return times, out


async def bench_case(server: DemoServer, case: str, settings: Settings, repeat: int) -> PortalBench:
    from wayfinder.portal.run import run_portal

    variant, search = CASES[case]
    result = await run_portal(server.portal_variant_url(variant), search, settings)
    kind = str(result.state.get("script_kind") or "")
    bench = PortalBench(case, variant, result.status, kind, result.rows_written)
    if result.status != "DONE" or not result.script_path:
        bench.note = result.message
        return bench
    browser = str(result.state.get("browser_script_path") or result.script_path)
    bench.browser_ms, browser_out = time_script(browser, repeat)
    if kind != "http":
        bench.note = str(result.state.get("http_note") or "no HTTP script")
        return bench
    bench.http_ms, http_out = time_script(result.script_path, repeat)
    bench.same_rows = parse_rows(browser_out) == parse_rows(http_out)
    if not bench.same_rows:
        bench.note = "the two scripts wrote different rows"
    return bench


async def run_portal_bench(
    cases: tuple[str, ...], repeat: int, settings: Settings | None = None
) -> list[PortalBench]:
    from wayfinder.settings import load_settings

    with tempfile.TemporaryDirectory(prefix="wf-bench-portal-") as tmp:
        settings = settings or load_settings(headless=True, runs_dir=Path(tmp) / "runs")
        with DemoServer() as server:
            return [await bench_case(server, c, settings, repeat) for c in cases]


def results_json(results: list[PortalBench], repeat: int, load: str) -> dict[str, Any]:
    ratios = [r.ratio for r in results if r.ratio is not None]
    return {
        "repeat": repeat,
        "load_average": load,
        "cases": [r.to_json() for r in results],
        "median_ratio": statistics.median(ratios) if ratios else None,
        "min_ratio": min(ratios) if ratios else None,
    }


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"
