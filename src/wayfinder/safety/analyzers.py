"""The risk analyzers of the element and navigation actions: click, type, navigate, search, and the
passive ones. Each returns findings; ``risk.py`` combines them into one decision.
"""

from __future__ import annotations

import re
from urllib.parse import quote_plus, urlsplit

from wayfinder.actions.models import Action, Click, Navigate, Search, TypeText
from wayfinder.observe.models import Element
from wayfinder.safety.asked_writes import PUBLISHES, SAVES, SUBMITS, record_names, without_names
from wayfinder.safety.context import RiskContext, address_words, href_findings, url_findings
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
from wayfinder.safety.findings import Finding, quote
from wayfinder.safety.rules import ORDER_PATHS, match_wording
from wayfinder.safety.secret_fields import fitting_secret, site_findings
from wayfinder.safety.secrets import placeholder_names
from wayfinder.safety.text import first_match, identifier_words
from wayfinder.safety.urls import executable_name, personal_data_kinds

BUTTON_VALUE_TYPES = frozenset({"submit", "button", "reset", "image"})


TOGGLE_TYPES = frozenset({"checkbox", "radio"})


def _control_sources(element: Element) -> list[tuple[str, str]]:
    kind = (element.input_type or "").lower()
    value = element.value if kind in BUTTON_VALUE_TYPES else None
    # a box's or a radio's name names the data it holds ('post_category[]': the post's categories),
    # never what ticking it does: only its own words (its label) can say that
    toggle = kind in TOGGLE_TYPES
    pairs = [
        ("text", element.text),
        ("aria label", element.aria.label),
        ("value", value),
        ("name", None if toggle else element.name),
        ("id", None if toggle else element.dom_id),
    ]
    return [(attr, text) for attr, text in pairs if text]


def _is_link(element: Element) -> bool:
    return element.tag == "a" and element.role in (None, "link")


def _form_sensitive(element: Element, ctx: RiskContext, how: str) -> list[Finding]:
    found = []
    for field in sensitive_fields(form_fields(ctx.observation, element)):
        if field.kind != "password":
            summary = f"submits a form with {KIND_NAMES[field.kind]} fields"
            found.append(Finding("high", summary, f"{how}; same form: {field.evidence}"))
    return found


def form_target_findings(element: Element, ctx: RiskContext, how: str) -> list[Finding]:
    """Evidence from the form itself, whatever language its buttons speak: a POST to an order or payment
    address (outside the names in it - '/projects/billing/issues' - and the names the goal gives: a
    project 'billing-service'), or a POST to another site."""
    form = element.form
    if form is None or form.method != "post" or not form.action:
        return []
    target = urlsplit(form.action)
    found = []
    hit = first_match(without_names(address_words(form.action, identifier_words), ctx.goal), ORDER_PATHS)
    if hit is not None:
        evidence = f'{how}; the form posts to {form.action} ("{" ".join(hit)}")'
        found.append(Finding("high", "submits the checkout form", evidence))
    page_host = urlsplit(ctx.observation.url).hostname
    if target.hostname and page_host and target.hostname != page_host:
        found.append(
            Finding("medium", "sends the form to another site", f"{how}; the form posts to {target.hostname}")
        )
    return found


def _submit_findings(element: Element, wording: list[Finding], ctx: RiskContext) -> list[Finding]:
    certain = is_submit_control(element) or any(f.summary == "submits a form" for f in wording)
    if not (certain or might_submit(element)):
        return []
    how = f"{describe(element)} submits its form"
    found = [*_form_sensitive(element, ctx, how), *form_target_findings(element, ctx, how)]
    benign = any(f.level == "low" for f in wording)
    if ctx.checkout_page and not benign:
        found.append(Finding("high", "submits the checkout form", f"{how} on {ctx.observation.url}"))
    elif _reads(element, wording):
        # a GET form asks the site for a page ("Show issue: [20] [Go]", a filter): by HTTP's rules it
        # changes nothing, whatever its button says
        found.append(Finding("low", "submits a query form (reads)", f"{how}; the form's method is GET"))
    elif certain and not wording:
        found.append(Finding("medium", "submits a form", f"{how} (type={element.input_type})"))
    return found


def _reads(element: Element, wording: list[Finding]) -> bool:
    """The control submits a GET form and its words do not say it does more than a submission."""
    generic = all(f.summary == "submits a form" for f in wording)
    return element.form is not None and element.form.method == "get" and generic


def click_findings(action: Click, element: Element | None, ctx: RiskContext) -> list[Finding]:
    if element is None:
        return [
            Finding(
                "medium", "clicks an element that cannot be judged", f"[{action.element_id}] is not observed"
            )
        ]
    return activation_findings(element, ctx)


def activation_findings(element: Element, ctx: RiskContext) -> list[Finding]:
    """What activating ``element`` would do (a click, or Enter/Space on a focused control)."""
    names = record_names(ctx.goal)
    wording = match_wording(_control_sources(element), ctx.page_words, is_link=_is_link(element), names=names)
    wording = _shown_not_done(element, wording)
    submits = _submit_findings(element, wording, ctx)
    if any(f.summary == "submits a query form (reads)" for f in submits):
        wording = [f for f in wording if f.summary != "submits a form"]  # "Submit" on a GET form reads
    found = [*wording, *submits, *chosen_action_findings(element, ctx), *href_findings(element, ctx)]
    exe = executable_name(element.text)
    if exe is not None:
        found.append(
            Finding("high", "downloads an executable", f"{quote(exe)} in text of {describe(element)}")
        )
    if not found:
        found.append(Finding("low", "no risky wording or target", f"clicks {describe(element)}"))
    return found


# writes a disclosure's press only shows: the panel it opens holds the control that does them
_SHOWN_WRITES = frozenset({PUBLISHES, SUBMITS, SAVES})


def is_disclosure(element: Element) -> bool:
    """A control that says it shows a folded panel (aria-expanded=false) and neither submits a form nor
    leaves the page: a block editor's 'Publish' toggle opens the pre-publish panel, a 'Submit' menu
    button its choices; the write is the panel's own control, rated when it is pressed."""
    if element.aria.expanded is not False or is_submit_control(element):
        return False
    if element.form is not None and might_submit(element):
        return False
    return not (element.href and not element.href.startswith("#"))


def _shown_not_done(element: Element, wording: list[Finding]) -> list[Finding]:
    """A disclosure's publishing, submitting or saving words, lowered to what it does: it opens a
    panel. Deleting, paying, sending and the rest stay as rated (a site may act at once)."""
    if not is_disclosure(element):
        return wording
    return [
        Finding("low", "opens a folded panel", f"{describe(element)} is aria-expanded=false; {f.reason}")
        if f.summary in _SHOWN_WRITES and f.level != "low"
        else f
        for f in wording
    ]


def chosen_action_findings(element: Element, ctx: RiskContext) -> list[Finding]:
    """A list's bulk action: its 'Go' / 'Apply' button does whatever the action list of its form has
    chosen ('Delete selected loans', 'Move to Trash'), to every row ticked. That choice's words are
    rated as if they were on the button, with how many rows are selected when the page says so."""
    if element.form is None or element.tag == "a" or not might_submit(element):
        return []
    found: list[Finding] = []
    for other in ctx.observation.elements:
        if other.tag != "select" or other.form is None or other.form.i != element.form.i:
            continue
        chosen = next((o.text for o in other.options if o.selected), "")
        if not chosen:
            continue
        for finding in match_wording([("chosen action", chosen)], ctx.page_words, is_link=False):
            if finding.level == "low":
                continue
            selected = _selected_count(ctx.observation.text_digest)
            evidence = f"{describe(element)} runs the chosen action {quote(chosen)}{selected}"
            found.append(Finding(finding.level, finding.summary, evidence))
    return found


_SELECTED_RE = re.compile(r"\b(?:all\s+)?\d[\d,]*\s+(?:of\s+\d[\d,]*\s+)?(?:\w+\s+)?selected\b", re.I)


def _selected_count(digest: str) -> str:
    """', 100 of 100 selected' when the page says how many rows are ticked, else ''."""
    found = _SELECTED_RE.search(digest)
    return f" ({found.group(0)})" if found else ""


# -- type -------------------------------------------------------------------------------------


def field_findings(element: Element, ctx: RiskContext) -> list[Finding]:
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


def _type_submit_findings(action: TypeText, element: Element, ctx: RiskContext) -> list[Finding]:
    if not action.submit:
        return []
    return field_submit_findings(element, ctx, f"submit=True on {describe(element)}")


def _sign_in_form(element: Element, ctx: RiskContext) -> bool:
    """The field's form holds a password field and nothing more sensitive: a sign-in form."""
    kinds = {f.kind for f in sensitive_fields(form_fields(ctx.observation, element))}
    return kinds == {"password"}


def field_submit_findings(element: Element, ctx: RiskContext, how: str) -> list[Finding]:
    """What submitting the form of a field would do (Enter in a text field)."""
    found = [*_form_sensitive(element, ctx, how), *form_target_findings(element, ctx, how)]
    if is_search_field(element):
        found.append(Finding("low", "submits a search (reads)", how))
    elif element.form is not None and element.form.method == "get" and not ctx.checkout_page:
        # a GET form asks the site for a page (a search, a filter): by HTTP's rules it changes nothing
        found.append(Finding("low", "submits a query form (reads)", f"{how}; the form's method is GET"))
    elif ctx.login_goal and _sign_in_form(element, ctx):
        found.append(Finding("low", "submits the sign-in form", f"{how}; the goal logs in"))
    elif ctx.checkout_page:
        found.append(Finding("high", "submits the checkout form", f"{how} on {ctx.observation.url}"))
    else:
        found.append(Finding("medium", "submits a form", how))
    return found


def type_findings(action: TypeText, element: Element | None, ctx: RiskContext) -> list[Finding]:
    if element is None:
        return [
            Finding(
                "medium",
                "types into an element that cannot be judged",
                f"[{action.element_id}] is not observed",
            )
        ]
    elsewhere = site_findings(action, element, ctx)
    if elsewhere:  # a secret on its way to another origin: refused whatever else is true
        return elsewhere
    fitting = fitting_secret(action, element, ctx)
    if fitting is not None:  # the secret goes into its own field: nothing about the field or text to ask
        return [fitting, *_type_submit_findings(action, element, ctx)]
    found = [
        *field_findings(element, ctx),
        *_typed_text_findings(action, element),
        *_type_submit_findings(action, element, ctx),
    ]
    if not found:
        found.append(Finding("low", "types into an ordinary field", f"{describe(element)}"))
    return found


def navigate_findings(action: Navigate, element: Element | None, ctx: RiskContext) -> list[Finding]:
    found = url_findings(action.url, ctx, "navigate to")
    if not found:
        where = "an allowed domain" if ctx.policy.restricted else "a domain not blocked"
        found.append(Finding("low", f"navigates to {where}", action.url))
    return found


def search_findings(action: Search, element: Element | None, ctx: RiskContext) -> list[Finding]:
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
        found.extend(f for f in url_findings(url, ctx, "search URL") if f.blocked)
    if not found:
        found.append(Finding("low", "searches (reads)", quote(action.query)))
    return found


def passive_findings(action: Action, element: Element | None, ctx: RiskContext) -> list[Finding]:
    return [Finding("low", "only reads or moves around", f"{action.type} action")]
