"""Was the search applied? (pure) The grid after a search is compared with what the page showed
before it: a grid that appeared only after searching is the search's; a grid that was already there
must now show the searched values in its rows, or a different stated total. Otherwise the search did
not reach the grid (the form was not submitted, or submitted a way the page ignores).
"""

from __future__ import annotations

from typing import Any

from wayfinder.portal.analyze import Analysis, GridFact


def main_grid(a: Analysis) -> GridFact | None:
    return max(a.grids, key=lambda g: g.row_count) if a.grids else None


def snapshot(a: Analysis) -> dict[str, Any]:
    """What the page shows before the search: whether a grid is there, its stated total, its rows."""
    grid = main_grid(a)
    return {
        "had_grid": grid is not None,
        "total": a.stated.total if a.stated is not None else None,
        "total_kind": a.stated.kind if a.stated is not None else None,
        "rows": list(grid.rows_text[:20]) if grid is not None else [],
    }


def _text_values(search: dict[str, str]) -> list[str]:
    return [v.strip().lower() for v in search.values() if v.strip()]


def search_filtered(before: dict[str, Any], a: Analysis, search: dict[str, str]) -> tuple[bool, str]:
    """(filtered, why) for the page after the search; ``before`` is :func:`snapshot` of the page."""
    if not before.get("had_grid"):
        return True, "the grid appeared only after the search"
    if not _text_values(search):
        return True, "no search values were given: the grid as the form shows it"
    grid = main_grid(a)
    rows = [r.lower() for r in (grid.rows_text if grid is not None else [])]
    total = a.stated.total if a.stated is not None else None
    kind = a.stated.kind if a.stated is not None else None
    old_total, old_kind = before.get("total"), before.get("total_kind")
    if total is not None and old_total is not None and kind == old_kind and total != old_total:
        return True, f"the stated total changed from {old_total} to {total}"
    values = _text_values(search)
    if values and rows and all(any(v in r for v in values) for r in rows):
        return True, "every row shows a searched value"
    changed = [r.lower() for r in before.get("rows", [])] != rows[:20]
    if values and rows and changed and any(v in r for v in values for r in rows):
        return True, "the rows changed and show a searched value"
    shown = f"stated total {old_total} before and {total} after" if old_total is not None else "same rows"
    return False, f"the grid did not change with the search ({shown})"


def shows_searched(a: Analysis, search: dict[str, str]) -> bool:
    """Whether a row of the main grid shows a searched value (a page that says "No records found" over
    a table whose rows show none is showing something else: recent filings, a sample)."""
    grid = main_grid(a)
    values = _text_values(search)
    return grid is not None and any(v in r.lower() for v in values for r in grid.rows_text)
