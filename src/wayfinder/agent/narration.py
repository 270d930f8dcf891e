"""One plain sentence per step for a person (pure): "Clicking 'Next page'", "Finished: found ...".

The sentences go into ``state.ux_messages`` and each StepRecord's ``ux_message``; the console and
the report show them. They are built from plain data only.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# What the page type adds to the page's own name: always the type of the page being narrated, so the
# sentence changes as soon as the page does (a consent prompt accepted, a list opened).
_PAGE_KINDS = {
    "listing": "a list",
    "grid": "a results table",
    "search": "a search form",
    "form": "a form",
    "disclaimer": "a prompt to accept is in the way",
}
_PAGE_OF_RE = re.compile(r"\bpage\s+(\d+)\s+(?:of|/)\s+(\d+)\b", re.I)


def quote(text: str, limit: int = 60) -> str:
    """A page's words quoted for a sentence: on one line, cut at ``limit`` characters."""
    text = " ".join(text.split())
    return "'" + (text if len(text) <= limit else text[: limit - 1] + "…") + "'"


def narrate_observation(page_type: str, title: str, items: int, *, page_hint: str = "") -> str:
    """The page named by its title and what kind of page it is now: "Looking at 'Keyboards | Shop' (a
    list, 24 items)", "Looking at 'Home | Shop' (a prompt to accept is in the way)", "Looking at 'Dell
    27 4K'". A listing is not called search results: a home or category page is one too."""
    where = quote(title) if title else "the page"
    notes = [_PAGE_KINDS[page_type]] if page_type in _PAGE_KINDS else []
    if page_type in ("listing", "grid") and items:
        notes.append(f"{items} items")
    if page_hint:
        notes.append(page_hint)
    return f"Looking at {where}" + (f" ({', '.join(notes)})" if notes else "")


def page_of(text: str) -> str:
    """ "page 2 of 5" when the text says so, else ""."""
    match = _PAGE_OF_RE.search(text)
    return f"page {match.group(1)} of {match.group(2)}" if match else ""


def narrate_action(action: Mapping[str, Any], target: str = "", context: str = "") -> str:
    """One sentence for an action about to run; ``target`` is the element's label."""
    kind = action.get("type")
    label = (
        quote(target) if target else (f"element {action.get('element_id')}" if "element_id" in action else "")
    )
    tail = f" ({context})" if context else ""
    if kind == "click":
        return f"Clicking {label}{tail}"
    if kind == "type":
        return f"Typing {quote(str(action.get('text', '')))} into {label}{tail}"
    if kind == "scroll":
        return f"Scrolling {action.get('direction', 'down')}{tail}"
    if kind == "navigate":
        return f"Opening {action.get('url')}{tail}"
    if kind == "search":
        return f"Searching for {quote(str(action.get('query', '')))}{tail}"
    if kind in ("go_back", "go_forward"):
        return f"Going {'back' if kind == 'go_back' else 'forward'}{tail}"
    if kind == "switch_tab":
        return f"Switching to tab {action.get('tab_id')}{tail}"
    gesture = _narrate_gesture(str(kind), action, label, tail)
    if gesture:
        return gesture
    if kind == "screenshot":
        return "Taking a screenshot"
    if kind == "ask_user":
        return f"Asking: {action.get('question')}"
    if kind == "done":
        return "Finishing" if action.get("success", True) else "Giving up"
    return f"Doing {kind}{tail}"


def _narrate_gesture(kind: str, action: Mapping[str, Any], label: str, tail: str) -> str:
    """The sentence of a press_key, hover, select_option, wait or drag action ("" for other kinds)."""
    if kind == "press_key":
        where = f" in {label}" if action.get("element_id") is not None else ""
        return f"Pressing {action.get('key')}{where}{tail}"
    if kind == "hover":
        return f"Pointing at {label}{tail}"
    if kind == "select_option":
        return f"Choosing {quote(str(action.get('label', '')))} in {label}{tail}"
    if kind == "wait":
        return f"Waiting up to {action.get('seconds')}s for the page{tail}"
    if kind == "drag":
        if action.get("to_element_id") is not None:
            return f"Dragging {label} onto element {action.get('to_element_id')}{tail}"
        return f"Dragging {label} by {action.get('dx', 0)},{action.get('dy', 0)} px{tail}"
    return ""


def narrate_refusal(action: Mapping[str, Any], reason: str) -> str:
    return f"Not doing {action.get('type', 'that')}: {reason}"


_DETAIL_RE = re.compile(r"; | \| |\n")  # what follows is for the planner: the tiers tried, advice


def first_clause(error: str | None) -> str:
    """An action's error for a person: its first clause (the element and what was wrong), without the
    fallback chain or the advice meant for the planner; "" when there is none."""
    return _DETAIL_RE.split((error or "").strip(), maxsplit=1)[0].strip()


def narrate_exec(ok: bool, tier: str | None, error: str | None) -> str:
    """The outcome of an action in one sentence (a failure: its first clause)."""
    if ok:
        return "Done" + (f" (using the {tier} fallback)" if tier and tier != "normal" else "")
    return f"That did not work: {first_clause(error) or 'unknown error'}"


def _loop_sentence(evidence: Mapping[str, Any]) -> str:
    actions = evidence.get("actions") or []
    kind = actions[-1].get("type", "action") if actions and isinstance(actions[-1], Mapping) else "action"
    repeats = evidence.get("repeats") or evidence.get("observations") or len(actions)
    return f"Stopped: the same {kind} changed nothing {repeats} times"


def narrate_terminal(terminal_reason: str, evidence: Mapping[str, Any], answer: str | None = None) -> str:
    """The last sentence of a run, and after it what the run typed and left unsent (``unsaved``), unless
    the sentence already says so."""
    said = _terminal_sentence(terminal_reason, evidence, answer)
    unsaved = str(evidence.get("unsaved") or "")
    if not unsaved or "not saved" in said:
        return said
    return f"{said.rstrip()}{'' if said.rstrip().endswith(('.', '!', '?')) else '.'} {unsaved}"


def _terminal_sentence(terminal_reason: str, evidence: Mapping[str, Any], answer: str | None) -> str:
    if terminal_reason == "goal_satisfied":
        return f"Finished: {answer}" if answer else "Finished: the goal is met"
    if terminal_reason == "loop_stuck":
        if evidence.get("searched"):
            return _failure_sentence(evidence, answer)
        return _loop_sentence(evidence)
    if terminal_reason == "budget_exhausted":
        counter = evidence.get("setting") or evidence.get("stop_reason")
        limit = evidence.get("limit")
        return f"Stopped: ran out of {counter}" + (f" ({limit})" if limit is not None else "")
    return _failure_sentence(evidence, answer)


def _failure_sentence(evidence: Mapping[str, Any], answer: str | None) -> str:
    """One sentence naming what was missing: the verifier's reason, a search that found nothing, a
    refusal, the question for the person."""
    reason = evidence.get("stop_reason")
    sentence = evidence.get("sentence")
    if reason == "needs_confirmation":
        ask = evidence.get("question")
        return f"Stopped: {sentence or 'it needs your confirmation'}" + (f". {ask}" if ask else "")
    if reason == "denied":
        said = evidence.get("reason")
        what = evidence.get("denied") or "the step"
        return f"Stopped: a person denied {what}" + (f" ({said})" if said else "")
    if reason == "refused" or (evidence.get("refused") and not sentence):
        refused = evidence.get("refused") or {}
        why = sentence or (refused.get("reasons") or ["not allowed"])[0]
        target = refused.get("target")
        return f"Refused: {target} was not done ({why})" if target else f"Refused: {why}"
    searched = evidence.get("searched")
    if searched and reason not in ("done_failure",):
        query, noun = searched.get("query"), searched.get("noun") or "result"
        return f"Gave up: no {noun} matches {query!r} on this site (searched {query!r}: 0 results)"
    why = sentence or answer or evidence.get("question") or evidence.get("error") or reason
    return f"Gave up: {why}" if why else "Gave up"
