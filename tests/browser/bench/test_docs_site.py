"""The MkDocs proving ground: this checkout's docs are built and served, the search index lists every
page, the client-side search finds pages in a real Chromium, and the readers agree with the pages."""

from __future__ import annotations

import html as html_text
import re
import urllib.request
from pathlib import Path

import pytest
from playwright.async_api import Browser

from wayfinder_bench.apps import docs_data
from wayfinder_bench.apps.docs_site import DocsSite, gather_sources
from wayfinder_bench.apps.paths import repo_root

pytestmark = pytest.mark.browser


def _get(url: str) -> tuple[int, str]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.read().decode("utf-8")


def test_sources_are_the_readme_and_the_docs_folder(tmp_path: Path) -> None:
    copied = gather_sources(repo_root(), tmp_path)
    expected = [Path("index.md")] + [
        Path("docs") / p.name for p in sorted((repo_root() / "docs").glob("*.md"))
    ]
    assert copied == expected and Path("docs/BENCHMARKS.md") in copied
    assert (tmp_path / "index.md").read_text() == (repo_root() / "README.md").read_text()


def test_every_page_is_built_served_and_indexed(docs_site: DocsSite) -> None:
    pages = docs_data.pages(docs_site.site_dir)
    sources = 1 + len(list((repo_root() / "docs").glob("*.md")))
    assert len(pages) == sources and pages[0].path == "/" and pages[0].title == "Wayfinder"
    for page in pages:
        status, html = _get(docs_site.url + page.path)
        assert status == 200 and f"<title>{page.title}" in html_text.unescape(html)
    status, index = _get(docs_site.url + "/search/search_index.json")
    assert status == 200 and '"docs"' in index


def test_readers_extract_facts_from_the_page_text(docs_site: DocsSite) -> None:
    site = docs_site.site_dir
    assert docs_data.page_titled(site, "benchmarks").path == "/docs/BENCHMARKS/"
    assert docs_data.section_titled(site, "Safety").page == ""
    assert docs_data.fact(site, "Wayfinder", r"(\d+) loop_stuck") == "2"
    reasons = docs_data.facts(
        site, "Wayfinder", r"\b(goal_\w+|loop_stuck|budget_exhausted)\b", within=r"four terminal reasons[^.]*"
    )
    assert reasons == ["goal_satisfied", "goal_failed", "loop_stuck", "budget_exhausted"]
    assert {"/", "/docs/BENCHMARKS/"} <= {p.path for p in docs_data.pages_mentioning(site, "MiniWoB")}
    with pytest.raises(docs_data.NotFound):
        docs_data.fact(site, "Wayfinder", r"a sentence the docs do not have")
    with pytest.raises(docs_data.NotFound):
        docs_data.page_titled(site, "Pricing")


async def test_client_side_search_finds_pages_in_chromium(docs_site: DocsSite, chromium: Browser) -> None:
    context = await chromium.new_context()
    try:
        page = await context.new_page()
        await page.goto(docs_site.url + "/")
        await page.fill("input[name=q]", "allowed_domains")
        await page.press("input[name=q]", "Enter")
        await page.wait_for_selector("#mkdocs-search-results article, #mkdocs-search-results p")
        links = await page.eval_on_selector_all("#mkdocs-search-results a", "els => els.map(e => e.href)")
        assert links, await page.inner_text("#mkdocs-search-results")
        mentioning = {p.path for p in docs_data.pages_mentioning(docs_site.site_dir, "allowed_domains")}
        found = {re.sub(r"^https?://[^/]+", "", link).split("#", 1)[0] for link in links}
        assert found and found <= mentioning
    finally:
        await context.close()
