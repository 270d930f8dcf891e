"""`wayfinder mcp --http`: the same scenarios as over stdio (``tests/fixtures/mcp.py``), through the
SDK's streamable-HTTP client. One server serves the module's tests (each test is its own MCP session,
so its own browser); the Playwright MCP tools get a server started with their two settings."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from mcp import Client

from tests.fixtures import mcp as scenarios
from tests.fixtures.browser import PageServer
from tests.fixtures.mcp import http_server, structured
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.e2e


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def endpoint(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[str]:
    async with http_server(tmp_path_factory.mktemp("mcp-http")) as url:
        assert url.startswith("http://127.0.0.1:") and url.endswith("/mcp")  # loopback unless --host
        yield url


async def test_streamable_http_lists_tools_and_answers_a_call(endpoint: str) -> None:
    async with Client(endpoint) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
        assert {"run_goal", "open", "observe", "click", "press_key", "approve_run", "list_tabs"} <= names
        assert structured(await client.call_tool("list_runs", {"limit": 3}))["runs"] == []
        await scenarios.tidy_listing(client)


async def test_errors_are_one_sentence(endpoint: str, demo: DemoServer) -> None:
    async with Client(endpoint) as client:
        await scenarios.errors_and_arguments(client, demo)


async def test_a_waiting_run_is_answered_approved_or_denied_through_tools(
    endpoint: str, demo: DemoServer
) -> None:
    async with Client(endpoint) as client:
        await scenarios.approval_round_trip(client, demo)


async def test_results_are_small_unless_asked(endpoint: str, demo: DemoServer) -> None:
    async with Client(endpoint) as client:
        await scenarios.result_sizes(client, demo)


async def test_the_playwright_mcp_tools(page_server: PageServer, tmp_path: Path) -> None:
    uploads = tmp_path / "uploads"
    uploads.mkdir()
    (uploads / "receipt.txt").write_text("paid", encoding="utf-8")
    url = scenarios.parity_pages(page_server)
    flags = ("--upload-dir", str(uploads), "--allow-evaluate")
    async with http_server(tmp_path, *flags) as mcp_url, Client(mcp_url) as client:
        await scenarios.parity(client, url, "receipt.txt")
