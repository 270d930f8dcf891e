"""A value with no field name is grounded in the list's own filters by the value the filter sets in the
address when no label says it (pure): an admin changelist's 'On loan' sets '?status=out' ('how many
loans are out'), a shop's 'Pre-owned' sets '?condition=used' ('used cameras'); an id ('?genre__id__exact=1')
is never such a value, and two filters setting the same word ground nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, el, page
from tests.fixtures.rules import context as make_context
from wayfinder.plan.rules import decide
from wayfinder.read.facets import find_facet

ADMIN = "http://library.test/admin/catalog/loan/"


def changelist() -> object:
    return page(
        el(1, "a", "Loans", href=ADMIN, zone="nav"),
        el(2, "a", "All", href=f"{ADMIN}?", zone="nav"),
        el(3, "a", "On loan", href=f"{ADMIN}?status=out", zone="nav"),
        el(4, "a", "Overdue", href=f"{ADMIN}?status=overdue", zone="nav"),
        el(5, "a", "Returned", href=f"{ADMIN}?status=returned", zone="nav"),
        el(6, "a", "Crime", href=f"{ADMIN}?genre__id__exact=1", zone="nav"),
        url=ADMIN,
        title="Select loan to change | Library",
        headings=["Select loan to change", "Filter"],
        digest="Select loan to change\n1 2 3 640 loans\nFilter\nBy status\nAll\nOn loan\nOverdue\nReturned",
    )


def shop() -> object:
    base = "http://shop.test/cameras"
    return page(
        el(1, "a", "New", href=f"{base}?condition=new", zone="aside"),
        el(2, "a", "Pre-owned", href=f"{base}?condition=used", zone="aside"),
        el(3, "a", "2", href=f"{base}?page=2", zone="main"),
        url=base,
        title="Cameras",
        headings=["Cameras"],
        digest="Cameras\nShowing 1-20 of 57 results",
    )


def test_out_is_the_filter_that_sets_status_out() -> None:
    found = find_facet(changelist(), "out")  # type: ignore[arg-type]
    assert found is not None and found.element_id == 3 and found.name == "On loan"


def test_used_is_the_shops_pre_owned_filter() -> None:
    found = find_facet(shop(), "used")  # type: ignore[arg-type]
    assert found is not None and found.element_id == 2


def test_an_id_or_a_page_number_in_the_address_grounds_nothing() -> None:
    assert find_facet(changelist(), "1") is None  # type: ignore[arg-type]
    assert find_facet(shop(), "2") is None  # type: ignore[arg-type]


def test_two_filters_setting_the_same_word_ground_nothing() -> None:
    twice = page(
        el(1, "a", "Lent", href=f"{ADMIN}?status=out", zone="nav"),
        el(2, "a", "Away", href=f"{ADMIN}?state=out", zone="nav"),
        url=ADMIN,
    )
    assert find_facet(twice, "out") is None


def test_a_count_of_loans_out_narrows_by_that_filter_before_any_search() -> None:
    ctx = make_context("how many loans are currently out, not yet returned?", changelist())  # type: ignore[arg-type]
    assert act(decide(ctx)) == {"type": "click", "element_id": 3}


@settings(deadline=None)
@given(word=st.from_regex(r"[a-z]{3,10}", fullmatch=True))
def test_a_word_no_filter_sets_grounds_nothing_by_address(word: str) -> None:
    found = find_facet(shop(), word)  # type: ignore[arg-type]
    assert found is None or (found.name.lower() in {"new", "pre-owned"} and word in {"new", "used"})


def test_a_value_is_never_typed_into_a_sign_in_forms_username() -> None:
    from wayfinder.observe.models import FormRef

    login = FormRef(i=0, action="http://library.test/admin/login/", method="post")
    signin = page(
        el(1, "input", "", label="Username:", name="username", input_type="text", form=login),
        el(2, "input", "", label="Password:", name="password", input_type="password", form=login),
        el(3, "button", "Log in", form=login),
        url="http://library.test/admin/login/",
        title="Log in | Library",
    )
    ctx = make_context("number of books in German", signin)
    done = act(decide(ctx))
    assert done["type"] == "done" and done["success"] is False  # nothing to narrow by here: said so
    records = FormRef(i=0, action="http://records.test/search", method="get")
    search = page(
        el(1, "input", "", label="Last name", name="last", input_type="text", form=records),
        el(2, "button", "Search", form=records),
        url="http://records.test/search",
        title="Records search",
    )
    typed = act(decide(make_context("how many deeds are recorded under Davis?", search)))
    assert typed["type"] == "type" and typed["element_id"] == 1  # a records search's name field is one
