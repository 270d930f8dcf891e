"""A site without a search box of its own (an admin index of record lists): the list of the kind the
goal names, else the lists in turn - skipping those whose columns hold neither what is asked nor the
record's kind - each searched with its own box; a result named by its table row (our own pages)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.record_lists import kind_list, record_lists


def _index() -> object:
    return page(
        el(1, "a", "Site administration", zone="header", href="/office/"),
        el(2, "a", "Groups", href="/office/auth/group/"),
        el(3, "a", "Add", href="/office/auth/group/add/"),
        el(4, "a", "Users", href="/office/auth/user/"),
        el(5, "a", "Clients", href="/office/crm/client/"),
        el(6, "a", "Add", href="/office/crm/client/add/"),
        el(7, "a", "Change", href="/office/crm/client/"),
        el(8, "a", "Invoices", href="/office/crm/invoice/"),
        el(9, "a", "Add", href="/office/crm/invoice/add/"),
        el(10, "a", "Projects", href="/office/crm/project/"),
        url="http://crm.test/office/",
        title="Site administration",
    )


def _sidebar(*extra: object) -> list[object]:
    return [
        el(21, "a", "Clients", zone="nav", href="/office/crm/client/"),
        el(22, "a", "Invoices", zone="nav", href="/office/crm/invoice/"),
        el(23, "a", "Projects", zone="nav", href="/office/crm/project/"),
        *extra,
    ]


def test_record_lists_are_plural_sibling_links_largest_family_first() -> None:
    labels = [e.label for e in record_lists(list(_index().elements))]  # type: ignore[attr-defined]
    assert labels == ["Clients", "Invoices", "Projects", "Groups", "Users"]
    shop_nav = [el(1, "a", "Help", href="/help"), el(2, "a", "Cart", href="/cart")]
    assert record_lists(shop_nav) == []


def test_a_question_without_a_kind_walks_the_lists() -> None:
    # the gate that stopped such a question went with the misreading it guarded against: the record
    # reader no longer takes an admin sidebar's list rows ('Authors | Add') for a record's facts
    res = decide(context("what is the budget of Harbour Bridge Repaint?", _index()))
    assert act(res) == {"type": "click", "element_id": 5}  # the first list of the app's own records


def test_a_question_opens_the_list_of_the_kind_it_names_and_searches_it() -> None:
    ctx = context("what is the budget of project Harbour Bridge Repaint?", _index())
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 10}
    projects = page(
        *_sidebar(),
        field(30, "q", itype="text"),
        el(31, "a", "Title", href="/office/crm/project/?o=1"),
        el(32, "a", "Budget", href="/office/crm/project/?o=2"),
        url="http://crm.test/office/crm/project/",
        title="Select project to change",
    )
    ctx2 = after(ctx, res, projects)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "type", "element_id": 30, "text": "Harbour Bridge Repaint", "submit": True}
    found = page(
        *_sidebar(),
        field(30, "q", itype="text", value="Harbour Bridge Repaint"),
        el(31, "a", "Title", href="/office/crm/project/?o=1&q=Harbour"),
        el(34, "a", "Harbour Bridge Repaint", href="/office/crm/project/9/change/"),
        url="http://crm.test/office/crm/project/?q=Harbour+Bridge+Repaint",
        title="Select project to change",
        digest="Title\nBudget\nHarbour Bridge Repaint\t$48,000",
    )
    res3 = decide(after(ctx2, res2, found))
    assert act(res3) == {"type": "click", "element_id": 34}


def _list(path: str, columns: list[str], eid: int = 40) -> object:
    return page(
        *_sidebar(),
        field(30, "q", itype="text"),
        *[el(eid + i, "a", c, href=f"{path}?o={i}") for i, c in enumerate(columns)],
        url=f"http://crm.test{path}",
        title="Select to change",
    )


def test_a_record_of_a_kind_no_list_is_named_for_is_looked_for_in_the_lists_whose_columns_hold_it() -> None:
    ctx = context("who holds access card AC-5531?", _index())
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 5}  # no 'cards' list: the app's first list
    clients = _list("/office/crm/client/", ["Name", "City"])
    ctx2 = after(ctx, res, clients)
    res2 = decide(ctx2)  # clients have no card column: not searched, the next list
    assert act(res2) == {"type": "click", "element_id": 22}
    invoices = _list("/office/crm/invoice/", ["Number", "Card", "Amount"])
    res3 = decide(after(ctx2, res2, invoices))
    assert act(res3) == {"type": "type", "element_id": 30, "text": "AC-5531", "submit": True}


def test_the_list_of_the_kind_the_goal_names_comes_first() -> None:
    res = decide(context("open the invoice 2024-0117", _index()))
    assert act(res) == {"type": "click", "element_id": 8}


def test_a_result_is_named_by_its_table_row() -> None:
    listing = page(
        field(1, "q", itype="text"),
        url="http://crm.test/office/people/author/",
        title="Select author to change",
    )
    ctx = context("open the page of the author Ada Kowalski", listing)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Ada Kowalski", "submit": True}
    authors = page(
        field(1, "q", itype="text", value="Ada Kowalski"),
        el(2, "a", "Kowalczyk", href="/office/people/author/4/change/"),
        el(3, "a", "Kowalski", href="/office/people/author/3/change/"),
        url="http://crm.test/office/people/author/?q=Ada+Kowalski",
        title="Select author to change",
        digest="Last name\nFirst name\nKowalczyk\tJan\tPoland\nKowalski\tAda\tPoland",
    )
    res2 = decide(after(ctx, res, authors))  # the link's own text is the last name; its row names Ada
    assert act(res2) == {"type": "click", "element_id": 3}


def test_a_thing_whose_words_name_a_list_opens_that_list_first() -> None:
    res = decide(context("show me the unpaid invoices", _index()))
    assert act(res) == {"type": "click", "element_id": 8}


_KINDS = {"post": "Posts", "page": "Pages", "issue": "Issues", "entry": "Entries", "category": "Categories"}


@given(
    st.sampled_from(sorted(_KINDS)),
    st.sampled_from(["{}", "All {}", "View {}", "Back to {}", "all {}"]),
)
def test_the_link_to_a_kinds_list_is_its_plural(kind: str, shape: str) -> None:
    """A block editor's 'View Posts', an admin menu's 'Posts' / 'All Posts', a tracker's 'Issues' tab
    (session 15: the list whose rows can change what the record's own editor cannot)."""
    label = shape.format(_KINDS[kind])
    links = [
        el(1, "a", "Dashboard", href="/"),
        el(2, "a", label, href="/list"),
        el(3, "a", "Add New", href="/new"),
    ]
    found = kind_list(links, kind)
    assert found is not None and found.label == label


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Post", "post"),  # the kind itself: a record, or a control, not its list
        ("Pages", "post"),
        ("View post", "post"),
        ("Add New Post", "post"),
        ("Posts about cycling in the hills", "post"),
        ("Issues", ""),
    ],
)
def test_other_links_are_no_kinds_list(label: str, kind: str) -> None:
    assert kind_list([el(1, "a", label, href="/x")], kind) is None


def test_a_button_named_like_the_list_is_no_link_to_it() -> None:
    assert kind_list([el(1, "button", "Posts")], "post") is None
