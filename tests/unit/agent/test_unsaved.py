"""The unsaved-edit ending: text typed into a record's field that the page still holds and no step sent
is named in the run's last sentence, whatever ended the run; a save, a search box, a sign-in or a page
left behind is not."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.narration import narrate_terminal
from wayfinder.agent.terminals import normalize_terminal
from wayfinder.agent.unsaved import unsaved_edit
from wayfinder.observe.models import Aria, BBox, Element, FormRef, Observation
from wayfinder.plan.base import HistoryEntry, StepOutcome

URL = "http://tracker.test/projects/web/issues/new"
BOX = BBox(x=0, y=0, w=100, h=20)


def _el(i: int, tag: str, label: str = "", **kw: Any) -> Element:
    return Element(id=i, tag=tag, bbox=BOX, aria=Aria(label=label or None), **kw)


POST = FormRef(i=0, action="/issues", method="post")
GET = FormRef(i=1, action="/search", method="get")


def _tracker(subject: str = "", notes: str = "") -> Observation:
    return Observation(
        url=URL,
        title="New issue - Tracker",
        elements=[
            _el(1, "input", "Search", name="q", input_type="text", value="", form=GET),
            _el(5, "input", "Subject", input_type="text", value=subject, form=POST, role="textbox"),
            _el(6, "textarea", "Description", value=notes, form=POST, role="textbox"),
            _el(7, "input", "", input_type="submit", text="Create", form=POST, role="button"),
            _el(8, "button", "Preview", role="button", input_type="button", form=POST),
        ],
    )


def _wiki(draft: str) -> Observation:
    return Observation(
        url="http://wiki.test/#/edit/garden-notes",
        title="Editing Garden notes",
        text_digest=f"Editing Garden notes {draft} Save Cancel",
        elements=[
            _el(3, "div", text=draft, role="textbox"),
            _el(4, "button", "", text="Save", role="button"),
        ],
    )


def _login(user: str) -> Observation:
    form = FormRef(i=0, action="/login", method="post")
    return Observation(
        url="http://tracker.test/login",
        title="Sign in",
        elements=[
            _el(1, "input", "Login", input_type="text", value=user, form=form),
            _el(2, "input", "Password", input_type="password", form=form),
            _el(3, "input", "", input_type="submit", text="Login", form=form),
        ],
    )


def _type(step: int, eid: int, label: str, text: str, url: str = URL, **kw: Any) -> HistoryEntry:
    action = {"type": "type", "element_id": eid, "text": text, **kw}
    return HistoryEntry(step=step, action=action, ok=True, url=url, element_text=label)


def _click(step: int, eid: int, label: str, url: str = URL, **kw: Any) -> HistoryEntry:
    return HistoryEntry(
        step=step, action={"type": "click", "element_id": eid}, ok=True, url=url, element_text=label, **kw
    )


SUBJECT = _type(1, 5, "Subject", "Login page times out")
NOTES = _type(2, 6, "Description", "Happens on every second try")
WIKI = "http://wiki.test/#/edit/garden-notes"

CASES: list[tuple[str, list[HistoryEntry], Observation, str | None]] = [
    (
        "a new issue typed and never created",
        [SUBJECT, NOTES],
        _tracker("Login page times out", "Happens on every second try"),
        "What I typed into 'Subject' and 'Description' on 'New issue - Tracker' is not saved.",
    ),
    (
        "the preview is no send",
        [SUBJECT, _click(2, 8, "Preview")],
        _tracker("Login page times out"),
        "What I typed into 'Subject' on 'New issue - Tracker' is not saved.",
    ),
    (
        "a 'Create' press that failed sent nothing",
        [SUBJECT, HistoryEntry(step=2, action={"type": "click", "element_id": 7}, ok=False, url=URL)],
        _tracker("Login page times out"),
        "What I typed into 'Subject' on 'New issue - Tracker' is not saved.",
    ),
    (
        "a wiki draft in a contenteditable editor",
        [_type(1, 3, "", "Tomatoes go in after the frost", url=WIKI)],
        _wiki("Tomatoes go in after the frost"),
        "What I typed into the editor on 'Editing Garden notes' is not saved.",
    ),
    ("created: the form was sent", [SUBJECT, _click(2, 7, "Create")], _tracker("Login page times out"), None),
    (
        "an unnamed submit control of the field's form sent it",
        [SUBJECT, _click(2, 7, "")],
        _tracker("Login page times out"),
        None,
    ),
    (
        "the editor saved in place",
        [_type(1, 3, "", "Tomatoes go in after the frost", url=WIKI), _click(2, 4, "Save", url=WIKI)],
        _wiki("Tomatoes go in after the frost"),
        None,
    ),
    (
        "Enter pressed",
        [SUBJECT, HistoryEntry(step=2, action={"type": "press_key", "key": "Enter"}, ok=True, url=URL)],
        _tracker("Login page times out"),
        None,
    ),
    (
        "typed with submit",
        [_type(1, 5, "Subject", "Login page times out", submit=True)],
        _tracker("Login page times out"),
        None,
    ),
    ("the field no longer holds it", [SUBJECT], _tracker(""), None),
    (
        "a search box is no edit",
        [_type(1, 1, "Search", "timeouts")],
        _tracker().model_copy(
            update={
                "elements": [
                    _el(1, "input", "Search", name="q", input_type="text", value="timeouts", form=GET)
                ]
            }
        ),
        None,
    ),
    (
        "a sign-in form is no edit",
        [_type(1, 1, "Login", "carol", url="http://tracker.test/login")],
        _login("carol"),
        None,
    ),
    (
        "an account asked first, its password on the next page",
        [_type(1, 1, "Email or username", "carol", url="http://tracker.test/login")],
        Observation(
            url="http://tracker.test/login",
            title="Sign in",
            elements=[
                _el(
                    1,
                    "input",
                    "Email or username",
                    input_type="text",
                    value="carol",
                    autocomplete="username",
                    form=FormRef(i=0, action="/login/next", method="post"),
                ),
            ],
        ),
        None,
    ),
    (
        "a secret is never repeated",
        [_type(1, 5, "Subject", "<secret:TOKEN>")],
        _tracker("<secret:TOKEN>"),
        None,
    ),
    (
        "another page: not claimed either way",
        [SUBJECT],
        _tracker("Login page times out").model_copy(update={"url": "http://tracker.test/issues/9"}),
        None,
    ),
    (
        "a refused type",
        [SUBJECT.model_copy(update={"ok": False, "outcome": StepOutcome.REFUSED})],
        _tracker("Login page times out"),
        None,
    ),
]


@pytest.mark.parametrize("history, obs, expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_unsaved_edit(history: list[HistoryEntry], obs: Observation, expected: str | None) -> None:
    assert unsaved_edit(history, obs) == expected


def _state(reason: str, history: list[HistoryEntry], obs: Observation, **kw: Any) -> dict[str, Any]:
    return {
        "stop": {"reason": reason, "details": {}},
        "action_history": [h.model_dump(mode="json") for h in history],
        "observation": obs.model_dump(mode="json"),
        "step": len(history),
        **kw,
    }


@pytest.mark.parametrize("reason", ["max_steps", "loop_stuck", "done_failure", "needs_user"])
def test_every_terminal_carries_it_and_its_sentence_says_it(reason: str) -> None:
    state = _state(reason, [SUBJECT], _tracker("Login page times out"), answer="could not finish")
    out = normalize_terminal(state)
    said = "What I typed into 'Subject' on 'New issue - Tracker' is not saved."
    assert out["terminal_evidence"]["unsaved"] == said
    ending = narrate_terminal(out["terminal_reason"], out["terminal_evidence"], state.get("answer"))
    assert ending.endswith(". " + said), ending


def test_a_sent_form_leaves_no_unsaved_evidence() -> None:
    state = _state("max_steps", [SUBJECT, _click(2, 7, "Create")], _tracker("Login page times out"))
    out = normalize_terminal(state)
    assert "unsaved" not in out["terminal_evidence"]
    assert "not saved" not in narrate_terminal(out["terminal_reason"], out["terminal_evidence"])


def test_a_sentence_that_already_says_it_is_not_repeated() -> None:
    evidence = {"stop_reason": "done_failure", "unsaved": "What I typed into the editor is not saved."}
    said = "no Save control; what I typed in the editor is not saved"
    assert narrate_terminal("goal_failed", evidence, said) == f"Gave up: {said}"
