"""The evidence ledger: listing families, pages, sorts, totals, empty results (pure)."""

from __future__ import annotations

from tests.fixtures.verify import page, pager
from wayfinder.agent.verify.evidence import bounded_ledger, new_entries, risk_entry
from wayfinder.plan.base import HistoryEntry
from wayfinder.safety.models import SecurityDecision

BASE = "http://x.test/search?q=lamp"


def test_a_listing_page_knows_its_family_page_and_count() -> None:
    entry = page(f"{BASE}&page=2&sort=price_asc", "Lamps", links=pager(f"{BASE}&sort=price_asc", 4, 2))
    assert entry["family"] == "/search?q=lamp&sort=price_asc"
    assert (entry["page"], entry["pages"], entry["has_next"]) == (2, 4, True)
    assert entry["sort"] == "price_asc" and entry["query"] == "lamp"


def test_a_sort_control_and_a_stated_total_are_read() -> None:
    entry = page("http://x.test/records", "Showing 1-10 of 31 records\npage 1 of 4", sort="Newest first")
    assert entry["sort"] == "Newest first" and entry["total"] == 31 and entry["pages"] == 4


def test_empty_results_name_their_noun() -> None:
    assert page(BASE, "0 products\nNo products match your filters.")["zero"] == "product"
    assert page(BASE, "No records found")["zero"] == "result"
    assert page(BASE, "12 products")["zero"] is None


def test_the_same_page_in_the_same_state_is_kept_once_and_the_ledger_is_bounded() -> None:
    entry = page(BASE, "Lamps")
    assert new_entries([entry], entry) == []
    assert new_entries([entry], page(BASE, "Lamps, more")) != []
    assert len(bounded_ledger([{}] * 39, [{}, {}])) == 40


def test_only_risky_or_refused_steps_are_logged() -> None:
    history = [HistoryEntry(step=3, action={"type": "click"}, ok=False, element_text="Pay now")]
    assert risk_entry(history, SecurityDecision(level="low", confirmed=True)) is None
    logged = risk_entry(
        history, SecurityDecision(level="high", confirmed=False, confirmed_by="policy", target="Pay now")
    )
    assert logged is not None and logged["step"] == 3 and logged["confirmed"] is False
