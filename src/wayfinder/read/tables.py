"""Tables and ARIA grids as records with typed cells (pure): ``read_tables(obs) -> list[Table]``.

Two sources, merged: the observation's grid summaries (headers, row count, sample rows, pager) and
the text digest, where the cells of one table row are tab-separated on one line. A grid's headers
go through ``clean_header`` (sort arrows, icons and helper text removed); its rows come from the
digest when the digest shows them (more than the three samples), else from the samples - or, asked
for (``every_row``), every row the grid shows (``GridSummary.rows``). Tab-separated
runs in the digest that no grid summarises (small tables, spec tables) become tables too; their first
line is the header when none of its cells is a number, money or a date.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from wayfinder.intent.text import norm, tokens, verb_lemma
from wayfinder.observe.models import GridSummary, Observation
from wayfinder.read.cells import Cell, typed
from wayfinder.read.headers import clean_header

COLUMN_SYNONYMS: dict[str, tuple[str, ...]] = {
    "price": ("price", "cost", "amount", "total", "sale price", "our price", "unit price", "fee"),
    "rating": ("rating", "stars", "score", "avg rating", "average rating", "reviews"),
    # 'when is X due': the date it is due by, whatever the record calls it (before 'date', which
    # names any date of a record)
    "due date": ("due date", "due", "deadline", "due on", "due by"),
    "date": (
        "date",
        "published",
        "created",
        "updated",
        "when",
        "posted",
        "recorded",
        "filed",
        "due",
        "release date",
        "released",
        "deadline",
    ),
    "name": ("name", "title", "product", "item", "description"),
    # spec tables of laptops, phones and monitors: what people ask for, what shops label it
    "memory": ("memory", "ram", "system memory"),
    "processor": ("processor", "cpu", "chip"),
    "screen": ("screen", "display", "screen size", "display size"),
    "storage": ("storage", "hard drive", "disk", "ssd", "capacity"),
    "weight": ("weight", "mass"),
    "brand": ("brand", "manufacturer", "make", "maker"),
    # records of trackers, blogs and directories: who wrote or holds it, how to reach them
    "author": ("author", "by", "written by", "writer", "posted by", "added by", "creator", "created by"),
    # who holds a card, an account or a loan: the person the record names ('Member', 'Borrower', the name)
    "holder": (
        "holder",
        "card holder",
        "cardholder",
        "account holder",
        "member",
        "borrower",
        "patron",
        "full name",  # not 'name': a list's Name column is no card's holder column
    ),
    # 'what kind of document is X': its type, however the record labels it
    "type": ("type", "kind", "document type", "category", "class"),
    "assignee": ("assignee", "assigned to", "owner"),
    "phone": ("phone", "phone number", "telephone", "tel", "mobile", "contact number"),
    "availability": ("availability", "stock", "in stock", "available"),
}


@dataclass(frozen=True)
class Record:
    """One row: cells in column order, and by (clean) column name."""

    cells: tuple[Cell, ...]
    headers: tuple[str, ...]

    def get(self, column: str) -> Cell | None:
        index = column_index(self.headers, column)
        return self.cells[index] if index is not None and index < len(self.cells) else None

    @property
    def text(self) -> str:
        return " ".join(c.text for c in self.cells)


@dataclass(frozen=True)
class Table:
    headers: tuple[str, ...]
    rows: tuple[Record, ...]
    row_count: int = 0  # rows the page has (a summarised grid has more than ``rows``)
    grid_index: int | None = None
    pagination: tuple[int, ...] = field(default_factory=tuple)
    results_text: str | None = None

    def column(self, name: str) -> list[Cell]:
        index = column_index(self.headers, name)
        if index is None:
            return []
        return [r.cells[index] for r in self.rows if index < len(r.cells)]


_NUMBER_SIGN_RE = re.compile(r"#|\bno\.(?=\s|$)|\bnum\.?(?=\s|$)|\bnbr\b", re.I)


def _spelled(header: str) -> str:
    """A header with its number sign written out: 'Document #', 'Case No.' -> '... number'."""
    return _NUMBER_SIGN_RE.sub(" number ", header)


def column_index(headers: tuple[str, ...], name: str) -> int | None:
    """The column named ``name``: exact, then containing, then a synonym ('cost' for 'price');
    a number sign is the word 'number' ('document number' is the column 'Document #')."""
    want = norm(_spelled(name))
    if not want:
        return None
    names = [norm(_spelled(h)) for h in headers]
    for i, have in enumerate(names):
        if have == want:
            return i
    for i, have in enumerate(names):
        if have and (want in have.split() or set(tokens(want)) <= set(tokens(have))):
            return i
    for key, synonyms in COLUMN_SYNONYMS.items():
        if want == key or want in synonyms:
            for i, have in enumerate(names):
                if have in synonyms or any(s in have for s in synonyms if len(s) > 3):
                    return i
    return _of_the_event(names, want)


def _of_the_event(names: list[str], want: str) -> int | None:
    """'recording date' / 'filing date' / 'joining date': the date of an event is the column that
    names the event by its verb ('Recorded', 'Date filed', 'Joined'), else the record's date column."""
    words = want.split()
    if len(words) < 2 or words[-1] != "date":
        return None
    events = {verb_lemma(w) for w in words[:-1]}
    for i, have in enumerate(names):
        if events & {verb_lemma(w) for w in have.split()}:
            return i
    return column_index(tuple(names), "date")


def digest_runs(text: str) -> list[list[list[str]]]:
    """Runs of consecutive tab-separated lines of the digest, each line split into cells."""
    runs: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in text.split("\n"):
        if "\t" in line:
            cells = [" ".join(c.split()) for c in line.split("\t")]
            if current and len(cells) != len(current[-1]) and len(current) > 1:
                runs.append(current)
                current = []
            current.append(cells)
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


def _looks_like_header(cells: list[str]) -> bool:
    return all(c and typed(c).value is None and len(c) <= 40 for c in cells)


def _one_row(run: list[list[str]]) -> bool:
    """A header and one row (the last page of a list): three columns or more, and the row has a
    typed value (a date, an amount, a number) where a pair of labels has none."""
    return len(run) == 2 and len(run[0]) >= 3 and any(typed(c).value is not None for c in run[1])


def _records(rows: list[list[str]], headers: tuple[str, ...]) -> tuple[Record, ...]:
    return tuple(Record(tuple(typed(c) for c in row), headers) for row in rows if any(row))


def _grid_table(grid: GridSummary, runs: list[list[list[str]]], used: set[int], every_row: bool) -> Table:
    headers = tuple(clean_header(h) for h in grid.headers)
    rows: list[list[str]] = []
    for index, run in enumerate(runs):
        if index in used or not run or len(run[0]) != len(headers):
            continue
        body = run[1:] if [norm(clean_header(c)) for c in run[0]] == [norm(h) for h in headers] else run
        if body:
            used.add(index)
            rows = body
            break
    for kept in (grid.rows, grid.sample_rows) if every_row else (grid.sample_rows,):
        if len(rows) < len(kept):
            rows = [list(r) for r in kept]
    return Table(
        headers=headers,
        rows=_records(rows, headers),
        row_count=grid.row_count,
        grid_index=grid.index,
        pagination=tuple(grid.pagination),
        results_text=grid.results_text,
    )


def read_tables(obs: Observation, *, every_row: bool = False) -> list[Table]:
    """Every table the observation shows, grids first, as records with typed cells. A grid's rows are
    those the digest or its samples show - what the planner and the verifier's evidence were shown -
    unless ``every_row``: a column read whole (its extreme over the list, the names of its rows) takes
    every row the grid shows (``GridSummary.rows``)."""
    runs = digest_runs(obs.text_digest)
    used: set[int] = set()
    tables = [_grid_table(grid, runs, used, every_row) for grid in obs.grids]
    for index, run in enumerate(runs):
        if index in used or len(run) < 2:
            continue
        if _looks_like_header(run[0]) and (len(run) > 2 or _one_row(run)):
            headers = tuple(clean_header(c) for c in run[0])
            body = run[1:]
        else:
            headers = tuple(f"column {i + 1}" for i in range(len(run[0])))
            body = run
        tables.append(Table(headers=headers, rows=_records(body, headers), row_count=len(body)))
    return tables


def row_names(table: Table) -> list[str]:
    """What each row of a list of records is called, in the order shown: its first cell with text (a
    leading checkbox or icon column has none) - a changelist's linked title, an issue's subject after
    its number is not taken, the row is named by what comes first, as a person reads it."""
    names: list[str] = []
    for row in table.rows:
        name = next((c.text for c in row.cells if c.text.strip()), "")
        if name:
            names.append(name)
    return names


def sort_value(cell: Cell) -> float | str | None:
    """What a column is ordered by: a date (ISO, so it sorts), else money, else a number."""
    return cell.date if cell.date else cell.money if cell.money is not None else cell.number


def column_order(cells: Sequence[Cell]) -> str | None:
    """How a column's values run down the rows shown: 'asc', 'desc', or None when they do not run one
    way (unsorted, mixed kinds, fewer than three values, or all the same)."""
    values = [v for v in (sort_value(c) for c in cells) if v is not None]
    if len(values) < 3 or len(set(values)) < 2:
        return None
    return next((order for order in ("asc", "desc") if runs_as(cells, order)), None)


def runs_as(cells: Sequence[Cell], order: str) -> bool:
    """The column's values (one kind of value, at least one) never run against ``order`` ('asc' or
    'desc'): a later page of a list whose first page showed that order keeps it."""
    values = [v for v in (sort_value(c) for c in cells) if v is not None]
    if not values or len({type(v) for v in values}) > 1:
        return False
    pairs = list(pairwise(values))
    if order == "asc":
        return all(a <= b for a, b in pairs)  # type: ignore[operator]
    return all(a >= b for a, b in pairs)  # type: ignore[operator]


def column_rows(rows: Sequence[Sequence[str]], name: str) -> list[tuple[Sequence[str], Cell]]:
    """Each row with its typed cell of the column named ``name``, in rows of text cells (a page's table
    lines): from the first row that looks like a header and has that column, every later row of its width."""
    for at, row in enumerate(rows):
        headers = tuple(clean_header(c) for c in row)
        index = column_index(headers, name) if _looks_like_header(list(row)) else None
        if index is not None:
            return [(r, typed(r[index])) for r in rows[at + 1 :] if len(r) == len(row)]
    return _date_column(rows) if name in ("date", *COLUMN_SYNONYMS["date"]) else []


def _date_column(rows: Sequence[Sequence[str]]) -> list[tuple[Sequence[str], Cell]]:
    """Rows shown without their header: the one column whose every cell is a date is the date column
    (of the widest rows, three at least); none when no column or two are all dates."""
    width = max((len(r) for r in rows), default=0)
    body = [r for r in rows if len(r) == width]
    if width < 2 or len(body) < 3:
        return []
    dated = [i for i in range(width) if all(typed(r[i]).date for r in body)]
    return [(r, typed(r[dated[0]])) for r in body] if len(dated) == 1 else []


def row_answer(tables: Sequence[Table], question: str, kind: str) -> Cell | None:
    """'which exit code means loop_stuck', 'what is the default of retry_limit': in the one row whose
    other cells share the most of the question's words (beyond the kind asked), the cell of the column
    that names the kind ('Code' for 'exit code', 'Default' for 'default value'). None when no column
    names it, no row shares a word or two rows tie."""
    kind_words = set(tokens(kind))
    want = set(tokens(question.replace("_", " "))) - kind_words - _QUESTION_WORDS
    best: list[tuple[int, Cell]] = []
    for table in tables:
        index = column_index(table.headers, kind)
        if index is None:
            index = next(
                (i for w in reversed(tokens(kind)) if (i := column_index(table.headers, w)) is not None), None
            )
        if index is None:
            continue
        for row in table.rows:
            if index >= len(row.cells):
                continue
            rest = " ".join(c.text for i, c in enumerate(row.cells) if i != index)
            share = len(want & set(tokens(rest.replace("_", " "))))
            if share:
                best.append((share, row.cells[index]))
    best.sort(key=lambda b: -b[0])
    if not best or (len(best) > 1 and best[0][0] == best[1][0]):
        return None
    return best[0][1]


_QUESTION_WORDS = frozenset(
    {
        "which",
        "what",
        "who",
        "the",
        "a",
        "an",
        "is",
        "are",
        "does",
        "do",
        "of",
        "for",
        "mean",
        "means",
        "to",
        "in",
        "on",
        "value",
        "when",
        "it",
        "that",
        "this",
        "give",
        "gives",
        "return",
        "returns",
        "tell",
        "me",
    }
)
