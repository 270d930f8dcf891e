"""The library's data, read with SQL from its SQLite database at check time.

Each function takes an open ``sqlite3.Connection`` (``LibraryApp.connect()``) and answers one question
the way the site itself would: counts, lookups, extremes, and whether a record exists. Goal checks use
these, so expected answers follow the data (and a record the agent added or changed) instead of being
typed by hand. ``today`` is the site's date (UTC, as its settings say).
"""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Sequence
from typing import Any


class NotFound(LookupError):
    """The record a check refers to is not in the database (the suite and the seed disagree)."""


def site_today() -> datetime.date:
    """The library site's today: its TIME_ZONE is UTC."""
    return datetime.datetime.now(datetime.UTC).date()


def _one(conn: sqlite3.Connection, sql: str, params: Sequence[Any] = ()) -> Any:
    row = conn.execute(sql, params).fetchone()
    if row is None:
        raise NotFound(f"no row for {sql!r} with {list(params)!r}")
    return row[0]


def count(conn: sqlite3.Connection, table: str) -> int:
    """Rows of one catalogue table: ``book``, ``author``, ``member``, ``loan``, ``genre``."""
    if table not in ("book", "author", "member", "loan", "genre"):
        raise ValueError(f"unknown table {table!r}")
    return int(_one(conn, f"SELECT COUNT(*) FROM catalog_{table}"))


def overdue_loans(conn: sqlite3.Connection, today: datetime.date | None = None) -> int:
    """Loans not returned whose due date has passed (the admin's "Overdue" status filter)."""
    day = (today or site_today()).isoformat()
    sql = "SELECT COUNT(*) FROM catalog_loan WHERE returned IS NULL AND due < ?"
    return int(_one(conn, sql, (day,)))


def loans_out(conn: sqlite3.Connection) -> int:
    """Loans not returned yet (the "On loan" status filter)."""
    return int(_one(conn, "SELECT COUNT(*) FROM catalog_loan WHERE returned IS NULL"))


def author_of(conn: sqlite3.Connection, title: str) -> str:
    """The full name of the author of the book with this title."""
    sql = (
        "SELECT a.first_name || ' ' || a.last_name FROM catalog_book b "
        "JOIN catalog_author a ON a.id = b.author_id WHERE b.title = ?"
    )
    return str(_one(conn, sql, (title,)))


def book_field(conn: sqlite3.Connection, title: str, field: str) -> Any:
    """One column of the book with this title (``isbn``, ``pages``, ``copies``, ``published``...)."""
    if field not in ("id", "isbn", "pages", "copies", "published", "language"):
        raise ValueError(f"unknown book field {field!r}")
    return _one(conn, f"SELECT {field} FROM catalog_book WHERE title = ?", (title,))


def book_id_by_isbn(conn: sqlite3.Connection, isbn: str) -> int:
    return int(_one(conn, "SELECT id FROM catalog_book WHERE isbn = ?", (isbn,)))


def books_by_author(conn: sqlite3.Connection, first_name: str, last_name: str) -> int:
    sql = (
        "SELECT COUNT(*) FROM catalog_book b JOIN catalog_author a ON a.id = b.author_id "
        "WHERE a.first_name = ? AND a.last_name = ?"
    )
    return int(_one(conn, sql, (first_name, last_name)))


def author_id(conn: sqlite3.Connection, first_name: str, last_name: str) -> int:
    sql = "SELECT id FROM catalog_author WHERE first_name = ? AND last_name = ?"
    return int(_one(conn, sql, (first_name, last_name)))


def authors_from(conn: sqlite3.Connection, country: str) -> int:
    return int(_one(conn, "SELECT COUNT(*) FROM catalog_author WHERE country = ?", (country,)))


def books_in_genre(conn: sqlite3.Connection, genre: str) -> int:
    sql = "SELECT COUNT(*) FROM catalog_book b JOIN catalog_genre g ON g.id = b.genre_id WHERE g.name = ?"
    return int(_one(conn, sql, (genre,)))


def books_in_language(conn: sqlite3.Connection, code: str) -> int:
    return int(_one(conn, "SELECT COUNT(*) FROM catalog_book WHERE language = ?", (code,)))


def member_name(conn: sqlite3.Connection, card_number: str) -> str:
    sql = "SELECT first_name || ' ' || last_name FROM catalog_member WHERE card_number = ?"
    return str(_one(conn, sql, (card_number,)))


def loans_of_member(conn: sqlite3.Connection, card_number: str) -> int:
    sql = (
        "SELECT COUNT(*) FROM catalog_loan l JOIN catalog_member m ON m.id = l.member_id "
        "WHERE m.card_number = ?"
    )
    return int(_one(conn, sql, (card_number,)))


def members_joined_in(conn: sqlite3.Connection, year: int) -> int:
    sql = "SELECT COUNT(*) FROM catalog_member WHERE strftime('%Y', joined) = ?"
    return int(_one(conn, sql, (f"{year:04d}",)))


def extreme_book(conn: sqlite3.Connection, field: str, highest: bool) -> list[str]:
    """Titles of the books with the highest/lowest ``pages`` or ``published`` (all ties)."""
    if field not in ("pages", "published", "copies"):
        raise ValueError(f"unknown book field {field!r}")
    best = "MAX" if highest else "MIN"
    sql = f"SELECT title FROM catalog_book WHERE {field} = (SELECT {best}({field}) FROM catalog_book) ORDER BY title"
    return [str(row[0]) for row in conn.execute(sql)]


def author_row(conn: sqlite3.Connection, first_name: str, last_name: str) -> dict[str, Any] | None:
    """The author with this name as a dict, or None."""
    sql = "SELECT id, first_name, last_name, birth_year, country FROM catalog_author WHERE first_name = ? AND last_name = ?"
    row = conn.execute(sql, (first_name, last_name)).fetchone()
    keys = ("id", "first_name", "last_name", "birth_year", "country")
    return dict(zip(keys, row, strict=True)) if row else None


def genre_exists(conn: sqlite3.Connection, name: str) -> bool:
    return conn.execute("SELECT 1 FROM catalog_genre WHERE name = ?", (name,)).fetchone() is not None
