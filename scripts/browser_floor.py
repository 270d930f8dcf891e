"""The floor under `wayfinder run`'s first observation: a bare Playwright start, Chromium's launch, a new
page, ``goto`` of the demo shop and one ``evaluate``, in a fresh Python process (no wayfinder code on
the path), with the wall time of each stage from the command and the CPU the process and its browser
(the Playwright driver, Chromium) had used when the ``evaluate`` returned.

Each variant is one set of Chromium flags (or executable); the variants alternate run by run so they
meet the same machine load. ``--variants`` picks some of :data:`VARIANTS` by name.

    .venv/bin/python scripts/browser_floor.py [--runs 8] [--variants project,direct,...]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import time

import psutil
from first_observation import _cpu

from wayfinder.browser.launch import CALM_FLAGS, DRIVER_NODE_OPTIONS, chromium_args, driver_compile_cache
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings

# A bare start in a child process: marks are wall seconds since the epoch, printed as one JSON line
# once the evaluate returned; the browser stays open until the parent closes stdin (so the parent
# can read the CPU of the whole tree at that moment).
CHILD = r"""
import asyncio, json, sys, time
marks = {"python": time.time()}
from playwright.async_api import async_playwright
marks["import"] = time.time()
exe, url, args = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
async def main():
    pw = await async_playwright().start()
    marks["driver"] = time.time()
    browser = await pw.chromium.launch(executable_path=exe, headless=True, args=args,
                                       ignore_default_args=["--disable-popup-blocking"])
    marks["launch"] = time.time()
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    marks["page"] = time.time()
    await page.goto(url)
    marks["goto"] = time.time()
    await page.evaluate("document.querySelectorAll('*').length")
    marks["evaluate"] = time.time()
    print(json.dumps(marks), flush=True)
    sys.stdin.read()
    await browser.close()
    await pw.stop()
asyncio.run(main())
"""

WRAPPER = "/usr/bin/chromium"  # Debian's shell launcher (sources /etc/chromium.d, then execs the binary)
BINARY = "/usr/lib/chromium/chromium"
SHELL_WRAPPER = "/usr/bin/chromium-headless-shell"  # Debian's chromium-headless-shell (a one-line sh)
SHELL = "/usr/lib/chromium/chromium-headless-shell"


def _project() -> list[str]:
    return chromium_args(Settings())


def _with(*extra: str, features: tuple[str, ...] = ()) -> list[str]:
    args = [a for a in _project() if not a.startswith("--disable-features=")]
    merged = next(a for a in _project() if a.startswith("--disable-features="))
    if features:
        merged += "," + ",".join(features)
    return [*args, *extra, merged]


VARIANTS: dict[str, tuple[str, list[str]]] = {
    "project": (WRAPPER, _project()),  # the flags of this checkout
    # main 4ae4e43: the one --disable-features replaced Playwright's list
    "main": (WRAPPER, ["--no-sandbox", *CALM_FLAGS, "--disable-features=QueueNavigationsWhileWaitingForCommit"]),
    "direct": (BINARY, _project()),
    # before round 17's PreloadTopChromeWebUI: the project's flags without it
    "preload-webui": (WRAPPER, [a.replace(",PreloadTopChromeWebUI", "") for a in _project()]),
    "no-zygote": (WRAPPER, _with("--no-zygote")),
    "in-process-gpu": (WRAPPER, _with("--in-process-gpu")),
    "renderer-limit": (WRAPPER, _with("--renderer-process-limit=1")),
    "no-site-isolation": (WRAPPER, _with("--disable-site-isolation-trials", features=("IsolateOrigins", "site-per-process"))),
    "no-extensions": (WRAPPER, _with("--disable-extensions", "--disable-component-extensions-with-background-pages")),
    "all-safe": (BINARY, _with("--no-zygote", "--in-process-gpu")),
    # round 18: the headless shell (old headless: the content layer without Chrome's UI)
    "shell": (SHELL_WRAPPER, _project()),
    "shell-direct": (SHELL, _project()),
}  # fmt: skip

# "+cache": the driver's Node with its compile cache (launch.driver_compile_cache)
CACHE = driver_compile_cache({}) or ""
VARIANTS["project+cache"] = VARIANTS["project"]
VARIANTS["all-safe+cache"] = VARIANTS["all-safe"]
STAGES = ("python", "import", "driver", "launch", "page", "goto", "evaluate")


def one_run(executable: str, args: list[str], url: str, env: dict[str, str]) -> dict[str, float]:
    """Wall seconds of each stage from the command, and the CPU (s) of Python and of the browser."""
    started = time.time()
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, executable, url, json.dumps(args)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "NODE_OPTIONS": DRIVER_NODE_OPTIONS, **env},
    )  # fmt: skip
    assert proc.stdout is not None and proc.stdin is not None
    line = proc.stdout.readline()
    own, browser = (0.0, 0.0)
    kinds: dict[str, float] = {}
    with contextlib.suppress(psutil.Error):
        root = psutil.Process(proc.pid)
        own, browser = _cpu(root)
        kinds = _by_kind(root)
    proc.stdin.close()
    proc.wait(timeout=120)
    if not line:
        raise SystemExit(f"the bare start failed with {executable} {args}")
    marks = json.loads(line)
    out = {name: marks[name] - started for name in STAGES}
    out["cpu_python"], out["cpu_browser"] = own, browser
    out.update({f"kind:{k}": v for k, v in kinds.items()})
    return out


def _by_kind(root: psutil.Process) -> dict[str, float]:
    """The browser's CPU (s) by process: the driver (node), Chromium's browser process, and each
    ``--type=`` (zygote, gpu-process, utility, renderer), so the floor shows where it goes."""
    kinds: dict[str, float] = {}
    for child in root.children(recursive=True):
        with contextlib.suppress(psutil.Error):
            cmd = child.cmdline()
            kind = child.name()
            typed = [a.split("=", 1)[1] for a in cmd if a.startswith("--type=")]
            if typed:
                kind = typed[0]
                sub = [a.split("=", 1)[1].split(".")[-1] for a in cmd if a.startswith("--utility-sub-type=")]
                kind += f"({sub[0]})" if sub else ""
            elif kind.startswith("chrom"):
                kind = "browser"
            times = child.cpu_times()
            kinds[kind] = kinds.get(kind, 0.0) + times.user + times.system
    return kinds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--show-args", action="store_true", help="print each variant's flags")
    args = parser.parse_args()
    names = [n.strip() for n in args.variants.split(",") if n.strip()]
    results: dict[str, list[dict[str, float]]] = {n: [] for n in names}
    load = [os.getloadavg()[0]]
    with DemoServer() as server:
        for _ in range(args.runs):
            for name in names:
                executable, flags = VARIANTS[name]
                env = {"NODE_COMPILE_CACHE": CACHE} if name.endswith("+cache") else {}
                results[name].append(one_run(executable, flags, server.shop_url, env))
            load.append(os.getloadavg()[0])
    print(f"load (1 min) during the runs: {min(load):.1f}-{max(load):.1f}")
    header = " ".join(f"{s:>8s}" for s in STAGES[1:])
    print(
        f"{'variant (medians, ms from the command)':40s} {header} {'cpu py':>8s} {'cpu br':>8s} {'cpu all':>8s}"
    )
    for name, runs in results.items():
        med = {k: 1000 * statistics.median(r[k] for r in runs) for k in runs[0]}
        total = 1000 * statistics.median(r["cpu_python"] + r["cpu_browser"] for r in runs)
        cols = " ".join(f"{med[s]:8.0f}" for s in STAGES[1:])
        print(f"{name:40s} {cols} {med['cpu_python']:8.0f} {med['cpu_browser']:8.0f} {total:8.0f}")
        kinds = sorted({k for r in runs for k in r if k.startswith("kind:")})
        print(
            "    "
            + ", ".join(f"{k[5:]} {1000 * statistics.median(r.get(k, 0.0) for r in runs):.0f}" for k in kinds)
        )
        if args.show_args:
            print("   ", VARIANTS[name][0], " ".join(VARIANTS[name][1]))


if __name__ == "__main__":
    main()
