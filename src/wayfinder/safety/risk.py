"""Risk analysis of one action: pure, from the action, its element, the observation and settings.

People point Wayfinder at their own accounts, so the rules look for anything that buys, deletes,
sends or leaks. The level is the highest among all findings; every finding becomes a reason
(``"<summary>: <evidence>"``, strongest first) naming the words, field or URL that caused it.

- high: completing a purchase or payment; deleting or closing accounts or data; sending messages,
  money or public posts (wording table in ``rules.py``); submitting a form that has payment or
  identity fields in it (``fields.py``) or submitting the form of a checkout/payment page;
  typing into password fields (medium when the goal asks to log in / sign in), card or identity
  fields, or typing a card-like number anywhere; downloading an executable; putting a secret into
  a search; going to a host the domain policy refuses (also ``allowed=False``: the runtime would
  block it, so confirming cannot help).
- medium: other form submissions (a submit control, ``type`` with ``submit=True``), settings,
  (un)subscribing, signing out or up, and URLs or searches that carry personal data (``urls.py``).
- low: reading, scrolling, screenshots, history moves, tab switches, done/ask_user, navigating to
  allowed hosts, opening results, searching, pagination, cookie/disclaimer consent, adding to the
  cart, signing in.

The wording rules are in ``rules.py`` with their matching rules; this module only wires the
evidence of each action type to them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import quote_plus, urljoin, urlsplit

from wayfinder.actions.models import Action, Click, Navigate, Search, TypeText
from wayfinder.observe.models import Element, Observation
from wayfinder.safety.confirm import READ_ONLY_ACTIONS, decide
from wayfinder.safety.domains import DomainPolicy
from wayfinder.safety.fields import (
    KIND_NAMES,
    describe,
    form_fields,
    is_search_field,
    is_submit_control,
    might_submit,
    sensitive_fields,
    sensitive_kind,
)
from wayfinder.safety.findings import Finding, highest, ordered_reasons, quote
from wayfinder.safety.models import SecurityDecision
from wayfinder.safety.rules import match_wording
from wayfinder.safety.secrets import placeholder_names
from wayfinder.safety.text import Words, first_match, phrase, words
from wayfinder.safety.urls import executable_name, personal_data_kinds, url_executable, url_personal_data
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
CHECKOUT_PAGE_WORDS: tuple[Words, ...] = tuple(phrase(t) for t in ("checkout", "payment", "billing"))
BUTTON_VALUE_TYPES = frozenset({"submit", "button", "reset", "image"})
MESSAGE_SCHEMES = frozenset({"mailto", "tel", "sms"})


@dataclass(frozen=True)
class _Ctx:
    observation: Observation
    settings: Settings
    goal: str
    policy: DomainPolicy

    @property
    def page_words(self) -> Words:
        return (*words(urlsplit(self.observation.url).path), "|", *words(self.observation.title))

    @property
    def login_goal(self) -> bool:
        return first_match(words(self.goal), LOGIN_PHRASES) is not None

    @property
    def checkout_page(self) -> bool:
        return first_match(self.page_words, CHECKOUT_PAGE_WORDS) is not None


@lru_cache(maxsize=32)
def _policy(allowed: tuple[str, ...], blocked: tuple[str, ...]) -> DomainPolicy:
    return DomainPolicy(allowed, blocked)


# -- URLs -------------------------------------------------------------------------------------


def _url_findings(url: str, ctx: _Ctx, how: str) -> list[Finding]:
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


def _href_findings(element: Element, ctx: _Ctx) -> list[Finding]:
    href = (element.href or "").strip()
    if not href or href.startswith("#") or href.lower().startswith("javascript:"):
        return []
    url = urljoin(ctx.observation.url, href)
    if urlsplit(url).scheme.lower() in MESSAGE_SCHEMES:
        return [Finding("medium", "opens a mail or phone link", f"href {quote(href)} of {describe(element)}")]
    return _url_findings(url, ctx, "link")


# -- click ------------------------------------------------------------------------------------


def _control_sources(element: Element) -> list[tuple[str, str]]:
    value = element.value if (element.input_type or "").lower() in BUTTON_VALUE_TYPES else None
    pairs = [
        ("text", element.text),
        ("aria label", element.aria.label),
        ("value", value),
        ("name", element.name),
        ("id", element.dom_id),
    ]
    return [(attr, text) for attr, text in pairs if text]


def _is_link(element: Element) -> bool:
    return element.tag == "a" and element.role in (None, "link")


def _form_sensitive(element: Element, ctx: _Ctx, how: str) -> list[Finding]:
    found = []
    for field in sensitive_fields(form_fields(ctx.observation, element)):
        if field.kind != "password":
            summary = f"submits a form with {KIND_NAMES[field.kind]} fields"
            found.append(Finding("high", summary, f"{how}; same form: {field.evidence}"))
    return found


def _submit_findings(element: Element, wording: list[Finding], ctx: _Ctx) -> list[Finding]:
    certain = is_submit_control(element) or any(f.summary == "submits a form" for f in wording)
    if not (certain or might_submit(element)):
        return []
    how = f"{describe(element)} submits its form"
    found = _form_sensitive(element, ctx, how)
    benign = any(f.level == "low" for f in wording)
    if ctx.checkout_page and not benign:
        found.append(Finding("high", "submits the checkout form", f"{how} on {ctx.observation.url}"))
    if certain and not wording:
        found.append(Finding("medium", "submits a form", f"{how} (type={element.input_type})"))
    return found


def _click(action: Click, element: Element | None, ctx: _Ctx) -> list[Finding]:
    if element is None:
        return [
            Finding(
                "medium", "clicks an element that cannot be judged", f"[{action.element_id}] is not observed"
            )
        ]
    wording = match_wording(_control_sources(element), ctx.page_words, is_link=_is_link(element))
    found = [*wording, *_submit_findings(element, wording, ctx), *_href_findings(element, ctx)]
    exe = executable_name(element.text)
    if exe is not None:
        found.append(
            Finding("high", "downloads an executable", f"{quote(exe)} in text of {describe(element)}")
        )
    if not found:
        found.append(Finding("low", "no risky wording or target", f"clicks {describe(element)}"))
    return found


# -- type -------------------------------------------------------------------------------------


def _field_findings(action: TypeText, element: Element, ctx: _Ctx) -> list[Finding]:
    field = sensitive_kind(element)
    if field is None:
        return []
    if field.kind == "password" and ctx.login_goal:
        return [Finding("medium", "types a password to sign in", f"{field.evidence}; goal {quote(ctx.goal)}")]
    if field.kind == "password":
        return [Finding("high", "types into a password field without a log-in goal", field.evidence)]
    return [Finding("high", f"types into a {KIND_NAMES[field.kind]} field", field.evidence)]


def _typed_text_findings(action: TypeText, element: Element) -> list[Finding]:
    found = []
    kinds = personal_data_kinds(action.text)
    search = is_search_field(element)
    if "card-like number" in kinds:
        found.append(Finding("high", "types a card-like number", f"into {describe(element)}"))
    if search and kinds:
        found.append(
            Finding("medium", "puts personal data into a search", f"{', '.join(kinds)} in the query")
        )
    names = placeholder_names(action.text)
    if names and search:
        found.append(
            Finding("high", "puts a secret into a search", f"<secret:{names[0]}> into {describe(element)}")
        )
    elif names:
        found.append(Finding("medium", "types a secret", f"<secret:{names[0]}> into {describe(element)}"))
    return found


def _type_submit_findings(action: TypeText, element: Element, ctx: _Ctx) -> list[Finding]:
    if not action.submit:
        return []
    how = f"submit=True on {describe(element)}"
    found = _form_sensitive(element, ctx, how)
    if is_search_field(element):
        found.append(Finding("low", "submits a search (reads)", how))
    elif ctx.checkout_page:
        found.append(Finding("high", "submits the checkout form", f"{how} on {ctx.observation.url}"))
    else:
        found.append(Finding("medium", "submits a form", how))
    return found


def _type(action: TypeText, element: Element | None, ctx: _Ctx) -> list[Finding]:
    if element is None:
        return [
            Finding(
                "medium",
                "types into an element that cannot be judged",
                f"[{action.element_id}] is not observed",
            )
        ]
    found = [
        *_field_findings(action, element, ctx),
        *_typed_text_findings(action, element),
        *_type_submit_findings(action, element, ctx),
    ]
    if not found:
        found.append(Finding("low", "types into an ordinary field", f"{describe(element)}"))
    return found


# -- navigate / search / the rest ------------------------------------------------------------


def _navigate(action: Navigate, element: Element | None, ctx: _Ctx) -> list[Finding]:
    found = _url_findings(action.url, ctx, "navigate to")
    if not found:
        where = "an allowed domain" if ctx.policy.restricted else "a domain not blocked"
        found.append(Finding("low", f"navigates to {where}", action.url))
    return found


def _search(action: Search, element: Element | None, ctx: _Ctx) -> list[Finding]:
    found = []
    kinds = personal_data_kinds(action.query)
    if kinds:
        found.append(
            Finding("medium", "searches with personal data", f"{', '.join(kinds)} in {quote(action.query)}")
        )
    names = placeholder_names(action.query)
    if names:
        found.append(Finding("high", "puts a secret into a search", f"<secret:{names[0]}> in the query"))
    template = ctx.settings.search_url
    if template:
        url = template.replace("{query}", quote_plus(action.query))
        found.extend(f for f in _url_findings(url, ctx, "search URL") if f.blocked)
    if not found:
        found.append(Finding("low", "searches (reads)", quote(action.query)))
    return found


def _passive(action: Action, element: Element | None, ctx: _Ctx) -> list[Finding]:
    return [Finding("low", "only reads or moves around", f"{action.type} action")]


_ANALYZERS: dict[str, Callable[..., list[Finding]]] = {
    "click": _click,
    "type": _type,
    "navigate": _navigate,
    "search": _search,
}


def _target(action: Action, element: Element | None) -> str:
    if element is not None:
        return describe(element)
    if isinstance(action, Navigate):
        return action.url
    if isinstance(action, Search):
        return quote(action.query)
    element_id = getattr(action, "element_id", None)
    return f"[{element_id}]" if element_id is not None else ""


def analyze_action(
    action: Action, element: Element | None, observation: Observation, settings: Settings, *, goal: str = ""
) -> SecurityDecision:
    """Classify ``action`` (on ``element`` in ``observation``) and decide whether it needs a person.

    ``requires_confirmation`` follows ``settings.auto_confirm`` (see ``confirm.py``). Raises
    ConfigError only when the domain patterns in ``settings`` are invalid.
    """
    policy = _policy(tuple(settings.allowed_domains), tuple(settings.blocked_domains))
    ctx = _Ctx(observation=observation, settings=settings, goal=goal, policy=policy)
    analyzer = _ANALYZERS.get(action.type, _passive)
    findings = analyzer(action, element, ctx)
    decision = SecurityDecision(
        level=highest(findings),
        reasons=ordered_reasons(findings),
        allowed=not any(f.blocked for f in findings),
        target=_target(action, element),
        read_only=action.type in READ_ONLY_ACTIONS,
    )
    return decide(decision, settings)
