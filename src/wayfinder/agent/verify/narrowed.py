"""A list asked narrowed is shown narrowed (pure): "show me the loans that haven't come back yet", "the
laptops by Acme", "the posts in the Recipes category" are not met by the whole list of loans, laptops or
posts. When the goal's finding step carries a filter (whatever the frame calls it: a status, a facet, a
category, a described condition) or a bound, and the run ends on a listing, the listing must show the
narrowing: a parameter of its address other than paging and sorting (``?status__exact=out``,
``?brand=acme``, a search), a chosen option of its filter menus or links (``listing.applied_choices``;
'All', 'Any date' and a skip link keep the whole list),
the filter's words in its address, title or headings (``/category/recipes/``), a bound's number there,
or every row it lists carrying the filter's value. The whole list with none of these is refused.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

from wayfinder.agent.verify.counts import is_listing
from wayfinder.agent.verify.frame import FrameLike
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import applied_choices, bound_applied, named
from wayfinder.intent.text.lemmas import lemma as stem
from wayfinder.intent.text.reading import ANSWER_STOP as STOP
from wayfinder.intent.text.reading import lemmas as stems
from wayfinder.intent.text.reading import terms as words

_FINDING = frozenset({"find", "open", "list", "show", "browse"})
# parameters that page or order a list without narrowing it
_NOT_NARROWING = frozenset(
    {"page", "p", "paged", "o", "sort", "order", "ordering", "orderby", "dir", "direction", "per_page"}
    | {"limit", "offset", "view", "all", "e"}
)


def _narrowing_params(entry: PageEntry) -> list[str]:
    query = parse_qsl(urlsplit(entry.url).query)
    return [k for k, v in query if v.strip() and k.lower() not in _NOT_NARROWING]


# the choices that keep the whole list: a filter's 'All' / 'Any date', a page's skip link
_WHOLE = frozenset({"all", "any", "every", "everything", "skip", "clear", "none"})


def _narrowing_choices(entry: PageEntry) -> list[str]:
    """The chosen filter options that narrow the list: not 'All', 'Any date' nor 'Skip to main content'
    (a listing sorted by a column still marks those as chosen)."""
    return [c for c in applied_choices(entry) if (c.split() or [""])[0].lower() not in _WHOLE]


def _words_of(value: str) -> list[str]:
    return [w for w in words(value) if w not in STOP] or words(value)


def _shown(entry: PageEntry, value: str) -> bool:
    """The filter's value is named where the listing says what it lists, or carried by every row."""
    parts = urlsplit(entry.url)
    where = stems(" ".join([parts.path.replace("-", " ").replace("/", " "), entry.title, *entry.headings]))
    wanted = [stem(w) for w in _words_of(value)]
    if wanted and all(named(w, where) for w in wanted):
        return True
    rows = [" ".join(row) for table in entry.tables for row in table.rows]
    return bool(rows) and all(all(named(w, stems(row)) for w in wanted) for row in rows)


def unshown_narrowing(frame: FrameLike, final: PageEntry) -> str | None:
    """Why the listing the run ended on is the whole list, not the one narrowed as asked, or None (see
    the module docstring)."""
    step = next((s for s in frame.steps if s.verb in _FINDING and (s.filters or s.bounds)), None)
    if step is None or not is_listing(final):
        return None
    if final.query or _narrowing_params(final) or _narrowing_choices(final):
        return None
    for wanted in (f for f in step.filters if f.value):
        if not _shown(final, wanted.value):
            return f"the listing it ended on is not narrowed to {wanted.name} {wanted.value!r}"
    for bound in step.bounds:
        if not bound_applied(final, bound.attribute, bound.value):
            said = str(getattr(bound, "text", "") or f"{bound.attribute} {bound.op} {bound.value:g}")
            return f"the listing it ended on is not narrowed to {said!r}"
    return None
