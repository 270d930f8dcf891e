"""Confirmation policy: a table per auto_confirm level, policy refusals, refusal messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Action, Click, Navigate, Scroll, Search, TypeText
from wayfinder.safety.confirm import allow_hint, auto_allows, decide, may_run, refusal_message
from wayfinder.safety.models import SecurityDecision
from wayfinder.settings import Settings


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


# auto_confirm -> (low, medium, high) run unasked?
AUTO_TABLE = {
    "never": (False, False, False),
    "low": (True, False, False),
    "medium": (True, True, False),
    "all": (True, True, True),
}


@pytest.mark.parametrize("auto_confirm", list(AUTO_TABLE))
def test_auto_allows_table(auto_confirm: str) -> None:
    got = tuple(auto_allows(level, auto_confirm) for level in ("low", "medium", "high"))  # type: ignore[arg-type]
    assert got == AUTO_TABLE[auto_confirm]


@pytest.mark.parametrize(
    ("auto_confirm", "level", "read_only", "needs"),
    [
        ("never", "low", True, False),  # pure reads still run under never
        ("never", "low", False, True),  # a low click asks under never
        ("never", "high", False, True),
        ("low", "low", False, False),
        ("low", "medium", False, True),
        ("low", "high", False, True),
        ("medium", "medium", False, False),
        ("medium", "high", False, True),
        ("all", "high", False, False),
        ("all", "medium", False, False),
    ],
)
def test_decide_table(auto_confirm: str, level: str, read_only: bool, needs: bool) -> None:
    decision = SecurityDecision(level=level, read_only=read_only, reasons=["x: y"])  # type: ignore[arg-type]
    decided = decide(decision, Settings(auto_confirm=auto_confirm))  # type: ignore[arg-type]
    assert decided.requires_confirmation is needs
    assert decided.confirmed is None
    assert may_run(decided) is (not needs)


@pytest.mark.parametrize("auto_confirm", list(AUTO_TABLE))
def test_disallowed_never_runs(auto_confirm: str) -> None:
    decision = SecurityDecision(
        level="high", allowed=False, reasons=["goes to a domain the policy refuses: x"]
    )
    decided = decide(decision, Settings(auto_confirm=auto_confirm))  # type: ignore[arg-type]
    assert decided.confirmed is False and decided.confirmed_by == "policy"
    assert not may_run(decided)
    assert not may_run(decided.model_copy(update={"confirmed": True, "confirmed_by": "user"}))


def test_may_run_after_user_confirms() -> None:
    asked = SecurityDecision(level="high", requires_confirmation=True)
    assert not may_run(asked)
    assert may_run(asked.model_copy(update={"confirmed": True, "confirmed_by": "user"}))
    assert not may_run(asked.model_copy(update={"confirmed": False, "confirmed_by": "user"}))


@pytest.mark.parametrize(
    ("action", "decision", "expected"),
    [
        (
            Click(element_id=42),
            SecurityDecision(level="high", target="[42] 'Place order'", reasons=["completes a purchase or payment: \"place order\" in text"]),
            "Not done: clicking [42] 'Place order' is high risk (completes a purchase or payment) and was not "
            "confirmed. Choose another action or finish with done.",
        ),
        (
            TypeText(element_id=7, text="x"),
            SecurityDecision(level="medium", target="[7] 'Email'", reasons=["submits a form: submit=True on [7]"]),
            "Not done: typing into [7] 'Email' is medium risk (submits a form) and was not confirmed. "
            "Choose another action or finish with done.",
        ),
        (
            Navigate(url="https://evil.test/"),
            SecurityDecision(level="high", allowed=False, target="https://evil.test/", reasons=["goes to a domain the policy refuses: host 'evil.test' is outside allowed_domains (x.test)"]),
            "Not done: navigating to https://evil.test/ is not allowed (goes to a domain the policy refuses: "
            "host 'evil.test' is outside allowed_domains (x.test)). Choose another action or finish with done.",
        ),
        (
            Search(query="a@b.test"),
            SecurityDecision(level="medium", target="'a@b.test'", reasons=[]),
            "Not done: searching for 'a@b.test' is medium risk (no reason recorded) and was not confirmed. "
            "Choose another action or finish with done.",
        ),
        (
            Scroll(),
            SecurityDecision(level="low", reasons=["only reads or moves around: scroll action"]),
            "Not done: scrolling is low risk (only reads or moves around) and was not confirmed. "
            "Choose another action or finish with done.",
        ),
    ],
)  # fmt: skip
def test_refusal_messages(action: Action, decision: SecurityDecision, expected: str) -> None:
    assert refusal_message(decision, action) == expected


@pytest.mark.parametrize(
    ("decision", "settings", "expected"),
    [
        (
            SecurityDecision(level="medium", reasons=["types a password to sign in: [2] has type=password"]),
            {},
            "the person can allow it with --auto-confirm medium, or decide it with --interactive or "
            "--on-confirm pause (then wayfinder approve)",
        ),
        (
            SecurityDecision(level="high", reasons=["completes a purchase or payment: \"buy\" in text"]),
            {"on_confirm": "pause", "interactive_prompts": True},
            "the person can allow it with --auto-confirm all",
        ),
        (
            SecurityDecision(level="low", reasons=["signs in: \"log in\" in text"]),
            {"auto_confirm": "never"},
            "the person can allow it with --auto-confirm low, or decide it with --interactive or "
            "--on-confirm pause (then wayfinder approve)",
        ),
        (
            SecurityDecision(level="high", allowed=False, reasons=["goes to a domain the policy refuses: host 'evil.test' is outside allowed_domains (x.test)"]),
            {},
            "the person can allow it by adding its host to --allowed-domains",
        ),
        (
            SecurityDecision(level="high", allowed=False, reasons=["goes to a domain the policy refuses: host 'a.tracker.com' is blocked by blocked_domains rule '*.tracker.com'"]),
            {},
            "the person can allow it by taking its rule out of --blocked-domains",
        ),
        (SecurityDecision(level="high", allowed=False, reasons=["uses a scheme that is never allowed: javascript:"]), {}, ""),
        (SecurityDecision(level="high", confirmed=False, confirmed_by="user", reasons=["x: y"]), {}, ""),
    ],
    ids=["medium-default", "high-pause-interactive", "low-under-never", "outside-allowed", "blocked", "scheme", "person-said-no"],
)  # fmt: skip
def test_refusal_says_what_the_person_can_change(
    decision: SecurityDecision, settings: dict[str, object], expected: str
) -> None:
    assert allow_hint(decision, Settings(**settings)) == expected  # type: ignore[arg-type]
    message = refusal_message(decision, Click(element_id=3), Settings(**settings))  # type: ignore[arg-type]
    assert message.startswith("Not done:") and message.endswith("Choose another action or finish with done.")
    assert (expected in message) if expected else ("the person can" not in message)
    assert ". Choose" not in expected  # the rules planner quotes the message up to '. Choose'
