"""A named record's state set by the control of its own row (issue 28, round 6): a to-do app's icon-only
tick ('Mark as done'), a box named for its record ('Complete Pay the gas bill'). The row is the one whose
words hold the record's name (a name sharing a word with another row's is told apart), a box already
ticked is never pressed, a negated control ('Mark as not done', 'Undo') never; two rows with the same
name press nothing here. Sentences of our own with generated variants; pages of our own."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.rules import act, context, el, page
from wayfinder.observe.models import Aria, BBox, Element, Observation
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.row_states import state_phrases
from wayfinder.plan.rules.work import FieldValue


def test_the_finished_state_has_the_wordings_apps_use() -> None:
    assert set(state_phrases((FieldValue(field="status", value="done"),))) == {
        ("done",),
        ("complete",),
        ("completed",),
        ("finished",),
    }
    assert state_phrases((FieldValue(field="status", value="In Progress"),)) == (("in", "progress"),)
    assert state_phrases((FieldValue(field="title", value="done"),)) == ()


def _tick(eid: int, y: float, label: str = "Mark as done") -> Element:
    return Element(id=eid, tag="button", text="✓", bbox=BBox(x=20, y=y, w=24, h=24), aria=Aria(label=label))


def _todo(*, negated: bool = False) -> Observation:
    rows = [(1, "Buy stamps"), (2, "Water the plants"), (3, "Water the lawn"), (4, "Call the plumber")]
    els: list[Element] = []
    for n, (i, title) in enumerate(rows):
        y = 80 + 40 * n
        label = "Mark as not done" if negated else "Mark as done"
        els += [_tick(10 * i, y, label), el(10 * i + 1, "a", title, href=f"#/task/{i}", y=y + 4)]
        els.append(
            Element(
                id=10 * i + 2,
                tag="button",
                text="×",
                bbox=BBox(x=300, y=y, w=20, h=24),
                aria=Aria(label="Delete"),
            )
        )
    return page(*els, url="http://todo.test/", title="Today")


WORDINGS = st.sampled_from(
    [
        "mark Water the plants as {s}",
        "please mark the Water the plants task as {s}",
        "mark 'Water the plants' as {s}",
        "hi, could you mark water the plants as {s} pls",
    ]
)


@given(wording=WORDINGS, state=st.sampled_from(["done", "complete", "completed", "finished"]))
def test_the_tick_of_the_row_named_not_of_the_row_sharing_a_word(wording: str, state: str) -> None:
    res = decide(context(wording.format(s=state), _todo()))
    assert act(res) == {"type": "click", "element_id": 20}


def test_a_negated_control_is_never_pressed() -> None:
    res = decide(context("mark Water the plants as done", _todo(negated=True)))
    assert act(res) != {"type": "click", "element_id": 20}


def _box(eid: int, y: float, chore: str, ticked: bool) -> Element:
    return Element(
        id=eid,
        tag="input",
        input_type="checkbox",
        bbox=BBox(x=20, y=y, w=16, h=16),
        aria=Aria(label=f"Complete {chore}", checked=ticked),
    )


def _chores(*, same_name: bool = False) -> Observation:
    second = "Pay the gas bill" if same_name else "Pay the water bill"
    return page(
        _box(1, 100, "Pay the gas bill", False),
        _box(2, 140, second, False),
        _box(3, 180, "Clean the gutters", True),
        url="http://house.test/chores/",
    )


def test_the_box_named_for_its_record_is_ticked() -> None:
    assert act(decide(context("mark Pay the water bill as complete", _chores()))) == {
        "type": "click",
        "element_id": 2,
    }


@pytest.mark.parametrize("goal", ["mark Clean the gutters as complete", "mark Pay the gas bill as done"])
def test_a_ticked_box_or_two_rows_of_one_name_press_nothing(goal: str) -> None:
    res = decide(context(goal, _chores(same_name=True)))
    assert act(res) not in (
        {"type": "click", "element_id": 3},
        {"type": "click", "element_id": 1},
        {"type": "click", "element_id": 2},
    )


def test_a_row_sharing_only_some_words_of_the_name_is_not_pressed() -> None:
    res = decide(context("mark Water the roses as done", _todo()))
    assert act(res) not in ({"type": "click", "element_id": 20}, {"type": "click", "element_id": 30})
