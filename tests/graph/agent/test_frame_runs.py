"""Frames as whole runs (issue 29): a form inside a same-origin iframe, and one inside a frame of another
origin, are filled and sent, and the answer the frame then shows is read and verified. The probe's
same-origin run ended goal_failed ("Could not click Look up") after a correct submit: a false failure."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import settings_for, trace_of
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

LOOKUP = (
    "<h2>Order lookup</h2><form action='/framed/result' method='get'>"
    "<label>Order number <input name='order'></label> <button type='submit'>Look up</button></form>"
)
RESULT = (
    "<h2>Order lookup</h2><p>Order 1234 status: Shipped on May 3</p><a href='/framed/lookup'>New lookup</a>"
)


@pytest.mark.parametrize("origin", ["same", "other"])
async def test_a_lookup_form_in_a_frame_ends_with_its_answer(
    page_server: PageServer,
    other_origin: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    origin: str,
) -> None:
    server = page_server if origin == "same" else other_origin
    frame_url = server.add("/framed/lookup", LOOKUP)
    server.add("/framed/result", RESULT)
    since = len(server.hits)
    url = page_server.add(
        f"/framed/{origin}",
        "<title>Orders</title><h1>Your orders</h1><p>Use the lookup below.</p>"
        f"<iframe src='{frame_url}' width=600 height=300></iframe>",
    )
    result = await run_agent(
        "type 1234 into Order number, click Look up, then tell me the status",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8),
        runtime=runtime,
    )
    assert result.terminal_reason == "goal_satisfied", (result.answer, result.evidence)
    assert result.answer == "Shipped on May 3" and result.verified
    sent = [path for _, path, _ in server.hits[since:] if path.startswith("/framed/result")]
    assert sent == ["/framed/result?order=1234"], server.hits[since:]
    clicks = [
        s for s in trace_of(result) if s.node == "execute" and s.exec and s.exec["action"]["type"] == "click"
    ]
    assert len(clicks) == 1 and not clicks[0].exec["no_effect"], [s.exec for s in clicks]
