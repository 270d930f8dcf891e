"""A record known by its number, found in the site's own list of records when no search takes the
number (pure; issue 28).

Records portals, admin lists and trackers often search by name, type and date but not by the number a
person holds ('document 2024-001555', 'invoice 2026-0147'). A person then lists the records and looks
for the number: a number that begins with a year ('2024-001555', '2026/0147') is narrowed to that
year through the form's own from/to date fields, else the form is sent with nothing typed (which lists
everything, or says there are too many); then the list is read page after page until a link is the
record (``record_ref.record_link``), at most ``MAX_PAGES`` pages. Only a GET form is sent: listing
records is a read, and a form that posts may change something.

A count of every record of such a site ('how many records does this portal hold') sends the same form
empty once (``list_everything``): the list, or its 'too many results (600)', states the total.

``browse_for_record`` is the next move of that walk, or None when the page has no such form or the
list is read to its end; ``browse_note`` says what was read, for the sentence of a run that stops.
"""

from __future__ import annotations

import re
from typing import Any

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.core.formfill import date_fields
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.paging import pages_said
from wayfinder.plan.rules.core.record_ref import RecordRef, identifier_field, record_link
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import Work
from wayfinder.read.controls import read_pagination
from wayfinder.read.entries import read_entries
from wayfinder.read.results import result_total
from wayfinder.read.tables import read_tables

MAX_PAGES = 20
# a number that begins with its year: '2024-001555', '2026/0147', '1998.0042' (never a bare year)
_YEAR_RE = re.compile(r"^(?P<year>(?:19|20)\d{2})[-/.]\d+")
_SEND_WORDS = frozenset({"search", "find", "go", "submit", "apply", "filter", "show", "list", "look up"})


def year_of(ident: str) -> int | None:
    """The year a record's number begins with ('2024-001555' -> 2024), else None."""
    found = _YEAR_RE.match(ident.strip())
    return int(found["year"]) if found else None


def _form_of(el: Element) -> int | None:
    return el.form.i if el.form is not None and el.form.method.lower() == "get" else None


def search_form(elements: list[Element]) -> tuple[list[Element], Element] | None:
    """The fields and the send button of a GET form that searches (no password field, at least one
    text field, a button that sends it); None when the page has none."""
    forms: dict[int, list[Element]] = {}
    for el in elements:
        i = _form_of(el)
        if i is not None:
            forms.setdefault(i, []).append(el)
    for members in forms.values():
        fields = [el for el in members if element_kind(el) == "field"]
        if not fields or any((el.input_type or "") == "password" for el in fields):
            continue
        buttons = [el for el in members if element_kind(el) == "button"]
        send = [
            el
            for el in buttons
            if norm(el.label) in _SEND_WORDS or (el.input_type or "") == "submit" or el.tag == "button"
        ]
        if send:
            return fields, next((el for el in send if norm(el.label) in _SEND_WORDS), send[0])
    return None


def list_everything(si: StepInput[Work], things: str) -> Outcome | None:
    """'how many records does this portal hold': a search form that lists nothing yet, sent once with
    nothing typed - the list of every record, or its 'too many results (600)', states the total. None
    once sent, or when the page already lists or counts something, or has no such form."""
    if si.state.get("listed_all") or read_tables(si.obs) or result_total(si.obs) is not None:
        return None
    if read_entries(si.obs) or search_box(si) is not None:
        return None  # a list to count is shown, or the form is a site search (empty, it finds nothing)
    found = search_form(si.usable())
    if found is None:
        return None
    si.state["listed_all"] = True
    send = found[1]
    return act(
        Click(element_id=send.id),
        f"Pressing {quote(send.label or 'Search')} with nothing typed: the form lists all the {things}, "
        "and says how many there are",
    )


def _st(si: StepInput[Work]) -> dict[str, Any]:
    st: dict[str, Any] = si.state.setdefault("browse", {})
    return st


def browsing(si: StepInput[Work]) -> bool:
    """The walk through the list has begun (its next moves come before any other way to the record)."""
    return bool(si.state.get("browse", {}).get("sent"))


def browse_note(si: StepInput[Work], ref: RecordRef) -> str | None:
    """What the walk read, for the sentence of a run that did not find the record; None before it."""
    st = si.state.get("browse", {})
    if not st.get("sent"):
        return None
    pages = len(st.get("pages", [])) or 1
    how = f"the records of {st['year']}" if st.get("year") else "the records its search form lists"
    cut = f" (I stop after {pages_said(MAX_PAGES)})" if st.get("cut") else ""
    return (
        f"{ref.kind or 'the record'} {ref.written} is not on the {pages_said(pages)} of {how} I read{cut}, "
        "and no search box or form field here takes its number"
    )


def _open_link(si: StepInput[Work], ref: RecordRef, st: dict[str, Any]) -> Outcome | None:
    link = record_link(si.usable(), ref)
    if link is None:
        return None
    st["found"] = True
    where = f", on page {len(st.get('pages', [])) or 1} of the list" if st.get("sent") else ""
    return act(
        Click(element_id=link.id), f"Opening {quote(link.label)}: it is {ref.kind} {ref.written}{where}"
    )


def _send(si: StepInput[Work], ref: RecordRef, st: dict[str, Any]) -> Outcome | None:
    """Narrow the form to the number's year when it has date fields, then send it."""
    found = search_form(si.usable())
    if found is None or identifier_field(si.usable(), ref) is not None:
        return None  # no form to list with, or a field that takes the number (the finder types it)
    _, send = found
    year = year_of(ref.ident)
    dated = date_fields(si, f"{year}-01-01", f"{year}-12-31") if year is not None else []
    typed: list[int] = st.setdefault("typed", [])
    for el, text in dated:
        if el.id not in typed and norm(el.value or "") != norm(text):
            typed.append(el.id)
            return act(
                TypeText(element_id=el.id, text=text, submit=False),
                f"Typing {quote(text)} into {quote(el.label or el.name or 'the date field')}: "
                f"{ref.written} begins with its year, and the form takes no {ref.kind or 'record'} number",
            )
    st.update(sent=True, year=year if dated else None, pages=[])
    how = f"the records of {year}" if dated else "the records (nothing typed)"
    return act(
        Click(element_id=send.id),
        f"Pressing {quote(send.label or 'Search')} to list {how}, to find {ref.kind} {ref.written} among them",
    )


def _next_page(si: StepInput[Work], ref: RecordRef, st: dict[str, Any]) -> Outcome | None:
    pages: list[str] = st.setdefault("pages", [])
    here = si.obs.url
    if here in pages and st.get("next_from") == here:
        return None  # 'Next' left the same page on screen: the last one
    if here not in pages:
        pages.append(here)
    pager = read_pagination(si.obs)
    target = pager.next_id
    if target is None and pager.pages:
        target = pager.pages.get((pager.current or len(pages)) + 1)
    if target is None or target in si.avoid():
        return None
    if len(pages) >= MAX_PAGES:
        st["cut"] = True
        return None
    st["next_from"] = here
    return act(
        Click(element_id=target),
        f"Going to the next page of the list: {ref.kind} {ref.written} is not on the "
        f"{pages_said(len(pages))} read",
    )


def browse_for_record(si: StepInput[Work], ref: RecordRef) -> Outcome | None:
    """The next move of the walk through the site's list for the record (see the module docstring)."""
    st = _st(si)
    if st.get("found"):
        return None  # opened once; the record's page decides from here
    opened = _open_link(si, ref, st)
    if opened is not None:
        return opened
    if not st.get("sent"):
        return _send(si, ref, st)
    return _next_page(si, ref, st)
