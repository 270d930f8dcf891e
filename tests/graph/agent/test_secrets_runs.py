"""Secrets through whole runs: the page receives the real value, no file of the run directory does.

The planner writes ``<secret:PASSWORD>``; the executor types the value at the last moment. Both lab
pages echo what they received (the POST echo page in a table and ``window.result``, the GET search
page in its URL and text), so the value comes back in later observations, URLs and page text: the
exact places where masking has to hold. Every file of the run directory is scanned, except binary
images (PNG screenshots hold pixels, not text).
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from urllib.parse import quote

import pytest

from tests.fixtures.scripted import ScriptedPlanner, done, settings_for, trace_of, type_into
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

SECRET = "hunter2-secret-value"
PROBE_SECRET = "P4ss~w*rd 9!x"  # leaked 28 times in Chromium's form encoding before (issue 19)
PLACEHOLDER = "<secret:PASSWORD>"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def text_files(root: Path) -> list[Path]:
    """Every file under ``root`` except PNG images (recognised by their magic bytes, not the name)."""
    files = [p for p in sorted(root.rglob("*")) if p.is_file()]
    return [p for p in files if not p.read_bytes().startswith(PNG_MAGIC)]


def pct(ch: str) -> str:
    return "".join(f"%{b:02X}" for b in ch.encode())


def spellings(value: str) -> set[str]:
    """The value as typed and as the browser and serializers encode it (form posts and GET URLs are
    WHATWG form-urlencoded: ``~`` as ``%7E``, ``*`` kept, space as ``+``)."""
    form = "".join(ch if ch.isalnum() or ch in "*-._" else "+" if ch == " " else pct(ch) for ch in value)
    return {value, form, quote(value, safe=""), json.dumps(value)[1:-1], html.escape(value)}


@pytest.mark.parametrize(
    ("page", "label", "received", "secret"),
    [
        ("form-post", "Comment", "window.result && window.result.comment", SECRET),
        ("injection", "Search the knowledge base", "window.result && window.result.search", SECRET),
        ("injection", "Search the knowledge base", "window.result && window.result.search", PROBE_SECRET),
        ("form-post", "Comment", "window.result && window.result.comment", PROBE_SECRET),
    ],
    ids=["post-form", "get-search", "get-search-encoded", "post-form-encoded"],
)
async def test_secret_reaches_the_page_but_no_file_of_the_run(
    page: str,
    label: str,
    received: str,
    secret: str,
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    # a second done: where the page shows no confirmation, the first is sent back once (not backed)
    planner = ScriptedPlanner([type_into(label, PLACEHOLDER, submit=True), done("sent"), done("sent")])
    settings = settings_for(
        test_settings, tmp_path, auto_confirm="all", observe_screenshot_mode="viewport", max_steps=4
    )
    result = await run_agent(
        "Send my password to the lab page",
        start_url=demo.lab_url + page,
        settings=settings,
        runtime=runtime,
        planner=planner,
        secrets=SecretStore({"PASSWORD": secret}),
    )
    assert result.evidence["stop_reason"] in ("done_success", "unverified_action"), result.evidence
    assert await runtime.page.evaluate(received) == secret  # the page got the real value
    if page == "injection":  # ...and so did the server (GET), in the browser's encoding
        paths = [path for _, path in demo.requests]
        assert any(form in path for path in paths for form in spellings(secret)), paths
    files = text_files(result.run_dir)
    names = {p.relative_to(result.run_dir).as_posix() for p in files}
    assert {"logs/trace.jsonl", "logs/agent.log", "report.html"} <= names, names
    assert any(n.startswith("state/") and n.endswith(".json") for n in names), names
    assert list((result.run_dir / "screenshots").glob("*.png"))  # skipped as binary, but taken
    for path in files:
        data = path.read_text(encoding="utf-8", errors="replace")
        for form in spellings(secret):
            assert form not in data, (path, form)
    trace = (result.run_dir / "logs" / "trace.jsonl").read_text(encoding="utf-8")
    assert PLACEHOLDER in trace
    typed = [s.exec for s in trace_of(result) if s.node == "execute" and s.exec]
    assert typed and PLACEHOLDER in str(typed[0])
    # the value came back in the next observation and was masked there before the planner saw it
    after = planner.contexts[-1]
    assert SECRET not in after.observation.model_dump_json()
    assert PLACEHOLDER in after.observation.model_dump_json()


async def test_secret_in_a_tab_url_is_masked_for_the_planner(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner(
        [type_into("Search the knowledge base", PLACEHOLDER, submit=True), done("sent")]
    )
    settings = settings_for(
        test_settings, tmp_path, auto_confirm="all", observe_screenshot_mode="none", max_steps=4
    )
    await run_agent(
        "Search for my password",
        start_url=demo.lab_url + "injection",
        settings=settings,
        runtime=runtime,
        planner=planner,
        secrets=SecretStore({"PASSWORD": SECRET}),
    )
    assert await runtime.page.evaluate("window.result && window.result.search") == SECRET
    after = planner.contexts[-1]
    assert after.tabs and "/lab/injection/search" in after.tabs[-1].url
    assert SECRET not in after.model_dump_json()
