"""The MCP tool list and its schemas, built in-process (no browser, no transport)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import ACTION_CLASSES, META_ACTIONS
from wayfinder.mcp_server import build_server
from wayfinder.mcp_server.browser_tools import action_type_of, arguments_model, tool_action_classes
from wayfinder.mcp_server.sessions import STDIO_KEY, session_key

EVERY_TOOL = {
    "run_goal", "portal_to_script", "list_runs", "get_run", "list_waiting_runs", "approve_run", "deny_run",
    "answer_run", "open", "observe", "list_tabs", "open_tab", "close_tab", "close_browser", "wait_for_text",
    "handle_dialog", "upload_file", "console_messages", "network_requests", "save_pdf", "evaluate",
}  # fmt: skip


def _fields(schema: dict[str, object]) -> tuple[object, object]:
    props = dict(schema["properties"])  # type: ignore[call-overload]
    props.pop("type", None)
    required = [r for r in schema.get("required", []) if r != "type"]  # type: ignore[attr-defined]
    return props, required


@pytest.mark.parametrize("cls", tool_action_classes(), ids=action_type_of)
def test_each_action_tool_takes_exactly_the_action_fields(cls: type) -> None:
    assert _fields(arguments_model(cls).model_json_schema()) == _fields(cls.model_json_schema())  # type: ignore[attr-defined]


def test_every_action_but_the_meta_ones_is_a_tool() -> None:
    types = {action_type_of(cls) for cls in tool_action_classes()}
    assert types == {action_type_of(cls) for cls in ACTION_CLASSES} - META_ACTIONS


async def test_server_lists_high_and_low_level_tools(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)
    server = build_server({"runs_dir": tmp_path / "runs"})
    tools = {tool.name: tool for tool in await server.list_tools()}
    assert set(tools) >= EVERY_TOOL
    for cls in tool_action_classes():
        tool = tools[action_type_of(cls)]
        assert _fields(tool.input_schema) == _fields(cls.model_json_schema())
    # each description says what its tool does: no sentence shared by several of them
    endings = [re.split(r"(?<=[.!?])\s+", (tool.description or "").strip())[-1] for tool in tools.values()]
    shared = {e for e in endings if endings.count(e) > 1}
    assert not shared, shared
    assert all(tool.description for tool in tools.values())
    assert tools["run_goal"].input_schema["required"] == ["goal"]
    assert tools["scroll"].annotations is not None and tools["scroll"].annotations.read_only_hint
    assert tools["click"].annotations is not None and not tools["click"].annotations.read_only_hint


def test_bad_settings_fail_when_the_server_is_built(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)
    from wayfinder.errors import ConfigError

    with pytest.raises(ConfigError, match="auto_confirm"):
        build_server({"auto_confirm": "sometimes"})


@pytest.mark.parametrize(
    ("headers", "key"),
    [
        (None, STDIO_KEY),
        ({}, STDIO_KEY),
        ({"mcp-session-id": "abc"}, "abc"),
        ({"Mcp-Session-Id": "xyz", "host": "h"}, "xyz"),
        ({"mcp-session-id": ""}, STDIO_KEY),
    ],
)
def test_session_key(headers: dict[str, str] | None, key: str) -> None:
    assert session_key(headers) == key
