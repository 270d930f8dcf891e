"""A name asked of a kind written in code is the one the pages give for the thing asked (pure tables,
``anchors.ungiven_code``): "which env var do I set to point wayfinder at my config" is answered by the
variable of the sentence about the config file, not by another UPPER_CASE name of the results page
('`wayfinder portal debug RUN_DIR`' shares only the site's name with the question); "which flag makes
the linter quiet" by the flag of the sentence about quiet output. Two docs sites, a search's results
and a page of prose."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

RESULTS = page(
    "http://docs.test/search.html?q=config+file",
    "Search results\nWayfinder\n"
    "where they disagree (`portal_model_analysis=false` turns it off). `wayfinder portal debug RUN_DIR`\n"
    "Settings\n"
    "defaults, `wayfinder.toml` in the working directory (or the file named by `WAYFINDER_CONFIG`), "
    "`WAYFINDER_*` environment variables",
    title="Search - Wayfinder",
    page_type="search",
)
LINT = page(
    "http://lintr.test/usage/",
    "Usage\nRun `lintr check PATH` on a folder; set LINTR_CACHE_DIR to keep its cache elsewhere.\n"
    "The --quiet flag makes the output quiet: only errors are printed.\n"
    "The --fix flag rewrites what it can.",
    title="Usage - lintr",
)
CONFIG = "my config file isn't in the working directory - which env var do I set to point wayfinder at it?"
QUIET = "which flag makes lintr's output quiet?"


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        (CONFIG, [RESULTS], "It is WAYFINDER_CONFIG.", True),
        (CONFIG, [RESULTS], "WAYFINDER_CONFIG", True),
        (CONFIG, [RESULTS], "It is RUN_DIR.", False),
        (CONFIG, [RESULTS], "RUN_DIR", False),
        (QUIET, [LINT], "--quiet", True),
        (QUIET, [LINT], "It is --fix.", False),
        ("which env var keeps lintr's cache elsewhere?", [LINT], "LINTR_CACHE_DIR", True),
    ],
)
def test_the_name_the_pages_give(goal: str, ledger: list[PageEntry], answer: str, verified: bool) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(["", "hi there! ", "Hello, ", "quick q - "]), st.sampled_from(["", " thanks", " please"])
)
def test_wrapped_wordings(opening: str, tail: str) -> None:
    goal = f"{opening}{CONFIG}{tail}"
    right = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="WAYFINDER_CONFIG", ledger=[RESULTS]
    )
    wrong = verify_claim(goal_frame(goal), stop_reason="done_success", answer="RUN_DIR", ledger=[RESULTS])
    assert right.verified, right.sentence
    assert not wrong.verified
