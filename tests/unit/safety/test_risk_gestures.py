"""Risk analysis of press_key, hover, select_option, wait and drag, as a table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Action, Drag, Hover, PressKey, SelectOption, Wait
from wayfinder.observe.models import Aria, BBox, Element, Observation
from wayfinder.safety.confirm import refusal_message
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

SITE = "http://127.0.0.1:8765"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def el(id: int, tag: str = "button", text: str = "", *, label: str | None = None, **kw: Any) -> Element:
    return Element(
        id=id, tag=tag, text=text, bbox=BBox(x=0, y=id * 30, w=100, h=20), aria=Aria(label=label), **kw
    )


SEARCH_BOX = el(1, "input", name="q", input_type="search")
NOTE_FIELD = el(2, "input", name="nickname", label="Nickname", input_type="text")
CARD_FIELD = el(3, "input", name="cc-number", label="Card number", input_type="text")
BUY_BUTTON = el(4, text="Buy now")
MENU = el(5, "a", "Products", href="/products")
BULK_ACTIONS = el(6, "select", name="action", label="Action")
EXPIRY = el(7, "select", name="cc-exp-month", label="Expiry month")
CARD = el(8, "div", "Invoice 42")
TRASH = el(9, "div", "Delete", label="Drop here to delete")
COLUMN = el(10, "div", "Done column")
SORT = el(11, "select", name="sort", label="Sort by")

PAGE = Observation(
    url=f"{SITE}/app",
    elements=[SEARCH_BOX, NOTE_FIELD, BUY_BUTTON, MENU, BULK_ACTIONS, CARD, TRASH, COLUMN, SORT],
)
CHECKOUT = Observation(url=f"{SITE}/checkout", elements=[NOTE_FIELD, CARD_FIELD, EXPIRY])

CASES: list[tuple[str, Action, Observation, str, str]] = [
    ("escape", PressKey(key="Escape"), PAGE, "low", "moves or edits"),
    ("tab-in-field", PressKey(key="Tab", element_id=2), PAGE, "low", "moves or edits"),
    ("arrow-down", PressKey(key="down", element_id=6), PAGE, "low", "moves or edits"),
    ("enter-in-search", PressKey(key="Enter", element_id=1), PAGE, "low", "search"),
    ("enter-in-plain-field", PressKey(key="Enter", element_id=2), PAGE, "medium", "submits a form"),
    ("enter-in-checkout-field", PressKey(key="Enter", element_id=2), CHECKOUT, "high", "payment card"),
    ("enter-on-buy-button", PressKey(key="Enter", element_id=4), PAGE, "high", "purchase"),
    ("space-on-buy-button", PressKey(key="Space", element_id=4), PAGE, "high", "purchase"),
    ("enter-on-link", PressKey(key="Enter", element_id=5), PAGE, "low", "no risky"),
    ("enter-on-focus", PressKey(key="Enter"), PAGE, "medium", "whatever has focus"),
    ("enter-on-unknown", PressKey(key="Enter", element_id=77), PAGE, "medium", "cannot be judged"),
    ("hover-menu", Hover(element_id=5), PAGE, "low", "reads"),
    ("wait", Wait(seconds=2), PAGE, "low", "reads"),
    ("select-sort", SelectOption(element_id=11, label="Price: low to high"), PAGE, "low", "chooses an option"),
    ("select-delete-selected", SelectOption(element_id=6, label="Delete selected invoices"), PAGE, "medium", "deletes data"),
    ("select-expiry-month", SelectOption(element_id=7, label="04"), CHECKOUT, "high", "chooses in a payment card"),
    ("drag-to-trash", Drag(element_id=8, to_element_id=9), PAGE, "high", "deletes data"),
    ("drag-to-column", Drag(element_id=8, to_element_id=10), PAGE, "low", "drags"),
    ("drag-slider", Drag(element_id=8, dx=40), PAGE, "low", "drags"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("action", "obs", "level", "keyword"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_gesture_risk(action: Action, obs: Observation, level: str, keyword: str) -> None:
    element_id = getattr(action, "element_id", None)
    target = obs.element(element_id) if element_id is not None else None
    decision = analyze_action(action, target, obs, Settings())
    assert decision.level == level, decision.reasons
    assert any(keyword in r for r in decision.reasons), decision.reasons


def test_hover_and_wait_run_unasked_even_under_never() -> None:
    for action in (Hover(element_id=5), Wait()):
        decision = analyze_action(action, PAGE.element(5), PAGE, Settings(auto_confirm="never"))
        assert decision.read_only and not decision.requires_confirmation


def test_refusal_names_the_key_and_the_element() -> None:
    action = PressKey(key="Enter", element_id=4)
    decision = analyze_action(action, BUY_BUTTON, PAGE, Settings())
    text = refusal_message(decision, action)
    assert "pressing Enter in [4] 'Buy now'" in text and "high risk" in text
