"""Goals whose value is read off the page: "solve the problem", "the last word in the text area",
"the text below", "the value of each label", "the greatest number", "odd or even", "buy when the
price is less than $X" (pure).

``read_derived`` reads such a clause into one work item of its kind (``work.py``: ``SolveMath``,
``LastWord``, ``WhenPrice``, ...); a follow-up clause that only says where to put the result ("type
your answer into the textbox", "enter it into the text field") adds no step of its own, because the
item's skill types the result into the page's free text field itself. Each skill computes the value
from the observation's text lines and element values, then types or clicks it.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import TypeText
from wayfinder.intent.masking import Masked
from wayfinder.intent.text import parse_money
from wayfinder.observe.models import Element
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.ranking import is_text_field, norm
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, quote
from wayfinder.plan.rules.work import BoundOp, Limit, Order, Work
from wayfinder_miniwob.math import (
    handle_odd_even,
    handle_pick_duration,
    handle_when_price,
    math_answer,
)
from wayfinder_miniwob.page_readings import drawn_blocks
from wayfinder_miniwob.work import (
    CountShapes,
    Derived,
    LabelValues,
    LastWord,
    OddEven,
    PickDuration,
    PickExtreme,
    SolveMath,
    TextBelow,
    WhenPrice,
)

_SIMPLE: tuple[tuple[type[Derived], re.Pattern[str]], ...] = (
    (
        SolveMath,
        re.compile(
            r"^(?:solve|calculate|compute|work\s+out|evaluate|answer)\b(?:\s+(?:the|this|for))?", re.I
        ),
    ),
    (LastWord, re.compile(r"^(?:find|read|copy|get)\s+the\s+last\s+word\s+(?:in|of)\b", re.I)),
    (
        TextBelow,
        re.compile(
            r"^(?:type|enter|copy|write|input)\s+the\s+(?:text|word|letters|code)\s+(?:below|above|shown)\b",
            re.I,
        ),
    ),
    (
        LabelValues,
        re.compile(
            r"^(?:enter|type|fill(?:\s+in)?|copy)\s+the\s+values?\s+that\s+corresponds?\s+(?:with|to)\s+each\b",
            re.I,
        ),
    ),
    (
        CountShapes,
        re.compile(
            r"^(?:type|enter|write|input|put)\s+(?:in\s+)?(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+"
            r"(?:the\s+)?(?:blocks|squares|boxes|shapes|circles|dots|tiles|cubes)\b",
            re.I,
        ),
    ),
    (OddEven, re.compile(r"^mark\s+(?:the\s+|each\s+|all\s+)?numbers?\b.*\bodd\s+or\s+even\b", re.I)),
)
_EXTREME_RE = re.compile(
    r"^(?:find\s+and\s+)?(?:pick|choose|select|click(?:\s+on)?)\s+the\s+\w+\s+with\s+the\s+"
    r"(?P<w>greatest|largest|highest|biggest|smallest|lowest|least)\s+(?:number|value)$",
    re.I,
)
_DURATION_GOAL_RE = re.compile(
    r"^(?:buy|book|choose|pick|select)\s+the\s+\w+\s+with\s+the\s+(?P<w>shortest|longest|fastest|slowest)\s+"
    r"(?:duration|time|trip|travel\s+time)$",
    re.I,
)
_WHEN_RE = re.compile(
    r"^(?P<verb>buy|sell|order)\s+(?P<what>[\w.-]+)(?:\s+(?:stock|shares?))?\s+(?:when|once|if)\s+(?:the\s+|its\s+)?"
    r"price\s+(?:is\s+|drops\s+|goes\s+|falls\s+|rises\s+)?(?P<op>less|lower|below|under|more|greater|higher|above|over)"
    r"(?:\s+than)?\s+(?P<v>\S+)$",
    re.I,
)
_FOLLOW_RE = re.compile(
    r"^(?:type|enter|put|write|input|paste)\s+(?:it|your\s+answer|the\s+answer|the\s+result|this|that|them)\b",
    re.I,
)
_BARE_FIND_RE = re.compile(r"^(?:find|locate|look)$", re.I)
_OPS: dict[str, BoundOp] = {
    "less": "lt",
    "lower": "lt",
    "below": "lt",
    "under": "lt",
    "more": "gt",
    "greater": "gt",
    "higher": "gt",
    "above": "gt",
    "over": "gt",
}
_MIN_WORDS = {"smallest", "lowest", "least", "shortest", "fastest"}


def read_derived(clause: str, masked: Masked, prev: list[Work]) -> list[Work] | None:
    """One derived-value item, [] for a follow-up that only says where the result goes, else None."""
    text = masked.restore(clause)
    if _BARE_FIND_RE.match(clause):
        return []  # "Find and pick the ...": the find is the pick that follows
    if prev and isinstance(prev[-1], Derived) and _FOLLOW_RE.match(clause):
        return []
    for kind, pattern in _SIMPLE:
        if pattern.match(clause):
            return [kind(text=text)]
    for pattern, picks in ((_EXTREME_RE, PickExtreme), (_DURATION_GOAL_RE, PickDuration)):
        match = pattern.match(clause)
        if match:
            order: Order = "min" if match.group("w").lower() in _MIN_WORDS else "max"
            return [picks(text=text, order=order)]
    when = _WHEN_RE.match(clause)
    price = parse_money(when.group("v"), require_currency=False) if when else None
    if when and price is not None:
        bound = Limit(_OPS[when.group("op").lower()], price.amount)
        return [WhenPrice(text=text, stock=when.group("what"), verb=when.group("verb").lower(), bound=bound)]
    return None


def page_lines(ctx: PlannerContext) -> list[str]:
    """The page's text lines without the line that repeats the goal itself (an instruction banner)."""
    goal = norm(ctx.goal)
    lines = ctx.observation.text_digest.splitlines()
    return [ln for ln in lines if ln.strip() and not (goal and goal in norm(ln))]


def _lines_after_banner(ctx: PlannerContext) -> list[str]:
    """Lines after the goal's own banner when the page shows one, else all content lines."""
    goal = norm(ctx.goal)
    lines = [ln for ln in ctx.observation.text_digest.splitlines() if ln.strip()]
    for index, line in enumerate(lines):
        if goal and goal in norm(line):
            return lines[index + 1 :]
    return lines


def _answer_field(si: StepInput[Work], source: Element | None = None) -> Element | None:
    fields = [el for el in si.usable() if is_text_field(el) and el is not source]
    inputs = [el for el in fields if el.tag != "textarea"]
    pool = inputs or fields
    return pool[0] if pool else None


def type_answer(si: StepInput[Work], value: str, what: str, source: Element | None = None) -> Outcome:
    """Type ``value`` into the page's free text field; complete when it already holds it."""
    field = _answer_field(si, source)
    if field is None:
        return fail(f"no text field to type {what} into")
    if (field.value or "") == value:
        return complete()
    return act(TypeText(element_id=field.id, text=value), f"Typing {what} {quote(value)}", finishes=True)


def last_word(si: StepInput[LastWord]) -> Outcome:
    boxes = [el for el in si.obs.elements if el.tag == "textarea" and el.value]
    if not boxes:
        return fail("no text area with text on this page")
    words = re.findall(r"[^\W_]+(?:['’-][^\W_]+)*", boxes[0].value or "")
    if not words:
        return fail("the text area has no words")
    return type_answer(si, words[-1], "the last word of the text area", source=boxes[0])


def text_below(si: StepInput[TextBelow]) -> Outcome:
    labels = {norm(el.label) for el in si.obs.elements}
    for line in _lines_after_banner(si.ctx):
        if norm(line) and norm(line) not in labels:
            return type_answer(si, line.strip(), "the text shown")
    return fail("no text shown below the instruction")


def _value_of(lines: list[str], label: str) -> str | None:
    want = norm(label)
    for line in lines:
        key, sep, value = line.partition("\t") if "\t" in line else line.partition(":")
        if sep and norm(key) == want and value.strip():
            return value.strip()
    return None


def label_values(si: StepInput[LabelValues]) -> Outcome:
    """Each labelled field gets the value its label has in the page's table/key-value lines."""
    lines = page_lines(si.ctx)
    fields = [el for el in si.usable() if is_text_field(el)]
    todo: list[tuple[Element, str]] = []
    for el in fields:
        label = el.aria.label or el.near or el.placeholder or el.name or ""
        value = _value_of(lines, label.strip().rstrip(":"))
        if value is not None and (el.value or "") != value:
            todo.append((el, value))
    if not todo:
        return complete() if fields else fail("no labelled fields on this page")
    el, value = todo[0]
    label = (el.aria.label or el.near or "").rstrip(":")
    return act(
        TypeText(element_id=el.id, text=value),
        f"Typing {quote(value)}, the value of {quote(label)}",
        finishes=len(todo) == 1,
    )


def solve_math(si: StepInput[SolveMath]) -> Outcome:
    answer = math_answer(page_lines(si.ctx))
    return type_answer(si, answer, "the answer") if answer is not None else fail("no problem to solve shown")


def count_shapes(si: StepInput[CountShapes]) -> Outcome:
    count = drawn_blocks(si.ctx)
    if count is None:
        return fail(
            "the drawn blocks are read by the benchmark harness's page script, which this run has not"
        )
    return type_answer(si, str(count), "the number of shapes shown") if count else fail("no shapes to count")


def odd_even(si: StepInput[OddEven]) -> Outcome:
    return handle_odd_even(si, page_lines(si.ctx))


def when_price(si: StepInput[WhenPrice]) -> Outcome:
    return handle_when_price(si, page_lines(si.ctx))


def pick_duration(si: StepInput[PickDuration]) -> Outcome:
    return handle_pick_duration(si, page_lines(si.ctx))
