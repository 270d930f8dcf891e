"""A record's own page is no "listing of one page" (pure table): "the shortest book", "the cheapest
kettle" is backed by a listing of them, never by whichever record's page the run opened - a book's page
with its loans table, a product's page with its specifications. A record's table backs a superlative
over its own rows ("the latest loan of the book"). Sites and records of our own.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.listing import lists_many

L = "http://library.test"
BOOK = page(
    f"{L}/catalog/book/7/",
    "Salt Roads of the North\nAuthor: Ines Varga\nPages: 412\nLanguage: English\n"
    "Loans\nBorrower\tLoaned on\tDue back\nRL10025 Ada Moss\t2024-03-02\t2024-03-16\n"
    "RL10031 Ben Ortiz\t2024-05-11\t2024-05-25\nRL10040 Cy Lund\t2024-07-01\t2024-07-15",
    title="Salt Roads of the North | Library",
    page_type="detail",
)
BOOKS_BY_PAGES = page(
    f"{L}/catalog/book/?ordering=pages",
    "Books\nTitle\tAuthor\tPages\nA Short Walk\tMo Reyes\t96\nNight Ferries\tJo Park\t188\n"
    "Salt Roads of the North\tInes Varga\t412",
    title="Books | Library",
    page_type="listing",
)
S = "http://shop.test"
KETTLE = page(
    f"{S}/p/31",
    "Brightwell Glass Kettle 1.7L\nby Brightwell\nCapacity\t1.7 L\nPower\t2200 W\nColour\tClear\n$54.99 In stock",
    title="Brightwell Glass Kettle 1.7L | Shop",
    page_type="detail",
)
KETTLES = page(
    f"{S}/c/kettles?sort=price_asc",
    "Kettles\n3 products\nPolar Mini Kettle 0.8L\n$19.99\nBrightwell Glass Kettle 1.7L\n$54.99\n"
    "Steelhome Whistling Kettle\n$61.00",
    title="Kettles | Shop",
    page_type="listing",
    sort="Price: low to high",
)
LAPTOPS = page(
    f"{S}/c/laptops?sort=price_asc",
    'Laptops\n2 products\nAcer Swift 15.6" Laptop\n$649.00\nDell XPS 13.4" Laptop\n$1,099.00',
    title="Laptops | Shop",
    page_type="listing",
    sort="Price: low to high",
)


def _verdict(goal: str, answer: str, *ledger: PageEntry) -> bool:
    return verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=answer, ledger=list(ledger)
    ).verified


@pytest.mark.parametrize(
    ("goal", "answer"),
    [
        ("which book in the catalog is the shortest?", "Salt Roads of the North"),
        ("which is the shortest book?", "The shortest book is Salt Roads of the North."),
        ("what is the cheapest kettle?", "Brightwell Glass Kettle 1.7L"),
        ("how much is the cheapest kettle?", "$54.99"),
    ],
)
def test_a_records_own_page_backs_no_superlative(goal: str, answer: str) -> None:
    own = BOOK if "book" in goal else KETTLE
    assert not _verdict(goal, answer, own)


@pytest.mark.parametrize(
    ("goal", "answer", "listing"),
    [
        ("which book in the catalog is the shortest?", "A Short Walk", BOOKS_BY_PAGES),
        ("what is the cheapest kettle?", "Polar Mini Kettle 0.8L", KETTLES),
        ("how much is the cheapest kettle?", "$19.99", KETTLES),
    ],
)
def test_the_listing_still_backs_the_right_one(goal: str, answer: str, listing: PageEntry) -> None:
    assert _verdict(goal, answer, listing)
    # the run then opened another record's page: that page backs nothing, the listing still does
    other = BOOK if "book" in goal else KETTLE
    assert _verdict(goal, answer, listing, other)


def test_a_records_own_rows_are_a_listing_of_them() -> None:
    # the record's table is the set compared: its rows, not the record's own name, back the answer
    goal = "when was the latest loan of Salt Roads of the North?"
    assert _verdict(goal, "2024-07-01", BOOK)


@pytest.mark.parametrize(
    ("entry", "many"),
    [(BOOK, True), (KETTLE, True), (BOOKS_BY_PAGES, True), (KETTLES, True)],
)
def test_what_lists_several_things(entry: PageEntry, many: bool) -> None:
    assert lists_many(entry) is many


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        # a decimal of the item's name is no price: the answer names the item, judged by the item's price
        ("what is the cheapest kettle?", "Polar Mini Kettle 0.8L", [KETTLES], True),
        ("what is the cheapest kettle?", "Steelhome Whistling Kettle", [KETTLES], False),
        ("what is the cheapest laptop?", 'Acer Swift 15.6" Laptop', [LAPTOPS], True),
        ("what is the cheapest laptop?", 'Dell XPS 13.4" Laptop', [LAPTOPS], False),
        # an amount said without its currency is still the price
        ("how much is the cheapest kettle?", "19.99", [KETTLES], True),
        ("how much is the cheapest kettle?", "54.99", [KETTLES], False),
    ],
)
def test_a_name_with_decimals_is_judged_by_its_price(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    assert _verdict(goal, answer, *ledger) is verified


def test_a_page_of_one_record_and_prose_lists_nothing() -> None:
    post = page(
        "http://blog.test/2024/05/lentil-soup/",
        "Lentil Soup\nPosted on May 3, 2024 by Maria\nA warm soup for cold days. It simmers for 40 minutes.",
        title="Lentil Soup | Harbor Town Notes",
        page_type="detail",
    )
    assert not lists_many(post)
