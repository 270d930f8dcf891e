"""Sort controls and pagination (pure): how a listing can be reordered and how to reach more of it.

``read_sort(obs)`` finds a sort select ("Sort by: Price: Low to High") or sort links/buttons
("Sort by price", "Newest") and reads each option as (attribute, direction) through the goal
frame's own superlative words, so "Price: High to Low" and "most expensive first" mean the same.
``read_pagination(obs)`` finds next/previous links, numbered page links, a "load more" button, or
(none of them, more page below) an endless list that grows when scrolled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal
from urllib.parse import urlsplit

from wayfinder.intent.constraints import read_superlative
from wayfinder.observe.models import Element, Observation

PagerKind = Literal["next", "numbered", "load_more", "scroll", "none"]

_SORT_NAME_RE = re.compile(r"\bsort|\border\s*by\b|\bsorting\b|\bsortby\b|\bsort_by\b|\borderby\b", re.I)
_ASC_RE = re.compile(
    r"low(?:est)?\s*(?:to|-|–|→)\s*high|ascending|\basc\b|a\s*(?:-|–|to)\s*z|oldest|↑|▲|smallest|least", re.I
)
_DESC_RE = re.compile(
    r"high(?:est)?\s*(?:to|-|–|→)\s*low|descending|\bdesc\b|z\s*(?:-|–|to)\s*a|newest|latest|↓|▼|largest|most",
    re.I,
)
_ATTR_WORDS = {
    "price": "price",
    "cost": "price",
    "rating": "rating",
    "review": "rating",
    "stars": "rating",
    "date": "date",
    "newest": "date",
    "oldest": "date",
    "latest": "date",
    "name": "name",
    "title": "name",
    "a-z": "name",
    "alphabetical": "name",
    "popular": "popularity",
    "selling": "popularity",
}
_NEXT_RE = re.compile(
    # WordPress' list tables: 'Next page' for screen readers beside the '›' shown
    r"^(?:next(?:\s+page)?(?:\s*[›»→>]+)?|more\s+results|older(?:\s+posts)?|[›»→>]+|page\s+suivante)$",
    re.I,
)
_PREV_RE = re.compile(r"^(?:(?:[‹«←<]+\s*)?prev(?:ious)?(?:\s+page)?|newer(?:\s+posts)?|[‹«←<]+)$", re.I)
_MORE_RE = re.compile(r"^(?:load|show|view|see)\s+more(?:\s+\w+)?$|^more$", re.I)


@dataclass(frozen=True, slots=True)
class SortOption:
    label: str
    attribute: str  # "" for relevance/featured
    direction: str  # "min" | "max" | ""
    element_id: int  # the select, or the link/button itself
    value: str = ""  # the option's value for a select


@dataclass(frozen=True)
class SortControl:
    kind: Literal["select", "links"]
    options: tuple[SortOption, ...]
    element_id: int | None = None  # the select

    def option_for(self, attribute: str, direction: str) -> SortOption | None:
        for option in self.options:
            if option.attribute == attribute and option.direction == direction:
                return option
        return None


@dataclass(frozen=True)
class Pagination:
    kind: PagerKind
    next_id: int | None = None
    prev_id: int | None = None
    more_id: int | None = None
    pages: dict[int, int] = field(default_factory=dict)  # page number -> element id
    current: int | None = None


def sort_meaning(label: str) -> tuple[str, str]:
    """(attribute, direction) a sort option label means: 'Price: High to Low' -> ('price', 'max')."""
    text = " ".join(label.split())
    sup, _ = read_superlative(text)
    low = text.lower()
    attribute = next((a for w, a in _ATTR_WORDS.items() if w in low), "")
    if sup is not None and (not attribute or sup.attribute == attribute):
        return sup.attribute, sup.direction
    if not attribute:
        return "", ""
    if _DESC_RE.search(text):
        return attribute, "max"
    if _ASC_RE.search(text):
        return attribute, "min"
    return attribute, "max" if attribute in {"rating", "popularity", "date"} else "min"


def _is_sort_select(el: Element) -> bool:
    if el.tag != "select" or not el.options:
        return False
    names = " ".join(filter(None, [el.label, el.name, el.dom_id]))
    if _SORT_NAME_RE.search(names):
        return True
    meanings = [sort_meaning(o.text) for o in el.options]
    return sum(1 for a, d in meanings if a and d) >= 2


def read_sort(obs: Observation) -> SortControl | None:
    """The page's sort control, or None."""
    for el in obs.elements:
        if _is_sort_select(el):
            options = tuple(
                SortOption(o.text, *sort_meaning(o.text), element_id=el.id, value=o.value) for o in el.options
            )
            return SortControl("select", options, el.id)
    links = []
    for el in obs.elements:
        if el.tag in {"a", "button"} or (el.role or "") in {"button", "link", "columnheader"}:
            label = el.label
            sortish = _SORT_NAME_RE.search(label) or (el.aria.pressed is not None and sort_meaning(label)[0])
            if len(label) <= 40 and sortish:
                attribute, direction = sort_meaning(label)
                if attribute:
                    links.append(SortOption(label, attribute, direction, el.id))
    return SortControl("links", tuple(links)) if links else None


def _pager_kind(
    obs: Observation, next_id: int | None, pages: dict[int, int], more_id: int | None
) -> PagerKind:
    if next_id is not None:
        return "next"
    if pages:
        return "numbered"
    if more_id is not None:
        return "load_more"
    if obs.pages_below > 0.5 and obs.page_type in {"listing", "grid", "search"}:
        return "scroll"
    return "none"


_DIGITS_RE = re.compile(r"\d+")
# the page a list's address asks for: '?p=2' (Django admin), '&page=2' (Redmine), '?paged=2' (WordPress);
# or the last segment of its path: '/page/2/' (blogs), '/books/2/' (beside '/books/1/')
_PAGE_PARAM_RE = re.compile(
    r"[?&;](?:p|pg|page|paged|pagenum|page_?no|page_?number)=(\d{1,4})(?:[&#]|$)", re.I
)
_PAGE_PATH_RE = re.compile(r"/(\d{1,4})/?$")


def _asked_page(href: str, here: str) -> tuple[int | None, int | None]:
    """(the page an address asks for, the page the current address ``here`` asks for the same way). A
    number ending a path is a page only after '/page/' or when the current address has the same shape
    (a record's '/issues/2' from '/projects/x/issues' is no page)."""
    link, current = urlsplit(href), urlsplit(here)
    asked = _PAGE_PARAM_RE.search(f"?{link.query}")
    if asked is not None:
        shown = _PAGE_PARAM_RE.search(f"?{current.query}")
        return int(asked.group(1)), int(shown.group(1)) if shown else None
    asked = _PAGE_PATH_RE.search(link.path)
    if asked is None:
        return None, None
    shown = _PAGE_PATH_RE.search(current.path)
    same = shown is not None and _DIGITS_RE.sub("#", link.path) == _DIGITS_RE.sub("#", current.path)
    if same and shown is not None:
        return int(asked.group(1)), int(shown.group(1))
    if "/page/" in link.path.lower():
        return int(asked.group(1)), None
    return None, None


def _lone_pager(link: Element, url: str) -> tuple[bool, int | None]:
    """(is a pager, the current page) for a pager of one number link. A two-page list whose current
    page is plain text ('<span class=this-page>1</span> <a href=?p=2>2</a>': Django admin, a blog's
    '1 <a>2</a>') shows one number link and no 'Next'. The link is a page link when its address asks for
    the page its label names (``_asked_page``); the current page is the one the page's own address asks
    for, else the first (a first page's address is usually the list's without the parameter)."""
    number = int(link.label.strip())
    asked, here = _asked_page(link.href or "", url)
    if asked != number:
        return False, None
    if here is not None and here != number:
        return True, here
    return True, (1 if number != 1 else None)


def _pager_numbers(numbered: list[Element]) -> list[Element]:
    """The links of one pager among the page's number links. A page also lists numbers that are no
    pages: a year archive or a date drill-down ('1944 1952 ... 2024' above an admin list), counts. The
    links of one pager differ only in the number of their address ('?p=2', '?p=3'; digits -> '#'), so
    number links are grouped by that shape, and the pager is the group that reaches the lowest number
    (pages count from 1; the years of an archive do not). A number without an address (a button, the
    current page) belongs to any group."""
    groups: dict[str, list[Element]] = {}
    loose: list[Element] = []
    for el in numbered:
        if el.href:
            groups.setdefault(_DIGITS_RE.sub("#", el.href), []).append(el)
        else:
            loose.append(el)
    if len(groups) < 2:
        return numbered
    best = min(groups.values(), key=lambda g: (min(int(e.label.strip()) for e in g), -len(g)))
    keep = {e.id for e in best} | {e.id for e in loose}
    return [el for el in numbered if el.id in keep]


def read_pagination(obs: Observation) -> Pagination:
    """How to reach more results: next link, numbered pages, a load-more button, or scrolling."""
    found: dict[str, int] = {}
    numbered: list[Element] = []
    current = None
    for el in obs.elements:
        if el.disabled:
            continue
        label = " ".join(el.label.split())
        for key, pattern in (("next", _NEXT_RE), ("prev", _PREV_RE), ("more", _MORE_RE)):
            if key not in found and pattern.match(label) and (key != "more" or el.tag in {"button", "a"}):
                found[key] = el.id
                break
        else:
            if re.fullmatch(r"\d{1,4}", label) and el.tag in {"a", "button"} and el.zone != "header":
                numbered.append(el)
    pages: dict[int, int] = {}
    for el in _pager_numbers(numbered):
        number = int(el.label.strip())
        if el.aria.selected or el.aria.pressed:
            current = number
        pages.setdefault(number, el.id)
    next_id, more_id = found.get("next"), found.get("more")
    if len(pages) == 1 and next_id is None:
        lone = obs.element(next(iter(pages.values())))
        paged, here = _lone_pager(lone, obs.url) if lone is not None else (False, None)
        pages = pages if paged else {}
        current = current if current is not None else here
    elif len(pages) < 2 and next_id is None:
        pages = {}
    kind = _pager_kind(obs, next_id, pages, more_id)
    return Pagination(kind, next_id, found.get("prev"), more_id, pages, current)


_SHOW_ALL_RE = re.compile(r"^(?:show|view|see|list|display)\s+all(?:\s+[a-z]+)?$", re.I)
_PER_PAGE_RE = re.compile(
    r"per[\s_-]?page|page[\s_-]?size|pagesize|\blimit\b|_length\b|\blength\b|(?:items|rows|results|entries)\s+per\b|"
    r"^show\b.*\bentries$",
    re.I,
)
_PER_PAGE_HREF_RE = re.compile(r"[?&](?:per_page|perpage|page_size|pagesize|limit|per)=(\d+)", re.I)


@dataclass(frozen=True, slots=True)
class ShowMore:
    """A control that shows more of a list on one page: a 'Show all' link (Django admin's changelist),
    a per-page select's largest option or 'All' (DataTables' 'Show [10] entries', a shop's '24 per
    page'), or the largest per-page link (Redmine's 'Per page: 25, 50, 100'). ``option`` is the
    select's option to choose, '' for a link."""

    element_id: int
    label: str
    option: str = ""


def _per_page(text: str) -> int:
    """The rows an option or link shows: its number, 'All' is every row."""
    if text.strip().lower() in {"all", "show all", "view all"}:
        return 10**9
    return int(text) if text.strip().isdigit() else 0


def read_show_more(obs: Observation, shown: int) -> ShowMore | None:
    """The page's way to show more of its list on one page (see ``ShowMore``), or None. A per-page
    choice that shows no more than the ``shown`` rows is none (the per-page links of a list already
    at its largest size are the smaller ones)."""
    for el in obs.elements:
        if el.tag in {"a", "button"} and not el.disabled and _SHOW_ALL_RE.match(" ".join(el.label.split())):
            return ShowMore(el.id, el.label)
    for el in obs.elements:
        names = " ".join(filter(None, [el.label, el.name, el.dom_id]))
        if el.tag != "select" or el.disabled or not _PER_PAGE_RE.search(names):
            continue
        sizes = [(_per_page(o.text), o) for o in el.options if _per_page(o.text)]
        if len(sizes) < 2:
            continue
        size, option = max(sizes, key=lambda so: so[0])
        chosen = next((s for s, o in sizes if o.selected or (el.value and o.value == el.value)), 0)
        if size > max(chosen, shown):
            return ShowMore(el.id, el.label, option.text)
    links = [
        (int(m.group(1)), el)
        for el in obs.elements
        if el.tag == "a"
        and el.href
        and (m := _PER_PAGE_HREF_RE.search(el.href))
        and el.label.strip().isdigit()
    ]
    if len(links) >= 2:
        size, el = max(links, key=lambda se: se[0])
        if size > shown:
            return ShowMore(el.id, el.label)
    return None
