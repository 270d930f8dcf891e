"""The real apps' check providers compute expected values from the app's own data: the numbers match
what the Django admin shows, state checks see records added or changed through the admin, the guard
sees any change, and the docs checks read the built site."""

from __future__ import annotations

import contextlib
import sqlite3

import pytest

from tests.fixtures.apps import admin_client, result_count
from wayfinder.errors import ConfigError
from wayfinder.judge.runs import RunFacts
from wayfinder_bench.apps.docs_site import DocsSite
from wayfinder_bench.apps.library import LibraryApp
from wayfinder_bench.apps.paths import repo_root
from wayfinder_bench.goals import load_suite, parse_suite
from wayfinder_bench.goals_sites import AfterRun, prepare, site_provider

pytestmark = pytest.mark.browser

AFTER = AfterRun(RunFacts(terminal_reason="goal_failed"))


def _csrf(html: str) -> str:
    return html.split('name="csrfmiddlewaretoken" value="', 1)[1].split('"', 1)[0]


def test_django_values_are_what_the_admin_shows(library: LibraryApp) -> None:
    provider = site_provider("django")
    suite = parse_suite(
        """
site: django
goals:
  - {id: overdue, goal: g, expect: {answer: {check: overdue_loans}}}
  - {id: books, goal: g, expect: {answer: {check: count, table: book}}}
  - {id: french, goal: g, expect: {answer: {check: books_in_language, language: French}}}
  - {id: writer, goal: g, expect: {answer: {check: author_of, title: A Bridge in Gdańsk}}}
  - {id: open, goal: g, expect: {page: {check: book_page, title: A Bridge in Gdańsk}}}
""",
        "t/dev.yaml",
    )
    values = {goal: v[kind].values[0] for goal, v in prepare(provider, library, suite).items() for kind in v}
    client = admin_client(library)
    assert values["overdue"] == str(result_count(client.get("/admin/catalog/loan/?status=overdue")[2]))
    assert values["books"] == str(result_count(client.get("/admin/catalog/book/")[2]))
    assert values["french"] == str(result_count(client.get("/admin/catalog/book/?language__exact=fr")[2]))
    status, _, page = client.get(values["open"])
    assert status == 200 and "A Bridge in Gdańsk" in page and values["writer"] in page


def test_every_django_goal_prepares_on_the_seeded_data(library: LibraryApp) -> None:
    provider = site_provider("django")
    for part in ("dev", "heldout"):
        suite = load_suite(repo_root() / "bench" / "goals" / "django" / f"{part}.yaml")
        prepared = prepare(provider, library, suite)
        assert set(prepared) == {g.id for g in suite.goals}
    bad = parse_suite(
        "site: django\ngoals:\n  - {id: x, goal: g, expect: {answer: {check: author_of, title: Nope}}}"
    )
    with pytest.raises(ConfigError, match="no such record"):
        prepare(provider, library, bad)


def test_state_checks_see_what_the_admin_changed(library: LibraryApp) -> None:
    states = site_provider("django").states
    assert states["unchanged"](library, AFTER).ok
    assert not states["author_added"](library, AFTER, first_name="Ada", last_name="Quill").ok
    client = admin_client(library)
    form = {
        "csrfmiddlewaretoken": _csrf(client.get("/admin/catalog/author/add/")[2]),
        "first_name": "Ada",
        "last_name": "Quill",
        "country": "Canada",
        "birth_year": "",
        "books-TOTAL_FORMS": "0",
        "books-INITIAL_FORMS": "0",
        "books-MIN_NUM_FORMS": "0",
        "books-MAX_NUM_FORMS": "1000",
    }
    assert client.post("/admin/catalog/author/add/", form)[0] == 302
    assert states["author_added"](library, AFTER, first_name="Ada", last_name="Quill", country="Canada").ok
    wrong = states["author_added"](library, AFTER, first_name="Ada", last_name="Quill", country="Kenya")
    assert not wrong.ok and "Canada" in wrong.detail
    guard = states["unchanged"](library, AFTER)
    assert not guard.ok and guard.detail == "changed: author"


def test_book_field_check_reads_the_live_database(library: LibraryApp) -> None:
    check = site_provider("django").states["book_has"]
    assert not check(library, AFTER, title="Paper Gardens", field="copies", equals=5).ok
    with contextlib.closing(sqlite3.connect(library.db_path)) as conn, conn:
        conn.execute("UPDATE catalog_book SET copies = 5 WHERE title = 'Paper Gardens'")
    assert check(library, AFTER, title="Paper Gardens", field="copies", equals=5).ok
    library.reset()
    assert check(library, AFTER, title="Paper Gardens", field="copies", equals=3).ok


def test_docs_values_are_read_from_the_built_site(docs_site: DocsSite) -> None:
    provider = site_provider("mkdocs")
    for part in ("dev", "heldout"):
        suite = load_suite(repo_root() / "bench" / "goals" / "mkdocs" / f"{part}.yaml")
        assert set(prepare(provider, docs_site, suite)) == {g.id for g in suite.goals}
    values = provider.values
    assert values["page"](docs_site, title="Benchmarks").values == ("/docs/BENCHMARKS/",)
    assert values["fact"](docs_site, page="Wayfinder", pattern=r"(\d+) goal_failed").values == ("1",)
    assert "/" in values["mentioning"](docs_site, term="auto_confirm").values
    assert values["page_count"](docs_site).values == (
        str(1 + len(list((repo_root() / "docs").glob("*.md")))),
    )
    with pytest.raises(ConfigError, match="do not have it"):
        values["fact"](docs_site, page="Wayfinder", pattern="no such sentence anywhere")
