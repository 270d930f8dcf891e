"""An MCP session's screenshots keep secrets out of the pixels, as a run's do: the badged screenshot of
an observation and the file of a screenshot action have the password field and the field holding a
secret filled, while the rest of the page stays visible."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from tests.fixtures.browser import PageServer
from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Screenshot
from wayfinder.browser.shots import FILL
from wayfinder.mcp_server.gate import run_action
from wayfinder.mcp_server.sessions import BrowserSession
from wayfinder.observe.models import Observation
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

SHOWN = """<!doctype html><title>Account</title>
<body style="background:#fff;font:20px sans-serif">
<label>Member code <input id="code" value="8675309" style="width:300px;height:40px;font-size:28px"></label>
<br><br><label>Password <input id="pw" type="password" value="hunter2" style="width:300px;height:40px"></label>
<br><br><label>Name <input id="name" value="Ada" style="width:300px;height:40px;font-size:28px"></label>
</body>"""


def _colours(shot: Path, obs: Observation) -> dict[str | None, tuple[int, ...]]:
    """The colour at the centre of each field, by its DOM id."""
    out: dict[str | None, tuple[int, ...]] = {}
    with Image.open(shot) as image:
        rgb = image.convert("RGB")
        scale = image.height / obs.viewport_height
        for el in obs.elements:
            x, y = (el.bbox.x + el.bbox.w / 2) * scale, (el.bbox.y + el.bbox.h / 2) * scale
            out[el.dom_id] = tuple(rgb.getpixel((int(x), int(y))))  # type: ignore[arg-type]
    return out


async def test_observation_and_screenshot_action_files_have_secret_fields_filled(
    page_server: PageServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    url = page_server.add("/mcp/account-shown", SHOWN)
    settings = Settings(headless=True, runs_dir=tmp_path / "runs")
    session = BrowserSession.create(settings, SecretStore({"CODE": "8675309"}))
    runtime = await session.ensure_started()
    try:
        await runtime.goto(url)
        obs = await session.look(screenshot=True)
        assert obs.screenshot_path
        seen = _colours(Path(obs.screenshot_path), obs)
        assert seen["code"] == FILL and seen["pw"] == FILL and seen["name"] != FILL
        outcome = await run_action(session, Screenshot())
        assert outcome.result is not None and outcome.result.screenshot_path
        shot = _colours(Path(outcome.result.screenshot_path), obs)
        assert shot["code"] == FILL and shot["pw"] == FILL and shot["name"] != FILL
    finally:
        await runtime.close()
