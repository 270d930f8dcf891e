"""A record's name inside a control's label is not what the control does: 'Complete Pay the water bill'
ticks a chore off, it pays nothing. The control's own verb (the words before and around the name the
goal gives) is what the risk reads; a label that starts with the name, or a goal that itself orders a
payment, keeps the old reading."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Click
from wayfinder.observe.models import Aria, BBox, Element, Observation
from wayfinder.safety.asked_writes import record_names
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings as AppSettings

APP = "http://chores.example/board"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def box(label: str, **kw: Any) -> Element:
    """An unlabelled-text control named by its aria label (a row's tick box or icon button)."""
    return Element(
        id=1, tag=kw.pop("tag", "input"), bbox=BBox(x=0, y=0, w=20, h=20), aria=Aria(label=label), **kw
    )


def level(element: Element, goal: str) -> str:
    decision = analyze_action(
        Click(element_id=element.id),
        element,
        Observation(url=APP, elements=[element]),
        AppSettings(),
        goal=goal,
    )
    return decision.level


def test_the_goals_record_names_are_its_objects_quoted_and_capitalized_names() -> None:
    assert ("pay", "the", "water", "bill") in record_names("mark Pay the water bill as complete")
    assert ("send", "invoices") in record_names("mark the 'Send invoices' task as done")
    assert record_names("pay the water bill") == ()  # the person's own order: risky, names nothing
    assert record_names("how many chores are left?") == ()


SHAPES = [
    ("tick box", dict(input_type="checkbox", role="checkbox"), "Complete {name}"),
    ("icon button", dict(tag="button"), "Mark {name} as done"),
    ("finish button", dict(tag="button"), "Finish {name}"),
]


@pytest.mark.parametrize(("case", "kw", "label"), SHAPES, ids=[s[0] for s in SHAPES])
def test_a_row_control_named_after_its_record_is_not_a_payment(
    case: str, kw: dict[str, Any], label: str
) -> None:
    goal = "mark Pay the water bill as complete"
    assert level(box(label.format(name="Pay the water bill"), **kw), goal) == "low"


def test_the_controls_own_verb_still_counts() -> None:
    goal = "mark Pay the water bill as complete"
    assert level(box("Delete Pay the water bill", tag="button"), goal) == "high"
    assert level(box("Pay now", tag="button"), goal) == "high"


def test_a_label_that_starts_with_the_name_keeps_its_reading() -> None:
    """'Pay the water bill' alone (or first) may be the payment itself: nothing says otherwise."""
    goal = "mark Pay the water bill as complete"
    assert level(box("Pay the water bill", tag="button"), goal) == "high"
    assert level(box("Pay the water bill now", tag="button"), goal) == "high"


def test_a_goal_that_orders_the_payment_names_nothing() -> None:
    assert (
        level(
            box("Complete Pay the water bill", input_type="checkbox", role="checkbox"), "pay the water bill"
        )
        == "high"
    )


RISKY_HEADS = ["Pay", "Buy", "Send", "Transfer", "Donate", "Purchase"]
TAILS = ["the water bill", "rent", "milk and eggs", "the invitations", "Tom back", "the parking fine"]
MARKS = ["mark {name} as done", "mark {name} as complete", "mark '{name}' as finished", "tick off '{name}'"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RISKY_HEADS), st.sampled_from(TAILS), st.sampled_from(MARKS), st.sampled_from(SHAPES))
def test_generated_chores_named_with_a_risky_verb_are_ticked_at_the_goals_level(
    head: str, tail: str, mark: str, shape: tuple[str, dict[str, Any], str]
) -> None:
    name = f"{head} {tail}"
    _, kw, label = shape
    assert level(box(label.format(name=name), **dict(kw)), mark.format(name=name)) == "low"
    assert level(box(f"{head} now", tag="button"), mark.format(name=name)) == "high"


@pytest.mark.parametrize(
    ("name", "dom_id", "kind"),
    [
        ("post_category[]", "in-category-4", "checkbox"),
        ("post_status", "publish-now", "radio"),
        ("send_copy", "", "checkbox"),
    ],
)
def test_a_boxs_field_name_is_the_data_it_holds_not_its_action(name: str, dom_id: str, kind: str) -> None:
    """Quick edit's category boxes are named 'post_category[]': ticking one publishes nothing."""
    element = Element(
        id=1, tag="input", input_type=kind, role=kind, text="Travel", name=name, dom_id=dom_id,
        bbox=BBox(x=0, y=0, w=20, h=20),
    )  # fmt: skip
    assert level(element, "how many posts are in Travel?") == "low"
    assert level(box("Send the newsletter now", input_type=kind, role=kind), "read the news") != "low"


@pytest.mark.parametrize(
    ("text", "dom_id", "goal", "want"),
    [
        ("Save Draft", "save-post", "write a post called 'Bird Boxes' and send it in for review", "low"),
        ("Update", "post-update", "rename the post 'Old' to 'New'", "low"),
        ("Save", "publish-post", "rename the post 'Old' to 'New'", "high"),  # the id's verb, not its noun
        ("", "save-post", "what is on the page?", "high"),  # no visible words: the id is all there is
    ],
)
def test_the_noun_post_in_an_identifier_is_the_record_not_the_verb(
    text: str, dom_id: str, goal: str, want: str
) -> None:
    element = Element(id=1, tag="button", text=text, dom_id=dom_id, bbox=BBox(x=0, y=0, w=20, h=20))
    assert level(element, goal) == want
