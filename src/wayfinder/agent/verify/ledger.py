"""The verifier's ledger as typed records (pure): one :class:`PageEntry` per page the run saw and one
:class:`RiskEntry` per action the safety check rated above low.

``evidence.py`` builds them (goal_check calls it once per visit); the state keeps their JSON dumps
(``seen_pages``, ``risk_log``: rule 1), and ``agent/state.py`` reads them back through
``ledger_of``/``risks_of``, so every verifier module reads attributes, never ``.get("...")``. Every
field has a default, so a checkpoint written before a field was added still loads; a value of the
wrong shape is a ``StateShapeError`` naming the field.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class FieldValue(BaseModel):
    """A form field's label and what it holds, as the page showed it (a given value is checked here)."""

    model_config = ConfigDict(frozen=True)

    label: str
    value: str
    kind: str = ""  # the field's tag or input type: text, textarea, select, checkbox...
    key: str = ""  # its name or id attribute ("first_name")
    code: str = (
        ""  # a select's chosen option's own value ("1" for the option "Bug"), which an address may carry
    )


class TableRows(BaseModel):
    """One table the page showed, as the planner's reader reads it (``read.tables.read_tables`` with
    ``every_row``): its header names, its rows' cell texts (bounded), and how many rows the page has -
    a table kept with fewer rows than it has was not read whole."""

    model_config = ConfigDict(frozen=True)

    headers: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
    row_count: int = 0


class PageEntry(BaseModel):
    """What the run saw of one page (see ``evidence.py``)."""

    model_config = ConfigDict(frozen=True)

    step: int = 0
    url: str = ""
    title: str = ""
    headings: tuple[str, ...] = ()
    page_type: str = "other"
    dom_hash: str = ""
    text: str = ""
    family: str = ""  # the listing the page belongs to: path and query without the page number
    page: int = 1
    pages: int = 0
    has_next: bool = False
    sort: str | None = None
    total: int | None = None  # the stated number of results
    query: str | None = None  # the site search the address carries
    zero: str | None = None  # the noun of a "no results" page ("product" for "0 products")
    fields: tuple[FieldValue, ...] = ()
    # the data rows of the page's one table when the page has one and no pager for it (a whole listing)
    table_rows: int | None = None
    # what the page says in its own words: its headings, then the lines of its text and of its tables
    # (a row keeps its cells tab-separated), without a line that is only a control's label; a
    # confirmation counts only from a line here that is not a row (``notices``), never from a column
    # header or a button, and a written record is looked for here (``records.py``)
    lines: tuple[str, ...] = ()
    # the titled entries the page lists outside any table (a blog's archive, a news list: read by
    # ``read.entries``), as (title, ISO day its block writes or ""): what "how many posts" counts and
    # "the newest post" compares when the page states no total and has no table
    listed: tuple[tuple[str, str], ...] = ()
    # the labels of the page's links to itself with its filter parameters: a filter menu of links
    # marks its chosen option by linking it to the listing as it is ('German' on ?language__exact=de)
    chosen: tuple[str, ...] = ()
    # the site's own pages its menus link to (paths; a docs menu's links to sections of a page are that
    # page), the page's own among them: what "how many pages does the site have" counts when no line
    # says it; empty when the page has no menu of two pages or its elements were cut short
    menu_pages: tuple[str, ...] = ()
    # the page's tables with every row it showed (``TableRows``): what a count made row by row by a
    # column is counted again from ('how many books have more than 600 pages', ``row_counts.py``)
    tables: tuple[TableRows, ...] = ()

    @property
    def listing_key(self) -> str:
        return self.family or self.url

    @property
    def notices(self) -> list[str]:
        """The page's own lines that are not table rows: headings, messages, paragraphs."""
        return [line for line in self.lines if "\t" not in line]

    @property
    def rows(self) -> list[list[str]]:
        """The page's table rows (headers included), as cells."""
        return [line.split("\t") for line in self.lines if "\t" in line]

    @property
    def heads(self) -> str:
        """The title and headings, one line."""
        return " ".join([self.title, *self.headings])


class RiskEntry(BaseModel):
    """An action rated above low risk (or refused), with what became of it."""

    model_config = ConfigDict(frozen=True)

    step: int = 0
    action: str | None = None
    target: str = ""
    level: str = "low"
    reasons: tuple[str, ...] = ()
    confirmed: bool | None = None
    confirmed_by: str | None = None
    allowed: bool = True
    ok: bool | None = None
    url_after: str | None = None
