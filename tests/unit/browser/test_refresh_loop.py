"""Refresh loops (pure): a page that sends itself round in quick succession, by itself, is a loop; a
sign-in bounce or a slow live page is not."""

from __future__ import annotations

import pytest

from wayfinder.browser.navigation import refresh_loop


def log(*urls: str, gap: float = 0.05) -> list[tuple[str, float]]:
    return [(url, i * gap) for i, url in enumerate(urls)]


@pytest.mark.parametrize(
    ("entries", "loop"),
    [
        (log("a", "b", "a", "b", "a"), True),  # a meta refresh loop, every 0 s
        (log("a", "a", "a"), True),  # a page that reloads itself at once
        (log(*[f"p{i}" for i in range(20)]), True),  # twenty hops without an action
        (log("a", "b", "a"), False),  # one bounce: /admin -> /login -> /admin
        (log("admin", "login", "login", "admin"), False),  # a sign-in round trip through a redirect page
        (log("a", "b", "a", "b", "a", gap=3.0), False),  # a live page refreshing every 3 s
        (log("a"), False),
    ],
)
def test_refresh_loops(entries: list[tuple[str, float]], loop: bool) -> None:
    said = refresh_loop(entries)
    assert (said is not None) is loop, said
    if loop:
        assert "refresh loop" in said  # type: ignore[operator]


def test_only_the_latest_quick_run_counts() -> None:
    slow_then_quick = [("a", 0.0), ("b", 10.0), ("a", 20.0), ("b", 20.1), ("a", 20.2)]
    assert refresh_loop(slow_then_quick) is None  # a came back only twice within the quick run
    said = refresh_loop([*slow_then_quick, ("b", 20.3), ("a", 20.4)])
    assert said is not None and "a -> b -> a -> b -> a" in said and "5 navigations in 0.4 s" in said
