"""The portal workflow on real software nobody here wrote: Datasette serving a seeded SQLite table
behind an "I Accept" terms page, its unfiltered table visible before any search (issue 13's shape)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

import pytest

from wayfinder.browser.launch import SharedBrowser
from wayfinder.portal.run import run_portal
from wayfinder.settings import Settings
from wayfinder_bench.datasette_portal import DatasettePortal

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def datasette() -> Iterator[DatasettePortal]:
    with DatasettePortal(rows=1200, page_size=50) as portal:
        yield portal


async def test_search_applied_and_total_matched_on_datasette(
    datasette: DatasettePortal, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await run_portal(datasette.table_url, {"search": "Smith"}, test_settings, shared=shared_browser)
    assert result.status == "DONE", result.message
    expected = datasette.matching("Smith")
    assert 50 < len(expected) < 1200  # more than one page, far from the whole table
    attempt = result.state["script_test_attempts"]
    text = (result.run_dir / "state" / f"script_test_{attempt}.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert sorted(r["doc_number"] for r in rows) == sorted(expected)
    assert result.stated_total == result.rows_written == len(expected)
    assert result.state["before_search"]["total"] == 1200  # the grid was there before the search
    # Datasette's sorted column header reads "last_name ▼"; its "Link" column links each row's own page
    # with distinct texts (the rowid): data, with the row's address beside it, not decoration
    assert "last_name" in result.columns and result.state["link_columns"] == []
    assert "Link_url" in result.columns and all(r["Link_url"].startswith("http://127.0.0.1") for r in rows)
    assert len({r["Link_url"] for r in rows}) == len(rows)
    assert result.state["script_kind"] == "http", result.state.get("http_note")
