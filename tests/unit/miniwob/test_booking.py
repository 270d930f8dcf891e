"""Booking goals: a form with suggestion lists and a calendar, then the best result row (pure tables)."""

from __future__ import annotations

from datetime import date

import pytest

from tests.fixtures.miniwob import decide, work_list
from tests.fixtures.rules import act, after, button, context, el, page
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder_miniwob.booking_rows import best_row_button, duration_of, price_of
from wayfinder_miniwob.datepick import day_cell, parse_date, shown_month
from wayfinder_miniwob.work import Booking

GOAL = "Book the shortest one-way flight from: Rosario, WA to: Long Beach, CA on 12/19/2016."


def box(eid: int, placeholder: str, y: float, value: str | None = None, **kw: object) -> Element:
    return Element(
        id=eid,
        tag="input",
        input_type="text",
        placeholder=placeholder or None,
        value=value,
        bbox=BBox(x=4, y=y, w=126, h=21),
        **kw,  # type: ignore[arg-type]
    )


def form(
    frm: str | None = None, to: str | None = None, when: str | None = None, extra: list[Element] | None = None
) -> Observation:
    return page(
        box(1, "From:", 82, frm),
        box(2, "To:", 107, to),
        box(3, "", 162, when, dom_id="datepicker", classes="hasDatepicker"),
        Element(id=4, tag="button", text="Search", bbox=BBox(x=4, y=185, w=126, h=19)),
        *(extra or []),
        digest=GOAL,
    )


def suggestion(eid: int, text: str, y: float) -> Element:
    return Element(id=eid, tag="ul", text=text, bbox=BBox(x=4, y=y, w=128, h=19))


@pytest.mark.parametrize(
    ("goal", "crit", "fields"),
    [
        (GOAL, ("min", "duration"), ["Rosario, WA", "Long Beach, CA", "12/19/2016"]),
        (
            "Book the cheapest one-way flight from: LEB to: Hampton, VA on 10/01/2016.",
            ("min", "price"),
            ["LEB", "Hampton, VA", "10/01/2016"],
        ),
        ("Book a flight from Boston to Denver", (None, ""), ["Boston", "Denver"]),
    ],
)
def test_booking_goals_are_read_as_one_step(
    goal: str, crit: tuple[str | None, str], fields: list[str]
) -> None:
    (step,) = work_list(goal).items
    assert isinstance(step, Booking)
    assert (step.order, step.attribute) == crit
    assert [f.value for f in step.fields] == fields


def test_fill_takes_the_suggestion_then_sets_the_date_then_searches() -> None:
    ctx = context(GOAL, form())
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Rosario, WA"}
    listed = form("Rosario, WA", extra=[suggestion(5, "Rosario, WA (RSJ)", 103)])
    ctx = after(ctx, res, listed)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 5}
    ctx = after(ctx, res, form("Rosario, WA (RSJ)"))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "Long Beach, CA"}
    # no list yet: look again (two kinds of look, so the loop detector sees no repeat)
    ctx = after(ctx, res, form("Rosario, WA (RSJ)", "Long Beach, CA"))
    res = decide(ctx)
    assert act(res) == {"type": "screenshot"}
    ctx = after(ctx, res, form("Rosario, WA (RSJ)", "Long Beach, CA"))
    res = decide(ctx)
    assert act(res) == {"type": "screenshot", "full_page": True}
    listed = form("Rosario, WA (RSJ)", "Long Beach, CA", extra=[suggestion(6, "Long Beach, CA (LGB)", 128)])
    ctx = after(ctx, res, listed)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 6}
    ctx = after(ctx, res, form("Rosario, WA (RSJ)", "Long Beach, CA (LGB)"))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 3, "text": "12/19/2016"}
    ctx = after(ctx, res, form("Rosario, WA (RSJ)", "Long Beach, CA (LGB)", "12/19/2016"))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 4}


RESULTS_DIGEST = "\n".join(
    [
        GOAL,
        "RSJ to LGB | 12/19/2016",
        "1:18 AM",
        "Mon Dec 19 2016",
        "2:06 AM",
        "Tue Dec 20 2016",
        "24h 48m",
        "12:59 AM",
        "2:32 AM",
        "1h 32m",
        "2:11 PM",
        "12:42 AM",
        "10h 30m",
    ]
)


def results() -> Observation:
    return page(
        button(7, "Back"),
        button(8, "Book flight for $677"),
        button(9, "Book flight for $870"),
        button(10, "Book flight for $470"),
        digest=RESULTS_DIGEST,
    )


@pytest.mark.parametrize(
    ("order", "attribute", "expected", "value"),
    [
        ("min", "duration", 9, "1h 32m"),
        ("max", "duration", 8, "24h 48m"),
        ("min", "price", 10, "Book flight for $470"),
        ("max", "price", 9, "Book flight for $870"),
        ("min", "depart", 9, "12:59 AM"),
    ],
)
def test_best_row_pairs_digest_values_with_row_buttons(
    order: str, attribute: str, expected: int, value: str
) -> None:
    found = best_row_button(results(), order, attribute)
    assert found is not None
    assert (found[0].id, found[1]) == (expected, value)


def test_rows_that_do_not_line_up_are_not_guessed() -> None:
    obs = page(button(8, "Book A"), button(9, "Book B"), digest="1h 2m\n3h 4m\n5h 6m")
    assert best_row_button(obs, "min", "duration") is None


def test_results_page_books_the_shortest() -> None:
    ctx = context(GOAL, results())
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 9}
    assert "1h 32m" in res.intent
    res2 = decide(after(ctx, res, page(el(1, "div", "done"))))
    assert act(res2) == {"type": "done", "success": True}


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("24h 48m", 1488), ("1 hr 32 min", 92), ("95 min", 95), ("Mon Dec 19", None), ("7", None)],
)
def test_duration_of(text: str, minutes: int | None) -> None:
    assert duration_of(text) == minutes


def test_price_of() -> None:
    assert price_of("Book flight for $1,204") == 1204
    assert price_of("Book") is None


# -- the calendar ------------------------------------------------------------------------------


def calendar(month: str, days: int = 31) -> Observation:
    cells = [
        Element(
            id=100 + d,
            tag="a",
            text=str(d),
            role="link",
            bbox=BBox(x=10 + 17 * (d % 7), y=90 + 14 * (d // 7), w=15, h=12),
        )
        for d in range(1, days + 1)
    ]
    return page(
        box(3, "", 162, None, dom_id="datepicker"),
        Element(id=5, tag="a", text="Prev", bbox=BBox(x=17, y=60, w=13, h=13)),
        Element(id=6, tag="a", text="Next", bbox=BBox(x=118, y=60, w=13, h=13)),
        *cells,
        digest=f"Departure Date\nPrevNext\n{month}\nSu\tMo\tTu",
    )


def test_calendar_title_and_dates() -> None:
    assert shown_month(calendar("December 2016")) == (2016, 12)
    assert shown_month(page(digest="Dec 2016 sales report")) is None
    assert parse_date("12/19/2016") == date(2016, 12, 19)
    assert parse_date("2016-02-30") is None
    cell = day_cell(calendar("December 2016"), 19)
    assert cell is not None and cell.id == 119


def test_read_only_date_box_is_set_with_the_calendar() -> None:
    goal = "Book a flight from: A to: B on 11/19/2016"
    ctx = context(goal, form("A", "B"))
    mem = {
        "rules": {
            "goal": goal,
            "index": 0,
            "answers": [],
            "pending": None,
            "states": {"0": {"filled": ["f0", "f1"], "date": {"open": 1}}},
        }
    }
    ctx = context(goal, form("A", "B"), memory=mem)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 3}  # typing was tried: open the calendar
    ctx = after(ctx, res, calendar("December 2016"))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 5}  # one month back
    assert "November 2016" in res.intent
    ctx = after(ctx, res, calendar("November 2016", 30))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 119}
    ctx = after(ctx, res, form("A", "B", "11/19/2016"))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 4}


def test_without_a_suggestion_list_the_typed_text_stands() -> None:
    goal = "Book a trip from: Oslo to: Rome"
    ctx = context(goal, form())
    res = decide(ctx)
    for _ in range(4):  # typed, then four looks find no list
        ctx = after(ctx, res, form("Oslo"))
        res = decide(ctx)
        assert res.action.type == "screenshot"
    ctx = after(ctx, res, form("Oslo"))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "Rome"}
