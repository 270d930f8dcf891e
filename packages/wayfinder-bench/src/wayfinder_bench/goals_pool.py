"""Goal suites on the batch worker pool (``wayfinder bench goals --workers N``).

Each worker starts its own copy of every site it meets (the provider's ``start``: a demo server, a
Django app...) and keeps it, so ``site.reset()`` before a goal never disturbs a goal running in
another worker; it has one browser and gives each goal a fresh context, and each goal is exactly
``goals_run.run_goal``, judged the same way. Rows come back in suite and goal order.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Sequence
from typing import Any

from wayfinder.batch.pool import LocalPool
from wayfinder.batch.recycle import Recycle
from wayfinder.batch.runner import Outcome, ShouldStop, Task
from wayfinder.browser.launch import SharedBrowser
from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected
from wayfinder.settings import Settings
from wayfinder_bench.goals import Suite
from wayfinder_bench.goals_run import GoalRow, OnGoal, run_goal
from wayfinder_bench.goals_sites import Site, SiteProvider, prepare, site_provider

GOAL_LIMIT_S = 600.0


class GoalsRunner:
    """One worker: a browser, and each site started on first use and kept until the worker ends.

    The pool's stop is not passed into a goal (``run_goal`` runs it as ``wayfinder run`` would); the
    per-goal ceiling and Ctrl-C end a stuck goal by ending its worker."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.shared: SharedBrowser | None = None
        self.stack = contextlib.ExitStack()
        self.sites: dict[str, tuple[SiteProvider, Site]] = {}
        self.expected: dict[str, dict[str, dict[str, Expected]]] = {}

    async def start(self) -> None:
        self.shared = await SharedBrowser(self.settings).start()

    def _site(self, key: str) -> tuple[SiteProvider, Site]:
        if key not in self.sites:
            provider = site_provider(key)
            self.sites[key] = (provider, self.stack.enter_context(provider.start()))
        return self.sites[key]

    async def run(self, payload: tuple[Suite, str], should_stop: ShouldStop) -> GoalRow:
        assert self.shared is not None
        suite, goal_id = payload
        provider, site = self._site(suite.site)
        if suite.path not in self.expected:
            self.expected[suite.path] = prepare(provider, site, suite)
        goal = next(g for g in suite.goals if g.id == goal_id)
        expected = self.expected[suite.path][goal_id]
        return await run_goal(provider, site, suite, goal, expected, self.settings, self.shared)

    async def close(self) -> None:
        self.stack.close()
        if self.shared is not None:
            await self.shared.stop()


def _dead_row(suite: Suite, goal_id: str, outcome: Outcome) -> GoalRow:
    goal = next(g for g in suite.goals if g.id == goal_id)
    return GoalRow(
        suite=suite.name,
        part=suite.part,
        id=goal_id,
        goal=goal.goal,
        outcome="error",
        why=outcome.error or "no result",
        error=outcome.error,
        seconds=outcome.seconds,
    )


def run_suites_pool(
    suites: Sequence[Suite],
    settings: Settings,
    workers: int,
    *,
    only: Sequence[str] = (),
    on_goal: OnGoal | None = None,
    limit_s: float = GOAL_LIMIT_S,
) -> list[GoalRow]:
    """Every selected goal of every suite on ``workers`` processes; rows in suite and goal order."""
    known = {g.id for s in suites for g in s.goals}
    unknown = [i for i in only if i not in known]
    if unknown:
        raise ConfigError(f"--only {unknown[0]!r} is not a goal id of these suites")
    for suite in suites:  # an unknown site is the suite's mistake: say so before any worker starts
        site_provider(suite.site)
    keyed: dict[str, tuple[Suite, str]] = {
        f"{index}:{goal.id}": (suite, goal.id)
        for index, suite in enumerate(suites)
        for goal in suite.goals
        if not only or goal.id in only
    }
    rows: dict[str, GoalRow] = {}

    def done(outcome: Outcome) -> None:
        suite, goal_id = keyed[outcome.key]
        row = outcome.result if isinstance(outcome.result, GoalRow) else _dead_row(suite, goal_id, outcome)
        rows[outcome.key] = row
        if on_goal is not None:
            on_goal(row)

    factory: Any = functools.partial(GoalsRunner, settings)
    recycle = Recycle.from_settings(settings)
    pool = LocalPool(factory, workers, limit_s=limit_s, on_done=done, recycle=recycle)
    pool.run([Task(key, pair) for key, pair in keyed.items()])
    if pool.fatal:
        raise ConfigError(pool.fatal)
    return [rows[key] for key in keyed if key in rows]
