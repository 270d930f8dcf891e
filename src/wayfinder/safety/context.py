"""What risk analyzers share: the context of one decision (page, settings, goal, domain policy) and
the URL evidence every action kind may produce (policy refusals, executable downloads, personal data).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote, urljoin, urlsplit

from wayfinder.intent import parse_goal
from wayfinder.intent.text.lemmas import lemma
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
# where a title's parts meet: 'Checkout | Shop', 'Bug #27: ... - Billing Service - Redmine', 'Posts ‹ Blog'
_TITLE_PARTS = re.compile(r"\s+[|\-–—‹›»·:]+\s+")
# a record's number then its subject ('Bug #27: Payment page crashes'): the subject is the record's name
_RECORD_SUBJECT = re.compile(r"(#\s?\d+)\s*:\s.*$")


def address_words(url: str, split: Callable[[str], Words] = words) -> Words:
    """The words of an address's path, without the names in it: the segment after a collection
    ('/projects/billing' is the project called billing, '/teams/payments' a team) is left out, and a
    collection is read in the singular ('/checkouts/c1' is a checkout)."""
    kept: list[str] = []
    previous = ""
    for segment in (unquote(s) for s in urlsplit(url).path.split("/") if s):
        if _is_collection(previous):  # a name: the segment after it is read afresh
            previous = ""
            continue
        kept.extend(split(lemma(segment) if _is_collection(segment) else segment))
        previous = segment
    return tuple(kept)


def kind_words(url: str, title: str) -> Words:
    """The words that say what kind of page this is: its address (:func:`address_words`) and the first
    part of its title, its own name ('Checkout | Shop'). Never the names of the places it sits in: a
    later part of the title ('Bug #27: Duplicate invoice numbers - Billing Service - Redmine' is an
    issue page of the project called Billing Service), nor the subject after a record's number ('Bug
    #12: Payment page crashes' is the page of bug 12)."""
    own = _TITLE_PARTS.split(title.strip(), maxsplit=1)[0] if title else ""
    own = _RECORD_SUBJECT.sub(r"\1", own)
    return (*address_words(url), "|", *words(own))


def _is_collection(segment: str) -> bool:
    """A path segment that is a plural noun ('projects', 'categories'): the next segment names one."""
    low = segment.lower()
    return low.isalpha() and lemma(low) != low


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
        """The page says it is a checkout, payment or billing page (:func:`kind_words`: its address or
        its own name, never the name of the project or record it sits in), outside the names the goal
        gives (a tracker's "Billing Service" project the goal writes in is no checkout)."""
        kind = kind_words(self.observation.url, self.observation.title)
        return first_match(without_names(kind, self.goal), CHECKOUT_PAGE_WORDS) is not None


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
