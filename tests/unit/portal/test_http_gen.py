"""When an HTTP script may replay the walk, and its template (pure)."""

from __future__ import annotations

from typing import Any

from wayfinder.portal.script_gen import (
    HTTP_TEMPLATE_NAME,
    build_spec,
    http_possible,
    load_template,
    render_script,
)
from wayfinder.portal.steps import make_step


def _spec(row_selector: str, paging: str | None) -> dict[str, Any]:
    steps = [make_step("wait_grid", "grid", [{"how": "css", "value": "table"}])]
    if paging:
        steps.append(make_step("next_page", "more", []))
    return build_spec(
        start_url="http://127.0.0.1/",
        steps=steps,
        columns=["A"],
        column_mapping={"A": "td"},
        row_selector=row_selector,
        grid_spec={"paging": paging, "header_names": ["A"], "column_index": {"A": 0}},
    )


def test_html_tables_with_links_or_postbacks_may_go_without_a_browser() -> None:
    assert http_possible(_spec("tr:has(> td)", "next")) == ""
    assert http_possible(_spec("tr:has(> td)", None)) == ""


def test_script_built_rows_need_the_browser() -> None:
    assert "ARIA grid" in http_possible(_spec("[role=row]:has(> [role=gridcell])", "next"))
    assert "more" in http_possible(_spec("tr:has(> td)", "more"))
    assert "scroll" in http_possible(_spec("tr:has(> td)", "scroll"))


def test_the_http_template_compiles_and_parses_its_options() -> None:
    spec = _spec("tr:has(> td)", "next")
    spec["steps"].insert(0, make_step("fill", "fill 'Format'", [], param="format", value="PDF"))
    namespace: dict[str, object] = {"__name__": "not_main"}
    exec(compile(render_script(spec, load_template(HTTP_TEMPLATE_NAME)), "s.py", "exec"), namespace)
    args = namespace["parse_args"](["--format", "jsonl", "--search-format", "Paper"])  # type: ignore[operator]
    assert (args.format, args.search_format, args.delay, args.max_pages) == ("jsonl", "Paper", 1.0, 0)
