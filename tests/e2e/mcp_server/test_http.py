"""`wayfinder mcp --http`: a streamable-HTTP smoke test with the SDK's client (no browser needed)."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest
from mcp import Client

from tests.fixtures.mcp import server_args, structured
from tests.fixtures.settings_env import CLI, clean_env

pytestmark = pytest.mark.e2e

ANNOUNCE = "streamable HTTP at "


async def test_streamable_http_lists_tools_and_answers_a_call(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [CLI[0], *server_args(tmp_path, "--http", "--port", "0")],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=clean_env(tmp_path),
        cwd=tmp_path,
    )
    try:
        assert proc.stderr is not None
        line = await asyncio.to_thread(proc.stderr.readline)  # printed once the socket listens
        assert ANNOUNCE in line, line
        url = line.split(ANNOUNCE, 1)[1].strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/mcp")  # loopback unless --host
        async with Client(url) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            assert {"run_goal", "open", "observe", "click", "press_key"} <= names
            runs = structured(await client.call_tool("list_runs", {"limit": 3}))
            assert runs["result"] == []
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        if proc.stdout:
            proc.stdout.close()
        if proc.stderr:
            proc.stderr.close()
