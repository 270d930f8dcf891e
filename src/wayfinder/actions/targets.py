"""The state one action execution carries, and finding the live element an action refers to.

An id from the observation may be stale by the time we act (the page re-rendered). Then the page is
re-observed through the caller's ``recapture`` and the element re-found by its fingerprint
(``actions/refind.py``); the chain continues with the new id and records the "refind" tier.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from playwright.async_api import Page

from wayfinder.actions.refind import refind
from wayfinder.browser import ops
from wayfinder.browser.ops import ElementInfo
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.browser.timing import PhaseTimer
from wayfinder.errors import ActionFailed
from wayfinder.observe.models import Element, Observation
from wayfinder.settings import Settings

Recapture = Callable[[], Awaitable[Observation]]
MAX_IDS_LISTED = 40


@dataclass
class ExecContext:
    """Everything an action handler needs; handlers write their findings into the outcome fields."""

    runtime: BrowserRuntime
    page: Page
    observation: Observation
    settings: Settings
    recapture: Recapture | None = None
    secrets: Mapping[str, str] | None = None
    screenshot_path: Path | None = None
    tiers_tried: list[str] = field(default_factory=list)
    tier: str | None = None
    element_id: int | None = None
    note: str = ""
    screenshot_taken: str | None = None
    scrolled: bool | None = None  # for scroll actions: whether anything moved
    timer: PhaseTimer = field(default_factory=PhaseTimer)  # where the time went (bench steps)
    before_state: ops.PageState | None = None  # the executor's snapshot just before the action
    expected_popups: int = 0  # tabs the action asked for that may still be announced after it

    def add_note(self, text: str) -> None:
        self.note = f"{self.note}; {text}" if self.note else text


@dataclass(frozen=True)
class Target:
    element: Element
    info: ElementInfo
    refound: bool = False

    @property
    def id(self) -> int:
        return self.element.id

    @property
    def frame(self) -> str | None:
        return self.element.frame


def describe(element: Element) -> str:
    """``[12] 'Notify me'`` - how messages name an element."""
    label = element.label.strip()
    return f"element [{element.id}] {label[:60]!r}" if label else f"element [{element.id}] <{element.tag}>"


# What a person calls an element; action errors say it in words, never as markup.
_KIND_WORDS = {
    "a": "a link",
    "link": "a link",
    "button": "a button",
    "img": "an image",
    "image": "an image",
    "select": "a drop-down list",
    "combobox": "a drop-down list",
    "tab": "a tab",
    "menuitem": "a menu item",
    "option": "an option",
    "listbox": "a list box",
    "heading": "a heading",
}


def kind_in_words(tag: str, input_type: str | None = None, role: str | None = None) -> str:
    """'a link', 'a button', 'a file input' - the element's kind as a sentence says it."""
    if input_type in ("submit", "button", "reset", "image"):
        return "a button"
    if input_type:
        return f"{'an' if input_type[0] in 'aeiou' else 'a'} {input_type} input"
    for key in (role, tag):
        if key and key.lower() in _KIND_WORDS:
            return _KIND_WORDS[key.lower()]
    return f"a {tag} element" if tag else "an element"


def _unknown_id_message(element_id: int, observation: Observation) -> str:
    ids = [el.id for el in observation.elements]
    shown = ", ".join(str(i) for i in ids[:MAX_IDS_LISTED]) + (", ..." if len(ids) > MAX_IDS_LISTED else "")
    return f"element [{element_id}] is not in the current observation; valid ids: {shown or 'none'}"


async def recapture_and_refind(ctx: ExecContext, old: Element) -> Element | None:
    """Re-observe and find ``old`` again by fingerprint; updates ``ctx.observation``."""
    if ctx.recapture is None:
        return None
    ctx.observation = await ctx.recapture()
    return refind(old, ctx.observation)


async def resolve_target(ctx: ExecContext, element_id: int) -> Target:
    """The live element for ``element_id``, re-found by fingerprint when the id went stale."""
    element = ctx.observation.element(element_id)
    if element is None:
        raise ActionFailed(_unknown_id_message(element_id, ctx.observation), element_id=element_id)
    ctx.element_id = element_id
    with ctx.timer.phase("act.resolve"):
        info = await ops.element_info(ctx.page, element.id, element.frame)
    if info is not None:
        return Target(element, info)
    ctx.tiers_tried.append("refind")
    found = await recapture_and_refind(ctx, element)
    if found is None:
        reason = "no similar element was found" if ctx.recapture else "the page cannot be re-observed here"
        raise ActionFailed(
            f"{describe(element)} is gone from the page and {reason}", element_id=element_id, tier="refind"
        )
    info = await ops.element_info(ctx.page, found.id, found.frame)
    if info is None:
        raise ActionFailed(
            f"{describe(element)} was re-found as [{found.id}] but vanished again",
            element_id=element_id,
            tier="refind",
        )
    ctx.element_id = found.id
    ctx.add_note(f"element [{element_id}] was stale; re-found as [{found.id}]")
    return Target(found, info, refound=True)


def ensure_enabled(target: Target) -> None:
    if target.info.disabled:  # the live state decides; the observation may be out of date
        raise ActionFailed(f"{describe(target.element)} is disabled", element_id=target.id)
