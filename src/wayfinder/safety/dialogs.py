"""Risk analysis of a JavaScript dialog (pure): a ``confirm()`` or ``prompt()`` the page opens is a
question to the agent, and answering OK can do what a button would ("Transfer $5,000 to account
4471?", "Delete all invoices?"). Its text is judged with the same wording rules as a control; the
generic "submits a form" wording ("Continue?") does not count, since every confirm asks to go on.

A dialog is accepted when its risk is one ``auto_confirm`` lets run unasked, else dismissed (Cancel).
Nobody can be asked in the middle of an action, so "ask" means "no".
"""

from __future__ import annotations

from urllib.parse import urlsplit

from wayfinder.safety.confirm import auto_allows, lowest_auto_confirm
from wayfinder.safety.findings import highest
from wayfinder.safety.rules import match_wording
from wayfinder.safety.text import words
from wayfinder.settings import Settings

GENERIC = frozenset({"submits a form"})


def judge_dialog(kind: str, message: str, url: str, settings: Settings) -> tuple[bool, str]:
    """``(accept, reason)`` for a dialog of ``kind`` (confirm, prompt) saying ``message`` on ``url``."""
    page_words = (*words(urlsplit(url).path), "|")
    found = [
        f
        for f in match_wording([("dialog text", message)], page_words, is_link=False)
        if f.level != "low" and f.summary not in GENERIC
    ]
    level = highest(found)
    if not found:
        return True, "low risk: no risky wording"
    accept = auto_allows(level, settings.auto_confirm)
    verdict = (
        "allowed by auto_confirm"
        if accept
        else f"auto_confirm={settings.auto_confirm} does not allow it "
        f"(--auto-confirm {lowest_auto_confirm(level)} would)"
    )
    return accept, f"{level} risk, {found[0].summary}: {found[0].evidence}; {verdict}"
