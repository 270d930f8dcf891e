"""The search check, the choice of the search form, nested tables and link/control columns (pure),
over the demo variants' real markup."""

from __future__ import annotations

from wayfinder.demo import portal_aspnet, portal_open
from wayfinder.demo.records import Criteria, build_records, page_of, search
from wayfinder.portal.analyze import analyze_html
from wayfinder.portal.capture import capture_grid, match_fields, submit_ways
from wayfinder.portal.routes import ESCALATE, after_action, after_analyze, escalation_reason
from wayfinder.portal.searchcheck import search_filtered, snapshot

RECORDS = build_records()


def _open_page(q: str) -> str:
    found = [r for r in RECORDS if portal_open.matches(r, q, "Any")]
    return portal_open.records_page(page_of(found, 1, 25), q, "Any", "25")


def test_unfiltered_grid_then_filtered_grid() -> None:
    before = snapshot(analyze_html(_open_page(""), ["search"]))
    assert before["had_grid"] and before["total"] == len(RECORDS)
    ok, why = search_filtered(before, analyze_html(_open_page("Oak")), {"search": "Oak"})
    assert ok and "changed" in why
    ok, why = search_filtered(before, analyze_html(_open_page("")), {"search": "Oak"})
    assert not ok and "did not change" in why


def test_a_grid_that_appears_only_after_the_search_is_the_search() -> None:
    assert search_filtered({"had_grid": False}, analyze_html(_open_page("Oak")), {"q": "x"})[0]


def test_same_total_but_every_row_shows_the_value() -> None:
    before = {"had_grid": True, "total": 35, "total_kind": "rows", "rows": ["a", "b"]}
    page = analyze_html(_open_page("Smith"))
    assert page.stated is not None and page.stated.total == 35  # by construction of this check
    ok, why = search_filtered(before, page, {"search": "Smith"})
    assert ok and "every row" in why


def test_the_form_matching_the_wanted_fields_wins_and_one_box_takes_any_name() -> None:
    a = analyze_html(_open_page(""), ["q"])
    assert [f.info.get("name") for f in a.fields] == ["q", "format", "size"]
    steps, problem = match_fields(a, {"search": "Smith", "Format": "Paper"})
    assert problem == "" and [s["param"] for s in steps[:2]] == ["search", "format"]
    assert submit_ways(a) == ["button", "enter"]
    steps, _ = match_fields(a, {"q": "Smith"}, "enter")
    assert steps[-1]["kind"] == "press_enter"


def test_gridview_with_layout_tables_and_an_inner_pager() -> None:
    criteria = Criteria(last="Nguyen")
    html = portal_aspnet.search_page(criteria, search(RECORDS, criteria, 1))
    a = analyze_html(html, ["Last Name"])
    assert a.grid and a.total == 11 and a.next_link is not None
    (grid,) = a.grids
    assert grid.row_count == 10  # the pager row (one cell holding a table) is not a data row
    assert grid.headers[:2] == ["Name", "Doc Type"]
    steps, problem = match_fields(a, {"Last name": "Nguyen"})  # label "Last Name:" matches
    assert problem == "" and steps[0]["description"] == "fill 'Last Name'"


def test_link_and_control_columns_are_kept_apart() -> None:
    captured = capture_grid(analyze_html(_open_page("Oak")))
    assert captured is not None
    assert captured.columns == [
        "Name",
        "Document type",
        "Recorded date",
        "Document #",
        "Book/Page",
        "Parties",
    ]
    assert (captured.link_columns, captured.control_columns) == (["Link"], ["Select"])
    assert captured.grid_spec["column_index"]["Name"] == 1 and captured.grid_spec["paging"] == "next"


def test_an_escalation_reason_routes_to_escalate() -> None:
    state = {"status": "SEARCH_PAGE_FOUND", "escalation": "unknown search field 'x'"}
    assert after_action(state) == ESCALATE and after_analyze(state) == ESCALATE
    assert escalation_reason(state) == "unknown search field 'x'"


def test_breaker_limits_come_from_the_state() -> None:
    state = {"status": "CLICK_EXECUTED", "disclaimer_click_attempts": 2, "limits": {"disclaimer_clicks": 2}}
    assert after_action(state) == ESCALATE
    assert "limit 2" in escalation_reason(state)


def test_a_search_that_does_not_filter_tries_the_next_way_then_asks_a_person() -> None:
    from wayfinder.portal.nodes_walk import _decide

    page = analyze_html(_open_page(""), ["search"])
    state = {"status": "SEARCH_EXECUTED", "search": {"search": "Oak"}, "before_search": snapshot(page)}
    first = _decide({**state, "search_tries": 0}, page)  # type: ignore[arg-type]
    assert first["next_node"] == "perform_search" and first["search_tries"] == 1
    last = _decide({**state, "search_tries": 1}, page)  # type: ignore[arg-type]
    assert last["next_node"] == ESCALATE
    assert "did not filter the grid" in last["escalation"] and "tried: button, enter" in last["escalation"]
    done = _decide(state, analyze_html(_open_page("Oak")))  # type: ignore[arg-type]
    assert done["next_node"] == "capture_columns" and done["search_applied"]


def test_without_search_values_a_visible_grid_is_captured_as_it_is() -> None:
    from wayfinder.portal.nodes_walk import _decide

    page = analyze_html(_open_page(""))
    decided = _decide({"status": "CLICK_EXECUTED", "search": {}}, page)  # type: ignore[arg-type]
    assert decided["next_node"] == "capture_columns"
    assert search_filtered(snapshot(page), page, {})[0]
