"""Is a compared set complete, and is it the set the goal asked about? (pure, over ledger entries)

A superlative ("the cheapest laptop") is only as good as the listing it was read from. The listing is
a *family* of pages (same path and query, any page number). It counts as complete when every page of
it was seen (a single page without a pager, or pages 1..N with no further Next), or when the site's
own sort in the asked direction was applied and page 1 was seen. It is the asked-for set when it is
about the goal's object (its URL, title or heading names it) and a search query it ran has no words
besides the goal's object and filters (a query that kept filler words matches other things).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import parse_qsl, unquote_plus, urlsplit

from rapidfuzz.distance import OSA  # a swapped pair of letters ("kettel") is one edit

from wayfinder.agent.verify.identity import identifiers
from wayfinder.agent.verify.ledger import FieldValue, PageEntry
from wayfinder.agent.verify.sort_state import sorted_by
from wayfinder.intent.text.lemmas import lemma as stem
from wayfinder.intent.text.reading import ANSWER_STOP as STOP
from wayfinder.intent.text.reading import lemmas as stems
from wayfinder.intent.text.reading import terms as words
from wayfinder.intent.text.words import norm
from wayfinder.read.cells import Cell, typed
from wayfinder.read.facets import tag_value
from wayfinder.read.headers import clean_header
from wayfinder.read.tables import column_index, column_order, column_rows, runs_as, sort_value

Entry = PageEntry

_SORT_WORDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("price", "min"): (
        "price_asc",
        "low to high",
        "lowest price",
        "price ascending",
        "cheapest",
        "price asc",
    ),
    ("price", "max"): ("price_desc", "high to low", "highest price", "price descending", "price desc"),
    ("rating", "max"): ("rating", "rated", "best", "top"),
    ("date", "max"): ("newest", "latest", "recent", "date_desc", "date desc"),
    ("date", "min"): ("oldest", "earliest", "date_asc", "date asc"),
}


@dataclass(frozen=True)
class Completeness:
    complete: bool
    why: str


def families(entries: Sequence[Entry]) -> dict[str, list[Entry]]:
    out: dict[str, list[Entry]] = {}
    for entry in entries:
        out.setdefault(str(entry.family or entry.url), []).append(entry)
    return out


def lists_many(entry: Entry) -> bool:
    """The page lists several things, so a superlative may be read from it: a listing, a grid or a
    search's results, a stated total, a pager, a table of two data rows or more, or two titled entries
    or more. A page showing one record and nothing listed (a product's, a book's, a post's own page) is
    no "listing of one page": any record's page would back "the shortest book" with its own number."""
    if entry.page_type in ("listing", "grid", "search") or entry.query or entry.total is not None:
        return True
    if entry.pages > 1 or entry.has_next or len(entry.listed) >= 2:
        return True
    return len(entry.rows) >= 3 or (entry.table_rows or 0) >= 2  # a header row and two data rows


def sort_matches(sort: str | None, attribute: str, direction: str) -> bool:
    """The listing's sort is the asked order: a sort word of the attribute ('price_asc', 'newest'), or
    the attribute's own column sorted the asked way (``sort_state.sorted_by``)."""
    if not sort:
        return False
    if sorted_by(sort, attribute, direction):
        return True
    text = sort.lower()
    return any(word in text for word in _SORT_WORDS.get((attribute, direction), ()))


def completeness(family: Sequence[Entry], attribute: str, direction: str) -> Completeness:
    """Whether the family's pages cover the whole listing (see the module docstring)."""
    seen = sorted({e.page for e in family})
    pages = max([e.pages for e in family] + [0])
    last = max(seen)
    more = any(e.has_next and e.page == last for e in family)
    if pages <= 1 and not more:
        return Completeness(True, "the listing has one page")
    if pages and all(n in seen for n in range(1, pages + 1)) and not more:
        return Completeness(True, f"all {pages} pages of the listing were seen")
    if 1 in seen and any(sort_matches(e.sort, attribute, direction) for e in family if e.page == 1):
        sort = next(e.sort for e in family if sort_matches(e.sort, attribute, direction))
        return Completeness(True, f"the listing was sorted ({sort}) and its first page seen")
    ordered = _by_own_order(family, attribute, direction, seen, pages, more)
    if ordered is not None:
        return ordered
    shown = ", ".join(map(str, seen))
    total = f"{pages} pages" if pages else "more pages"
    return Completeness(False, f"the listing shows {total}; only page {shown} was seen")


def _column(entry: Entry, attribute: str) -> list[tuple[Sequence[str], Cell]]:
    """The page's rows with their cell of the attribute's column (dates, numbers; prices and counts
    are checked elsewhere)."""
    if attribute in {"", "price", "count"}:
        return []
    return column_rows(entry.rows, attribute) or _sorted_header_rows(entry.rows, attribute)


_RANK_RE = re.compile(r"^\d\s+(?=[^\W\d])")  # a multi-column sort's rank before a name ('1 Pages')


def _sorted_header_rows(rows: Sequence[Sequence[str]], attribute: str) -> list[tuple[Sequence[str], Cell]]:
    """The rows under a header that ``read.tables.column_rows`` does not take for one: a sorted table's
    header, whose names carry the sort's rank ('1 Pages', '2 Title') beside an unnamed checkbox column."""
    for at, row in enumerate(rows):
        names = tuple(_RANK_RE.sub("", clean_header(c)) for c in row)
        named = [n for n in names if n]
        if len(named) < 2 or any(typed(n).value is not None or len(n) > 40 for n in named):
            continue
        index = column_index(names, attribute)
        if index is not None and names[index]:
            return [(r, typed(r[index])) for r in rows[at + 1 :] if len(r) == len(row)]
    return []


def _by_own_order(
    family: Sequence[Entry], attribute: str, direction: str, seen: list[int], pages: int, more: bool
) -> Completeness | None:
    """A listing the site did not sort for us, whose rows run one way by the attribute's column (a
    records list newest first): its first page was seen and showed that order over three values or
    more, every page seen keeps it (across pages too), and the end the best is at was seen - page 1
    when the best comes first, the last page when it comes last. None otherwise."""
    by_page = {e.page: [c for _row, c in _column(e, attribute)] for e in sorted(family, key=lambda e: e.page)}
    order = column_order(by_page.get(1, []))
    if order is None or not runs_as([c for page in sorted(by_page) for c in by_page[page]], order):
        return None
    word = "newest/highest" if order == "desc" else "oldest/lowest"
    if (order == "desc") == (direction == "max"):
        return Completeness(True, f"the listing runs {word} first by its own {attribute} and page 1 was seen")
    if pages and pages in seen and not more:
        return Completeness(
            True, f"the listing runs {word} first by its own {attribute} and its last page was seen"
        )
    return None


def extreme_row_problem(family: Sequence[Entry], attribute: str, direction: str, shown: str) -> str | None:
    """Why the answer is not the best row by the attribute's column on the pages seen ('another row's
    value'), or None when it is, or when no row seen names the answer (nothing to tell it by)."""
    best: float | str | None = None
    named_values: list[float | str] = []
    for entry in family:
        for row, cell in _column(entry, attribute) + _listed_days(entry, attribute):
            value = sort_value(cell)
            if value is None:
                continue
            if best is None or (value > best if direction == "max" else value < best):  # type: ignore[operator]
                best = value
            if _row_names(row, shown):
                named_values.append(value)
    if best is None or not named_values or best in named_values:
        return None
    way = "highest" if direction == "max" else "lowest"
    return f"{shown!r} is not in the row with the {way} {attribute} of the listing"


def names_a_row(family: Sequence[Entry], shown: str) -> bool:
    """A row of the family's pages names the answer (its text, its codes, its name or its date)."""
    return any(_row_names(row, shown) for entry in family for row in entry.rows)


def _listed_days(entry: Entry, attribute: str) -> list[tuple[Sequence[str], Cell]]:
    """The titled entries the page lists outside a table, each with the day its block writes, as rows
    of a date column ('the newest post' of an archive)."""
    if attribute != "date":
        return []
    return [((title, day), typed(day)) for title, day in entry.listed if day]


def _row_names(row: Sequence[str], shown: str) -> bool:
    """A row names the answer: its text, every code of it, or its date."""
    text = " ".join(row).lower()
    codes = identifiers(shown)
    if shown.lower() in text or (codes and all(c.lower() in text for c in codes)):
        return True
    # the row's name: its first cell that says something (a checkbox column's cell is empty)
    name = next((norm(c) for c in row if norm(c)), "")
    if len(name) >= 4 and any(c.isalpha() for c in name) and f" {name} " in f" {norm(shown)} ":
        return True  # a sentence that names the row's item ('It is Saving Tomato Seeds.')
    return any(typed(c).date == shown for c in row)


def named(word: str, have: set[str]) -> bool:
    """The stem is among ``have``, or a longer word is one edit away from one with the same first letter
    (people misspell: "camra" names "cameras"; "mouse" does not name "house")."""
    if word in have:
        return True
    if len(word) < 5:
        return False
    return any(w[:1] == word[:1] and len(w) >= 5 and OSA.distance(word, w, score_cutoff=1) <= 1 for w in have)


def mentions(word: str, have: set[str]) -> bool:
    """The page's words (``have``: lower-case terms or their stems) mention ``word``: it is named there
    (``named``), or a longer identifier of the page begins with it and goes on after a '_' or a '.' -
    a docs page that writes ``WAYFINDER_SECRET_NAME`` or ``WAYFINDER_SECRET_<NAME>`` mentions
    WAYFINDER_SECRET, one that writes ``loop_stuck.max_steps`` mentions loop_stuck. 'secrets' does
    not mention 'secret_' (the sought word's end is the identifier's own), nor 'config' 'configure'."""
    word = word.lower()
    return named(word, have) or any(
        len(w) > len(word) + 1 and w.startswith(word) and w[len(word)] in "_." for w in have
    )


def about_object(entry: Entry, obj: str) -> bool:
    """The page's URL, title or headings name the object's head noun (its last content word:
    "4K monitor" -> monitor, "pair of headphones" -> headphones; plural aside)."""
    wanted = [stem(w) for w in words(obj) if w not in STOP]
    wanted = (
        [w for w in wanted if w not in _GENERIC_NOUNS]
        if wanted[-1:] and wanted[-1] in _GENERIC_NOUNS
        else wanted
    )
    if not wanted:  # 'records', 'Nguyen document': a generic noun is named by what narrows it
        return True
    url = re.sub(r"[^A-Za-z0-9]+", " ", unquote_plus(entry.url))
    where = [url, entry.title, *entry.headings]
    return named(wanted[-1], stems(" ".join(where)))


def query_is_clean(query: str | None, allowed: str) -> bool:
    """A search query has no words besides the allowed ones (object, filters, values of the goal)."""
    if not query:
        return True
    ok = stems(allowed)
    return all(stem(w) in ok for w in words(query))


def scope_problem(entry: Entry, obj: str, allowed: str) -> str | None:
    """Why the page's listing is not the set asked for, or None when it is."""
    query = entry.query
    if not query_is_clean(query, allowed):
        return f"it lists the results for {query!r}, not for {obj!r}"
    if obj and not about_object(entry, obj) and not query:
        return f"it is not a listing of {obj}"
    return None


def within(amount: float, op: str, bound: float) -> bool:
    return {
        "lt": amount < bound,
        "le": amount <= bound,
        "gt": amount > bound,
        "ge": amount >= bound,
        "eq": abs(amount - bound) < 0.005,
    }.get(op, True)


# nouns that name no particular set ("how many products come up for X"): any listing is about them -
# a site's own records as people call them: a shop's products, a blog's or a news site's posts and
# articles (a category's or a tag's archive lists posts without ever saying "posts")
_GENERIC_NOUNS = frozenset(
    {
        "product",
        "result",
        "item",
        "record",
        "document",
        "entry",
        "match",
        "hit",
        "thing",
        "one",
        "post",
        "article",
    }
)
_NUMBER_RE = re.compile(r"\d+(?:\.\d+)?")


def _where(entry: Entry, *, headings: bool = True) -> str:
    """What names the set a page lists: its URL's path and query (decoded), title, headings and the
    filter choices its address applied (``applied_choices``)."""
    parts = urlsplit(entry.url)
    url = re.sub(r"[^A-Za-z0-9.]+", " ", unquote_plus(f"{parts.path} {parts.query}"))
    return " ".join([url, entry.title, *(entry.headings if headings else ()), *applied_choices(entry)])


def listing_names(entry: Entry, word: str) -> bool:
    """The listing's address, title, headings or applied filter choices name the word (any form)."""
    return stem(word) in stems(_where(entry))


def name_parts(name: str) -> set[str]:
    """The parts of a field's or parameter's name that say what it is ('v[tracker_id][]' -> tracker_id)."""
    return {p for p in re.split(r"[\[\]]+", name.lower()) if len(p) > 1}


# a filter's operators that keep every row, or only join it to its values ('is' then 'New')
_JOINING = frozenset({"any", "all", "*", "is", "is not", "equals", "contains", "none"})


def form_defaults(entry: PageEntry) -> list[str]:
    """The filters the page's form shows applied that its address does not carry (a tracker's list as it
    opens: 'Status' ticked, its operator 'open'): each ticked box's operator menu, or its values' menu
    when the operator only joins them ('is' then 'New'); an operator that keeps every row ('any')
    narrows nothing."""
    carried = {part for key, _v in parse_qsl(urlsplit(entry.url).query) for part in name_parts(key)}
    fields = list(entry.fields)
    out: list[str] = []
    for at, box in enumerate(fields):
        if box.kind != "checkbox" or box.value != "checked" or not norm(box.label):
            continue
        name = norm(box.label).replace(" ", "_")
        menus = [f for f in fields[at + 1 : at + 3] if f.kind == "select" and _own_menu(f, name)]
        if not menus or any(part in carried for f in menus for part in name_parts(f.key)):
            continue
        said = next((norm(f.value) for f in menus if norm(f.value) and norm(f.value) not in _JOINING), "")
        if said and norm(menus[0].value) not in ("any", "all", "*"):
            out.append(said)
    return out


def _own_menu(menu: FieldValue, name: str) -> bool:
    """The menu is the box's own: a part of its name begins with the box's label ('op[status_id]')."""
    return any(part.startswith(name) for part in name_parts(menu.key))


def applied_choices(entry: Entry, *, links: bool = True) -> list[str]:
    """The chosen options of the page's filter menus that its address carries: a menu whose name shares
    a part with a parameter of the address ('v[tracker_id][]' and ``tracker_id``, ``category`` and
    ``category``) holding the option's own value or its text ('Bug' as ``tracker_id=1``, 'Monitors' as
    ``category=monitors``). A menu the address does not carry may be a form's default, not the list's
    filter - unless a ticked filter box stands before it (``form_defaults``). A filter menu of links marks its choice by a link to the listing as it is
    (``PageEntry.chosen``; left out with ``links=False``)."""
    params = [(name_parts(k), v.strip().lower()) for k, v in parse_qsl(urlsplit(entry.url).query)]
    out: list[str] = []
    for field in entry.fields:
        if field.kind != "select" or not field.value.strip():
            continue
        own = name_parts(field.key)
        values = {field.code.strip().lower(), field.value.strip().lower()} - {""}
        if any(own & parts and value in values for parts, value in params):
            out.append(field.value)
    out += form_defaults(entry)
    return out + list(entry.chosen) if links else out


def bound_applied(entry: Entry, attribute: str, value: float) -> bool:
    """The page's URL, title or headings carry the bound's number (``?max_price=60``, "Under $60")."""
    numbers = [float(n) for n in _NUMBER_RE.findall(_where(entry).replace(",", ""))]
    return any(abs(n - value) < 0.005 for n in numbers)


def records_in_other_words(entry: Entry, head: Sequence[str]) -> bool:
    """'crime novels' on the books listing narrowed to the genre Crime, 'feature requests' on the issues
    listing of the Feature tracker: the words before the head noun (stems) name the filter choices the
    listing applied (``applied_choices``), and the page calls nothing by the head noun - so the noun is
    the listing's own records in other words. A head noun the page uses (a column 'Author', a link
    'Loans') names another kind of thing than the rows, and is not taken for them."""
    kinds, noun = list(head[:-1]), head[-1:]
    if not kinds or not noun:
        return False
    chosen = stems(" ".join(applied_choices(entry)))
    return all(k in chosen for k in kinds) and not named(noun[0], stems(entry.text))


def count_scope_problem(
    entry: Entry, obj: str, filters: Sequence[str], bounds: Sequence[tuple[str, str, float]]
) -> str | None:
    """Why a count read on this listing page is not the count of the set asked for, or None.

    A listing counts the asked set when it is about the object's head noun (a generic noun such as
    "products" is any listing), names every filter value ("Sony") in its URL, title, headings or search
    query, and carries every bound's number ("under $60": ``?max_price=60``).
    """
    where = _where(entry)
    head = [stem(w) for w in words(obj) if w not in STOP]
    # a search's results are named by what was searched and where, not by the page's other headings (a
    # blog's sidebar 'Recent Comments' beside the results for a post's title lists no comments)
    about = _where(entry, headings=False) if entry.query else where
    if (
        head
        and head[-1] not in _GENERIC_NOUNS
        and not named(head[-1], stems(about))
        and not records_in_other_words(entry, head)
    ):
        query = entry.query
        listed = f"the results for {query!r}" if query else "another listing"
        return f"it counts {listed}, not {obj}"
    have = stems(where)
    for wanted in filters:
        # 'member RL10025': the code names the member; the kind of record before it need not be shown
        needed = [w for w in words(" ".join(identifiers(wanted)))] or words(wanted)
        tag = tag_value(wanted)
        if tag is not None:
            # 'tagged vegetarian': a tag's (or a label's) own listing, named by the tag alone
            needed = [*words(tag), "label" if "label" in have else "tag"]
        # a value of function words only ('out' for the loans not yet returned) is its own content
        needed = [w for w in needed if w not in STOP] or needed
        missing = [w for w in needed if stem(w) not in have]
        if missing:
            return f"that listing is not narrowed to {wanted!r}"
    for attribute, op, bound in bounds:
        if not bound_applied(entry, attribute, bound):
            said = {"lt": "under", "le": "at most", "gt": "over", "ge": "at least"}.get(op, op)
            return f"that listing is not narrowed to {attribute} {said} {bound:g}"
    return None
