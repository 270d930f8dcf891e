"""Rules-planner handler for questions answered from the page: counts, prices, attributes (pure).

Counts come from "523 records found" style lines (grid results text first, then headings and the
text digest), preferring the noun the question asked about. Prices come from the item the question
names (or the open detail page). Attributes come from key/value grid rows, table columns or
"Key: value" lines. When the answer is not on this page and the question names an item, the item's
link is opened (or searched for) first.
"""

from __future__ import annotations

from wayfinder.actions.models import Click, TypeText
from wayfinder.plan.ranking import element_kind, rank_candidates, text_score, tokens
from wayfinder.plan.rules.core.counting import handle_count, page_is_about
from wayfinder.plan.rules.core.exists import handle_exists
from wayfinder.plan.rules.core.find import echoes_search, naming_results
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.moves import result_links
from wayfinder.plan.rules.core.values import MAX_LISTED, find_attribute, find_price
from wayfinder.plan.rules.page import explore, page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, quote
from wayfinder.read.prose import prose_answer
from wayfinder.read.tables import column_index, read_tables


def _open_subject(si: StepInput, subject: str) -> Outcome | None:
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
            f"Opening {quote(links[0].label)} to read {si.step.attribute or 'the answer'}",
        )
    box = search_box(si)
    if box is not None:
        si.state["opened_subject"] = True
        si.state["searched_for_subject"] = True
        si.state["opened_result"] = False
        return act(
            TypeText(element_id=box.id, text=subject, submit=True),
            f"Searching for {quote(subject)} to answer the question",
        )
    within = si.step.within
    if within and not si.state.get("opened_within"):  # 'member RL10042': the members list first
        ranked = rank_candidates(si.usable(), within, role_hint="link", min_score=0.7)
        lists = [el for el, _ in ranked if element_kind(el) in {"link", "tab", "button"}]
        if lists:
            si.state["opened_within"] = True
            return act(
                Click(element_id=lists[0].id), f"Opening {quote(lists[0].label)} to look for {quote(subject)}"
            )
    return None


_LIST_WORDS = frozenset(
    {"title", "name", "result", "item", "entry", "link", "of", "the", "all", "every", "thing"}
)


def _listed(si: StepInput) -> str | None:
    """The names a list answer gives: result links, only when the page is about what was asked
    (its words in the title, headings or address) - never the navigation of an unrelated page."""
    obs = si.obs
    topic = " ".join(t for t in tokens(si.step.attribute) if t not in _LIST_WORDS)
    if topic and not page_is_about(si, topic):
        return None
    names = [el.label.strip() for el in result_links(list(obs.elements), si.step.attribute)]
    return "; ".join(names[:MAX_LISTED]) if names else None


def _its_page(si: StepInput) -> bool:
    """The named thing's own page is open: its name heads the page, and the page is not the results of
    the search for it (which repeat the name in 'Results for ...')."""
    target = si.step.target
    return page_shows(si.obs, target, threshold=0.7) and not echoes_search(si, target)


def _about_subject(si: StepInput) -> str | None:
    """An attribute of the named thing: read on its own page, or from a table row that names it -
    never a 'Key: value' line of some other item on a list page."""
    step, obs = si.step, si.obs
    if not step.target or _its_page(si):
        return find_attribute(obs, step.attribute, step.target)
    for table in read_tables(obs):
        index = column_index(table.headers, step.attribute)
        if index is None:
            continue
        for row in table.rows:
            if index < len(row.cells) and text_score(step.target, row.text) >= 0.6:
                return row.cells[index].text or None
    return None


def handle_answer(si: StepInput) -> Outcome:
    step = si.step
    obs = si.obs
    if step.answer_kind == "yes_no":
        return handle_exists(si)
    if step.answer_kind == "count":
        counted = handle_count(si)
        if counted is not None and not counted.complete:
            return counted
        answer = counted.answer if counted is not None else None
    elif step.answer_kind == "list":
        answer = _listed(si)
    elif step.answer_kind == "price":
        answer = find_price(obs, step.target)
    else:
        answer = _about_subject(si)
        if answer is None:  # docs and help pages answer in sentences
            stated = prose_answer(obs.text_digest, step.text)
            answer = stated.value if stated is not None else None
    if answer is not None:
        return complete(answer=answer)
    if step.target and step.answer_kind != "count" and not _its_page(si):
        opened = _open_subject(si, step.target)
        if opened is not None:
            return opened
    what = {"count": f"the number of {step.attribute}", "price": "the price"}.get(
        step.answer_kind or "", quote(step.attribute)
    )
    return explore(si, what) or fail(f"{what} is not shown on this page")
