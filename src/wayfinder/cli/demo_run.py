"""The agent demo behind ``wayfinder demo`` / ``make demo``: the demo goals and the runner.

It starts the bundled demo server, runs each goal through ``run_agent`` with the offline rules
planner (no model, no network beyond 127.0.0.1), narrates every step live through the console view,
and ends with a summary table. Each goal carries its own check, computed from the server's data
(``DemoServer.state``: the catalogue, the records) and its request log, so "goal_satisfied" is not
taken on trust: a run only counts when the answer and the side effect are the right ones.

It lives in ``cli/`` because ``demo/`` may not import agent code (the layers of docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from rich.console import Console
from rich.table import Table
from rich.text import Text

from wayfinder.agent.run import RunResult, run_agent
from wayfinder.demo.catalog import Product
from wayfinder.demo.records import Criteria, search
from wayfinder.demo.server import DemoServer
from wayfinder.errors import ConfigError
from wayfinder.settings import Settings, load_settings
from wayfinder.ux.console import ConsoleView

SATISFIED = "goal_satisfied"


@dataclass(frozen=True)
class Verdict:
    """Whether a run did the right thing, judged from the server's own data."""

    ok: bool
    expected: str  # the right answer or side effect, in words
    detail: str = ""  # what was wrong, when not ok


Verify = Callable[[DemoServer, str | None], Verdict]


@dataclass(frozen=True)
class DemoGoal:
    """One demo goal: the words given to the agent, where it starts, and how its result is checked."""

    number: int
    title: str
    goal: str
    site: Literal["shop", "portal"]
    verify: Verify

    def start_url(self, server: DemoServer) -> str:
        """The site's front page, without ``?consent=1``: the agent must deal with the cookie overlay."""
        return server.shop_url if self.site == "shop" else server.portal_url


# -- what the right answers are, from the server's data --------------------------------------------


def cheapest_4k_monitor(server: DemoServer, limit_cents: int = 30000) -> Product:
    """The cheapest 4K monitor strictly under the limit (ties: lowest id, as the price sort shows)."""
    pool = [
        p
        for p in server.state.catalog.in_category("monitors")
        if p.facet == "4K" and p.price_cents < limit_cents
    ]
    return min(pool, key=lambda p: (p.price_cents, p.id))


CART_PRODUCT = "Bose QuietComfort Over-ear Headphones"


def product_named(server: DemoServer, name: str) -> Product:
    return next(p for p in server.state.catalog.products if p.name == name)


def sony_headphones_count(server: DemoServer, max_cents: int = 20000) -> int:
    """Sony headphones priced at most the bound (the shop's "Max price" filter is inclusive)."""
    pool = server.state.catalog.in_category("headphones")
    return sum(1 for p in pool if p.brand == "Sony" and p.price_cents <= max_cents)


def compared_laptops(server: DemoServer) -> tuple[Product, Product]:
    """The first laptop of the Laptops listing and the product its Compare link pairs it with."""
    catalog = server.state.catalog
    first = catalog.first_in("laptops")
    return first, catalog.similar(first)


def smith_records(server: DemoServer) -> int:
    return search(server.state.records, Criteria(last="Smith")).total


def _requested(server: DemoServer, method: str, path: str) -> int | None:
    """Index of the first request with this method and exact path (query included), or None."""
    return next((i for i, hit in enumerate(server.requests) if hit == (method, path)), None)


def _numbers(answer: str | None) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", answer or "")


def _verify_cheapest(server: DemoServer, answer: str | None) -> Verdict:
    product = cheapest_4k_monitor(server)
    expected = f"{product.name} ({product.price_text}) opened"
    if product.name not in (answer or ""):
        return Verdict(False, expected, f"the answer does not name {product.name!r}")
    if _requested(server, "GET", f"/shop/p/{product.id}") is None:
        return Verdict(False, expected, f"/shop/p/{product.id} was never opened")
    return Verdict(True, expected)


def _verify_cart(server: DemoServer, answer: str | None) -> Verdict:
    product = product_named(server, CART_PRODUCT)
    expected = f"{product.name} added to the cart"
    viewed = _requested(server, "GET", f"/shop/p/{product.id}")
    if viewed is None:
        return Verdict(False, expected, f"its page /shop/p/{product.id} was never opened")
    if ("POST", "/shop/api/cart") not in server.requests[viewed:]:
        return Verdict(False, expected, "no add-to-cart request after opening its page")
    return Verdict(True, expected)


def _verify_count(server: DemoServer, answer: str | None) -> Verdict:
    count = sony_headphones_count(server)
    found = _numbers(answer)
    if found[:1] != [str(count)]:
        return Verdict(False, str(count), f"answered {answer!r}")
    return Verdict(True, str(count))


def _verify_compare(server: DemoServer, answer: str | None) -> Verdict:
    first, other = compared_laptops(server)
    rams = [first.specs["RAM"], other.specs["RAM"]]
    expected = f"RAM {rams[0]} and {rams[1]}"
    if _requested(server, "GET", f"/shop/compare?ids={first.id},{other.id}") is None:
        return Verdict(False, expected, "the compare page of the first laptop was never opened")
    if re.findall(r"\d+\s*GB", answer or "") != rams:
        return Verdict(False, expected, f"answered {answer!r}")
    return Verdict(True, expected)


def _verify_records(server: DemoServer, answer: str | None) -> Verdict:
    total = smith_records(server)
    if _numbers(answer)[:1] != [str(total)]:
        return Verdict(False, str(total), f"answered {answer!r}")
    return Verdict(True, str(total))


DEMO_GOALS: tuple[DemoGoal, ...] = (
    DemoGoal(
        1,
        "cheapest in a category",
        "Find the cheapest 4K monitor under $300 and open its page",
        "shop",
        _verify_cheapest,
    ),
    DemoGoal(
        2,
        "search and add to cart",
        f"Search for {CART_PRODUCT} and add it to the cart",
        "shop",
        _verify_cart,
    ),
    DemoGoal(
        3,
        "filter and count",
        "Open Headphones, check Sony, enter 200 as the max price, sort by price "
        "and tell me how many products match",
        "shop",
        _verify_count,
    ),
    DemoGoal(
        4,
        "compare in a new tab",
        "Open Laptops, open the first product, open its compare page and tell me the RAM of both",
        "shop",
        _verify_compare,
    ),
    DemoGoal(
        5,
        "records portal",
        "Accept the disclaimer, search the last name Smith and report the number of records",
        "portal",
        _verify_records,
    ),
)


# -- running ---------------------------------------------------------------------------------------


@dataclass
class DemoOutcome:
    """One goal's run: the result (None when the run raised), the check, and any crash message."""

    goal: DemoGoal
    result: RunResult | None
    verdict: Verdict | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        satisfied = self.result is not None and self.result.terminal_reason == SATISFIED
        return satisfied and self.verdict is not None and self.verdict.ok


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
        return DemoOutcome(goal, None, None, f"{type(exc).__name__}: {exc}")
    view.finish(
        terminal_reason=result.terminal_reason,
        answer=result.answer,
        run_dir=result.run_dir,
        report_path=result.report_path,
    )
    return DemoOutcome(goal, result, goal.verify(server, result.answer))


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
