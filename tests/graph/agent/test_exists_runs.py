"""Whole runs of the rules planner on yes/no questions about what a site has: the demo shop (a search
box and category lists) and the records portal (a disclaimer, then a search form). Each answer is
yes or no, and the run ends goal_satisfied only when the verifier finds it backed by a page."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.scripted import settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.plan.rules import RulesPlanner
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def _ask(
    goal: str, url: str, runtime: BrowserRuntime, settings: Settings, tmp_path: Path
) -> tuple[str, str | None, bool]:
    result = await run_agent(
        goal,
        start_url=url,
        settings=settings_for(settings, tmp_path, max_steps=10),
        runtime=runtime,
        planner=RulesPlanner(),
    )
    return result.terminal_reason, result.answer, result.verified


async def test_a_thing_the_shop_does_not_sell_is_a_backed_no(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    assert not [p for p in demo.state.catalog.products if "toaster" in p.name.lower()]
    reason, answer, verified = await _ask(
        "do you stock toasters?", demo.shop_url, runtime, test_settings, tmp_path
    )
    assert (reason, verified) == ("goal_satisfied", True), answer
    assert answer is not None and answer.startswith("No")


async def test_a_brand_the_shop_carries_is_a_backed_yes(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    keyboards = demo.state.catalog.in_category("keyboards")
    brand = keyboards[0].brand
    reason, answer, verified = await _ask(
        f"do you carry any {brand} keyboards?", demo.shop_url, runtime, test_settings, tmp_path
    )
    assert (reason, verified) == ("goal_satisfied", True), answer
    mine = [p.name for p in keyboards if p.brand == brand]
    assert answer is not None and answer.startswith("Yes") and any(name in answer for name in mine), answer


async def test_records_for_a_name_nobody_has_are_a_backed_no_on_the_portal(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    reason, answer, verified = await _ask(
        "I accept the terms. Are there any records for Quizzlewhit?",
        demo.portal_url,
        runtime,
        test_settings,
        tmp_path,
    )
    assert (reason, verified) == ("goal_satisfied", True), answer
    assert answer is not None and answer.startswith("No")
