"""Rules-planner handlers for moving around: navigate, click, open the Nth result, sort, back, tabs, download.

Each skill is pure (``StepInput[W] -> Outcome``). A click that had no effect or failed is recorded
by the planner in the work item's ``failed`` list, so the next call picks the next-ranked element.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from wayfinder.actions.models import Click, GoBack, Navigate, PressKey, Scroll, SwitchTab, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, text_score, tokens
from wayfinder.plan.rules.core.menu_walk import read_menu_pages
from wayfinder.plan.rules.core.results_wait import await_results
from wayfinder.plan.rules.core.sorting import sort_by, table_for
from wayfinder.plan.rules.page import explore, page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import (
    ChangeTab,
    ClickOn,
    DownloadFile,
    GoTo,
    KeyPress,
    OpenNth,
    Order,
    ScrollTo,
    SortBy,
    StepBack,
    Work,
)
from wayfinder.read.controls import read_sort
from wayfinder.read.facets import LIST_VIEW_KEYS
from wayfinder.read.tables import column_index, read_tables

_PAGER_RE = re.compile(
    r"^(?:\d+|next|prev|previous|first|last|more|[«»‹›<>←→]+|next page|previous page)$", re.I
)
_FILE_RE = re.compile(
    r"\.(?:pdf|csv|xlsx?|docx?|zip|gz|txt|json|xml|pptx?|odt|ods|rtf|mp3|mp4|png|jpe?g)(?:\?|$)", re.I
)
_ASC_RE = re.compile(r"low(?:est)?\s*(?:to|-|→)\s*high|asc|cheap|lowest|increasing|smallest|a\s*-\s*z", re.I)
_DESC_RE = re.compile(
    r"high(?:est)?\s*(?:to|-|→)\s*low|desc|expensive|highest|decreasing|largest|z\s*-\s*a", re.I
)


def same_url(a: str, b: str) -> bool:
    return a.rstrip("/").split("#")[0].lower() == b.rstrip("/").split("#")[0].lower()


def handle_navigate(si: StepInput[GoTo]) -> Outcome:
    url = si.step.url
    if same_url(si.obs.url, url):
        return complete()
    if int(si.state.get("errors", 0)) >= 2:
        return fail(f"{url} could not be opened")
    return act(Navigate(url=url), f"Opening {url} as the goal asks", finishes=True)


EXACT_ENOUGH = 0.9  # a quoted target scores at least this only when the same words are shown
_ROLE_NOUNS = {
    "textbox": "field",
    "text box": "field",
    "text field": "field",
    "text input": "field",
    "input": "field",
    "input textbox": "field",
    "input field": "field",
    "field": "field",
    "text area": "field",
    "textarea": "field",
    "button": "button",
    "link": "link",
    "checkbox": "checkbox",
    "check box": "checkbox",
    "radio button": "radio",
    "tab": "tab",
    "dropdown": "select",
    "list": "select",
}
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
_ORDINAL_RE = re.compile(r"^(?P<o>first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+(?P<rest>.+)$")


def by_role(si: StepInput[Work], target: str) -> Element | None:
    """'the textbox', 'the second input', 'the last button': an element named only by its kind."""
    text = norm(target)
    n = 1
    match = _ORDINAL_RE.match(text)
    if match:
        raw = match.group("o")
        n = _ORDINALS.get(raw) or int(re.sub(r"\D", "", raw))
        text = match.group("rest")
    kind = _ROLE_NOUNS.get(text)
    if kind is None:
        return None
    pool = sorted((el for el in si.usable() if element_kind(el) == kind), key=lambda e: (e.bbox.y, e.bbox.x))
    if not pool or (n > 0 and len(pool) < n):
        return None
    return pool[-1] if n == -1 else pool[n - 1]


def handle_click(si: StepInput[ClickOn]) -> Outcome:
    """Click the best-ranked element for the target; explore tabs or scroll when it is not visible."""
    step = si.step
    if step.role == "link" and not si.state.get("clicked") and page_shows(si.obs, step.target):
        return complete()
    plain = next((el for el in (by_role(si, t) for t in (step.target, *step.alternatives)) if el), None)
    if plain is not None:
        return act(
            Click(element_id=plain.id),
            f"Clicking {quote(plain.label or step.target)}, the {step.target} the goal names",
            finishes=True,
        )
    ranked = rank_candidates(
        si.usable(),
        step.target,
        role_hint=step.role,
        exact=step.exact or None,
        alternatives=step.alternatives,
        min_score=0.45,
    )
    if ranked and step.exact and ranked[0][1] < EXACT_ENOUGH and not si.state.get("explored_all"):
        looked = explore(si, quote(step.target))  # a quoted name seen only in part: look further first
        if looked is not None:
            return looked
        si.state["explored_all"] = True
    if ranked:
        el, score = ranked[0]
        si.state["clicked"] = True
        name = el.label or step.target
        why = "the closest match" if score < 0.8 else "it matches"
        tried = len(si.state.get("failed", []))
        retry = f" (after {tried} element(s) had no effect)" if tried else ""
        return act(
            Click(element_id=el.id),
            f"Clicking {quote(name)} — {why} {quote(step.target)} from the goal{retry}",
            finishes=True,
        )
    return explore(si, quote(step.target)) or fail(f"nothing matching {quote(step.target)} on this page")


def result_links(elements: list[Element], target: str = "") -> list[Element]:
    """Content links in reading order: main/modal zone, not navigation, not pagers, one per href."""
    seen: set[str] = set()
    links = []
    for el in sorted(elements, key=lambda e: (e.bbox.y, e.bbox.x)):
        if element_kind(el) != "link" or el.zone not in ("main", "modal") or el.in_nav:
            continue
        label = norm(el.label)
        if len(label) < 3 or _PAGER_RE.match(label) or label.startswith("sort"):
            continue
        key = el.href or f"#{el.id}"
        if key in seen:
            continue
        seen.add(key)
        links.append(el)
    if target:
        matching = [el for el in links if text_score(target, el.label) >= 0.3 or _words_in(target, el.label)]
        return matching or links
    return links


def _words_in(target: str, text: str) -> bool:
    want = set(tokens(target))
    return bool(want) and bool(want & set(tokens(text)))


def _reorders(el: Element, page_url: str) -> bool:
    """A column's sort link or a pager: the page's own list again, ordered or paged otherwise."""
    if not el.href:
        return False
    there, here = urlsplit(el.href), urlsplit(page_url)
    if there.netloc not in {"", here.netloc} or there.path not in {"", here.path} or not there.query:
        return False
    keys = {part.split("=", 1)[0].lower() for part in there.query.split("&") if part}
    return bool(keys) and keys <= LIST_VIEW_KEYS | {
        k.split("=", 1)[0].lower() for k in here.query.split("&") if k
    }


def _row_links(links: list[Element], page_url: str = "") -> list[Element]:
    """On a page whose results are a table: the first link of each row (the Nth result is the Nth
    row, not an 'Add' link above the table, a column's sort link in its header or a second link of
    the same row)."""
    links = [el for el in links if not _reorders(el, page_url)] if page_url else links
    in_grid = [el for el in links if el.grid_index is not None]
    rows: dict[tuple[int, int], Element] = {}
    for el in in_grid:
        rows.setdefault((el.grid_index or 0, round(el.bbox.y / 4)), el)
    return list(rows.values()) or links


def _own_site(links: list[Element], si: StepInput[OpenNth]) -> list[Element]:
    """On the site's own search results, the links that stay on the site: its results are its own
    pages, never the theme's 'Built with ...' link or a sponsor's. Elsewhere (a page of links to other
    sites) every link."""
    here = urlsplit(si.obs.url).netloc
    own = [el for el in links if not el.href or urlsplit(el.href).netloc in {"", here}]
    return own if si.obs.page_type == "search" else own or links


def handle_open_nth(si: StepInput[OpenNth]) -> Outcome:
    step = si.step
    if si.state.get("menu_walk") and step.among:  # reading the menu's pages for what the search missed
        return read_menu_pages(si, step.among) or give_up(
            f"the site's search found nothing for {quote(step.among)}, and no page of its menu names it"
        )
    waited = await_results(si)  # results still coming ('Searching...'): not yet a search that found nothing
    if waited is not None:
        return waited
    links = _own_site(_row_links(result_links(si.usable(), step.among), si.obs.url), si)
    n = step.nth
    if links and (n == -1 or len(links) >= n):
        el = links[-1] if n == -1 else links[n - 1]
        which = "last" if n == -1 else f"#{n}"
        return act(
            Click(element_id=el.id),
            f"Opening result {which}, {quote(el.label)}, as the goal asks",
            finishes=True,
        )
    if not links and step.among and si.obs.page_type == "search":  # the site's search found nothing
        si.state["searched"] = True
        walked = read_menu_pages(si, step.among)
        if walked is not None:
            return walked
    return explore(si, f"result #{n}") or fail(f"only {len(links)} result link(s) on this page, not {n}")


def sort_option(si: StepInput[Work], attribute: str, order: Order) -> Outcome | None:
    """The listing's sort list set to ``attribute`` in ``order`` ('min' first: low to high)."""
    want = _DESC_RE if order == "max" else _ASC_RE
    attr = attribute or "price"
    for sel in (el for el in si.usable() if element_kind(el) == "select"):
        for opt in sel.options:
            text = f"{opt.text} {opt.value}"
            if want.search(text) and (attr in text.lower() or _words_in(attr, sel.label)):
                if opt.selected:
                    return complete()
                return act(
                    TypeText(element_id=sel.id, text=opt.text),
                    f"Sorting by {quote(opt.text)} so the {attr} order is on the page",
                    finishes=True,
                )
    return None


def handle_sort(si: StepInput[SortBy]) -> Outcome:
    """Use the listing's own sort control (a select, else a 'Sort by price' link or button); 'sort the
    books by ...' on a page with no list opens the books' list first."""
    opened = _open_list(si)
    if opened is not None:
        return opened
    found = sort_option(si, si.step.attribute, si.step.order)
    if found is not None:
        return found
    attr = si.step.attribute or "price"
    if table_for(si, attr) is not None:  # a table with that column: its header sorts, checked both ways
        from_header = sort_by(si, attr, si.step.order)
        if from_header is not None:
            return from_header
        if si.state.get("header_clicks"):
            return complete()
    direction = "high to low" if si.step.order == "max" else "low to high"
    ranked = rank_candidates(
        si.usable(),
        f"sort by {attr}",
        alternatives=(f"{attr} {direction}", attr),
        role_hint="link",
        min_score=0.55,
    )
    controls = [el for el, _ in ranked if element_kind(el) in {"link", "button", "tab", "option"}]
    if controls:
        el = controls[0]
        return act(Click(element_id=el.id), f"Clicking {quote(el.label)} to sort by {attr}", finishes=True)
    from_header = sort_by(si, attr, si.step.order)
    if from_header is not None:
        return from_header
    if si.state.get("header_clicks") or si.step.then_scan:
        return complete()  # sorted by its column, or the next step reads every page anyway
    return give_up(f"this list cannot be sorted by {quote(attr)}, so its order means nothing")


def _open_list(si: StepInput[SortBy]) -> Outcome | None:
    target = si.step.things
    if not target or si.state.get("listed") or read_sort(si.obs) is not None:
        return None
    attr = si.step.attribute or "price"
    if any(column_index(t.headers, attr) is not None for t in read_tables(si.obs)):
        return None  # the list is here (a table with that column)
    si.state["listed"] = True
    ranked = rank_candidates(si.usable(), target, role_hint="link", min_score=0.7)
    lists = [el for el, _ in ranked if element_kind(el) in {"link", "tab", "button"}]
    if not lists:
        return None
    return act(Click(element_id=lists[0].id), f"Opening {quote(lists[0].label)} to sort the {target}")


def handle_go_back(si: StepInput[StepBack]) -> Outcome:
    return act(GoBack(), "Going back to the previous page as the goal asks", finishes=True)


def handle_scroll(si: StepInput[ScrollTo]) -> Outcome:
    direction = si.step.direction
    return act(Scroll(direction=direction), f"Scrolling {direction} as the goal asks", finishes=True)


def handle_switch_tab(si: StepInput[ChangeTab]) -> Outcome:
    tabs = sorted(si.ctx.tabs, key=lambda t: t.tab_id)
    active = si.ctx.active_tab_id
    others = [t for t in tabs if t.tab_id != active]
    if not others:
        return fail("there is no other tab to switch to")
    which = si.step.which
    if which in {"previous", "first"}:
        tab = others[0]
    elif which == "next":
        tab = next((t for t in others if active is not None and t.tab_id > active), others[0])
    else:
        tab = others[-1]
    return act(
        SwitchTab(tab_id=tab.tab_id),
        f"Switching to tab {tab.tab_id} ({quote(tab.title or tab.url)})",
        finishes=True,
    )


def handle_download(si: StepInput[DownloadFile]) -> Outcome:
    """Click the link that downloads the named file: file-like hrefs and 'download' words rank first."""
    step = si.step
    ranked = rank_candidates(si.usable(), step.target, exact=step.exact or None, min_score=0.3)

    def bonus(row: tuple[Element, float]) -> float:
        el, score = row
        extra = 0.2 if el.href and _FILE_RE.search(el.href) else 0.0
        return score + extra + (0.1 if "download" in norm(el.label) else 0.0)

    if ranked:
        el = max(ranked, key=bonus)[0]
        return act(
            Click(element_id=el.id),
            f"Downloading {quote(el.label or step.target)} as the goal asks",
            finishes=True,
        )
    files = [el for el in si.usable() if el.href and _FILE_RE.search(el.href)]
    if len(files) == 1:
        return act(
            Click(element_id=files[0].id),
            f"Downloading {quote(files[0].label)}, the only file link here",
            finishes=True,
        )
    return explore(si, quote(step.target)) or fail(f"no download link for {quote(step.target)} on this page")


def handle_key(si: StepInput[KeyPress]) -> Outcome:
    """'press Escape', 'hit ctrl+a': the key on the page (the focused element, if any)."""
    if not si.allowed("press_key"):
        return fail("pressing keys is not allowed here")
    try:
        action = PressKey(key=si.step.key)
    except ValueError as exc:
        return give_up(f"{quote(si.step.key)} is not a key I can press ({str(exc).splitlines()[0]})")
    return act(action, f"Pressing {action.key} as the goal asks", finishes=True)
