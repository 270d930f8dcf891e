"""Page-level moves shared by every skill (pure): look further for something not visible yet, get a
prompt out of the way, take a harmless step when done/ask_user are not allowed, tell whether a
page is about a thing.
"""

from __future__ import annotations

from wayfinder.actions.models import Action, Click, Screenshot, Scroll
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, tokens
from wayfinder.plan.rules.core.tree import closed_folder as _find_folder
from wayfinder.plan.rules.step import STOP, Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import Work

MAX_LOOK_SCROLLS = 2  # scrolls that look for one thing: a third identical scroll reads as a loop


def explore(si: StepInput[Work], what: str) -> Outcome | None:
    """When the target is not visible: open an untried tab, else scroll down. None = nothing left."""
    tried = set(si.state.get("explored", []))
    for el in si.usable():
        if element_kind(el) == "tab" and el.id not in tried and not el.aria.selected:
            si.state.setdefault("explored", []).append(el.id)
            return act(
                _click(el.id), f"Opening the '{el.label}' tab to look for {what}, which is not visible yet"
            )
    for el in si.usable():
        if el.aria.expanded is False and el.id not in tried:
            si.state.setdefault("explored", []).append(el.id)
            return act(
                _click(el.id), f"Expanding {quote(el.label)} to look for {what}, which is not visible yet"
            )
    folder = closed_folder(si, tried)  # tree folders without ARIA state (core/tree.py)
    if folder is not None:
        si.state.setdefault("explored", []).append(folder[0])
        return act(
            _click(folder[1].id), f"Opening {quote(folder[1].label or 'the folder')} to look for {what}"
        )
    if si.obs.pages_below > 0.05 and si.allowed("scroll") and si.bump("scrolls") <= MAX_LOOK_SCROLLS:
        return act(Scroll(direction="down"), f"Scrolling down to look for {what}, which is not visible yet")
    return None


def closed_folder(si: StepInput[Work], tried: set[int]) -> tuple[int, Element] | None:
    """(key, toggle) of a collapsed tree folder to open (``core/tree.py``)."""
    return _find_folder(si, tried)


def _click(element_id: int) -> Action:
    return Click(element_id=element_id)


ACCEPT_WORDS = (
    "accept all",
    "accept",
    "i agree",
    "agree",
    "i accept",
    "ok",
    "got it",
    "continue",
    "allow all",
    "yes",
)


def blocking_prompt(si: StepInput[Work]) -> Outcome | None:
    """A consent or disclaimer dialog in the way: accept it first, once per dialog button.

    Only when the page is classified a disclaimer or a modal holds an accept-like button, and the
    current work item does not itself name something in that dialog (then its handler clicks it).
    """

    modal = [el for el in si.usable() if el.zone == "modal" and element_kind(el) in {"button", "link"}]
    if not modal and si.obs.page_type != "disclaimer":
        return None
    pool = modal or [el for el in si.usable() if element_kind(el) in {"button", "link"}]
    names = [n for n in si.step.names if n]
    if names and rank_candidates(pool, names[0], alternatives=names[1:], min_score=0.6):
        return None
    tried = set(si.memory.get("prompts_accepted", []))
    for word in ACCEPT_WORDS:
        for el in pool:
            if el.id not in tried and norm(el.label) == word:
                si.memory.setdefault("prompts_accepted", []).append(el.id)
                return Outcome(
                    action=_click(el.id),
                    intent=f"Accepting the {quote(el.label)} prompt that covers the page, to get on with the goal",
                )
    return None


def concrete_fallback(ctx: PlannerContext, why: str) -> tuple[Action, str]:
    """A harmless concrete action for when done/ask_user are not allowed yet."""
    obs = ctx.observation
    allowed = set(ctx.allowed_actions) or {"scroll", "screenshot"}
    if "scroll" in allowed and obs.pages_below > 0.05:
        return Scroll(direction="down"), f"Scrolling down to see more of the page ({why})"
    if "screenshot" in allowed:
        return Screenshot(), f"Recording the page as it is ({why})"
    return Scroll(direction="down"), f"Scrolling to re-check the page ({why})"


def page_shows(obs: Observation, name: str, *, threshold: float = 0.8) -> bool:
    """True when the page's main heading or title names ``name`` (the target's own page is open)."""
    want = [t for t in tokens(name) if t not in STOP]
    if not want:
        return False
    for text in [*obs.headings[:2], obs.title]:
        have = set(tokens(text))
        if have and sum(1 for w in want if w in have) / len(want) >= threshold:
            return True
    return False
