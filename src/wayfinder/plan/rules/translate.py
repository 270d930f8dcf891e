"""The rules planner's work list from the goal frame (pure): ``GoalFrame`` steps -> work items.

The frame (``wayfinder.intent``) says what the goal asks; a work item (``work/``) says which skill
does it on a page, with the typed fields that skill needs. The mapping is by verb and constraints: a
find/answer with a superlative or a price bound is ``FindBest`` (read every result page, or use the
site's sort); an ordinal is ``OpenNth``; a login is a ``FillIn`` of the credentials then a
``SubmitForm``; "add it to the cart" after a find opens what was found and presses the store's add
button; questions are the ask items of their answer kind (``AskPrice``, ``AskAttribute``,
``AskList``, ``CountThings``, ``AskExists``). The table of readers per verb is ``READERS`` here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import cast

from wayfinder.intent import GoalFrame, Step
from wayfinder.plan.rules.core.bulk import bulk_items
from wayfinder.plan.rules.core.editing import change_item, comment_item, fold_comment_values
from wayfinder.plan.rules.translate_acts import add_steps, found_by, open_best, other_steps
from wayfinder.plan.rules.translate_parts import best, count_item, field_value, given_values, wants_best
from wayfinder.plan.rules.work import (
    AskAttribute,
    AskExists,
    AskList,
    AskPrice,
    ChangeTab,
    CheckOut,
    ChooseOption,
    ClickOn,
    DownloadFile,
    FieldValue,
    FillIn,
    FindBest,
    FindThing,
    GoTo,
    KeyPress,
    OpenNth,
    ScrollTo,
    ScrollWay,
    SearchFor,
    SortBy,
    StepBack,
    SubmitForm,
    TickBoxes,
    Work,
)

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


def _opens_next(frame: GoalFrame, index: int) -> bool:
    """The step after this one acts on what this one found ('... and open it', '... add it to the cart')."""
    if index + 1 >= len(frame.steps):
        return False
    nxt = frame.steps[index + 1]
    return nxt.refers_back and nxt.verb in {"open", "click", "add", "buy", "select"}


def _within(step: Step) -> str:
    """The kind of record a step names with its object ('author' in 'the author Hiroshi Zimmermann')."""
    return next((f.value for f in step.filters if f.name == "type"), "")


def _find_thing(step: Step) -> FindThing:
    return FindThing(
        text=step.text, name=step.object, exact=step.exact, role=step.role or "link", within=_within(step)
    )


def _find(step: Step, prev: list[Work], frame: GoalFrame, index: int) -> list[Work]:
    if wants_best(step):
        return [best(step, _opens_next(frame, index))]
    if step.ordinal:
        return [OpenNth(text=step.text, nth=step.ordinal, among=step.object)]
    if not step.object and prev:  # '..., can you pull up the product page': the page of what was found
        return _open_found(step, prev)
    return [_find_thing(step)]


def _answer(step: Step) -> list[Work]:
    if wants_best(step) and step.answer_kind in {"price", "text", "date", None}:
        return [best(step, False)]
    kind = step.answer_kind or "text"
    if kind == "count":
        return [count_item(step)]
    if kind == "yes_no" and not step.attributes:  # 'do you sell toasters?': whether any exist
        return [count_item(step, AskExists)]
    if kind == "list":  # narrowed as a count is when the goal says by what ('the loans that are overdue')
        return [count_item(step, AskList) if step.filters else AskList(text=step.text, things=step.object)]
    if kind == "price":
        return [AskPrice(text=step.text, subject=step.object)]
    attribute = step.attributes[0] if step.attributes else ""
    author = next((f.value for f in step.filters if f.name == "author"), "")
    return [
        AskAttribute(
            text=step.text,
            attribute=attribute,
            subject=step.object,
            within=_within(step),
            scope=step.scope,
            author=author,
            nth=step.ordinal or 0,
            about=tuple(f.value for f in step.filters if f.name == "about"),
        )
    ]


_LOGIN_WORDS = frozenset({"log in", "login", "sign in", "log on", "submit", "continue", "enter", "go"})


def _login(step: Step, nxt: Step | None) -> list[Work]:
    submit = SubmitForm(text=step.text, control="log in", alternatives=LOGIN_ALTS)
    pressed_next = (
        nxt is not None
        and nxt.verb in {"click", "submit", "press_key"}
        and (nxt.object.lower() in _LOGIN_WORDS or (nxt.verb == "submit" and not nxt.object))
    )
    if not step.values:
        return [submit]
    fill = FillIn(text=step.text, fields=tuple(field_value(v) for v in step.values))
    return [fill] if pressed_next else [fill, submit]  # '... and press login': the next step presses it


def _type(step: Step) -> list[Work]:
    fields = tuple(field_value(v) for v in step.values)
    return [FillIn(text=step.text, fields=fields, every_field=step.quantity == -1)]  # 'into both fields'


def _open(step: Step, prev: list[Work], frame: GoalFrame, index: int) -> list[Work]:
    if wants_best(step):
        return [best(step, True)]
    if step.url:
        return [GoTo(text=step.text, url=step.url)]
    if step.ordinal:
        return [OpenNth(text=step.text, nth=step.ordinal, among=step.object)]
    if not step.object:
        return _open_found(step, prev)
    if step.refers_back:  # 'open its compare page': a link of the page found before
        return [ClickOn(text=step.text, target=step.object, exact=step.exact, role="link")]
    return [_find_thing(step)]


def _open_found(step: Step, prev: list[Work]) -> list[Work]:
    """'open it' right after a find/search/sort: open the thing found."""
    if open_best(prev):
        return []
    before = prev[-1] if prev else None
    if isinstance(before, FindThing):  # the find skill opens what it finds
        return []
    if isinstance(before, SearchFor | SortBy):  # a sort names the list, not a result
        return [
            OpenNth(text=step.text, nth=1, among=found_by(before) if isinstance(before, SearchFor) else "")
        ]
    return [ClickOn(text=step.text, target="", role="link")]


def _click(step: Step) -> list[Work]:
    if step.verb == "press_key":
        key = step.object.lower()
        if key in _KEY_SUBMITS:
            return [SubmitForm(text=step.text, control="enter")]
        return [KeyPress(text=step.text, key=step.object)]
    if step.ordinal and not step.object and not step.role:
        return [OpenNth(text=step.text, nth=step.ordinal)]
    target = step.object or (step.role or "")  # 'focus into the textbox': the one element of that kind
    if target == "field":
        target = "textbox"
    if step.ordinal and (step.role or step.object):  # 'the second input textbox': by position among its kind
        noun = step.object or _ROLE_NOUNS.get(step.role or "", "")
        target = f"{_ordinal_word(step.ordinal)} {noun}".strip()
    if target.lower() in SUBMIT_WORDS and not step.exact and step.role in {None, "button"}:
        return [SubmitForm(text=step.text, control=target.lower())]
    alts: tuple[str, ...] = ()
    role = step.role
    if target.strip().lower() in {"x", "×", "✕", "✖"}:
        alts = ("close", "×", "✕", "dismiss")
        role = role or "button"
    return [ClickOn(text=step.text, target=target, exact=step.exact, alternatives=alts, role=role)]


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


def _check(step: Step) -> list[Work]:
    items = tuple(v.value for v in step.values)
    if not items:
        return []  # 'select nothing': the next step is all there is
    return [TickBoxes(text=step.text, items=items, checked=step.verb == "check")]


def _select(step: Step) -> list[Work]:
    if step.ordinal and not step.object:
        return [OpenNth(text=step.text, nth=step.ordinal)]
    if not any(v.field for v in step.values) and step.role != "select":  # 'select Xaviera': an option
        return [ClickOn(text=step.text, target=step.object, exact=step.exact, role="option")]
    fields = tuple(field_value(v) for v in step.values) or (
        FieldValue(field="", value=step.object, exact=step.exact),
    )
    return [ChooseOption(text=step.text, option=fields[0])]


def _search(step: Step) -> list[Work]:
    by_field = [v for v in step.values if v.field]
    if by_field:
        return [
            FillIn(text=step.text, fields=tuple(field_value(v) for v in by_field)),
            SubmitForm(text=step.text, control="search", alternatives=("submit", "find", "go")),
        ]
    return [SearchFor(text=step.text, query=step.query, exact=step.exact)]


_WAYS: frozenset[str] = frozenset({"up", "down", "top", "bottom"})


def _simple(step: Step) -> list[Work] | None:
    verb = step.verb
    if verb == "navigate":
        return [GoTo(text=step.text, url=step.url or "")]
    if verb == "go_back":
        return [StepBack(text=step.text)]
    if verb == "scroll":
        way: ScrollWay = step.direction if step.direction in _WAYS else "down"  # type: ignore[assignment]
        return [ScrollTo(text=step.text, direction=way)]
    if verb == "switch_tab":
        return [ChangeTab(text=step.text, which=step.direction or "new")]
    if verb == "download":
        return [DownloadFile(text=step.text, target=step.object, exact=step.exact)]
    if verb == "wait":
        return []
    if verb == "submit":
        control = "submit" if step.object.lower() in _SUBMIT_OBJECTS else step.object
        return [SubmitForm(text=step.text, control=control)]
    if verb == "accept":
        return [ClickOn(text=step.text, target="accept", alternatives=ACCEPT_ALTS, role="button")]
    if verb == "close":
        return [ClickOn(text=step.text, target="close", alternatives=CLOSE_ALTS, role="button")]
    if verb == "sort" and step.superlative:
        sup = step.superlative
        return [SortBy(text=step.text, things=step.object, attribute=sup.attribute, order=sup.direction)]
    return None


@dataclass
class At:
    """Where a step is read: its frame, its index, and the items so far (a step may change the last)."""

    frame: GoalFrame
    index: int
    out: list[Work]

    @property
    def next_step(self) -> Step | None:
        steps = self.frame.steps
        return steps[self.index + 1] if self.index + 1 < len(steps) else None


Reader = Callable[[Step, At], "list[Work] | None"]
READERS: dict[str, Reader] = {
    "find": lambda s, at: _find(s, at.out, at.frame, at.index),
    "compare": lambda s, at: _find(s, at.out, at.frame, at.index),
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
    "edit": lambda s, at: bulk_items(s) or change_item(s, tuple(field_value(v) for v in s.values)),
    "reply": lambda s, at: comment_item(s) or other_steps(s, at.out),
}


def _read(step: Step, at: At) -> list[Work] | None:
    got = _simple(step)
    if got is not None:
        return got
    reader = READERS.get(step.verb)
    return reader(step, at) if reader else other_steps(step, at.out)


def work_items(frame: GoalFrame, prev: list[Work] | None = None) -> list[Work] | None:
    """The work items for an understood frame (after ``prev``, the items read before it), or None
    when a step has no skill yet."""
    out: list[Work] = list(prev or [])
    start = len(out)
    for index, step in enumerate(frame.steps):
        got = _read(step, At(frame, index, out))
        if got is None:
            return None
        out.extend(got)
    _checkout_values(frame, out, start)
    fold_comment_values(out, start)
    _fold_asked_of_best(out, start)
    for i in range(start, len(out) - 1):  # a sort before 'the cheapest': that step reads every page anyway
        item = out[i]
        if isinstance(item, SortBy) and isinstance(out[i + 1], FindBest):
            out[i] = replace(item, then_scan=True)
    if prev is not None:
        prev[:] = out[:start]  # a step may have updated the one before it ('open it')
    return out[start:]


def _fold_asked_of_best(out: list[Work], start: int) -> None:
    """'find the shortest book ... and tell me its title', 'which book has the fewest pages? give me its
    isbn': what is asked of 'it' right after the best item is asked of that item's row (``FindBest.asked``),
    not of whatever page the search ends on."""
    i = start
    while i < len(out) - 1:
        best, ask = out[i], out[i + 1]
        if (
            isinstance(best, FindBest)
            and not best.open_result
            and isinstance(ask, AskAttribute)
            and not ask.subject
            and not ask.scope
            and ask.attribute
        ):
            asked = (*tuple(a for a in best.asked if a != ask.attribute), ask.attribute)
            out[i] = replace(best, asked=asked, text=f"{best.text}, {ask.text}")
            del out[i + 1]
            continue
        i += 1


def _checkout_values(frame: GoalFrame, out: list[Work], start: int) -> None:
    """A purchase's checkout takes every value the goal gives (its form is filled before the order is
    proposed: ``core/checkout_form.py``); fill steps after it would only type them again."""
    at = next((i for i in range(start, len(out)) if isinstance(out[i], CheckOut)), None)
    if at is None:
        return
    out[at] = replace(cast(CheckOut, out[at]), fields=given_values(frame))
    out[at + 1 :] = [w for w in out[at + 1 :] if not isinstance(w, FillIn)]


def unsupported(frame: GoalFrame) -> str:
    """One sentence for a frame step no skill handles yet."""
    step = next((s for s in frame.steps if _read(s, At(frame, 0, [])) is None), None)
    what = step.text if step is not None else frame.text
    return f"I understood {what!r} but have no way to do that on a web page yet"
