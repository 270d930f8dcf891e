"""The verifier as a table: grounded, ungrounded, incomplete superlative, action post-condition seen and
not seen, risky verbs. Frames are built with the goal frame's field names (tests/fixtures/verify.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.verify import Bound, Filt, FrameF, StepF, Sup, Val, page, pager
from wayfinder.agent.verify import PageEntry, RiskEntry, goal_frame, verify_claim
from wayfinder.plan.base import HistoryEntry

S = "http://shop.test"
CHEAP = FrameF(
    "what does the least expensive tablet cost?",
    task_mode="answer",
    answer_kind="price",
    steps=(StepF("answer", "tablet", superlative=Sup("price", "min")),),
)
PRICE_OF = FrameF(
    "how much is the Zephyr Tab 10?",
    task_mode="answer",
    answer_kind="price",
    steps=(StepF("answer", "Zephyr Tab 10"),),
)
COUNT = FrameF(
    "how many invoices does Mina have?",
    task_mode="answer",
    answer_kind="count",
    steps=(StepF("count", "invoices"),),
)
SUM = FrameF(
    "what do the two fees add up to?",
    task_mode="answer",
    answer_kind="number",
    steps=(StepF("answer", "fees"),),
)
COUNT_BRAND = FrameF(
    "how many Acme kettles are there?",
    task_mode="answer",
    answer_kind="count",
    steps=(StepF("count", "Acme kettles", filters=(Filt("brand", "Acme"),)),),
)
COUNT_UNDER = FrameF(
    "how many kettles cost less than $40",
    task_mode="answer",
    answer_kind="count",
    steps=(StepF("count", "kettles", bounds=(Bound("price", "lt", 40.0),)),),
)
CHEAP_TYPO = FrameF(
    "whats the cheapest kettel",
    task_mode="answer",
    answer_kind="price",
    steps=(StepF("answer", "kettel", superlative=Sup("price", "min")),),
)
ADD2 = FrameF(
    "put two Zephyr Tab 10 in the basket",
    goal_kind="action",
    steps=(StepF("add", "Zephyr Tab 10", quantity=2, destination="basket"),),
)
FORM = FrameF(
    "send the contact form with name Ana",
    goal_kind="action",
    steps=(StepF("fill", "contact form", values=(Val("name", "Ana"),)), StepF("submit", "contact form")),
)
BUY = FrameF(
    "purchase the Zephyr Tab 10", goal_kind="action", risky=True, steps=(StepF("buy", "Zephyr Tab 10"),)
)
OPEN = FrameF("show me the Zephyr Tab 10", steps=(StepF("open", "Zephyr Tab 10"),))
# a destination read wrong to function words only ('what it' from '... that says what it costs')
OPEN_NOTHING = FrameF("pull up the bit that says what it costs", steps=(StepF("open", "what it"),))
FIND_STAND = FrameF("find tablet stands", steps=(StepF("find", "tablet stands"),))
SEARCH_STAND = FrameF("search the shop for tablet stands", steps=(StepF("search", "tablet stands"),))
OPEN_CHEAP = FrameF(
    "open the cheapest tablet under $300",
    steps=(StepF("open", "tablet", superlative=Sup("price", "min"), bounds=(Bound("price", "lt", 300.0),)),),
)

LIST1 = f"{S}/c/tablets"
P1 = page(
    LIST1,
    "Tablets\n3 pages\nZephyr Tab 10 $249.99\nNimbus Pad $199.00",
    title="Tablets | Shop",
    page_type="listing",
    links=pager(LIST1, 3, 1),
    step=1,
)
P2 = page(
    f"{LIST1}?page=2",
    "Tablets\nOrbit S $129.50\nZen Slate $310.00",
    title="Tablets | Shop",
    page_type="listing",
    links=pager(LIST1, 3, 2),
    step=2,
)
P3 = page(
    f"{LIST1}?page=3",
    "Tablets\nKite Mini $149.00",
    title="Tablets | Shop",
    page_type="listing",
    links=pager(LIST1, 3, 3),
    step=3,
)
SORTED = page(
    f"{LIST1}?sort=price_asc",
    "Tablets\nOrbit S $129.50\nKite Mini $149.00",
    title="Tablets | Shop",
    page_type="listing",
    links=pager(f"{LIST1}?sort=price_asc", 3, 1),
    sort="Price: low to high",
    step=4,
)
NO_RESULTS = page(
    f"{S}/search?q=tablet+stand",
    'Results for "tablet stand"\n0 products\nNo products match your filters.',
    title='Results for "tablet stand" | Shop',
    page_type="other",
    step=8,
)
FILLER_SEARCH = page(
    f"{S}/search?q=of+tablet", "Results\nOrbit S $129.50", title="Results | Shop", page_type="listing", step=5
)
DETAIL = page(
    f"{S}/p/7",
    "Zephyr Tab 10\n$249.99\nAdd to cart",
    title="Zephyr Tab 10 | Shop",
    page_type="detail",
    step=6,
)
ORBIT = page(f"{S}/p/3", "Orbit S\n$129.50\nAdd to cart", title="Orbit S | Shop", page_type="detail", step=7)
INVOICES = page(f"{S}/invoices?client=Mina", "Invoices for Mina\n14 invoices found", title="Invoices", step=1)
FEES = page(f"{S}/fees", "Booking fee 12.50\nService fee 7.25", title="Fees", step=1)
BASKET2 = page(
    f"{S}/basket", "Your basket\nZephyr Tab 10  Qty 2  $499.98\nBasket (2)", title="Basket | Shop", step=9
)
BASKET1 = page(
    f"{S}/basket", "Your basket\nZephyr Tab 10  Qty 1  $249.99\nBasket (1)", title="Basket | Shop", step=9
)
THANKS = page(f"{S}/contact/sent", "Thank you, Ana. Your message was sent.", title="Contact", step=9)
FORM_ERR = page(f"{S}/contact", "Contact us\nName is required", title="Contact", step=9)
ORDERED = page(f"{S}/order/77", "Thank you, order #77 placed", title="Order placed", step=12)

ACME_SEARCH = page(
    f"{S}/search?q=Acme", "Results for Acme\n12 results", title="Search | Shop", page_type="listing", step=1
)
ACME_KETTLES = page(
    f"{S}/c/kettles?brand=Acme", "Kettles\n5 products", title="Kettles | Shop", page_type="listing", step=2
)
KETTLES = page(
    f"{S}/c/kettles",
    "Kettles\n4 products\nSteel kettle $35.00\nGlass kettle $39.00\nCopper kettle $45.00\nSmart kettle $80.00",
    title="Kettles | Shop",
    page_type="listing",
    step=3,
)
KETTLES_UNDER = page(
    f"{S}/c/kettles?max_price=40", "Kettles\n2 products", title="Kettles | Shop", page_type="listing", step=4
)

HIST = [HistoryEntry(step=8, action={"type": "click"}, ok=True)]
BUY_DONE = [
    RiskEntry(step=11, level="high", confirmed=True, confirmed_by="user", ok=True, target="Place order")
]
BUY_REFUSED = [
    RiskEntry(step=11, level="high", confirmed=False, confirmed_by="policy", ok=False, target="Place order")
]

CASES: list[tuple[str, Any, str | None, list[PageEntry], list[RiskEntry], str | None]] = [
    # id, frame, answer, ledger, risks -> None (verified) or the stop reason it ends with
    ("grounded price", PRICE_OF, "It costs $249.99", [P1, DETAIL], [], None),
    ("ungrounded price", PRICE_OF, "It costs $239.99", [P1, DETAIL], [], "unverified_answer"),
    ("no price in the answer", PRICE_OF, "it is affordable", [DETAIL], [], "unverified_answer"),
    ("no answer", PRICE_OF, None, [DETAIL], [], "unverified_answer"),
    ("grounded count", COUNT, "Mina has 14 invoices", [INVOICES], [], None),
    ("count not seen", COUNT, "Mina has 15 invoices", [INVOICES], [], "unverified_answer"),
    ("computed sum", SUM, "19.75", [FEES], [], None),
    (
        "count of a brand read on a search for the brand",
        COUNT_BRAND,
        "12",
        [ACME_SEARCH],
        [],
        "unverified_answer",
    ),
    (
        "count read on a listing narrowed to the brand",
        COUNT_BRAND,
        "5 Acme kettles",
        [ACME_KETTLES],
        [],
        None,
    ),
    ("superlative, the object misspelt", CHEAP_TYPO, "$35.00", [KETTLES], [], None),
    (
        "superlative, the misspelt object's listing incomplete",
        CHEAP_TYPO,
        "$35.00",
        [P1],
        [],
        "unverified_answer",
    ),
    ("bounded count read on the whole listing", COUNT_UNDER, "4 kettles", [KETTLES], [], "unverified_answer"),
    ("bounded count read on a narrowed listing", COUNT_UNDER, "2", [KETTLES, KETTLES_UNDER], [], None),
    ("bounded count counted on the whole listing", COUNT_UNDER, "two: 2 kettles", [KETTLES], [], None),
    ("superlative, all pages seen", CHEAP, "$129.50", [P1, P2, P3], [], None),
    ("superlative, one page of three", CHEAP, "$199.00", [P1], [], "unverified_answer"),
    ("superlative, two pages of three", CHEAP, "$129.50", [P1, P2], [], "unverified_answer"),
    ("superlative, site sort applied", CHEAP, "The cheapest is Orbit S at $129.50", [SORTED], [], None),
    ("superlative from a filler search", CHEAP, "$129.50", [FILLER_SEARCH], [], "unverified_answer"),
    ("superlative, a cheaper one was listed", CHEAP, "$149.00", [P1, P2, P3], [], "unverified_answer"),
    ("cart shows item and quantity", ADD2, None, [DETAIL, BASKET2], [], None),
    ("cart shows the wrong quantity", ADD2, None, [DETAIL, BASKET1], [], "unverified_action"),
    ("cart never seen", ADD2, None, [DETAIL], [], "unverified_action"),
    ("form confirmation seen", FORM, None, [THANKS], [], None),
    ("form error seen", FORM, None, [FORM_ERR], [], "unverified_action"),
    ("risky verb, nothing confirmed", BUY, None, [DETAIL, BASKET1], [], "needs_confirmation"),
    ("risky verb, refused by policy", BUY, None, [DETAIL], BUY_REFUSED, "needs_confirmation"),
    ("risky verb, confirmed and done", BUY, None, [DETAIL, ORDERED], BUY_DONE, None),
    ("navigation to the thing", OPEN, None, [P1, DETAIL], [], None),
    ("navigation elsewhere", OPEN, None, [DETAIL, ORBIT], [], "wrong_page"),
    ("navigation to words that name nothing", OPEN_NOTHING, None, [P1, DETAIL], [], "wrong_page"),
    ("search results that show nothing", FIND_STAND, None, [P1, NO_RESULTS], [], "wrong_page"),
    ("a search that was the goal, showing nothing", SEARCH_STAND, None, [P1, NO_RESULTS], [], None),
    ("open the cheapest, listing complete", OPEN_CHEAP, None, [P1, P2, P3, ORBIT], [], None),
    ("open the cheapest, listing incomplete", OPEN_CHEAP, None, [P1, DETAIL], [], "wrong_page"),
]


@pytest.mark.parametrize(
    ("frame", "answer", "ledger", "risks", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_verifier_table(
    frame: Any,
    answer: str | None,
    ledger: list[dict[str, Any]],
    risks: list[RiskEntry],
    expected: str | None,
) -> None:
    verdict = verify_claim(
        frame, stop_reason="done_success", answer=answer, ledger=ledger, risks=risks, history=HIST
    )
    assert verdict.verified is (expected is None), verdict
    assert verdict.reason == expected
    assert verdict.evidence if expected is None else verdict.missing, verdict


def test_an_incomplete_superlative_says_what_was_missing() -> None:
    verdict = verify_claim(CHEAP, stop_reason="done_success", answer="$199.00", ledger=[P1])
    assert verdict.sentence == (
        "'$199.00' was not read from a page that lists all tablets: "
        "the listing shows 3 pages; only page 1 was seen"
    )


def test_a_backed_superlative_says_why_the_compared_set_is_complete() -> None:
    verdict = verify_claim(CHEAP, stop_reason="done_success", answer="$129.50", ledger=[SORTED])
    assert verdict.evidence == (
        f"$129.50 read on {LIST1}?sort=price_asc",
        "the listing was sorted (price_asc) and its first page seen",
    )


def test_a_count_of_another_set_says_which_set_it_counted() -> None:
    verdict = verify_claim(COUNT_BRAND, stop_reason="done_success", answer="12", ledger=[ACME_SEARCH])
    assert (
        verdict.sentence
        == "'12' was not read as the number of Acme kettles: it counts the results for 'Acme', not Acme kettles"
    )
    verdict = verify_claim(COUNT_UNDER, stop_reason="done_success", answer="4", ledger=[KETTLES])
    assert verdict.sentence.endswith("that listing is not narrowed to price under 40")


def test_a_risky_goal_asks_the_question_with_item_and_price() -> None:
    verdict = verify_claim(BUY, stop_reason="done_success", answer=None, ledger=[P1, DETAIL])
    assert verdict.question == "Ready to place the order for Zephyr Tab 10 at $249.99: confirm?"
    assert verdict.sentence == "the order was not placed: it needs your confirmation"


def test_an_external_success_is_the_environments_word() -> None:
    verdict = verify_claim(BUY, stop_reason="external:solved", answer=None, ledger=[])
    assert verdict.verified and verdict.kind == "external"


CHECKOUT = page(
    f"{S}/checkout",
    "Checkout\nOrder summary\n2 x Zephyr Tab 10 - $249.99\nTotal: $499.98\nPlace order",
    title="Checkout | Shop",
    step=11,
)
POUND_ITEM = page(
    f"{S}/item/kettle",
    "Acme Kettle\n£39.00\nBuy now",
    title="Acme Kettle - ShopB",
    page_type="detail",
    step=3,
)
KETTLE = FrameF("buy the Acme Kettle", goal_kind="action", risky=True, steps=(StepF("buy", "Acme Kettle"),))
PLACE = FrameF("place my order", goal_kind="action", risky=True, steps=(StepF("buy", ""),))


@pytest.mark.parametrize(
    ("frame", "ledger", "question"),
    [
        (
            BUY,
            [P1, DETAIL, BASKET2, CHECKOUT],
            "Ready to place the order for 2 x Zephyr Tab 10 at $499.98: confirm?",
        ),
        (KETTLE, [POUND_ITEM], "Ready to place the order for Acme Kettle at £39.00: confirm?"),
        (PLACE, [CHECKOUT], "Ready to place the order for 2 x Zephyr Tab 10 at $499.98: confirm?"),
        (PLACE, [P1], "Ready to place the order for the items in your cart: confirm?"),
    ],
    ids=["checkout total and quantity", "product page in pounds", "checkout summary only", "nothing seen"],
)
def test_the_question_names_the_item_and_the_price_read_on_the_pages(
    frame: Any, ledger: list[dict[str, Any]], question: str
) -> None:
    verdict = verify_claim(frame, stop_reason="done_success", answer=None, ledger=ledger)
    assert verdict.reason == "needs_confirmation"
    assert verdict.question == question


def test_the_question_gives_the_quantity_asked_when_no_summary_states_it() -> None:
    frame = FrameF(
        "buy 2 Acme Kettle", goal_kind="action", risky=True, steps=(StepF("buy", "Acme Kettle", quantity=2),)
    )
    verdict = verify_claim(frame, stop_reason="done_success", answer=None, ledger=[POUND_ITEM])
    assert verdict.question == "Ready to place the order for 2 x Acme Kettle at £39.00 each: confirm?"


def test_a_count_narrowed_by_the_records_code_is_the_count_asked() -> None:
    """'how many loans member RL10025 has had': a search for the code narrows the loans to that member;
    the kind of record before the code ('member') need not be in the address."""
    frame = goal_frame(
        "log in as volunteer (password <secret:V>) and tell me how many loans member RL10025 has had"
    )
    loans = f"{S}/admin/catalog/loan/"
    narrowed = page(
        f"{loans}?q=RL10025", "Select loan to change\n10 loans", title="Loans", page_type="listing", step=6
    )
    everyone = page(loans, "Select loan to change\n212 loans", title="Loans", page_type="listing", step=5)
    assert verify_claim(frame, stop_reason="done_success", answer="10", ledger=[everyone, narrowed]).verified
    assert not verify_claim(
        frame, stop_reason="done_success", answer="212", ledger=[everyone, narrowed]
    ).verified


def test_a_listing_that_states_its_total_backs_only_that_total() -> None:
    """Another number shown on the narrowed listing (a size in a name, a row's figure) is not its count:
    the listing of the set says how many it holds (wrong endings 'off by one' were accepted when the
    neighbour number was printed somewhere on the page)."""
    listing = page(
        f"{S}/c/kettles?brand=Acme",
        "Acme kettles\nShowing 1-5 of 5 products\nAcme Kettle 6 cup $30.00\nAcme Travel Kettle $25.00",
        title="Acme kettles | Shop",
        page_type="listing",
        step=2,
    )
    wrong = verify_claim(COUNT_BRAND, stop_reason="done_success", answer="6", ledger=[listing])
    assert not wrong.verified
    assert wrong.sentence.endswith("that listing states 5 Acme kettles, not 6")
    right = verify_claim(COUNT_BRAND, stop_reason="done_success", answer="5", ledger=[listing])
    assert right.verified, right
