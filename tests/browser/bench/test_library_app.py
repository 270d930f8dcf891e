"""The Django admin library of the proving ground: it starts, serves its admin with static files, is
seeded deterministically, resets between goals, and its SQL readers agree with what the admin shows."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from playwright.async_api import Browser

from tests.fixtures.apps import admin_client, admin_login, result_count
from tests.fixtures.demo import DemoClient
from wayfinder_bench.apps import library_data as data
from wayfinder_bench.apps.library import VOLUNTEER, LibraryApp, prepare_database

pytestmark = pytest.mark.browser

TABLES = ("catalog_genre", "catalog_author", "catalog_book", "catalog_member", "catalog_loan")


def _dump(db: Path) -> dict[str, list[tuple[object, ...]]]:
    conn = sqlite3.connect(db)
    try:
        return {t: conn.execute(f"SELECT * FROM {t} ORDER BY id").fetchall() for t in TABLES}
    finally:
        conn.close()


def test_admin_needs_a_login_and_serves_its_static_files(library: LibraryApp) -> None:
    client = DemoClient(library.url)
    status, headers, _ = client.get("/admin/catalog/book/")
    assert status == 302 and headers["Location"] == "/admin/login/?next=/admin/catalog/book/"
    status, _, body = client.get("/admin/login/")
    assert status == 200 and 'name="username"' in body and "Riverside Library" in body
    status, headers, css = client.get("/static/admin/css/base.css")
    assert status == 200 and "text/css" in headers["Content-Type"] and "body" in css
    status, _, body = client.get("/nowhere/")
    assert status == 404 and "Traceback" not in body  # DEBUG is off


async def test_librarian_logs_in_through_the_form_and_sees_the_changelist(
    library: LibraryApp, chromium: Browser
) -> None:
    context = await chromium.new_context()
    try:
        page = await context.new_page()
        await admin_login(page, library)
        await page.goto(f"{library.url}/admin/catalog/book/?o=-6")  # sorted by pages, longest first
        with library.connect() as conn:
            total = data.count(conn, "book")
            longest = data.extreme_book(conn, "pages", highest=True)
        assert f"{total} books" in await page.inner_text(".paginator")
        assert await page.inner_text("#result_list tbody tr:first-child th") in longest
    finally:
        await context.close()


def test_changelist_counts_match_the_sql_readers(library: LibraryApp) -> None:
    client = admin_client(library)
    with library.connect() as conn:
        expected = {
            "/admin/catalog/book/": data.count(conn, "book"),
            "/admin/catalog/loan/?status=overdue": data.overdue_loans(conn),
            "/admin/catalog/loan/?status=out": data.loans_out(conn),
            "/admin/catalog/author/?country=Japan": data.authors_from(conn, "Japan"),
            "/admin/catalog/book/?language__exact=fr": data.books_in_language(conn, "fr"),
            "/admin/catalog/loan/?q=RL10025": data.loans_of_member(conn, "RL10025"),
        }
        title = "An Observatory in Lisbon"
        isbn, author = data.book_field(conn, title, "isbn"), data.author_of(conn, title)
    assert (
        400 <= expected["/admin/catalog/book/"] <= 500 and expected["/admin/catalog/loan/?status=overdue"] > 0
    )
    shown = {path: result_count(client.get(path)[2]) for path in expected}
    assert shown == expected
    _, _, body = client.get(f"/admin/catalog/book/?q={isbn}")
    assert result_count(body) == 1 and title in body and author in body


def test_volunteer_may_view_but_not_add(library: LibraryApp) -> None:
    client = admin_client(library, VOLUNTEER)
    assert client.get("/admin/catalog/book/")[0] == 200
    assert client.get("/admin/catalog/genre/add/")[0] == 403


def test_reset_puts_the_seeded_data_back(library: LibraryApp) -> None:
    client = admin_client(library)
    _, _, form = client.get("/admin/catalog/genre/add/")
    token = form.split('name="csrfmiddlewaretoken" value="', 1)[1].split('"', 1)[0]
    status, _, _ = client.post(
        "/admin/catalog/genre/add/", {"csrfmiddlewaretoken": token, "name": "Graphic novels"}
    )
    assert status == 302
    with library.connect() as conn:
        assert data.genre_exists(conn, "Graphic novels")
    library.reset()
    with library.connect() as conn:
        assert not data.genre_exists(conn, "Graphic novels")
    assert client.get("/admin/catalog/book/")[0] == 302  # sessions are reset too: logged out


def test_seeding_is_deterministic(library_app: LibraryApp, tmp_path: Path) -> None:
    assert library_app.today is not None
    same = prepare_database(tmp_path / "same.sqlite3", today=library_app.today)
    seeded = _dump(library_app.pristine_path)
    assert [len(rows) for rows in seeded.values()] == [12, 120, 420, 160, 640]
    assert _dump(same) == seeded  # a second process, a second database: row for row the same
