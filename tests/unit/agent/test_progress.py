"""Progress scoring: each piece of evidence adds its weight; no change means no progress."""

from __future__ import annotations

import pytest

from wayfinder.agent.progress import (
    PROGRESS_MIN,
    W_KEYWORD,
    W_TARGET,
    W_TERMS,
    W_TITLE,
    W_URL,
    PageFacts,
    score_progress,
    term_hit_ratio,
)

TERMS = ["dell", "monitor"]
KEYWORDS = ["details", "results"]
HOME = PageFacts(url="http://shop/", title="Shop", text="welcome")


@pytest.mark.parametrize(
    ("after", "target", "expected"),
    [
        (HOME, "", 0.0),
        (PageFacts(url="http://shop/p/1", title="Shop", text="welcome"), "", W_URL),
        (PageFacts(url="http://shop/", title="Other", text="welcome"), "", W_TITLE),
        (PageFacts(url="http://shop/", title="Shop", text="product details"), "", W_KEYWORD),
        (PageFacts(url="http://shop/", title="Shop", text="a dell thing"), "", W_TERMS / 2),
        (PageFacts(url="http://shop/", title="Shop", text="dell monitor"), "", W_TERMS),
        (HOME, "Dell 27 4K", W_TARGET),
        (
            PageFacts(url="http://shop/p/1", title="Dell monitor", text="details dell monitor"),
            "Dell monitor",
            1.0,
        ),
    ],
)
def test_score_table(after: PageFacts, target: str, expected: float) -> None:
    result = score_progress(HOME, after, terms=TERMS, keywords=KEYWORDS, target_label=target)
    assert result.score == pytest.approx(min(1.0, expected), abs=1e-3)
    assert 0.0 <= result.score <= 1.0
    if expected > 0:
        assert result.evidence


def test_no_change_is_no_progress() -> None:
    same = score_progress(HOME, HOME, terms=TERMS, keywords=KEYWORDS, target_label="Dell monitor")
    assert not same.progressed


def test_change_with_score_is_progress_unless_no_effect() -> None:
    after = PageFacts(url="http://shop/p/1", title="Dell", text="dell")
    assert score_progress(HOME, after, terms=TERMS, keywords=KEYWORDS).progressed
    blocked = score_progress(HOME, after, terms=TERMS, keywords=KEYWORDS, no_effect=True)
    assert not blocked.progressed
    assert "no visible effect" in " ".join(blocked.evidence)


def test_keyword_already_present_does_not_count() -> None:
    before = PageFacts(url="u", title="t", text="results")
    after = PageFacts(url="u", title="t", text="results and more")
    assert score_progress(before, after, terms=[], keywords=KEYWORDS).score < PROGRESS_MIN


def test_term_hit_ratio() -> None:
    assert term_hit_ratio(TERMS, "The DELL") == 0.5
    assert term_hit_ratio([], "anything") == 0.0
