"""A thing inside a place the page links to ('the Website Redesign style guide', 'the Launch version
of Website Redesign'): the place is opened first and the thing looked for inside it; the value is
then read where the page states it (a sentence, a due line)."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.plan.rules import decide

PLACES = [
    (
        "http://tracker.test/",
        "Website Redesign",
        "/projects/website",
        "Style Guide - Website Redesign - Tracker",
    ),
    (
        "http://blog.test/",
        "Harbour Events",
        "/category/harbour-events/",
        "Style guide – Harbour Events – Blog",
    ),
]


@pytest.mark.parametrize(("home_url", "place", "href", "title"), PLACES)
def test_the_place_first_then_the_thing_inside_then_the_value_in_its_prose(
    home_url: str, place: str, href: str, title: str
) -> None:
    home = page(
        el(1, "a", place, href=href),
        el(2, "a", "Beta planned for June", href="/news/1"),
        field(3, "q", placeholder="Search", itype="search", zone="header"),
        url=home_url,
        title="Home",
    )
    ctx = context(f"what's the primary colour in the {place} style guide?", home)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    inside = page(
        el(4, "a", "Overview", href=f"{href}overview"),
        el(5, "a", "Wiki", href=f"{href}wiki"),
        field(6, "q", placeholder="Search", itype="search", zone="header"),
        url=f"{home_url.rstrip('/')}{href}",
        title=f"Overview - {place}",
        headings=[place],
    )
    ctx2 = after(ctx, res, inside)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "type", "element_id": 6, "text": "style guide", "submit": True}
    results = page(
        field(6, "q", placeholder="Search", itype="search", zone="header", value="style guide"),
        el(7, "a", "Wiki: Style Guide", href=f"{href}wiki/style-guide"),
        url=f"{home_url.rstrip('/')}{href}search?q=style+guide",
        title=f"Search - {place}",
        headings=["Search", "Results (1)"],
    )
    ctx3 = after(ctx2, res2, results)
    res3 = decide(ctx3)
    assert act(res3) == {"type": "click", "element_id": 7}
    guide = page(
        url=f"{home_url.rstrip('/')}{href}wiki/style-guide",
        title=title,
        headings=["Style Guide"],
        digest="Style Guide\nThe primary colour is #1B4F72 and headings use the Source Sans font. "
        "Buttons have 4 px rounded corners.",
    )
    res4 = decide(after(ctx3, res3, guide))
    assert act(res4) == {"type": "done", "success": True, "answer": "#1B4F72"}


def test_a_product_link_is_no_place() -> None:
    """'Sony WH-1000XM5' is the thing itself (its address is a product's, not a place's)."""
    shop = page(
        el(1, "a", "Sony WH-1000XM5", href="/p/sony-wh-1000xm5"),
        field(2, "q", placeholder="Search", itype="search", zone="header"),
        url="http://shop.test/",
        title="Shop",
    )
    res = decide(context("what is the weight of the Sony WH-1000XM5 headphones?", shop))
    assert "first, to look for" not in res.intent


@pytest.mark.parametrize(
    "due",
    [
        "Due in 216 days (06/30/2027)",
        "Due date: 06/30/2027",
        "Due date:\n06/30/2027",
        "Deadline: 06/30/2027",
        # a due date passed, said without 'due' (a tracker's 'N days late', a forge's 'expired on')
        "about 2 months late (06/30/2027)",
        "12 days late (06/30/2027)",
        "Overdue since 06/30/2027",
        "expired on 06/30/2027",
    ],
)
def test_when_a_version_is_due_on_its_page(due: str) -> None:
    version = page(
        el(1, "a", "Website Redesign", href="/projects/website"),
        el(2, "a", "Roadmap", href="/projects/website/roadmap"),
        url="http://tracker.test/versions/3",
        title="Launch - Website Redesign - Tracker",
        headings=["Launch"],
        digest=f"Launch\n{due}\n12 issues (4 closed — 8 open)\nStart date: 01/05/2027",
    )
    res = decide(context("When is the Launch version of Website Redesign due?", version))
    assert act(res)["type"] == "done" and act(res)["success"] is True
    assert "06/30/2027" in act(res)["answer"]


@pytest.mark.parametrize(
    ("goal", "kind", "number"),
    [
        ("who are the parties on document 2023-004417?", "document", "2023-004417"),
        ("what kind of document is 2021-000912", "document", "2021-000912"),
        ("what is the status of permit PR-5521?", "permit", "PR-5521"),
    ],
)
def test_a_record_no_way_here_opens_by_its_number_is_said_so(goal: str, kind: str, number: str) -> None:
    """A records search form by name, type and dates, and no field for a number: the run says it
    could not open the record, not that the attribute is missing from the search form."""
    form = page(
        field(1, "last", label="Last name"),
        field(2, "first", label="First name"),
        field(3, "from", label="Date from", placeholder="MM/DD/YYYY"),
        el(4, "button", "Search"),
        url="http://records.test/portal/search",
        title="Search - County Recorder",
        headings=["Search official records"],
    )
    done = act(decide(context(goal, form)))
    assert done["type"] == "done" and done["success"] is False
    assert f"could not open {kind} {number}" in done["answer"]


def test_a_thing_the_places_search_does_not_find_is_said_so_with_the_place() -> None:
    home = page(el(1, "a", "Website Redesign", href="/projects/website"), url="http://t.test/", title="Home")
    ctx = context("When is the Launch version of Website Redesign due?", home)
    res = decide(ctx)
    inside = page(
        field(2, "q", placeholder="Search", itype="search", zone="header"),
        url="http://t.test/projects/website",
        title="Overview - Website Redesign",
    )
    ctx2 = after(ctx, res, inside)
    res2 = decide(ctx2)
    assert act(res2)["text"] == "Launch version"
    nothing = page(
        field(2, "q", placeholder="Search", itype="search", zone="header", value="Launch version"),
        url="http://t.test/projects/website/search?q=Launch+version",
        title="Search - Website Redesign",
        digest="Results (0)",
    )
    done = act(decide(after(ctx2, res2, nothing)))
    assert done["type"] == "done" and done["success"] is False
    assert "could not find 'Launch version' in 'Website Redesign'" in done["answer"]
