"""capture's retry rules and the pure assembly step, with a scripted stand-in for the page."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.async_api import Error as PlaywrightError

from wayfinder.errors import BrowserGone
from wayfinder.observe import capture as capture_mod
from wayfinder.observe.capture import build_observation, capture
from wayfinder.observe.parse import parse_snapshot
from wayfinder.settings import Settings

SETTINGS = Settings(observe_screenshot_mode="none")


def raw_result(n: int = 3) -> str:
    elements = [
        {
            "id": i,
            "tag": "button",
            "text": f"Button {i}",
            "role": "button",
            "bbox": {"x": 0, "y": 0, "w": 9, "h": 9},
        }
        for i in range(1, n + 1)
    ]
    return json.dumps(
        {
            "url": "http://x/",
            "title": "X",
            "elements": elements,
            "total": n,
            "grids": [],
            "headings": [],
            "text_digest": "",
            "scroll_y": 0,
            "viewport_height": 800,
            "page_height": 800,
            "dom_signature": "9:3:0",
            "script_ms": 2.0,
        }
    )


class ScriptedPage:
    """Answers ``evaluate`` from a list: an exception is raised, anything else returned."""

    def __init__(self, answers: list[Any]) -> None:
        self.answers = answers
        self.load_waits: list[str] = []
        self.calls = 0
        self.frames: list[object] = [self]  # the main frame only: no frame of another origin to observe

    async def evaluate(self, script: str, arg: Any = None) -> Any:
        self.calls += 1
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    async def wait_for_load_state(self, state: str = "load", timeout: float | None = None) -> None:
        self.load_waits.append(state)


async def test_navigation_in_progress_is_retried_after_domcontentloaded() -> None:
    page = ScriptedPage(
        [
            PlaywrightError("Execution context was destroyed, most likely because of a navigation"),
            raw_result(),
        ]
    )
    obs = await capture(page, SETTINGS, goal="button 2")  # type: ignore[arg-type]
    assert page.calls == 2 and page.load_waits == ["domcontentloaded"]
    assert len(obs.elements) == 3 and obs.candidates[0] == 2


async def test_retries_are_bounded() -> None:
    err = PlaywrightError("Execution context was destroyed")
    page = ScriptedPage([err, err, err, raw_result()])
    with pytest.raises(PlaywrightError):
        await capture(page, SETTINGS)  # type: ignore[arg-type]
    assert page.calls == 3


async def test_closed_page_is_browser_gone() -> None:
    page = ScriptedPage([PlaywrightError("Target page, context or browser has been closed")])
    with pytest.raises(BrowserGone):
        await capture(page, SETTINGS)  # type: ignore[arg-type]


async def test_other_errors_are_not_retried() -> None:
    page = ScriptedPage([PlaywrightError("SyntaxError: boom"), raw_result()])
    with pytest.raises(PlaywrightError, match="boom"):
        await capture(page, SETTINGS)  # type: ignore[arg-type]
    assert page.calls == 1


def test_build_observation_limits_hashes_and_classifies() -> None:
    snap = parse_snapshot(json.loads(raw_result(30)))
    obs = build_observation(snap, SETTINGS, terms=["button", "7"], mapping_limit=10)
    assert len(obs.elements) == 10 and obs.total_elements == 30
    assert obs.candidates[0] == 7
    assert obs.mapping_hash and obs.candidate_hash and obs.dom_hash
    assert obs.page_type == "other" and obs.page_type_evidence
    full = build_observation(snap, SETTINGS, mapping_limit=100)
    assert full.mapping_hash == obs.mapping_hash  # hashed over everything found, not the limited list


def test_script_is_read_once_from_the_package() -> None:
    text = capture_mod.som_script()
    assert text.lstrip().startswith("//") and "data-agent-id" in text
    assert capture_mod.som_script() is text


def test_script_parts_are_included() -> None:
    text = capture_mod.som_script()
    assert "// @include" not in text
    assert "function labelOf(" in text and "function scanGrids(" in text
