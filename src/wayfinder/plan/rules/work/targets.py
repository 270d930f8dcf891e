"""Work items about a thing named on a page: a control clicked, a thing found and opened, a search,
the n-th result, a file downloaded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wayfinder.plan.rules.work.base import Work


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
