"""What a run has seen, kept small in state so the verifier can judge a claim (pure).

goal_check adds one :func:`page_entry` per distinct page the agent looked at (URL + DOM hash), and
one :func:`risk_entry` per action the safety check rated above low, as the typed records of
``ledger.py``. A page entry keeps the text a planner saw (title, headings, visible text, element labels, table samples, selected options), the
listing facts a superlative needs (the listing's *family*: path and query without the page number;
the page number and page count from the pager or a "page 2 of 4" line; the sort applied; the stated
total), the search query, the form fields that hold a value (label, value), and the page's own lines (its
headings, text and table rows, not its controls' labels: where a confirmation or a written record may
be read). The ledger is bounded (``LEDGER_MAX`` pages, ``TEXT_MAX`` characters
each) so the state stays small enough to checkpoint.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit

from wayfinder.agent.verify.ledger import FieldValue, PageEntry, RiskEntry, TableRows
from wayfinder.agent.verify.sort_state import page_sort
from wayfinder.intent.text.words import collapse, norm
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry
from wayfinder.read.controls import read_pagination
from wayfinder.read.entries import read_entries
from wayfinder.read.tables import read_tables
from wayfinder.read.totals import NONE_SHOWN_RE, parse_total
from wayfinder.safety.models import SecurityDecision

LEDGER_MAX = 40
TEXT_MAX = 6000
# 'paged': WordPress' list tables ('edit.php?post_status=draft&paged=2')
PAGE_PARAMS = frozenset({"page", "p", "pg", "paged", "pagenum", "page_number", "offset", "start"})
SORT_PARAMS = frozenset({"sort", "sort_by", "sortby", "order", "orderby", "order_by", "ordering"})
QUERY_PARAMS = ("q", "query", "search", "keyword", "keywords", "term", "s")
_NEXT_RE = re.compile(r"^\s*(next|next page|›|»|>|→)\s*$", re.I)
_SORT_LABEL_RE = re.compile(r"\bsort|order\b", re.I)


def bounded_ledger(left: list[Any] | None, right: list[Any] | None) -> list[Any]:
    """Reducer: append and keep the newest ``LEDGER_MAX`` entries."""
    return [*(left or []), *(right or [])][-LEDGER_MAX:]


def _family(url: str) -> str:
    """The listing a page belongs to: path + query without page-number parameters, sorted."""
    parts = urlsplit(url)
    query = sorted((k, v) for k, v in parse_qsl(parts.query) if k.lower() not in PAGE_PARAMS and v != "")
    return parts.path.rstrip("/") + ("?" + urlencode(query) if query else "")


def _page_number(url: str) -> int:
    for key, value in parse_qsl(urlsplit(url).query):
        if key.lower() in ("page", "p", "pg", "paged", "pagenum", "page_number") and value.isdigit():
            return int(value)
    return 1


def _search_query(url: str) -> str | None:
    params = {k.lower(): v for k, v in parse_qsl(urlsplit(url).query)}
    for key in QUERY_PARAMS:
        if params.get(key):
            return params[key]
    return None


def _pager(url: str, elements: Sequence[Mapping[str, Any]]) -> tuple[int, bool]:
    """``(highest page number linked, a Next link exists)`` among links to the same listing."""
    family = _family(url)
    highest, has_next = 0, False
    for el in elements:
        href = str(el.get("href") or "")
        if el.get("tag") != "a" or not href or _family(href) != family or href == url:
            continue
        text = str(el.get("text") or "").strip()
        if text.isdigit():
            highest = max(highest, int(text))
        elif _NEXT_RE.match(text) or ((el.get("aria") or {}).get("label") or "").lower().startswith("next"):
            has_next = True
    return highest, has_next


def _chosen(url: str, elements: Sequence[Mapping[str, Any]]) -> tuple[str, ...]:
    """Labels of the links to the page itself, filter parameters and all (a filter menu of links marks
    its chosen option so: 'German' on ``?language__exact=de``); none for a page with no parameters."""
    family = _family(url)
    if "?" not in family:
        return ()
    out: list[str] = []
    for el in elements:
        href = str(el.get("href") or "")
        label = " ".join(str(el.get("text") or "").split())
        if label.isdigit() or _NEXT_RE.match(label):
            continue  # the pager's links to the same listing choose nothing
        # a bare '?' is the listing without parameters (urljoin would keep the page's own)
        target = urlsplit(url)._replace(query="").geturl() if href == "?" else urljoin(url, href)
        if el.get("tag") == "a" and href and label and _family(target) == family:
            out.append(label)
    return tuple(dict.fromkeys(out))[:12]


def _sort(
    url: str, elements: Sequence[Mapping[str, Any]], grids: Sequence[Mapping[str, Any]] = ()
) -> str | None:
    """The sort applied: the column and direction the page shows (``sort_state.page_sort``: its sorted
    column's header), else a sort parameter in the URL, else the selected option of a sort control."""
    shown = page_sort(url, elements, grids)
    if shown is not None:
        return shown
    for key, value in parse_qsl(urlsplit(url).query):
        if key.lower() in SORT_PARAMS and value:
            return value
    for el in elements:
        names = " ".join(str(el.get(k) or "") for k in ("name", "dom_id", "placeholder"))
        label = str((el.get("aria") or {}).get("label") or "")
        if el.get("tag") != "select" or not _SORT_LABEL_RE.search(names + " " + label):
            continue
        chosen = [str(o.get("text")) for o in el.get("options") or [] if o.get("selected")]
        if chosen:
            return chosen[0]
    return None


def page_text(obs: Mapping[str, Any]) -> str:
    """Everything the planner was shown of a page as one text (bounded)."""
    parts = [str(obs.get("title") or ""), *map(str, obs.get("headings") or [])]
    parts.append(str(obs.get("text_digest") or ""))
    for el in obs.get("elements") or []:
        label = str((el.get("aria") or {}).get("label") or el.get("text") or "")
        value = str(el.get("value") or "")
        chosen = [str(o.get("text")) for o in el.get("options") or [] if o.get("selected")]
        parts.extend(x for x in (label, value, *chosen) if x)
    for grid in obs.get("grids") or []:
        parts.append(" | ".join(map(str, grid.get("headers") or [])))
        parts.extend(" | ".join(map(str, row)) for row in grid.get("rows") or grid.get("sample_rows") or [])
        parts.append(str(grid.get("results_text") or ""))
    return "\n".join(p for p in parts if p)[:TEXT_MAX]


def _zero(text: str, rows: int | None) -> str | None:
    """The noun of a "no results" page ("product" for "0 products"), or None when it shows results."""
    if rows == 0:
        return "result"
    match = NONE_SHOWN_RE.search(text)
    if not match:
        return None
    noun = (match.group(1) or "result").lower()
    return noun[:-1] if noun.endswith("s") and noun != "matches" else ("match" if noun == "matches" else noun)


_FIELD_TAGS = frozenset({"input", "textarea", "select"})
_NOT_VALUES = frozenset({"submit", "button", "reset", "hidden", "image", "file", "password"})


def _field_values(elements: Sequence[Mapping[str, Any]]) -> tuple[FieldValue, ...]:
    """The form fields that hold something: a typed text, a chosen option, a ticked box (passwords never:
    the page script leaves their value out)."""
    out: list[FieldValue] = []
    for el in elements:
        tag = str(el.get("tag") or "")
        kind = str(el.get("input_type") or tag)
        if tag not in _FIELD_TAGS or kind in _NOT_VALUES:
            continue
        aria = el.get("aria") or {}
        label = str(aria.get("label") or el.get("placeholder") or el.get("name") or el.get("dom_id") or "")
        key = str(el.get("name") or el.get("dom_id") or "")
        if kind in ("checkbox", "radio"):
            if aria.get("checked") is not None:
                out.append(
                    FieldValue(label=label, value="checked" if aria["checked"] else "", kind=kind, key=key)
                )
            continue
        if tag == "select":
            chosen = [o for o in el.get("options") or [] if o.get("selected")]
            text, code = (
                (str(chosen[0].get("text") or ""), str(chosen[0].get("value") or "")) if chosen else ("", "")
            )
            out.append(FieldValue(label=label, value=text, kind="select", key=key, code=code))
            continue
        out.append(FieldValue(label=label, value=str(el.get("value") or ""), kind=kind, key=key))
    return tuple(out[:40])


def _table_rows(obs: Mapping[str, Any], highest: int, has_next: bool) -> int | None:
    """The data rows of the page's one table when the page shows one and no pager (a listing whole on
    its page); None with two tables, a pager, or none."""
    grids = obs.get("grids") or []
    if len(grids) != 1 or grids[0].get("pagination") or highest > 1 or has_next:
        return None
    count = grids[0].get("row_count")
    return int(count) if isinstance(count, int) else None


def _observation(obs: Mapping[str, Any]) -> Observation | None:
    try:
        return Observation.model_validate(obs)
    except ValueError:  # an observation of another shape (a test's hand-made one) reads as nothing
        return None


def _listed(seen: Observation | None) -> tuple[tuple[str, str], ...]:
    """The titled entries the page lists (``read.entries``, the planner's own reader), with the day each
    block writes; none when the page has a pager (the planner's ``read_pagination``) or the observation
    does not read as one."""
    if seen is None:
        return ()
    pager = read_pagination(seen)
    if pager.next_id or pager.prev_id or pager.more_id or pager.pages:
        return ()  # one page of a longer list ('Older posts', '/page/2/'): its entries are not all of it
    entries = read_entries(seen)
    return tuple((e.title, e.day.isoformat() if e.day else "") for e in entries[:100])


TABLES_MAX = 3
TABLE_ROWS_MAX = 100
CELL_CHARS = 60


def _tables(obs: Mapping[str, Any]) -> tuple[TableRows, ...]:
    """The page's tables with every row it showed (``read.tables.read_tables``, ``every_row``: the reader
    the planner counts rows with, which reads the text and the grids alone), bounded: a table with more
    rows than kept says so by its ``row_count``, so no count is made from part of it."""
    seen = _observation(
        {
            "url": str(obs.get("url") or ""),
            "text_digest": obs.get("text_digest") or "",
            "grids": obs.get("grids") or [],
        }
    )
    if seen is None:
        return ()
    out: list[TableRows] = []
    for table in read_tables(seen, every_row=True):
        if not table.rows:
            continue
        rows = tuple(tuple(c.text[:CELL_CHARS] for c in r.cells) for r in table.rows[:TABLE_ROWS_MAX])
        count = max(table.row_count, len(table.rows))
        out.append(TableRows(headers=table.headers, rows=rows, row_count=count))
        if len(out) == TABLES_MAX:
            break
    return tuple(out)


LINES_CHARS = 4000
LINE_CHARS = 300


def _label(el: Mapping[str, Any]) -> str:
    return str((el.get("aria") or {}).get("label") or el.get("text") or "")


def _control(el: Mapping[str, Any]) -> bool:
    """A button, a field or a menu link: its label is the page's furniture, not something it says (a
    link in the content, such as a list entry or a row's name, is kept)."""
    return el.get("tag") != "a" or bool(el.get("in_nav")) or el.get("zone") in ("header", "nav", "footer")


def own_lines(obs: Mapping[str, Any]) -> tuple[str, ...]:
    """What the page says in its own words (``PageEntry.lines``): its headings, the lines of its text
    (the observer separates a table row's cells with tabs) and the sample rows of its big tables under
    their header row, less
    any line that is the whole label of one of its controls (a button "Submit", a menu link "Sent") or
    a column header of a big table; bounded to ``LINES_CHARS``."""
    labels = {norm(_label(el)) for el in obs.get("elements") or [] if _control(el)}
    heads = {norm(str(h)) for g in obs.get("grids") or [] for h in g.get("headers") or []}
    lines = [*map(str, obs.get("headings") or []), *str(obs.get("text_digest") or "").splitlines()]
    for grid in obs.get("grids") or []:
        # the header row first: what a row's cell is (its column) is read from it (``PageEntry.rows``)
        names = [str(h) for h in grid.get("headers") or []]
        rows = ["\t".join(map(str, row)) for row in grid.get("rows") or grid.get("sample_rows") or []]
        lines.extend((["\t".join(names)] if len(names) > 1 and rows else []) + rows)
    out: dict[str, None] = {}
    size = 0
    for line in lines:
        said = norm(line)
        if not said or said in labels or said in heads:
            continue
        kept = "\t".join(collapse(cell) for cell in line.split("\t"))[:LINE_CHARS]
        if kept in out:
            continue
        size += len(kept) + 1
        if size > LINES_CHARS:
            break
        out[kept] = None
    return tuple(out)


_INDEX_RE = re.compile(r"/(index\.[a-z]+)?$", re.I)


def _site_path(path: str) -> str:
    """A page's path as one page: '/docs/' is '/docs' and '/docs/index.html'; the root is '/'."""
    return _INDEX_RE.sub("", path) or "/"


def _menu_pages(url: str, obs: Mapping[str, Any]) -> tuple[str, ...]:
    """The site's pages its menus link to (``PageEntry.menu_pages``): the paths of the links in a
    navigation region to the same host, anchors and queries dropped, with the page's own path."""
    elements = obs.get("elements") or []
    if int(obs.get("total_elements") or 0) > len(elements):
        return ()  # a menu partly seen counts nothing
    here = urlsplit(url)
    paths = {_site_path(here.path)}
    for el in elements:
        href = str(el.get("href") or "")
        if el.get("tag") != "a" or not el.get("in_nav") or not href:
            continue
        there = urlsplit(urljoin(url, href))
        if there.scheme in ("http", "https") and there.netloc == here.netloc:
            paths.add(_site_path(there.path))
    return tuple(sorted(paths)) if len(paths) >= 2 else ()


def page_entry(obs: Mapping[str, Any], step: int) -> PageEntry:
    """One ledger entry for an observation (see the module docstring)."""
    url = str(obs.get("url") or "")
    elements = obs.get("elements") or []
    text = page_text(obs)
    stated = parse_total(str(obs.get("text_digest") or ""))
    highest, has_next = _pager(url, elements)
    number = stated.page if stated and stated.page else _page_number(url)
    pages = max(highest, number, stated.pages or 0 if stated else 0)
    seen = _observation(obs)
    return PageEntry(
        step=step,
        url=url,
        title=str(obs.get("title") or ""),
        headings=tuple(map(str, obs.get("headings") or []))[:6],
        page_type=str(obs.get("page_type") or "other"),
        dom_hash=str(obs.get("dom_hash") or ""),
        text=text,
        family=_family(url),
        page=number,
        pages=pages,
        has_next=has_next,
        sort=_sort(url, elements, obs.get("grids") or []),
        total=stated.rows if stated else None,
        query=_search_query(url),
        zero=_zero(str(obs.get("text_digest") or ""), stated.rows if stated else None),
        fields=_field_values(elements),
        table_rows=_table_rows(obs, highest, has_next),
        lines=own_lines(obs),
        listed=_listed(seen),
        chosen=_chosen(url, elements),
        menu_pages=_menu_pages(url, obs),
        tables=_tables(obs),
    )


def new_entries(ledger: Sequence[PageEntry], entry: PageEntry) -> list[PageEntry]:
    """``[entry]`` unless the newest ledger entry is the same page in the same state."""
    if ledger and ledger[-1].url == entry.url and ledger[-1].dom_hash == entry.dom_hash:
        return []
    return [entry]


def risk_entry(history: Sequence[HistoryEntry], decision: SecurityDecision | None) -> RiskEntry | None:
    """The last action's safety verdict when it was above low risk (or refused), else None."""
    if decision is None or not history:
        return None
    refused = decision.confirmed is False or not decision.allowed
    if decision.level == "low" and not refused:
        return None
    last = history[-1]
    return RiskEntry(
        step=last.step,
        action=last.type or None,
        target=decision.target or last.element_text or "",
        level=decision.level,
        reasons=tuple(decision.reasons)[:2],
        confirmed=decision.confirmed,
        confirmed_by=decision.confirmed_by,
        allowed=decision.allowed,
        ok=last.ok,
    )
