"""A grid's rows are the rows a person sees: a row the page hid (display:none after an in-place
'Approve', the hidden attribute a filter box sets, aria-hidden, no size) is neither counted nor
sampled, against real headless Chromium."""

from __future__ import annotations

import pytest
from playwright.async_api import Page

from tests.fixtures.observe import SETTINGS, observe, page
from wayfinder.observe.capture import capture
from wayfinder.observe.models import GridSummary

pytestmark = pytest.mark.browser

__all__ = ["page"]  # the fixture, used by name

AUTHORS = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta"]

# A blog's pending comments: 'Approve' is sent in the background and the row leaves the list in place
# (faded, then display:none), as WordPress' comments screen does.
COMMENTS = (
    "<h1>Comments (Pending)</h1><table class='wp-list-table'><thead><tr><th>Author</th><th>Comment</th>"
    "<th>Actions</th></tr></thead><tbody>"
    + "".join(
        f"<tr id='comment-{i}'><td>{a}</td><td>Comment number {i} by {a}</td>"
        f"<td><a href='#' onclick=\"approve('comment-{i}'); return false\">Approve</a></td></tr>"
        for i, a in enumerate(AUTHORS)
    )
    + "</tbody></table><script>function approve(id) { const row = document.getElementById(id);"
    " row.style.opacity = '0'; setTimeout(() => { row.style.display = 'none'; row.dataset.gone = '1'; }, 20); }"
    "</script>"
)


def only_grid(grids: list[GridSummary]) -> GridSummary:
    assert len(grids) == 1
    return grids[0]


async def test_a_row_hidden_in_place_leaves_the_grid(page: Page) -> None:
    before = only_grid((await observe(page, COMMENTS)).grids)
    assert before.row_count == 7 and before.sample_rows[0][0] == "Ada"
    await page.click("#comment-0 a")
    await page.wait_for_selector("#comment-0[data-gone]", state="attached")
    after = only_grid((await capture(page, SETTINGS)).grids)
    assert after.row_count == 6
    assert [row[0] for row in after.sample_rows] == ["Bruno", "Chiara", "Dmitri"]


# A catalogue's table with a filter box (rows it does not match get the hidden attribute), a row a
# script marked aria-hidden, and an ARIA grid whose collapsed group row has no height.
CATALOGUE = (
    "<h1>Books</h1><table><thead><tr><th>Title</th><th>Pages</th></tr></thead><tbody>"
    + "".join(
        f"<tr{' hidden' if i % 2 else ''}{' aria-hidden=true' if i == 2 else ''}><td>Book {i}</td><td>{100 + i}</td></tr>"
        for i in range(40)
    )
    + "</tbody></table>"
    "<div role='grid' aria-label='Loans'><div role='row'><span role='columnheader'>Reader</span>"
    "<span role='columnheader'>Due</span></div>"
    "<div role='row' style='height:0;overflow:hidden'><span role='gridcell'>Group: overdue</span><span role='gridcell'>-</span></div>"
    "<div role='row'><span role='gridcell'>Ines</span><span role='gridcell'>May 2</span></div>"
    "<div role='row'><span role='gridcell'>Jon</span><span role='gridcell'>May 9</span></div></div>"
)


async def test_hidden_and_sizeless_rows_are_no_rows(page: Page) -> None:
    obs = await observe(page, CATALOGUE)
    books, loans = obs.grids
    # 40 rows, 20 hidden by the filter, one more under aria-hidden: 19 a person sees
    assert books.row_count == 19
    assert [row[0] for row in books.sample_rows] == ["Book 0", "Book 4", "Book 6"]
    assert "Book 1" not in obs.text_digest and "Book 2\t" not in obs.text_digest
    rows = [row[0] for row in loans.sample_rows]
    assert rows[-2:] == ["Ines", "Jon"] and "Group: overdue" not in rows
