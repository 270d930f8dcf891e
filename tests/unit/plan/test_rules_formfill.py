"""Records search forms filled like a person fills them: a person's name into First/Last name, the
counted things picked in a type select, a date range into the from/to fields, then one submit. Two
form shapes: a county recorder's search and a library catalogue's advanced search."""

from __future__ import annotations

from typing import Any

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import FormRef
from wayfinder.plan.rules import decide


def _recorder(digest: str = "", url: str = "http://county.test/records/search") -> Any:
    return page(
        field(1, "last", label="Last name"),
        field(2, "first", label="First name"),
        el(
            3,
            "select",
            "",
            label="Document type",
            name="type",
            options=["All", "Deed", "Mortgage", "Lien"],
            selected="All",
        ),
        field(4, "from", label="Date from", placeholder="MM/DD/YYYY"),
        field(5, "to", label="Date to", placeholder="MM/DD/YYYY"),
        button(6, "Search", input_type="submit"),
        url=url,
        title="Official Records Search",
        digest=digest,
    )


def _catalogue(digest: str = "", url: str = "http://library.test/advanced") -> Any:
    return page(
        field(1, "surname", label="Author surname"),
        field(2, "given", label="Author given name"),
        el(
            3,
            "select",
            "",
            label="Format",
            name="format",
            options=["Any", "Book", "Audiobook", "DVD"],
            selected="Any",
            form=FormRef(i=0, action="http://library.test/advanced", method="get"),
        ),
        field(4, "after", label="Published after", placeholder="YYYY-MM-DD"),
        field(5, "before", label="Published before", placeholder="YYYY-MM-DD"),
        button(6, "Find", input_type="submit"),
        url=url,
        title="Advanced search",
        digest=digest,
    )


def _run(goal: str, first: Any, pages: int) -> list[dict[str, Any]]:
    """The planner's actions over ``pages`` steps on a form that stays the same page."""
    ctx = context(goal, first)
    acts = []
    for _ in range(pages):
        res = decide(ctx)
        acts.append(act(res))
        ctx = after(ctx, res, first)
    return acts


def test_a_full_name_goes_into_first_and_last_name_and_the_last_submits() -> None:
    acts = _run("how many records are there for Mary Okafor?", _recorder(), 2)
    assert acts == [
        {"type": "type", "element_id": 2, "text": "Mary"},
        {"type": "type", "element_id": 1, "text": "Okafor", "submit": True},
    ]


def test_the_counted_things_are_picked_in_the_type_select() -> None:
    first = act(decide(context("how many liens have been recorded?", _recorder())))
    assert first == {"type": "type", "element_id": 3, "text": "Lien"}


def test_a_date_range_goes_into_from_and_to_in_the_fields_format_then_the_form_is_submitted() -> None:
    acts = _run("how many mortgages were recorded between 03/01/2021 and 06/30/2021?", _recorder(), 4)
    assert acts[0]["element_id"] == 3 and acts[0]["text"] == "Mortgage"
    assert acts[1] == {"type": "type", "element_id": 4, "text": "03/01/2021"}
    assert acts[2] == {"type": "type", "element_id": 5, "text": "06/30/2021"}
    assert acts[3] == {"type": "click", "element_id": 6}


def test_the_catalogue_form_gets_the_same_treatment_in_its_own_words_and_date_format() -> None:
    acts = _run("how many audiobooks were published between 2019-01-01 and 2020-12-31?", _catalogue(), 4)
    assert acts[0] == {"type": "type", "element_id": 3, "text": "Audiobook"}
    assert acts[1]["element_id"] == 4 and acts[1]["text"] == "2019-01-01"
    assert acts[2]["element_id"] == 5 and acts[2]["text"] == "2020-12-31"
    assert acts[3] == {"type": "click", "element_id": 6}


def test_a_search_for_a_surname_on_a_form_with_no_search_box_uses_the_surname_field() -> None:
    first = act(decide(context("search the catalogue for Achebe", _catalogue())))
    assert first == {"type": "type", "element_id": 1, "text": "Achebe", "submit": True}


def test_rows_that_name_the_person_in_the_tables_order_count() -> None:
    ctx = context("how many records are there for Mary Okafor?", _recorder())
    res = decide(ctx)
    ctx = after(ctx, res, _recorder())
    res = decide(ctx)
    found = _recorder(
        digest="2 records found\nName\tType\tRecorded\nOKAFOR, MARY\tDeed\t02/14/2020\nOKAFOR, MARY\tLien\t01/30/2016",
        url="http://county.test/records/search?last=Okafor&first=Mary",
    )
    assert act(decide(after(ctx, res, found))) == {"type": "done", "success": True, "answer": "2"}
