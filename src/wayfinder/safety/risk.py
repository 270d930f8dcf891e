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
  allowed hosts, opening results, searching, pagination, GET forms, cookie/disclaimer consent, adding
  to the cart, signing in, and the writes the goal asks for in so many words (creating a record,
  changing a field, adding a comment, publishing, approving: ``asked_writes.py``), which are the
  person's own request; destructive, financial and irreversible acts are never lowered.

The wording rules are in ``rules.py`` with their matching rules; this module only wires the
evidence of each action type to them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import lru_cache

from wayfinder.actions.models import Action, Navigate, Search
from wayfinder.observe.models import Element, Observation
from wayfinder.safety.analyzers import (
    click_findings,
    navigate_findings,
    passive_findings,
    search_findings,
    type_findings,
)
from wayfinder.safety.asked_writes import lower_asked
from wayfinder.safety.confirm import READ_ONLY_ACTIONS, decide
from wayfinder.safety.context import RiskContext
from wayfinder.safety.domains import DomainPolicy
from wayfinder.safety.fields import describe
from wayfinder.safety.findings import Finding, highest, ordered_reasons, quote
from wayfinder.safety.gestures import drag_findings, press_key_findings, select_option_findings
from wayfinder.safety.left_out import left_out_findings
from wayfinder.safety.models import SecurityDecision
from wayfinder.settings import Settings

# actions that may write to the site: the ones a goal's own write may lower (asked_writes.py)
WRITE_ACTIONS = frozenset({"click", "type", "press_key", "select_option"})

_ANALYZERS: dict[str, Callable[..., list[Finding]]] = {
    "click": click_findings,
    "type": type_findings,
    "navigate": navigate_findings,
    "search": search_findings,
    "press_key": press_key_findings,
    "select_option": select_option_findings,
    "drag": drag_findings,
}


@lru_cache(maxsize=32)
def _policy(allowed: tuple[str, ...], blocked: tuple[str, ...]) -> DomainPolicy:
    return DomainPolicy(allowed, blocked)


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
    action: Action,
    element: Element | None,
    observation: Observation,
    settings: Settings,
    *,
    goal: str = "",
    refused: Collection[int] = (),
) -> SecurityDecision:
    """Classify ``action`` (on ``element`` in ``observation``) and decide whether it needs a person.

    ``refused``: ids of fields whose typing was refused on this page (a submit of their form is high,
    ``left_out.py``). ``requires_confirmation`` follows ``settings.auto_confirm`` (see ``confirm.py``). Raises
    ConfigError only when the domain patterns in ``settings`` are invalid.
    """
    policy = _policy(tuple(settings.allowed_domains), tuple(settings.blocked_domains))
    ctx = RiskContext(observation=observation, settings=settings, goal=goal, policy=policy)
    analyzer = _ANALYZERS.get(action.type, passive_findings)
    findings = [*analyzer(action, element, ctx), *left_out_findings(action, element, observation, refused)]
    if action.type in WRITE_ACTIONS:
        findings = lower_asked(findings, goal)
    decision = SecurityDecision(
        level=highest(findings),
        reasons=ordered_reasons(findings),
        allowed=not any(f.blocked for f in findings),
        target=_target(action, element),
        read_only=action.type in READ_ONLY_ACTIONS,
    )
    return decide(decision, settings)
