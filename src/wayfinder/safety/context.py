"""What risk analyzers share: the context of one decision (page, settings, goal, domain policy) and
the URL evidence every action kind may produce (policy refusals, executable downloads, personal data).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from wayfinder.intent import parse_goal
from wayfinder.observe.models import Element, Observation
from wayfinder.safety.asked_writes import without_names
from wayfinder.safety.domains import DomainPolicy
from wayfinder.safety.fields import describe
from wayfinder.safety.findings import Finding, quote
from wayfinder.safety.rules import CHECKOUT_PAGE_WORDS
from wayfinder.safety.text import Words, first_match, phrase, words
from wayfinder.safety.urls import url_executable, url_personal_data
from wayfinder.settings import Settings

LOGIN_PHRASES: tuple[Words, ...] = tuple(
    phrase(t)
    for t in (
        "log in",
        "login",
        "sign in",
        "signin",
        "log into",
        "sign into",
        "log on",
        "logon",
        "authenticate",
    )
)
MESSAGE_SCHEMES = frozenset({"mailto", "tel", "sms"})


@dataclass(frozen=True)
class RiskContext:
    """What every analyzer reads: the page, the settings, the goal and the domain policy."""

    observation: Observation
    settings: Settings
    goal: str
    policy: DomainPolicy

    @property
    def page_words(self) -> Words:
        return (*words(urlsplit(self.observation.url).path), "|", *words(self.observation.title))

    @property
    def login_goal(self) -> bool:
        """The goal asks to log in: in so many words, or its goal frame has a login step (credentials
        given as "as ann (password P)", "Credentials: ann / P")."""
        if first_match(words(self.goal), LOGIN_PHRASES) is not None:
            return True
        return any(step.verb == "login" for step in parse_goal(self.goal).steps)

    @property
    def checkout_page(self) -> bool:
        """The page's address or title says checkout, payment or billing, outside the names the goal
        gives (a tracker's "Billing Service" project the goal writes in is no checkout)."""
        return first_match(without_names(self.page_words, self.goal), CHECKOUT_PAGE_WORDS) is not None


def url_findings(url: str, ctx: RiskContext, how: str) -> list[Finding]:
    found = []
    refusal = ctx.policy.check(url)
    if refusal is not None:
        found.append(Finding("high", "goes to a domain the policy refuses", f"{how} {url}: {refusal}", True))
    exe = url_executable(url)
    if exe is not None:
        found.append(Finding("high", "downloads an executable", f"{quote(exe)} from {how} {url}"))
    kinds = url_personal_data(url)
    if kinds:
        found.append(
            Finding("medium", "carries personal data in the URL", f"{', '.join(kinds)} in {how} {url}")
        )
    return found


def href_findings(element: Element, ctx: RiskContext) -> list[Finding]:
    href = (element.href or "").strip()
    if not href or href.startswith("#") or href.lower().startswith("javascript:"):
        return []
    url = urljoin(ctx.observation.url, href)
    if urlsplit(url).scheme.lower() in MESSAGE_SCHEMES:
        return [Finding("medium", "opens a mail or phone link", f"href {quote(href)} of {describe(element)}")]
    return url_findings(url, ctx, "link")
