"""Counts: the total a page states in any of its forms, and counting the things of one name."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.plan.rules import decide


@pytest.mark.parametrize(
    ("digest", "answer"),
    [
        ("Open issues\n1..2 out of 2", "2"),
        ("Displaying 1 - 25 of 1,204 parcels", "1,204"),
        ("317 rows where county = 'Kent'", "317"),
        ("Results 1-10 of about 5,300", "about 5,300"),
    ],
)
def test_count_reads_the_stated_total(digest: str, answer: str) -> None:
    res = decide(context("how many results are there?", page(el(1, "a", "Next"), digest=digest)))
    assert act(res) == {"type": "done", "success": True, "answer": answer}


def test_count_for_a_name_searches_that_name_first_in_a_name_field() -> None:
    form = page(
        field(1, "last_name", label="Last name"),
        field(2, "first_name", label="First name"),
        button(3, "Search"),
        url="http://records.test/search",
    )
    ctx = context("how many filings does Okafor have?", form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Okafor", "submit": True}
    results = page(
        el(5, "a", "Next"), digest="Showing 1 to 10 of 23 filings", url="http://records.test/results"
    )
    res2 = decide(after(ctx, res, results))
    assert act(res2) == {"type": "done", "success": True, "answer": "23"}
