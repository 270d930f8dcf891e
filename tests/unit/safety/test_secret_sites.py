"""Secrets bound to their sites: parsing the binding, the default, and the refusal naming both origins;
and the risk analysis refusing a secret on its way to another origin whatever auto_confirm says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import TypeText
from wayfinder.errors import ConfigError
from wayfinder.observe.models import BBox, Element, FormRef, Observation
from wayfinder.safety.risk import analyze_action
from wayfinder.safety.secret_sites import (
    SiteRule,
    bind_secrets,
    goal_sites,
    origin_of,
    site_refusal,
    split_binding,
)
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

A = "http://127.0.0.1:8001"
B = "http://127.0.0.1:8002"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


@pytest.mark.parametrize(
    ("value", "want"),
    [
        ("hunter22@bank.example", ("hunter22", ["bank.example"])),
        ("hunter22@bank.example,*.bank.example", ("hunter22", ["bank.example", "*.bank.example"])),
        ("ann@mail.example@shop.example", ("ann@mail.example", ["shop.example"])),
        ("pw@127.0.0.1:8001", ("pw", ["127.0.0.1:8001"])),
        ("pw@https://bank.example", ("pw", ["https://bank.example"])),
        ("p@ss word", ("p@ss word", [])),  # not a site after the last @
        ("trailing@", ("trailing@", [])),
        ("@lead.example", ("@lead.example", [])),
        ("no-at-sign", ("no-at-sign", [])),
    ],
)
def test_split_binding(value: str, want: tuple[str, list[str]]) -> None:
    assert split_binding(value) == want


def test_store_keeps_cli_bindings_and_takes_env_values_whole() -> None:
    store = SecretStore.from_sources(
        ["PW=hunter22@bank.example", "user=ann@mail.example@shop.example"],
        {"WAYFINDER_SECRET_MAIL": "bob@mail.example"},
    )
    assert store.as_mapping() == {"MAIL": "bob@mail.example", "PW": "hunter22", "USER": "ann@mail.example"}
    assert store.sites == {"PW": ["bank.example"], "USER": ["shop.example"]}
    assert "hunter22" not in repr(store)


@pytest.mark.parametrize(
    ("site", "url", "ok"),
    [
        ("bank.example", "https://bank.example/login", True),
        ("bank.example", "http://bank.example:8080/x", True),  # no scheme, no port: any
        ("bank.example", "https://www.bank.example/", False),
        ("*.bank.example", "https://www.bank.example/", True),
        ("*.bank.example", "https://bank.example/", True),
        ("https://bank.example", "http://bank.example/", False),  # the scheme counts when written
        ("https://bank.example", "https://bank.example:8443/", False),  # and its default port
        ("https://bank.example", "https://bank.example/login", True),
        ("127.0.0.1:8001", f"{A}/login", True),
        ("127.0.0.1:8001", f"{B}/login", False),
        (A, f"{B}/steal", False),
        (A, "about:blank", False),
        (A, "file:///tmp/x.html", False),
    ],
)
def test_site_rule_matches(site: str, url: str, ok: bool) -> None:
    assert SiteRule.parse(site).matches(url) is ok


@pytest.mark.parametrize("bad", ["ftp://bank.example", "*.127.0.0.1", "bank.example:99999", "ex ample.com"])
def test_bad_sites_are_config_errors(bad: str) -> None:
    with pytest.raises(ConfigError, match="secret site"):
        SiteRule.parse(bad)


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        ("http://127.0.0.1:8001/login?next=/", A),
        ("https://Bank.Example:443/x", "https://bank.example"),
        ("http://[::1]:8080/", "http://[::1]:8080"),
        ("about:blank", "about:blank"),
    ],
)
def test_origin_of(url: str, origin: str) -> None:
    assert origin_of(url) == origin


def test_default_binding_is_the_start_site_then_the_goal_sites_then_none() -> None:
    given = {"PW": ["bank.example"]}
    bound = bind_secrets(["PW", "USER"], given, start_url=f"{A}/login", goal="log in")
    assert bound == {"PW": ["bank.example"], "USER": [A]}
    goal = "go to shop.example.com/login and https://other.example:8443/x then log in with <secret:PW>"
    assert bind_secrets(["PW"], {}, start_url=None, goal=goal) == {
        "PW": ["shop.example.com", "https://other.example:8443"]
    }
    assert goal_sites("open localhost:8000/login") == ["http://localhost:8000"]
    assert bind_secrets(["PW"], {}, start_url=None, goal="log in with <secret:PW>") == {"PW": []}


def test_refusal_names_both_origins() -> None:
    posts_away = site_refusal("pw", [A], f"{A}/login", [f"{B}/collect"])
    assert posts_away is not None
    assert f"submits to {B}" in posts_away and f"bound to {A}" in posts_away and "<secret:PW>" in posts_away
    in_frame = site_refusal("PW", [A], f"{B}/frame.html", [f"{B}/frame-post"])
    assert in_frame is not None and f"on {B}" in in_frame and f"bound to {A}" in in_frame
    assert site_refusal("PW", [A], f"{A}/login", [f"{A}/session", ""]) is None
    unbound = site_refusal("PW", [], f"{A}/login", [])
    assert unbound is not None and "--secret PW=VALUE@SITE" in unbound


def _login(form_action: str, *, frame_url: str | None = None) -> tuple[Element, Observation]:
    form = FormRef(i=0, action=form_action, method="post")
    pw = Element(
        id=2,
        tag="input",
        input_type="password",
        name="password",
        bbox=BBox(x=0, y=0, w=10, h=10),
        form=form,
        frame="0" if frame_url else None,
        frame_url=frame_url,
    )
    return pw, Observation(url=f"{A}/login", title="Sign in", elements=[pw])


def _decide(element: Element, obs: Observation, **settings: Any) -> Any:
    action = TypeText(element_id=element.id, text="<secret:PW>")
    return analyze_action(action, element, obs, Settings(**settings), goal="log in with <secret:PW>")


@pytest.mark.parametrize("auto", ["low", "medium", "all"])
def test_a_secret_for_another_origin_is_refused_whatever_auto_confirm(auto: str) -> None:
    element, obs = _login(f"{B}/collect")
    decision = _decide(element, obs, auto_confirm=auto, bind_secrets={"PW": [A]})
    assert not decision.allowed and decision.confirmed_by == "policy"
    assert B in decision.reasons[0] and A in decision.reasons[0]


def test_a_secret_in_a_frame_of_another_origin_is_refused() -> None:
    element, obs = _login(f"{B}/frame-post", frame_url=f"{B}/frame.html")
    decision = _decide(element, obs, auto_confirm="all", bind_secrets={"PW": [A]})
    assert not decision.allowed and f"on {B}" in decision.reasons[0]


def test_a_secret_on_its_own_site_keeps_its_usual_level() -> None:
    element, obs = _login(f"{A}/session")
    decision = _decide(element, obs, bind_secrets={"PW": [A]})
    assert decision.allowed and decision.level == "low" and not decision.requires_confirmation
    # a same-origin frame (about:srcdoc inherits the page's origin) is the page's site
    element, obs = _login(f"{A}/session", frame_url="about:srcdoc")
    assert _decide(element, obs, bind_secrets={"PW": [A]}).allowed


def test_names_nobody_bound_are_not_judged_by_sites() -> None:
    element, obs = _login(f"{B}/collect")
    decision = _decide(element, obs)  # no bindings at all: the usual rules (a caller that binds none)
    assert decision.allowed
