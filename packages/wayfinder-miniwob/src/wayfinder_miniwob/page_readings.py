"""What the plugin's solvers read off the page beyond the product's observation (its own page script).

The product's observation describes what a person can use and read; it does not turn drawn shapes
into text. One MiniWoB++ solver counts drawn blocks ("type the total number of blocks"), so the plugin
reads them itself: ``PageReadings`` wraps a planner, runs ``READ_PAGE_JS`` in the page before each
decision and hands the result to the skills in ``PlannerContext.memory[READINGS_KEY]``. Only a caller
that holds the page can do this (the MiniWoB++ harness wraps its planner); without it the skills that
need a reading say so instead of guessing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from wayfinder.plan.base import Planner, PlannerContext, PlannerResult

READINGS_KEY = "miniwob_page"

# A small empty element drawn with a fill or a border (a block, a square, a dot), visible, 4-60 px and
# roughly square, that is not an icon drawn by CSS content.
READ_PAGE_JS = """() => {
  const SKIP = new Set(["script", "style", "noscript", "template", "head", "svg", "select", "option",
    "label", "button", "textarea"]);
  const TAGS = new Set(["span", "div", "i", "b"]);
  function isShape(n) {
    if (n.firstChild || !TAGS.has(n.localName)) return false;
    const r = n.getBoundingClientRect();
    if (r.width < 4 || r.height < 4 || r.width > 60 || r.height > 60 || r.width > 3 * r.height || r.height > 3 * r.width) return false;
    const cs = getComputedStyle(n);
    if (cs.content && cs.content !== "normal" && cs.content !== "none") return false;
    const filled = cs.backgroundColor !== "rgba(0, 0, 0, 0)" && cs.backgroundColor !== "transparent" && cs.backgroundImage === "none";
    return filled || (parseFloat(cs.borderTopWidth) > 0 && cs.borderTopStyle !== "none" && parseFloat(cs.borderLeftWidth) > 0);
  }
  let blocks = 0;
  const root = document.body || document.documentElement;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
    acceptNode(n) {
      if (SKIP.has(n.localName)) return NodeFilter.FILTER_REJECT;
      if (!n.checkVisibility({ checkVisibilityCSS: true })) return NodeFilter.FILTER_REJECT;
      return isShape(n) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  while (walker.nextNode()) blocks += 1;
  return { blocks };
}"""

Evaluate = Callable[[str], Awaitable[Any]]  # runs a script in the current page: ``page.evaluate``


def drawn_blocks(ctx: PlannerContext) -> int | None:
    """How many drawn blocks the page shows, or None when no page reading reached this planner."""
    reading = ctx.memory.get(READINGS_KEY)
    if not isinstance(reading, dict) or not isinstance(reading.get("blocks"), int):
        return None
    return int(reading["blocks"])


class PageReadings:
    """``inner`` with the plugin's page readings in its context's memory before each decision.

    A page that cannot be read (navigating, closed) gives no reading; the skills then say so.
    """

    def __init__(self, inner: Planner, evaluate: Evaluate) -> None:
        self.inner = inner
        self.name = inner.name
        self._evaluate = evaluate

    async def plan(self, ctx: PlannerContext) -> PlannerResult:
        try:
            reading = await self._evaluate(READ_PAGE_JS)
        except Exception:  # the page is gone or mid-navigation: no reading this step
            reading = None
        memory = {**ctx.memory, READINGS_KEY: reading if isinstance(reading, dict) else None}
        return await self.inner.plan(ctx.model_copy(update={"memory": memory}))
