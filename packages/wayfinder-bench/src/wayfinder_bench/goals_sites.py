"""Site providers for goal suites: who starts a suite's site and which check functions it offers.

A suite names its site (``site: demo``). The provider registered under that key starts the site
(a context manager yielding a :class:`Site`), resets it before each goal, and offers two kinds of
named checks:

- value checks ``fn(site, **args) -> Expected``: a value computed from the site's data (a price, a
  count, a page path), matched against the run's answer or final URL;
- state checks ``fn(site, after, **args) -> Verdict``: the site's own state after the run (the
  cart in the browser's cookies, the server's order log, a record created...).

Adding an app (Django admin, a MkDocs site): write a module with a ``PROVIDER = SiteProvider(...)``
and add one line to ``SITE_PROVIDERS`` (a dotted path, imported only when a suite uses it).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol
from urllib.parse import urljoin, urlsplit

from wayfinder.errors import ConfigError
from wayfinder.judge.runs import RunFacts
from wayfinder.judge.values import Expected, Verdict, match_answer, match_page
from wayfinder_bench.goals import CheckRef, Goal, Suite


class Site(Protocol):
    """A running site: where it is, and how to give each goal a clean start."""

    @property
    def base_url(self) -> str: ...

    def reset(self) -> None: ...


@dataclass(frozen=True)
class AfterRun:
    """What state checks may read besides the site: the run's facts and the browser's cookies."""

    facts: RunFacts
    cookies: Mapping[str, str] = field(default_factory=dict)


ValueCheck = Callable[..., Expected]
StateCheck = Callable[..., Verdict]


@dataclass(frozen=True)
class SiteProvider:
    key: str
    start: Callable[[], AbstractContextManager[Site]]
    values: Mapping[str, ValueCheck]
    states: Mapping[str, StateCheck]
    describe: str = ""
    # secret values its goals may name as <secret:NAME> (the app's own test accounts); given to every run
    secrets: Mapping[str, str] = field(default_factory=dict)
    # settings its runs need beyond the bench defaults (e.g. auto_confirm for an app that needs a login)
    settings: Mapping[str, Any] = field(default_factory=dict)


# key -> "module:attribute" of a SiteProvider; imported on first use
SITE_PROVIDERS: dict[str, str] = {
    "demo": "wayfinder_bench.goals_demo:PROVIDER",
    "django": "wayfinder_bench.apps.goals_django:PROVIDER",
    "mkdocs": "wayfinder_bench.apps.goals_mkdocs:PROVIDER",
    "wordpress": "wayfinder_bench.apps.goals_wordpress:PROVIDER",
    "redmine": "wayfinder_bench.apps.goals_redmine:PROVIDER",
}


def register_site(key: str, dotted: str) -> None:
    """Register a provider by dotted path (``"pkg.module:PROVIDER"``)."""
    SITE_PROVIDERS[key] = dotted


def site_provider(key: str) -> SiteProvider:
    dotted = SITE_PROVIDERS.get(key)
    if dotted is None:
        raise ConfigError(
            f"unknown site {key!r} in a goal suite (known: {', '.join(sorted(SITE_PROVIDERS))})"
        )
    module_name, _, attr = dotted.partition(":")
    provider = getattr(importlib.import_module(module_name), attr)
    if not isinstance(provider, SiteProvider):
        raise ConfigError(f"site provider {dotted!r} is not a SiteProvider")
    return provider


def start_url(site: Site, start: str) -> str:
    """An absolute URL as given; a path is resolved against the site's base URL."""
    if start.startswith(("http://", "https://", "file:")):
        return start
    return urljoin(site.base_url.rstrip("/") + "/", start.lstrip("/"))


def _call(fn: Callable[..., Any], label: str, /, *args: Any, **kwargs: Any) -> Any:
    """Call a check; arguments it does not take are the suite's mistake (ConfigError)."""
    try:
        inspect.signature(fn).bind(*args, **kwargs)
    except TypeError as exc:
        raise ConfigError(f"check {label!r}: {exc}") from None
    return fn(*args, **kwargs)


def _lookup(table: Mapping[str, Any], name: str, what: str) -> Any:
    if name not in table:
        raise ConfigError(f"unknown {what} check {name!r} (known: {', '.join(sorted(table))})")
    return table[name]


def expected_value(provider: SiteProvider, site: Site, ref: CheckRef) -> Expected:
    """The Expected of an answer/page check: computed by a named value check, or a literal."""
    if ref.path is not None:
        return Expected("path", (ref.path,), "the page")
    if ref.check is None:
        literal = str(ref.value)
        if literal.replace(".", "", 1).isdigit():
            return Expected("number", (literal,))
        return Expected("text", (literal,))
    fn = _lookup(provider.values, ref.check, "value")
    try:
        result = _call(fn, ref.check, site, **ref.args)
    except TypeError as exc:  # an argument the check passes on to a helper that does not take it
        raise ConfigError(f"check {ref.check!r}: {exc}") from None
    if not isinstance(result, Expected):
        raise ConfigError(f"value check {ref.check!r} did not return an Expected")
    return result


def prepare(provider: SiteProvider, site: Site, suite: Suite) -> dict[str, dict[str, Expected]]:
    """Compute every goal's expected answers and pages up front (an unknown check or a bad argument
    stops the benchmark before any browser starts); state checks are looked up by name."""
    out: dict[str, dict[str, Expected]] = {}
    for goal in suite.goals:
        values: dict[str, Expected] = {}
        for kind, ref in goal.expect.checks():
            if kind == "state":
                if ref.check is None:
                    raise ConfigError(f"{suite.path}: goal {goal.id}: a state check needs a check name")
                _lookup(provider.states, ref.check, "state")
            else:
                try:
                    values[kind] = expected_value(provider, site, ref)
                except ConfigError as exc:
                    raise ConfigError(f"{suite.path}: goal {goal.id}: {exc}") from None
        if goal.expect.premise is not None:
            _check_premise(provider, site, suite, goal, goal.expect.premise)
        out[goal.id] = values
    return out


def _page_on_site(site: Site, expected: Expected, final_url: str) -> Verdict:
    """A page check: the expected path (``match_page``) on this site's host and port, so a run that
    ended on another site's page with the same path ("/" of an external link) does not pass."""
    base, got = urlsplit(site.base_url), urlsplit(final_url or "")
    if final_url and (got.scheme, got.netloc) != (base.scheme, base.netloc):
        return Verdict(False, expected.describe(), f"the run ended on another site: {final_url}")
    return match_page(expected, final_url)


def _check_premise(provider: SiteProvider, site: Site, suite: Suite, goal: Goal, ref: CheckRef) -> None:
    want = str(ref.args["is"])
    args = {k: v for k, v in ref.args.items() if k != "is"}
    got = expected_value(provider, site, ref.model_copy(update={"args": args}))
    if want not in got.values:
        raise ConfigError(
            f"{suite.path}: goal {goal.id}: its premise {ref.check} is {want!r}, but the data says {got.describe()}"
        )


def run_checks(
    provider: SiteProvider, site: Site, goal: Goal, expected: Mapping[str, Expected], after: AfterRun
) -> dict[str, Verdict]:
    """Every check of the goal against the finished run."""
    verdicts: dict[str, Verdict] = {}
    for kind, ref in goal.expect.checks():
        if kind == "answer":
            verdicts[kind] = match_answer(expected[kind], after.facts.answer)
        elif kind == "page":
            verdicts[kind] = _page_on_site(site, expected[kind], after.facts.final_url)
        else:
            fn = _lookup(provider.states, str(ref.check), "state")
            verdicts[kind] = _call(fn, str(ref.check), site, after, **ref.args)
    return verdicts
