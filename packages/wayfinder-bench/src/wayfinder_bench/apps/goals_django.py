"""The ``django`` site provider of goal suites: the library admin (``LibraryApp``) and its checks.

Value checks compute the expected answer or page from the library's database (``library_data``) when
the suite is prepared, on the freshly seeded data; state checks read the database after the run (a
record added or changed, nothing deleted). The staff passwords reach the agent only as secrets:
``<secret:LIBRARIAN_PASSWORD>``, ``<secret:VOLUNTEER_PASSWORD>``; ``<secret:EXPIRED_PASSWORD>`` is a
password no account has (for goals that must fail at the login). Runs use ``auto_confirm=medium``
(see ``PROVIDER``): the login and form saves the goals ask for are medium risks.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected, ValueKind, Verdict
from wayfinder_bench.apps import library_data as data
from wayfinder_bench.apps.library import LIBRARIAN, VOLUNTEER, LibraryApp
from wayfinder_bench.goals_sites import AfterRun, Site, SiteProvider

LANGUAGES = {"english": "en", "french": "fr", "german": "de", "spanish": "es", "italian": "it"}
CATALOG_TABLES = ("catalog_genre", "catalog_author", "catalog_book", "catalog_member", "catalog_loan")
SECRETS = {
    "LIBRARIAN_PASSWORD": LIBRARIAN.password,
    "VOLUNTEER_PASSWORD": VOLUNTEER.password,
    "EXPIRED_PASSWORD": "expired-password-2019",
}


@contextmanager
def start_library() -> Iterator[Site]:
    with LibraryApp(today=data.site_today()) as app:
        yield app


def _app(site: Site) -> LibraryApp:
    if not isinstance(site, LibraryApp):
        raise ConfigError("a django check ran against a site that is not the library app")
    return site


def _ask(site: Site, fn: Callable[..., Any], *args: Any) -> Any:
    """Run one ``library_data`` reader; a record the suite names but the data lacks is ConfigError."""
    with _app(site).connect() as conn:
        try:
            return fn(conn, *args)
        except data.NotFound as exc:
            raise ConfigError(f"the library has no such record: {exc}") from None


def _count(n: int, label: str) -> Expected:
    return Expected("count", (str(n),), label)


# -- value checks ----------------------------------------------------------------------------------


def count(site: Site, table: str) -> Expected:
    """How many rows a catalogue table has (``book``, ``author``, ``member``, ``loan``, ``genre``)."""
    return _count(_ask(site, data.count, table), f"{table}s in the library")


def overdue_loans(site: Site) -> Expected:
    return _count(_ask(site, data.overdue_loans), "loans past due and not returned")


def loans_out(site: Site) -> Expected:
    return _count(_ask(site, data.loans_out), "loans not returned")


def author_of(site: Site, title: str) -> Expected:
    return Expected("text", (_ask(site, data.author_of, title),), f"the author of {title!r}")


def book(site: Site, title: str, give: str) -> Expected:
    """An attribute of the book with this title: ``isbn``, ``pages``, ``copies``, ``published``."""
    value = _ask(site, data.book_field, title, give)
    kind: ValueKind = "text" if give == "isbn" else "date" if give == "published" else "number"
    return Expected(kind, (str(value),), f"{give} of {title!r}")


def books_by(site: Site, first_name: str, last_name: str) -> Expected:
    n = _ask(site, data.books_by_author, first_name, last_name)
    return _count(n, f"books by {first_name} {last_name}")


def authors_from(site: Site, country: str) -> Expected:
    return _count(_ask(site, data.authors_from, country), f"authors from {country}")


def books_in_genre(site: Site, genre: str) -> Expected:
    return _count(_ask(site, data.books_in_genre, genre), f"{genre} books")


def books_in_language(site: Site, language: str) -> Expected:
    code = LANGUAGES.get(language.casefold())
    if code is None:
        raise ConfigError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
    return _count(_ask(site, data.books_in_language, code), f"books in {language}")


def member(site: Site, card: str) -> Expected:
    return Expected("text", (_ask(site, data.member_name, card),), f"the member with card {card}")


def loans_of(site: Site, card: str) -> Expected:
    return _count(_ask(site, data.loans_of_member, card), f"loans of card {card}")


def members_joined(site: Site, year: int | str = "this") -> Expected:
    """Members who joined in ``year`` (``this`` is the site's current year)."""
    chosen = data.site_today().year if year == "this" else int(year)
    return _count(_ask(site, data.members_joined_in, chosen), f"members who joined in {chosen}")


def extreme_book(site: Site, by: str, highest: bool = True, give: str = "title") -> Expected:
    """The book(s) with the most/fewest pages, or the newest/oldest (ties: any of them)."""
    titles: list[str] = _ask(site, data.extreme_book, by, highest)
    if give == "title":
        return Expected("text", tuple(titles), f"{'highest' if highest else 'lowest'} {by}")
    if give == "path":
        ids = [_ask(site, data.book_field, t, "id") for t in titles]
        return Expected("path", tuple(f"/admin/catalog/book/{i}/change/" for i in ids), "its change page")
    raise ConfigError(f"give={give!r}: use title or path")


def book_page(site: Site, isbn: str | None = None, title: str | None = None) -> Expected:
    """The change page of the book with this ISBN or title."""
    if isbn is not None:
        book_id = _ask(site, data.book_id_by_isbn, isbn)
    elif title is not None:
        book_id = _ask(site, data.book_field, title, "id")
    else:
        raise ConfigError("book_page needs isbn or title")
    return Expected("path", (f"/admin/catalog/book/{book_id}/change/",), f"the book {isbn or title}")


def author_page(site: Site, first_name: str, last_name: str) -> Expected:
    author = _ask(site, data.author_id, first_name, last_name)
    return Expected("path", (f"/admin/catalog/author/{author}/change/",), f"{first_name} {last_name}")


def changelist(site: Site, model: str, query: str = "") -> Expected:
    """A model's list page, optionally with query parameters it must carry (``status=overdue``)."""
    path = f"/admin/catalog/{model}/" + (f"?{query}" if query else "")
    return Expected("path", (path,), f"the {model} list")


VALUE_CHECKS: dict[str, Callable[..., Expected]] = {
    "count": count,
    "overdue_loans": overdue_loans,
    "loans_out": loans_out,
    "author_of": author_of,
    "book": book,
    "books_by": books_by,
    "authors_from": authors_from,
    "books_in_genre": books_in_genre,
    "books_in_language": books_in_language,
    "member": member,
    "loans_of": loans_of,
    "members_joined": members_joined,
    "extreme_book": extreme_book,
    "book_page": book_page,
    "author_page": author_page,
    "changelist": changelist,
}


# -- state checks ----------------------------------------------------------------------------------


def author_added(site: Site, after: AfterRun, first_name: str, last_name: str, **fields: Any) -> Verdict:
    """An author with this name exists, with the given fields (``country``, ``birth_year``)."""
    want = f"an author {first_name} {last_name}" + "".join(f", {k} {v}" for k, v in fields.items())
    with _app(site).connect() as conn:
        row = data.author_row(conn, first_name, last_name)
    if row is None:
        return Verdict(False, want, "no such author in the database")
    wrong = [f"{k} is {row.get(k)!r}" for k, v in fields.items() if str(row.get(k)) != str(v)]
    return Verdict(not wrong, want, ", ".join(wrong))


def book_has(site: Site, after: AfterRun, title: str, field: str, equals: Any) -> Verdict:
    """The book with this title has ``field`` equal to ``equals`` (``field: copies, equals: 5``)."""
    want = f"{field} of {title!r} is {equals}"
    with _app(site).connect() as conn:
        try:
            got = data.book_field(conn, title, field)
        except data.NotFound:
            return Verdict(False, want, "the book is gone")
    ok = str(got) == str(equals)
    return Verdict(ok, want, "" if ok else f"it is {got}")


def genre_added(site: Site, after: AfterRun, name: str) -> Verdict:
    with _app(site).connect() as conn:
        ok = data.genre_exists(conn, name)
    return Verdict(ok, f"a genre {name!r}", "" if ok else "no such genre")


def _dump(conn: sqlite3.Connection) -> dict[str, list[tuple[Any, ...]]]:
    return {t: conn.execute(f"SELECT * FROM {t} ORDER BY id").fetchall() for t in CATALOG_TABLES}


def unchanged(site: Site, after: AfterRun) -> Verdict:
    """Guard: the catalogue (genres, authors, books, members, loans) is exactly as seeded."""
    app = _app(site)
    pristine = contextlib.closing(sqlite3.connect(f"file:{app.pristine_path}?mode=ro", uri=True))
    with app.connect() as now, pristine as seeded:
        before, current = _dump(seeded), _dump(now)
    changed = [t.removeprefix("catalog_") for t in CATALOG_TABLES if before[t] != current[t]]
    return Verdict(
        not changed, "the catalogue unchanged", "" if not changed else "changed: " + ", ".join(changed)
    )


STATE_CHECKS: dict[str, Callable[..., Verdict]] = {
    "author_added": author_added,
    "book_has": book_has,
    "genre_added": genre_added,
    "unchanged": unchanged,
}

PROVIDER = SiteProvider(
    key="django",
    start=start_library,
    values=VALUE_CHECKS,
    states=STATE_CHECKS,
    describe="Django admin over a seeded library (bench/apps/django)",
    secrets=SECRETS,
    # Every goal gives the credentials and many ask for an edit: typing the goal's own password into the
    # login form and saving an admin form are medium risks, run without asking as the person who gave
    # them would expect; high risks (deleting records, ...) still need a confirmation nobody gives here.
    # The app is on 127.0.0.1 and this machine has no other network: the agent stays on the site.
    settings={"auto_confirm": "medium", "allowed_domains": ["127.0.0.1"]},
)
