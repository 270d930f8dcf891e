"""The recorder: write each goal's gold trajectory from its site's recipe, keeping it only when it is
right by the suite's own checks.

For every goal of the suites: the site's recipe book (``recipes/``) plans the steps a careful person
takes and the answer they give (knowing the right one from the check data); the steps are played
through the real graph on a clean site (``replays.py``); the trajectory is kept only when every step
was found and done and the suite's checks hold: the gold answer matches the expected value, the run
ended on the expected page, the site's state is as expected (a goal that cannot succeed: the run
ended as the suite expects and its guards hold). The verifier's verdict does not decide what is
gold: measuring it is what the gold is for (``verify.py``).

``wayfinder bench gold SUITE...`` runs it: after a change of the data seed, or of a site's pages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from wayfinder.browser.launch import SharedBrowser
from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected, match_answer
from wayfinder.settings import Settings
from wayfinder_bench.goals import Goal, Suite
from wayfinder_bench.goals_sites import Site, SiteProvider, prepare, site_provider
from wayfinder_bench.gold.model import GoldStep, GoldTrajectory, fingerprint, gold_path, load_gold, save_gold
from wayfinder_bench.gold.recipes import RecipeInput, book_for, plan_goal
from wayfinder_bench.gold.recipes.base import Plan
from wayfinder_bench.gold.replays import Replay, replay


@dataclass
class RecordRow:
    suite: str
    id: str
    recipe: str = ""
    ok: bool = False
    why: str = ""
    steps: int = 0
    negatives: int = 0


OnRecord = Callable[[RecordRow], None]


def goal_fingerprint(goal: Goal, expected: dict[str, Expected]) -> str:
    return fingerprint(goal.goal, {kind: e.describe() for kind, e in expected.items()})


def _problem(goal: Goal, steps: Sequence[GoldStep], expected: dict[str, Expected], run: Replay) -> str | None:
    """Why the recorded run does not show the trajectory is right (None: it is right)."""
    if run.broken:
        return f"the replay broke: {run.broken}"
    row = run.row
    if goal.expect.outcome == "not_success":
        return None if row.outcome == "pass" else f"{row.outcome}: {row.why}"
    if not run.finished:
        return (
            f"the run ended ({row.stop_reason or row.terminal_reason}) before the gold's last step: {row.why}"
        )
    failed = [
        f"{k}: {v.get('expected')} ({v.get('detail')})"
        for k, v in row.checks.items()
        if k != "answer" and not v.get("ok")
    ]
    if "answer" in expected:
        answer = steps[-1].action.get("answer")
        verdict = match_answer(expected["answer"], None if answer is None else str(answer))
        if not verdict.ok:
            failed.append(f"answer: expected {verdict.expected}, the gold says {answer!r} ({verdict.detail})")
    return "; ".join(failed) or None


async def _record_goal(
    provider: SiteProvider,
    site: Site,
    suite: Suite,
    goal: Goal,
    expected: dict[str, Expected],
    settings: Settings,
    shared: SharedBrowser,
) -> tuple[RecordRow, GoldTrajectory | None]:
    row = RecordRow(suite.name, goal.id)
    try:
        key, plan = plan_goal(book_for(inp := RecipeInput(provider, site, suite, goal, expected)), inp)
    except ConfigError as exc:
        row.why = str(exc)
        return row, None
    problems: list[str] = []
    tried: Plan | None = plan
    while tried is not None:
        plan, tried = tried, tried.fallback
        row.recipe, row.steps, row.negatives = key, len(plan.steps), len(plan.negatives)
        run = await replay(provider, site, suite, goal, expected, settings, shared, plan.steps)
        problem = _problem(goal, plan.steps, expected, run)
        if problem is None and any(s.pick for s in run.recorded):
            problem = "a step's element was never picked"
        if problem is None:
            break
        problems.append(problem)
    row.ok, row.why = problem is None, "; then ".join(problems) if problem else ""
    if problem is not None:
        return row, None
    gold = GoldTrajectory(
        id=goal.id,
        goal=goal.goal,
        suite=suite.name,
        kind=plan.kind,
        fingerprint=goal_fingerprint(goal, expected),
        steps=run.recorded,
        negatives=plan.negatives,
        recorded_with=key,
    )
    return row, gold


async def record_suites(
    suites: Sequence[Suite],
    settings: Settings,
    *,
    only: Sequence[str] = (),
    on_goal: OnRecord | None = None,
    write: bool = True,
) -> list[RecordRow]:
    """Record every goal (or those in ``only``) and write the gold files; a goal whose recording is
    not right keeps no trajectory (its old one is dropped: it no longer fits the site)."""
    rows: list[RecordRow] = []
    browser = SharedBrowser(settings)
    await browser.start()
    try:
        for suite in suites:
            provider = site_provider(suite.site)
            path = gold_path(suite.path)
            kept = {k: v for k, v in load_gold(path).items() if only and k not in only}
            with provider.start() as site:
                expected = prepare(provider, site, suite)
                for goal in suite.goals:
                    if only and goal.id not in only:
                        continue
                    row, gold = await _record_goal(
                        provider, site, suite, goal, expected[goal.id], settings, browser
                    )
                    if gold is not None:
                        kept[goal.id] = gold
                    rows.append(row)
                    if on_goal is not None:
                        on_goal(row)
            if write:
                save_gold(path, kept.values(), [g.id for g in suite.goals])
    finally:
        await browser.stop()
    return rows


def gold_files(suites: Sequence[Suite]) -> list[Path]:
    return [gold_path(s.path) for s in suites]
