"""A secret typed into a page never shows in a screenshot of the run: the field that holds it (and
every password field) is filled before the file is kept, while the rest of the page stays visible."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, done, settings_for, type_into
from wayfinder.agent.run import run_agent
from wayfinder.agent.screens import FILL
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.models import Element, Observation
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

FORM = """<!doctype html><title>Account</title>
<body style="background:#fff;font:20px sans-serif">
<label>Member code <input id="code" style="width:300px;height:40px;font-size:28px"></label><br><br>
<label>Password <input id="pw" type="password" style="width:300px;height:40px"></label>
<p id="plain">Nothing secret here</p></body>"""


def _pixel(shot: Path, obs: Observation, el: Element) -> tuple[int, ...]:
    with Image.open(shot) as image:
        scale = image.height / obs.viewport_height
        x, y = (el.bbox.x + el.bbox.w / 2) * scale, (el.bbox.y + el.bbox.h / 2) * scale
        return tuple(image.convert("RGB").getpixel((int(x), int(y))))  # type: ignore[arg-type]


async def test_the_typed_secret_and_the_password_field_are_filled_in_the_screenshot(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/account", FORM)
    planner = ScriptedPlanner([type_into("Member code", "<secret:CODE>"), done("typed"), done("typed")])
    settings = settings_for(
        test_settings, tmp_path, auto_confirm="all", observe_screenshot_mode="viewport", max_steps=3
    )
    await run_agent(
        "Enter my member code",
        start_url=url,
        settings=settings,
        runtime=runtime,
        planner=planner,
        secrets=SecretStore({"CODE": "8675309"}),
    )
    assert await runtime.page.input_value("#code") == "8675309"  # the page has the real value
    after = planner.contexts[1].observation
    assert after.screenshot_path
    shot = Path(after.screenshot_path)
    by_id = {el.dom_id: el for el in after.elements}
    assert by_id["code"].value == "<secret:CODE>"
    assert _pixel(shot, after, by_id["code"]) == FILL
    assert _pixel(shot, after, by_id["pw"]) == FILL  # a password field, always
    before = planner.contexts[0].observation
    assert before.screenshot_path
    first = {el.dom_id: el for el in before.elements}
    assert _pixel(Path(before.screenshot_path), before, first["code"]) != FILL  # empty: nothing to hide


SHOWN = """<!doctype html><title>Account</title>
<body style="background:#fff;font:20px sans-serif">
<label>Member code <input id="code" value="8675309" style="width:300px;height:40px;font-size:28px"></label>
<br><br><label>Password <input id="pw" type="password" value="hunter2" style="width:300px;height:40px"></label>
<br><br><label>Name <input id="name" value="Ada" style="width:300px;height:40px;font-size:28px"></label>
</body>"""


async def test_a_screenshot_actions_own_file_has_the_secret_fields_filled(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/account-shown", SHOWN)
    planner = ScriptedPlanner([{"type": "screenshot"}, done("looked"), done("looked")])
    settings = settings_for(test_settings, tmp_path, observe_screenshot_mode="none", max_steps=3)
    result = await run_agent(
        "Take a screenshot of my account",
        start_url=url,
        settings=settings,
        runtime=runtime,
        planner=planner,
        secrets=SecretStore({"CODE": "8675309"}),
    )
    shots = sorted((result.run_dir / "screenshots").glob("*_action.png"))
    assert len(shots) == 1, shots
    seen = planner.contexts[0].observation
    by_id = {el.dom_id: el for el in seen.elements}
    assert by_id["code"].value == "<secret:CODE>"
    assert _pixel(shots[0], seen, by_id["code"]) == FILL  # holds the secret's value
    assert _pixel(shots[0], seen, by_id["pw"]) == FILL  # a password field, always
    assert _pixel(shots[0], seen, by_id["name"]) != FILL  # the rest of the page stays visible
