"""Work items that move around: to an address, back, a scroll, another tab, a key."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from wayfinder.plan.rules.work.base import Work

ScrollWay = Literal["up", "down", "top", "bottom"]


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
