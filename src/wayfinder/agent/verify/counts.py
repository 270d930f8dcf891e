"""Is a count the count of the set asked? (pure, over ledger entries)

"How many Sony headphones" is not answered by the number of results for "Sony", nor "how many keyboards
under $60" by the number of all keyboards. A count is backed when a page that shows it is a listing of
the set asked (about the object, narrowed to every filter and bound: ``listing.count_scope_problem``), a
page that is no listing names the object and every filter, or the count is the number of prices within
the goal's bounds on every page of a listing of the object.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from urllib.parse import parse_qsl, unquote_plus, urlsplit

from wayfinder.agent.verify.evidence import LINE_CHARS, LINES_CHARS, PAGE_PARAMS, SORT_PARAMS
from wayfinder.agent.verify.frame import FrameLike, object_of, places_of
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import (
    about_object,
    completeness,
    count_scope_problem,
    families,
    listing_names,
    within,
)
from wayfinder.agent.verify.result import UNVERIFIED_ANSWER, Verification, fail
from wayfinder.agent.verify.unasked import unasked_narrowing
from wayfinder.agent.verify.windows import said_of, window_of, window_problem
from wayfinder.intent.text.reading import amounts_in as numbers_in
from wayfinder.intent.text.reading import contains_words, content_words, money_in
from wayfinder.read.prose import sentences
from wayfinder.read.totals import noun_total

Entry = PageEntry


def _shows(entry: Entry, value: float) -> bool:
    return any(abs(n - value) < 0.005 for n in numbers_in(entry.text))


def is_listing(entry: Entry) -> bool:
    return entry.page_type in ("listing", "grid") or bool(entry.query) or entry.total is not None


def count_scope(
    frame: FrameLike, ledger: Sequence[Entry], pages: Sequence[Entry], value: float
) -> Verification | None:
    """None when a page that shows the count is about the set asked (listing.count_scope_problem; a page
    that is no listing must name the object and every filter), or when the count is the number of prices
    within the goal's bounds on a complete listing of the object; else why not."""
    obj = object_of(frame)
    # the place asked ('in Billing Service') narrows the set like a filter: the whole tracker's count
    # is not the project's (a listing named by the place: its address, title or headings)
    filters = _filter_values(frame) + _names_before_noun(obj) + [_place_name(p) for p in places_of(frame)]
    bounds = [(b.attribute, b.op, b.value) for step in frame.steps for b in step.bounds]
    problems: list[str] = []
    searched = [s.object for s in frame.steps if s.verb == "search" and content_words(s.object or "")]
    if searched:
        # 'how many products come up when I search for X': the count of the results of that search, read
        # on a page that is them (its address carries the search, or its title or headings name it)
        pages = [e for e in pages if all(_results_of(e, term) for term in searched)]
        if not pages:
            return fail(
                "answer",
                UNVERIFIED_ANSWER,
                f"'{value:g}' was not read on the results of the search for {searched[0]!r}",
                f"the results of the search for {searched[0]}",
            )
    for entry in pages:
        said = entry.total if entry.total is not None else counted_line(entry, obj)
        if not is_listing(entry):
            # 'how many members joined this year' on a page that is no listing: a line that names the window
            window = window_of(frame)
            if window is not None and window.relative and not said_of(entry.text, window):
                problems.append(f"that page does not say {window.relative!r}")
                continue
            unlisted = _unlisted_problem(entry, said, obj, filters, bounds, value)
            if unlisted is None:
                return None
            problems.extend(unlisted[:1])
            continue
        problem = (
            count_scope_problem(entry, obj, filters, bounds)
            or window_problem(entry, window_of(frame))
            or unasked_narrowing(entry, ledger, frame.text, filters)
        )
        if problem is None and said is not None and abs(said - value) >= 0.5:
            # the listing of the set states its own total ('40 results', '4 products'): another number
            # shown on it ('16 GB', a rating's '5.0') is not the count
            problem = f"that listing states {said:g} {obj or 'results'}, not {value:g}"
        if problem is None and entry.total is None:
            problem = _only_in_rows(entry, value) or _listed_problem(entry, ledger, value, obj)
        if problem is None:
            problem = _narrowed_elsewhere(entry, obj, ledger, value)
        if problem is None:
            return None
        problems.append(problem)
    if counted_within(frame, ledger, value):
        return None
    what = obj or "the items asked"
    why = problems[0] if problems else "no page showing it names them"
    return fail(
        "answer",
        UNVERIFIED_ANSWER,
        f"'{value:g}' was not read as the number of {what}: {why}",
        f"a listing of only the {what} asked",
    )


def _unlisted_problem(
    entry: Entry,
    said: float | None,
    obj: str,
    filters: Sequence[str],
    bounds: Sequence[tuple[str, str, float]],
    value: float,
) -> list[str] | None:
    """None when a page that is no listing backs the count (it names the object and every filter, and
    says the count, or the set is a whole site's and the number is not refused by its menu); else why
    not (an empty list when there is nothing to say)."""
    named = all(contains_words(entry.text, phrase) for phrase in [obj, *filters] if content_words(phrase))
    if said is not None and abs(said - value) >= 0.5:
        return [f"that page states {said:g} {obj or 'results'}, not {value:g}"]
    # a narrowed set ('JBL headphones') is counted in a line that names it; a whole site's things
    # ('how many pages does the site have') may be counted from its menus, said nowhere
    narrowed = bool(filters) or len(content_words(obj)) > 1
    menu = not narrowed and _menu_count(entry, obj, value)
    # a site's pages with no menu to count are left to its lines; other things are counted in a sentence
    # that names them (``_said_of``), never by any number of the page
    pages = any(w.strip(".,?") in _PAGE_NOUNS for w in obj.lower().split()[-1:])
    told = (
        said is not None
        or menu is True
        or (menu is None and pages)
        or _said_of(entry, value, [obj, *filters])
    )
    if named and told and all(_shows(entry, bound) for _attribute, _op, bound in bounds):
        return None
    if menu is False and not told:
        return [f"the site's menu on {entry.url} links {len(entry.menu_pages)} pages"]
    return []


def asked_filters(frame: FrameLike) -> list[str]:
    """What narrows the set counted: the goal's filter values and the names before the object's noun."""
    return _filter_values(frame) + _names_before_noun(object_of(frame))


def _filter_values(frame: FrameLike) -> list[str]:
    """The goal's filter values; a tag or label keeps its kind ('tagged vegetarian'), so that only a
    tag's own listing is narrowed to it (``listing.count_scope_problem``)."""
    return [
        f"tagged {f.value}" if f.name in ("tag", "label") else f.value
        for step in frame.steps
        for f in step.filters
        if f.value
    ]


def _place_name(place: str) -> str:
    """The words that name a place, without the head noun that says its kind when other words name it
    ('red lentil soup' of 'the red lentil soup recipe' - the post is 'Red Lentil Soup for Cold
    Evenings'; 'tide tables for june' of '... thread'; 'Billing' of 'Billing Service'): the page need
    not say what kind of thing the place is, as the kind before a code ('member RL10025')."""
    kept = content_words(place)
    return " ".join(kept[:-1] if len(kept) >= 2 else kept)


def _results_of(entry: Entry, term: str) -> bool:
    """The page is the results of the search for the term: its address carries it (the site's search
    or another field of a form sent by GET), its title or headings name it, or a field of the page
    still holds it (a form posted back shows what was searched)."""
    said = [entry.query or "", unquote_plus(urlsplit(entry.url).query), entry.heads]
    said += [f.value for f in entry.fields]
    return any(contains_words(text, term) for text in said)


def _said_of(entry: Entry, value: float, phrases: Sequence[str]) -> bool:
    """A page that is no listing says the number of the things in a sentence that names them or what
    narrows them ('We stock 4 JBL headphones', 'Bug  5 open'): a number elsewhere on it (a rating's
    '5.0' beside another product, '16 GB') counts nothing asked."""
    heads = [w for phrase in phrases for w in content_words(phrase)[-1:]]
    # one sentence of a line says it: 'Thank you to the 42 volunteers ...' counts them, 'Together we
    # collected 180 kg of litter' beside it in the same paragraph does not
    return any(
        _shows(PageEntry(text=said), value) and any(contains_words(said, w) for w in heads)
        for line in entry.text.splitlines()
        for said in sentences(line)
    )


_PAGE_NOUNS = frozenset({"page", "pages"})


def _menu_count(entry: Entry, obj: str, value: float) -> bool | None:
    """'how many pages does this site have', said in no line: the count is the number of the site's
    pages its menu links to (``PageEntry.menu_pages``, the page itself among them) - True when it is
    (or the page writes it before the noun: '5 pages'), False when the menu links another number; None for things other than pages, or a page with no menu
    (the count is then left to the page's lines)."""
    head = obj.lower().split()[-1:]  # 'pages' is a stop word of answers: the object's own last word
    if not head or head[0].strip(".,?") not in _PAGE_NOUNS or not entry.menu_pages:
        return None
    said = re.compile(rf"(?<![\w.,]){value:g}\s+pages?\b", re.I)  # 'the site has 5 pages'
    return abs(len(entry.menu_pages) - value) < 0.5 or said.search(entry.text) is not None


# what a listing calls its rows in the line that counts them, whatever they are ('4 products', '15 results')
_ROW_NOUNS = ("product", "result", "item", "match")


def counted_line(entry: Entry, obj: str) -> int | None:
    """The count the page states in a line of its own for the object's noun or a listing's word for its
    rows ('4 products' on the JBL headphones, '3 issues'), when every such line says the same number
    (a page that lists categories with their counts states none); None otherwise."""
    head = content_words(obj)[-1:] if obj else []
    said = {
        n
        for noun in (*head, *_ROW_NOUNS)
        for line in entry.notices
        if (n := noun_total(line, noun)) is not None
    }
    return said.pop() if len(said) == 1 else None


_TOTAL_ROW_RE = re.compile(r"\b(?:total|totals|sum|count|overall|all)\b", re.I)


def _only_in_rows(entry: Entry, value: float) -> str | None:
    """Why a count read on a listing of the set asked, which states no total of its own, is not its
    count: the number shows only inside the listing's rows (an id '#13', a date's day) - not in a line
    of its own ('(1-6/6)', '6 issues'), nor as the number of rows of its one table shown whole, nor in a
    row that totals ('Total  6'). None when it is, or when the page's lines may have been cut short."""
    if not entry.rows or sum(len(line) + 1 for line in entry.lines) > LINES_CHARS - LINE_CHARS:
        return None
    if entry.table_rows is not None and abs(entry.table_rows - value) < 0.5:
        return None
    rows = [line for line in entry.lines if "\t" in line]
    said = [line for line in entry.lines if "\t" not in line or _TOTAL_ROW_RE.search(line)]
    if any(_shows(PageEntry(text=line), value) for line in said):
        return None
    if not any(_shows(PageEntry(text=line), value) for line in rows):
        return None  # read elsewhere on the page (a label): not this rule's to judge
    shown = f" (it shows {entry.table_rows} rows)" if entry.table_rows is not None else ""
    return (
        f"'{value:g}' shows on that listing only inside its rows (an id, a date), not as their number{shown}"
    )


def listed_count(entry: Entry, ledger: Sequence[Entry]) -> int | None:
    """How many titled entries the listing of ``entry`` lists over all its pages (``PageEntry.listed``:
    a blog's archive, a news list), when it lists some, states no total, has no table and every page of
    it was seen; else None."""
    if not entry.listed or entry.total is not None or entry.table_rows is not None:
        return None
    family = [e for e in ledger if (e.family or e.url) == (entry.family or entry.url)] or [entry]
    if not completeness(family, "count", "max").complete:
        return None
    pages = {e.page: e for e in family}.values()  # a page seen twice counts once
    return sum(len(e.listed) for e in pages)


def _listed_problem(entry: Entry, ledger: Sequence[Entry], value: float, obj: str) -> str | None:
    """Why a count read on a listing of titled entries that states no total is not their number: the
    listing lists another number of them, and the page does not write the count as a count of its own
    ('12 posts'). None when it lists that many, or when its entries were not read."""
    n = listed_count(entry, ledger)
    if n is None or abs(n - value) < 0.5:
        return None
    stated = stated_count(entry)
    if stated is not None and abs(stated - value) < 0.5:
        return None
    return f"that listing lists {n} {obj or 'entries'}, not {value:g}"


def counted_listed(frame: FrameLike, ledger: Sequence[Entry], value: float) -> bool:
    """The count is the number of titled entries of a whole listing of the set asked (the run counted
    them itself: an archive that states no total)."""
    obj = object_of(frame)
    filters = _filter_values(frame) + _names_before_noun(obj)
    bounds = [(b.attribute, b.op, b.value) for step in frame.steps for b in step.bounds]
    return any(
        n is not None
        and abs(n - value) < 0.5
        and count_scope_problem(e, obj, filters, bounds) is None
        and window_problem(e, window_of(frame)) is None
        for e in ledger
        if is_listing(e) and (n := listed_count(e, ledger)) is not None
    )


COUNT_LINE_RE = re.compile(r"^\s*(\d[\d,]*)\s+[a-z]+\s*$", re.I)  # "40 products", "1 products"


def stated_count(entry: Entry) -> float | None:
    """How many the listing says it shows: its stated total, else a line that is only a count ('12
    products')."""
    if entry.total is not None:
        return float(entry.total)
    line = next((m for line in entry.text.splitlines() if (m := COUNT_LINE_RE.match(line))), None)
    return float(line.group(1).replace(",", "")) if line else None


def _listing_params(url: str) -> tuple[str, set[tuple[str, str]]]:
    """A listing's path and the parameters that choose its rows (not its page or its order)."""
    parts = urlsplit(url)
    skip = PAGE_PARAMS | SORT_PARAMS | {"o"}
    params = {(k, v) for k, v in parse_qsl(parts.query) if k.lower() not in skip and v}
    return parts.path.rstrip("/"), params


def _narrowed_elsewhere(entry: Entry, obj: str, ledger: Sequence[Entry], value: float) -> str | None:
    """'how many science fiction books': a count read on a listing of the object whose address, title
    and headings say nothing of a word that narrows it ('science fiction'), while the run also saw that
    listing narrowed (the same path with more parameters that choose rows) to fewer than the count:
    the count is the whole listing's, not the set asked. None otherwise."""
    words = content_words(obj)[:-1]
    missing = [w for w in words if not w[:1].isupper() and not listing_names(entry, w)]
    if not missing:
        return None
    path, params = _listing_params(entry.url)
    for other in ledger:
        there, more = _listing_params(other.url)
        fewer = stated_count(other)
        if there == path and params < more and fewer is not None and fewer < value:
            return f"it counts the whole listing; the run saw it narrowed to {fewer:g} ({other.url})"
    return None


def _names_before_noun(obj: str) -> list[str]:
    """The names that narrow the object ('Sony' in 'Sony headphones', 'Harry Potter' in 'Harry Potter
    books'): capitalised words before its noun narrow the set as a filter does, whether the reader
    made them a filter or kept them in the object."""
    head = obj.split()[:-1]
    return (
        [" ".join(w for w in head if w[:1].isupper() and w.isalpha())]
        if any(w[:1].isupper() and w.isalpha() for w in head)
        else []
    )


def counted_within(frame: FrameLike, ledger: Sequence[Entry], value: float) -> bool:
    """The goal bounds a price and the count equals the prices within the bounds on every page of a
    listing of the object (the agent counted them itself)."""
    bounds = [(b.attribute, b.op, b.value) for step in frame.steps for b in step.bounds]
    if not any(attribute == "price" for attribute, _op, _bound in bounds):
        return False
    obj = object_of(frame)
    window = window_of(frame)
    listed = [
        e for e in ledger if is_listing(e) and about_object(e, obj) and window_problem(e, window) is None
    ]
    listings = families(listed)
    for family in listings.values():
        if not completeness(family, "count", "max").complete:
            continue
        pages = {e.url: e for e in family}.values()  # a page seen twice counts once
        amounts = [a for e in pages for a in money_in(e.text)]
        for attribute, op, bound in bounds:
            if attribute == "price":
                amounts = [a for a in amounts if within(a, op, bound)]
        if abs(len(amounts) - value) < 0.5:
            return True
    return False
