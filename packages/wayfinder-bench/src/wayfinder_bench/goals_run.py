"""Run goal suites through the agent and judge every run against the site's own data.

For each site a suite names, the provider starts the site once; each goal then gets a clean site
(``reset``) and a fresh browser context (no cookies: the consent overlay shows again, the cart is
empty) on one shared Chromium, runs through ``run_agent`` exactly as ``wayfinder run`` would, and is
judged by ``wayfinder.judge.runs.judge``: pass, honest failure, false success, unsafe, error.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from wayfinder.agent.narration import narrate_terminal
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.launch import SharedBrowser
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ConfigError
from wayfinder.judge.runs import ExpectedEnd, Judgement, RunFacts, count_outcomes, judge
from wayfinder.judge.values import Expected, Verdict
from wayfinder.observe.capture import install_listener_probe
from wayfinder.plan.base import Planner
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings, load_settings
from wayfinder_bench.goals import Goal, Suite
from wayfinder_bench.goals_sites import (
    AfterRun,
    Site,
    SiteProvider,
    prepare,
    run_checks,
    site_provider,
    start_url,
)


@dataclass
class GoalRow:
    """One goal's run and verdict (what the table, the ``why`` lines and ``--json`` show)."""

    suite: str
    part: str
    id: str
    goal: str
    outcome: str
    why: str = ""
    terminal_reason: str | None = None
    stop_reason: str | None = None
    answer: str | None = None
    verified: bool | None = None
    expected: dict[str, str] = field(default_factory=dict)
    checks: dict[str, dict[str, Any]] = field(default_factory=dict)
    steps: int = 0
    seconds: float = 0.0
    run_dir: str | None = None
    error: str | None = None
    # the verifier's last verdict on a claim of success (reason, kind, sentence, missing), when one was judged
    verification: dict[str, Any] | None = None


OnGoal = Callable[[GoalRow], None]
PlannerFactory = Callable[[Goal], Planner]  # tests pass a scripted planner per goal


def bench_settings(
    *, planner: str = "rules", max_steps: int | None = None, runs_dir: Path, **extra: Any
) -> Settings:
    """A non-interactive run as a person would start it: headless, nobody to ask, risky steps
    (``auto_confirm`` low, the default) are not confirmed."""
    chosen: dict[str, Any] = {
        "planner": planner,
        "headless": True,
        "interactive_prompts": False,
        "observe_screenshot_mode": "none",
        "runs_dir": runs_dir,
    }
    if max_steps is not None:
        chosen["max_steps"] = max_steps
    return load_settings(**{**chosen, **extra})


def _facts(result: RunResult, final_url: str) -> RunFacts:
    evidence = result.evidence or {}
    verification = evidence.get("verification") if isinstance(evidence.get("verification"), dict) else None
    terminal = result.terminal_reason or result.status  # a run paused for a person has no terminal yet
    return RunFacts(
        terminal_reason=terminal,
        stop_reason=evidence.get("stop_reason"),
        answer=result.answer,
        final_url=final_url,
        ending=narrate_terminal(terminal, evidence, result.answer),
        verified=None if verification is None else bool(verification.get("verified")),
    )


async def _browser_state(rt: BrowserRuntime, site: Site) -> tuple[str, dict[str, str]]:
    """The final URL of the active tab and the cookies the browser holds for the site."""
    url = ""
    cookies: dict[str, str] = {}
    with contextlib.suppress(Exception):  # a closed tab: the checks see no page and no cookies
        page = rt.page
        url = page.url
        host = urlsplit(site.base_url).hostname or ""
        for cookie in await page.context.cookies():
            if not host or cookie.get("domain", "").lstrip(".") == host:
                cookies[str(cookie.get("name"))] = unquote(str(cookie.get("value", "")))
    return url, cookies


def _row(suite: Suite, goal: Goal, expected: dict[str, Expected]) -> GoalRow:
    return GoalRow(
        suite=suite.name,
        part=suite.part,
        id=goal.id,
        goal=goal.goal,
        outcome="error",
        expected={k: v.describe() for k, v in expected.items()},
    )


def _fill(row: GoalRow, result: RunResult, facts: RunFacts, verdict: Judgement) -> None:
    row.outcome, row.why = verdict.outcome, verdict.why
    row.terminal_reason, row.stop_reason = result.terminal_reason, facts.stop_reason
    row.answer, row.verified = result.answer, facts.verified
    row.checks = {k: asdict(v) for k, v in verdict.checks.items()}
    row.steps, row.run_dir = result.steps, str(result.run_dir)
    verification = (result.evidence or {}).get("verification")
    row.verification = dict(verification) if isinstance(verification, dict) else None


async def run_goal(
    provider: SiteProvider,
    site: Site,
    suite: Suite,
    goal: Goal,
    expected: dict[str, Expected],
    settings: Settings,
    shared: SharedBrowser,
    planner_factory: PlannerFactory | None = None,
) -> GoalRow:
    """One goal on a clean site and a fresh browser context; a crash is an ``error`` row."""
    row = _row(suite, goal, expected)
    if provider.settings:
        settings = settings.model_copy(update=dict(provider.settings))
    site.reset()
    started = time.monotonic()
    rt = BrowserRuntime(settings, downloads_dir=Path(settings.runs_dir) / "downloads", shared=shared)
    try:
        await rt.start()
        await install_listener_probe(rt.page.context)
        result = await run_agent(
            goal.goal,
            start_url=start_url(site, suite.start_of(goal)),
            settings=settings,
            runtime=rt,
            planner=planner_factory(goal) if planner_factory else None,
            secrets=SecretStore(provider.secrets) if provider.secrets else None,
        )
        final_url, cookies = await _browser_state(rt, site)
        facts = _facts(result, final_url)
        verdicts: dict[str, Verdict] = run_checks(provider, site, goal, expected, AfterRun(facts, cookies))
        _fill(
            row, result, facts, judge(ExpectedEnd(goal.expect.outcome, goal.expect.reason), facts, verdicts)
        )
    except ConfigError:
        raise
    except Exception as exc:  # one broken goal must not hide the others' results
        row.error = f"{type(exc).__name__}: {exc}"
        row.why = row.error
    finally:
        await rt.close()
    row.seconds = round(time.monotonic() - started, 2)
    return row


def _select(suite: Suite, only: Sequence[str]) -> list[Goal]:
    return [g for g in suite.goals if not only or g.id in only]


async def run_suites(
    suites: Sequence[Suite],
    settings: Settings,
    *,
    only: Sequence[str] = (),
    on_goal: OnGoal | None = None,
    planner_factory: PlannerFactory | None = None,
    shared: SharedBrowser | None = None,
) -> list[GoalRow]:
    """Run every goal of every suite (suite order, then goal order); one site start per site key.

    ``shared``: a started browser to reuse (tests); by default one is launched and stopped here."""
    if only:
        known = {g.id for s in suites for g in s.goals}
        unknown = [i for i in only if i not in known]
        if unknown:
            raise ConfigError(f"--only {unknown[0]!r} is not a goal id of these suites")
    rows: list[GoalRow] = []
    by_site: dict[str, list[Suite]] = {}
    for suite in suites:
        by_site.setdefault(suite.site, []).append(suite)
    browser = shared or SharedBrowser(settings)
    if shared is None:
        await browser.start()
    try:
        for key, group in by_site.items():
            provider = site_provider(key)
            with provider.start() as site:
                plans = [(s, prepare(provider, site, s)) for s in group]
                for suite, expected in plans:
                    for goal in _select(suite, only):
                        row = await run_goal(
                            provider, site, suite, goal, expected[goal.id], settings, browser, planner_factory
                        )
                        rows.append(row)
                        if on_goal is not None:
                            on_goal(row)
    finally:
        if shared is None:
            await browser.stop()
    return rows


def totals(rows: Sequence[GoalRow]) -> dict[str, int]:
    counts = count_outcomes([r.outcome for r in rows])
    return {"goals": len(rows), **counts}


def results_json(rows: Sequence[GoalRow], *, planner: str, files: Sequence[str]) -> dict[str, Any]:
    """Every row, totals per suite part and overall (what ``--json OUT`` writes)."""
    parts: dict[str, list[GoalRow]] = {}
    for row in rows:
        parts.setdefault(row.suite, []).append(row)
    return {
        "benchmark": "goals",
        "planner": planner,
        "files": list(files),
        "totals": totals(rows),
        "suites": {name: totals(group) for name, group in parts.items()},
        "goals": [asdict(r) for r in rows],
    }
