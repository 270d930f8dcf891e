"""The lists of records a site without a search box offers, and which of them to look in (pure).

An admin index (Django's, and any site built the same way) has no search box of its own: it links to
one list per kind of record ('Authors', 'Books', 'Loans'), each with its own search. A person opens the
list of the kind the goal names; when the goal names no kind, the list whose columns hold what is asked
('ISBN' is a column of the books), opening the lists in turn. A list is a link with a short plural
label whose address is a sibling of another such link ('/admin/catalog/book/', '/admin/catalog/author/');
the largest family of them first (an app's own records, before a framework's users and groups), page
order within it.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from wayfinder.intent.text.lemmas import lemma
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind
from wayfinder.read.attributes import attribute_names
from wayfinder.read.tables import column_index, read_tables

MAX_LIST_WORDS = 3
# words before a kind's plural in a link to its list: 'All Posts', 'View Posts', 'Back to issues'
_LIST_LEADS = frozenset({"all", "view", "back", "to", "manage", "browse", "the"})


def _plural(label: str) -> bool:
    words = label.split()
    if not 1 <= len(words) <= MAX_LIST_WORDS or not words[-1].isalpha():
        return False
    last = words[-1].lower()
    return lemma(last) != last


def record_lists(elements: list[Element]) -> list[Element]:
    """Links to lists of records (see the module docstring), one per address, largest family first."""
    families: dict[str, dict[str, Element]] = {}
    for el in sorted(elements, key=lambda e: (e.bbox.y, e.bbox.x)):
        if element_kind(el) != "link" or not el.href:
            continue
        parts = urlsplit(el.href)
        label = " ".join(el.label.split())
        if parts.query or parts.fragment or not _plural(label):
            continue
        path = parts.path.rstrip("/")
        parent = path.rsplit("/", 1)[0]
        families.setdefault(parent, {}).setdefault(path, el)
    kept = [list(f.values()) for f in families.values() if len(f) >= 2]
    kept.sort(key=len, reverse=True)
    return [el for family in kept for el in family]


def list_path(el: Element) -> str:
    return urlsplit(el.href or "").path.rstrip("/")


def _same_list(href: str, here: str) -> bool:
    parts = urlsplit(href)
    return bool(parts.query) and parts.path.rstrip("/") == here


def columns_hold(obs: Observation, attribute: str) -> bool | None:
    """Whether a table on the page has a column for ``attribute`` (by any name tables give it); None
    when the page shows no table headers to tell."""
    tables = [t for t in read_tables(obs) if t.headers]
    headers = [h for t in tables for h in t.headers]
    here = urlsplit(obs.url).path.rstrip("/")
    headers += [  # a list's column headers sort it: links to this same list with other parameters
        el.label
        for el in obs.elements
        if el.label and el.zone == "main" and _same_list(el.href or "", here) and len(el.label) <= 40
    ]
    if not headers:
        return None
    return any(column_index(tuple(headers), name) is not None for name in attribute_names(attribute))


def kind_list(elements: list[Element], kind: str) -> Element | None:
    """The link to the app's list of records of this kind: its label the kind's plural, alone or after
    'All', 'View', 'Back to' ('Posts', 'View Posts' - a block editor's way back -, 'All Pages',
    'Issues'); the shortest such label first. None when no link names the list."""
    want = lemma(kind.strip().lower())
    found = []
    for el in elements:
        words = el.label.lower().split()
        core = [w for w in words if w not in _LIST_LEADS]
        if (
            element_kind(el) == "link"
            and want
            and len(core) == 1
            and len(words) <= 4
            and core[0].isalpha()
            and core[0] != want
            and lemma(core[0]) == want
        ):
            found.append(el)
    return min(found, key=lambda el: len(el.label), default=None)
