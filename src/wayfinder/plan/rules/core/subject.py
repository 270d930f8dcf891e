"""The record a question or a step names, found and opened (pure).

A question about one thing ('the ISBN of <book>', 'who is issue #14 assigned to') is answered on that
thing's own page. ``open_subject`` takes the next move towards it: the result that names it after a
search, a link that names it, the site's search, or the list of its kind of record first ('Members'
for 'member RL10042'). ``its_page`` tells whether the named thing's own page is open.
"""

from __future__ import annotations

from wayfinder.actions.models import Click, TypeText
from wayfinder.plan.ranking import element_kind, rank_candidates
from wayfinder.plan.rules.core.find import echoes_search, naming_results
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.grounding import query_words
from wayfinder.plan.rules.page import page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import AskAttribute, AskPrice


def open_subject(si: StepInput[AskPrice | AskAttribute], subject: str) -> Outcome | None:
    """Open the page of the item the question is about: its link, else the site's search, else the list
    of its kind of record first ('Members' for 'member RL10042')."""
    st = si.state
    if st.get("searched_for_subject") and not st.get("opened_result"):
        st["opened_result"] = True
        named = naming_results(si, subject)  # the result whose own text (or row) names it, never another
        if named:
            return act(
                Click(element_id=named[0].id),
                f"Opening the result {quote(named[0].label)} to read the answer",
            )
    if si.state.get("opened_subject") and not si.state.get("searched_after_list"):
        if not si.state.get("opened_within"):
            return None
        si.state["searched_after_list"] = True
        si.state["opened_subject"] = False
    ranked = rank_candidates(si.usable(), subject, role_hint="link", min_score=0.5)
    links = [el for el, _ in ranked if element_kind(el) in {"link", "button"}]
    if links:
        si.state["opened_subject"] = True
        return act(
            Click(element_id=links[0].id),
            f"Opening {quote(links[0].label)} to read {asked(si.step)}",
        )
    box = search_box(si)
    if box is not None:
        si.state["opened_subject"] = True
        si.state["searched_for_subject"] = True
        si.state["opened_result"] = False
        query = query_words(subject)
        return act(
            TypeText(element_id=box.id, text=query, submit=True),
            f"Searching for {quote(query)} to answer the question",
        )
    within = si.step.within if isinstance(si.step, AskAttribute) else ""
    if within and not si.state.get("opened_within"):  # 'member RL10042': the members list first
        ranked = rank_candidates(si.usable(), within, role_hint="link", min_score=0.7)
        lists = [el for el, _ in ranked if element_kind(el) in {"link", "tab", "button"}]
        if lists:
            si.state["opened_within"] = True
            return act(
                Click(element_id=lists[0].id), f"Opening {quote(lists[0].label)} to look for {quote(subject)}"
            )
    return None


def asked(step: AskPrice | AskAttribute) -> str:
    return "the price" if isinstance(step, AskPrice) else quote(step.attribute or step.subject)


def its_page(si: StepInput[AskPrice | AskAttribute]) -> bool:
    """The named thing's own page is open: its name heads the page, and the page is not the results of
    the search for it (which repeat the name in 'Results for ...')."""
    subject = si.step.subject
    return page_shows(si.obs, subject, threshold=0.7) and not echoes_search(si, subject)
