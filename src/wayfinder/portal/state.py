"""The portal workflow's state (small, serializable) and its context (the live handles).

Statuses: None -> NAVIGATING -> SEARCH_PAGE_FOUND / CLICK_EXECUTED / GRID -> SEARCH_EXECUTED ->
COLUMNS_CAPTURED -> SCRIPT_GENERATED -> SCRIPT_FAILED -> SCRIPT_FIXED -> ... -> DONE, or
NEEDS_HUMAN_REVIEW (a circuit breaker fired) or FAILED (unrecoverable, with a message).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, TypedDict

from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.portal.breakers import DEFAULT_LIMITS, Limits
from wayfinder.portal.steps import Step
from wayfinder.portal.verify import Oracle
from wayfinder.settings import Settings
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

NAVIGATING = "NAVIGATING"
SEARCH_PAGE_FOUND = "SEARCH_PAGE_FOUND"
CLICK_EXECUTED = "CLICK_EXECUTED"
GRID = "GRID"
SEARCH_EXECUTED = "SEARCH_EXECUTED"
COLUMNS_CAPTURED = "COLUMNS_CAPTURED"
SCRIPT_GENERATED = "SCRIPT_GENERATED"
SCRIPT_FAILED = "SCRIPT_FAILED"
SCRIPT_FIXED = "SCRIPT_FIXED"
DONE = "DONE"
NEEDS_HUMAN_REVIEW = "NEEDS_HUMAN_REVIEW"
FAILED = "FAILED"
TERMINAL = (DONE, NEEDS_HUMAN_REVIEW, FAILED)


class PortalState(TypedDict, total=False):
    status: str | None
    start_url: str
    url: str
    search: dict[str, str]  # FIELD=VALUE as given by the user
    disclaimer_click_attempts: int  # resets when the page changes
    clicked_selectors: list[str]
    attempt_count: int
    script_test_attempts: int
    script_error: str
    failing_step: int | None
    recorded_steps: list[Step]
    columns: list[str]
    column_mapping: dict[str, str]  # column -> cell selector relative to a row
    row_selector: str
    generated_script_path: str
    oracle: Oracle
    rows: int
    message: str
    input_error: bool  # FAILED because of the user's input (CLI exit 64)
    next_node: str  # analyze's decision, read by the router
    page_sig: str
    last_fix: str
    limits: Limits  # breaker thresholds (settings)
    search_applied: bool  # the search was submitted and the grid checked as filtered
    search_tries: int  # which way of submitting is next (button, Enter, a search link)
    before_search: dict[str, Any]  # what the page showed before the search (grid, stated total)
    escalation: str  # a node's reason to hand the run to a person (routes to escalate)
    stated: dict[str, Any] | None  # the total the results page states (read.totals.StatedTotal)
    link_columns: list[str]
    grid_frame: str  # the URL path of the iframe the results load into ("" when in the page)
    grid_spec: dict[str, Any]  # header names, column indexes, paging kind, grid frame (for the script)
    control_columns: list[str]
    rows_written: int  # rows the last script test wrote
    sample_rows: list[list[str]]  # the first rows the passing script wrote (for the report)
    script_kind: str  # "http" (no browser) or "browser"; "" until the browser script passed
    browser_script_path: str  # the browser script, when the HTTP script was chosen
    http_note: str  # why the HTTP script was used or not
    model_verdicts: list[dict[str, Any]]  # the model's page classifications beside the heuristics
    status_history: Annotated[list[str], operator.add]


StatusHook = Callable[[str, dict[str, Any]], None]


@dataclass
class PortalContext:
    """Live handles for the nodes (LangGraph ``context_schema``)."""

    runtime: BrowserRuntime
    tracer: Tracer
    settings: Settings
    run_dir: RunDir
    out_dir: Path
    on_status: StatusHook | None = None
    script_timeout_s: float = 90.0
    step_counter: list[int] = field(default_factory=lambda: [0])
    notes: dict[str, Any] = field(default_factory=dict)  # a node's details for its step record

    def note(self, **details: Any) -> None:
        self.notes.update(details)


def initial_state(url: str, search: dict[str, str], limits: Limits | None = None) -> PortalState:
    return {
        "limits": dict(limits or DEFAULT_LIMITS),  # type: ignore[typeddict-item]
        "search_applied": False,
        "search_tries": 0,
        "before_search": {},
        "escalation": "",
        "stated": None,
        "link_columns": [],
        "grid_spec": {},
        "grid_frame": "",
        "control_columns": [],
        "rows_written": 0,
        "sample_rows": [],
        "status": None,
        "start_url": url,
        "url": url,
        "search": dict(search),
        "disclaimer_click_attempts": 0,
        "clicked_selectors": [],
        "attempt_count": 0,
        "script_test_attempts": 0,
        "script_error": "",
        "failing_step": None,
        "recorded_steps": [],
        "columns": [],
        "column_mapping": {},
        "row_selector": "",
        "generated_script_path": "",
        "rows": 0,
        "message": "",
        "input_error": False,
        "next_node": "",
        "page_sig": "",
        "last_fix": "",
        "status_history": [],
    }
