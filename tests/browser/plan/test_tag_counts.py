"""A count of the things with a tag or label, on real pages (real Chromium, no graph): a blog whose
posts carry tag links ('/tag/vegetarian/') beside a category of the same word, and whose tag archive
states no total and pages with 'Older posts' (counted over both pages); and a forge's issue list whose
label links lead to '/labels/bug' (GitHub's shape) and state the total."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.plan.test_paged_lists import _archive, _run, _settings
from tests.fixtures.browser import PageServer
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def _blog(server: PageServer) -> str:
    server.add(
        "/",
        "<title>Harbour Notes</title><main><h1>Harbour Notes</h1>"
        "<article><h2><a href='/2026/01/soup/'>Red Lentil Soup</a></h2><p>Tags: "
        "<a href='/tag/soup/'>soup</a>, <a href='/tag/vegetarian/'>vegetarian</a></p></article>"
        "<article><h2><a href='/2026/02/salmon/'>Miso Salmon</a></h2><p>Tags: <a href='/tag/quick/'>quick</a>"
        "</p></article></main><aside><h2>Categories</h2><ul><li><a href='/category/vegetarian/'>Vegetarian</a>"
        "</li><li><a href='/category/travel/'>Travel</a></li></ul></aside>",
    )
    server.add(
        "/tag/vegetarian/",
        _archive(
            "vegetarian",
            [
                ("Red Lentil Soup", "January 12, 2026", "/v/1/"),
                ("Chickpea Salad", "February 3, 2026", "/v/2/"),
            ],
            older="/tag/vegetarian/page/2/",
        ),
    )
    server.add(
        "/tag/vegetarian/page/2/",
        _archive("vegetarian", [("Tomato Pasta", "September 14, 2025", "/v/3/")], newer="/tag/vegetarian/"),
    )
    server.add("/category/vegetarian/", _archive("Vegetarian", [("Only One Post", "May 1, 2026", "/c/1/")]))
    return server.url("/")


ISSUES = """<title>Issues - app - Forge</title><main><h1>Issues</h1>
<p>Labels: <a href="/git/app/labels/bug">bug</a> <a href="/git/app/labels/docs">docs</a></p>
<ul>{rows}</ul><p>{total}</p></main>"""


def _forge(server: PageServer) -> str:
    every = [
        ("Crash on rotate", "bug"),
        ("Typo in README", "docs"),
        ("Login freezes", "bug"),
        ("Slow map", "bug"),
    ]
    rows = "".join(
        f"<li><a href='/git/app/issues/{i}'>{t}</a> <span>{label}</span></li>"
        for i, (t, label) in enumerate(every)
    )
    server.add("/git/app/issues", ISSUES.format(rows=rows, total=f"{len(every)} issues"))
    return server.url("/git/app/issues")


async def test_posts_tagged_a_word_are_counted_on_the_tags_archive_over_its_pages(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    start = _blog(page_server)
    paths, done = await _run(
        runtime, _settings(test_settings, tmp_path), "how many posts are tagged vegetarian?", start
    )
    assert "/tag/vegetarian/" in paths and "/category/vegetarian/" not in paths
    assert done.success is True and done.answer.split()[0] == "3"


async def test_issues_labelled_a_word_open_the_labels_link(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    start = _forge(page_server)
    page_server.add(
        "/git/app/labels/bug",
        "<title>Issues - app - Forge</title><main><h1>Issues</h1><p>Label: bug</p><ul>"
        "<li><a href='/git/app/issues/0'>Crash on rotate</a></li><li><a href='/git/app/issues/2'>Login freezes</a></li>"
        "<li><a href='/git/app/issues/3'>Slow map</a></li></ul><p>Showing 1-3 of 3</p></main>",
    )
    paths, done = await _run(
        runtime, _settings(test_settings, tmp_path), "how many issues are labelled bug?", start
    )
    assert "/git/app/labels/bug" in paths
    assert done.success is True and done.answer.split()[0] == "3"
