"""Pure helpers of the browser layer: launch flags, headless choice, URL checks, error messages,
the frame-path convention. No browser is started here."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder.browser.hooks import unique_path
from wayfinder.browser.launch import DISABLED_FEATURES, chromium_args, context_options, resolve_headless
from wayfinder.browser.navigation import check_url, describe_navigation_error, is_closed_error, redirect_page
from wayfinder.errors import ConfigError
from wayfinder.settings import Settings


def test_no_sandbox_only_as_root_and_features_merged() -> None:
    settings = Settings(browser_args=["--lang=de", "--disable-features=Translate,Foo", "--no-first-run"])
    as_user = chromium_args(settings, is_root=False)
    assert "--no-sandbox" not in as_user
    assert as_user.count("--no-first-run") == 1 and "--lang=de" in as_user
    disabled = [a for a in as_user if a.startswith("--disable-features=")]
    assert disabled == ["--disable-features=" + ",".join([*DISABLED_FEATURES, "Translate", "Foo"])]
    assert disabled[0].startswith("--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,")  # Playwright's
    assert as_user[-1] == disabled[0]  # the last one: Chromium honours only the last
    assert chromium_args(settings, is_root=True)[0] == "--no-sandbox"


@pytest.mark.parametrize(
    ("headless", "env", "expected"),
    [
        (None, {}, True),
        (None, {"DISPLAY": ":0"}, False),
        (None, {"WAYLAND_DISPLAY": "wayland-0"}, False),
        (True, {"DISPLAY": ":0"}, True),
        (False, {"DISPLAY": ":0"}, False),
    ],
)
def test_resolve_headless(headless: bool | None, env: dict[str, str], expected: bool) -> None:
    assert resolve_headless(Settings(headless=headless), env, platform="linux") is expected


def test_headed_without_a_display_is_a_clear_config_error() -> None:
    with pytest.raises(ConfigError, match="needs a display"):
        resolve_headless(Settings(headless=False), {}, platform="linux")
    assert resolve_headless(Settings(headless=False), {}, platform="darwin") is False


def test_context_options_use_viewport() -> None:
    assert context_options(Settings(viewport="1024x700"))["viewport"] == {"width": 1024, "height": 700}


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("https://example.com/", None),
        ("file:///tmp/x.html", None),
        ("about:blank", None),
        ("javascript:alert(1)", "scheme 'javascript' is not allowed"),
        ("example.com", "has no scheme"),
        ("http:///path", "has no host"),
        ("  ", "empty"),
    ],
)
def test_check_url(url: str, problem: str | None) -> None:
    found = check_url(url)
    assert (found is None) if problem is None else (found is not None and problem in found)


def test_navigation_error_messages() -> None:
    msg = describe_navigation_error("http://x/", "Page.goto: net::ERR_NAME_NOT_RESOLVED at http://x/")
    assert msg == "could not open http://x/: the host name could not be resolved (net::ERR_NAME_NOT_RESOLVED)"
    assert describe_navigation_error("http://x/", "weird\nstack") == "could not open http://x/: weird"
    assert is_closed_error("Target page, context or browser has been closed")
    assert not is_closed_error("Timeout 3000ms exceeded")


def test_redirect_page_escapes_target() -> None:
    html = redirect_page('http://x/?a=1&b="</script>')
    assert html.count("</script>") == 1  # only the real closing tag: the target cannot end the script
    assert r'location.replace("http://x/?a=1&b=\"\u003c/script>")' in html


def test_unique_path(tmp_path: Path) -> None:
    assert unique_path(tmp_path, "a.csv") == tmp_path / "a.csv"
    (tmp_path / "a.csv").write_text("1")
    (tmp_path / "a (1).csv").write_text("2")
    assert unique_path(tmp_path, "a.csv") == tmp_path / "a (2).csv"
