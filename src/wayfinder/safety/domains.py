"""Domain policy: which hosts the agent may load. Pure; the browser runtime enforces it with
``runtime.set_navigation_guard(policy.check)``.

Patterns (``allowed_domains`` / ``blocked_domains``):

- ``example.com`` matches exactly that host. Not ``www.example.com``: write both, or a wildcard.
- ``*.example.com`` (or ``.example.com``) matches every subdomain AND the apex ``example.com``.
- IP literals (``127.0.0.1``, ``::1`` or ``[::1]``) match exactly; wildcards are for names only.
- A port in a pattern is honoured: ``127.0.0.1:8000`` allows that host on port 8000 only (a URL
  without a port has its scheme's default, 80 or 443). A pattern without a port allows every port.
  Schemes, user info and paths in a pattern are ignored (``http://example.com/x`` is ``example.com``).
  A port that is not a number from 1 to 65535 is a ConfigError.
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


def _strip_pattern(raw: str) -> tuple[str, str | None]:
    """The host part of a pattern and its port text (None when it has no port)."""
    text = raw.strip()
    if "://" in text:
        text = text.split("://", 1)[1]
    text = text.split("/", 1)[0].rpartition("@")[2]
    if text.startswith("["):  # [v6]:port
        host, _, rest = text.partition("]")
        return host + "]", rest[1:] if rest.startswith(":") else None
    if text.count(":") == 1:  # name:port (a bare IPv6 address has several colons)
        host, port = text.split(":", 1)
        return host, port
    return text, None


def _parse_port(text: str | None, raw: str, which: str) -> int | None:
    if text is None:
        return None
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise ConfigError(
            f"{which} pattern {raw!r} is not valid: port {text!r} is not a number from 1 to 65535"
        )
    return int(text)


DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


@dataclass(frozen=True)
class DomainPattern:
    """One parsed pattern: the normalised host, whether it covers subdomains, and its port (None =
    any port)."""

    raw: str
    host: str
    wildcard: bool
    port: int | None = None

    @classmethod
    def parse(cls, raw: str, which: str) -> DomainPattern:
        text, port_text = _strip_pattern(raw)
        port = _parse_port(port_text, raw, which)
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
        return cls(raw=raw.strip(), host=host, wildcard=wildcard, port=port)

    def matches(self, host: str, port: int | None = None) -> bool:
        if self.port is not None and port is not None and port != self.port:
            return False
        if host == self.host:
            return True
        return self.wildcard and host.endswith("." + self.host)


def _where(host: str, port: int | None, patterns: tuple[DomainPattern, ...]) -> str:
    """``'host'``, with the port when one of the patterns names ports (then it is the reason)."""
    if port is not None and any(p.port is not None for p in patterns):
        return f"{host!r} (port {port})"
    return repr(host)


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
        try:
            port = parts.port or DEFAULT_PORTS.get(scheme)
        except ValueError as exc:
            return f"URL {text!r} is malformed ({exc})"
        return self.check_host(parts.hostname or "", port)

    def _check_blob(self, inner: str) -> str | None:
        if inner.split(":", 1)[0].lower() in WEB_SCHEMES:
            return self.check(inner)
        return None if not self.allowed else f"blob: URL with opaque origin {inner!r} is not allowed"

    def check_host(self, raw_host: str, port: int | None = None) -> str | None:
        """None when a host (on ``port``, when known) may be loaded, else the reason (a blocked rule,
        or outside the allow-list)."""
        try:
            host = normalize_host(raw_host)
        except ValueError as exc:
            return f"host {raw_host!r} is not allowed: {exc}"
        for pattern in self.blocked:
            if pattern.matches(host, port):
                return f"host {_where(host, port, (pattern,))} is blocked by blocked_domains rule {pattern.raw!r}"
        if self.allowed and not any(p.matches(host, port) for p in self.allowed):
            listed = ", ".join(p.raw for p in self.allowed)
            return f"host {_where(host, port, self.allowed)} is outside allowed_domains ({listed})"
        return None
