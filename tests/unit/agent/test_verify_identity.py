"""Navigation claims that name a record by an identifying value (an ISBN, an order number, a code, a
quoted name): the final page must show that value, and a list that shows it as one row is not the
record's page when the goal was to open it (a table, plus the values read from real goal frames)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.verify import Filt, FrameF, StepF, page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.identity import named_values

A = "http://lib.test/admin/library"
ISBN = "9780306406157"
LOGIN_OPEN_BOOK = FrameF(
    f"sign in as ada with password x and open the book whose ISBN is {ISBN}",
    steps=(StepF("login"), StepF("open", "book", filters=(Filt("about", f"ISBN is {ISBN}"),))),
)
OPEN_ORDER = FrameF("open order 10042", steps=(StepF("open", "10042", filters=(Filt("type", "order"),)),))
SHOW_MEMBER = FrameF(
    "show me member RL10025", steps=(StepF("find", "RL10025", filters=(Filt("type", "member"),)),)
)
OPEN_ISSUE = FrameF(
    'open the issue "Login button broken"',
    steps=(StepF("open", "Login button broken", filters=(Filt("type", "issue"),), exact=True),),
)
OPEN_PLAIN = FrameF("open the keyboards section", steps=(StepF("open", "keyboards section"),))

BOOKS = page(
    f"{A}/book/",
    "Select book to change\nTitle | Author\nDune | Frank Herbert\nEmma | Jane Austen",
    title="Select book to change | Django site administration",
    page_type="grid",
    step=4,
)
BOOKS_SEARCHED = page(
    f"{A}/book/?q={ISBN}",
    f"Select book to change\nTitle | ISBN\nDune | {ISBN}\n1 result",
    title="Select book to change | Django site administration",
    page_type="grid",
    step=5,
)
OTHER_BOOK = page(
    f"{A}/book/17/change/",
    "Change book\nTitle Emma\nISBN 9780141439587",
    title="Change book | Django site administration",
    page_type="form",
    step=6,
)
THE_BOOK = page(
    f"{A}/book/3/change/",
    "Change book\nTitle Dune\nISBN 978-0-306-40615-7",
    title="Change book | Django site administration",
    page_type="form",
    step=6,
)
ORDER = page("http://shop.test/orders/10042", "Order 10042\nShipped", title="Order 10042 | Shop", step=3)
ORDER_OTHER = page("http://shop.test/orders/100423", "Order 100423", title="Order 100423 | Shop", step=3)
MEMBER_ROW = page(
    "http://lib.test/members?q=RL10025",
    "Members\nRL10025 | Ada Byron",
    title="Members",
    page_type="listing",
    step=3,
)
ISSUE = page(
    "http://bugs.test/issues/42", "Login button broken\nopen", title="Login button broken · Issue #42", step=3
)
ISSUE_NEAR = page(
    "http://bugs.test/issues/43", "Login broken on mobile", title="Login broken on mobile · Issue #43", step=3
)
KEYBOARDS = page("http://shop.test/c/keyboards", "Keyboards\n24 products", title="Keyboards | Shop", step=2)

CASES: list[tuple[str, Any, list[dict[str, Any]], str | None]] = [
    ("the books list, no ISBN on it", LOGIN_OPEN_BOOK, [BOOKS], "wrong_page"),
    ("the books list searched for the ISBN", LOGIN_OPEN_BOOK, [BOOKS, BOOKS_SEARCHED], "wrong_page"),
    ("another book's page", LOGIN_OPEN_BOOK, [BOOKS, OTHER_BOOK], "wrong_page"),
    ("the book's page (ISBN written with dashes)", LOGIN_OPEN_BOOK, [BOOKS, THE_BOOK], None),
    ("the order's page", OPEN_ORDER, [ORDER], None),
    ("an order whose number only starts the same", OPEN_ORDER, [ORDER_OTHER], "wrong_page"),
    ("a member found as a row (find, not open)", SHOW_MEMBER, [MEMBER_ROW], None),
    ("the quoted issue", OPEN_ISSUE, [ISSUE], None),
    ("an issue with some of the quoted words", OPEN_ISSUE, [ISSUE_NEAR], "wrong_page"),
    ("no identifying value named", OPEN_PLAIN, [KEYBOARDS], None),
]


@pytest.mark.parametrize(("frame", "ledger", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_navigation_by_identifying_value(
    frame: Any, ledger: list[dict[str, Any]], expected: str | None
) -> None:
    verdict = verify_claim(frame, stop_reason="done_success", answer=None, ledger=ledger)
    assert verdict.verified is (expected is None), verdict
    assert verdict.reason == expected


def test_the_sentence_names_the_value_not_shown() -> None:
    verdict = verify_claim(LOGIN_OPEN_BOOK, stop_reason="done_success", answer=None, ledger=[BOOKS])
    assert (
        verdict.sentence
        == f"the run ended on 'Select book to change | Django site administration', which does not show {ISBN!r}"
    )


@pytest.mark.parametrize(
    ("goal", "values"),
    [
        (f"sign in as ada with password secret and open the book whose ISBN is {ISBN}", [ISBN]),
        ("open the book with ISBN 978-0-306-40615-7", ["978-0-306-40615-7"]),
        ("open order 10042", ["10042"]),
        ("open the document DOC-2023-0042", ["DOC-2023-0042"]),
        ('open the issue "Login button broken"', ["Login button broken"]),
        ('Open the Lenovo ThinkPad 16" 8GB Laptop', []),
        ("open the cheapest 4K monitor under $300", []),
        ("go to the keyboards section", []),
    ],
)
def test_identifying_values_read_from_real_goal_frames(goal: str, values: list[str]) -> None:
    assert named_values(goal_frame(goal)) == values


@pytest.mark.parametrize(
    "goal",
    [
        "Search for 'dell monitor', then open the first result",
        'search for "9780306406157"',
        "search the catalogue for order 10042",
    ],
)
def test_a_search_query_names_no_record(goal: str) -> None:
    assert named_values(goal_frame(goal)) == []


def test_open_it_names_the_record_of_the_step_before() -> None:
    assert named_values(goal_frame(f"find the book with ISBN {ISBN} and open it")) == [ISBN]
