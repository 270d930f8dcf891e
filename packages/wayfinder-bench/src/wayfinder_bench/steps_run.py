"""Real runs for ``wayfinder bench steps``: the demo goals on the bundled sites (screenshots on, as a
person would run them) and the MiniWoB++ dev list. Their traces are what ``steps.py`` reads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from wayfinder.agent.run import run_agent
from wayfinder.demo.server import DemoServer
from wayfinder.errors import ConfigError
from wayfinder.settings import Settings, load_settings
from wayfinder_bench.miniwob import bench_settings, run_miniwob


@dataclass(frozen=True)
class DemoRun:
    goal: str
    terminal_reason: str | None
    error: str | None = None


@dataclass(frozen=True)
class MiniwobRun:
    episodes: int
    successes: int
    seconds: list[float]


def demo_settings(runs_dir: Path) -> Settings:
    """The demo's own settings: rules planner, headless, screenshots on every observation."""
    return load_settings(
        planner="rules",
        headless=True,
        runs_dir=runs_dir,
        interactive_prompts=False,
        observe_screenshot_mode="viewport",
    )


async def run_demo_goals(goals: Sequence[tuple[str, str]], runs_dir: Path) -> list[DemoRun]:
    """``goals``: (goal text, "shop" | "portal"). Each on a fresh browser, like ``wayfinder demo``."""
    settings = demo_settings(runs_dir)
    out = []
    with DemoServer() as server:
        for text, site in goals:
            server.reset()
            url = server.shop_url if site == "shop" else server.portal_url
            try:
                result = await run_agent(text, start_url=url, settings=settings)
            except ConfigError:
                raise
            except Exception as exc:  # one broken goal must not hide the others' timings
                out.append(DemoRun(text, None, f"{type(exc).__name__}: {exc}"))
                continue
            out.append(DemoRun(text, result.terminal_reason))
    return out


async def run_miniwob_dev(tasks: Sequence[str], seeds: Sequence[int], runs_dir: Path) -> MiniwobRun:
    results = await run_miniwob(tasks, seeds, bench_settings(runs_dir=runs_dir))
    rows = results.rows
    return MiniwobRun(len(rows), sum(1 for r in rows if r.success), [r.seconds for r in rows])
