"""A records search form filled like a person fills it (pure): each value into the field it belongs to.

Public-records portals, library catalogues and admin lists search with several fields, not one box:
"how many liens did Mary Smith record between 01/01/2020 and 12/31/2021" means First name "Mary",
Last name "Smith", Document type "Lien", Date from and Date to. These helpers find those fields by
their labels and say what to type; the count skill (``core/counting.py``) calls them before it
submits, so one search applies every value.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from datetime import date

from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, rank_fields, token_match, tokens
from wayfinder.plan.rules.step import StepInput
from wayfinder.plan.rules.work import Work
from wayfinder.read.facets import Facet, read_facets

FIRST_NAMES = ("first name", "given name", "forename")
LAST_NAMES = ("last name", "surname", "family name")
_FROM = ("date from", "from date", "start date", "from", "after", "since", "begin")
_TO = ("date to", "to date", "end date", "to", "before", "until", "through")


def named_field(pool: list[Element], names: tuple[str, ...], avoid: Collection[int] = ()) -> Element | None:
    """The text field of ``pool`` labelled by one of ``names`` (the first name that has one), else None."""
    for name in names:
        for el, score in rank_fields(pool, name):
            if element_kind(el) == "field" and el.id not in avoid and score >= 0.8:
                return el
    return None


def _text_field(si: StepInput[Work], names: tuple[str, ...], avoid: set[int]) -> Element | None:
    return named_field(si.usable(), names, avoid)


def name_fields(si: StepInput[Work], who: str) -> list[tuple[Element, str]]:
    """'Mary Smith' into First name and Last name when the form has both; else nothing (the name goes
    whole into the one name field the caller finds)."""
    words = who.split()
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return []
    first = _text_field(si, FIRST_NAMES, set())
    last = _text_field(si, LAST_NAMES, {first.id} if first else set())
    if first is None or last is None:
        return []
    return [(first, " ".join(words[:-1])), (last, words[-1])]


def _written(day: date, field: Element) -> str:
    """The date as the field asks for it (its placeholder), US order when it does not say."""
    hint = (field.placeholder or "").lower()
    if re.search(r"yyyy-mm-dd|\d{4}-\d{2}-\d{2}", hint) or (field.input_type or "") == "date":
        return day.isoformat()
    if hint.startswith("dd"):
        return day.strftime("%d/%m/%Y")
    return day.strftime("%m/%d/%Y")


def date_fields(si: StepInput[Work], start: str | None, end: str | None) -> list[tuple[Element, str]]:
    """The range's ends into the form's from/to date fields (both must exist for a two-ended range)."""
    out: list[tuple[Element, str]] = []
    taken: set[int] = set()
    for iso, names in ((start, _FROM), (end, _TO)):
        if not iso:
            continue
        field = _text_field(si, names, taken)
        if field is None:
            return []
        taken.add(field.id)
        out.append((field, _written(date.fromisoformat(iso), field)))
    return out


def noun_facet(si: StepInput[Work], noun: str) -> Facet | None:
    """A filter option that names the counted things themselves ('Mortgage' for 'mortgages') in a
    select or a set of checkboxes: picking it counts only them."""
    want = [t for t in tokens(noun) if len(t) > 2]
    if not want:
        return None
    for facet in read_facets(si.obs):
        if facet.kind in {"option", "checkbox", "radio"} and not facet.selected:
            have = tokens(facet.name)
            if have and all(token_match(w, have) for w in want) and len(have) <= len(want) + 1:
                return facet
    return None


def name_search(si: StepInput[Work], query: str) -> list[tuple[Element, str]]:
    """A search for a person's name on a form with no search box: First/Last name fields, else the one
    last-name or name field. Empty when the query is not a name or the form has no such field."""
    words = query.split()
    if not words or len(words) > 3 or not all(w[:1].isupper() for w in words):
        return []
    parts = name_fields(si, query)
    if parts:
        return parts
    field = _text_field(si, (*LAST_NAMES, "name"), set())
    return [(field, query)] if field is not None else []
