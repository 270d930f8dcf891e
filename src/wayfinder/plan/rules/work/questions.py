"""Work items that ask: a price, an attribute, a list of names, a count, whether things exist."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wayfinder.plan.rules.work.base import Limit, Work


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
    about: tuple[
        str, ...
    ] = ()  # what the value is said of ('a run pauses' for 'which exit code ... when a run pauses')


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
class AskList(Tally):
    """'list the loans that are overdue': the things listed ('the titles of the books'), and, as a
    count has them, the values that narrow their list (the site's filter, else its search)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AskExists(Tally):
    """'do you sell toasters?': whether any exist (yes with one of them, no with the search)."""
