"""The plugin's own work items (pure, frozen): subclasses of the rules planner's ``Work``, one per kind
of task page, each served by its own skill (``__init__.py`` registers them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wayfinder.plan.rules.work import FieldValue, Limit, Order, Work

# -- trial and feedback (trial.py) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class Generate(Work):
    """'Generate an even number less than 5': press the button until the value meets the condition."""

    kind: ClassVar[str] = "generate"
    button: str  # the generating button's verb ('generate', 'roll')
    parity: str = ""  # 'even' | 'odd' | ''
    bound: Limit | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Guess(Work):
    """'Guess the number between 0-9 and press Submit': a binary search on the page's feedback."""

    kind: ClassVar[str] = "guess"
    button: str = "submit"
    low: int = 0
    high: int = 100


# -- values read off the page (derive.py, math.py) ------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class Derived(Work):
    """A value computed from the page and typed or clicked; each subclass is one way to compute it."""

    kind: ClassVar[str] = "derive"


@dataclass(frozen=True, slots=True, kw_only=True)
class SolveMath(Derived):
    """'Solve for x', 'what is 3 + 4': the answer typed in."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CountShapes(Derived):
    """'Type the number of blocks': the drawn blocks the harness's page script counted."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LastWord(Derived):
    """'Find the last word in the text area'."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TextBelow(Derived):
    """'Type the text below'."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LabelValues(Derived):
    """'Enter the value that corresponds with each label'."""


@dataclass(frozen=True, slots=True, kw_only=True)
class OddEven(Derived):
    """'Mark the numbers below as odd or even'."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PickExtreme(Derived):
    """'Pick the button with the greatest number'."""

    order: Order = "max"


@dataclass(frozen=True, slots=True, kw_only=True)
class PickDuration(Derived):
    """'Book the flight with the shortest duration'."""

    order: Order = "min"


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenPrice(Derived):
    """'Buy ABC stock when the price is less than $60'."""

    stock: str
    verb: str = "buy"
    bound: Limit


# -- one entry of a list (items.py, items_goal.py) -------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class EntryAction(Work):
    """Reply to, forward, delete or star the message of ``owner`` (or of one of ``candidates`` the page
    shows, when the goal did not say which is the owner); ``value`` is the reply or the recipient."""

    kind: ClassVar[str] = "entry"
    action: str  # reply | forward | delete | star | ...
    owner: str = ""
    candidates: tuple[str, ...] = ()
    value: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class EntryControl(Work):
    """'Click the Like button on all posts by @ann': a named control on one, N or all (-1) entries."""

    kind: ClassVar[str] = "entry"
    owner: str
    control: str
    nth: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class EntryField(Work):
    """'Find Ann in the contact book and click on their phone number'."""

    kind: ClassVar[str] = "entry"
    owner: str
    field: str


# -- booking (booking.py) -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class Booking(Work):
    """Fill a search form of several widgets (from, to, date), search, then pick the best result row."""

    kind: ClassVar[str] = "booking"
    fields: tuple[FieldValue, ...]
    what: str = "result"
    order: Order | None = None
    attribute: str = ""  # duration | price | depart ('' = the first result)
