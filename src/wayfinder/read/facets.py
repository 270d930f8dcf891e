"""Facets and filters (pure): the values a listing can be narrowed by, with their counts.

A facet value is a control whose name is a value and, often, a count: a checkbox "Sony (12)", a
link "Laptops 34", a link of a filter panel that reopens the same list with a query parameter
("Japan" -> "?country=Japan", with no count), a radio, or an option of a select labelled like a
filter (brand, category, price). ``read_facets(obs)`` lists them; ``find_facet(obs, "Sony")`` picks the one naming a value.
A blog's category or a tracker's project is a link to its own page ('/category/gardening/'):
``category_link(obs, "Gardening")`` finds it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qsl, urljoin, urlsplit

from wayfinder.intent.ground import keys
from wayfinder.intent.postmodifiers import tag_of
from wayfinder.intent.text import norm
from wayfinder.observe.models import Element, Observation

_COUNT_RE = re.compile(r"^(?P<name>.*?\S)\s*(?:\((?P<a>[\d,]+)\)|\[(?P<b>[\d,]+)\]|(?P<c>(?<=\s)[\d,]+))\s*$")
_FILTER_SELECT_RE = re.compile(
    r"brand|category|categor|type|make|maker|genre|color|colour|size|status|year|author|department|condition|filter",
    re.I,
)


# a measure's unit written after its number: '16 GB', '1TB', '2.4-GHz', '4K', '1080p', '65 W'
_UNIT_AFTER_RE = re.compile(
    r"\b(\d+(?:\.\d+)?) ?(gb|tb|mb|kb|ghz|mhz|hz|mp|mm|cm|kg|lb|lbs|oz|ml|mah|w|k|p|fps|inch)\b"
)


def measure_key(text: str) -> str:
    """``text`` normalised (``norm``) with each number joined to the unit after it, so that every
    spelling of one measure is the same key: '16GB', '16 GB', '16-gb' -> '16gb'; '2.4 GHz' -> '2.4ghz'.
    Used on both sides of a comparison (a goal's value, a site's filter)."""
    return _UNIT_AFTER_RE.sub(r"\1\2", norm(text))


@dataclass(frozen=True, slots=True)
class Facet:
    name: str  # the value shown: "Sony"
    count: int | None  # the badge: 12
    element_id: int
    kind: str  # checkbox | radio | link | option
    selected: bool = False
    group: str = ""  # the select's label for options ("Brand")
    coded: str = ""  # the value a filter link sets in the address ('out' for 'On loan' -> '?status=out')


def _split_count(text: str) -> tuple[str, int | None]:
    match = _COUNT_RE.match(" ".join(text.split()))
    if match is None:
        return text.strip(), None
    count = match.group("a") or match.group("b") or match.group("c")
    return match.group("name").strip(" :-"), int(count.replace(",", ""))


_ALL_RE = re.compile(r"^(?:all|any|any\s+\w+|clear|reset|show\s+(?:all|counts)|hide\s+counts)$", re.I)


def _filter_link(el: Element, page_url: str) -> bool:
    """A link in a side or navigation panel that reopens this same list with other query parameters
    ('?country__exact=Japan', '?status=overdue', '?category=mice'): a filter value, counted or not.
    Links in the table itself (column sorts) and to other pages are not."""
    return bool(_added_filters(el, page_url))


def _added_filters(el: Element, page_url: str) -> list[tuple[str, str]]:
    """The filter parameters a side panel's link adds to this same list's address (see ``_filter_link``)."""
    if el.zone not in {"aside", "nav"} or el.grid_index is not None or not el.href:
        return []
    here, there = urlsplit(page_url), urlsplit(urljoin(page_url, el.href))
    if (there.netloc and there.netloc != here.netloc) or there.path.rstrip("/") != here.path.rstrip("/"):
        return []
    added = set(parse_qsl(there.query)) - set(parse_qsl(here.query))
    return sorted((key, value) for key, value in added if key not in LIST_VIEW_KEYS)


# Query keys that order, page or size a list, never filter it ('?o=-1' Django's admin, '?sort=priority'
# Redmine, '?orderby=title&order=asc' WordPress, '?page=2', '?per_page=50'): a link that changes only them
# shows the same list again (the planner's ``moves._reorders`` reads them too).
LIST_VIEW_KEYS = frozenset(
    {"p", "page", "o", "sort", "sort_by", "sortby", "order", "orderby", "ordering", "dir", "direction"}
    | {"_facets", "per_page", "limit", "offset"}
)


def _facet_zone(el: Element) -> bool:
    return el.zone in {"aside", "nav", "main"} and not el.fixed


# Selects that order, page or localize a list, or set a quantity: not filters of what it shows
_NOT_FILTER_RE = re.compile(
    r"sort|order|per[\s_-]*page|page[\s_-]*size|results|show|display|view|language|locale|currency|qty|quantity|limit"
    r"|action|bulk|operation|with\s+selected",
    re.I,
)


def _filter_select(el: Element) -> bool:
    """A select that narrows a list: named like a filter, or any select of a form that does not order,
    page or localize ('Format' in a catalogue's advanced search)."""
    names = " ".join(filter(None, [el.label, el.name, el.dom_id]))
    if _FILTER_SELECT_RE.search(names):
        return True
    return el.form is not None and bool(names) and not _NOT_FILTER_RE.search(names)


def read_facets(obs: Observation) -> list[Facet]:
    """Filter values the page offers: checkboxes/radios, counted links, options of filter selects."""
    out: list[Facet] = []
    for el in obs.elements:
        itype = (el.input_type or "").lower()
        role = (el.role or "").lower()
        if itype in {"checkbox", "radio"} or role in {"checkbox", "radio"}:
            name, count = _split_count(el.label)
            if name:
                checked = bool(el.aria.checked)
                out.append(
                    Facet(name, count, el.id, "radio" if "radio" in (itype, role) else "checkbox", checked)
                )
        elif el.tag == "a" and _facet_zone(el):
            name, count = _split_count(el.label)
            if not name or name.isdigit() or _ALL_RE.match(name):
                continue
            added = _added_filters(el, obs.url)
            if count is not None or added:
                coded = added[0][1] if len(added) == 1 else ""
                out.append(Facet(name, count, el.id, "link", bool(el.aria.selected), coded=coded))
        elif el.tag == "select" and _filter_select(el):
            for opt in el.options:
                name, count = _split_count(opt.text)
                if name and not re.match(r"^(?:all|any|--|select|choose)\b", name, re.I):
                    out.append(Facet(name, count, el.id, "option", opt.selected, el.label or el.name or ""))
    return out


_NEGATION = frozenset({"not", "no", "never", "without", "except", "excluding", "non", "unreturned"})


def find_facet(obs: Observation, value: str) -> Facet | None:
    """The facet naming ``value`` (same words, ignoring case and punctuation), or None."""
    want = measure_key(value)  # a measure however spelt: '16GB' is the filter '16 GB'
    if not want:
        return None
    facets = read_facets(obs)
    exact = [f for f in facets if measure_key(f.name) == want]
    if exact:
        return exact[0]
    words = want.split()
    if _NEGATION.intersection(words):  # 'not yet returned' is never the facet 'Returned'
        return None
    short = [f for f in facets if len(norm(f.name).split()) <= 4]  # not a row's 'Select this object - ...'
    loose = [
        f
        for f in short
        if want in measure_key(f.name).split() or (len(words) <= 2 and measure_key(f.name) in words)
    ]
    if loose:
        return loose[0]
    # the value the filter sets in the address, when no label says it: 'out' is '?status=out', shown
    # as 'On loan' - a word only, never a number (an id such as '?genre__id__exact=1' means nothing)
    coded = [f for f in facets if f.coded and want.isalpha() and norm(f.coded) == want]
    return coded[0] if len(coded) == 1 else None


_EVERY_RE = re.compile(r"^(?:all|any|every(?:thing)?|all\s+\w+|any\s+\w+|\*)$", re.I)


@dataclass(frozen=True, slots=True)
class SetFilter:
    """A filter select of the list set to a value (``value``) that offers every value too (``every``):
    an issue list's 'Status: open' by default, a store's 'Brand: Sony' left from before."""

    element_id: int
    group: str
    value: str
    every: str


def set_filters(obs: Observation) -> list[SetFilter]:
    """The list's filter selects set to one value while they offer 'any'/'all' (see ``SetFilter``)."""
    out: list[SetFilter] = []
    for el in obs.elements:
        if el.tag != "select" or el.disabled or not _filter_select(el):
            continue
        chosen = next((o.text.strip() for o in el.options if o.selected), "")
        every = next((o.text.strip() for o in el.options if _EVERY_RE.match(o.text.strip())), "")
        if chosen and every and not _EVERY_RE.match(chosen) and not chosen.startswith("-"):
            out.append(SetFilter(el.id, el.label or el.name or "", chosen, every))
    return out


# what an address carries that chooses no rows: its page, its order
_NO_ROWS_PARAMS = frozenset(
    {"p", "page", "paged", "o", "order", "orderby", "sort", "per_page", "_changelist_filters"}
)


@dataclass(frozen=True, slots=True)
class ChosenView:
    """The list as it is shown is a narrowed view of it: a link of the page shows every row ('All (22)',
    'All', 'Any') at the page's own address less what narrows it. WordPress' views opened on 'Drafts (2)'
    (``?post_status=draft``, its 'All (22)' at ``edit.php``), Django admin's filter kept in the address
    (``?status__exact=closed``, its 'All' at ``?``). ``value`` is the view's own link ('Drafts', its count
    aside) when the page has one at its address, else the values the address narrows by."""

    value: str
    every_id: int
    every: str


def _params(href: str, base: str) -> tuple[str, set[tuple[str, str]]]:
    parts = urlsplit(urljoin(base, href))
    return parts.path, set(parse_qsl(parts.query, keep_blank_values=False))


def _page_path(path: str) -> str:
    """A path as a page: '/docs/install/index.html' and '/docs/install/' are one page."""
    path = path.removesuffix("index.html").removesuffix("index.php")
    return path.rstrip("/") or "/"


def leads_here(href: str | None, url: str) -> bool:
    """The link opens the page it is on: its address resolves to the page's own ('./', '.', the wiki's
    nav entry for this page, 'index.html' or a trailing slash aside), or only repeats query parameters the
    page's address already has (Django admin's filter '?language__exact=de' on the list filtered so, the
    WordPress view 'Drafts' on ``?post_status=draft``). A link that drops what narrows the page ('All')
    or adds to it, a link into the page ('#usage') and one to another host lead elsewhere."""
    if not href or "#" in href or href.lower().startswith(("javascript:", "mailto:", "tel:")):
        return False
    here, there = urlsplit(url), urlsplit(urljoin(url, href))
    if (there.scheme, there.netloc) != (here.scheme, here.netloc):
        return False
    if _page_path(there.path) != _page_path(here.path):
        return False
    asked = urlsplit(href).query if "?" in href else there.query  # '?' alone asks for no query at all
    page, link = set(parse_qsl(here.query)), set(parse_qsl(asked))
    dropped = {(k, v) for k, v in page - link if k.lower() not in _NO_ROWS_PARAMS}
    return not link - page and not dropped


def chosen_views(obs: Observation) -> list[ChosenView]:
    """The narrowed views the page is (see ``ChosenView``): one per 'every rows' link found."""
    path, here = _params(obs.url, obs.url)
    if not here:
        return []
    links = [el for el in obs.elements if el.tag == "a" and el.href and not el.disabled]
    # the view's own link is at the page's address; a link into the page ('Skip to main content') is not
    own = [
        el for el in links if "#" not in (el.href or "") and _params(el.href or "", obs.url) == (path, here)
    ]
    out: list[ChosenView] = []
    for el in links:
        name, _count = _split_count(" ".join(el.label.split()))
        if not _EVERY_RE.match(name) or el.grid_index is not None:
            continue
        there, kept = _params(el.href or "", obs.url)
        dropped = {(k, v) for k, v in here - kept if k.lower() not in _NO_ROWS_PARAMS}
        if there != path or not kept < here or not dropped or kept - here:
            continue
        mine = [_split_count(" ".join(o.label.split()))[0] for o in own if o.id != el.id]
        value = next((m for m in mine if m and not _EVERY_RE.match(m)), "")
        out.append(ChosenView(value or ", ".join(v for _k, v in sorted(dropped)), el.id, el.label))
    return out


def _site_link(el: Element, page_url: str) -> bool:
    """A link to a page of this site whose path names a section, not a dated entry or a number
    ('/category/gardening/', '/projects/billing', not '/2026/05/a-post/' or '/record/42')."""
    if el.tag != "a" or not el.href or el.zone not in {"aside", "nav", "main"} or el.grid_index is not None:
        return False  # a link inside a table is a row or a column's sort, not a category
    here, there = urlsplit(page_url), urlsplit(urljoin(page_url, el.href))
    if there.netloc and there.netloc != here.netloc:
        return False
    parts = [p for p in there.path.split("/") if p]
    return bool(parts) and not any(ch.isdigit() for ch in "".join(parts))


# 'tagged vegetarian', 'labelled bug', 'with the tag soup', 'in the budget tag': the value is a tag or label
# (read by the goal reader's one grammar of tags, ``intent.postmodifiers.tag_of``), and the link that is it
# says so in its address ('/tag/vegetarian/', '?label_name=bug', 'q=label:bug') - WordPress and Discourse
# tags, GitHub's and GitLab's labels
_TAG_ADDRESS_RE = re.compile(r"(?:^|[/?&=_:\[])(?:tags?|labels?)(?:$|[/=_:\[\]])", re.I)


def tag_value(value: str) -> str | None:
    """The tag or label a value names ('tagged vegetarian' -> 'vegetarian'), or None when it names none."""
    found = tag_of(value)
    return found[1] if found else None


def category_link(obs: Observation, value: str) -> Facet | None:
    """The link of the site's own category, tag, section or project that ``value`` names word for word
    ('Gardening' -> '/category/gardening/', 'Billing Service' -> '/projects/billing'), matched with the
    one grounding primitive (``intent.ground``): every word of one is a word of the other. A link of the
    side or navigation panel comes first; pagers and dated entries are not categories. A value said as
    a tag ('tagged vegetarian', ``tag_value``) is a link whose address is a tag's or a label's."""
    tag = tag_value(value)
    want = keys(tag if tag is not None else value)
    if not want:
        return None
    found = [
        el
        for el in obs.elements
        if _site_link(el, obs.url)
        and keys(el.label)
        and set(keys(el.label)) == set(want)
        and not el.disabled
        and (
            tag is None
            or _TAG_ADDRESS_RE.search(urlsplit(el.href or "").path + "?" + urlsplit(el.href or "").query)
        )
    ]
    found.sort(key=lambda el: (el.zone not in {"aside", "nav"}, el.id))
    if not found:
        return None
    el = found[0]
    return Facet(el.label.strip(), None, el.id, "link", bool(el.aria.selected))


def tag_count(obs: Observation, tag: str) -> int | None:
    """How many things carry ``tag`` as the site's tag cloud or tag list says it: the count in the tag
    link's own label ('python (12)', 'python [12]', WordPress' and Hugo's clouds) or right after it on
    its line ('python 12', Wiki.js' and Discourse's tag lists with a count badge). None when no link
    is the tag word for word, or no count stands beside it; two links that disagree are None too."""
    want = set(keys(tag))
    if not want:
        return None
    counts: set[int] = set()
    lines = [" ".join(line.split()) for line in obs.text_digest.split("\n")]
    for el in obs.elements:
        if el.tag != "a" or not el.href or el.grid_index is not None:
            continue
        name, count = _split_count(el.label)
        if set(keys(name)) != want:
            continue
        if count is None:
            label = " ".join(el.label.split())
            rests = [line[len(label) :].strip() for line in lines if line.lower().startswith(label.lower())]
            beside = [_split_count(f"{label} {rest}")[1] for rest in rests if rest[:1].isdigit()]
            count = beside[0] if len(set(beside)) == 1 else None
        if count is not None:
            counts.add(count)
    return counts.pop() if len(counts) == 1 else None
