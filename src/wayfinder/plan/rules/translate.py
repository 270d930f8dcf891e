"""The rules planner's work list from the goal frame (pure): ``GoalFrame`` steps -> ``SubGoal``s.

The frame (``wayfinder.intent``) says what the goal asks; a ``SubGoal`` says which skill does it on
a page. The mapping is by verb and constraints: a find/answer with a superlative or a price bound is
``find_best`` (read every result page, or use the site's sort); an ordinal is ``open_nth``; a login
is a ``fill`` of the credentials then a ``submit``; "add it to the cart" after a find opens what was
found and presses the store's add button; questions are ``answer`` steps of their answer kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wayfinder.intent import GoalFrame, Step
from wayfinder.plan.rules.subgoals import FieldValue, SubGoal
from wayfinder.plan.rules.translate_acts import add_steps, other_steps
from wayfinder.plan.rules.translate_parts import best, count_subgoal, field_value, wants_best

ACCEPT_ALTS = ("accept", "i agree", "agree", "i accept", "continue", "ok", "yes", "confirm", "proceed")
CLOSE_ALTS = ("close", "dismiss", "×", "x", "no thanks", "cancel")
LOGIN_ALTS = ("login", "sign in", "log on", "submit", "continue")
_KEY_SUBMITS = {"enter", "return"}
SUBMIT_WORDS = frozenset(
    [
        "submit",
        "enter",
        "return",
        "go",
        "ok",
        "send",
        "search",
        "done",
        "save",
        "apply",
        "continue",
        "next",
        "finish",
    ]
)
_SUBMIT_OBJECTS = frozenset(
    {"", "form", "it", "answer", "query", "search", "request", "order", "details", "form data"}
)
_FOUND = {"find_best", "search", "sort", "open_nth"}


def _opens_next(frame: GoalFrame, index: int) -> bool:
    """The step after this one acts on what this one found ('... and open it', '... add it to the cart')."""
    if index + 1 >= len(frame.steps):
        return False
    nxt = frame.steps[index + 1]
    return nxt.refers_back and nxt.verb in {"open", "click", "add", "buy", "select"}


def _find(step: Step, frame: GoalFrame, index: int) -> list[SubGoal]:
    if wants_best(step):
        return [best(step, _opens_next(frame, index))]
    if step.ordinal:
        return [SubGoal(kind="open_nth", text=step.text, nth=step.ordinal, target=step.object)]
    return [
        SubGoal(
            kind="find",
            text=step.text,
            target=step.object,
            exact=step.exact,
            role_hint=step.role or "link",
            within=_within(step),
        )
    ]


def _within(step: Step) -> str:
    """The kind of record a step names with its object ('author' in 'the author Hiroshi Zimmermann')."""
    return next((f.value for f in step.filters if f.name == "type"), "")


def _answer(step: Step) -> list[SubGoal]:
    if wants_best(step) and step.answer_kind in {"price", "text", None}:
        return [best(step, False)]
    kind = step.answer_kind or "text"
    if kind == "count":
        return [count_subgoal(step)]
    if kind == "yes_no" and not step.attributes:  # 'do you sell toasters?': whether any exist
        return [count_subgoal(step).model_copy(update={"answer_kind": "yes_no"})]
    if kind == "list":
        return [SubGoal(kind="answer", text=step.text, answer_kind="list", attribute=step.object)]
    if kind == "price":
        return [
            SubGoal(kind="answer", text=step.text, answer_kind="price", attribute="price", target=step.object)
        ]
    attribute = step.attributes[0] if step.attributes else ""
    within = next((f.value for f in step.filters if f.name == "type"), "")
    return [
        SubGoal(
            kind="answer",
            text=step.text,
            answer_kind="text",
            attribute=attribute,
            target=step.object,
            within=within,
        )
    ]


_LOGIN_WORDS = frozenset({"log in", "login", "sign in", "log on", "submit", "continue", "enter", "go"})


def _login(step: Step, nxt: Step | None) -> list[SubGoal]:
    submit = SubGoal(kind="submit", text=step.text, target="log in", alternatives=LOGIN_ALTS)
    pressed_next = (
        nxt is not None
        and nxt.verb in {"click", "submit", "press_key"}
        and (nxt.object.lower() in _LOGIN_WORDS or (nxt.verb == "submit" and not nxt.object))
    )
    if pressed_next and step.values:  # '... and press login': the next step presses it
        return [SubGoal(kind="fill", text=step.text, fields=tuple(field_value(v) for v in step.values))]
    if not step.values:
        return [submit]
    return [SubGoal(kind="fill", text=step.text, fields=tuple(field_value(v) for v in step.values)), submit]


def _type(step: Step) -> list[SubGoal]:
    fields = tuple(field_value(v) for v in step.values)
    kind = "fill" if len(fields) > 1 else "type"
    every = step.quantity == -1  # 'into both text fields'
    return [SubGoal(kind=kind, text=step.text, fields=fields, all_fields=every)]


def _open(step: Step, prev: list[SubGoal], frame: GoalFrame, index: int) -> list[SubGoal]:
    if wants_best(step):
        return [best(step, True)]
    if step.url:
        return [SubGoal(kind="navigate", text=step.text, url=step.url, target=step.url)]
    if step.ordinal:
        return [SubGoal(kind="open_nth", text=step.text, nth=step.ordinal, target=step.object)]
    if not step.object:
        return _open_found(step, prev)
    if step.refers_back:  # 'open its compare page': a link of the page found before
        return [SubGoal(kind="click", text=step.text, target=step.object, exact=step.exact, role_hint="link")]
    return [
        SubGoal(
            kind="find",
            text=step.text,
            target=step.object,
            exact=step.exact,
            role_hint=step.role or "link",
            within=_within(step),
        )
    ]


def _open_found(step: Step, prev: list[SubGoal]) -> list[SubGoal]:
    """'open it' right after a find/search/sort: open the thing found."""
    before = prev[-1] if prev else None
    if before is not None and before.kind == "find_best":
        prev[-1] = before.model_copy(update={"open_result": True})
        return []
    if before is not None and before.kind == "find":  # the find skill opens what it finds
        return []
    if before is not None and before.kind in {
        "search",
        "sort",
    }:  # a sort's target names the list, not a result
        target = before.target if before.kind == "search" else ""
        return [SubGoal(kind="open_nth", text=step.text, nth=1, target=target)]
    return [SubGoal(kind="click", text=step.text, target="", role_hint="link")]


def _click(step: Step) -> list[SubGoal]:
    if step.verb == "press_key":
        key = step.object.lower()
        if key in _KEY_SUBMITS:
            return [SubGoal(kind="submit", text=step.text, target="enter")]
        return [SubGoal(kind="key", text=step.text, target=step.object)]
    if step.ordinal and not step.object and not step.role:
        return [SubGoal(kind="open_nth", text=step.text, nth=step.ordinal)]
    target = step.object or (step.role or "")  # 'focus into the textbox': the one element of that kind
    if target == "field":
        target = "textbox"
    if step.ordinal and (step.role or step.object):  # 'the second input textbox': by position among its kind
        noun = step.object or _ROLE_NOUNS.get(step.role or "", "")
        target = f"{_ordinal_word(step.ordinal)} {noun}".strip()
    if target.lower() in SUBMIT_WORDS and not step.exact and step.role in {None, "button"}:
        return [SubGoal(kind="submit", text=step.text, target=target.lower())]
    alts: tuple[str, ...] = ()
    role = step.role
    if target.strip().lower() in {"x", "×", "✕", "✖"}:
        alts = ("close", "×", "✕", "dismiss")
        role = role or "button"
    return [
        SubGoal(
            kind="click",
            text=step.text,
            target=target,
            exact=step.exact,
            alternatives=alts,
            role_hint=role,
        )
    ]


_ROLE_NOUNS = {
    "checkbox": "checkbox",
    "radio": "radio button",
    "field": "textbox",
    "button": "button",
    "link": "link",
}


def _ordinal_word(n: int) -> str:
    if n == -1:
        return "last"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _check(step: Step) -> list[SubGoal]:
    items = tuple(v.value for v in step.values)
    if not items:
        return []  # 'select nothing': the next step is all there is
    return [
        SubGoal(kind="check", text=step.text, items=items, checked=step.verb == "check", role_hint="checkbox")
    ]


def _select(step: Step) -> list[SubGoal]:
    if step.ordinal and not step.object:
        return [SubGoal(kind="open_nth", text=step.text, nth=step.ordinal)]
    if (
        not any(v.field for v in step.values) and step.role != "select"
    ):  # 'select Xaviera': an option to click
        return [
            SubGoal(kind="click", text=step.text, target=step.object, exact=step.exact, role_hint="option")
        ]
    fields = tuple(field_value(v) for v in step.values) or (
        FieldValue(field="", value=step.object, exact=step.exact),
    )
    return [
        SubGoal(
            kind="select",
            text=step.text,
            target=step.object or fields[0].value,
            exact=step.exact,
            fields=fields,
        )
    ]


def _search(step: Step) -> list[SubGoal]:
    by_field = [v for v in step.values if v.field]
    if by_field:
        return [
            SubGoal(kind="fill", text=step.text, fields=tuple(field_value(v) for v in by_field)),
            SubGoal(kind="submit", text=step.text, target="search", alternatives=("submit", "find", "go")),
        ]
    return [SubGoal(kind="search", text=step.text, target=step.query, exact=step.exact)]


def _simple(step: Step) -> list[SubGoal] | None:
    verb = step.verb
    if verb == "navigate":
        return [SubGoal(kind="navigate", text=step.text, url=step.url, target=step.url or "")]
    if verb == "go_back":
        return [SubGoal(kind="go_back", text=step.text)]
    if verb == "scroll":
        direction = step.direction if step.direction in {"up", "down", "top", "bottom"} else "down"
        return [SubGoal(kind="scroll", text=step.text, direction=direction)]
    if verb == "switch_tab":
        return [SubGoal(kind="switch_tab", text=step.text, target=step.direction or "new")]
    if verb == "download":
        return [SubGoal(kind="download", text=step.text, target=step.object, exact=step.exact)]
    if verb == "wait":
        return []
    if verb == "submit":
        target = "submit" if step.object.lower() in _SUBMIT_OBJECTS else step.object
        return [SubGoal(kind="submit", text=step.text, target=target)]
    if verb == "accept":
        return [
            SubGoal(
                kind="click", text=step.text, target="accept", alternatives=ACCEPT_ALTS, role_hint="button"
            )
        ]
    if verb == "close":
        return [
            SubGoal(kind="click", text=step.text, target="close", alternatives=CLOSE_ALTS, role_hint="button")
        ]
    if verb == "sort" and step.superlative:
        sup = step.superlative
        return [
            SubGoal(
                kind="sort", text=step.text, target=step.object, attribute=sup.attribute, order=sup.direction
            )
        ]
    return None


@dataclass
class _At:
    """Where a step is read: its frame, its index, and the sub-goals so far (a step may change the last)."""

    frame: GoalFrame
    index: int
    out: list[SubGoal]

    @property
    def next_step(self) -> Step | None:
        steps = self.frame.steps
        return steps[self.index + 1] if self.index + 1 < len(steps) else None


Mapper = Callable[[Step, _At], "list[SubGoal] | None"]
MAPPERS: dict[str, Mapper] = {
    "find": lambda s, at: _find(s, at.frame, at.index),
    "compare": lambda s, at: _find(s, at.frame, at.index),
    "answer": lambda s, at: _answer(s),
    "count": lambda s, at: _answer(s),
    "list": lambda s, at: _answer(s),
    "open": lambda s, at: _open(s, at.out, at.frame, at.index),
    "login": lambda s, at: _login(s, at.next_step),
    "register": lambda s, at: _login(s, at.next_step),
    "type": lambda s, at: _type(s),
    "fill": lambda s, at: _type(s),
    "click": lambda s, at: _click(s),
    "press_key": lambda s, at: _click(s),
    "check": lambda s, at: _check(s),
    "uncheck": lambda s, at: _check(s),
    "select": lambda s, at: _select(s),
    "search": lambda s, at: _search(s),
    "add": lambda s, at: add_steps(s, at.out),
}


def frame_subgoals(frame: GoalFrame, prev: list[SubGoal] | None = None) -> list[SubGoal] | None:
    """The sub-goals for an understood frame (after ``prev``, the steps read before it), or None when
    a step has no skill yet."""
    out: list[SubGoal] = list(prev or [])
    start = len(out)
    for index, step in enumerate(frame.steps):
        mapper = MAPPERS.get(step.verb)
        got = _simple(step)
        if got is None:
            got = mapper(step, _At(frame, index, out)) if mapper else other_steps(step, out)
        if got is None:
            return None
        out.extend(got)
    for i in range(start, len(out) - 1):  # a sort before 'the cheapest': that step reads every page anyway
        if out[i].kind == "sort" and out[i + 1].kind == "find_best":
            out[i] = out[i].model_copy(update={"within": "scan"})
    if prev is not None:
        prev[:] = out[:start]  # a step may have updated the one before it ('open it')
    return out[start:]


def unsupported(frame: GoalFrame) -> str:
    """One sentence for a frame step no skill handles yet."""
    known = {
        "find",
        "compare",
        "answer",
        "count",
        "list",
        "open",
        "login",
        "register",
        "type",
        "fill",
        "click",
        "press_key",
        "check",
        "uncheck",
        "select",
        "search",
        "add",
    }
    step = next(
        (s for s in frame.steps if s.verb not in known and _simple(s) is None and other_steps(s, []) is None),
        None,
    )
    what = step.text if step is not None else frame.text
    return f"I understood {what!r} but have no way to do that on a web page yet"
