"""The agent demo behind ``wayfinder demo`` / ``make demo``: the demo goals and the runner.

It starts the bundled demo server, runs each goal through ``run_agent`` with the offline rules
planner (no model, no network beyond 127.0.0.1), narrates every step live through the console view,
and ends with a summary table. Each goal carries its own checks, computed from the server's data
(``DemoServer.state``: the catalogue, the records; ``wayfinder.judge.demo``) and its request log, and
each run is judged by ``wayfinder.judge`` as ``bench goals`` judges its suites, so "goal_satisfied" is
not taken on trust: a run only counts when the answer and the side effect are the right ones.

It lives in ``cli/`` because ``demo/`` may not import agent code (the layers of docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from rich.console import Console
from rich.table import Table
from rich.text import Text

from wayfinder.agent.run import RunResult, run_agent
from wayfinder.demo.server import DemoServer
from wayfinder.errors import ConfigError
from wayfinder.judge import demo as values
from wayfinder.judge.runs import SATISFIED, ExpectedEnd, Judgement, RunFacts, judge
from wayfinder.judge.values import Expected, Verdict, match_answer, path_matches
from wayfinder.settings import Settings, load_settings
from wayfinder.ux.console import ConsoleView

Checks = Callable[[DemoServer, str | None], dict[str, Verdict]]


@dataclass(frozen=True)
class DemoGoal:
    """One demo goal: the words given to the agent, where it starts, and how its result is checked
    (value checks from the demo data in ``wayfinder.judge.demo``, and the server's request log)."""

    number: int
    title: str
    goal: str
    site: Literal["shop", "portal"]
    checks: Checks

    def start_url(self, server: DemoServer) -> str:
        """The site's front page, without ``?consent=1``: the agent must deal with the cookie overlay."""
        return server.shop_url if self.site == "shop" else server.portal_url

    def verify(self, server: DemoServer, answer: str | None) -> Verdict:
        """All the goal's checks as one verdict: the first that failed, else every expectation met."""
        verdicts = self.checks(server, answer)
        failed = next((v for v in verdicts.values() if not v.ok), None)
        return failed or Verdict(True, "; ".join(v.expected for v in verdicts.values()))


# -- the checks: expected values from the server's data, side effects from its request log ---------

CART_PRODUCT = "Bose QuietComfort Over-ear Headphones"


def opened(server: DemoServer, page: Expected, method: str = "GET") -> Verdict:
    """The run requested the expected page (a state check over the server's request log)."""
    if any(m == method and path_matches(page.values[0], path) for m, path in server.requests):
        return Verdict(True, f"{page.values[0]} opened")
    return Verdict(False, f"{page.values[0]} opened", f"{page.values[0]} was never opened")


def _cheapest_checks(server: DemoServer, answer: str | None) -> dict[str, Verdict]:
    where = {"category": "monitors", "facet": "4K", "under": 300}
    return {
        "answer": match_answer(values.cheapest(server, give="name", **where), answer),
        "state": opened(server, values.cheapest(server, give="path", **where)),
    }


def _cart_checks(server: DemoServer, answer: str | None) -> dict[str, Verdict]:
    page = values.product(server, CART_PRODUCT, give="path")
    seen = opened(server, page)
    if not seen.ok:
        return {"state": seen}
    viewed = server.requests.index(("GET", page.values[0]))
    added = ("POST", "/shop/api/cart") in server.requests[viewed:]
    want = f"{CART_PRODUCT} added to the cart"
    return {"state": Verdict(added, want, "" if added else "no add-to-cart request after opening its page")}


def _count_checks(server: DemoServer, answer: str | None) -> dict[str, Verdict]:
    expected = values.count(server, category="headphones", brand="Sony", at_most=200)
    return {"answer": match_answer(expected, answer)}


def _compare_checks(server: DemoServer, answer: str | None) -> dict[str, Verdict]:
    return {
        "answer": match_answer(values.compared(server, "laptops", give="spec:RAM"), answer),
        "state": opened(server, values.compared(server, "laptops", give="path")),
    }


def _records_checks(server: DemoServer, answer: str | None) -> dict[str, Verdict]:
    return {"answer": match_answer(values.record_count(server, last="Smith"), answer)}


DEMO_GOALS: tuple[DemoGoal, ...] = (
    DemoGoal(
        1,
        "cheapest in a category",
        "Find the cheapest 4K monitor under $300 and open its page",
        "shop",
        _cheapest_checks,
    ),
    DemoGoal(
        2,
        "search and add to cart",
        f"Search for {CART_PRODUCT} and add it to the cart",
        "shop",
        _cart_checks,
    ),
    DemoGoal(
        3,
        "filter and count",
        "Open Headphones, check Sony, enter 200 as the max price, sort by price "
        "and tell me how many products match",
        "shop",
        _count_checks,
    ),
    DemoGoal(
        4,
        "compare in a new tab",
        "Open Laptops, open the first product, open its compare page and tell me the RAM of both",
        "shop",
        _compare_checks,
    ),
    DemoGoal(
        5,
        "records portal",
        "Accept the disclaimer, search the last name Smith and report the number of records",
        "portal",
        _records_checks,
    ),
)


# -- running ---------------------------------------------------------------------------------------


@dataclass
class DemoOutcome:
    """One goal's run: the result (None when the run raised), its judgement (``wayfinder.judge``, as
    ``bench goals`` judges a suite's runs), and any crash message."""

    goal: DemoGoal
    result: RunResult | None
    judgement: Judgement
    error: str | None = None

    @property
    def verdict(self) -> Verdict | None:
        """The goal's checks as one verdict (None when the run did not finish)."""
        checks = list(self.judgement.checks.values())
        if self.result is None or not checks:
            return None
        failed = next((v for v in checks if not v.ok), None)
        return failed or Verdict(True, "; ".join(v.expected for v in checks))

    @property
    def ok(self) -> bool:
        return self.judgement.outcome == "pass"


def judge_run(
    goal: DemoGoal, server: DemoServer, result: RunResult | None, error: str | None = None
) -> Judgement:
    """A demo goal must end goal_satisfied with every check met (the one judge of ``wayfinder.judge``)."""
    if result is None:
        return judge(ExpectedEnd(), None, {}, error)
    facts = RunFacts(
        terminal_reason=result.terminal_reason or result.status,
        stop_reason=result.evidence.get("stop_reason"),
        answer=result.answer,
        verified=result.verified,
    )
    return judge(ExpectedEnd(), facts, goal.checks(server, result.answer))


def select_goals(only: Sequence[int] | None) -> list[DemoGoal]:
    """The goals to run (all when ``only`` is empty); ConfigError names an unknown number."""
    if not only:
        return list(DEMO_GOALS)
    valid = {g.number: g for g in DEMO_GOALS}
    unknown = [n for n in only if n not in valid]
    if unknown:
        raise ConfigError(f"--only {unknown[0]} is not a demo goal (valid: {', '.join(map(str, valid))})")
    return [valid[n] for n in sorted(set(only))]


def demo_settings(*, headed: bool = False, runs_dir: Path = Path("runs")) -> Settings:
    """Rules planner, headless unless headed, no terminal prompts (the demo runs unattended)."""
    return load_settings(planner="rules", headless=not headed, runs_dir=runs_dir, interactive_prompts=False)


async def run_goal(server: DemoServer, goal: DemoGoal, settings: Settings, view: ConsoleView) -> DemoOutcome:
    """Run one goal on a fresh browser (fresh cookies: the consent overlay shows again) and check it."""
    server.reset()  # an empty request log, so the check sees only this run's requests
    try:
        result = await run_agent(
            goal.goal, start_url=goal.start_url(server), settings=settings, on_event=view.handle
        )
    except ConfigError:
        raise
    except Exception as exc:  # one broken goal must not hide the others' results
        view.close()
        error = f"{type(exc).__name__}: {exc}"
        return DemoOutcome(goal, None, judge_run(goal, server, None, error), error)
    view.finish(
        terminal_reason=result.terminal_reason,
        answer=result.answer,
        run_dir=result.run_dir,
        report_path=result.report_path,
    )
    return DemoOutcome(goal, result, judge_run(goal, server, result))


async def run_goals(
    server: DemoServer, goals: Sequence[DemoGoal], settings: Settings, console: Console
) -> list[DemoOutcome]:
    """Run ``goals`` one after another, narrating each through its own console view."""
    outcomes = []
    for index, goal in enumerate(goals, 1):
        console.print()
        console.rule(Text(f"Goal {goal.number} ({index}/{len(goals)}): {goal.title}"))
        console.print(Text(f"{goal.goal}\n  from {goal.start_url(server)}"))
        outcomes.append(await run_goal(server, goal, settings, ConsoleView(console)))
    return outcomes


def _check_cell(outcome: DemoOutcome) -> Text:
    if outcome.verdict is None:
        return Text(outcome.error or "not run", style="red")
    if outcome.verdict.ok:
        return Text(f"ok: {outcome.verdict.expected}", style="green")
    return Text(f"wrong: expected {outcome.verdict.expected}; {outcome.verdict.detail}", style="red")


def summary_table(outcomes: Sequence[DemoOutcome]) -> Table:
    """Goal, terminal, answer, check, steps and report path of every run."""
    reports = [(o.result.report_path or o.result.run_dir) if o.result else "" for o in outcomes]
    table = Table(title="Demo summary", show_lines=True)
    for name in ("#", "goal", "terminal", "answer", "check", "steps"):
        table.add_column(name, overflow="fold")
    # a report path is for copying: kept on one line, the other columns give way
    table.add_column("report", no_wrap=True, min_width=max((len(str(r)) for r in reports), default=6))
    for outcome, report in zip(outcomes, reports, strict=True):
        result = outcome.result
        terminal = (result.terminal_reason or result.status) if result else "crashed"
        table.add_row(
            str(outcome.goal.number),
            Text(outcome.goal.title),
            Text(terminal, style="green" if terminal == SATISFIED else "red"),
            Text(" | ".join((result.answer or "").split("\t")) if result else ""),
            _check_cell(outcome),
            str(result.steps) if result else "",
            Text(str(report)),
        )
    return table


def _console() -> Console:
    """A console for the narration and table; wide enough off a terminal (CI logs, pipes) that the
    report paths in the table are not folded."""
    console = Console(highlight=False)
    return console if console.is_terminal else Console(highlight=False, width=max(console.width, 150))


def run_demo(
    *,
    headed: bool = False,
    only: Sequence[int] | None = None,
    port: int = 0,
    runs_dir: Path = Path("runs"),
    console: Console | None = None,
) -> int:
    """Start the demo server, run the chosen goals, print the summary. Returns the exit code:
    0 when every goal ended goal_satisfied and passed its check, else 1. ConfigError (a bad
    --only, the port in use) propagates to the command."""
    goals = select_goals(only)
    settings = demo_settings(headed=headed, runs_dir=runs_dir)
    out = console or _console()
    server = DemoServer(port=port)
    try:
        server.start()
    except OSError as exc:
        raise ConfigError(f"cannot start the demo server on 127.0.0.1:{port}: {exc}") from None
    with server:
        out.print(Text(f"Demo sites: shop {server.shop_url}  portal {server.portal_url}"))
        out.print(Text(f"Planner: rules; runs under {settings.runs_dir}"))
        outcomes = asyncio.run(run_goals(server, goals, settings, out))
    out.print()
    out.print(summary_table(outcomes))
    passed = sum(o.ok for o in outcomes)
    style = "bold green" if passed == len(outcomes) else "bold red"
    out.print(Text(f"{passed}/{len(outcomes)} demo goals succeeded", style=style))
    return 0 if passed == len(outcomes) else 1
