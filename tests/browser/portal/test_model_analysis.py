"""A whole portal run with a model configured: the heuristics decide, the model's verdicts are
recorded beside them, and `portal debug` lists the disagreements."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.fixtures.openai_server import FakeOpenAI, text
from wayfinder.browser.launch import SharedBrowser
from wayfinder.demo.server import DemoServer
from wayfinder.portal.debug import debug_lines
from wayfinder.portal.run import run_portal
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


async def test_model_verdicts_recorded_beside_the_heuristics(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser, openai_server: FakeOpenAI
) -> None:
    def policy(body: dict[str, Any]) -> Any:  # a model that calls every page with a form a search form
        page = body["messages"][1]["content"]
        kind = "disclaimer" if "I accept" in page else "search_form" if "<form" in page else "other"
        return text(json.dumps({"kind": kind, "reason": "a form is on the page"}))

    openai_server.set_policy(policy)
    settings = test_settings.model_copy(
        update={"planner": "openai:page-model", "base_url": openai_server.base_url, "api_key": None}
    )
    result = await run_portal(demo.portal_url, {"Last name": "Nguyen"}, settings, shared=shared_browser)
    assert result.status == "DONE", result.message  # the heuristics decided
    verdicts = result.state["model_verdicts"]
    assert [v["heuristic"] for v in verdicts][:2] == ["disclaimer", "search_form"]
    assert verdicts[0]["agree"] is True
    assert any(v["agree"] is False and v["heuristic"] == "search_form_and_grid" for v in verdicts)
    trace = [json.loads(line) for line in (result.run_dir / "logs" / "trace.jsonl").read_text().splitlines()]
    analyzed = [t["exec"] for t in trace if t.get("node") == "analyze"]
    assert analyzed and all(e["model"]["heuristic"] and "analysis" in e for e in analyzed)
    lines = "\n".join(debug_lines(result.run_dir))
    assert "disagreements" in lines and "heuristics search_form_and_grid, model search_form" in lines
