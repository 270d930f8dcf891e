"""A page check holds only on the suite's own site: a run that followed a link to another site whose
path happens to match (an external home page "/") is not on the expected page."""

from __future__ import annotations

from contextlib import nullcontext

import pytest

from wayfinder.judge.runs import RunFacts
from wayfinder.judge.values import Expected
from wayfinder_bench.goals import CheckRef, Expect, Goal
from wayfinder_bench.goals_sites import AfterRun, SiteProvider, run_checks


class _Site:
    base_url = "http://127.0.0.1:5000"

    def reset(self) -> None:
        """Nothing to reset."""


@pytest.mark.parametrize(
    ("final_url", "ok"),
    [
        ("http://127.0.0.1:5000/", True),
        ("http://127.0.0.1:5000/?q=x", True),
        ("https://miniwob.farama.org/", False),
        ("http://127.0.0.1:5001/", False),
        ("http://127.0.0.1:5000/docs/", False),
    ],
)
def test_page_check_needs_the_sites_own_page(final_url: str, ok: bool) -> None:
    site = _Site()
    provider = SiteProvider(key="t", start=lambda: nullcontext(site), values={}, states={})
    goal = Goal(id="g", goal="open the home page", expect=Expect(page=CheckRef(path="/")))
    after = AfterRun(RunFacts(terminal_reason="goal_satisfied", final_url=final_url))
    verdict = run_checks(provider, site, goal, {"page": Expected("path", ("/",))}, after)["page"]
    assert verdict.ok is ok
    if final_url.startswith("https://miniwob"):
        assert verdict.detail == f"the run ended on another site: {final_url}"
