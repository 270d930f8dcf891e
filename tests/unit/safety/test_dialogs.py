"""JS dialog text through the risk analysis (issue 19 item 9), as a table."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.safety.dialogs import judge_dialog
from wayfinder.settings import Settings

URL = "http://127.0.0.1:8765/account"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


@pytest.mark.parametrize(
    ("message", "auto_confirm", "accept", "words"),
    [
        ("Transfer $5,000 to account 4471?", "low", False, "sends money"),
        ("Transfer $5,000 to account 4471?", "all", True, "sends money"),
        ("Delete all invoices? This cannot be undone.", "low", False, "deletes"),
        ("Delete all invoices? This cannot be undone.", "medium", False, "deletes"),
        ("Place your order for $89.90?", "low", False, "purchase"),
        ("Unsubscribe from the newsletter?", "low", False, "unsubscribes"),
        ("Unsubscribe from the newsletter?", "medium", True, "unsubscribes"),
        ("Show 20 more results?", "low", True, "no risky wording"),
        ("Continue to the next step?", "low", True, "no risky wording"),  # every confirm asks to go on
        ("Leave this page? Changes you made may not be saved.", "low", True, "no risky wording"),
    ],
)
def test_dialog_verdicts(message: str, auto_confirm: str, accept: bool, words: str) -> None:
    got, reason = judge_dialog("confirm", message, URL, Settings(auto_confirm=auto_confirm))
    assert got is accept, reason
    assert words in reason
    if not accept:  # a dismissed dialog says which level would have let it through
        assert "(--auto-confirm all would)" in reason or "(--auto-confirm medium would)" in reason, reason
