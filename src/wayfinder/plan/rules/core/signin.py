"""Finding the sign-in page when the goal gives credentials and the page has neither a sign-in form
nor a link to one (pure).

Many sites keep their sign-in page off the pages a visitor reads: a WordPress blog's front page has no
"Log in" link, an admin lives under /admin/. People then type the address everyone uses. The rules
planner does the same, on the page's own origin only, one address per step, each once:
``/login`` first (WordPress redirects it to ``wp-login.php``; Redmine, Rails, Laravel and Flask apps
serve it), then the other common ones. A page with a password field ends the search; an address that
does not lead to one is not tried again.

A sign-in the site turns away (the credentials sent, the form back with "Please enter the correct
username and password") ends the run at once with the site's own words (``refused_sign_in``).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit, urlunsplit

from wayfinder.actions.models import Navigate
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import Work

SIGN_IN_PATHS = (
    "/login",
    "/wp-login.php",
    "/user/login",
    "/users/sign_in",
    "/accounts/login/",
    "/account/login",
    "/signin",
    "/admin/",
)


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return urlunsplit((parts.scheme, parts.netloc, "", "", ""))


def sign_in_address(si: StepInput[Work], field: str) -> Outcome | None:
    """The next common sign-in address of this site to try, or None when all were tried."""
    origin = _origin(si.obs.url)
    if origin is None:
        return None
    tried = si.state.setdefault("signin_paths", [])
    here = urlsplit(si.obs.url).path
    for path in SIGN_IN_PATHS:
        if path in tried or here.rstrip("/") == path.rstrip("/"):
            continue
        tried.append(path)
        return act(
            Navigate(url=origin + path),
            f"Trying {origin + path}, the usual sign-in address: this page has no {field} field or sign-in link",
        )
    return None


# what a sign-in form says when it turns the credentials away ('Please enter the correct username and
# password', 'Invalid user or password', 'The password you entered ... is incorrect')
_REFUSED_RE = re.compile(
    r"\b(?:incorrect|invalid|wrong|enter (?:a |the )?(?:correct|valid)|not (?:correct|valid|recogni[sz]ed)"
    r"|(?:does not|doesn't|did not|didn't) match|unknown (?:user|username|e-?mail|account)|login failed"
    r"|sign[- ]?in failed|authentication failed|locked|expired)\b",
    re.I,
)
RECENT = 4  # history entries back in which the password was typed


def _typed_password(si: StepInput[Work]) -> bool:
    """The run typed into a password field in its last few steps and sent it (Enter, or a press after)."""
    recent = si.ctx.action_history[-RECENT:]
    for i in range(len(recent) - 1, -1, -1):
        entry = recent[i]
        if entry.ok and entry.action.get("type") == "type" and _password(entry):
            sent = (e.ok and e.action.get("type") in {"click", "press_key"} for e in recent[i + 1 :])
            return bool(entry.action.get("submit")) or any(sent)
    return False


def _password(entry: HistoryEntry) -> bool:
    return "password" in entry.element_text.lower() or "<secret:" in str(entry.action.get("text", ""))


def refused_sign_in(si: StepInput[Work]) -> Outcome | None:
    """The credentials were typed and sent, and the page is a sign-in form again with the site's refusal
    on it: the run ends now, saying what the site said (a wrong password is not retried, and nothing
    after the sign-in is attempted signed out)."""
    if not any((el.input_type or "").lower() == "password" for el in si.obs.elements):
        return None
    if not _typed_password(si):
        return None
    for line in si.obs.text_digest.splitlines():
        if len(line) <= 300 and _REFUSED_RE.search(line):
            return give_up(f"the site refused the sign-in: {quote(line.strip(), 160)}")
    return None
