"""Counts computed from counts, and answers about a record named by its code (pure tables).

A computed count (a sum or difference of two numbers on one page) is backed only by numbers the page
states as counts ("62 loans", "113 records found"), never by a page number or a range's bound added to
the stated total: "113 records found / page 1 of 12" backs 113, not 114 or 112. A question about one
record named by its code ("document 2023-001185", "order 10042") is answered from pages that show the
code, never from a namesake record's page. Each refusal sits next to right answers on pages of two
shapes.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

S = "http://records.test"

# a results table that states its total and pages, one shape
RESULTS = page(
    f"{S}/search?type=Plat",
    "113 records found\nShowing 1-10, page 1 of 12\nName\tType\tRecorded\tDocument #\n"
    "JOHNSON, ROBERT\tPlat\t12/10/2024\t2024-001037\nPrev 1 2 3 ... 12 Next",
    title="Search - County Recorder",
    page_type="grid",
)
# another shape: a summary page that words its counts in prose
SUMMARY = page(
    f"{S}/branches/north",
    "North branch\nFiction: 62 loans this month. Non-fiction: 40 loans this month.",
    title="North branch - Library",
    page_type="other",
)


def _answer(goal: str, answer: str, ledger: list[PageEntry]) -> tuple[bool, str | None]:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    return verdict.verified, verdict.reason


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        # the count the page states, however the question words "the whole count"
        ("How many plats have been recorded in total?", "113 records.", [RESULTS], True),
        ("how many plats are there in all?", "There are 113.", [RESULTS], True),
        ("how many plats have been recorded altogether", "113", [RESULTS], True),
        # off by one: a page number added to (or taken from) the stated total is no count
        ("How many plats have been recorded in total?", "114 records.", [RESULTS], False),
        ("How many plats have been recorded in total?", "112 records.", [RESULTS], False),
        ("how many plats are there in all?", "101", [RESULTS], False),
        # two counts the page states, combined as asked
        ("how many fiction and non-fiction loans are there combined?", "102 loans", [SUMMARY], True),
        ("how many more fiction loans than non-fiction loans are there?", "22 more", [SUMMARY], True),
        ("how many fiction and non-fiction loans are there combined?", "103 loans", [SUMMARY], False),
    ],
)
def test_computed_counts_come_from_counts(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    assert _answer(goal, answer, ledger)[0] is verified


RECORD = page(
    f"{S}/doc/2023-001185",
    "Document 2023-001185\nType\tPlat\nRecorded\t11/07/2023\nBook/Page\t3031/623\n"
    "Parties\tSMITH JOHN; OAK RIDGE SUBDIVISION",
    title="Document 2023-001185 - County Recorder",
    page_type="detail",
)
NAMESAKE = page(
    f"{S}/doc/2024-001185",
    "Document 2024-001185\nType\tMortgage\nRecorded\t12/01/2024\nBook/Page\t1933/10\n"
    "Parties\tLEWIS LINDA to FIRST NATIONAL BANK",
    title="Document 2024-001185 - County Recorder",
    page_type="detail",
)
# a row of a results table names the record, another shape
ROWS = page(
    f"{S}/search?last=Smith",
    "2 records found\nName\tType\tDocument #\tParties\n"
    "SMITH, JOHN\tPlat\t2023-001185\tSMITH JOHN; OAK RIDGE SUBDIVISION\n"
    "SMITH, ANNE\tLien\t2021-000412\tSMITH ANNE; CITY OF HARBOR",
    title="Search - County Recorder",
    page_type="grid",
)
ORDER = page(
    f"{S}/orders/10042",
    "Order #10042\nStatus: Shipped\nPlaced 03/02/2025\nTotal $84.20",
    title="Order 10042",
    page_type="detail",
)
OTHER_ORDER = page(
    f"{S}/orders/10024",
    "Order #10024\nStatus: Cancelled\nPlaced 02/11/2025\nTotal $12.00",
    title="Order 10024",
    page_type="detail",
)


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        ("who are the parties on document 2023-001185?", "SMITH JOHN; OAK RIDGE SUBDIVISION", [RECORD], True),
        ("who are the parties on document 2023-001185?", "SMITH JOHN; OAK RIDGE SUBDIVISION", [ROWS], True),
        ("what kind of document is 2023-001185", "It is a Plat.", [ROWS, RECORD], True),
        ("what is the status of order 10042?", "Shipped", [ORDER], True),
        ("what is the status of order 10-042?", "Shipped", [ORDER], True),  # written another way
        # the namesake record's value, with the asked one never seen or seen elsewhere
        (
            "who are the parties on document 2023-001185?",
            "LEWIS LINDA to FIRST NATIONAL BANK",
            [NAMESAKE],
            False,
        ),
        ("what kind of document is 2023-001185", "Mortgage", [ROWS, NAMESAKE], False),
        ("what is the status of order 10042?", "Cancelled", [OTHER_ORDER], False),
        ("what is the status of order 10042?", "Cancelled", [ORDER, OTHER_ORDER], False),
    ],
)
def test_a_record_named_by_its_code_is_read_where_the_code_shows(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    assert _answer(goal, answer, ledger)[0] is verified


def _headphones(url: str, count: int, title: str = "Headphones | Shop") -> PageEntry:
    text = f"Headphones\n{count} products\nSony WH-CH520\n$49.99"
    return page(f"http://shop.test{url}", text, title=title, page_type="listing")


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        (
            "how many Sony headphones do you sell?",
            "There are 7.",
            [_headphones("/c/headphones?brand=Sony", 7)],
            True,
        ),
        ("how many Sony headphones do you sell?", "7", [_headphones("/search?q=sony+headphones", 7)], True),
        (
            "how many Harry Potter books are there",
            "8 books",
            [_headphones("/books/series/12", 8, "Harry Potter books")],
            True,
        ),
        # the whole category's total: the name in the object was never applied
        ("how many Sony headphones do you sell?", "There are 40.", [_headphones("/c/headphones", 40)], False),
        ("how many Harry Potter books are there", "120", [_headphones("/books", 120, "Books")], False),
    ],
)
def test_a_name_before_the_noun_narrows_the_count(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    assert _answer(goal, answer, ledger)[0] is verified


MEMBERS = page(
    f"{S}/admin/member/?q=RL10042",
    "Select member to view\n1 result (160 total)\nCard number\tLast name\tFirst name\tEmail\n"
    "RL10042\tXu\tIsla\tisla.xu@example.org\nRL10024\tDiaz\tOmar\tomar.diaz@example.org",
    title="Select member to view | Library",
    page_type="grid",
)
MEMBER = page(
    f"{S}/members/42",
    "Isla Xu\nLibrary card: RL10042\nJoined March 13, 2020\nBranch: North",
    title="Isla Xu - Library",
    page_type="detail",
)


@pytest.mark.parametrize(
    ("answer", "ledger", "verified"),
    [
        ("Card RL10042 belongs to Isla Xu.", [MEMBERS], True),
        ("Card RL10042 belongs to Isla Xu.", [MEMBER], True),
        ("Isla Xu owns it.", [MEMBER], True),
        ("Card RL10042 belongs to Omar Diaz.", [MEMBERS], False),  # the row below, not the card's
        ("Card RL10042 belongs to Ana Ruiz.", [MEMBER], False),
    ],
)
def test_the_answer_sentence_verb_is_no_value(answer: str, ledger: list[PageEntry], verified: bool) -> None:
    assert _answer("Who holds library card RL10042?", answer, ledger)[0] is verified
