"""The newest (or oldest) entry of a place's list (pure): 'open the most recent post in the Travel category'.

What a person does: enter the scope first - the place's link or the list's filter, the way a count
narrows its list (``counting.narrowing``) - then read the date each entry's block writes, on every
page of the list (``paging.read_page``), and open (or name) the entry with the latest or earliest
date. The order of the list is not trusted: archives are usually newest first, the dates decide.
A table's rows are ranked by ``ranked.py``; a goal that compares no dates, or a list whose entries
write none, is left to it.
"""

from __future__ import annotations

from datetime import date

from wayfinder.actions.models import Click, Navigate
from wayfinder.plan.rules.core.counting import narrowing
from wayfinder.plan.rules.core.paging import pages_said, read_page
from wayfinder.plan.rules.core.sorting import table_for
from wayfinder.plan.rules.step import Outcome, StepInput, absolute, act, complete, give_up, quote
from wayfinder.plan.rules.work import CountThings, FindBest, Tally
from wayfinder.read.entries import read_entries


def _scope(si: StepInput[FindBest]) -> StepInput[Tally]:
    """The list compared, as a count narrows it: the same state the best-by-order skill keeps."""
    step = si.step
    tally = CountThings(text=step.text, things=step.things or "results", name=step.name, narrow=step.narrow)
    state = si.state.setdefault("scope", {"may_shorten": True})
    return StepInput(si.ctx, tally, si.index, state, si.memory)


def best_entry(si: StepInput[FindBest]) -> Outcome | None:
    """'the most recent post in Travel', 'the newest recipe': the scope entered first (the place's
    link, its filter, the things' own list - ``counting.narrowing``), then the entry with the latest (or earliest) date its
    block writes, over every page, opened or named. None when the goal compares no dates or the list
    is no titled entries with dates (a table's rows are ranked by ``ranked.py``)."""
    step = si.step
    if step.attribute != "date" or not (step.narrow or step.things):
        return None
    st = si.state
    if st.get("best_opened"):
        return complete(answer=str(st.get("best_said") or ""))
    sub = _scope(si)
    if not st.get("paged"):
        moving = narrowing(sub)
        if moving is not None:
            return moving
        # the things' own list opened ('Recipes' for 'the newest recipe') is a scope as well; a table
        # with a date column is ranked by its column (``ranked.py``), not read as blocks
        listed = bool(sub.state.get("list_opened")) and table_for(si, step.attribute) is None
        if not sub.state.get("scoped") and not sub.state.get("chose") and not listed:
            return None  # the scope is no place or filter of this site: the other skills look
    entries = [e for e in read_entries(si.obs) if e.day is not None]
    if not st.get("paged") and len(entries) < 1:
        return None
    moving = read_page(si, entries)
    if moving is not None:
        return moving
    return _best(si)


def _best(si: StepInput[FindBest]) -> Outcome:
    st = si.state
    step = si.step
    rows = [row for page in st.get("paged", {}).values() for row in page if row[1]]
    pages = pages_said(len(st.get("paged", {})))
    if not rows:
        return give_up(f"no {step.things or 'entry'} listed here writes a date")
    pick = max if step.order == "max" else min
    title, day, href = pick(rows, key=lambda r: str(r[1]))
    when = date.fromisoformat(str(day))
    way = "most recent" if step.order == "max" else "oldest"
    said = (
        f"{title}, the {way} {step.things or 'entry'} ({when:%B} {when.day}, {when.year}; "
        f"dates compared on {pages})"
    )
    if not step.open_result:  # the title as the page lists it: the answer a person reads there
        return complete(answer=str(title))
    st["best_opened"] = True
    st["best_said"] = said
    here = next((e for e in read_entries(si.obs) if absolute(e.href, si.obs.url) == href), None)
    if here is not None:
        return act(Click(element_id=here.element_id), f"Opening {quote(str(title))}: {said}", finishes=True)
    return act(Navigate(url=str(href)), f"Opening {quote(str(title))}: {said}", finishes=True)
