"""The rules planner's work items (pure, frozen data): one type per kind of work, with typed fields.

A goal frame step (``wayfinder.intent``) says what the person asked; a work item says what a skill does
about it on a page, with exactly the fields that skill needs. ``translate.py`` makes them from the
frame; a plugin may define work items of its own (subclasses of ``Work``). A skill (``skill.py``)
declares the item type it serves and the registry (``registry.py``) gives each item to the skills of
its type, in order: no field holds a sub-skill's name or an encoded payload, and no skill dispatches
on a string.

``text`` is the goal's clause the item came from (for the sentences the planner says); ``kind`` is a
short name for the trace and the sentences ("find best"). ``names`` is what the item names on a page
(a dialog that names it is not "in the way": its skill clicks it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from wayfinder.intent.text.bounds import BoundOp

Order = Literal["min", "max"]
ScrollWay = Literal["up", "down", "top", "bottom"]

__all__ = [
    "AddToRecord",
    "AskAttribute",
    "AskExists",
    "AskList",
    "AskPrice",
    "BoundOp",
    "ChangeRecord",
    "ChangeTab",
    "CheckOut",
    "ChooseOption",
    "ClickOn",
    "CountThings",
    "CreateRecord",
    "DownloadFile",
    "FieldValue",
    "FillIn",
    "FindBest",
    "FindThing",
    "GoTo",
    "KeyPress",
    "Limit",
    "OpenNth",
    "Order",
    "ScrollTo",
    "ScrollWay",
    "SearchFor",
    "SetQuantity",
    "SortBy",
    "StepBack",
    "SubmitForm",
    "Tally",
    "TickBoxes",
    "Work",
]


@dataclass(frozen=True, slots=True)
class Limit:
    """A bound on a number the goal gives ('under $300' = lt 300; 'at least 4' = ge 4)."""

    op: BoundOp
    value: float

    def admits(self, number: float) -> bool:
        return {
            "lt": number < self.value,
            "le": number <= self.value,
            "gt": number > self.value,
            "ge": number >= self.value,
            "eq": number == self.value,
        }[self.op]

    def words(self) -> str:
        """'under $300' (money is the only unit a work item's limit has)."""
        said = {"lt": "under", "le": "at most", "gt": "over", "ge": "at least", "eq": "exactly"}[self.op]
        return f"{said} ${self.value:g}"


@dataclass(frozen=True, slots=True)
class FieldValue:
    """One value for one named field ("" field = any suitable text field)."""

    value: str
    field: str = ""
    exact: bool = False
    lookup: str = ""  # 'enter the value of X': read X's value off the page, then type it


@dataclass(frozen=True, slots=True, kw_only=True)
class Work:
    """What every work item has: the clause it came from."""

    kind: ClassVar[str] = "work"
    text: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        return ()

    @property
    def quoted(self) -> str:
        """The name the goal quoted for this item ('' when it quoted none): matched as written."""
        return ""


# -- moving around ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class GoTo(Work):
    kind: ClassVar[str] = "navigate"
    url: str


@dataclass(frozen=True, slots=True, kw_only=True)
class StepBack(Work):
    kind: ClassVar[str] = "go_back"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScrollTo(Work):
    kind: ClassVar[str] = "scroll"
    direction: ScrollWay = "down"


@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeTab(Work):
    kind: ClassVar[str] = "switch_tab"
    which: str = "new"  # new | next | previous | first


@dataclass(frozen=True, slots=True, kw_only=True)
class KeyPress(Work):
    kind: ClassVar[str] = "key"
    key: str


# -- things named on a page ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class ClickOn(Work):
    """A control the goal names (by its words, its kind or its position: 'the 2nd checkbox')."""

    kind: ClassVar[str] = "click"
    target: str
    exact: bool = False
    alternatives: tuple[str, ...] = ()  # other words a person would accept ('close': 'dismiss', '×')
    role: str | None = None  # button | link | field | tab | checkbox | radio | option

    @property
    def names(self) -> tuple[str, ...]:
        return (self.target, *self.alternatives)

    @property
    def quoted(self) -> str:
        return self.target if self.exact else ""


@dataclass(frozen=True, slots=True, kw_only=True)
class FindThing(Work):
    """A thing found by its name and opened: the page, the site's search, its categories."""

    kind: ClassVar[str] = "find"
    name: str
    exact: bool = False
    alternatives: tuple[str, ...] = ()
    role: str | None = "link"
    within: str = ""  # the kind of record it is ('author' for 'the author Hiroshi Zimmermann')

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.alternatives)

    @property
    def quoted(self) -> str:
        return self.name if self.exact else ""


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchFor(Work):
    kind: ClassVar[str] = "search"
    query: str
    exact: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class OpenNth(Work):
    kind: ClassVar[str] = "open_nth"
    nth: int  # 1-based, -1 = last
    among: str = ""  # the results it is among ('search for laptops and open the first')


@dataclass(frozen=True, slots=True, kw_only=True)
class DownloadFile(Work):
    kind: ClassVar[str] = "download"
    target: str
    exact: bool = False

    @property
    def names(self) -> tuple[str, ...]:
        return (self.target,)

    @property
    def quoted(self) -> str:
        return self.target if self.exact else ""


# -- forms ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class FillIn(Work):
    """Values typed into fields ('type X into Y', a login's credentials)."""

    kind: ClassVar[str] = "fill"
    fields: tuple[FieldValue, ...]
    every_field: bool = False  # 'into both/all text fields': the one value into each


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseOption(Work):
    kind: ClassVar[str] = "select"
    option: FieldValue  # the option (and the list it is in, when named)

    @property
    def names(self) -> tuple[str, ...]:
        return (self.option.value,)


@dataclass(frozen=True, slots=True, kw_only=True)
class TickBoxes(Work):
    kind: ClassVar[str] = "check"
    items: tuple[str, ...]
    checked: bool = True  # tick (True) or untick (False)

    @property
    def names(self) -> tuple[str, ...]:
        return self.items


@dataclass(frozen=True, slots=True, kw_only=True)
class SubmitForm(Work):
    kind: ClassVar[str] = "submit"
    control: str = "submit"  # the words of the control that sends it
    alternatives: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.control, *self.alternatives)


# -- records in an app (core/create.py, core/editing.py) ---------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateRecord(Work):
    """'create a category named Workshops', 'report a bug in Website Redesign titled T': the site's
    new/add control for the kind, the fields the goal names, the form's own submit."""

    kind: ClassVar[str] = "create"
    thing: str  # the kind of record ('category', 'bug', 'post')
    container: str = ""  # where it goes ('Website Redesign')
    fields: tuple[FieldValue, ...] = ()
    draft: bool = False  # 'a new draft post': saved as a draft, not published

    @property
    def names(self) -> tuple[str, ...]:
        return (f"new {self.thing}", f"add {self.thing}")


@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeRecord(Work):
    """'set the status of issue #1 to In Progress', 'rename the post A to B', 'approve Ben's comment':
    open the record, change the named fields, save."""

    kind: ClassVar[str] = "change"
    record: str  # how the goal names it ('issue #1', 'Packing Light for a Week')
    within: str = ""  # the kind of record when the goal says it apart ('post')
    by: str = ""  # a name it is known by besides ('Ben Hughes' for his pending comment)
    scope: str = ""  # what it belongs to ('the lentil soup recipe' for a comment on it)
    fields: tuple[FieldValue, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.record,)


@dataclass(frozen=True, slots=True, kw_only=True)
class AddToRecord(Work):
    """'add a note to issue 14 saying T', 'leave a comment on P saying T': open the record, put the
    text in its comment box (after what is there), the other values the goal gives, save."""

    kind: ClassVar[str] = "comment"
    record: str  # '' = the page the run is on
    comment: str  # the text to add
    fields: tuple[FieldValue, ...] = ()  # other values for the same form ('name', 'email')

    @property
    def names(self) -> tuple[str, ...]:
        return (self.record,) if self.record else ()


# -- lists ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class FindBest(Work):
    """The best item of a list: the cheapest, the newest, the highest rated, under a price bound."""

    kind: ClassVar[str] = "find_best"
    things: str  # what the items are ('4K monitor'); '' = whatever the list shows
    order: Order = "min"
    attribute: str = "price"
    bound: Limit | None = None  # a price bound ('under $300')
    open_result: bool = False  # open the item found (else report it)
    name: str = ""  # whose ('the latest mortgage for Smith'): searched, or picked as a filter
    narrow: tuple[str, ...] = ()  # other values the list is narrowed by before it is compared
    asked: tuple[str, ...] = ()  # what is asked of the best item ('document number'): its column


@dataclass(frozen=True, slots=True, kw_only=True)
class SortBy(Work):
    kind: ClassVar[str] = "sort"
    things: str  # the list to sort ('the books'); '' = the list on the page
    attribute: str = "price"
    order: Order = "min"
    then_scan: bool = False  # the next item reads every page anyway: a list that cannot be sorted is fine


# -- questions --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class AskPrice(Work):
    kind: ClassVar[str] = "answer"
    subject: str = ""  # the item whose price is asked ('' = the open page's)


@dataclass(frozen=True, slots=True, kw_only=True)
class AskAttribute(Work):
    """'what is the screen size of X', 'who is the grantee on instrument N'."""

    kind: ClassVar[str] = "answer"
    attribute: str = ""
    subject: str = ""
    within: str = ""  # the kind of record the subject is ('member' for 'member RL10042')
    scope: str = ""  # the record it is part of ('issue 7' for 'the last note on issue 7')
    author: str = ""  # who wrote it ('Bob' for 'what did Bob write in the last note')
    nth: int = 0  # which of them (1 the first, -1 the last; 0 none said)


@dataclass(frozen=True, slots=True, kw_only=True)
class AskList(Work):
    kind: ClassVar[str] = "answer"
    things: str = ""  # what is listed ('the titles of the books')


@dataclass(frozen=True, slots=True, kw_only=True)
class Tally(Work):
    """What a count and a yes/no question about whether things exist both need: the things (their
    noun phrase), a name or code they belong to, the values that narrow them, and the ranges only a
    filter of the site can apply. Never a skill's item itself: ``CountThings`` and ``AskExists`` are."""

    kind: ClassVar[str] = "answer"
    things: str = "results"  # 'Sony headphones', 'loans', 'members joined'
    name: str = ""  # whose or which ('Gideon Hargreaves', 'RL10025'): searched, or picked as a filter
    within: str = ""  # the kind of record the name is ('member')
    narrow: tuple[str, ...] = ()  # values the list is narrowed by (a filter, else the search)
    places: tuple[tuple[str, str], ...] = ()  # (kind, value) of values that name a place ('project', ...)
    limits: tuple[str, ...] = ()  # ranges only a filter applies ('this year', 'over 300 pages')
    bound: Limit | None = None  # a price bound, typed into the list's price field
    date_from: str = ""  # the ISO ends of a date range, for a form's from/to date fields
    date_to: str = ""
    scope: str = ""  # the one thing whose own page lists them ('the red lentil soup recipe': its comments)


@dataclass(frozen=True, slots=True, kw_only=True)
class CountThings(Tally):
    pass


@dataclass(frozen=True, slots=True, kw_only=True)
class AskExists(Tally):
    """'do you sell toasters?': whether any exist (yes with one of them, no with the search)."""


# -- buying -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class SetQuantity(Work):
    kind: ClassVar[str] = "quantity"
    quantity: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CheckOut(Work):
    """Cart, checkout, then propose the final 'place order' control (safety asks)."""

    kind: ClassVar[str] = "checkout"
    item: str = ""  # what is bought ('' = what the cart holds)
    quantity: int = 0  # 0 = not said
    in_cart: bool = False  # what to buy is already in the cart: go to the cart, not a product
    fields: tuple[FieldValue, ...] = ()  # values the goal gives for the checkout form (core/checkout_form.py)
