"""The checkout form filled from the goal's values (issue 30 section 1), whole runs with the rules
planner on both shop markups: the demo shop (name, email, address, card, expiry, CVC) and the basket
shop fixture (full name, street, postcode). Values may be plain or ``<secret:...>``; a field the goal
does not give is asked for and the order is not sent without it; an answer fills it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.basket_shop import BasketShop
from tests.fixtures.scripted import settings_for
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

CARD = "4111111111111111"


async def _run(
    goal: str, url: str, runtime: BrowserRuntime, settings: Settings, tmp_path: Path, **kw: Any
) -> RunResult:
    knobs = {
        "planner": "rules",
        "max_steps": 30,
        "observe_screenshot_mode": "none",
        "interactive_prompts": False,
    }
    secrets = kw.pop("secrets", None)
    ask = kw.pop("ask_user", None)
    return await run_agent(
        goal,
        start_url=url,
        settings=settings_for(settings, tmp_path, **{**knobs, **kw}),
        runtime=runtime,
        secrets=secrets,
        ask_user=ask,
    )


async def test_the_demo_checkout_is_filled_from_the_goal_and_the_order_placed(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    product = next(p for p in demo.state.catalog.products if p.name == "Logitech G502 Wireless Mouse")
    goal = (
        f"buy the {product.name}. Name: Ann Lee, email: ann@example.org, address: 1 Main Street, "
        "card: <secret:CARD>, expiry: 12/29, cvc: <secret:CVC>"
    )
    result = await _run(
        goal,
        demo.shop_url + "?consent=1",
        runtime,
        test_settings,
        tmp_path,
        auto_confirm="all",
        secrets=SecretStore({"CARD": CARD, "CVC": "1234"}),
    )
    assert len(demo.orders) == 1, (result.terminal_reason, result.evidence)
    order = demo.orders[0]
    assert "Ann Lee" in str(order) and "ann@example.org" in str(order), order
    trace = (result.run_dir / "logs" / "trace.jsonl").read_text()
    assert CARD not in trace


async def test_a_field_the_goal_does_not_give_is_asked_for_and_the_answer_fills_it(
    basket_shop: BasketShop, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    asked: list[str] = []

    async def person(question: str) -> str:
        asked.append(question)
        return "Postcode: LS1 4AB"

    result = await _run(
        "add the Acme Glass Kettle to my basket and check out. Full name: Ann Lee, street: 1 Main Street",
        basket_shop.url("/"),
        runtime,
        test_settings,
        tmp_path,
        auto_confirm="all",
        interactive_prompts=True,
        ask_user=person,
    )
    assert asked and "Postcode" in asked[0] and "Full name" not in asked[0], asked
    assert len(basket_shop.orders) == 1, (result.terminal_reason, result.evidence)
    order = basket_shop.orders[0]
    assert (order["fullname"], order["street"], order["postcode"]) == ("Ann Lee", "1 Main Street", "LS1 4AB")
