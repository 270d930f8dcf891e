"""A form's submit, tried again on a page the run has moved to, never types into that page's field of the
same number (pure): a slow 'Log in' whose click was not seen to work leaves the run on the home page,
where element 9 is the site's search box, not the password field typed on the sign-in page: the form
went, and the run goes on to the next step."""

from __future__ import annotations

from typing import Any

from tests.fixtures.rules import button, context, field, page
from wayfinder.actions.models import TypeText
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide

GOAL = "log in as alice with password quartz-river-21 and open issue #7"


def _memory(index: int) -> dict[str, Any]:
    rules = {
        "goal": GOAL,
        "index": index,
        "states": {},
        "answers": [],
        "pending": None,
        "last_typed": {"id": 9, "text": "quartz-river-21"},
    }
    return {"rules": rules}


def _history(*, left: bool) -> list[HistoryEntry]:
    login = "http://tracker.test/login"
    return [
        HistoryEntry(step=1, action={"type": "type", "element_id": 8, "text": "alice"}, ok=True, url=login),
        HistoryEntry(step=2, action={"type": "type", "element_id": 9, "text": "x"}, ok=True, url=login),
        HistoryEntry(
            step=3, action={"type": "click", "element_id": 10}, ok=True, url=login, url_changed=left
        ),
    ]


def test_the_submit_after_the_page_was_left_types_nothing_into_the_new_page() -> None:
    home = page(
        field(9, "q", label="Search", zone="header"),
        url="http://tracker.test/",
        title="Home - Tracker",
        headings=["Home"],
    )
    res = decide(context(GOAL, home, memory=_memory(1), history=_history(left=True)))
    assert isinstance(res.action, TypeText) and res.action.text == "#7", (
        res.intent
    )  # the next step, opening #7


def test_the_submit_on_the_page_typed_on_presses_enter_in_the_field_typed_last() -> None:
    login = page(
        field(8, "username", label="Login", value="alice"),
        field(9, "password", label="Password", value="quartz-river-21", itype="password"),
        url="http://tracker.test/login",
        title="Login - Tracker",
    )
    res = decide(context(GOAL, login, memory=_memory(1), history=_history(left=False)))
    assert isinstance(res.action, TypeText) and res.action.element_id == 9 and res.action.submit, res.intent


def test_the_submit_on_the_page_typed_on_presses_its_button() -> None:
    login = page(
        field(8, "username", label="Login", value="alice"),
        field(9, "password", label="Password", value="quartz-river-21", itype="password"),
        button(10, "Log in"),
        url="http://tracker.test/login",
        title="Login - Tracker",
    )
    res = decide(context(GOAL, login, memory=_memory(1), history=_history(left=False)))
    assert getattr(res.action, "element_id", None) == 10, res.intent
