"""MiniWoB++ results: one row per episode, aggregates per task and overall, JSON and a markdown table.

Pure data and formatting, no browser, so scoring and reporting are unit-testable. Success is judged on
the latched RAW reward (== 1, within 1e-9): the time-scaled reward depends on how fast the machine and
the planner are, which says nothing about whether the task was done right.
"""

from __future__ import annotations

import platform
from dataclasses import asdict, dataclass, field
from statistics import fmean
from typing import Any

SUCCESS_EPS = 1e-9


def is_success(raw_reward: float) -> bool:
    """Raw reward 1 is success; partial credit (some tasks give 0 < r < 1) is not."""
    return raw_reward >= 1.0 - SUCCESS_EPS


@dataclass(frozen=True)
class EpisodeRow:
    """One episode. ``error`` is a harness-side problem (the page did not start, the run raised)."""

    task: str
    seed: int
    utterance: str
    done: bool
    raw_reward: float
    reward: float
    reward_reason: str | None
    success: bool
    terminal_reason: str | None
    terminal_type: str | None
    steps: int
    planner_calls: int
    seconds: float
    run_dir: str | None
    error: str | None = None
    last_actions: tuple[str, ...] = ()  # the agent's last actions and its ending, from the trace

    @property
    def false_success(self) -> bool:
        """The agent claimed goal_satisfied while the page did not score the episode 1."""
        return self.terminal_reason == "goal_satisfied" and not self.success


@dataclass(frozen=True)
class Aggregate:
    """Means over a group of episodes (a task, or all of them)."""

    name: str
    episodes: int
    successes: int
    success_rate: float
    mean_raw_reward: float
    mean_steps: float
    mean_planner_calls: float
    mean_seconds: float
    terminal_reasons: dict[str, int] = field(default_factory=dict)
    false_successes: int = 0  # ended goal_satisfied while the page's raw reward was not 1


@dataclass
class BenchResults:
    """Everything one benchmark run produced."""

    planner: str
    seeds: list[int]
    max_steps: int
    rows: list[EpisodeRow]
    per_task: list[Aggregate]
    overall: Aggregate


def _mean(values: list[float]) -> float:
    return round(fmean(values), 4) if values else 0.0


def aggregate(name: str, rows: list[EpisodeRow]) -> Aggregate:
    """The aggregate of ``rows`` under ``name``; zeros for an empty group."""
    successes = sum(1 for r in rows if r.success)
    reasons: dict[str, int] = {}
    for r in rows:
        key = r.terminal_reason or "none"
        reasons[key] = reasons.get(key, 0) + 1
    return Aggregate(
        name=name,
        episodes=len(rows),
        successes=successes,
        success_rate=round(successes / len(rows), 4) if rows else 0.0,
        mean_raw_reward=_mean([r.raw_reward for r in rows]),
        mean_steps=_mean([float(r.steps) for r in rows]),
        mean_planner_calls=_mean([float(r.planner_calls) for r in rows]),
        mean_seconds=_mean([r.seconds for r in rows]),
        terminal_reasons=reasons,
        false_successes=sum(1 for r in rows if r.false_success),
    )


def build_results(rows: list[EpisodeRow], *, planner: str, seeds: list[int], max_steps: int) -> BenchResults:
    """Group rows by task (in first-seen order) and aggregate each group and the whole."""
    order: list[str] = []
    groups: dict[str, list[EpisodeRow]] = {}
    for r in rows:
        if r.task not in groups:
            order.append(r.task)
            groups[r.task] = []
        groups[r.task].append(r)
    per_task = [aggregate(t, groups[t]) for t in order]
    return BenchResults(planner, list(seeds), max_steps, list(rows), per_task, aggregate("overall", rows))


def results_json(results: BenchResults) -> dict[str, Any]:
    """Every row and aggregate as plain JSON data (what ``--json OUT`` writes)."""
    return {
        "benchmark": "miniwob",
        "planner": results.planner,
        "seeds": results.seeds,
        "max_steps": results.max_steps,
        "machine": {"python": platform.python_version(), "platform": platform.platform()},
        "overall": asdict(results.overall),
        "tasks": [asdict(a) for a in results.per_task],
        "episodes": [{**asdict(r), "false_success": r.false_success} for r in results.rows],
    }


def _md_row(a: Aggregate, *, bold: bool = False) -> str:
    name = f"**{a.name}**" if bold else f"`{a.name}`"
    cells = [
        name,
        f"{a.successes}/{a.episodes}",
        f"{a.success_rate * 100:.0f}%",
        str(a.false_successes),
        f"{a.mean_raw_reward:.2f}",
        f"{a.mean_steps:.1f}",
        f"{a.mean_planner_calls:.1f}",
        f"{a.mean_seconds:.1f}",
    ]
    return "| " + " | ".join(cells) + " |"


def markdown_table(results: BenchResults) -> str:
    """A markdown table (one row per task, then the overall row) for docs/BENCHMARKS.md."""
    lines = [
        "| task | solved | success | false successes | mean raw reward | mean steps | mean planner calls | mean s |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    lines += [_md_row(a) for a in results.per_task]
    lines.append(_md_row(results.overall, bold=True))
    return "\n".join(lines) + "\n"
