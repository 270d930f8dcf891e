"""Narration: one plain sentence per step, from plain data."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.narration import (
    narrate_action,
    narrate_exec,
    narrate_observation,
    narrate_terminal,
    page_of,
)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("listing", "Keyboards | Shop", 24), "Looking at 'Keyboards | Shop' (a list, 24 items)"),
        (("detail", "Dell 27 4K", 10), "Looking at 'Dell 27 4K'"),
        (("other", "", 3), "Looking at the page"),
        (("form", "Sign up", 3), "Looking at 'Sign up' (a form)"),
        (("disclaimer", "Home | Shop", 2), "Looking at 'Home | Shop' (a prompt to accept is in the way)"),
        (("grid", "", 0), "Looking at the page (a results table)"),
    ],
)
def test_observation(args: tuple[str, str, int], expected: str) -> None:
    assert narrate_observation(*args) == expected


@pytest.mark.parametrize(
    ("action", "target", "context", "expected"),
    [
        (
            {"type": "click", "element_id": 4},
            "Next page",
            "page 2 of 5",
            "Clicking 'Next page' (page 2 of 5)",
        ),
        (
            {"type": "type", "element_id": 2, "text": "Smith"},
            "Last name",
            "",
            "Typing 'Smith' into 'Last name'",
        ),
        ({"type": "click", "element_id": 4}, "", "", "Clicking element 4"),
        ({"type": "navigate", "url": "http://x/"}, "", "", "Opening http://x/"),
        ({"type": "switch_tab", "tab_id": 2}, "", "", "Switching to tab 2"),
        ({"type": "done", "success": False}, "", "", "Giving up"),
        ({"type": "press_key", "key": "Escape", "element_id": None}, "", "", "Pressing Escape"),
        ({"type": "press_key", "key": "Enter", "element_id": 3}, "Search", "", "Pressing Enter in 'Search'"),
        ({"type": "hover", "element_id": 5}, "Products", "", "Pointing at 'Products'"),
        (
            {"type": "select_option", "element_id": 2, "label": "Express"},
            "Delivery",
            "",
            "Choosing 'Express' in 'Delivery'",
        ),
        ({"type": "wait", "seconds": 2.0}, "", "", "Waiting up to 2.0s for the page"),
        ({"type": "drag", "element_id": 6, "to_element_id": 9}, "Card", "", "Dragging 'Card' onto element 9"),
        ({"type": "drag", "element_id": 6, "dx": 40, "dy": 0}, "Knob", "", "Dragging 'Knob' by 40,0 px"),
    ],
)
def test_action(action: dict[str, Any], target: str, context: str, expected: str) -> None:
    assert narrate_action(action, target, context) == expected


def test_page_of() -> None:
    assert page_of("Showing page 2 of 5") == "page 2 of 5"
    assert page_of("no paging") == ""


@pytest.mark.parametrize(
    ("reason", "evidence", "answer", "expected"),
    [
        ("goal_satisfied", {}, "found 'Dell 27 4K' at $279.99", "Finished: found 'Dell 27 4K' at $279.99"),
        (
            "loop_stuck",
            {"actions": [{"type": "click"}] * 3, "repeats": 3},
            None,
            "Stopped: the same click changed nothing 3 times",
        ),
        ("budget_exhausted", {"setting": "max_steps", "limit": 3}, None, "Stopped: ran out of max_steps (3)"),
        ("goal_failed", {"question": "Which size?"}, None, "Gave up: Which size?"),
        (
            "goal_failed",
            {"stop_reason": "denied", "denied": "clicking [7] 'Place order'", "reason": "too expensive"},
            None,
            "Stopped: a person denied clicking [7] 'Place order' (too expensive)",
        ),
        (
            "goal_failed",
            {"stop_reason": "denied", "denied": "typing into [3] 'Card number'", "reason": None},
            None,
            "Stopped: a person denied typing into [3] 'Card number'",
        ),
    ],
)
def test_terminal(reason: str, evidence: dict[str, Any], answer: str | None, expected: str) -> None:
    assert narrate_terminal(reason, evidence, answer) == expected


def test_exec() -> None:
    assert narrate_exec(True, "js", None) == "Done (using the js fallback)"
    assert narrate_exec(False, None, "timeout").startswith("That did not work: timeout")


@pytest.mark.parametrize(
    ("error", "said"),
    [
        (
            "could not click [5] 'Next'; tried normal, js, text: normal: clicking element [5] failed: "
            "another element covers it | js: x",
            "That did not work: could not click [5] 'Next'",
        ),
        (
            "element [1] 'VoltMart' is a link, not a text field; click it instead",
            "That did not work: element [1] 'VoltMart' is a link, not a text field",
        ),
        (
            "typing into element [7] failed: it is not a text field",
            "That did not work: typing into element [7] failed: it is not a text field",
        ),
        ("", "That did not work: unknown error"),
    ],
)
def test_a_failure_is_one_sentence_for_a_person(error: str, said: str) -> None:
    assert narrate_exec(False, None, error) == said


def test_failure_sentences_name_what_was_missing() -> None:
    from wayfinder.agent.narration import narrate_terminal

    asked = {
        "stop_reason": "needs_confirmation",
        "sentence": "the order was not placed: it needs your confirmation",
        "question": "Ready to place the order for Orbit S at $129.50: confirm?",
    }
    assert narrate_terminal("goal_failed", asked) == (
        "Stopped: the order was not placed: it needs your confirmation. "
        "Ready to place the order for Orbit S at $129.50: confirm?"
    )
    searched = {"stop_reason": "loop_stuck", "searched": {"query": "garden hose", "noun": "product"}}
    assert narrate_terminal("goal_failed", searched) == (
        "Gave up: no product matches 'garden hose' on this site (searched 'garden hose': 0 results)"
    )
    refused = {
        "stop_reason": "max_steps",
        "refused": {"target": "[4] 'Delete'", "reasons": ["deletes data: x"]},
    }
    assert narrate_terminal("goal_failed", refused) == "Refused: [4] 'Delete' was not done (deletes data: x)"
    unbacked = {"stop_reason": "unverified_answer", "sentence": "'$5' was not read from any page of this run"}
    assert narrate_terminal("goal_failed", unbacked) == "Gave up: '$5' was not read from any page of this run"
