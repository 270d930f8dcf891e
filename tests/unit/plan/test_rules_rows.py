"""Row actions in an app's list (issue 28): the control that changes one record is the one inside the row
that names it (who wrote it, what it is on), never the same control of another row; a control folded
away until its row is hovered is reached by hovering the row first; a dashboard's few recent entries are
not the list (the app's own list of that kind is opened); rows nobody can tell apart are left alone.
Pages of our own: a CMS comment list with a checkbox per row and hover actions, a review queue without
checkboxes whose buttons sit beside each entry."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, context, page
from wayfinder.observe.models import Aria, BBox, Element
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.row_bands import rows_of
from wayfinder.plan.rules.core.row_states import action_verbs
from wayfinder.plan.rules.work import FieldValue

FOLDED = -9999.0  # where a list draws its row actions until the row is hovered


def _el(
    eid: int, tag: str, text: str, *, x: float, y: float, label: str | None = None, **kw: object
) -> Element:
    return Element(
        id=eid,
        tag=tag,
        text=text,
        bbox=BBox(x=x, y=y, w=60, h=15),
        aria=Aria(label=label),
        **kw,  # type: ignore[arg-type]
    )


def _row(base: int, y: float, email: str, post: str, pending: bool, *, folded: bool = True) -> list[Element]:
    x = FOLDED if folded else 300
    verb = "Approve" if pending else "Unapprove"
    return [
        _el(base, "input", "", x=20, y=y, label="Select comment", input_type="checkbox"),
        _el(base + 1, "a", email, x=80, y=y + 17, href=f"mailto:{email}"),
        _el(base + 2, "a", verb, x=x, y=y + 35, label=f"{verb} this comment"),
        _el(base + 3, "button", "Reply", x=x + 60, y=y + 35, label="Reply to this comment"),
        _el(base + 4, "a", "Trash", x=x + 120, y=y + 35, label="Move this comment to the Trash"),
        _el(base + 5, "a", post, x=700, y=y - 4, href="/post"),
    ]


def _comments(*, folded: bool = True, search: bool = True) -> object:
    els = [
        _el(1, "a", "Comments", x=0, y=120, href="/admin/comments", in_nav=True),
        *([_el(2, "input", "", x=900, y=60, label="Search Comments", input_type="search")] if search else []),
        *_row(10, 200, "hugo@example.org", "Harbor Clean-Up Day", True, folded=folded),
        *_row(20, 320, "dana@example.org", "Pancakes for a Crowd", False, folded=folded),
        *_row(30, 440, "dana@example.org", "Pancakes for a Crowd", True, folded=folded),
        *_row(40, 560, "lee@example.org", "Pancakes for a Crowd", True, folded=folded),
    ]
    return page(*els, url="http://cms.test/admin/comments", title="Comments", headings=["Comments"])


def _hovering(ctx: PlannerContext) -> PlannerContext:
    return ctx.model_copy(update={"allowed_actions": [*ctx.allowed_actions, "hover"]})


GOALS = [
    "approve Dana Fox's pending comment on the pancake recipe",
    "Approve the pending comment by Dana Fox on the pancakes post",
    "please approve Dana Fox's pending comment on Pancakes for a Crowd",
]


@pytest.mark.parametrize("goal", GOALS)
def test_the_row_that_names_the_person_and_the_post_gets_the_press_after_a_hover(goal: str) -> None:
    ctx = _hovering(context(goal, _comments()))
    first = decide(ctx)
    assert act(first)["type"] == "hover" and act(first)["element_id"] in {30, 31, 35}
    shown = _comments(folded=False)
    second = decide(_hovering(after(ctx, first, shown)))
    assert act(second) == {"type": "click", "element_id": 32}  # Dana's pending one, not her approved one


def test_without_hovering_the_folded_control_is_pressed_directly() -> None:
    assert act(decide(context(GOALS[0], _comments()))) == {"type": "click", "element_id": 32}


def test_a_row_control_already_on_the_page_is_pressed_at_once() -> None:
    res = decide(context(GOALS[0], _comments(folded=False)))
    assert act(res) == {"type": "click", "element_id": 32}


def test_without_the_persons_name_in_any_row_the_apps_search_is_asked_first() -> None:
    goal = "approve Lee Park's pending comment"  # only the e-mail 'lee@' names him, and two rows are pending
    res = decide(context("approve Zoe Park's pending comment", _comments()))
    assert act(res) == {"type": "type", "element_id": 2, "text": "Zoe Park", "submit": True}
    assert act(decide(context(goal, _comments(folded=False)))) == {"type": "click", "element_id": 42}


def test_rows_nobody_can_tell_apart_are_left_alone() -> None:
    res = decide(context("approve Zoe Park's pending comment", _comments(search=False)))
    assert res.action.type == "done" and not res.action.success
    assert "rows could be" in (res.action.answer or "") + res.intent


def test_a_dashboards_recent_entries_are_not_the_list() -> None:
    recent = page(
        _el(1, "a", "Comments 3", x=0, y=120, href="/admin/comments", in_nav=True),
        _el(5, "a", "Pancakes for a Crowd", x=300, y=400, href="/post"),
        _el(6, "a", "Approve", x=FOLDED, y=430, label="Approve this comment"),
        url="http://cms.test/admin/",
        title="Dashboard",
    )
    assert act(decide(context(GOALS[0], recent))) == {"type": "click", "element_id": 1}


def _queue() -> object:
    """A review queue: one entry per line, its buttons beside it, no checkboxes."""
    els = []
    for i, (who, product) in enumerate([("Omar Haddad", "Trail Shoes"), ("Mia Chen", "Trail Shoes")]):
        y = 200 + i * 80
        els += [
            _el(10 * i + 10, "a", who, x=40, y=y, href=f"/u/{i}"),
            _el(10 * i + 11, "a", product, x=240, y=y, href="/p/shoes"),
            _el(10 * i + 12, "button", "Approve", x=600, y=y),
            _el(10 * i + 13, "button", "Reject", x=680, y=y),
        ]
    return page(*els, url="http://shop.test/admin/reviews", title="Reviews", headings=["Pending reviews"])


@pytest.mark.parametrize(
    ("goal", "pressed"),
    [
        ("reject Mia Chen's pending review on the trail shoes", 23),
        ("approve Omar Haddad's pending review on the trail shoes", 12),
        ("approve the pending review from Mia Chen on Trail Shoes", 22),
    ],
)
def test_a_queue_without_checkboxes_ties_each_button_to_its_line(goal: str, pressed: int) -> None:
    ctx = context(goal, _queue(), memory={})
    res = decide(ctx)
    if act(res)["type"] == "click" and act(res)["element_id"] not in {12, 13, 22, 23}:
        pytest.fail(f"pressed a control outside the rows: {act(res)}")
    assert act(res) == {"type": "click", "element_id": pressed}


def test_the_state_a_goal_sets_is_said_by_its_verb() -> None:
    assert action_verbs((FieldValue("approved", "status"),)) == ("approve",)
    assert "reject" in action_verbs((FieldValue("rejected", "status"),))
    assert action_verbs((FieldValue("5", "copies"),)) == ()


def test_each_control_belongs_to_the_band_of_its_checkbox() -> None:
    els = [*_row(10, 200, "a@x.org", "One", True), *_row(20, 320, "b@x.org", "Two", True)]
    controls = [e for e in els if e.id in {12, 22}]
    rows = rows_of(els, controls)
    assert {e.id for e in rows[12].elements} >= {10, 11, 15} and 21 not in {e.id for e in rows[12].elements}
    assert {e.id for e in rows[22].elements} >= {20, 21, 25}
