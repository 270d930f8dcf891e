"""Find a thing by name and open it (pure): the page, then the site's search, then its categories.

What a person does on a site they do not know: look for a link that names the thing; if there is
none, type its name (the content words of the goal's object phrase, nothing else of the sentence)
into the site's search and open the result that names it; when that finds nothing, search once more
without the words none of the site's names holds; if the search finds nothing useful, try the categories
or menu entries that share a word with it; when all of that fails, say so in one sentence ("no
'USB cable' on this site: ...") instead of wandering.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

from wayfinder.actions.models import Click, Navigate, TypeText
from wayfinder.intent.ground import twins
from wayfinder.intent.text.words import unclipped
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, token_match, tokens
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.list_walk import list_without_column, open_list
from wayfinder.plan.rules.core.menu_walk import read_menu_pages
from wayfinder.plan.rules.core.moves import result_links
from wayfinder.plan.rules.core.record_ref import (
    RecordRef,
    identifier_field,
    on_record_page,
    record_address,
    record_link,
    shows_ident,
)
from wayfinder.plan.rules.core.results_wait import await_results
from wayfinder.plan.rules.core.sought import Sought as Sought
from wayfinder.plan.rules.core.sought import content_words  # subject.py finds with it too
from wayfinder.plan.rules.grounding import head_query, query_words, shorter_query
from wayfinder.plan.rules.page import explore, page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, give_up, quote
from wayfinder.plan.rules.work import FindThing, Work
from wayfinder.read.facets import leads_here

GOOD_MATCH = 0.6  # a link this close to the name is the thing
MAX_CATEGORIES = 2  # category links tried after the search found nothing


def _path(href: str | None) -> str:
    """A link's address without its query: a sort or page link of a search results page repeats the
    query ('?o=2&q=Hiroshi+Zimmermann') without naming a result."""
    return urlsplit(href or "").path


def _label_names(el: Element, want: list[str]) -> bool:
    """The link's own text names the thing (one of its words at least): a column header or a 'More'
    link is never the thing, however its address reads."""
    label = tokens(el.label)
    return not want or any(token_match(w, label) for w in want)


def _named(si: StepInput[Work], sought: Sought) -> Element | None:
    """A link or button on this page that names the thing (all its words, or close to it)."""
    target = sought.name
    pool = [el for el in si.usable() if element_kind(el) in {"link", "button", "other", "tab", "option"}]
    ranked = rank_candidates(pool, target, role_hint=sought.role or "link", exact=sought.exact or None)
    ranked = [(el, s) for el, s in ranked if not twins([target, el.label])]  # 'Over-ear' is not 'In-ear'
    want = content_words(target)
    for el, score in ranked:
        have = tokens(f"{el.label} {_path(el.href)}")
        if score >= GOOD_MATCH and _label_names(el, want) and all(token_match(w, have) for w in want):
            return el
    for el, _ in ranked:  # 'add author': the 'Add' link whose address is /author/add/
        label = tokens(el.label)
        have = tokens(f"{el.label} {_path(el.href).replace('/', ' ')}")
        if label and any(token_match(w, label) for w in want) and all(token_match(w, have) for w in want):
            return el
    return None


def _category(si: StepInput[Work], target: str) -> Element | None:
    """An untried navigation/category link that shares a word with the thing ('Mice' for 'wireless mouse');
    a result in the page's content is not a category."""
    tried = set(si.state.get("categories", []))
    want = content_words(target)
    best: tuple[int, Element] | None = None
    for el in si.usable():
        if element_kind(el) not in {"link", "tab", "button"} or el.id in tried or len(el.label) > 40:
            continue
        if leads_here(el.href, si.obs.url):  # the category this page already is
            continue
        if el.zone in {"main", "modal"} and not el.in_nav:
            continue
        hits = sum(1 for w in want if token_match(w, tokens(el.label)))
        if hits and (best is None or hits > best[0]):
            best = (hits, el)
    return best[1] if best else None


def naming_results(si: StepInput[Work], target: str) -> list[Element]:
    """Result links whose own text names every word of the thing (a result row that is it)."""
    want = content_words(target)
    return [
        el for el in result_links(si.usable()) if all(token_match(w, tokens(row_text(si, el))) for w in want)
    ]


def row_text(si: StepInput[Work], el: Element) -> str:
    """A result link's text, with that of its table row when it sits in one ('Zimmermann' in a row
    'Zimmermann | Hiroshi | Japan'): the grid's row, else the page text's tab-separated line that has
    the link's text as a cell. The Nth link with this text sits in the Nth row that holds it."""
    label = " ".join(el.label.split())
    if not label:
        return el.label
    grid = el.grid_index is not None and el.grid_index < len(si.obs.grids)
    if grid:
        rows = [
            " ".join(r)
            for r in si.obs.grids[el.grid_index or 0].sample_rows
            if any(" ".join(c.split()) == label for c in r)
        ]
    else:
        rows = [
            line
            for line in si.obs.text_digest.splitlines()
            if "\t" in line and any(" ".join(c.split()) == label for c in line.split("\t"))
        ]
    same = [
        e.id
        for e in sorted(si.obs.elements, key=lambda e: (e.bbox.y, e.bbox.x))
        if (e.grid_index == el.grid_index if grid else e.zone == el.zone)
        and " ".join(e.label.split()) == label
    ]
    nth = same.index(el.id) if el.id in same else 0
    return f"{el.label} {rows[nth]}" if nth < len(rows) else el.label


def _results_show(si: StepInput[Work], target: str) -> bool:
    return bool(naming_results(si, target))


def _open_within(si: StepInput[Work], sought: Sought) -> Outcome | None:
    """'the author Hiroshi Zimmermann': open the authors list (once), then look there again."""
    st = si.state
    if not sought.within or st.get("within_opened"):
        return None
    st["within_opened"] = True
    ranked = rank_candidates(si.usable(), sought.within, role_hint="link", min_score=0.7)
    lists = [el for el, _ in ranked if element_kind(el) in {"link", "tab", "button"}]
    if not lists:
        return None
    st.update(searched=False, search_checked=False, shortened=False, list_fresh=True, in_lists=True)
    return act(
        Click(element_id=lists[0].id), f"Opening {quote(lists[0].label)} to look for {quote(sought.name)}"
    )


def _record_field(si: StepInput[Work], el: Element) -> bool:
    """A field of a record's form ('Title: Restless Bridges' among its Pages, ISBN, ...): its value is
    the record's, not a query - a form of four controls or more (a search form has its box, perhaps a
    choice of where, and its button) whose field is not the site's search box."""
    if el.form is None or el is search_box(si):
        return False
    return sum(1 for other in si.obs.elements if other.form is not None and other.form.i == el.form.i) >= 4


def echoes_search(si: StepInput[Work], target: str) -> bool:
    """The page is the results of the search typed here: its search box still holds the query, or its
    address carries it as a parameter ('?q=hdmi+cables'; not an item page's '?back=q%3D...')."""
    want = norm(target)
    if any(el.value and norm(el.value) == want and not _record_field(si, el) for el in si.obs.elements):
        return True
    return bool(want) and any(norm(v) == want for _, v in parse_qsl(urlsplit(si.obs.url).query))


def on_its_page(si: StepInput[Work], sought: Sought) -> bool:
    """The thing's own page is open: a record's identifier in the title or a main heading; a name that
    heads the page, unless the page only echoes a search typed here ('Results for X') without a result
    that names it."""
    st, target = si.state, sought.name
    ref = sought.ref
    if ref is not None:
        return on_record_page(si.obs, ref)
    if st.get("opened") and any(  # its name, or the site's words for it whose one result was opened
        page_shows(si.obs, name, threshold=0.7) for name in (target, str(st.get("opened_for") or "")) if name
    ):
        return True
    named = _named(si, sought)
    if named is not None and leads_here(named.href, si.obs.url):
        return True  # the link that names it is this page ('German' on the list filtered to German)
    on_page = (named is None and page_shows(si.obs, target, threshold=0.9)) or (
        named is not None and _heads_here_not_there(si, sought, named)
    )
    echo = st.get("searched") and (echoes_search(si, target) or echoes_search(si, str(st.get("query", ""))))
    return bool(not st.get("opened") and on_page and (not echo or _results_show(si, target)))


def _heads_here_not_there(si: StepInput[Work], sought: Sought, named: Element) -> bool:
    """'the MiniWoB++ part of the benchmarks page': a heading of this page names the part, and the link of
    that name leads off the site (the project's own home) - the part is here, the link is elsewhere."""
    want = content_words(sought.name)
    headed = any(want and all(token_match(w, tokens(h)) for w in want) for h in si.obs.headings)
    there = urlsplit(named.href or "").netloc
    return headed and bool(there) and there != urlsplit(si.obs.url).netloc


def _on_its_page(si: StepInput[Work], sought: Sought) -> Outcome | None:
    return complete() if on_its_page(si, sought) else None


def _open(si: StepInput[Work], sought: Sought, el: Element, why: str) -> Outcome:
    si.state["opened"] = True
    return act(Click(element_id=el.id), why, finishes=sought.opens)


def _open_named(si: StepInput[Work], sought: Sought) -> Outcome | None:
    named = _named(si, sought) if sought.ref is None else None
    if named is None:
        return None
    return _open(
        si, sought, named, f"Opening {quote(named.label or sought.name)}, which names {quote(sought.name)}"
    )


def _open_record(si: StepInput[Work], sought: Sought) -> Outcome | None:
    """A record named by its identifier (``record_ref``): its link, the address the site's links show
    for records of its kind, or the search form's identifier field (each once)."""
    ref, st = sought.ref, si.state
    if ref is None:
        return None
    tried = st.setdefault("record_links", [])
    link = record_link([el for el in si.usable() if el.id not in tried], ref)
    if link is not None:
        tried.append(link.id)
        return _open(si, sought, link, f"Opening {quote(link.label)}: it is {quote(sought.name)}")
    address = None if st.get("addressed") else record_address(si.usable(), ref, si.obs.url)
    if address is not None and si.allowed("navigate"):
        st["addressed"] = True
        return act(
            Navigate(url=address),
            f"Opening {address}: the site's links give its other {ref.kind} records addresses of this form",
        )
    field = None if st.get("id_typed") else identifier_field(si.usable(), ref)
    if field is not None:
        st.update(id_typed=True, searched=True, search_checked=False, query=ref.ident)
        return act(
            TypeText(element_id=field.id, text=ref.ident, submit=True),
            f"Typing {quote(ref.ident)} into {quote(field.label or field.name or 'the search form')}, "
            f"the form's field for the {ref.kind or 'record'} number",
        )
    return None


def _first_query(sought: Sought) -> str:
    """What goes into the search box first: a record's identifier when the goal marks it ('#14') or names
    the kind apart; else the content words of the name."""
    ref = sought.ref
    if ref is not None and (ref.marked or not query_words(sought.name).split()[:-1]):
        return ref.written
    return query_words(sought.name)


def _search(si: StepInput[Work], sought: Sought) -> Outcome | None:
    """The site's search for the thing's content words; when it finds nothing that names the thing,
    once more without the words none of the site's names holds (``grounding.shorter_query``), or a
    record's identifier alone."""
    st, target = si.state, sought.name
    if not st.get("searched"):
        box = search_box(si)
        if box is not None:
            query = _first_query(sought)
            st.update(searched=True, query=query)
            si.memory.setdefault("queries", []).append(query)
            return act(
                TypeText(element_id=box.id, text=query, submit=True),
                f"Searching the site for {quote(query)}: no link on this page names it",
            )
    if st.get("searched") and not st.get("search_checked"):
        st["search_checked"] = True
        ref = sought.ref
        links = naming_results(si, target) if ref is None else []
        found = _result_record(si, ref) if ref is not None else None
        if found is not None:
            links = [found]
        if links:
            return _open(si, sought, links[0], f"Opening the search result {quote(links[0].label)}")
        query = str(st.get("query") or target)
        only = naming_results(si, query) if ref is None and st.get("shortened") else []
        if (
            len(only) == 1
        ):  # the one result of the shorter search that names it ('library' for 'town library')
            st["opened_for"] = query
            return _open(
                si, sought, only[0], f"Opening {quote(only[0].label)}, the one result for {quote(query)}"
            )
        return _search_shorter(si, sought, query)
    return None


def _result_record(si: StepInput[Work], ref: RecordRef) -> Element | None:
    """The search result that is the record: its link, else the one result whose row shows the
    identifier ('Isla Xu | RL10042 | ...')."""
    results = result_links(si.usable())
    link = record_link(results, ref)
    if link is not None:
        return link
    rows = {row_text(si, el): el for el in results}
    showing = [el for text, el in rows.items() if shows_ident(text, ref.ident) and text != el.label]
    return showing[0] if len(showing) == 1 else None


def _search_shorter(si: StepInput[Work], sought: Sought, query: str) -> Outcome | None:
    st = si.state
    box = search_box(si)
    if box is None or st.get("shortened"):
        return None
    ref = sought.ref
    whole = unclipped(query) if ref is None else query
    if whole != query:  # 'env vars' found nothing: the words the pages write, 'environment variables'
        st.update(shortened=True, search_checked=False, query=whole)
        si.memory.setdefault("queries", []).append(whole)
        return act(
            TypeText(element_id=box.id, text=whole, submit=True),
            f"Searching again for {quote(whole)}: {quote(query)} found nothing, and pages write the words whole",
        )
    shorter = (
        (ref.written if ref.written != query else None) if ref is not None else shorter_query(query, si.obs)
    )
    why = f", and the site names no {quote(' '.join(w for w in query.split() if w not in (shorter or '').split()))}"
    if shorter is None and ref is None:
        shorter = head_query(query, si.obs)  # 'town library' -> 'library': every word is a site name
        why = ", and the site uses every word of it: its head noun alone"
    if shorter is None:
        return None
    st.update(shortened=True, search_checked=False, query=shorter)
    si.memory.setdefault("queries", []).append(shorter)
    return act(
        TypeText(element_id=box.id, text=shorter, submit=True),
        f"Searching again for {quote(shorter)}: {quote(query)} found nothing" + (why if ref is None else ""),
    )


def _try_category(si: StepInput[Work], sought: Sought) -> Outcome | None:
    st = si.state
    if sought.ref is not None or len(st.get("categories", [])) >= MAX_CATEGORIES:
        return None
    category = _category(si, sought.name)
    if category is None:
        return None
    st.setdefault("categories", []).append(category.id)
    return act(
        Click(element_id=category.id),
        f"Trying {quote(category.label)}: it shares a word with {quote(sought.name)}, which the search did not find",
    )


def _read_menu_pages(si: StepInput[Work], sought: Sought) -> Outcome | None:
    return read_menu_pages(si, sought.name, record=sought.ref is not None)


FIND_STEPS = (
    await_results,
    _on_its_page,
    list_without_column,
    _open_named,
    _open_record,
    _search,
    _open_within,
    open_list,
    _try_category,
    _read_menu_pages,
)


def locate(si: StepInput[Work], sought: Sought) -> Outcome | None:
    """The next move towards the thing's own page (``complete()`` once it is open); None when every way
    was tried. The one way of finding a named thing: ``handle_find`` and the questions about one thing
    (``subject.open_subject``) both use it."""
    for step in FIND_STEPS:
        outcome = step(si, sought)
        if outcome is not None:
            return outcome
    return None


def handle_find(si: StepInput[FindThing]) -> Outcome:
    step = si.step
    sought = Sought(step.name, within=step.within, exact=step.exact, role=step.role)
    outcome = locate(si, sought)
    if outcome is not None:
        return outcome
    target = step.name
    looked = explore(si, quote(target))
    if looked is not None:
        return looked
    how = (
        "the site's search found nothing that names it and no category or menu entry does"
        if si.state.get("searched")
        else "no link, search box or category on this site names it"
    )
    if len(si.state.get("menu_walk", [])) > 1:
        how += f", nor does any of the {len(si.state['menu_walk']) - 1} pages of its menu"
    return give_up(f"I could not find {quote(target)} on this site: {how}")
