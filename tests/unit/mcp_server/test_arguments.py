"""A call whose arguments do not fit is answered in one sentence naming the argument, never with
pydantic's report (its model names, ``[type=...]``, links to its docs), for every kind of tool."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from mcp.server.mcpserver.exceptions import ToolError

from tests.fixtures.settings_env import isolate_settings
from wayfinder.mcp_server import build_server

CASES = [
    ("click", {}, "click: the argument element_id is missing."),
    ("click", {"element_id": "x"}, "click: element_id must be a valid integer (got 'x')."),
    ("type", {"element_id": 3}, "type: the argument text is missing."),
    ("drag", {}, "drag: the argument element_id is missing."),
    (
        "scroll",
        {"direction": "sideways"},
        "scroll: direction must be 'up', 'down', 'top' or 'bottom' (got 'sideways').",
    ),
    ("run_goal", {}, "run_goal: the argument goal is missing."),
    (
        "run_goal",
        {"goal": "x", "max_steps": 0},
        "run_goal: max_steps must be greater than or equal to 1 (got 0).",
    ),
    ("answer_run", {}, "answer_run: the arguments answer and session_id are missing."),
    ("get_run", {"session_id": 5}, "get_run: session_id must be a valid string (got 5)."),
    (
        "wait_for_text",
        {"text": "x", "timeout_s": -1},
        "wait_for_text: timeout_s must be greater than 0 (got -1).",
    ),
]


@pytest.mark.parametrize(
    ("tool", "arguments", "said"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)]
)
async def test_bad_arguments_are_one_sentence(
    tool: str, arguments: dict[str, Any], said: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    server = build_server({"runs_dir": tmp_path / "runs"})
    with pytest.raises(ToolError) as raised:
        await server.call_tool(tool, arguments)
    text = str(raised.value)
    assert text == said
    assert "pydantic" not in text and "type=" not in text and "\n" not in text
