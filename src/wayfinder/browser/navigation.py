"""Pure helpers for navigation: which URLs may be opened, and turning Chromium's net errors into
messages a planner can act on (they name the URL and say what went wrong in plain words)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape
from urllib.parse import urlsplit

ALLOWED_SCHEMES: tuple[str, ...] = ("http", "https", "file", "about")

# Chromium net error code -> what it means for the person or planner reading the message.
NET_ERRORS: dict[str, str] = {
    "ERR_CONNECTION_REFUSED": "connection refused (nothing is listening there)",
    "ERR_NAME_NOT_RESOLVED": "the host name could not be resolved",
    "ERR_ADDRESS_UNREACHABLE": "the address is unreachable",
    "ERR_INTERNET_DISCONNECTED": "there is no network connection",
    "ERR_CONNECTION_TIMED_OUT": "the connection timed out",
    "ERR_CONNECTION_RESET": "the connection was reset",
    "ERR_CONNECTION_CLOSED": "the server closed the connection",
    "ERR_EMPTY_RESPONSE": "the server sent an empty response",
    "ERR_UNSAFE_PORT": "the browser refuses this port as unsafe",
    "ERR_BLOCKED_BY_CLIENT": "it was blocked by the navigation guard",
    "ERR_FILE_NOT_FOUND": "the file does not exist",
    "ERR_CERT_AUTHORITY_INVALID": "the site's certificate is not trusted",
    "ERR_TOO_MANY_REDIRECTS": "it redirects in a loop",
    "ERR_INVALID_URL": "the URL is malformed",
}

CLOSED_MARKERS: tuple[str, ...] = (
    "has been closed",
    "Target closed",
    "Browser closed",
    "Target crashed",
    "browser has disconnected",
)


def check_url(url: str) -> str | None:
    """Return why ``url`` cannot be opened, or None when it is fine to try."""
    text = url.strip()
    if not text:
        return "the URL is empty"
    try:
        parts = urlsplit(text)
        host = parts.hostname
    except ValueError as exc:
        return f"URL {text!r} is malformed ({exc})"
    scheme = parts.scheme.lower()
    if not scheme:
        return f"URL {text!r} has no scheme; use an absolute URL such as https://example.com/"
    if scheme not in ALLOWED_SCHEMES:
        return f"URL scheme {scheme!r} is not allowed; valid schemes: {', '.join(ALLOWED_SCHEMES)}"
    if scheme in ("http", "https") and not host:
        return f"URL {text!r} has no host"
    return None


def is_closed_error(message: str) -> bool:
    """Whether a Playwright error means the page/context/browser went away (BrowserGone)."""
    return any(marker in message for marker in CLOSED_MARKERS)


def describe_navigation_error(url: str, message: str) -> str:
    """A one-line reason a navigation to ``url`` failed, from Playwright's error ``message``."""
    for code, meaning in NET_ERRORS.items():
        if code in message:
            return f"could not open {url}: {meaning} (net::{code})"
    first = message.strip().splitlines()[0] if message.strip() else "unknown error"
    return f"could not open {url}: {first}"


def redirect_page(target: str) -> str:
    """A tiny document that continues a redirect in the browser, so the follow-up request is a new
    navigation the guard sees (Chromium does not route redirect hops through request interception)."""
    script_target = json.dumps(target).replace("<", "\\u003c")  # cannot close the script early
    return (
        "<!doctype html><title>Redirecting</title>"
        f"<meta http-equiv='refresh' content='0;url={escape(target, quote=True)}'>"
        f"<script>location.replace({script_target})</script>"
    )


def loop_page(reason: str) -> str:
    """The document shown instead of the next hop of a redirect loop (HTTP 508 Loop Detected)."""
    return f"<!doctype html><title>Redirect loop</title><h1>Redirect loop stopped</h1><p>{escape(reason)}</p>"


REFRESH_GAP_S = 2.0  # a document that moves on by itself sooner than this after the previous one
REFRESH_MAX_HOPS = 20
LOOP_VISITS = 3  # a URL the page comes back to this often by itself, in quick succession, is a loop


def refresh_loop(log: Sequence[tuple[str, float]]) -> str | None:
    """A loop of navigations nobody asked for, or None. ``log`` holds one tab's main-frame navigations
    since the agent's last action (URL, monotonic seconds), oldest first. The trailing run of
    navigations that each came within ``REFRESH_GAP_S`` of the previous one is a loop when a URL comes
    back to it a third time (``a -> b -> a -> b -> a``, ``a -> a -> a``: a meta refresh or script that
    sends the page in a circle; one bounce ``a -> b -> a``, as a sign-in round trip does, is not) or
    when it passes 20 hops, as Chromium's own redirect limit does."""
    chain = list(log[-1:])
    for entry in reversed(log[:-1]):
        if chain[0][1] - entry[1] > REFRESH_GAP_S:
            break
        chain.insert(0, entry)
    urls = [url for url, _ in chain]
    if urls.count(urls[-1]) < LOOP_VISITS and len(urls) < REFRESH_MAX_HOPS:
        return None
    start = urls.index(urls[-1]) if urls.count(urls[-1]) > 1 else 0
    shown = urls[start:][-6:]
    span = chain[-1][1] - chain[0][1]
    return (
        f"the page keeps moving by itself in a loop ({' -> '.join(shown)}; {len(urls)} navigations in "
        f"{span:.1f} s without an action): a refresh loop, stopped there"
    )
