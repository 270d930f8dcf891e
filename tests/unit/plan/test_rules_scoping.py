"""Counts scoped to a place (pure): the place the goal names is entered first - its link, or the site's
list of such places when the page links none - then the place's own list is opened and taken whole (a
filter it applies by default that nobody asked is set to every value), and its stated total read. Two
shapes: an issue tracker's project (a pager total '(1-7/7)', a status filter 'open' by default, an
'Apply' link) and a CMS category (a 'Categories' page, the category's archive states its total)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, el, page
from tests.fixtures.rules import context as make_context
from wayfinder.observe.models import FormRef
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.scoping import said_states
from wayfinder.plan.rules.step import StepInput
from wayfinder.plan.rules.work import CountThings
from wayfinder.read.facets import set_filters
from wayfinder.read.results import result_total

DESK = "http://desk.test"
QUERY = FormRef(i=0, action=f"{DESK}/projects/payroll/issues", method="get")
SEARCH = FormRef(i=1, action=f"{DESK}/search", method="get")


def _home() -> object:
    return page(
        el(1, "a", "Home", href=f"{DESK}/"),
        el(2, "a", "Projects", href=f"{DESK}/projects"),
        el(3, "a", "Help", href=f"{DESK}/help"),
        url=f"{DESK}/my/page",
        title="My page - Desk",
    )


def _projects() -> object:
    return page(
        el(2, "a", "Projects", href=f"{DESK}/projects"),
        el(10, "a", "Payroll Engine", href=f"{DESK}/projects/payroll"),
        el(11, "a", "Help Centre", href=f"{DESK}/projects/helpcentre"),
        url=f"{DESK}/projects",
        title="Projects - Desk",
    )


def _overview() -> object:
    return page(
        el(20, "a", "Overview", href=f"{DESK}/projects/payroll"),
        el(21, "a", "Issues", href=f"{DESK}/projects/payroll/issues"),
        el(22, "a", "Wiki", href=f"{DESK}/projects/payroll/wiki"),
        url=f"{DESK}/projects/payroll",
        title="Overview - Payroll Engine - Desk",
        headings=["Overview", "Issue tracking", "Members"],
    )


def _issues(status: str, shown: int) -> object:
    return page(
        el(21, "a", "Issues", href=f"{DESK}/projects/payroll/issues"),
        el(30, "input", "", input_type="checkbox", label="Status", checked=True, form=QUERY),
        el(31, "select", "", name="op[status_id]", options=["open", "is", "closed", "any"], selected=status),
        el(32, "a", "Apply", href=f"{DESK}/projects/payroll/issues#", form=QUERY),
        el(33, "a", "Clear", href=f"{DESK}/projects/payroll/issues?set_filter=1"),
        url=f"{DESK}/projects/payroll/issues",
        title="Issues - Payroll Engine - Desk",
        digest=f"Issues\nFilters\n#\tStatus\tSubject\n7\tNew\tPayslip rounding\n({1}-{shown}/{shown})",
    )


def test_a_project_is_entered_through_the_projects_list_and_its_whole_issue_list_counted() -> None:
    ctx = make_context("how many issues does the Payroll Engine project have?", _home())  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}  # no link names the project: the list of projects
    ctx = after(ctx, res, _projects())  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 10}  # the project first
    ctx = after(ctx, res, _overview())  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 21}  # its own issue list ('Issue tracking' is no list)
    ctx = after(ctx, res, _issues("open", 4))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 31, "text": "any"}  # 'open' was not asked
    ctx = after(ctx, res, _issues("any", 4))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 32}  # the 'Apply' link acts on this page
    res = decide(after(ctx, res, _issues("any", 7)))  # type: ignore[arg-type]
    assert act(res) == {"type": "done", "success": True, "answer": "7"}


def test_a_place_named_without_its_kind_is_entered_then_its_own_list_opened() -> None:
    """'how many issues are in Payroll Engine?' names the project as the question's place (a scope, not
    a filter): the project is entered by its link, and its overview - whose headings say 'Issue
    tracking' - is no list of issues; its own 'Issues' is opened next, as for 'the X project'."""
    home = page(
        el(1, "a", "Home", href=f"{DESK}/"),
        el(10, "a", "Payroll Engine", href=f"{DESK}/projects/payroll"),
        url=f"{DESK}/my/page",
        title="My page - Desk",
    )
    ctx = make_context("how many issues are in Payroll Engine?", home)  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 10}
    ctx = after(ctx, res, _overview())  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 21}


def test_a_filter_set_to_the_asked_value_is_kept() -> None:
    """'open issues': the list's default 'open' is what was asked - it is counted as it is."""
    ctx = make_context("how many open issues does the Payroll Engine project have?", _overview())  # type: ignore[arg-type]
    ctx = after(ctx, decide(ctx), _issues("open", 4))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "done", "success": True, "answer": "4"}


@pytest.mark.parametrize(
    ("goal", "chosen"),
    [
        ("how many issues in the Payroll Engine project have been closed so far?", "closed"),
        ("how many of the Payroll Engine issues were closed?", "closed"),
        ("how many Payroll Engine issues are still open?", None),  # the list shows what was said
        ("how many Payroll Engine issues are there, open or closed?", "any"),  # both states: every one
    ],
)
def test_a_state_the_goal_says_is_chosen_not_every_state(goal: str, chosen: str | None) -> None:
    """A state the goal's words say ('have been closed') narrows the count even where the frame kept no
    status filter: the list's 'open' is set to that state, not to 'any' (which would count every
    issue: a wrong answer the count could not tell from a right one)."""
    ctx = make_context(goal, _overview())  # type: ignore[arg-type]
    ctx = after(ctx, decide(ctx), _issues("open", 4))  # type: ignore[arg-type]
    res = decide(ctx)
    if chosen is None:
        assert act(res) == {"type": "done", "success": True, "answer": "4"}
    else:
        assert act(res) == {"type": "type", "element_id": 31, "text": chosen}


@settings(max_examples=30, deadline=None)
@given(
    state=st.sampled_from(["closed", "resolved", "returned", "published"]),
    frame=st.sampled_from(
        [
            "how many {k} have been {s}?",
            "open the list: how many {k} were {s}",
            "number of {k} that got {s} pls",
        ]
    ),
    kind=st.sampled_from(["issues", "tickets", "loans", "posts"]),
)
def test_generated_states_said_of_the_counted_things(state: str, frame: str, kind: str) -> None:
    obs = page(
        el(1, "select", "", name="status", options=["open", state, "any"], selected="open"),
        url="http://app.test/list",
    )
    ctx = make_context(frame.format(k=kind, s=state), obs)
    si = StepInput(ctx=ctx, step=CountThings(things=kind), index=0, state={}, memory={})
    assert said_states(si, 1) == [state]


def _overview_with_kinds() -> object:
    """An overview whose issue summary links each kind ('Feature' -> the issue list of that tracker)."""
    return page(
        el(20, "a", "Overview", href=f"{DESK}/projects/payroll"),
        el(21, "a", "Issues", href=f"{DESK}/projects/payroll/issues"),
        el(24, "a", "Bug", href=f"{DESK}/projects/payroll/issues?set_filter=1&tracker_id=1"),
        el(25, "a", "Feature", href=f"{DESK}/projects/payroll/issues?set_filter=1&tracker_id=2"),
        url=f"{DESK}/projects/payroll",
        title="Overview - Payroll Engine - Desk",
        headings=["Overview", "Issue tracking", "Members"],
    )


@pytest.mark.parametrize(
    "goal",
    [
        "how many feature requests does the payroll engine project have in total?",
        "how many features does Payroll Engine have?",
    ],
)
def test_a_kind_reached_through_the_overview_is_counted_whatever_its_status(goal: str) -> None:
    """The kind's link of an overview opens the issue list of that kind, filtered to 'open' by default:
    the count asked names no status, so the filter is set to 'any' first (a count of the open ones is
    another number)."""
    ctx = make_context(goal, _overview_with_kinds())  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 25}
    ctx = after(ctx, res, _issues("open", 3))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 31, "text": "any"}


BLOG = "http://garden.test"


def test_a_category_is_found_on_the_categories_page_then_its_archive_total_read() -> None:
    home = page(
        el(1, "a", "Recent Hike: Ben Nevis", href=f"{BLOG}/2026/04/ben-nevis/"),
        el(2, "a", "Categories", href=f"{BLOG}/categories/", zone="nav"),
        el(3, "a", "Older posts", href=f"{BLOG}/page/2/", zone="nav"),
        url=f"{BLOG}/",
        title="Garden Notes",
    )
    ctx = make_context("how many posts are in the Composting category?", home)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    cats = page(
        el(10, "a", "Composting", href=f"{BLOG}/category/composting/", zone="main"),
        el(11, "a", "Pruning", href=f"{BLOG}/category/pruning/", zone="main"),
        url=f"{BLOG}/categories/",
        title="Categories - Garden Notes",
    )
    ctx = after(ctx, res, cats)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 10}
    archive = page(
        el(20, "a", "Hot compost in winter", href=f"{BLOG}/2026/01/hot-compost/"),
        url=f"{BLOG}/category/composting/",
        title="Composting - Garden Notes",
        digest="Category: Composting\nShowing 1-10 of 12\nHot compost in winter",
    )
    res = decide(after(ctx, res, archive))
    assert act(res) == {"type": "done", "success": True, "answer": "12"}


def test_a_pager_range_over_its_total_with_a_slash_is_a_stated_total() -> None:
    for text, rows in [("(1-25/60)", 60), ("« 1 2 3 » (26-50/60) Per page: 25, 50", 60), ("1-80 / 245", 245)]:
        found = result_total(page(digest=text))
        assert found is not None and found.rows == rows, text
    for text in ["03/29/2026 09:00 AM", "1-4/2026", "(5-4/4)", "12-3/4", "v1-2/3"]:
        assert result_total(page(digest=text)) is None, text


@settings(max_examples=60, deadline=None)
@given(
    a=st.integers(min_value=1, max_value=500),
    span=st.integers(min_value=0, max_value=100),
    extra=st.integers(min_value=0, max_value=5000),
    spaced=st.booleans(),
)
def test_generated_pager_ranges_read_their_total(a: int, span: int, extra: int, spaced: bool) -> None:
    b, n = a + span, a + span + extra
    text = f"{a}-{b} / {n:,}" if spaced else f"({a}-{b}/{n})"
    found = result_total(page(digest=f"Issues\n{text}\nAlso available in: CSV"))
    assert found is not None and (found.rows, found.first, found.last) == (n, a, b)


def test_only_a_filter_set_to_one_value_that_offers_every_value_is_a_set_filter() -> None:
    obs = page(
        el(1, "select", "", name="op[status_id]", options=["open", "is", "closed", "any"], selected="open"),
        el(2, "select", "", name="brand", options=["All brands", "Sony"], selected="All brands"),
        el(3, "select", "", name="sort", options=["Newest", "Any order"], selected="Newest"),
        el(4, "select", "", name="status", options=["active", "closed"], selected="active"),
    )
    assert [(f.element_id, f.value, f.every) for f in set_filters(obs)] == [(1, "open", "any")]  # type: ignore[arg-type]


def test_a_filter_the_run_chose_itself_or_that_names_the_things_is_never_widened() -> None:
    """'count the liens': the run picks 'Lien' in the form's type select, then searches - the list now
    shows only liens, which is the count asked; it is never set back to 'All'."""
    form = page(
        el(1, "select", "", label="Document type", options=["All", "Deed", "Lien"], selected="All"),
        el(2, "button", "Search"),
        url="http://records.test/search",
        title="Search records",
    )
    ctx = make_context("count the liens", form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Lien"}
    chosen = page(
        el(1, "select", "", label="Document type", options=["All", "Deed", "Lien"], selected="Lien"),
        el(2, "button", "Search"),
        url="http://records.test/search",
        title="Search records",
    )
    ctx = after(ctx, res, chosen)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    results = page(
        el(1, "select", "", label="Document type", options=["All", "Deed", "Lien"], selected="Lien"),
        el(2, "button", "Search"),
        url="http://records.test/results?type=lien",
        title="Results",
        digest="Showing 1-10 of 19 records",
    )
    res = decide(after(ctx, res, results))
    assert act(res) == {"type": "done", "success": True, "answer": "19"}
    # the same list reached with 'Lien' already set by the site: it names the things, it stays
    ctx = make_context("how many liens are listed?", results)
    assert act(decide(ctx)) == {"type": "done", "success": True, "answer": "19"}


def _filter_form(status: str, shown: int, *, apply: object) -> object:
    """A tracker's issue list whose status select sits in its filter form (sent by ``apply``), under a
    header whose quick search is a form of its own."""
    return page(
        el(5, "input", "", name="q", input_type="search", form=SEARCH),
        el(6, "button", "Search", form=SEARCH),
        el(30, "input", "", input_type="checkbox", label="Status", checked=True, form=QUERY),
        el(
            31,
            "select",
            "",
            name="op[status_id]",
            options=["open", "is", "closed", "any"],
            selected=status,
            form=QUERY,
        ),
        apply,
        url=f"{DESK}/projects/payroll/issues",
        title="Issues - Payroll Engine - Desk",
        digest=f"Issues\nFilters\n#\tStatus\tSubject\n7\tNew\tPayslip rounding\n(1-{shown}/{shown})",
    )


@pytest.mark.parametrize(
    "apply",
    [
        el(32, "a", "Apply", href=f"{DESK}/projects/payroll/issues#"),  # a link acting on the page
        el(32, "button", "Filter", form=QUERY),  # the form's own button
    ],
)
def test_a_state_chosen_in_a_filter_form_is_applied_by_that_form_before_counting(apply: object) -> None:
    goal = "how many issues in the Payroll Engine project have been closed so far?"
    ctx = make_context(goal, _overview())  # type: ignore[arg-type]
    ctx = after(ctx, decide(ctx), _filter_form("open", 4, apply=apply))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 31, "text": "closed"}
    ctx = after(ctx, res, _filter_form("closed", 4, apply=apply))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 32}  # not the header's Search, not a count of 4
    res = decide(after(ctx, res, _filter_form("closed", 9, apply=apply)))  # type: ignore[arg-type]
    assert act(res) == {"type": "done", "success": True, "answer": "9"}
