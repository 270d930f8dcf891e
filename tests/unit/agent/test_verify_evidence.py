"""The evidence ledger: listing families, pages, sorts, totals, empty results (pure)."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page, pager
from wayfinder.agent.state import StateShapeError, check_state, ledger_of, risks_of
from wayfinder.agent.verify.evidence import bounded_ledger, new_entries, page_entry, risk_entry
from wayfinder.plan.base import HistoryEntry
from wayfinder.safety.models import SecurityDecision

BASE = "http://x.test/search?q=lamp"


def test_a_listing_page_knows_its_family_page_and_count() -> None:
    entry = page(f"{BASE}&page=2&sort=price_asc", "Lamps", links=pager(f"{BASE}&sort=price_asc", 4, 2))
    assert entry.family == "/search?q=lamp&sort=price_asc"
    assert (entry.page, entry.pages, entry.has_next) == (2, 4, True)
    assert entry.sort == "price_asc" and entry.query == "lamp"


def test_a_sort_control_and_a_stated_total_are_read() -> None:
    entry = page("http://x.test/records", "Showing 1-10 of 31 records\npage 1 of 4", sort="Newest first")
    assert entry.sort == "Newest first" and entry.total == 31 and entry.pages == 4


def test_empty_results_name_their_noun() -> None:
    assert page(BASE, "0 products\nNo products match your filters.").zero == "product"
    assert page(BASE, "No records found").zero == "result"
    assert page(BASE, "12 products").zero is None


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
    assert logged is not None and logged.step == 3 and logged.confirmed is False


def _field(eid: int, tag: str, label: str, **more: object) -> dict[str, object]:
    return {"id": eid, "tag": tag, "text": "", "aria": {"label": label}, **more}


def test_the_fields_that_hold_a_value_are_kept_and_passwords_never() -> None:
    obs = {
        "url": "http://x.test/form",
        "elements": [
            _field(1, "input", "Name", input_type="text", value="Alice"),
            _field(2, "input", "Password", input_type="password", value="hunter2"),
            _field(
                3,
                "select",
                "Size",
                options=[{"text": "S", "selected": False}, {"text": "M", "selected": True}],
            ),
            _field(
                4, "input", "Gift wrap", input_type="checkbox", aria={"label": "Gift wrap", "checked": True}
            ),
            _field(5, "input", "Go", input_type="submit", value="Go"),
        ],
    }
    held = {(f.label, f.value, f.kind) for f in page_entry(obs, 1).fields}
    assert held == {("Name", "Alice", "text"), ("Size", "M", "select"), ("Gift wrap", "checked", "checkbox")}


def test_the_ledger_is_read_back_typed_and_an_old_checkpoint_still_loads() -> None:
    entry = page(BASE, "Lamps")
    state = {"seen_pages": [entry.model_dump(mode="json")], "risk_log": [{"step": 2, "level": "high"}]}
    assert ledger_of(state) == [entry]
    assert risks_of(state)[0].level == "high" and risks_of(state)[0].confirmed is None
    older = {k: v for k, v in entry.model_dump(mode="json").items() if k not in ("fields", "zero")}
    assert ledger_of({"seen_pages": [older]})[0].fields == ()  # written before those fields existed


def test_a_ledger_of_another_shape_is_a_clear_error() -> None:
    with pytest.raises(StateShapeError, match="seen_pages"):
        check_state({"seen_pages": [{"step": "not a number"}]})
    with pytest.raises(StateShapeError, match="risk_log"):
        check_state({"risk_log": [{"reasons": 7}]})
