"""Act on one entry of a list: find the item that shows a name, then use a control of that item (pure).

The skill a person uses in a mail client or an address book: look down the list for the entry
that mentions the name; when the entry carries the control right there (a star or trash icon in
the row), use it; otherwise open the entry and use the control on its page (Reply, Forward, the
trash icon); when a reply or forward form opens, fill it (the message, or the recipient) and press
its send control. For an address book, the asked field of the person's card (phone number, email,
address) is recognised by its label, its identifiers or the shape of its text. When the name is
nowhere on the page it scrolls or turns to the next page.

Icons have no text: they are matched by their class names and ids (``Element.classes``,
``dom_id``) and tied to their entry by ``Element.near`` (the text of the closest ancestor).
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, identifier_words, is_text_field, norm, tokens
from wayfinder.plan.rules.page import explore
from wayfinder.plan.rules.step import Outcome, StepInput, act, fail, quote
from wayfinder.plan.rules.work import Work
from wayfinder_miniwob.work import EntryAction, EntryControl, EntryField

CONTROL_WORDS: dict[str, tuple[str, ...]] = {
    "star": ("star", "important", "flag", "favorite", "favourite"),
    "delete": ("trash", "delete", "remove", "bin"),
    "reply": ("reply", "respond"),
    "forward": ("forward", "fwd"),
    "send": ("send",),
}
NEXT_LABELS = frozenset({">", "next", "›", "»", "→", "next page", "older"})
_FIELD_SHAPES: dict[str, re.Pattern[str]] = {
    "phone": re.compile(r"^\+?[\d\s().-]{7,}$"),
    "email": re.compile(r"^[^@\s]+@[^@\s]+\.\w+$"),
    "address": re.compile(r"^\d+\s+[A-Za-z].*"),
}
MAX_PAGES = 12
_MENU_WORDS = frozenset({"more", "menu", "options", "ellipsis", "kebab", "dots"})


def _words(el: Element) -> set[str]:
    text = " ".join([el.label, identifier_words(el.dom_id or ""), (el.classes or "").replace("-", " ")])
    return set(tokens(identifier_words(text).replace("-", " ")))


def _is_control(el: Element, action: str) -> bool:
    return bool(_words(el) & set(CONTROL_WORDS[action]))


def _mentions(text: str | None, name: str) -> bool:
    if name.startswith("@"):  # a handle is matched as written: '@orci' is not the word 'orci' in a post
        return bool(text) and bool(re.search(rf"(?<![\w@]){re.escape(name)}(?![\w])", text or "", re.I))
    return bool(text) and bool(re.search(rf"(?<!\w){re.escape(norm(name))}(?!\w)", norm(text or "")))


def _content_lines(si: StepInput[Work]) -> list[str]:
    """The page's text lines, without the line that repeats the goal itself (an instruction banner)."""
    goal = norm(si.ctx.goal)
    lines = [*si.obs.headings, *si.obs.text_digest.splitlines()]
    return [ln for ln in lines if ln.strip() and not (goal and goal in norm(ln))]


def owner_of(si: StepInput[EntryAction]) -> tuple[str, list[str]]:
    """The item's owner and the other names: the goal's pick, else the one the page lists."""
    step = si.step
    if step.owner:
        return step.owner, [a for a in step.candidates if a != step.owner]
    names = list(step.candidates)
    for name in names:
        if any(_mentions(el.label or el.near, name) for el in si.obs.elements):
            return name, [n for n in names if n != name]
    return (names[0], names[1:]) if names else ("", [])


def _control_of(si: StepInput[Work], action: str, owner: str) -> Element | None:
    """The action's control: one tied to the owner's entry first, else the only one on the page."""
    controls = [el for el in si.usable() if _is_control(el, action)]
    tied = [el for el in controls if _mentions(el.near, owner)]
    if tied:
        return min(tied, key=lambda el: (not norm(el.near or "").startswith(norm(owner)), el.bbox.y))
    return controls[0] if len(controls) == 1 else None


def _entry_of(si: StepInput[Work], owner: str) -> Element | None:
    """The list entry showing the owner's name: one whose text starts with it, else any naming it."""
    rows = [el for el in si.usable() if el.label and _mentions(el.label, owner) and not is_text_field(el)]
    if not rows:
        return None
    return min(rows, key=lambda el: (not norm(el.label).startswith(norm(owner)), len(el.label), el.bbox.y))


def _next_page(si: StepInput[Work]) -> Outcome | None:
    if si.bump("pages") > MAX_PAGES:
        return None
    for el in si.usable():
        if norm(el.label) in NEXT_LABELS or el.label.strip() in NEXT_LABELS:
            return act(
                Click(element_id=el.id), f"Turning to the next page ({quote(el.label)}) to look further"
            )
    return None


def _not_found(si: StepInput[Work], owner: str) -> Outcome:
    what = quote(owner)
    return explore(si, f"the entry of {what}") or _next_page(si) or fail(f"no entry mentions {what} here")


def _compose(si: StepInput[EntryAction], action: str, value: str) -> Outcome | None:
    """In an open reply/forward form: fill the message or the recipient, then press send."""
    send = _control_of(si, "send", "")
    if send is None:
        return None
    fields = [el for el in si.usable() if is_text_field(el)]
    if action == "reply":
        target = next((el for el in fields if el.tag == "textarea"), fields[0] if fields else None)
    else:
        target = next((el for el in fields if el.tag != "textarea"), None)
    if target is None:
        return None
    typed = si.state.get("typed") == target.id
    if not typed and (target.value or "") != value:
        si.state["typed"] = target.id
        what = "the reply" if action == "reply" else "the recipient"
        return act(TypeText(element_id=target.id, text=value), f"Writing {what} {quote(value)} into the form")
    return act(
        Click(element_id=send.id), f"Sending the {action} with {quote(send.label or 'send')}", finishes=True
    )


def _field_link(si: StepInput[Work], field: str) -> Element | None:
    """The person's field: named by its label/ids/classes, or recognised by the shape of its text."""
    want = set(tokens(field)) - {"number", "address"} or set(tokens(field))
    pool = [el for el in si.usable() if element_kind(el) in {"link", "button", "other"} and el.label]
    named = [el for el in pool if want & _words(el) and norm(el.label) not in {norm(field)}]
    if named:
        return named[0]
    key = next((k for k in _FIELD_SHAPES if k in tokens(field) or k in norm(field)), None)
    if key is None:
        return None
    return next((el for el in pool if _FIELD_SHAPES[key].match(el.label.strip())), None)


def handle_entry_field(si: StepInput[EntryField]) -> Outcome:
    """Click the asked field of the owner's card (phone number, email, address)."""
    owner, field = si.step.owner, si.step.field
    shown = any(_mentions(line, owner) for line in _content_lines(si))
    if not shown:
        return _not_found(si, owner)
    link = _field_link(si, field)
    if link is None:
        return fail(f"{quote(owner)} is shown but no {field} to click")
    return act(
        Click(element_id=link.id), f"Clicking {quote(owner)}'s {field}: {quote(link.label)}", finishes=True
    )


def _named(si: StepInput[Work], name: str) -> list[Element]:
    """Controls called ``name``: by their label, or (icons) by a class/id word that is its first word."""
    want, first = norm(name), (tokens(name) or [""])[0]
    return [
        el
        for el in si.usable()
        if (el.label and (norm(el.label) == want or norm(el.label).startswith(want + " ")))
        or (not el.label and first and first in _words(el))
    ]


def handle_entry_control(si: StepInput[EntryControl]) -> Outcome:
    """Use the named control on one, N or all (nth -1) of the owner's entries; open its menu if hidden."""
    owner, name = si.step.owner, si.step.control
    clicked = si.state.setdefault("clicked", [])
    named = _named(si, name)
    mine = [el for el in named if _mentions(el.near, owner)]
    leading = [el for el in mine if _mentions(" ".join((el.near or "").split()[:3]), owner)]
    mine = leading or mine  # the author's line leads an entry; a mention inside another's text does not
    todo = [el for el in mine if el.id not in clicked]
    if not todo and si.state.get("menu_open"):  # menu items carry their own text, not the entry's
        todo = [el for el in named if el.label and el.id not in clicked]
    if todo:
        el = min(todo, key=lambda e: (e.bbox.y, e.bbox.x))
        clicked.append(el.id)
        need = len(mine) if si.step.nth == -1 else max(1, si.step.nth)
        intent = f"Clicking {quote(name)} on {quote(owner)}'s entry ({len(clicked)} of {need or 1})"
        return act(Click(element_id=el.id), intent, finishes=len(clicked) >= need)
    menus = si.state.setdefault("menus", [])
    for el in si.usable():
        if _mentions(el.near, owner) and _words(el) & _MENU_WORDS and el.id not in menus:
            menus.append(el.id)
            si.state["menu_open"] = True
            return act(
                Click(element_id=el.id), f"Opening the menu of {quote(owner)}'s entry to find {quote(name)}"
            )
    return _not_found(si, owner)


def handle_entry_action(si: StepInput[EntryAction]) -> Outcome:
    """Find the entry of the goal's owner and act on it (see the module docstring)."""
    action = si.step.action
    owner, others = owner_of(si)
    if not owner:
        return fail("the goal names no entry to look for")
    if action in {"reply", "forward"}:
        value = si.step.value
        if action == "forward" and not si.step.owner and others:
            value = others[0]
        composed = _compose(si, action, value)
        if composed is not None:
            return composed
    control = _control_of(si, action, owner) if action in CONTROL_WORDS else None
    if control is not None and (si.state.get("opened") or _mentions(control.near, owner)):
        finishes = action in {"star", "delete"}
        return act(
            Click(element_id=control.id), f"Using {quote(owner)}'s {action} control", finishes=finishes
        )
    entry = _entry_of(si, owner)
    if entry is not None and entry.id not in si.state.get("used_entries", []):
        si.state["opened"] = True
        si.state.setdefault("used_entries", []).append(entry.id)
        return act(Click(element_id=entry.id), f"Opening the entry of {quote(owner)}: {quote(entry.label)}")
    if control is not None:
        return act(Click(element_id=control.id), f"Using the {action} control of the open entry")
    return _not_found(si, owner)
