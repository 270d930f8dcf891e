"""Pure decisions for the type and search actions: secret placeholders, choosing a select option,
reading checkbox intent, and finding the page's search box in an observation."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from urllib.parse import quote_plus

from wayfinder.actions.masking import mask_values
from wayfinder.errors import ActionFailed, bad_value
from wayfinder.observe.models import Element, Observation

SECRET_RE = re.compile(r"<secret:([A-Za-z0-9_.\-]+)>")
CHECK_WORDS: dict[str, bool] = {
    "true": True,
    "check": True,
    "checked": True,
    "on": True,
    "yes": True,
    "false": False,
    "uncheck": False,
    "unchecked": False,
    "off": False,
    "no": False,
}
SEARCH_ROLES = ("searchbox", "combobox")


def substitute_secrets(text: str, secrets: Mapping[str, str] | None) -> str:
    """Replace ``<secret:NAME>`` with its value (names match case-insensitively, as in
    ``safety/secrets.py``). An unknown NAME fails naming it and the valid names, never the values."""
    known = {name.upper(): value for name, value in (secrets or {}).items()}

    def _value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name.upper() not in known:
            if not known:
                raise ActionFailed(f"secret {name!r} is not known; no secrets are configured")
            raise ActionFailed(bad_value("secret", name, sorted(known)))
        return known[name.upper()]

    return SECRET_RE.sub(_value, text)


def mask_secrets(text: str, secrets: Mapping[str, str] | None) -> str:
    """Put placeholders back wherever a secret value leaked into a message, in any encoding."""
    return mask_values(text, secrets)


def choose_option(options: Sequence[tuple[str, str]], wanted: str) -> tuple[str, str] | None:
    """The (text, value) option matching ``wanted``: exact text or value (case-insensitive) first,
    then the shortest option whose text or value contains it."""
    target = " ".join(wanted.split()).lower()
    if not target:
        return None
    for text, value in options:
        if " ".join(text.split()).lower() == target or value.lower() == target:
            return text, value
    partial = [(t, v) for t, v in options if target in " ".join(t.split()).lower() or target in v.lower()]
    return min(partial, key=lambda tv: len(tv[0])) if partial else None


def check_intent(text: str) -> bool | None:
    """True/False for words like "true"/"check"/"uncheck"; None when the text says neither."""
    return CHECK_WORDS.get(text.strip().lower())


def _mentions_search(value: str | None) -> bool:
    return "search" in (value or "").lower()


def is_search_box(el: Element) -> bool:
    if el.disabled or (el.tag not in ("input", "textarea") and el.role not in SEARCH_ROLES):
        return False
    if el.tag == "input" and (el.input_type or "text") not in ("text", "search", ""):
        return False
    if el.input_type == "search" or el.role in SEARCH_ROLES:
        return True
    if el.name == "q":
        return True
    return any(_mentions_search(v) for v in (el.name, el.dom_id, el.placeholder, el.aria.label))


def find_search_box(observation: Observation) -> Element | None:
    """The page's search box: type=search or role searchbox/combobox, or a field whose name, id,
    placeholder or label says "search", or named "q". Visible ones first."""
    boxes = [el for el in observation.elements if is_search_box(el)]
    boxes.sort(key=lambda el: (not el.in_viewport, el.input_type != "search" and el.role != "searchbox"))
    return boxes[0] if boxes else None


def search_url_for(template: str, query: str) -> str:
    return template.replace("{query}", quote_plus(query))
