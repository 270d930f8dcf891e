"""The rules planner's work items: typed sub-goals (pure data), and the quoting/splitting helpers
the widget goal readers use. Goals are read into sub-goals by ``plan/rules/goal.py``.

(Formerly the goal parser itself; the parse now goes through the one goal frame, ``wayfinder.intent``.)

A goal is split into clauses (sentences, "then", ", and <verb>", "and <verb>") after quoted strings
are masked, so a comma or "and" inside a quoted value never splits it. Each clause is read by the
patterns in ``goals_clauses`` (a ``rules_*`` helper kept apart to keep this module small). The
planner never guesses: when a clause matches no pattern the whole goal is ``understood=False`` with
the clause named in ``reason``, and the planner asks the user instead of acting blindly.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict

from wayfinder.plan.base import GoalKind, TaskMode

SubGoalKind = Literal[
    "navigate",
    "search",
    "find",
    "key",
    "click",
    "type",
    "fill",
    "select",
    "check",
    "submit",
    "open_nth",
    "find_best",
    "sort",
    "go_back",
    "answer",
    "download",
    "switch_tab",
    "scroll",
    "item",
    "derive",
    "trial",
    "booking",
    "quantity",
    "checkout",
]
AnswerKind = Literal["count", "price", "text", "list", "yes_no"]
BoundOp = Literal["lt", "le", "gt", "ge"]


class FieldValue(BaseModel):
    """One value to put into one named field ("" field = any suitable text field)."""

    model_config = ConfigDict(frozen=True)

    field: str = ""
    value: str
    exact: bool = False
    lookup: str = ""  # 'enter the value of X': read X's value off the page, then type it


class SubGoal(BaseModel):
    """One step of a goal. Which attributes matter depends on ``kind``."""

    model_config = ConfigDict(frozen=True)

    kind: SubGoalKind
    text: str = ""  # the clause it came from, for intent sentences
    target: str = ""  # what to click/open/find/download, the search query, the answered subject
    exact: bool = False  # target was quoted: match it exactly first
    alternatives: tuple[str, ...] = ()  # other words a person would accept for the target
    role_hint: str | None = None  # button | link | field | tab | checkbox | radio | option | search
    url: str | None = None
    fields: tuple[FieldValue, ...] = ()  # type/fill
    all_fields: bool = False  # "into both/all text fields"
    items: tuple[str, ...] = ()  # check
    checked: bool = True  # check (True) or uncheck (False)
    nth: int = 0  # open_nth: 1-based, -1 = last
    order: Literal["min", "max"] | None = None  # find_best / sort
    attribute: str = ""  # find_best/sort: "price"; answer: the asked attribute ("records", "price")
    bound: float | None = None
    bound_op: BoundOp | None = None
    open_result: bool = False  # find_best: open the item found (else report it)
    answer_kind: AnswerKind | None = None
    direction: Literal["up", "down", "top", "bottom"] = "down"
    within: str = ""  # the kind of record or section the target is found in ('member' for 'member RL10042')
    narrow: tuple[str, ...] = ()  # count: values the list is narrowed by first (a filter, else the search)
    limits: tuple[
        str, ...
    ] = ()  # count: ranges only a filter of the site can apply ('this year', 'over 300 pages')
    date_from: str = ""  # count: the ISO ends of a date range, for a form's from/to date fields
    date_to: str = ""
    quantity: int = 0  # quantity / checkout: how many the goal asks for (0 = not said)
    in_cart: bool = False  # checkout: what to buy is already in the cart (go to the cart, not a product)


class ParsedGoal(BaseModel):
    """The parsed goal. ``understood`` False means: ask the person, do not guess."""

    model_config = ConfigDict(frozen=True)

    goal: str
    understood: bool
    reason: str = ""
    steps: tuple[SubGoal, ...] = ()
    goal_kind: GoalKind = "action"
    task_mode: TaskMode = "find"


# -- quoting -------------------------------------------------------------------------------------

_QUOTE_RE = re.compile(r"\"([^\"]*)\"|“([^”]*)”|‘([^’]*)’|(?<![\w])'([^']*)'(?![\w])")
_MARK_RE = re.compile("\ue000(\\d+)\ue001")


class Quotes:
    """Quoted strings masked as placeholders so splitting and patterns never look inside them."""

    def __init__(self, goal: str) -> None:
        self.values: list[str] = []

        def repl(match: re.Match[str]) -> str:
            value = next(g for g in match.groups() if g is not None)
            self.values.append(value)
            return f"\ue000{len(self.values) - 1}\ue001"

        self.masked = _QUOTE_RE.sub(repl, goal)

    def restore(self, text: str) -> str:
        return _MARK_RE.sub(lambda m: self.values[int(m.group(1))], text).strip()

    def restore_quoted(self, text: str) -> str:
        """``text`` with its quoted values back inside quotes (to be read again as a goal)."""
        return _MARK_RE.sub(lambda m: f'"{self.values[int(m.group(1))]}"', text).strip()

    @staticmethod
    def is_exact(text: str) -> bool:
        """True when ``text`` is exactly one quoted value (perhaps with articles around it)."""
        core = re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.I).strip(" .,!?:;")
        return bool(_MARK_RE.fullmatch(core))


# -- splitting -----------------------------------------------------------------------------------

VERBS = (
    "click|press|tap|hit|push|submit|open|go|navigate|visit|search|enter|type|input|fill|select|choose|"
    "pick|check|uncheck|tick|untick|sort|filter|report|tell|return|give|find|download|log|login|sign|"
    "accept|agree|close|dismiss|read|show|what|how|scroll|switch|reply|forward|delete|save|add|view|"
    "follow|compare|look|wait|write|put|set|change|get|note|count|focus|answer|then|mark|expand|buy"
)
_SPLIT_RE = re.compile(
    rf"\s*;\s*|(?<=[.!?])\s+(?=[A-Z\ue000])|,?\s+(?:and\s+)?then\s+|,\s*(?:and\s+)?(?=(?:{VERBS})\b)"
    rf"|\s+and\s+(?=(?:{VERBS})\b)|\s+after\s+that,?\s+|,\s*finally,?\s+",
    re.I,
)
_LEAD_RE = re.compile(
    r"^(?:(?:please|then|and|now|also|first|finally|next|just|kindly|after that),?\s+)+", re.I
)
_TRAIL_RE = re.compile(
    r"(?:\s+(?:when|once)\s+(?:you(?:'re| are)\s+)?(?:done|finished|complete)|\s+please)?[\s.!?,;:]*$", re.I
)


def split_clauses(masked: str) -> list[str]:
    """Split a masked goal into ordered clauses (quoted text is already masked)."""
    parts = [p for p in _SPLIT_RE.split(masked.strip()) if p and p.strip()]
    clauses = []
    for part in parts:
        text = _TRAIL_RE.sub("", _LEAD_RE.sub("", part.strip())).strip()
        if text:
            clauses.append(text)
    return clauses
