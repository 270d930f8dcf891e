"""A record named by its identifier ('issue 20', 'issue #14', 'document 2023-001185') is looked up the
ways the site shows: its link, the address pattern of the site's own links to records of its kind, a
search form's identifier field, the site's search with the identifier (our own pages and sentences,
plus generated names)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.record_ref import RecordRef, record_ref


def test_names_that_are_a_kind_and_an_identifier() -> None:
    assert record_ref("issue 20") == RecordRef("issue", "20")
    assert record_ref("issue #14") == RecordRef("issue", "14", marked=True)
    assert record_ref("the ticket no. 7") is None or record_ref("the ticket no. 7") == RecordRef(
        "ticket", "7"
    )
    assert record_ref("2023-001185", within="document") == RecordRef("document", "2023-001185")
    assert record_ref("order RL10042") == RecordRef("order", "RL10042")
    assert record_ref("#88") == RecordRef("", "88", marked=True)


def test_names_that_are_not_records() -> None:
    assert record_ref("2023 annual report") is None  # a year in front is part of a title
    assert record_ref("Pixel 8 Pro") is None  # the number is not last
    assert record_ref("USB-C cable 2m") is None  # a size
    assert record_ref("Paper Gardens") is None
    assert record_ref("20") is None  # a bare number, no kind: nothing says it is a record
    assert record_ref("the very long kind of thing 5") is None


KINDS = st.sampled_from(["issue", "ticket", "bug", "case", "invoice", "order", "document", "request"])
IDENTS = st.one_of(
    st.integers(min_value=1, max_value=999999).map(str),
    st.tuples(st.integers(2000, 2030), st.integers(1, 999999)).map(lambda p: f"{p[0]}-{p[1]:06d}"),
    st.tuples(st.sampled_from(["RL", "PT", "INV"]), st.integers(100, 99999)).map(lambda p: f"{p[0]}{p[1]}"),
)


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(kind=KINDS, ident=IDENTS, marked=st.booleans(), article=st.sampled_from(["", "the ", "THE "]))
def test_generated_kind_and_identifier_names(kind: str, ident: str, marked: bool, article: str) -> None:
    written = f"{article}{kind.upper() if marked else kind} {'#' if marked else ''}{ident}"
    ref = record_ref(written)
    assert ref is not None and ref.ident == ident and ref.marked == marked
    assert ref.kind.lower() == kind
    assert record_ref(f"{written} export fails") is None  # more words after it: a title, not an identifier


def _tracker_list() -> object:
    return page(
        el(1, "a", "Projects", zone="header", href="/projects"),
        el(2, "a", "Issues", zone="nav", href="/issues"),
        el(3, "a", "3", href="/issues/3"),
        el(4, "a", "Login page times out", href="/issues/3"),
        el(5, "a", "7", href="/issues/7"),
        el(6, "a", "Export to CSV drops rows", href="/issues/7"),
        el(7, "a", "2", href="/issues?page=2"),
        url="http://tracker.test/issues",
        title="Issues - Tracker",
        headings=["Issues"],
    )


def test_open_issue_follows_the_address_pattern_the_site_shows() -> None:
    ctx = context("open issue 20", _tracker_list())
    res = decide(ctx)
    assert act(res) == {"type": "navigate", "url": "http://tracker.test/issues/20"}
    issue = page(
        el(1, "a", "Issues", zone="nav", href="/issues"),
        url="http://tracker.test/issues/20",
        title="Bug #20: Dark mode flickers - Tracker",
        headings=["Bug #20", "Dark mode flickers"],
    )
    res2 = decide(after(ctx, res, issue))
    assert act(res2)["type"] == "done" and act(res2)["success"] is True


def test_a_link_that_is_the_record_comes_first_and_a_pager_number_is_not_it() -> None:
    res = decide(context("open issue 7", _tracker_list()))
    assert act(res) == {"type": "click", "element_id": 5}
    res = decide(context("open ticket 2", _tracker_list()))  # '2' is the pager, not ticket 2
    assert act(res) != {"type": "click", "element_id": 7}


def test_no_address_is_guessed_without_links_of_that_kind() -> None:
    home = page(
        el(1, "a", "Overview", href="/projects/web"),
        el(2, "a", "Activity", href="/projects/web/activity"),
        field(3, "q", placeholder="Search", itype="search", zone="header"),
        url="http://tracker.test/projects/web",
        title="Overview - Web",
    )
    res = decide(context("open issue 20", home))
    assert act(res) == {"type": "type", "element_id": 3, "text": "issue 20", "submit": True}


def test_a_question_about_a_marked_record_searches_its_identifier_and_reads_its_page() -> None:
    home = page(
        el(1, "a", "Overview", href="/projects/web"),
        field(2, "q", placeholder="Search", itype="search", zone="header"),
        url="http://tracker.test/projects/web",
        title="Overview - Web",
    )
    ctx = context("who is issue #14 assigned to?", home)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "#14", "submit": True}
    issue = page(  # the tracker jumped to the record
        field(2, "q", placeholder="Search", itype="search", zone="header"),
        url="http://tracker.test/issues/14",
        title="Feature #14: Saved filters - Web",
        headings=["Feature #14", "Saved filters"],
        digest="Status: New\nAssignee: Dana Whitfield\nPriority: High",
    )
    res2 = decide(after(ctx, res, issue))
    assert act(res2) == {"type": "done", "success": True, "answer": "Dana Whitfield"}


def test_search_without_the_kind_when_the_words_found_nothing() -> None:
    home = page(field(2, "q", placeholder="Search", itype="search"), url="http://t.test/", title="Home")
    ctx = context("open ticket 31", home)
    res = decide(ctx)
    assert act(res)["text"] == "ticket 31"
    nothing = page(
        field(2, "q", placeholder="Search", itype="search", value="ticket 31"),
        url="http://t.test/search?q=ticket+31",
        title="Search",
        digest="No results",
    )
    res2 = decide(after(ctx, res, nothing))
    assert act(res2) == {"type": "type", "element_id": 2, "text": "31", "submit": True}


def _records_form() -> object:
    return page(
        field(1, "last", label="Last name"),
        field(2, "first", label="First name"),
        field(3, "docno", label="Document number"),
        el(4, "select", "", label="Document type", options=["All", "Deed", "Lien"]),
        button(5, "Search"),
        url="http://records.test/search",
        title="Search - County Records",
        headings=["Search official records"],
    )


def test_a_multi_field_search_form_gets_the_identifier_in_its_number_field() -> None:
    ctx = context("who are the parties on document 2023-001185?", _records_form())
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 3, "text": "2023-001185", "submit": True}
    results = page(
        field(3, "docno", label="Document number", value="2023-001185"),
        el(6, "a", "2023-001186", href="/record/90"),
        el(7, "a", "2023-001185", href="/record/91"),
        url="http://records.test/search?docno=2023-001185",
        title="Search - County Records",
    )
    ctx2 = after(ctx, res, results)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 7}
    record = page(
        el(8, "a", "Back to search", href="/search"),
        url="http://records.test/record/91",
        title="Document 2023-001185",
        headings=["Document 2023-001185"],
        digest="Document #: 2023-001185\nParties: OAK RIDGE LLC",
    )
    res3 = decide(after(ctx2, res2, record))
    assert act(res3) == {"type": "done", "success": True, "answer": "OAK RIDGE LLC"}


def test_a_field_known_by_its_placeholder_shape_or_a_number_sign() -> None:
    form = page(
        field(1, "nm", label="Grantor"),
        field(2, "ref", placeholder="2024-000000"),
        button(3, "Find"),
        url="http://deeds.test/",
        title="Deeds",
    )
    res = decide(context("who is the grantee on instrument 2023-001185", form))
    assert act(res) == {"type": "type", "element_id": 2, "text": "2023-001185", "submit": True}
    form2 = page(
        field(1, "nm", label="Name"),
        field(2, "in", label="Instrument #"),
        button(3, "Find"),
        url="http://deeds.test/",
        title="Deeds",
    )
    res2 = decide(context("who is the grantee on instrument 2023-001185", form2))
    assert act(res2) == {"type": "type", "element_id": 2, "text": "2023-001185", "submit": True}


def test_a_form_with_no_field_for_the_identifier_is_not_given_it() -> None:
    form = page(
        field(1, "last", label="Last name"),
        field(2, "first", label="First name"),
        field(3, "phone", label="Phone number"),
        button(4, "Search"),
        url="http://records.test/search",
        title="Search - County Records",
    )
    res = decide(context("who are the parties on document 2023-001185?", form))
    assert not (act(res).get("type") == "type" and act(res).get("text") == "2023-001185")


def test_a_link_to_another_model_of_the_line_is_not_the_thing_named() -> None:
    """'Over-ear' where the goal says 'In-ear': the near twin is not opened; the site's search is used."""
    home = page(
        el(1, "a", "Acme Aria Wireless Over-ear Headphones", href="/p/11"),
        el(2, "a", "Acme Aria Wired Mouse", href="/p/12"),
        field(3, "q", placeholder="Search", itype="search", zone="header"),
        url="http://shop.test/",
        title="Shop",
    )
    res = decide(context("what rating do the Acme Aria Wireless In-ear Headphones have?", home))
    assert act(res) != {"type": "click", "element_id": 1}
    res = decide(context("what rating do the Acme Aria Wireless Over-ear Headphones have?", home))
    assert act(res) == {"type": "click", "element_id": 1}
