"""Booking goals for the rules planner: fill a search form of several widgets, then pick the best result (pure).

"Book the shortest one-way trip from: A to: B on 12/19/2016" is one skill a person knows from
travel sites: type each place into its box and take the matching suggestion when a list of
suggestions drops down, set the date (typing it, or with the calendar when the box is read-only),
press the search button, then read the result rows and press the button of the row that best meets
the criterion (shortest duration, cheapest price, earliest departure).

The work item is one ``Booking``: ``fields`` hold the form values (from, to, date), ``order`` and
``attribute`` the criterion. The handler looks at the page each time and does the first thing not
done yet, so a page that changes under it (a suggestion list, a calendar) is simply read again.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, Screenshot, TypeText
from wayfinder.intent.masking import Masked
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, rank_fields
from wayfinder.plan.rules.plugins import Reading
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, quote
from wayfinder.plan.rules.work import FieldValue, Order, Work
from wayfinder_miniwob.booking_rows import best_row_button, result_buttons
from wayfinder_miniwob.datepick import pick_date, same_date
from wayfinder_miniwob.work import Booking

MAX_LOOKS = 4  # looks for a suggestion list after typing

_BOOK_RE = re.compile(
    r"^(?:please\s+)?(?:book|reserve|buy|purchase|find\s+and\s+book)\s+(?:me\s+)?(?:the|a|an)\s+"
    r"(?:(?P<crit>\w+est)\s+)?(?P<what>[\w\s-]*?)\s+from:?\s+(?P<from>.+?)\s+to:?\s+(?P<to>.+?)"
    r"(?:\s+(?:on|for)\s+(?P<date>\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2}))?[\s.!]*$",
    re.I,
)
CRITERIA: dict[str, tuple[Order, str]] = {
    "shortest": ("min", "duration"),
    "fastest": ("min", "duration"),
    "quickest": ("min", "duration"),
    "longest": ("max", "duration"),
    "cheapest": ("min", "price"),
    "lowest": ("min", "price"),
    "priciest": ("max", "price"),
    "earliest": ("min", "depart"),
    "latest": ("max", "depart"),
}


def read_booking_goal(text: str, masked: Masked) -> Reading | None:
    """One ``Booking`` item for 'book the <criterion> <thing> from: A to: B on DATE', else None."""
    match = _BOOK_RE.match(masked.restore(masked.masked).strip())
    if match is None:
        return None
    crit = (match.group("crit") or "").lower()
    if crit and crit not in CRITERIA:
        return None
    order, attribute = CRITERIA[crit] if crit else (None, "")
    fields = [
        FieldValue(field="from", value=match.group("from").strip(" ,")),
        FieldValue(field="to", value=match.group("to").strip(" ,")),
    ]
    if match.group("date"):
        fields.append(FieldValue(field="date", value=match.group("date")))
    step = Booking(
        text=text,
        what=match.group("what").strip() or "result",
        fields=tuple(fields),
        order=order,
        attribute=attribute,
    )
    return Reading(steps=(step,))


def handle_booking(si: StepInput[Booking]) -> Outcome:
    """The next booking move: choose from the results when shown, else fill the form and search."""
    if si.state.get("booked"):
        return complete()
    if result_buttons(si.obs):
        return _book(si)
    for i, fv in enumerate(si.step.fields):
        outcome = _fill(si, i, fv)
        if outcome is not None:
            return outcome
    return _search(si)


def _book(si: StepInput[Booking]) -> Outcome:
    found = best_row_button(si.obs, si.step.order or "min", si.step.attribute or "price")
    if found is None:
        return fail(f"no result row shows its {si.step.attribute or 'price'}")
    button, value = found
    si.state["booked"] = True
    what = si.step.attribute or "price"
    best = "lowest" if (si.step.order or "min") == "min" else "highest"
    return act(
        Click(element_id=button.id),
        f"Choosing {quote(button.label)}: its {what} {quote(value)} is the {best} of the results",
        finishes=True,
    )


def _field(si: StepInput[Work], name: str) -> Element | None:
    ranked = rank_fields([el for el in si.obs.elements if not el.disabled], name)
    return ranked[0][0] if ranked else None


def suggestions(si: StepInput[Work], field: Element, value: str) -> list[Element]:
    """Suggestions shown for ``value`` under a field: list entries whose text contains the value."""
    want = norm(value)
    rows = []
    for el in si.obs.elements:
        if el.id == field.id or element_kind(el) == "field" or el.bbox.y < field.bbox.y:
            continue
        text = norm(el.label)
        if want and want in text and text != norm(field.value or ""):
            rows.append(el)
    rows.sort(key=lambda e: (_is_entry(e), len(e.label), e.bbox.y))
    return rows


def _is_entry(el: Element) -> int:
    """0 for what looks like a suggestion entry (option, menu item, list item), 1 otherwise."""
    return 0 if (el.role or "") in {"option", "menuitem"} or el.tag in {"li", "a"} else 1


def _fill(si: StepInput[Booking], i: int, fv: FieldValue) -> Outcome | None:
    """Fill field ``i``: None when it is done, else the action that moves it forward."""
    key = f"f{i}"
    done = si.state.setdefault("filled", [])
    if key in done:
        return None
    field = _field(si, fv.field)
    if field is None:
        done.append(key)  # the form has no such field: nothing to fill
        return None
    if fv.field == "date":
        return _date(si, key, field, fv.value)
    typed = si.state.setdefault("typed", {})
    if typed.get(key) is None:
        typed[key] = field.id
        return act(
            TypeText(element_id=field.id, text=fv.value),
            f"Typing {quote(fv.value)} into {quote(field.label or fv.field)}",
        )
    shown = suggestions(si, field, fv.value)
    if not shown:
        looked = _look_again(si, key, field, fv.value)
        if looked is not None:
            return looked
    done.append(key)
    if shown:
        pick = shown[0]
        return act(
            Click(element_id=pick.id),
            f"Choosing the suggestion {quote(pick.label)} for {quote(fv.value)}",
        )
    return None  # no suggestion list: the typed text stands


def _look_again(si: StepInput[Work], key: str, field: Element, value: str) -> Outcome | None:
    """No suggestions yet: look again, since suggestion lists drop down a moment after typing.

    Typing again would restart the widget's typing delay, so the planner only looks (alternating
    the kind of look, so the loop detector does not take patience for a repeated action).
    """
    looks = si.bump(f"looks_{key}")
    if looks > MAX_LOOKS or not si.allowed("screenshot"):
        return None
    return act(
        Screenshot(full_page=looks % 2 == 0), f"Looking again for suggestions for {quote(value)} ({looks})"
    )


def _date(si: StepInput[Work], key: str, field: Element, value: str) -> Outcome | None:
    done = si.state.setdefault("filled", [])
    if same_date(field.value or "", value):
        done.append(key)
        return None
    return pick_date(si, field, value)


def _search(si: StepInput[Work]) -> Outcome:
    if si.bump("searches") > 2:
        return fail("searching did not show any results")
    pool = [el for el in si.usable() if element_kind(el) == "button"]
    ranked = rank_candidates(pool, "search", role_hint="button", min_score=0.5)
    if not ranked:
        ranked = rank_candidates(
            pool, "find", alternatives=("go", "submit"), role_hint="button", min_score=0.5
        )
    if not ranked:
        return fail("no search button on the form")
    button = ranked[0][0]
    return act(Click(element_id=button.id), f"Pressing {quote(button.label)} to see the results")
