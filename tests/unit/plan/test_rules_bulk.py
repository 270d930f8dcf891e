"""One action on every matching record, through the list's bulk action (issue 28): 'delete every loan that
has been returned' opens the list of loans, narrows it with the list's own filter, ticks the select-all
box, chooses the action in the action menu and proposes its button (safety judges it); a value no filter
offers stops the run before anything is selected. Sentences of our own and generated variants; pages of
our own (an admin changelist, a CMS list whose menu says 'Move to Trash')."""

from __future__ import annotations

import itertools

import pytest

from tests.fixtures.rules import act, context, el, page
from wayfinder.intent import parse_goal
from wayfinder.observe.models import Aria, BBox, Element, FormRef, SelectOption
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.bulk import ActOnAll
from wayfinder.plan.rules.translate import work_items

ALL = ["every", "all", "all the", "all of the"]
KINDS = [("loan", "loans", "that has been returned", "that have been returned", "returned")]


def _item(goal: str) -> ActOnAll:
    items = work_items(parse_goal(goal))
    assert items is not None
    (bulk,) = [w for w in items if isinstance(w, ActOnAll)]
    return bulk


@pytest.mark.parametrize("quant", ALL)
def test_every_thing_that_is_so_is_one_bulk_item_narrowed_by_it(quant: str) -> None:
    noun = "loan" if quant == "every" else "loans"
    rel = "that has been returned" if quant == "every" else "that have been returned"
    bulk = _item(f"delete {quant} {noun} {rel}")
    assert bulk.verb == "delete" and bulk.things == "loan" and bulk.narrow == ("returned",)


@pytest.mark.parametrize(
    ("goal", "things", "narrow"),
    [
        ("delete all the spam comments", "comment", ("spam",)),
        ("trash every comment that is spam", "comment", ("spam",)),
        (
            "log in as ann with password <secret:P> and delete every loan that has been returned",
            "loan",
            ("returned",),
        ),
    ],
)
def test_the_things_and_what_narrows_them(goal: str, things: str, narrow: tuple[str, ...]) -> None:
    bulk = _item(goal)
    assert (bulk.things, bulk.narrow) == (things, narrow)


@pytest.mark.parametrize(
    "goal", ["delete the loan of Salt Tides", "delete it", "remove every item from the cart"]
)
def test_one_record_or_a_cart_is_not_a_bulk_action(goal: str) -> None:
    items = work_items(parse_goal(goal)) or []
    assert not any(isinstance(w, ActOnAll) for w in items)


def _changelist(*, filtered: bool, ticked: bool, chosen: bool) -> object:
    form = FormRef(i=2, method="post")
    opts = [
        SelectOption(text="---------", value="", selected=not chosen),
        SelectOption(text="Delete selected loans", value="delete_selected", selected=chosen),
    ]
    els = [
        el(1, "a", "Loans", href="/admin/loan/", in_nav=True),
        el(2, "a", "Returned", href="?status=returned"),
        el(3, "a", "On loan", href="?status=out"),
        Element(
            id=10,
            tag="select",
            text="",
            bbox=BBox(x=400, y=240, w=170, h=24),
            aria=Aria(label="Action:"),
            options=opts,
            options_total=2,
            form=form,
        ),
        Element(
            id=11,
            tag="button",
            text="Go",
            bbox=BBox(x=590, y=240, w=36, h=24),
            aria=Aria(label="Run the selected action"),
            form=form,
        ),
        Element(
            id=12,
            tag="input",
            input_type="checkbox",
            bbox=BBox(x=350, y=281, w=13, h=13),
            aria=Aria(label="Select all objects on this page for an action", checked=ticked),
            form=form,
        ),
        *(
            Element(
                id=20 + i,
                tag="input",
                input_type="checkbox",
                bbox=BBox(x=350, y=314 + 34 * i, w=13, h=13),
                aria=Aria(label=f"Select this object for an action - Loan {i}", checked=ticked),
                form=form,
            )
            for i in range(3)
        ),
    ]
    url = "http://admin.test/admin/loan/" + ("?status=returned" if filtered else "")
    return page(*els, url=url, title="Select loan to change", digest="3 results\n0 of 3 selected")


GOAL = "delete every loan that has been returned"


def test_the_list_is_opened_from_an_admin_index() -> None:
    index = page(el(1, "a", "Authors", href="/admin/author/"), el(2, "a", "Loans", href="/admin/loan/"))
    assert act(decide(context(GOAL, index))) == {"type": "click", "element_id": 2}


def test_filter_then_select_all_then_the_action_then_its_button() -> None:
    first = decide(context(GOAL, _changelist(filtered=False, ticked=False, chosen=False)))
    assert act(first) == {"type": "click", "element_id": 2}
    ctx = context(GOAL, _changelist(filtered=True, ticked=False, chosen=False), memory=first.memory)
    ctx = ctx.model_copy(update={"memory": _done(first)})
    second = decide(ctx)
    assert act(second) == {"type": "click", "element_id": 12}
    third = decide(context(GOAL, _changelist(filtered=True, ticked=True, chosen=False), memory=_done(second)))
    assert act(third) == {"type": "type", "element_id": 10, "text": "Delete selected loans"}
    fourth = decide(context(GOAL, _changelist(filtered=True, ticked=True, chosen=True), memory=_done(third)))
    assert act(fourth) == {"type": "click", "element_id": 11}


def _done(result: object) -> dict[str, object]:
    return dict(result.memory)  # type: ignore[attr-defined]


def test_a_value_no_filter_offers_stops_before_anything_is_selected() -> None:
    res = decide(
        context("delete every loan that is overdue", _changelist(filtered=False, ticked=False, chosen=False))
    )
    assert res.action.type == "done" and not res.action.success and "no filter for 'overdue'" in res.intent


@pytest.mark.parametrize(
    ("quant", "verb"), list(itertools.product(["every", "all the"], ["delete", "trash"]))
)
def test_a_cms_menu_that_says_move_to_trash_deletes(quant: str, verb: str) -> None:
    form = FormRef(i=0, method="get")
    menu = Element(
        id=5,
        tag="select",
        bbox=BBox(x=10, y=100, w=150, h=24),
        aria=Aria(label="Bulk actions"),
        options=[
            SelectOption(text="Bulk actions", value="-1", selected=True),
            SelectOption(text="Edit", value="edit"),
            SelectOption(text="Move to Trash", value="trash"),
        ],
        options_total=3,
        form=form,
    )
    apply = Element(
        id=6,
        tag="input",
        input_type="submit",
        value="Apply",
        text="",
        bbox=BBox(x=170, y=100, w=50, h=24),
        aria=Aria(label=None),
        form=form,
    )
    toggle = Element(
        id=7,
        tag="input",
        input_type="checkbox",
        bbox=BBox(x=10, y=150, w=16, h=16),
        aria=Aria(label="Select All", checked=True),
        form=form,
    )
    obs = page(menu, apply, toggle, el(8, "a", "Spam (2)"), url="http://cms.test/wp-admin/edit-comments.php")
    noun = "comment" if quant == "every" else "comments"
    res = decide(context(f"{verb} {quant} {noun}", obs, memory={}))
    assert act(res) == {"type": "type", "element_id": 5, "text": "Move to Trash"}
