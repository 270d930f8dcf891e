"""Work items about a form: values typed, an option chosen, boxes ticked, the form sent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wayfinder.plan.rules.work.base import FieldValue, Work


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
