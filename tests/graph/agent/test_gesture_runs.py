"""Whole-graph runs with the press_key, hover, select_option, wait and drag actions: the real
observation sees their targets, safety judges them, the executor does them, the trace records them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, done, find_id, settings_for, trace_of
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import install_listener_probe
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

ORDER_PAGE = """<!doctype html><html><head><title>Workshop signup</title></head><body>
<h1>Workshop signup</h1>
<nav><span id=more tabindex=0>More options</span><ul id=menu hidden><li><a href='#gift'>Gift it</a></li></ul></nav>
<label>Session <select id=session name=session><option value=''>Pick one</option>
<option value=am>Morning (9:00)</option><option value=pm>Afternoon (14:00)</option></select></label>
<label>Notes <input id=notes name=notes></label>
<div id=ticket draggable=true style='width:120px;height:30px;border:1px solid'>Ticket</div>
<div id=basket style='width:200px;height:60px;border:1px dashed'>Your basket</div>
<p id=status>Checking seats</p>
<script>
window.result = {};
const log = (k, v) => { window.result = Object.assign({}, window.result, {[k]: v}); };
document.getElementById('more').addEventListener('mouseenter', () => {
  document.getElementById('menu').hidden = false; log('hovered', true); });
document.getElementById('session').addEventListener('change', e => log('session', e.target.value));
document.getElementById('notes').addEventListener('keydown', e => { if (e.key === 'Escape') log('escaped', true); });
document.getElementById('ticket').addEventListener('dragstart', e => e.dataTransfer.setData('text', 'ticket'));
const basket = document.getElementById('basket');
basket.addEventListener('dragover', e => e.preventDefault());
basket.addEventListener('drop', e => { e.preventDefault(); basket.textContent = 'Ticket in basket';
  log('dropped', e.dataTransfer.getData('text')); });
setTimeout(() => { document.getElementById('status').textContent = '3 seats left'; }, 600);
</script></body></html>"""


def step(kind: str, text: str, **fields: Any) -> Any:
    def make(ctx: PlannerContext) -> dict[str, Any]:
        return {"type": kind, "element_id": find_id(ctx, text), **fields}

    return make


def drag_onto(source: str, target: str) -> Any:
    return lambda ctx: {
        "type": "drag",
        "element_id": find_id(ctx, source),
        "to_element_id": find_id(ctx, target),
    }


async def test_new_actions_run_through_the_whole_loop(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/graph/signup", ORDER_PAGE)
    await install_listener_probe(runtime.page.context)  # as run_agent does for a browser it owns
    planner = ScriptedPlanner(
        [
            {"type": "wait", "seconds": 5},
            step("hover", "More options"),
            step("select_option", "Session", label="Afternoon"),
            step("press_key", "Notes", key="esc"),
            drag_onto("Ticket", "Your basket"),
            lambda ctx: (
                done("signed up") if "done" in ctx.allowed_actions else {"type": "wait", "seconds": 0.2}
            ),
        ]
    )
    result = await run_agent(
        "Sign up for the afternoon workshop session",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=7),
        runtime=runtime,
        planner=planner,
    )
    assert await runtime.page.evaluate("window.result") == {
        "hovered": True,
        "session": "pm",
        "escaped": True,
        "dropped": "ticket",
    }
    assert "3 seats left" in planner.contexts[1].observation.text_digest  # the wait saw the change
    records = [s.exec for s in trace_of(result) if s.node == "execute" and s.exec and "tier" in s.exec]
    kinds = [r["action"]["type"] for r in records]
    assert kinds[:5] == ["wait", "hover", "select_option", "press_key", "drag"], kinds
    assert all(r["ok"] for r in records), records
    assert records[3]["action"]["key"] == "Escape"
    safety = [s for s in trace_of(result) if s.node == "safety"]
    assert len(safety) >= 5
