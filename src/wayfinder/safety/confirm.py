"""Confirmation policy: which risk levels run without asking, and what a refusal says.

``auto_confirm`` is the highest risk that runs without asking a person:

========  ===========================================================================
never     nothing runs unasked except read-only actions (scroll, screenshot, go_back,
          go_forward, switch_tab, hover, wait, done, ask_user), which are always low; every click,
          typing, navigation and search asks, even when low
low       low runs; medium and high ask (the default)
medium    low and medium run; high asks
all       everything the domain policy allows runs unasked
========  ===========================================================================

An action the domain policy forbids (``allowed=False``) never runs, whatever the level or
setting: there is nothing to confirm, the runtime would block it anyway. ``decide`` marks it
``confirmed=False, confirmed_by="policy"`` so the confirm node can refuse without asking.
"""

from __future__ import annotations

from wayfinder.actions.models import Action
from wayfinder.safety.models import RISK_ORDER, RiskLevel, SecurityDecision
from wayfinder.settings import AutoConfirm, Settings

# The highest level each setting lets run unasked; None = no level (only read-only actions).
AUTO_CEILING: dict[str, RiskLevel | None] = {"never": None, "low": "low", "medium": "medium", "all": "high"}

READ_ONLY_ACTIONS = frozenset(
    {"scroll", "screenshot", "go_back", "go_forward", "switch_tab", "hover", "wait", "done", "ask_user"}
)


def auto_allows(level: RiskLevel, auto_confirm: AutoConfirm) -> bool:
    """Whether an action of ``level`` runs without asking under ``auto_confirm``.

    ``never`` allows no level here; read-only actions are let through by :func:`decide`.
    """
    ceiling = AUTO_CEILING[auto_confirm]
    return ceiling is not None and RISK_ORDER[level] <= RISK_ORDER[ceiling]


def decide(decision: SecurityDecision, settings: Settings) -> SecurityDecision:
    """``decision`` with ``requires_confirmation`` filled in from ``settings.auto_confirm``."""
    if not decision.allowed:
        return decision.model_copy(
            update={"requires_confirmation": False, "confirmed": False, "confirmed_by": "policy"}
        )
    read_only_pass = decision.read_only and decision.level == "low"
    needs = not (read_only_pass or auto_allows(decision.level, settings.auto_confirm))
    return decision.model_copy(update={"requires_confirmation": needs})


def may_run(decision: SecurityDecision) -> bool:
    """Whether the action may run now: allowed, and either needs no confirmation or got it."""
    if not decision.allowed or decision.confirmed is False:
        return False
    return not decision.requires_confirmation or decision.confirmed is True


def describe_action(action: Action, target: str = "") -> str:
    """``clicking [42] 'Place order'``, ``navigating to https://...`` and so on."""
    verbs = {
        "click": "clicking",
        "type": "typing into",
        "navigate": "navigating to",
        "search": "searching for",
        "scroll": "scrolling",
        "screenshot": "taking a screenshot",
        "go_back": "going back",
        "go_forward": "going forward",
        "switch_tab": "switching tabs",
        "hover": "pointing at",
        "select_option": "choosing an option in",
        "wait": "waiting",
        "drag": "dragging",
        "done": "finishing",
        "ask_user": "asking the user",
    }
    verb = verbs.get(action.type, action.type)
    if action.type == "press_key":
        key = getattr(action, "key", "")
        return f"pressing {key} in {target}" if target else f"pressing {key}"
    return f"{verb} {target}" if target else verb


def _summary(decision: SecurityDecision) -> str:
    if not decision.reasons:
        return "no reason recorded"
    return decision.reasons[0].split(": ", 1)[0]


def lowest_auto_confirm(level: RiskLevel) -> AutoConfirm:
    """The lowest ``auto_confirm`` that lets an action of ``level`` run unasked."""
    return "all" if level == "high" else level


def domain_hint(refusal: str) -> str:
    """What the person can change about a domain-policy refusal ('' when nothing they set would)."""
    if "outside allowed_domains" in refusal:
        return "the person can allow it by adding its host to --allowed-domains"
    if "blocked_domains" in refusal:
        return "the person can allow it by taking its rule out of --blocked-domains"
    return ""


def allow_hint(decision: SecurityDecision, settings: Settings) -> str:
    """What the person can change so that the refused action runs ('' when nothing they set would, or
    when they said no themselves): the lowest ``--auto-confirm`` level that lets it run unasked, or
    deciding it themselves; for the domain policy, the domain list that refused it."""
    if decision.confirmed_by == "user":
        return ""
    if not decision.allowed:
        return domain_hint(" ".join(decision.reasons))
    level = lowest_auto_confirm(decision.level)
    ways = [] if settings.auto_confirm == level else [f"--auto-confirm {level}"]
    if not settings.interactive_prompts:
        ways.append("--interactive")
    if settings.on_confirm != "pause":
        ways.append("--on-confirm pause (then wayfinder approve)")
    if not ways:
        return ""
    first, rest = ways[0], ways[1:]
    decide_own = f", or decide it with {' or '.join(rest)}" if rest else ""
    return f"the person can allow it with {first}{decide_own}"


def refusal_reason(decision: SecurityDecision, action: Action, settings: Settings | None = None) -> str:
    """Why an action was not done, as one clause; with ``settings``, also what the person can change
    to let it run (:func:`allow_hint`).

    Example: "clicking [42] 'Place order' is high risk (completes a purchase or payment) and was not
    confirmed".
    """
    what = describe_action(action, decision.target)
    hint = allow_hint(decision, settings) if settings is not None else ""
    change = f"; {hint}" if hint else ""
    if not decision.allowed:
        blocked = decision.reasons[0] if decision.reasons else "domain policy"
        return f"{what} is not allowed ({blocked}){change}"
    return f"{what} is {decision.level} risk ({_summary(decision)}) and was not confirmed{change}"


def refusal_message(decision: SecurityDecision, action: Action, settings: Settings | None = None) -> str:
    """What the planner is told when an action was refused or not confirmed: the reason
    (:func:`refusal_reason`) and what it may do instead.

    Example: "Not done: clicking [42] 'Place order' is high risk (completes a purchase or payment)
    and was not confirmed. Choose another action or finish with done."
    """
    return (
        f"Not done: {refusal_reason(decision, action, settings)}. Choose another action or finish with done."
    )
