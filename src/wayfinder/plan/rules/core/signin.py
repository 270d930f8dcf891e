"""Finding the sign-in page when the goal gives credentials and the page has neither a sign-in form
nor a link to one (pure).

Many sites keep their sign-in page off the pages a visitor reads: a WordPress blog's front page has no
"Log in" link, an admin lives under /admin/. People then type the address everyone uses. The rules
planner does the same, on the page's own origin only, one address per step, each once:
``/login`` first (WordPress redirects it to ``wp-login.php``; Redmine, Rails, Laravel and Flask apps
serve it), then the other common ones. A page with a password field ends the search; an address that
does not lead to one is not tried again.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from wayfinder.actions.models import Navigate
from wayfinder.plan.rules.step import Outcome, StepInput, act
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
