"""Recorded steps and their ranked selector alternatives (pure, plain JSON data).

Every element the walk touched is remembered by several independent handles: ``#id``, ``[name=...]``,
its label text, role + accessible name, visible text, and a short CSS path. Portals rename ids and
classes between releases while labels and visible text stay; a script that knows all the handles,
best first, survives that, and ``fix_script`` can move a failing step to its next handle.
"""

from __future__ import annotations

import json
from typing import Any, Literal, NotRequired, TypedDict

StepKind = Literal["click", "check", "fill", "select", "submit", "press_enter", "wait_grid", "next_page"]

DEFAULT_WAIT_MS = 5000
GRID_WAIT_MS = 8000
MAX_WAIT_MS = 30000


class Selector(TypedDict):
    """One handle on an element. ``how``: css | label | role | text | placeholder."""

    how: str
    value: str
    role: NotRequired[str]


class Step(TypedDict):
    """One recorded action of the walk, replayed by the generated script in order."""

    kind: str
    description: str
    selectors: list[Selector]
    active: int  # index of the alternative the script prefers (fix_script moves it)
    wait_ms: int
    param: NotRequired[str]  # fill/select: the command-line option name
    value: NotRequired[str]  # fill/select: the recorded value (the option's default)
    opens_popup: NotRequired[bool]  # submit: the results open in a new window
    phase: NotRequired[str]  # "search" for the fill/submit steps of the search (replaced on a retry)


class ElementInfo(TypedDict, total=False):
    """What the analysis knows about an element (all optional; empty strings mean unknown)."""

    tag: str
    id: str
    name: str
    type: str
    label: str
    aria_label: str
    text: str
    placeholder: str
    role: str
    css_path: str
    target: str  # forms and links: the window or frame they load into


def css_string(value: str) -> str:
    """A CSS string literal (double-quoted, escaped) for attribute selectors."""
    return json.dumps(value)


def css_ident_ok(value: str) -> bool:
    """Whether ``value`` can follow ``#`` in a selector without escaping."""
    return (
        bool(value)
        and (value[0].isalpha() or value[0] in "_-")
        and all(c.isalnum() or c in "_-" for c in value)
    )


def implicit_role(info: ElementInfo) -> str:
    """The ARIA role Playwright's get_by_role would use for the element."""
    if info.get("role"):
        return info["role"]
    tag = info.get("tag", "")
    kind = info.get("type", "").lower()
    if tag == "a":
        return "link"
    if tag == "button" or (tag == "input" and kind in ("submit", "button", "reset")):
        return "button"
    if tag == "input" and kind in ("checkbox", "radio"):
        return kind
    if tag == "select":
        return "combobox"
    if tag in ("input", "textarea"):
        return "textbox"
    return ""


def selector_alternatives(info: ElementInfo) -> list[Selector]:
    """Ranked handles for an element: id, name, label, role+name, text, placeholder, CSS path."""
    out: list[Selector] = []
    tag = info.get("tag", "") or "*"
    if info.get("id") and css_ident_ok(info["id"]):
        out.append({"how": "css", "value": f"#{info['id']}"})
    elif info.get("id"):
        out.append({"how": "css", "value": f"[id={css_string(info['id'])}]"})
    if info.get("name"):
        out.append({"how": "css", "value": f"{tag}[name={css_string(info['name'])}]"})
    if info.get("label"):
        out.append({"how": "label", "value": info["label"]})
    role = implicit_role(info)
    accessible = info.get("label") or info.get("text") or ""
    if role and accessible:
        out.append({"how": "role", "role": role, "value": accessible})
    if info.get("text") and tag in ("a", "button"):
        out.append({"how": "text", "value": info["text"]})
    if info.get("placeholder"):
        out.append({"how": "placeholder", "value": info["placeholder"]})
    if info.get("css_path"):
        out.append({"how": "css", "value": info["css_path"]})
    return dedupe(out)


def dedupe(selectors: list[Selector]) -> list[Selector]:
    seen: set[str] = set()
    out: list[Selector] = []
    for sel in selectors:
        key = selector_key(sel)
        if key not in seen:
            seen.add(key)
            out.append(sel)
    return out


def selector_key(sel: Selector) -> str:
    """A short, stable text form: ``css=#id``, ``label=Last name``, ``role=button[I accept]``."""
    if sel["how"] == "role":
        return f"role={sel.get('role', '')}[{sel['value']}]"
    return f"{sel['how']}={sel['value']}"


def make_step(
    kind: StepKind,
    description: str,
    selectors: list[Selector],
    *,
    wait_ms: int = DEFAULT_WAIT_MS,
    param: str | None = None,
    value: str | None = None,
) -> Step:
    step: Step = {
        "kind": kind,
        "description": description,
        "selectors": selectors,
        "active": 0,
        "wait_ms": wait_ms,
    }
    if param is not None:
        step["param"] = param
    if value is not None:
        step["value"] = value
    return step


def option_name(label: str, fallback: str) -> str:
    """A command-line option name from a field label: ``Last name`` -> ``last-name``. The script adds
    its ``--search-`` prefix, so a field labelled "Format" never collides with ``--format``."""
    words = "".join(c.lower() if c.isascii() and c.isalnum() else " " for c in label).split()
    name = "-".join(words)[:40].strip("-")
    return name if name and name[0].isalpha() else fallback


def norm_key(text: str) -> str:
    """How --search FIELD names are compared: letters and digits only, case ignored ("Last Name:",
    "last_name" and "last-name" are one key)."""
    return "".join(c for c in text.lower() if c.isalnum())


def describe_steps(steps: list[Step]) -> list[dict[str, Any]]:
    """A compact view for debug output and escalation reports."""
    return [
        {
            "index": i,
            "kind": s["kind"],
            "description": s["description"],
            "active": s["active"],
            "selectors": [selector_key(x) for x in s["selectors"]],
            "wait_ms": s["wait_ms"],
        }
        for i, s in enumerate(steps)
    ]
