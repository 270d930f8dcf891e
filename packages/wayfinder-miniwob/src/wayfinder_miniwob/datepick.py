"""Setting a date field for the rules planner: type it, else pick it in the calendar that opens (pure).

Many date boxes accept typed text; read-only ones open a calendar when clicked. A person then
reads the month shown in the calendar's title ("December 2016"), steps with Prev/Next until the
wanted month shows, and clicks the day. ``pick_date`` does the same, one action per call, and
keeps what it tried in the work item's state (key ``date``).
"""

from __future__ import annotations

import re
from datetime import date

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.step import Outcome, StepInput, act, fail, quote
from wayfinder.plan.rules.work import Work

MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH_RE = re.compile(
    rf"\b(?P<m>{'|'.join(MONTHS)}|{'|'.join(m[:3] for m in MONTHS)})\.?,?\s+(?P<y>\d{{4}})\b", re.I
)
_PREV_WORDS = frozenset(["prev", "previous", "prev month", "previous month", "<", "‹", "«", "back"])
_NEXT_WORDS = frozenset(["next", "next month", ">", "›", "»", "forward"])
MAX_MONTH_STEPS = 36


def parse_date(text: str) -> date | None:
    """A date from '12/19/2016' (month first, as the goals write it) or '2016-12-19'."""
    text = text.strip()
    mdy = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})", text)
    iso = re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})", text)
    try:
        if mdy:
            year = int(mdy.group(3))
            return date(year + 2000 if year < 100 else year, int(mdy.group(1)), int(mdy.group(2)))
        if iso:
            return date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
    except ValueError:
        return None
    return None


def shown_month(obs: Observation) -> tuple[int, int] | None:
    """(year, month) of the calendar title: a digest line that is just a month and a year."""
    for line in obs.text_digest.splitlines():
        match = _MONTH_RE.fullmatch(line.strip())
        if match is not None:
            name = match.group("m").lower()[:3]
            month = next(i for i, m in enumerate(MONTHS, start=1) if m.startswith(name))
            return int(match.group("y")), month
    return None


def same_date(value: str, wanted: str) -> bool:
    """Whether a field's ``value`` is the ``wanted`` date, whatever the zero padding."""
    have = parse_date(value)
    return have is not None and have == parse_date(wanted)


def _pager(obs: Observation, words: frozenset[str]) -> Element | None:
    for el in obs.elements:
        if not el.disabled and norm(el.label) in words:
            return el
    return None


def day_cell(obs: Observation, day: int) -> Element | None:
    """The clickable cell of ``day`` in the open calendar (a link or button first, then a cell)."""
    cells = [el for el in obs.elements if not el.disabled and el.text.strip() == str(day)]
    if not cells:
        return None
    cells.sort(key=lambda e: (element_kind(e) not in {"link", "button"}, e.bbox.y, e.bbox.x))
    preferred = [el for el in cells if element_kind(el) == element_kind(cells[0])]
    # a day shown twice belongs once to a neighbouring month: late days repeat at the top, early at the end
    return preferred[-1] if day >= 20 and len(preferred) > 1 else preferred[0]


def pick_date(si: StepInput[Work], field: Element, value: str) -> Outcome:
    """The next move to put ``value`` into the date ``field``."""
    wanted = parse_date(value)
    state = si.state.setdefault("date", {})
    if wanted is None:
        return act(TypeText(element_id=field.id, text=value), f"Typing the date {quote(value)}")
    month = shown_month(si.obs)
    if month is None:
        return _open(si, state, field, value)
    steps = (wanted.year - month[0]) * 12 + (wanted.month - month[1])
    if steps:
        return _turn(si, state, steps, wanted)
    cell = day_cell(si.obs, wanted.day)
    if cell is None:
        return fail(f"the calendar shows {MONTHS[wanted.month - 1].title()} but no day {wanted.day}")
    return act(Click(element_id=cell.id), f"Clicking day {wanted.day} in the calendar for {quote(value)}")


def _open(si: StepInput[Work], state: dict[str, int], field: Element, value: str) -> Outcome:
    """No calendar is open: type the date once (many boxes take it), then click the box to open one."""
    tries = int(state.get("open", 0))
    state["open"] = tries + 1
    failed = {int(x) for x in si.state.get("failed", [])}
    if tries == 0 and field.id not in failed and field.id not in si.ctx.avoid_elements:
        return act(
            TypeText(element_id=field.id, text=value), f"Typing the date {quote(value)} into the date box"
        )
    if tries > 3:
        return fail(f"no calendar opened to pick {quote(value)}")
    return act(Click(element_id=field.id), f"Opening the calendar of the date box to pick {quote(value)}")


def _turn(si: StepInput[Work], state: dict[str, int], steps: int, wanted: date) -> Outcome:
    turns = int(state.get("turns", 0))
    if turns >= MAX_MONTH_STEPS:
        return fail("the calendar did not reach the wanted month")
    pager = _pager(si.obs, _NEXT_WORDS if steps > 0 else _PREV_WORDS)
    if pager is None:
        return fail("the calendar has no button to change the month")
    state["turns"] = turns + 1
    target = f"{MONTHS[wanted.month - 1].title()} {wanted.year}"
    return act(
        Click(element_id=pager.id),
        f"Turning the calendar {'forward' if steps > 0 else 'back'} towards {target} ({abs(steps)} month(s) away)",
    )
