"""Domain policy: which hosts the agent may load. Pure; the browser runtime enforces it with
``runtime.set_navigation_guard(policy.check)``.

Patterns (``allowed_domains`` / ``blocked_domains``):

- ``example.com`` matches exactly that host. Not ``www.example.com``: write both, or a wildcard.
- ``*.example.com`` (or ``.example.com``) matches every subdomain AND the apex ``example.com``.
- IP literals (``127.0.0.1``, ``::1`` or ``[::1]``) match exactly; wildcards are for names only.
- Ports, schemes, user info and paths in a pattern are ignored (``http://example.com:8080/x`` is
  ``example.com``); ports in URLs are ignored too.
- Hosts and patterns are normalised the same way: lower-case, trailing dot removed, IDNA
  (``bücher.de`` == ``xn--bcher-kva.de``), IPv6 compressed.

Rules: blocked wins over allowed. An empty allowed list allows every host that is not blocked.
``about:blank``/``about:srcdoc`` and ``data:`` URLs are always allowed (they load nothing from a
host); ``file:`` only when there is no allowed list (an allow-list means "only these sites");
``blob:`` URLs are judged by the origin inside them. Any other scheme (``javascript:``,
``chrome:``, ``mailto:``...) is refused. A pattern that cannot be understood is a ConfigError.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from wayfinder.errors import ConfigError
from wayfinder.settings import Settings

WEB_SCHEMES = frozenset({"http", "https", "ws", "wss"})
ALWAYS_ALLOWED_ABOUT = frozenset({"about:blank", "about:srcdoc"})


def normalize_host(host: str) -> str:
    """Lower-case, IDNA-encoded host without trailing dot or IPv6 brackets (ValueError if invalid)."""
    text = host.strip().lower().rstrip(".")
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    if not text:
        raise ValueError("empty host")
    try:
        return ipaddress.ip_address(text).compressed
    except ValueError:
        pass
    try:
        encoded = text.encode("idna").decode("ascii")
    except UnicodeError as exc:
        raise ValueError(f"not a valid host name ({exc})") from None
    if any(ch in encoded for ch in " /\\@*?#:") or ".." in encoded:
        raise ValueError("not a valid host name")
    return encoded


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _strip_pattern(raw: str) -> str:
    text = raw.strip()
    if "://" in text:
        text = text.split("://", 1)[1]
    text = text.split("/", 1)[0].rpartition("@")[2]
    if text.startswith("["):  # [v6]:port
        return text.split("]", 1)[0] + "]"
    if text.count(":") == 1:  # name:port (a bare IPv6 address has several colons)
        text = text.split(":", 1)[0]
    return text


@dataclass(frozen=True)
class DomainPattern:
    """One parsed pattern: the normalised host and whether it covers subdomains."""

    raw: str
    host: str
    wildcard: bool

    @classmethod
    def parse(cls, raw: str, which: str) -> DomainPattern:
        text = _strip_pattern(raw)
        wildcard = text.startswith(("*.", "."))
        base = text[2:] if text.startswith("*.") else text.lstrip(".") if wildcard else text
        try:
            host = normalize_host(base)
        except ValueError as exc:
            raise ConfigError(
                f"{which} pattern {raw!r} is not valid: {exc} (use example.com, *.example.com or an IP)"
            ) from None
        if wildcard and _is_ip(host):
            raise ConfigError(f"{which} pattern {raw!r} is not valid: wildcards are for names, not IPs")
        return cls(raw=raw.strip(), host=host, wildcard=wildcard)

    def matches(self, host: str) -> bool:
        if host == self.host:
            return True
        return self.wildcard and host.endswith("." + self.host)


class DomainPolicy:
    """Allowed and blocked host patterns; ``check(url)`` says why a URL may not be loaded."""

    def __init__(self, allowed: Sequence[str] = (), blocked: Sequence[str] = ()) -> None:
        self.allowed = tuple(DomainPattern.parse(p, "allowed_domains") for p in allowed if p.strip())
        self.blocked = tuple(DomainPattern.parse(p, "blocked_domains") for p in blocked if p.strip())

    @classmethod
    def from_settings(cls, settings: Settings) -> DomainPolicy:
        return cls(settings.allowed_domains, settings.blocked_domains)

    @property
    def restricted(self) -> bool:
        """Whether an allow-list is in force."""
        return bool(self.allowed)

    def __repr__(self) -> str:
        allowed = [p.raw for p in self.allowed]
        blocked = [p.raw for p in self.blocked]
        return f"DomainPolicy(allowed={allowed!r}, blocked={blocked!r})"

    def allows(self, url: str) -> bool:
        return self.check(url) is None

    def check(self, url: str) -> str | None:
        """None when ``url`` may be loaded, else the reason naming the host (or scheme) and rule."""
        text = url.strip()
        try:
            parts = urlsplit(text)
        except ValueError as exc:
            return f"URL {text!r} is malformed ({exc})"
        scheme = parts.scheme.lower()
        if scheme == "about":
            return (
                None
                if text.lower() in ALWAYS_ALLOWED_ABOUT
                else f"{text!r} is not allowed (only about:blank)"
            )
        if scheme == "data":
            return None
        if scheme == "blob":
            return self._check_blob(text[5:])
        if scheme == "file":
            return (
                None if not self.allowed else f"file: URL {text!r} is not allowed when allowed_domains is set"
            )
        if scheme not in WEB_SCHEMES:
            return (
                f"scheme {scheme!r} of {text!r} is not allowed (only http, https, about:blank, data:, file:)"
            )
        return self.check_host(parts.hostname or "")

    def _check_blob(self, inner: str) -> str | None:
        if inner.split(":", 1)[0].lower() in WEB_SCHEMES:
            return self.check(inner)
        return None if not self.allowed else f"blob: URL with opaque origin {inner!r} is not allowed"

    def check_host(self, raw_host: str) -> str | None:
        """None when a host may be loaded, else the reason (blocked rule, or outside the allow-list)."""
        try:
            host = normalize_host(raw_host)
        except ValueError as exc:
            return f"host {raw_host!r} is not allowed: {exc}"
        for pattern in self.blocked:
            if pattern.matches(host):
                return f"host {host!r} is blocked by blocked_domains rule {pattern.raw!r}"
        if self.allowed and not any(p.matches(host) for p in self.allowed):
            listed = ", ".join(p.raw for p in self.allowed)
            return f"host {host!r} is outside allowed_domains ({listed})"
        return None
