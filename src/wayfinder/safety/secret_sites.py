"""Which sites a secret is for, and whether a field is on one of them (pure).

A secret is bound to sites, like browser-use's per-domain sensitive data:

- ``--secret NAME=VALUE@site[,site]`` (or the ``bind_secrets`` setting, ``{"NAME": ["site", ...]}``);
  a site is a domain pattern as ``allowed_domains`` reads it (``example.com``, ``*.example.com``,
  ``127.0.0.1:8000``), or an origin with its scheme (``https://bank.example``: that scheme only);
- by default the run's start site: the start URL's origin (scheme, host and port);
- with no start URL, the sites the goal names (``log in to shop.example.com with <secret:PW>``);
- with neither, no site: the secret is never typed (the refusal says how to bind it).

A secret is typed only into a field whose document is on one of its sites and whose form submits to
one of them. Anything else is refused whatever ``auto_confirm`` says, and the refusal names both
origins: where the value would go, and where it is bound.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from wayfinder.errors import ConfigError
from wayfinder.intent.masking import URL_RE
from wayfinder.safety.domains import DEFAULT_PORTS, DomainPattern, normalize_host

WHICH = "secret site"


@dataclass(frozen=True)
class SiteRule:
    """One site of a secret: a domain pattern, and the scheme when the site was written with one."""

    raw: str
    pattern: DomainPattern
    scheme: str | None = None

    @classmethod
    def parse(cls, raw: str) -> SiteRule:
        text = raw.strip()
        scheme = text.split("://", 1)[0].lower() if "://" in text else None
        if scheme is not None and scheme not in ("http", "https"):
            raise ConfigError(f"{WHICH} {raw!r} is not valid: only http and https sites hold secrets")
        pattern = DomainPattern.parse(text, WHICH)
        if scheme is not None and pattern.port is None and not pattern.wildcard:
            pattern = DomainPattern(pattern.raw, pattern.host, False, DEFAULT_PORTS[scheme])
        return cls(text, pattern, scheme)

    def matches(self, url: str) -> bool:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme not in ("http", "https") or (self.scheme is not None and scheme != self.scheme):
            return False
        try:
            host = normalize_host(parts.hostname or "")
            port = parts.port or DEFAULT_PORTS[scheme]
        except ValueError:
            return False
        return self.pattern.matches(host, port)


def origin_of(url: str) -> str:
    """``scheme://host[:port]`` of ``url`` (the default port left out), or the URL itself when it has none."""
    parts = urlsplit(url)
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return url
    try:
        port = parts.port
    except ValueError:
        return url
    host = parts.hostname if ":" not in parts.hostname else f"[{parts.hostname}]"
    shown = f":{port}" if port and port != DEFAULT_PORTS[parts.scheme.lower()] else ""
    return f"{parts.scheme.lower()}://{host}{shown}"


def split_binding(value: str) -> tuple[str, list[str]]:
    """``VALUE@site,site`` -> (VALUE, [site, site]); a value whose last ``@`` is not followed by sites
    (``p@ss word``) is all value. A value holding ``@`` (an e-mail address) is written with its sites:
    ``ann@mail.example@shop.example``."""
    head, sep, tail = value.rpartition("@")
    if not sep or not head or not tail:
        return value, []
    sites = [part.strip() for part in tail.split(",")]
    try:
        for site in sites:
            SiteRule.parse(site)
    except ConfigError:
        return value, []
    return head, sites


def goal_sites(goal: str) -> list[str]:
    """The sites a goal names (URLs and host names, e.g. ``shop.example.com/login``)."""
    found: list[str] = []
    for match in URL_RE.finditer(goal):
        text = match.group(0).rstrip(".")
        if not text.lower().startswith(("http://", "https://")):
            text = "http://" + text if text.lower().startswith(("localhost", "127.")) else text
        site = origin_of(text) if "://" in text else text.split("/", 1)[0]
        if site not in found:
            found.append(site)
    return found


def bind_secrets(
    names: Iterable[str],
    given: Mapping[str, Sequence[str]],
    *,
    start_url: str | None,
    goal: str = "",
) -> dict[str, list[str]]:
    """Every secret name with its sites: given ones (``--secret ...@site``, ``bind_secrets``) as they
    are, the others bound to the start site, else to the sites the goal names, else to none. Sites are
    checked here: a pattern that cannot be read is a ConfigError naming it."""
    default = [origin_of(start_url)] if start_url and urlsplit(start_url).hostname else goal_sites(goal)
    bound: dict[str, list[str]] = {}
    for name, sites in given.items():
        bound[name.upper()] = [SiteRule.parse(site).raw for site in sites]
    for name in names:
        bound.setdefault(name.upper(), list(default))
    return bound


def _shown(sites: Sequence[str]) -> str:
    return ", ".join(sites) if sites else "no site"


def site_refusal(name: str, sites: Sequence[str], field_url: str, targets: Sequence[str]) -> str | None:
    """Why ``<secret:NAME>`` may not be typed into a field of the document at ``field_url`` whose form
    submits to ``targets``, naming both origins; None when every one of them is a site of the secret."""
    secret = f"<secret:{name.upper()}>"
    if not sites:
        return (
            f"{secret} is bound to no site (no start URL and no site in the goal); "
            f"give it as --secret {name.upper()}=VALUE@SITE, or start the run at its site"
        )
    rules = [SiteRule.parse(site) for site in sites]
    where = f"{secret} is bound to {_shown(sites)}"
    if not any(rule.matches(field_url) for rule in rules):
        return f"the field is on {origin_of(field_url)}, another origin: {where}"
    for target in targets:
        if target and not any(rule.matches(target) for rule in rules):
            return f"the field's form on {origin_of(field_url)} submits to {origin_of(target)}, another origin: {where}"
    return None
