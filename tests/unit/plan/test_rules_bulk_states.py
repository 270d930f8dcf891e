"""A state every matching record gets, through the list's bulk action (issue 28, round 6): 'approve all
the pending comments', 'mark every returned loan as lost'. The list is narrowed by its own filter (whose
label carries a count of rows: 'Pending (2)'), every row is ticked, and the action menu's choice that
names the state is chosen: 'Approve' for approved, 'Mark as spam', 'Mark selected loans as lost'; never
'Not spam' or 'Unapprove', and never a filter list of states outside the rows' form. Sentences of our
own with generated variants; two list shapes of our own (a CMS comment list, an admin changelist)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.rules import act, context, el, page
from wayfinder.intent import parse_goal
from wayfinder.observe.models import Aria, BBox, Element, FormRef, Observation, SelectOption
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.bulk import ActOnAll
from wayfinder.plan.rules.translate import work_items


def _bulk(goal: str) -> ActOnAll | None:
    items = work_items(parse_goal(goal)) or []
    found = [w for w in items if isinstance(w, ActOnAll)]
    return found[0] if found else None


@given(
    quant=st.sampled_from(["all the", "all", "every"]),
    lead=st.sampled_from(["", "please ", "could you ", "hi, pls "]),
    state=st.sampled_from(["spam", "lost", "archived"]),
    kind=st.sampled_from([("pending", "comment"), ("returned", "loan"), ("old", "ticket")]),
)
def test_mark_every_thing_as_a_state_is_one_bulk_item(
    quant: str, lead: str, state: str, kind: tuple[str, str]
) -> None:
    adj, noun = kind
    things = noun if quant == "every" else f"{noun}s"
    bulk = _bulk(f"{lead}mark {quant} {adj} {things} as {state}")
    assert bulk is not None
    assert (bulk.things, bulk.state, bulk.narrow) == (noun, state, (adj,))


def test_a_state_verb_over_every_record_is_the_same_bulk_item() -> None:
    bulk = _bulk("approve all pending comments")
    assert bulk is not None and (bulk.state, bulk.narrow) == ("approved", ("pending",))


def test_one_record_or_several_fields_stay_a_change_of_a_record() -> None:
    assert _bulk("mark the comment by Ben as spam") is None
    assert _bulk("set the status of issue #3 to Closed") is None


def _menu(eid: int, form: FormRef, options: list[str], *, chosen: str = "", y: float = 100) -> Element:
    opts = [
        SelectOption(text=o, value=o.lower().replace(" ", "_") if i else "-1", selected=o == chosen)
        for i, o in enumerate(options)
    ]
    if not chosen:
        opts[0] = opts[0].model_copy(update={"selected": True})
    return Element(
        id=eid,
        tag="select",
        bbox=BBox(x=10, y=y, w=150, h=24),
        aria=Aria(label="Bulk actions"),
        options=opts,
        options_total=len(opts),
        form=form,
    )


def _box(eid: int, label: str, form: FormRef, y: float, ticked: bool) -> Element:
    return Element(
        id=eid,
        tag="input",
        input_type="checkbox",
        bbox=BBox(x=10, y=y, w=16, h=16),
        aria=Aria(label=label, checked=ticked),
        form=form,
    )


def _comments(
    *,
    filtered: bool,
    ticked: bool,
    chosen: str = "",
    menu: list[str] | None = None,
    pending: str = "Pending (2)",
) -> Observation:
    """A CMS comment list: state filters with counts, a bulk menu and Apply in the rows' form."""
    form = FormRef(i=1, method="get")
    options = menu or ["Bulk actions", "Unapprove", "Approve", "Mark as spam", "Move to Trash"]
    return page(
        el(1, "a", "All (5)", href="?comment_status=all"),
        el(2, "a", pending, href="?comment_status=moderated"),
        el(3, "a", "Approved (3)", href="?comment_status=approved"),
        _menu(5, form, options, chosen=chosen),
        Element(
            id=6,
            tag="input",
            input_type="submit",
            value="Apply",
            bbox=BBox(x=170, y=100, w=50, h=24),
            form=form,
        ),
        _box(7, "Select All", form, 150, ticked),
        *(_box(10 + i, f"Select comment by Reader {i}", form, 190 + 40 * i, ticked) for i in range(2)),
        url="http://cms.test/admin/comments" + ("?comment_status=moderated" if filtered else ""),
    )


GOAL = "mark all the pending comments as spam"


def test_narrowed_by_the_filter_with_its_count_then_ticked_then_the_state_then_applied() -> None:
    first = decide(context(GOAL, _comments(filtered=False, ticked=False)))
    assert act(first) == {"type": "click", "element_id": 2}
    second = decide(context(GOAL, _comments(filtered=True, ticked=False), memory=dict(first.memory)))
    assert act(second) == {"type": "click", "element_id": 7}
    third = decide(context(GOAL, _comments(filtered=True, ticked=True), memory=dict(second.memory)))
    assert act(third) == {"type": "type", "element_id": 5, "text": "Mark as spam"}
    fourth = decide(
        context(GOAL, _comments(filtered=True, ticked=True, chosen="Mark as spam"), memory=dict(third.memory))
    )
    assert act(fourth) == {"type": "click", "element_id": 6}


def test_approve_chooses_approve_never_unapprove() -> None:
    memory = {}
    res = decide(
        context("approve all pending comments", _comments(filtered=False, ticked=False), memory=memory)
    )
    res = decide(
        context(
            "approve all pending comments", _comments(filtered=True, ticked=True), memory=dict(res.memory)
        )
    )
    assert act(res) == {"type": "type", "element_id": 5, "text": "Approve"}


def test_a_negated_choice_is_not_the_state() -> None:
    obs = _comments(filtered=True, ticked=True, menu=["Bulk actions", "Not spam", "Delete permanently"])
    res = decide(context("mark every comment as spam", obs))
    assert res.action.type == "done" and not res.action.success


def _changelist(*, ticked: bool, chosen: str = "") -> Observation:
    """An admin changelist: a status filter list outside the rows' form, the action menu inside it."""
    filters, rows = FormRef(i=0, method="get"), FormRef(i=1, method="post")
    status_filter = _menu(4, filters, ["Any status", "On loan", "Returned", "Lost"], y=60)
    actions = _menu(
        5, rows, ["---------", "Delete selected loans", "Mark selected loans as lost"], chosen=chosen, y=240
    )
    return page(
        status_filter,
        actions,
        Element(id=6, tag="button", text="Go", bbox=BBox(x=170, y=240, w=36, h=24), form=rows),
        _box(7, "Select all objects on this page for an action", rows, 281, ticked),
        *(
            _box(10 + i, f"Select this object for an action - Loan {i}", rows, 314 + 34 * i, ticked)
            for i in range(3)
        ),
        url="http://admin.test/admin/loan/",
    )


def test_the_action_menu_in_the_rows_form_is_chosen_not_the_filter_of_states() -> None:
    res = decide(context("mark every loan as lost", _changelist(ticked=True)))
    assert act(res) == {"type": "type", "element_id": 5, "text": "Mark selected loans as lost"}
    res = decide(
        context(
            "mark every loan as lost",
            _changelist(ticked=True, chosen="Mark selected loans as lost"),
            memory=dict(res.memory),
        )
    )
    assert act(res) == {"type": "click", "element_id": 6}


def _tracker(*, op: str, states_shown: bool, ticked: bool = False) -> Observation:
    """A tracker's issue list: a filter form (a box turning the 'Status' filter on, its operator select
    with 'closed' among its choices, the states' select shown only once 'is' is chosen, 'Apply'), and the
    rows' form without an action menu: each row's icon-only 'Actions' opens its menu."""
    query, rows = FormRef(i=0, method="get"), FormRef(i=1, method="post")
    operator = _menu(3, query, ["open", "is", "is not", "closed", "any"], chosen=op, y=60)
    operator = operator.model_copy(
        update={"aria": Aria(), "name": "op[status_id]", "dom_id": "operators_status_id"}
    )
    states = _menu(4, query, ["New", "In Progress", "Resolved", "Closed"], chosen="New", y=60)
    states = states.model_copy(
        update={"aria": Aria(label="Status values"), "bbox": BBox(x=200, y=60, w=120, h=24)}
    )
    shown = [states] if states_shown else []
    return page(
        _box(2, "Status", query, 60, True),
        operator,
        *shown,
        el(5, "a", "Apply", href="#"),
        _box(7, "Check all/Uncheck all", rows, 150, ticked),
        *(_box(10 + i, "ids[]", rows, 190 + 40 * i, ticked) for i in range(2)),
        *(
            el(20 + i, "a", "", label="Actions", href="#", y=190 + 40 * i).model_copy(
                update={"bbox": BBox(x=400, y=190 + 40 * i, w=16, h=16)}
            )
            for i in range(2)
        ),
        url="http://tracker.test/projects/web/issues",
    )


def test_a_filter_form_narrows_by_its_operator_then_the_state_never_as_the_rows_action() -> None:
    goal = "close all the resolved issues"
    first = decide(context(goal, _tracker(op="open", states_shown=False)))
    assert act(first) == {"type": "type", "element_id": 3, "text": "is"}
    second = decide(context(goal, _tracker(op="is", states_shown=True), memory=dict(first.memory)))
    assert act(second) == {"type": "type", "element_id": 4, "text": "Resolved"}


@given(state=st.sampled_from(["archived", "wontfix", "blocked"]))
def test_a_state_the_filter_form_does_not_offer_stops_before_any_row_is_ticked(state: str) -> None:
    res = decide(context(f"close all the {state} issues", _tracker(op="is", states_shown=True)))
    assert res.action.type == "done" and not res.action.success and state in res.action.answer


@given(pending=st.sampled_from(["Pending ( 3 )", "Pending (3)", "Pending [12]", "Pending 1,204", "Pending"]))
def test_a_filters_count_in_any_spacing_is_no_part_of_its_name(pending: str) -> None:
    res = decide(
        context("approve all the pending comments", _comments(filtered=False, ticked=False, pending=pending))
    )
    assert act(res) == {"type": "click", "element_id": 2}
