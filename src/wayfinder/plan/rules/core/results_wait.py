"""A results page still working (pure planning): 'Searching...' while a docs site's client-side search
builds its index, 'Loading results...' while a catalogue fetches them - slower than any settle signal on a
loaded machine. Finding a thing (``find``) and opening the nth result (``moves.handle_open_nth``) wait for
the results here before reading the page as one that found nothing."""

from __future__ import annotations

from typing import Any

from wayfinder.actions.models import Wait
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.read.results import still_working

MAX_WAITS, WAIT_S = 2, 10.0  # a page still working is waited for twice at most; each wait ends on a change


def await_results(si: StepInput[Any], sought: object | None = None) -> Outcome | None:
    """A wait while the page says its results are still coming (``MAX_WAITS`` times); None otherwise."""
    busy = still_working(si.obs)
    waits = int(si.state.get("waits", 0))
    if busy is None or waits >= MAX_WAITS or not si.allowed("wait"):
        return None
    si.state["waits"] = waits + 1
    return act(Wait(seconds=WAIT_S), f"Waiting for the page's results: it says {quote(busy)}")


__all__ = ["MAX_WAITS", "WAIT_S", "await_results"]
