"""A control that only opens a folded panel (aria-expanded=false, no form to submit, no address to
leave for) is rated for what its press does: it shows the panel, whose own control does the write and
is rated when pressed. A block editor's 'Publish' toggle, a 'Submit' menu button and a 'Save' split
button are low; a disclosure that deletes, pays or sends keeps its level (a site may act at once), and
the same words on a plain button or a submit keep theirs. 'Send for review' is low only when the goal
asks for review and the control itself says review (issue 28, round 8)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Click
from wayfinder.observe.models import Aria, BBox, Element, FormRef, Observation
from wayfinder.safety.analyzers import is_disclosure
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings as AppSettings

POST = FormRef(i=0, action="https://app.example/posts", method="post")
READING = "how many posts are there?"
REVIEW = "write a post called 'Tide Tables' that says 'High water at 14:05.' and send it in for review"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def el(text: str, *, expanded: bool | None = None, tag: str = "button", **kw: Any) -> Element:
    box = BBox(x=0, y=0, w=90, h=20)
    return Element(id=1, tag=tag, text=text, bbox=box, aria=Aria(expanded=expanded), **kw)


def level(button: Element, goal: str) -> tuple[str, list[str]]:
    obs = Observation(url="https://app.example/editor", elements=[button])
    decision = analyze_action(Click(element_id=1), button, obs, AppSettings(), goal=goal)
    return decision.level, decision.reasons


@pytest.mark.parametrize("label", ["Publish", "Submit", "Save", "Post", "Publish…"])
@pytest.mark.parametrize("goal", [READING, REVIEW])
def test_a_folded_panels_toggle_only_opens_it(label: str, goal: str) -> None:
    got, reasons = level(el(label, expanded=False), goal)
    assert got == "low", reasons


@pytest.mark.parametrize("label", ["Delete", "Pay now", "Send", "Move to Trash", "Transfer"])
def test_a_disclosure_that_deletes_pays_or_sends_keeps_its_level(label: str) -> None:
    got, reasons = level(el(label, expanded=False), REVIEW)
    assert got == "high", reasons


@pytest.mark.parametrize(
    "button",
    [
        el("Publish"),  # no aria-expanded: it may publish at once
        el("Publish", expanded=True),  # the panel is open: this press is no opening
        el("Publish", expanded=False, input_type="submit", form=POST),  # it sends its form
        el("Publish", expanded=False, form=POST),  # an untyped button in a form may send it
    ],
    ids=["plain", "open", "submit", "in-form"],
)
def test_the_same_word_elsewhere_keeps_its_level(button: Element) -> None:
    got, reasons = level(button, READING)
    assert got in ("medium", "high"), reasons


def test_what_is_a_disclosure() -> None:
    assert is_disclosure(el("Publish", expanded=False))
    assert not is_disclosure(el("Publish"))
    assert not is_disclosure(el("Publish", expanded=False, form=POST))
    assert not is_disclosure(el("Publish", expanded=False, tag="a", href="https://app.example/publish"))
    assert is_disclosure(el("Status", expanded=False, tag="a", href="#status-menu"))


@pytest.mark.parametrize("label", ["Send for review", "Send to review", "Send for Review"])
def test_send_for_review_is_the_goals_own_write(label: str) -> None:
    got, reasons = level(el(label, role="menuitem"), REVIEW)
    assert got == "low" and "the goal asks for it" in reasons[0], reasons


@pytest.mark.parametrize(
    ("label", "goal"),
    [
        ("Send for review", READING),  # not asked
        ("Send", REVIEW),  # the control does not say review: it may send anything to anyone
        ("Send to all members", REVIEW),
        ("Send for review", "write a note and send it to the team"),
    ],
)
def test_send_stays_high_unless_both_say_review(label: str, goal: str) -> None:
    got, reasons = level(el(label), goal)
    assert got == "high", reasons


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["please", "pls", "could you", ""]),
    st.sampled_from(["send it in for review", "send it for review", "submit it for review"]),
    st.sampled_from(["note", "post", "article", "page"]),
)
def test_generated_review_goals_lower_the_review_control_only(polite: str, ask: str, kind: str) -> None:
    goal = f"{polite} write a {kind} called 'Tide Tables' that says 'High water.' and {ask}".strip()
    assert level(el("Send for review"), goal)[0] == "low"
    assert level(el("Send"), goal)[0] == "high"
    assert level(el("Delete", expanded=False), goal)[0] == "high"
