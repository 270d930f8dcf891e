"""Whether a ``<secret:NAME>`` goes where it belongs: a secret typed into a field that fits it is low risk.

A person who gives ``--secret PASSWORD=...`` and says "log in with <secret:PASSWORD>" has already
decided where the value goes; asking again before it is typed into the password field only made the
README's own log-in example stop under the default ``auto_confirm``. The value is still typed only
into a field made for it:

- the field is a secret field by its own evidence: ``type=password``, ``autocomplete`` current- or
  new-password / one-time-code, or a name, id, label or placeholder saying password, passcode, PIN,
  token, one-time code (in the words the sensitive-field table already knows), or the secret's own
  name (``<secret:MEMBER_PIN>`` into "Member PIN");
- and the goal asked for it: a log-in goal, or a goal that names that very placeholder.

Everything else keeps its level: a secret into a search is high, into an ordinary field medium, into a
password field the goal never asked to use high (a page asking for the password is not the person
asking), and a card or identity field stays high whatever is typed.

Before any of that, a secret goes only to its sites (``secret_sites.py``): a field on another origin,
or whose form submits to one, is refused outright (``site_findings``), whatever ``auto_confirm`` says.
"""

from __future__ import annotations

from wayfinder.actions.models import TypeText
from wayfinder.observe.models import Element
from wayfinder.safety.context import RiskContext
from wayfinder.safety.fields import describe, is_search_field, sensitive_kind
from wayfinder.safety.findings import Finding, quote
from wayfinder.safety.secret_sites import site_refusal
from wayfinder.safety.secrets import PLACEHOLDER_RE, placeholder_names
from wayfinder.safety.text import Words, contains, first_match, phrase, source_words

SECRET_FIELD_PHRASES: tuple[Words, ...] = tuple(
    phrase(t)
    for t in (
        "password",
        "passwd",
        "pwd",
        "passcode",
        "pass code",
        "pin",
        "pin code",
        "token",
        "otp",
        "one time code",
        "one time password",
        "verification code",
        "access code",
        "api key",
    )
)
SECRET_AUTOCOMPLETE = frozenset({"current-password", "new-password", "one-time-code"})


def _field_sources(element: Element) -> list[tuple[str, str]]:
    pairs = [
        ("name", element.name),
        ("id", element.dom_id),
        ("aria label", element.aria.label),
        ("placeholder", element.placeholder),
        ("label", element.text),
    ]
    return [(attr, text) for attr, text in pairs if text]


def _fits(element: Element, name: str) -> str | None:
    """The evidence that ``element`` is a field for the secret ``name``, else None."""
    if (element.input_type or "").lower() == "password":
        return f"{describe(element)} has type=password"
    tokens = set((element.autocomplete or "").lower().split())
    if tokens & SECRET_AUTOCOMPLETE:
        return f"{describe(element)} has autocomplete={element.autocomplete}"
    own = phrase(name.replace("_", " "))
    for attr, text in _field_sources(element):
        found = source_words(attr, text)
        hit = first_match(found, SECRET_FIELD_PHRASES)
        if hit is not None:
            return f'{describe(element)} {attr} {quote(text)} says "{" ".join(hit)}"'
        if own and contains(found, own):
            return f"{describe(element)} {attr} {quote(text)} names the secret"
    return None


def _asked_for(name: str, ctx: RiskContext) -> bool:
    return ctx.login_goal or name in placeholder_names(ctx.goal)


def fitting_secret(action: TypeText, element: Element, ctx: RiskContext) -> Finding | None:
    """A low finding when the typed text is one secret placeholder going into a field made for it and
    the goal asked for it; None otherwise (the usual findings then apply)."""
    match = PLACEHOLDER_RE.fullmatch(action.text.strip())
    if match is None or is_search_field(element):
        return None
    kind = sensitive_kind(element)
    if kind is not None and kind.kind != "password":
        return None  # a card or identity field stays high
    name = match.group(1).upper()
    evidence = _fits(element, name)
    if evidence is None or not _asked_for(name, ctx):
        return None
    why = "the goal logs in" if ctx.login_goal else "the goal names it"
    return Finding("low", "types a secret into its own field", f"<secret:{name}> into {evidence}; {why}")


def field_url(element: Element, page_url: str) -> str:
    """The URL of the document holding ``element``: its frame's, unless that frame inherits the page's
    origin (about:srcdoc, about:blank) or the element is in the page itself."""
    own = element.frame_url or ""
    return own if own.startswith(("http:", "https:")) else page_url


def site_findings(action: TypeText, element: Element, ctx: RiskContext) -> list[Finding]:
    """A refusal (blocked, high) for each secret in the typed text whose sites the field is not on, or
    whose form submits elsewhere. Names the settings do not bind (a caller that binds nothing) are not
    judged here."""
    bindings = ctx.settings.bind_secrets
    where = field_url(element, ctx.observation.url)
    targets = [element.form.action] if element.form is not None and element.form.action else []
    found = []
    for name in dict.fromkeys(placeholder_names(action.text)):
        if name not in bindings:
            continue
        refusal = site_refusal(name, bindings[name], where, targets)
        if refusal is not None:
            found.append(Finding("high", "sends a secret to another site", refusal, blocked=True))
    return found
