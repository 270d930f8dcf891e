"""A list asked narrowed by a word ('the overdue loans', 'the draft posts', 'the pending comments') is
not the whole list, nor another option's, when the list offers that word as a filter link (pure tables,
``navigation._unapplied_narrowing``). The filter's options are links - control labels, which the page's
own lines leave out - so they are read in the page's whole text; a list narrowed to the option names it
in its address, or marks the option chosen (a code in the address: ``comment_status=moderated`` for
'Pending'). Three shapes: a library admin's sidebar filter, a blog's post status links, its comment
moderation links."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry
from wayfinder.agent.verify.ledger import PageEntry


def page(
    url: str, text: str, *, title: str, page_type: str, links: tuple[tuple[str, str], ...] = ()
) -> PageEntry:
    """A list page whose filter links sit in its side menu (the observer's ``in_nav``), as Django
    admin's and WordPress' do: their labels are controls, not lines the page says."""
    elements = [
        {"id": i + 1, "tag": "a", "text": label, "href": href, "in_nav": True}
        for i, (label, href) in enumerate(links)
    ]
    obs = {
        "url": url,
        "title": title,
        "headings": [title.split(" | ")[0].split(" ‹ ")[0]],
        "text_digest": text,
        "elements": elements,
        "page_type": page_type,
    }
    return page_entry(obs, 1)


L = "http://library.test/admin/catalog/loan/"
_SIDEBAR = (
    ("All", L),
    ("On loan", f"{L}?status=out"),
    ("Overdue", f"{L}?status=overdue"),
    ("Returned", f"{L}?status=returned"),
)
_LOANS = "Select loan to change\n{n} loans\nBook\tMember\tDue date\tReturned\tOverdue\nBy status\nAll\nOn loan\nOverdue\nReturned"


def _loans(query: str, n: int) -> PageEntry:
    url = f"{L}?{query}" if query else L
    return page(
        url, _LOANS.format(n=n), title="Select loan to change | Library", page_type="grid", links=_SIDEBAR
    )


P = "http://blog.test/wp-admin/edit.php"
_STATUS = (
    ("All (12)", P),
    ("Published (8)", f"{P}?post_status=publish"),
    ("Drafts (4)", f"{P}?post_status=draft"),
)


def _posts(query: str) -> PageEntry:
    url = f"{P}?{query}" if query else P
    text = "Posts\nAll (12)\nPublished (8)\nDrafts (4)\nTitle\tAuthor\tDate\nFerry times\tmaria\t2026/11/02"
    return page(url, text, title="Posts ‹ Blog", page_type="listing", links=_STATUS)


C = "http://blog.test/wp-admin/edit-comments.php"


def _comments(query: str, chosen: tuple[str, ...] = ()) -> PageEntry:
    url = f"{C}?{query}" if query else C
    text = "Comments\nAll (9)\nPending (3)\nApproved (6)\nAuthor\tComment\tIn response to\nBen\tLovely\tSoup"
    entry = page(url, text, title="Comments ‹ Blog", page_type="listing")
    return entry.model_copy(update={"chosen": chosen})


OVERDUE = "log in as librarian with password pw and show me the overdue loans"
DRAFTS = "show me the draft posts"
PENDING = "show me the pending comments"


@pytest.mark.parametrize(
    ("goal", "final", "verified"),
    [
        (OVERDUE, _loans("status=overdue", 62), True),
        (OVERDUE, _loans("", 640), False),
        (OVERDUE, _loans("status=returned", 500), False),
        (OVERDUE, _loans("o=5.-3", 640), False),  # the column 'Overdue' sorted, not the filter
        (DRAFTS, _posts("post_status=draft"), True),
        (DRAFTS, _posts(""), False),
        (DRAFTS, _posts("post_status=publish"), False),
        (PENDING, _comments("comment_status=moderated", ("Pending (3)",)), True),
        (PENDING, _comments(""), False),
    ],
)
def test_a_list_narrowed_by_a_filter_link(goal: str, final: PageEntry, verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Here they are.", ledger=[final]
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(["", "hi there! ", "Hello, ", "could you "]), st.sampled_from(["", " please", " thanks!"])
)
def test_wrapped_wordings(opening: str, tail: str) -> None:
    goal = f"{opening}show me the overdue loans{tail}"
    right = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Here.", ledger=[_loans("status=overdue", 62)]
    )
    wrong = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Here.", ledger=[_loans("", 640)]
    )
    assert right.verified, right.sentence
    assert not wrong.verified
