"""The rows of an app's list as bands of the page (pure geometry): which elements belong to which row.

A row is a band of the page: from one row's selection checkbox down to the next one's (the column of
checkboxes at one x is the rows' spine); without checkboxes, from the control of the row before down to
this row's own control. A row's words are the labels of the elements inside its band (an e-mail address
names its person by the part before the @). ``rows.py`` acts in the rows, ``row_menus.py`` opens their
menus, ``bulk.py`` ticks them.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, token_match, tokens
from wayfinder.plan.rules.step import STOP

SPINE_SLACK = 6.0  # px: checkboxes this close in x are one column


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a list: its band on the page, its elements and their words."""

    top: float
    bottom: float
    elements: tuple[Element, ...]

    def words(self, leave_out: frozenset[int] = frozenset()) -> list[str]:
        return [w for el in self.elements if el.id not in leave_out for w in tokens(_row_label(el))]


def _row_label(el: Element) -> str:
    label = el.label
    if "@" in label:  # an e-mail address names its person by the part before the @
        label = label.replace("@", " ").replace(".", " ")
    return label


def checkbox_spine(elements: list[Element]) -> list[Element]:
    """The column of selection checkboxes (two or more at one x), top to bottom; [] when none."""
    boxes = [el for el in elements if element_kind(el) == "checkbox"]
    columns: list[list[Element]] = []
    for el in sorted(boxes, key=lambda e: e.bbox.x):
        if columns and abs(columns[-1][0].bbox.x - el.bbox.x) <= SPINE_SLACK:
            columns[-1].append(el)
        else:
            columns.append([el])
    best = max(columns, key=len, default=[])
    return sorted(best, key=lambda e: e.bbox.y) if len(best) >= 2 else []


def rows_of(elements: list[Element], controls: list[Element]) -> dict[int, Row]:
    """The row of each control (by id): the band of the checkbox spine it falls in, else the band
    from the control above it to itself."""
    spine = checkbox_spine(elements)
    tops: list[float] = []
    if spine:
        ys = [el.bbox.y for el in spine]
        gaps = [b - a for a, b in pairwise(ys) if b > a]
        pad = min(20.0, (min(gaps) / 4) if gaps else 20.0)
        tops = [y - pad for y in ys]
    out: dict[int, Row] = {}
    ordered = sorted(controls, key=lambda e: e.bbox.y)
    for i, control in enumerate(ordered):
        y = control.bbox.y
        if tops:
            above = [t for t in tops if t <= y]
            if not above:
                continue
            top = max(above)
            below = [t for t in tops if t > top]
            bottom = min(below) if below else top + 10_000
        else:
            prev = ordered[i - 1] if i else None
            top = prev.bbox.y + prev.bbox.h if prev is not None else y - 200
            bottom = y + control.bbox.h + 2
        inside = tuple(el for el in elements if top <= el.bbox.y + el.bbox.h / 2 < bottom)
        out[control.id] = Row(top, bottom, inside)
    return out


def wanted(text: str) -> list[str]:
    """The words of a name the goal gives that a row must show (stop words left out)."""
    return [w for w in tokens(text) if w not in STOP]


def row_score(row: Row, leave_out: frozenset[int], names: list[str]) -> int:
    """How many of ``names`` the row's words hold (its elements in ``leave_out`` not counted)."""
    have = row.words(leave_out)
    return sum(1 for w in names if token_match(w, have))
