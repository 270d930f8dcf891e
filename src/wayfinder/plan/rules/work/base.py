"""What every work item is made of (pure, frozen data): ``Work``, the base of every item type, with
the clause it came from; ``FieldValue``, one value for one field; ``Limit``, a bound on a number."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wayfinder.intent.text.bounds import BoundOp

__all__ = ["BoundOp", "FieldValue", "Limit", "Work"]


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
