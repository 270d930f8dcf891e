"""The executor's last check before a secret is typed, on the live field: a form whose ``action`` a
script moved to another origin after the observation was taken (so the risk analysis saw the start
site) is refused, the field stays empty, and the message names both origins."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from wayfinder.actions.executor import execute
from wayfinder.actions.models import TypeText
from wayfinder.agent.run import secret_guard
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.safety.secret_sites import origin_of
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

SECRET = "live-check-s3cret"
PAGE = (
    "<title>Sign in</title><form method=post action='/session'>"
    "<label>Password <input type=password name=pass></label><button>Log in</button></form>"
)


async def _typed(runtime: BrowserRuntime) -> str:
    return str(await runtime.page.evaluate("document.querySelector('[name=pass]').value"))


@pytest.mark.parametrize("how", ["action", "formaction"])
async def test_a_form_moved_to_another_origin_after_the_observation_is_refused(
    runtime: BrowserRuntime,
    page_server: PageServer,
    other_origin: PageServer,
    test_settings: Settings,
    tmp_path: Path,
    how: str,
) -> None:
    url = page_server.add(f"/live/{how}", PAGE)
    home = origin_of(page_server.base)
    settings = test_settings.model_copy(update={"bind_secrets": {"PW": [home]}})
    runtime.secret_guard = secret_guard(settings)
    await runtime.goto(url)
    obs = await capture(runtime.page, settings)
    field = next(el for el in obs.elements if el.input_type == "password")
    assert field.form is not None and origin_of(field.form.action) == home
    away = other_origin.url("/collect")
    script = (
        f"document.forms[0].action = '{away}'"
        if how == "action"
        else f"document.querySelector('button').setAttribute('formaction', '{away}')"
    )
    await runtime.page.evaluate(script)
    result = await execute(
        TypeText(element_id=field.id, text="<secret:PW>"), runtime, obs, settings, secrets={"PW": SECRET}
    )
    assert not result.ok and result.error is not None
    assert result.error.startswith("not typed:") and origin_of(other_origin.base) in result.error
    assert home in result.error and SECRET not in result.error
    assert await _typed(runtime) == ""


async def test_the_live_check_lets_the_secret_into_its_own_site(
    runtime: BrowserRuntime, page_server: PageServer, test_settings: Settings
) -> None:
    url = page_server.add("/live/own", PAGE)
    settings = test_settings.model_copy(update={"bind_secrets": {"PW": [origin_of(page_server.base)]}})
    runtime.secret_guard = secret_guard(settings)
    await runtime.goto(url)
    obs = await capture(runtime.page, settings)
    field = next(el for el in obs.elements if el.input_type == "password")
    result = await execute(
        TypeText(element_id=field.id, text="<secret:PW>"), runtime, obs, settings, secrets={"PW": SECRET}
    )
    assert result.ok, result.error
    assert await _typed(runtime) == SECRET
