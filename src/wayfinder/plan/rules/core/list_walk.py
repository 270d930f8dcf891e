"""Walk a site's lists of records for a thing (pure): the way to it on a site with no search box of its
own, such as an admin index - open the list of the kind the goal names first, search it, then the next
list (at most ``MAX_LISTS``); a list whose columns hold neither what is asked nor the record's kind is
not searched. For a count whose noun names no list of the index ('crime novels', no 'Novels'), the
list whose filters offer the value said with it ('Books', 'By genre: Crime') is the things' list
(``list_offering``).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from wayfinder.actions.models import Click, Navigate
from wayfinder.plan.ranking import rank_candidates, token_match, tokens
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.record_lists import columns_hold, list_path, record_lists
from wayfinder.plan.rules.core.sought import Sought, content_words
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import Work
from wayfinder.read.facets import find_facet, leads_here

MAX_LISTS = 5  # lists of records opened in turn on a site without a search box
MAX_OFFERING = 3  # lists opened in turn to find the one whose filters offer a count's value


def list_without_column(si: StepInput[Work], sought: Sought) -> Outcome | None:
    """On a list just opened to look for the thing of a question: when its columns hold neither what
    is asked nor the record's kind, it is not searched (the next list is opened instead)."""
    st = si.state
    if not st.pop("list_fresh", False) or not sought.attribute:
        return None
    ref = sought.ref
    names = [sought.attribute, *([ref.kind.split()[-1]] if ref is not None and ref.kind else [])]
    if not any(columns_hold(si.obs, name) is not False for name in names):
        st.update(searched=True, search_checked=True, shortened=True, id_typed=True)
    return None


def open_list(si: StepInput[Work], sought: Sought) -> Outcome | None:
    """A site with no search box of its own (an admin index): the next list of records, the one of the
    kind the goal names first (``record_lists``); each list is then searched for the thing."""
    st = si.state
    if not st.get("in_lists") and search_box(si) is not None:
        return None  # a site with a search box is searched, not walked list by list
    tried = st.setdefault("lists_tried", [])
    lists = record_lists(si.usable())
    here = urlsplit(si.obs.url).path.rstrip("/")
    if any(list_path(el) == here for el in lists) and here not in tried:
        tried.append(here)
    fresh = [el for el in lists if list_path(el) not in tried]
    if not fresh or len(tried) >= MAX_LISTS:
        return None
    kind = sought.ref.kind if sought.ref is not None else sought.within
    named = [el for el in fresh if kind and rank_candidates([el], kind, role_hint="link", min_score=0.7)]
    if not kind:  # 'overdue loans': a list the thing's own words name ('Loans')
        want = content_words(sought.name)
        named = [el for el in fresh if any(token_match(w, tokens(el.label)) for w in want)]
    el = (named or fresh)[0]
    tried.append(list_path(el))
    st.update(in_lists=True, list_fresh=True, searched=False, search_checked=False, shortened=False)
    st.update(id_typed=False, within_opened=True)
    why = (
        (f"the list of {kind} records" if kind else "the list its words name")
        if named
        else "a list of records"
    )
    return act(Click(element_id=el.id), f"Opening {quote(el.label)}, {why}, to look for {quote(sought.name)}")


def list_offering(si: StepInput[Work], noun: str, values: list[str]) -> Outcome | None:
    """'how many crime novels' on an admin index that lists no 'Novels': the lists of records are opened
    in turn (the largest family first, at most ``MAX_OFFERING``; from a list without links to the others,
    back at the index), and the first whose filters offer a value said with the things ('Crime' under
    'By genre' of 'Books') is taken as their list (``list_opened``), to be narrowed by it next. Only
    after the things' own list was looked for (``listed``) and found nowhere, on a page without a search
    box: a site that has one searches instead."""
    st = si.state
    if not values or not noun or not st.get("listed") or st.get("list_opened"):
        return None
    tried: list[str] = st.setdefault("offer_tried", [])
    if any(_offers(si, value) for value in values):
        if tried:  # a list opened here offers it: the things are its records
            st["list_opened"] = True
        return None
    here = urlsplit(si.obs.url).path.rstrip("/")
    lists = [el for el in record_lists(si.usable()) if list_path(el) not in tried and list_path(el) != here]
    if not tried:
        if not lists or search_box(si) is not None:
            return None
        st["offer_index"] = si.obs.url
    if len(tried) >= MAX_OFFERING:
        return None
    if not lists:
        index = str(st.get("offer_index") or "")
        if not index or urlsplit(index).path.rstrip("/") == here or not si.allowed("navigate"):
            return None
        return act(
            Navigate(url=index), f"Back to the lists, to look for the one that offers {quote(values[0])}"
        )
    el = lists[0]
    tried.append(list_path(el))
    return act(
        Click(element_id=el.id),
        f"Opening {quote(el.label)}: no list here is called {quote(noun)}; looking for the one whose "
        f"filters offer {quote(values[0])}",
    )


def _offers(si: StepInput[Work], value: str) -> bool:
    """The list offers the value as a filter, or is already narrowed by it: the value was entered here
    (``narrowed``), or its link is the page itself ('Crime' on ``?genre__id__exact=3``)."""
    if find_facet(si.obs, value) is not None or value in si.state.get("narrowed", []):
        return True
    want = tokens(value)
    return any(
        want and tokens(el.label)[: len(want)] == want and leads_here(el.href, si.obs.url)
        for el in si.obs.elements
        if el.tag == "a"
    )
