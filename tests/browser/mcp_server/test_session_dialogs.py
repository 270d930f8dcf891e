"""An MCP browser session judges JS dialogs like a run does (issue 19 item 9): a harmless-looking
button followed by a confirm that sends money is dismissed, and the local server sees no transfer."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.settings_env import isolate_settings
from wayfinder.mcp_server.sessions import BrowserSession
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

TRANSFER_PAGE = (
    "<title>Account</title><button id=go onclick=\"if (confirm('Transfer $5,000 to account 4471?')) "
    "fetch('/mcp/transfer', {method: 'POST'}); window.result = 'asked';\">Continue</button>"
)


async def test_a_risky_confirm_is_dismissed_in_an_mcp_session(
    page_server: PageServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    url = page_server.add("/mcp/account", TRANSFER_PAGE)
    page_server.add("/mcp/transfer", "sent")
    session = BrowserSession.create(Settings(headless=True, runs_dir=tmp_path / "runs"), None)
    runtime = await session.ensure_started()
    try:
        await runtime.goto(url)
        await runtime.page.click("#go")
        assert await runtime.page.evaluate("window.result") == "asked"
        assert [d.action for d in runtime.dialogs] == ["dismissed"], runtime.dialogs
    finally:
        await runtime.close()
    assert not [h for h in page_server.hits if h[1] == "/mcp/transfer"], page_server.hits
