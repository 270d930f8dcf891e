"""Domain policy as tables: patterns, ports, IDNA, IPs, schemes, blocked wins."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.errors import ConfigError
from wayfinder.safety.domains import DomainPolicy, normalize_host
from wayfinder.settings import Settings

ALLOW_TABLE = [
    # (allowed patterns, url, allowed?)
    (["example.com"], "https://example.com/a", True),
    (["example.com"], "https://www.example.com/", False),  # exact means exact
    (["example.com"], "https://notexample.com/", False),
    (["*.example.com"], "https://example.com/", True),  # apex too
    (["*.example.com"], "https://a.b.example.com/x", True),
    (["*.example.com"], "https://badexample.com/", False),
    (["*.example.com"], "https://example.com.evil.net/", False),
    ([".example.com"], "https://shop.example.com/", True),
    (["example.com"], "http://example.com:8080/p", True),  # ports ignored in URLs
    (["example.com:443"], "http://example.com:9000/", False),  # a port in a pattern is honoured
    (["example.com:443"], "https://example.com/", True),  # a URL without a port has its default
    (["example.com:443"], "http://example.com/", False),  # ...80 for http
    (["127.0.0.1:8000"], "http://127.0.0.1:8000/shop", True),
    (["127.0.0.1:8000"], "http://127.0.0.1:9000/", False),  # the probe's case (issue 19 item 11)
    (["127.0.0.1:8000", "127.0.0.1:9000"], "http://127.0.0.1:9000/", True),
    (["[::1]:8080"], "http://[::1]:8080/", True),
    (["[::1]:8080"], "http://[::1]:8081/", False),
    (["*.example.com:8443"], "https://api.example.com:8443/", True),
    (["https://example.com/path"], "http://example.com/", True),  # scheme/path in pattern ignored
    (["EXAMPLE.com."], "https://Example.COM./", True),  # case and trailing dot
    (["bücher.de"], "https://xn--bcher-kva.de/", True),  # IDNA both ways
    (["xn--bcher-kva.de"], "https://BÜCHER.de/", True),
    (["127.0.0.1"], "http://127.0.0.1:8765/shop", True),
    (["127.0.0.1"], "http://127.0.0.2/", False),
    (["::1"], "http://[::1]:8000/", True),
    (["[0:0::1]"], "http://[::1]/", True),
    (["localhost"], "http://localhost:3000/", True),
    ([], "https://anything.test/", True),  # no allow-list = everything not blocked
    (["example.com"], "about:blank", True),
    (["example.com"], "data:text/html,<p>hi</p>", True),
    ([], "file:///tmp/page.html", True),
    (["example.com"], "file:///tmp/page.html", False),  # an allow-list means only these sites
    (["example.com"], "blob:https://example.com/0f1e", True),
    (["example.com"], "blob:https://evil.test/0f1e", False),
    ([], "javascript:alert(1)", False),
    ([], "chrome://settings", False),
    ([], "about:config", False),
    (["example.com"], "https://exa mple.com/", False),
]


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


@pytest.mark.parametrize(("allowed", "url", "ok"), ALLOW_TABLE)
def test_allow_table(allowed: list[str], url: str, ok: bool) -> None:
    reason = DomainPolicy(allowed, []).check(url)
    assert (reason is None) is ok, reason


@pytest.mark.parametrize(
    ("blocked", "url", "ok"),
    [
        (["ads.test"], "https://ads.test/x", False),
        (["ads.test"], "https://cdn.ads.test/x", True),
        (["*.ads.test"], "https://cdn.ads.test/x", False),
        (["*.ads.test"], "https://ads.test/", False),
        (["*.ads.test"], "https://goodads.test/", True),
        (["10.0.0.5"], "http://10.0.0.5:81/", False),
    ],
)
def test_blocked_table(blocked: list[str], url: str, ok: bool) -> None:
    assert (DomainPolicy([], blocked).check(url) is None) is ok


def test_blocked_wins_over_allowed() -> None:
    policy = DomainPolicy(["*.example.com"], ["pay.example.com"])
    assert policy.check("https://shop.example.com/") is None
    reason = policy.check("https://pay.example.com/checkout")
    assert reason is not None
    assert "pay.example.com" in reason and "blocked_domains" in reason


def test_reason_names_host_and_rule() -> None:
    reason = DomainPolicy(["example.com", "*.shop.test"], []).check("https://evil.test:444/x")
    assert reason == "host 'evil.test' is outside allowed_domains (example.com, *.shop.test)"
    blocked = DomainPolicy([], ["*.tracker.com"]).check("https://a.tracker.com/")
    assert blocked == "host 'a.tracker.com' is blocked by blocked_domains rule '*.tracker.com'"


def test_reason_names_the_port_when_ports_decide() -> None:
    reason = DomainPolicy(["127.0.0.1:8000"], []).check("http://127.0.0.1:9000/admin")
    assert reason == "host '127.0.0.1' (port 9000) is outside allowed_domains (127.0.0.1:8000)"


@pytest.mark.parametrize("pattern", ["127.0.0.1:0", "127.0.0.1:70000", "example.com:http", "[::1]:x"])
def test_bad_ports_are_config_errors(pattern: str) -> None:
    with pytest.raises(ConfigError, match="port"):
        DomainPolicy([pattern], [])


@pytest.mark.parametrize("pattern", ["*", "*.", "a*b.com", "exa mple.com", "*.127.0.0.1", "", "ex..com"])
def test_bad_patterns_are_config_errors(pattern: str) -> None:
    if not pattern:  # empty entries are skipped, not errors
        assert DomainPolicy([pattern], []).allowed == ()
        return
    with pytest.raises(ConfigError, match="allowed_domains pattern"):
        DomainPolicy([pattern], [])


def test_from_settings_and_restricted() -> None:
    policy = DomainPolicy.from_settings(Settings(allowed_domains=["127.0.0.1"], blocked_domains=["x.test"]))
    assert policy.restricted
    assert policy.allows("http://127.0.0.1:9/") and not policy.allows("https://x.test/")
    assert not DomainPolicy.from_settings(Settings()).restricted
    assert "x.test" in repr(policy)


@pytest.mark.parametrize(
    ("raw", "normal"),
    [
        ("Example.COM.", "example.com"),
        ("[::1]", "::1"),
        ("münchen.de", "xn--mnchen-3ya.de"),
        ("0:0::1", "::1"),
    ],
)
def test_normalize_host(raw: str, normal: str) -> None:
    assert normalize_host(raw) == normal


def test_check_is_usable_as_navigation_guard() -> None:
    guard = DomainPolicy(["127.0.0.1"], []).check
    assert guard("http://127.0.0.1:8000/") is None
    assert isinstance(guard("http://[::1"), str)  # malformed URLs are refused, not raised
