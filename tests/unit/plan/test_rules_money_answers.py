"""A price is answered in the currency the page writes it in, never a currency it did not write (our own
pages: a euro shop's card, a travel post's prose, a pound-priced table, a dollar detail page)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import el, page
from wayfinder.intent.text.reading import money_spans
from wayfinder.plan.rules.core.values import currency_of, find_price, money_text


def test_a_price_keeps_the_pages_currency() -> None:
    euro = page(
        el(1, "a", "Kettle Steel 1.7L €34,90", href="/p/kettle"), digest="Kettles\nKettle Steel 1.7L €34,90"
    )
    assert find_price(euro, "Kettle Steel") == "€34.90"
    prose = page(
        title="Island Hopping on a Budget",
        headings=["Island Hopping on a Budget"],
        digest="Island Hopping on a Budget\nThe day pass for the local ferries costs 18 euros.",
    )
    assert find_price(prose, "") == "18 euros"
    dollars = page(title="Desk Lamp", headings=["Desk Lamp"], digest="Desk Lamp\n$1,299.50\nIn stock")
    assert find_price(dollars, "Desk Lamp") == "$1,299.50"


def test_money_text_writes_signs_before_and_words_after() -> None:
    assert money_text(5, "£") == "£5.00"
    assert money_text(5, "US$") == "US$5.00"
    assert money_text(5, "EUR") == "5.00 EUR"
    assert money_text(5, "") == "5.00"  # no currency written: none is made up


@settings(deadline=None, max_examples=60)
@given(
    cents=st.integers(min_value=1, max_value=99_999_99),
    sign=st.sampled_from(["$", "€", "£"]),
    words=st.sampled_from(["euros", "dollars", "EUR"]),
)
def test_generated_amounts_read_back_as_the_same_money(cents: int, sign: str, words: str) -> None:
    amount = cents / 100
    said = money_text(amount, currency_of(f"costs {sign}{amount:,.2f} today", amount))
    back = money_spans(said)
    assert back and abs(back[0].amount - amount) < 0.005 and back[0].currency == sign
    prose = page(title="Fees", headings=["Fees"], digest=f"Fees\nThe pass costs {amount:.2f} {words} a day.")
    assert find_price(prose, "") == f"{amount:.2f} {words}"  # said as the page says it
