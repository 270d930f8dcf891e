"""Loop detection (pure): repeated actions, a stagnant page, and a frozen world.

* repeat     - the same action on the same element at the same URL ``repeat_threshold`` times in a
               row (compared by ``action_signature``).
* stagnation - the same mapping hash in the last ``stagnation_threshold`` observations.
* frozen     - URL, DOM hash and candidate hash all unchanged across the loop window; when the
               trigger fires again after mitigation in a frozen world, the run is loop_stuck.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wayfinder.plan.base import HistoryEntry


def action_signature(action: Mapping[str, Any], url: str) -> str:
    """A short stable hash of an action and the URL it ran at (what "the same action" means)."""
    payload = json.dumps({"a": dict(action), "u": url}, sort_keys=True, default=str)
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:12]


def describe_action(action: Mapping[str, Any]) -> str:
    """A short human/planner-readable form: ``click #12``, ``type #3 'Smith'``."""
    kind = str(action.get("type", "?"))
    parts = [kind]
    if action.get("element_id") is not None:
        parts.append(f"#{action['element_id']}")
    for key in ("text", "query", "url", "direction", "tab_id", "key", "label", "seconds"):
        if action.get(key) is not None:
            parts.append(repr(action[key]))
    if action.get("to_element_id") is not None:
        parts.append(f"onto #{action['to_element_id']}")
    elif action.get("dx") or action.get("dy"):
        parts.append(f"by {action.get('dx') or 0},{action.get('dy') or 0}")
    return " ".join(parts)


def _trailing_run(items: Sequence[Mapping[str, Any]], key: str) -> tuple[int, Any]:
    """How many of the newest ``items`` share the newest one's ``key`` value, consecutively, and that
    value. Both loop signals (repeated actions, a frozen page) are this count over a different key."""
    if not items:
        return 0, None
    last = items[-1].get(key)
    count = 0
    for item in reversed(items):
        if item.get(key) != last:
            break
        count += 1
    return count, last


def repeat_run(history: Sequence[HistoryEntry]) -> tuple[int, str | None]:
    """How many times the newest action signature repeats at the end of the history, and which."""
    count, sig = _trailing_run([{"signature": h.signature} for h in history], "signature")
    return count, str(sig) if sig else None


def stagnation_run(window: Sequence[Mapping[str, Any]]) -> int:
    """How many of the newest observations share the newest mapping hash, consecutively."""
    return _trailing_run(window, "mapping_hash")[0]


@dataclass(frozen=True)
class LoopCheck:
    trigger: str | None  # "repeat" | "stagnation" | None
    signature: str | None
    repeat_count: int
    stagnation_count: int
    evidence: dict[str, Any] = field(default_factory=dict)


def detect_loop(
    history: Sequence[HistoryEntry],
    window: Sequence[Mapping[str, Any]],
    *,
    repeat_threshold: int,
    stagnation_threshold: int,
) -> LoopCheck:
    """Check both loop kinds; repeat wins when both fire (it names the action to avoid)."""
    repeats, sig = repeat_run(history)
    stagnant = stagnation_run(window)
    if repeats >= repeat_threshold:
        recent = [dict(h.action) for h in history[-repeats:]]
        return LoopCheck(
            "repeat", sig, repeats, stagnant, {"action_signature": sig, "repeats": repeats, "actions": recent}
        )
    if stagnant >= stagnation_threshold:
        mh = window[-1].get("mapping_hash")
        return LoopCheck(
            "stagnation", str(mh), repeats, stagnant, {"mapping_hash": mh, "observations": stagnant}
        )
    return LoopCheck(None, None, repeats, stagnant)


def frozen_world(window: Sequence[Mapping[str, Any]], span: int) -> dict[str, Any] | None:
    """Evidence that URL, DOM and candidate hashes were unchanged over the last ``span`` observations.

    None when the world moved (or there are fewer than ``span`` observations).
    """
    if span < 2 or len(window) < span:
        return None
    tail = window[-span:]
    keys = ("url", "dom_hash", "candidate_hash")
    for key in keys:
        if len({str(item.get(key, "")) for item in tail}) != 1:
            return None
    last = tail[-1]
    return {
        "frozen_url": last.get("url", ""),
        "frozen_dom_hash": last.get("dom_hash", ""),
        "frozen_candidate_hash": last.get("candidate_hash", ""),
        "observations": span,
    }
