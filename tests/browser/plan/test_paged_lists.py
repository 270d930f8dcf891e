"""Lists read whole on real pages (real Chromium, no graph): each page is captured, the rules planner
decides, the executor acts, until it answers. Pages of our own: a blog whose category archives state
no total and page with 'Older posts' (a count over both pages; the newest post of a place, whose
newest entry is on its second page), a post whose comments are headed '2 comments', and a library
admin's loan list whose status filter 'On loan' sets '?status=out' (rendered by the page's script)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules import context
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

SIDE = (
    "<aside><h2>Categories</h2><ul><li><a href='/category/garden/'>Garden</a></li>"
    "<li><a href='/category/travel/'>Travel</a></li></ul></aside>"
)


def _archive(place: str, posts: list[tuple[str, str, str]], older: str = "", newer: str = "") -> str:
    items = "".join(
        f"<article><h2><a href='{href}'>{title}</a></h2><p>A short excerpt.</p><p>Published {day}</p></article>"
        for title, day, href in posts
    )
    nav = (f"<a href='{older}'>Older posts</a>" if older else "") + (
        f" <a href='{newer}'>Newer posts</a>" if newer else ""
    )
    return f"<title>{place} – Harbour Notes</title><main><h1>Category: {place}</h1>{items}<nav>{nav}</nav></main>{SIDE}"


def _post(title: str, comments: list[str]) -> str:
    said = "".join(f"<li><b>Ada</b> <p>{c}</p></li>" for c in comments)
    return (
        f"<title>{title} – Harbour Notes</title><main><h1>{title}</h1><p>Published January 12, 2026</p>"
        f"<p>Simmer for 25 minutes.</p><h2>{len(comments)} comments</h2><ol>{said}</ol></main>{SIDE}"
    )


def _blog(server: PageServer) -> str:
    server.add(
        "/",
        "<title>Harbour Notes</title><main><h1>Harbour Notes</h1>"
        "<article><h2><a href='/2026/01/soup/'>Red Lentil Soup for Cold Evenings</a></h2><p>3 comments</p></article>"
        f"<article><h2><a href='/2026/02/bread/'>Bread Without Kneading</a></h2><p>7 comments</p></article></main>{SIDE}",
    )
    server.add(
        "/category/garden/",
        _archive(
            "Garden",
            [("Wild Garlic Pesto", "March 28, 2026", "/g/1/"), ("Raised Beds", "March 2, 2026", "/g/2/")],
            older="/category/garden/page/2/",
        ),
    )
    server.add(
        "/category/garden/page/2/",
        _archive("Garden", [("Garlic in Autumn", "October 4, 2025", "/g/3/")], newer="/category/garden/"),
    )
    server.add(
        "/category/travel/",
        _archive(
            "Travel",
            [("Packing Light", "May 5, 2026", "/t/1/"), ("Coastal Path", "April 18, 2026", "/t/2/")],
            older="/category/travel/page/2/",
        ),
    )
    server.add(
        "/category/travel/page/2/",
        _archive("Travel", [("Sleeper to Vienna", "June 2, 2026", "/t/3/")], newer="/category/travel/"),
    )
    server.add("/t/3/", _post("Sleeper to Vienna", []))
    server.add("/t/1/", _post("Packing Light", []))
    server.add("/2026/01/soup/", _post("Red Lentil Soup for Cold Evenings", ["Lovely.", "Added chilli."]))
    return server.url("/")


LOANS = [
    ("Paper Gardens", "out"),
    ("Iron Orchard", "returned"),
    ("Salt Roads", "out"),
    ("Blue Hour", "overdue"),
]


def _admin(server: PageServer) -> str:
    rows = "".join(
        f"<tr data-status='{s}'><td><a href='/l/{i}/'>{t}</a></td><td>{s}</td></tr>"
        for i, (t, s) in enumerate(LOANS)
    )
    server.add(
        "/admin/loan/",
        "<title>Select loan to change | Library</title><nav><a href='/admin/'>Home</a></nav>"
        "<main><h1>Select loan to change</h1><table id=result_list><tr><th>Book</th><th>Status</th></tr>"
        f"{rows}</table><p class=paginator><span id=total></span></p></main>"
        "<nav id=changelist-filter><h2>Filter</h2><h3>By status</h3><ul><li><a href='?'>All</a></li>"
        "<li><a href='?status=out'>On loan</a></li><li><a href='?status=overdue'>Overdue</a></li>"
        "<li><a href='?status=returned'>Returned</a></li></ul></nav>"
        "<script>const want = new URLSearchParams(location.search).get('status');"
        "let n = 0; for (const tr of document.querySelectorAll('tr[data-status]')) {"
        "if (want && tr.dataset.status !== want) tr.remove(); else n++; }"
        "document.getElementById('total').textContent = want ? n + ' results (4 total)' : n + ' loans';</script>",
    )
    return server.url("/admin/loan/")


async def _run(runtime: BrowserRuntime, settings: Settings, goal: str, start: str) -> tuple[list[str], Done]:
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    paths: list[str] = []
    for step in range(1, 12):
        obs = await capture(runtime.page, settings, goal=goal)
        paths.append("/" + obs.url.split("//", 1)[1].split("/", 1)[1])
        res = decide(context(goal, obs, memory=memory, history=history))
        if isinstance(res.action, Done):
            return paths, res.action
        result = await execute(res.action, runtime, obs, settings)
        history.append(
            HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok, note=result.error or "")
        )
        memory = dict(res.memory)
    raise AssertionError(f"no answer after {paths}")


def _settings(test_settings: Settings, tmp_path: Path) -> Settings:
    return test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})


async def test_a_category_with_no_total_is_counted_over_its_pages(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    start = _blog(page_server)
    paths, done = await _run(
        runtime, _settings(test_settings, tmp_path), "how many posts are in the Garden category?", start
    )
    assert done.success and (done.answer or "").startswith("3 "), (paths, done.answer)
    assert "two pages" in (done.answer or "")
    assert paths == ["/", "/category/garden/", "/category/garden/page/2/"]


async def test_the_newest_post_of_a_category_is_found_by_its_date_on_any_page(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    start = _blog(page_server)
    paths, done = await _run(
        runtime, _settings(test_settings, tmp_path), "open the most recent post in the Travel category", start
    )
    assert done.success, (paths, done.answer)
    assert paths[-1] == "/t/3/"  # June 2 on page 2, though page 1 comes first


async def test_comments_under_a_recipe_are_counted_on_its_page(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    start = _blog(page_server)
    paths, done = await _run(
        runtime,
        _settings(test_settings, tmp_path),
        "How many comments are shown under the red lentil soup recipe?",
        start,
    )
    assert done.success and done.answer == "2", (paths, done.answer)
    assert paths[-1] == "/2026/01/soup/"


async def test_loans_out_are_counted_with_the_status_filter_that_sets_out(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    start = _admin(page_server)
    paths, done = await _run(
        runtime,
        _settings(test_settings, tmp_path),
        "how many loans are currently out, not yet returned?",
        start,
    )
    assert done.success and done.answer == "2", (paths, done.answer)
    assert paths[-1] == "/admin/loan/?status=out"
