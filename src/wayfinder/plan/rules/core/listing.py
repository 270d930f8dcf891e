"""Rules-planner handler for "the cheapest / most expensive / under $X / brand" goals (pure).

Plan: use the listing's sort control when there is one; read priced items from every page, keeping
the best match so far in memory (name, price, link, page); follow "Next" or the next page number
until no page is left; then open the best item (click its link, or navigate to its href) or report
it. With no listing in sight it searches for the item words, or opens the link that names them.
"""

from __future__ import annotations

import re
from typing import Any

from wayfinder.actions.models import Click, Navigate, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, token_match, tokens
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.moves import result_links, same_url, sort_option
from wayfinder.plan.rules.core.prices import Item, extract_items, link_for
from wayfinder.plan.rules.core.values import item_currency, money_text
from wayfinder.plan.rules.grounding import query_words, shorter_query
from wayfinder.plan.rules.page import explore, page_shows
from wayfinder.plan.rules.step import STOP, Outcome, StepInput, absolute, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import FindBest, Work

MAX_PAGES = 25
GENERIC = frozenset(
    {"item", "product", "result", "one", "thing", "listing", "offer", "deal", "model", "price"}
)
_NEXT_RE = re.compile(r"^(?:next(?: page)?|more results|older|[›»→>]+|next [›»→>]+)$", re.I)


def describe(step: FindBest) -> str:
    """'the cheapest 4K monitor under $300' from the work item."""
    which = "most expensive" if step.order == "max" else "cheapest"
    bound = f" {step.bound.words()}" if step.bound is not None else ""
    return f"the {which} {step.things or 'item'}{bound}"


def item_matches(item: Item, step: FindBest, context: set[str]) -> bool:
    """All the goal's item words appear in the item (or in the page's title/headings/query) and the bound holds."""
    want = [t for t in tokens(step.things) if t not in STOP and t not in GENERIC]
    have = list(set(tokens(f"{item.name} {item.line}")) | context)
    admitted = step.bound is None or step.bound.admits(item.price)
    return admitted and all(token_match(w, have) for w in want)


def _context_words(si: StepInput[Work]) -> set[str]:
    obs = si.obs
    words = tokens(" ".join([obs.title, *obs.headings[:3], re.sub(r"[/?=&_.-]", " ", obs.url)]))
    words += tokens(" ".join(si.memory.get("queries", [])))
    return set(words)


def _better(item: Item, best: dict[str, Any] | None, step: FindBest) -> bool:
    if best is None:
        return True
    known = float(best["price"])
    return item.price > known if step.order == "max" else item.price < known


def next_page(si: StepInput[Work], pages_seen: int) -> Element | None:
    """The control that shows the next page: a 'Next' link/button, else the next page number."""
    usable = [el for el in si.usable() if element_kind(el) in {"link", "button", "other", "tab"}]
    for el in usable:
        if _NEXT_RE.match(norm(el.label) or el.label.strip()) or norm(el.aria.label or "") in {
            "next",
            "next page",
        }:
            return el
    number = str(pages_seen + 1)
    return next((el for el in usable if el.label.strip() == number), None)


def _remember(si: StepInput[FindBest], items: list[Item]) -> None:
    st = si.state
    context = _context_words(si)
    for item in items:
        if item_matches(item, si.step, context) and _better(item, st.get("best"), si.step):
            st["best"] = {
                "name": item.name,
                "price": item.price,
                "currency": item_currency(si.obs, item),
                "href": item.href,
                "page_url": si.obs.url,
                "element_id": item.element_id,
            }


def _summary(si: StepInput[FindBest]) -> str:
    best = si.state.get("best") or {}
    pages = len(si.state.get("pages", [])) or 1
    price = money_text(best.get("price", 0), best.get("currency", ""))
    return f"'{best.get('name', '?')}' at {price} — {describe(si.step)} seen on {pages} page(s)"


def handle_find_best(si: StepInput[FindBest]) -> Outcome:
    st = si.state
    if st.get("opening"):
        opened = _opened(si)
        if opened is not None:
            return opened
    items = extract_items(si.obs)
    if not st.get("pages"):
        away = _look_elsewhere(si, items)
        if away is not None:
            return away
        if not items:
            return _no_listing(si)
    key = f"{si.obs.url}|{norm(items[0].name)}|{len(items)}"
    pages: list[str] = st.setdefault("pages", [])
    if key not in pages:
        pages.append(key)
        _remember(si, items)
    elif st.get("next_from") == key:
        st["exhausted"] = True  # the last 'Next' left the same items on screen
    if not st.get("sort_tried") and si.step.order and len(pages) == 1:
        st["sort_tried"] = True
        sort = sort_option(si, si.step.attribute, si.step.order)
        if sort is not None and sort.complete:
            st["sorted"] = True  # already sorted the way we want (e.g. by an earlier work item)
        if sort is not None and sort.action is not None:
            st.update(sorted=True, pages=[], best=None)
            return Outcome(action=sort.action, intent=sort.intent + f" — looking for {describe(si.step)}")
    stop = bool(st.get("sorted") and st.get("best"))
    nxt = None if (stop or st.get("exhausted") or len(pages) >= MAX_PAGES) else next_page(si, len(pages))
    if nxt is not None:
        st["next_from"] = key
        best = st.get("best")
        so_far = (
            f"; best so far '{best['name']}' at {money_text(best['price'], best.get('currency', ''))}"
            if best
            else ""
        )
        return act(
            Click(element_id=nxt.id), f"Going to the next page of results ({len(pages)} scanned{so_far})"
        )
    return _conclude(si)


def _conclude(si: StepInput[FindBest]) -> Outcome:
    best = si.state.get("best")
    pages = len(si.state.get("pages", [])) or 1
    if best is None:
        return give_up(f"no item matching {describe(si.step)} on {pages} page(s)")
    if not si.step.open_result:
        return complete(answer=_summary(si))
    return _open_best(si, best)


def _open_best(si: StepInput[FindBest], best: dict[str, Any]) -> Outcome:
    st = si.state
    links = [el for el in si.usable() if element_kind(el) in {"link", "other", "button"}]
    same = [el for el in links if el.id == best.get("element_id") and same_url(best["page_url"], si.obs.url)]
    el = same[0] if same else link_for(best["name"], links)  # items may share a name ("Book for $130")
    st["opening"] = True
    st["opened_from"] = si.obs.url
    if el is not None and el.id not in set(st.get("failed", [])):
        return act(Click(element_id=el.id), f"Opening {_summary(si)}")
    if best.get("href"):
        return act(Navigate(url=absolute(best["href"], best["page_url"])), f"Opening {_summary(si)}")
    if not same_url(best["page_url"], si.obs.url):
        return act(Navigate(url=best["page_url"]), f"Going back to the page that lists {_summary(si)}")
    return fail(f"the best item {quote(best['name'])} has no link to open")


def _opened(si: StepInput[FindBest]) -> Outcome | None:
    """After opening the best item: complete once its page shows, else None to retry."""
    best = si.state.get("best") or {}
    moved = not same_url(si.obs.url, si.state.get("opened_from", ""))
    if page_shows(si.obs, best.get("name", ""), threshold=0.7) or (moved and not extract_items(si.obs)):
        return complete(answer=_summary(si))
    if moved and best.get("href") and same_url(si.obs.url, absolute(best["href"], best["page_url"])):
        return complete(answer=_summary(si))
    return None


def _look_elsewhere(si: StepInput[FindBest], items: list[Item]) -> Outcome | None:
    """Before scanning: when this page is not about the item words (none in its title, headings, URL
    or the query searched) or shows no matching item, search for them or open the link naming them."""
    st = si.state
    words = si.step.things
    if not words or st.get("best"):
        return None
    context = _context_words(si)
    want = [t for t in tokens(words) if t not in STOP and t not in GENERIC]
    about = bool(want) and any(token_match(w, list(context)) for w in want)
    if about and any(item_matches(item, si.step, context) for item in items):
        return None
    box = search_box(si)
    if not st.get("searched") and box is not None:
        query = query_words(words)
        st.update(searched=True, query=query)
        si.memory.setdefault("queries", []).append(query)
        return act(
            TypeText(element_id=box.id, text=query, submit=True),
            f"Searching for {quote(query)} to find {describe(si.step)}",
        )
    searched = str(st.get("query") or "")
    shorter = (
        shorter_query(searched, si.obs) if searched and box is not None and not st.get("shortened") else None
    )
    if shorter is not None and box is not None:  # the search found nothing: without what the site never names
        st.update(shortened=True, query=shorter)
        si.memory.setdefault("queries", []).append(shorter)
        return act(
            TypeText(element_id=box.id, text=shorter, submit=True),
            f"Searching again for {quote(shorter)}: {quote(searched)} found no {si.step.things or 'item'}",
        )
    ranked = rank_candidates(si.usable(), words, role_hint="link", min_score=0.45)
    skip = set(st.get("opened_links", []))
    tried = len(skip)
    skip |= {item.element_id for item in items if item.element_id is not None}  # items are not categories
    links = [el for el, _ in ranked if el.id not in skip and element_kind(el) in {"link", "button", "tab"}]
    if links and tried < 2:
        st.setdefault("opened_links", []).append(links[0].id)
        return act(
            Click(element_id=links[0].id), f"Opening {quote(links[0].label)} to look for {describe(si.step)}"
        )
    return None


def _no_listing(si: StepInput[FindBest]) -> Outcome:
    """No prices on this page and nowhere else to look from here."""
    if si.state.get("best"):
        return _conclude(si)
    if not si.step.things and result_links(si.usable()):
        return give_up(f"the results show no prices, so {describe(si.step)} cannot be told apart")
    return explore(si, "a listing with prices") or give_up(
        f"no listing with prices for {describe(si.step)} here"
    )
