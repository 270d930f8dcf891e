"""`wayfinder portal debug`: the likely cause of the common stuck states, from the state file alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wayfinder.errors import ConfigError
from wayfinder.portal.debug import debug_lines, likely_cause
from wayfinder.portal.steps import make_step


@pytest.mark.parametrize(
    ("state", "needle"),
    [
        ({"status": "NAVIGATING"}, "stuck at NAVIGATING"),
        ({"status": None}, "stuck at NAVIGATING"),
        ({"status": "CLICK_EXECUTED", "disclaimer_click_attempts": 2}, "no page change"),
        (
            {"status": "SCRIPT_FAILED", "script_error": "grid css=#r not found; no alternative matches"},
            "selectors changed",
        ),
        ({"status": "SCRIPT_FAILED", "script_error": "the server answered HTTP 500 for x"}, "server error"),
        (
            {
                "status": "NEEDS_HUMAN_REVIEW",
                "script_error": "the script wrote 9 rows, but the portal states 11",
            },
            "pagination",
        ),
        ({"status": "FAILED", "message": "no records found for last=Q"}, "no records found"),
        ({"status": "DONE"}, "not stuck"),
    ],
)
def test_likely_cause(state: dict[str, object], needle: str) -> None:
    assert needle in likely_cause(state)


def test_debug_lines_read_the_run_dir(tmp_path: Path) -> None:
    (tmp_path / "state").mkdir()
    step = make_step("click", "accept the disclaimer", [{"how": "css", "value": "#ok"}])
    state = {
        "status": "CLICK_EXECUTED",
        "status_history": ["NAVIGATING", "CLICK_EXECUTED"],
        "disclaimer_click_attempts": 3,
        "clicked_selectors": ["css=#ok", "css=#ok", "css=#ok"],
        "recorded_steps": [step],
        "script_test_attempts": 0,
    }
    (tmp_path / "state" / "portal_state.json").write_text(json.dumps(state))
    text = "\n".join(debug_lines(tmp_path))
    assert "disclaimer clicks:  3" in text and "css=#ok, css=#ok, css=#ok" in text
    assert "0. click     accept the disclaimer  [css=#ok; wait 5000 ms]" in text
    assert "no page change" in text


def test_not_a_portal_run(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"portal_state\.json"):
        debug_lines(tmp_path)
