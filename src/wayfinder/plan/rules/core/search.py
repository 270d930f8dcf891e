"""Search the site for a query (pure): its search box, else the search action, else a control that
opens search, else - on a records form with no search box - the name fields a person's name goes in."""

from __future__ import annotations

from wayfinder.actions.models import Click, Search, TypeText
from wayfinder.plan.ranking import rank_candidates
from wayfinder.plan.rules.core.formfill import name_search
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, quote
from wayfinder.plan.rules.work import SearchFor


def handle_search(si: StepInput[SearchFor]) -> Outcome:
    """Type the query into the site's search box and submit; else the search action; else open search."""
    query = si.step.query
    box = search_box(si)
    if box is not None and not si.state.get("typed"):
        si.state["typed"] = True
        return act(
            TypeText(element_id=box.id, text=query, submit=True),
            f"Searching the site for {quote(query)} with its search box",
            finishes=True,
        )
    if box is not None and not si.ctx.search_no_change:
        return complete()
    named = name_search(si, query) if box is None else []
    typed = si.state.setdefault("name_typed", [])
    for field, part in named:  # a records form: the name goes into its name fields, the last submits
        if field.id not in typed:
            typed.append(field.id)
            last = field.id == named[-1][0].id
            return act(
                TypeText(element_id=field.id, text=part, submit=last),
                f"Typing {quote(part)} into {quote(field.label)}",
                finishes=last,
            )
    if si.allowed("search") and not si.ctx.avoid_search and not si.state.get("search_action"):
        si.state["search_action"] = True
        return act(
            Search(query=query), f"Searching for {quote(query)} (no search box is visible)", finishes=True
        )
    opener = [
        el
        for el, _ in rank_candidates(si.usable(), "search", role_hint="button", min_score=0.6)
        if el.id not in set(si.state.get("explored", []))
    ]
    if opener:
        si.state.setdefault("explored", []).append(opener[0].id)
        si.state["typed"] = False
        return act(Click(element_id=opener[0].id), "Opening the site's search to look for " + quote(query))
    return fail(f"no way to search for {quote(query)} on this page")
