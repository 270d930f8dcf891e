"""Identity for answers and actions (issue 31): a near namesake's page, price or cart line is not the
thing the goal names; the thing's own page, row or line is. Matching is intent/ground.py's."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.identity import near_namesake
from wayfinder.plan.base import HistoryEntry

S = "http://shop.test"
IN_EAR = "Acme Elite Wireless In-ear Headphones"
OVER_EAR = "Acme Elite Wireless Over-ear Headphones"
IN_PAGE = page(
    f"{S}/p/41", f"{IN_EAR}\n$89.00\nAdd to cart", title=f"{IN_EAR} | Shop", page_type="detail", step=3
)
OVER_PAGE = page(
    f"{S}/p/42", f"{OVER_EAR}\n$199.00\nAdd to cart", title=f"{OVER_EAR} | Shop", page_type="detail", step=3
)
LISTING = page(
    f"{S}/c/headphones",
    f"Headphones\n2 products\n{OVER_EAR} $199.00\n{IN_EAR} $89.00",
    title="Headphones | Shop",
    page_type="listing",
    step=2,
)


def _cart(line: str) -> object:
    return page(f"{S}/cart", f"Your cart\n1 x {line} $0.00\nAdded to your cart", title="Cart | Shop", step=5)


HIST = [HistoryEntry(step=4, action={"type": "click"}, ok=True, element_text="Add to cart")]
PRICE_GOALS = (
    f"How much is the {IN_EAR} going for?",
    f"what does the {IN_EAR} cost",
    f"price of the {IN_EAR.lower()}?",
)
CART_GOALS = (
    f"Put the {IN_EAR} in my cart",
    f"add the {IN_EAR} to the basket",
    f"please add {IN_EAR} to my cart",
)


@pytest.mark.parametrize("goal", PRICE_GOALS)
def test_another_models_price_is_refused_and_the_right_one_is_backed(goal: str) -> None:
    frame = goal_frame(goal)
    wrong = verify_claim(frame, stop_reason="done_success", answer="$199.00", ledger=[LISTING, OVER_PAGE])
    assert not wrong.verified and "Over-ear" in wrong.sentence, wrong
    right = verify_claim(frame, stop_reason="done_success", answer="$89.00", ledger=[LISTING, IN_PAGE])
    assert right.verified, right
    from_row = verify_claim(frame, stop_reason="done_success", answer="$89.00", ledger=[LISTING])
    assert from_row.verified, from_row


@pytest.mark.parametrize("goal", CART_GOALS)
def test_a_near_namesake_in_the_cart_is_not_the_thing_asked(goal: str) -> None:
    frame = goal_frame(goal)
    wrong = verify_claim(
        frame, stop_reason="done_success", answer=None, ledger=[OVER_PAGE, _cart(OVER_EAR)], history=HIST
    )
    assert not wrong.verified, wrong
    right = verify_claim(
        frame, stop_reason="done_success", answer=None, ledger=[IN_PAGE, _cart(IN_EAR)], history=HIST
    )
    assert right.verified, right


def test_opening_the_near_namesake_is_the_wrong_page() -> None:
    frame = goal_frame(f"open the {IN_EAR}")
    assert (
        verify_claim(frame, stop_reason="done_success", answer=None, ledger=[LISTING, OVER_PAGE]).reason
        == "wrong_page"
    )
    assert verify_claim(frame, stop_reason="done_success", answer=None, ledger=[LISTING, IN_PAGE]).verified


@pytest.mark.parametrize(
    ("phrase", "name", "near"),
    [
        ("Logitech G305 Wireless Mouse", "Logitech G305 Wired Mouse", True),
        ("Lenovo ThinkPad 16 8GB Laptop", "Lenovo ThinkPad 16 16GB Laptop", True),
        ("iPad Pro 11", "iPad Mini 11", True),
        ("Logitech G305 Wireless Mouse", "Logitech G305 Wireless Mouse", False),
        ("Logitech G305 Wireless Mouse", "Logitech G305 Wireless Mouse (Black)", False),
        ("the cheapest laptop", "Lenovo ThinkPad 16 8GB Laptop", False),  # no name: other checks judge
        ("Zephyr Tab 10", "Zephyr Tab 10 | Shop", False),
    ],
)
def test_near_namesakes(phrase: str, name: str, near: bool) -> None:
    assert near_namesake(phrase, name) is near


TABLETS = page(
    f"{S}/c/tablets",
    "Tablets\n3 products\nOrbit S Tablet $129.50\nZephyr Tab 10 $249.99\nNova Pad Mini $199.00",
    title="Tablets | Shop",
    page_type="listing",
    step=2,
)
ORBIT = page(
    f"{S}/p/9", "Orbit S Tablet\n$129.50\nIn stock", title="Orbit S Tablet | Shop", page_type="detail", step=3
)
ZEPHYR = page(
    f"{S}/p/7", "Zephyr Tab 10\n$249.99\nIn stock", title="Zephyr Tab 10 | Shop", page_type="detail", step=3
)


@pytest.mark.parametrize(
    "goal",
    ["how much is the Zephyr Tab 10?", "what does the Zephyr Tab 10 cost", "price of the Zephyr Tab 10?"],
)
def test_another_products_price_is_refused(goal: str) -> None:
    frame = goal_frame(goal)
    for ledger in ([TABLETS], [TABLETS, ORBIT]):
        verdict = verify_claim(frame, stop_reason="done_success", answer="$129.50", ledger=ledger)
        assert not verdict.verified and "Orbit" in verdict.sentence, verdict
    for ledger in ([TABLETS], [TABLETS, ZEPHYR], [ZEPHYR]):
        verdict = verify_claim(frame, stop_reason="done_success", answer="It is $249.99", ledger=ledger)
        assert verdict.verified, verdict


def test_the_person_is_never_asked_to_order_a_near_namesake() -> None:
    frame = goal_frame(f"buy the {IN_EAR}")
    wrong = verify_claim(frame, stop_reason="done_success", answer=None, ledger=[OVER_PAGE, _cart(OVER_EAR)])
    assert wrong.reason == "wrong_page" and wrong.question is None, wrong
    right = verify_claim(frame, stop_reason="done_success", answer=None, ledger=[IN_PAGE, _cart(IN_EAR)])
    assert right.reason == "needs_confirmation" and right.question and IN_EAR in right.question, right


COUNT_GOALS = (
    "how many loans are overdue?",
    "report the number of overdue loans",
    "count the overdue loans pls",
)


@pytest.mark.parametrize("goal", COUNT_GOALS)
def test_a_count_on_a_line_with_the_record_noun_is_not_a_namesake(goal: str) -> None:
    """'62 loans' on a list narrowed to overdue loans names loans, not a thing called '62': the value
    read on a line is no word of that line's name (a false rejection on the Django admin)."""
    frame = goal_frame(goal)
    filtered = page(
        "http://admin.test/admin/catalog/loan/?status=overdue",
        "Select loan to change\nBy status\nAll\nOn loan\nOverdue\nReturned\n62 loans\n62 results (640 total)",
        title="Select loan to change | Library admin",
        page_type="listing",
        step=4,
    )
    got = verify_claim(frame, stop_reason="done_success", answer="62", ledger=[filtered])
    assert "was read for" not in got.sentence, got
    returned = page(
        "http://admin.test/admin/catalog/loan/?status=returned",
        "Select loan to change\n57 returned loans",
        title="Select loan to change | Library admin",
        page_type="listing",
        step=4,
    )
    other = verify_claim(frame, stop_reason="done_success", answer="57", ledger=[returned])
    assert not other.verified, other
