"""`wayfinder mcp` over stdio, driven by the MCP SDK's own client against the demo shop.

Each test starts the server the way an MCP client config does (a command and its arguments) and talks
to it only through the protocol: list the tools, run a goal to goal_satisfied with progress
notifications, drive a search with the low-level browser tools, see a risky click refused, and the
scenarios of an assistant author (issue 30 section 2, ``tests/fixtures/mcp.py``): one-sentence
errors, the approval round trip, small results, and the Playwright MCP tools.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp import Client

from tests.fixtures import mcp as scenarios
from tests.fixtures.browser import PageServer
from tests.fixtures.mcp import element_id, page_of, page_url, stdio_server, structured, text_of
from wayfinder.actions.models import ACTION_TYPES, META_ACTIONS
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.e2e

HIGH_LEVEL = {"run_goal", "portal_to_script", "list_runs", "get_run", "open", "observe"}


async def test_tools_and_a_goal_run_to_goal_satisfied(demo: DemoServer, tmp_path: Path) -> None:
    progress: list[str] = []

    async def on_progress(_done: float, _total: float | None, message: str | None) -> None:
        progress.append(message or "")

    async with Client(stdio_server(tmp_path)) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) >= HIGH_LEVEL
        assert {t for t in ACTION_TYPES if t not in META_ACTIONS} <= set(tools)
        assert not META_ACTIONS & set(tools)
        assert tools["type"].input_schema["required"] == ["element_id", "text"]

        result = await client.call_tool(
            "run_goal",
            {
                "goal": "Search for 'dell monitor', then open the first result",
                "url": f"{demo.shop_url}?consent=1",
                "max_steps": 8,
            },
            progress_callback=on_progress,
        )
        assert not result.is_error, text_of(result)
        outcome = structured(result)
        assert outcome["terminal_reason"] == "goal_satisfied" and outcome["steps"] >= 2
        assert outcome["reason"] and outcome["question"] is None
        assert Path(outcome["run_dir"], "logs", "trace.jsonl").is_file()
        assert outcome["report_path"] and Path(outcome["report_path"]).is_file()
        assert any(path.startswith("/shop/p/") for _, path in demo.requests)
        # one notification per narration line, in order, and the same lines in the result
        assert progress == outcome["narration"] and len(progress) >= 2
        assert progress[0].startswith("1: ")

        runs = structured(await client.call_tool("list_runs", {"limit": 5}))["runs"]
        assert [r["session_id"] for r in runs] == [outcome["session_id"]]
        detail = structured(await client.call_tool("get_run", {"session_id": outcome["session_id"]}))
        assert detail["summary"]["terminal_reason"] == "goal_satisfied"
        assert detail["narration"]
        await scenarios.tidy_listing(client)


async def test_low_level_search_then_a_refused_purchase(demo: DemoServer, tmp_path: Path) -> None:
    async with Client(stdio_server(tmp_path)) as client:
        early = await client.call_tool("click", {"element_id": 3})
        assert early.is_error and "observe()" in text_of(early)

        opened = await client.call_tool("open", {"url": f"{demo.shop_url}?consent=1"})
        assert not opened.is_error, text_of(opened)
        box = element_id(page_of(opened), r'^input\[type=search\] "Search products"')
        assert box is not None

        searched = await client.call_tool("type", {"element_id": box, "text": "dell monitor", "submit": True})
        assert not searched.is_error, text_of(searched)
        assert "/shop/search" in page_url(searched)
        hit = element_id(page_of(await client.call_tool("observe", {})), r'^link "Dell ')
        assert hit is not None

        product = await client.call_tool("click", {"element_id": hit})
        assert "/shop/p/" in page_url(product)
        add = element_id(page_of(await client.call_tool("observe", {})), r'^button "Add to cart"')
        assert add is not None
        added = await client.call_tool("click", {"element_id": add})
        assert not added.is_error, text_of(added)

        await client.call_tool("navigate", {"url": f"{demo.url}/shop/checkout"})
        place = element_id(page_of(await client.call_tool("observe", {})), r'^button "Place order"')
        assert place is not None
        refused = await client.call_tool("click", {"element_id": place})
        assert refused.is_error
        data = structured(refused)
        assert data["refused"] and data["risk"] == "high" and data["reasons"]
        assert "Not done" in text_of(refused) and "Place order" in text_of(refused)
        assert ("POST", "/shop/checkout") not in demo.requests

        looked = await client.call_tool("observe", {"screenshot": True})
        assert "/shop/checkout" in structured(looked)["url"]
        assert any(block.type == "image" for block in looked.content)
        shot = await client.call_tool("screenshot", {})
        assert not shot.is_error and any(block.type == "image" for block in shot.content)


async def test_errors_are_one_sentence(demo: DemoServer, tmp_path: Path) -> None:
    async with Client(stdio_server(tmp_path)) as client:
        await scenarios.errors_and_arguments(client, demo)


async def test_a_waiting_run_is_answered_approved_or_denied_through_tools(
    demo: DemoServer, tmp_path: Path
) -> None:
    async with Client(stdio_server(tmp_path)) as client:
        await scenarios.approval_round_trip(client, demo)


async def test_results_are_small_unless_asked(demo: DemoServer, tmp_path: Path) -> None:
    async with Client(stdio_server(tmp_path)) as client:
        await scenarios.result_sizes(client, demo)


async def test_the_playwright_mcp_tools(page_server: PageServer, tmp_path: Path) -> None:
    uploads = tmp_path / "uploads"
    uploads.mkdir()
    (uploads / "receipt.txt").write_text("paid", encoding="utf-8")
    (tmp_path / "secret.txt").write_text("no", encoding="utf-8")
    url = scenarios.parity_pages(page_server)
    flags = ("--upload-dir", str(uploads), "--allow-evaluate")
    async with Client(stdio_server(tmp_path, *flags)) as client:
        await scenarios.parity(client, url, "receipt.txt")
