"""Prompt cost benchmark: what the LLM planner sends, in real BPE tokens (``cl100k_base``).

Two parts, counted separately because they cost differently:

- **fixed**: the system prompt plus every tool definition as a local OpenAI-compatible server pastes
  the tools into the prompt: one compact JSON object per tool, one per line (what Ollama's templates
  write with Go's ``json``: no spaces). The same tools with ``", "``/``": "`` separators (what a
  Hugging Face / llama.cpp Jinja template's ``tojson`` writes) are reported beside it. The fixed part
  is the same on every step of every run (prompt caching applies). The JSON modes have no tools but
  spell the actions out in the system prompt; that is counted too.
- **per step**: the user message of one step on a real page, built exactly as the planner builds it
  (``build_planner_context`` over a state like the loop's, then ``build_messages``), captured with the
  run's own settings (``mapping_limit`` included). ``first`` is the first step on the page; ``late``
  adds a full history window, recent pages, an error and a hint, as on step 9 of a long run.

Token counts are deterministic: the same code and pages always give the same numbers.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import asdict, dataclass
from typing import Any

from playwright.async_api import Page

from wayfinder.actions.schema import tool_definitions
from wayfinder.browser.launch import SharedBrowser
from wayfinder.observe.capture import capture, install_listener_probe
from wayfinder.observe.models import Observation
from wayfinder.plan.context import build_planner_context
from wayfinder.plan.llm_parse import system_prompt
from wayfinder.plan.messages import HISTORY_FULL, build_user_text
from wayfinder.settings import Settings
from wayfinder_bench.observe import BenchPage, demo_pages
from wayfinder_bench.tokens import ENCODING, count_tokens

FIXED_TARGET = 1500
STEP_TARGET = 4000
BIG_PAGE = "shop big (2,000 rows + 300 fields)"
# Goals that make the pages' candidates what a real goal would (the big page's form matches many).
PAGE_GOALS = {
    "shop home (cookie banner)": "Find the cheapest 4K monitor",
    "shop home": "Find the cheapest 4K monitor",
    "shop product": "Add this product to the cart",
    BIG_PAGE: "Fill in the company name, contact email and phone of the inventory form",
    "portal disclaimer": "Search the records for Smith",
    "portal results": "Report the number of records found",
}


@dataclass(frozen=True)
class FixedCost:
    system: int  # system prompt in tools mode
    tools: int  # every tool definition, one compact JSON object per line
    total: int  # system + tools: the target
    tool_count: int
    per_tool: dict[str, int]  # compact
    tools_spaced: int  # the same tools written with ", " and ": " separators
    total_spaced: int
    json_text_system: int  # the whole fixed part in json_text mode (no tools; actions in the prompt)


@dataclass(frozen=True)
class StepCost:
    page: str
    url: str
    elements: int
    candidates: int
    first: int  # the user message of a first step on the page
    late: int  # the same page with a full history window, recent pages, an error and a hint


def _json(value: Any, *, spaced: bool) -> str:
    separators = (", ", ": ") if spaced else (",", ":")
    return json.dumps(value, ensure_ascii=False, separators=separators)


def tools_as_pasted(tools: list[dict[str, Any]], *, spaced: bool = False) -> str:
    """The tool definitions as a chat template pastes them into the prompt (one JSON object a line)."""
    return "\n".join(_json(tool, spaced=spaced) for tool in tools)


def fixed_cost() -> FixedCost:
    tools = tool_definitions()
    system = count_tokens(system_prompt("tools"))
    pasted = count_tokens(tools_as_pasted(tools))
    spaced = count_tokens(tools_as_pasted(tools, spaced=True))
    per_tool = {t["function"]["name"]: count_tokens(_json(t, spaced=False)) for t in tools}
    return FixedCost(
        system=system,
        tools=pasted,
        total=system + pasted,
        tool_count=len(tools),
        per_tool=per_tool,
        tools_spaced=spaced,
        total_spaced=system + spaced,
        json_text_system=count_tokens(system_prompt("json_text")),
    )


def _state(obs: Observation, goal: str, *, late: bool) -> dict[str, Any]:
    """A loop state for the planner on ``obs``: step 1, or step 9 with a full history window."""
    state: dict[str, Any] = {
        "goal": goal,
        "goal_kind": "object",
        "stage": {"name": "locate" if late else "orient"},
        "task_mode": "find",
        "step": 0,
        "observation": obs.model_dump(mode="json"),
        "candidate_elements": list(obs.candidates),
        "browser": {
            "tabs": [t.model_dump(mode="json") for t in obs.tabs],
            "active_tab_id": obs.active_tab_id,
        },
    }
    if not late:
        return state
    ids = [el.id for el in obs.elements] or [0]
    history = [
        {
            "step": i,
            "action": {"type": "click", "element_id": ids[i % len(ids)]},
            "ok": i % 4 != 0,
            "url": obs.url,
            "note": "" if i % 4 else "click failed: the element is covered by another element",
        }
        for i in range(1, HISTORY_FULL + 1)
    ]
    window = [
        {
            "step": i,
            "url": obs.url,
            "title": obs.title,
            "elements": len(obs.elements),
            "page_type": obs.page_type,
        }
        for i in range(1, HISTORY_FULL + 1)
    ]
    state.update(
        step=HISTORY_FULL,
        action_history=history,
        recent_observations=window,
        loop={"repeat_count": 2},
        budget={"error_retries": 1},
        last_error="click failed: the element is covered by another element",
        hints={"change": "a new tab 2 opened at " + obs.url + "; use switch_tab to look at it"},
        avoid={"elements": ids[:3]},
    )
    return state


def step_cost(name: str, obs: Observation, goal: str) -> StepCost:
    first = build_user_text(build_planner_context(_state(obs, goal, late=False)))
    late = build_user_text(build_planner_context(_state(obs, goal, late=True)))
    return StepCost(
        page=name,
        url=obs.url,
        elements=len(obs.elements),
        candidates=len(obs.candidates),
        first=count_tokens(first),
        late=count_tokens(late),
    )


async def _observe(page: Page, spec: BenchPage, settings: Settings, goal: str) -> Observation:
    await page.goto(spec.url, wait_until="load")
    if spec.setup is not None:
        await spec.setup(page)
    return await capture(page, settings, goal=goal, mapping_limit=settings.mapping_limit)


async def _run_pages(pages: list[BenchPage], settings: Settings) -> list[StepCost]:
    width, height = settings.viewport_size
    shared = await SharedBrowser(settings.model_copy(update={"headless": True})).start()
    try:
        context = await shared.browser.new_context(viewport={"width": width, "height": height})
        await install_listener_probe(context)
        page = await context.new_page()
        out = []
        for spec in pages:
            goal = spec.goal or PAGE_GOALS.get(spec.name, "Find the cheapest item")
            out.append(step_cost(spec.name, await _observe(page, spec, settings, goal), goal))
        return out
    finally:
        await shared.stop()


def run_prompt_bench(settings: Settings | None = None) -> tuple[FixedCost, list[StepCost]]:
    """The fixed part, and the per-step part on each demo page (starts the demo server itself)."""
    from wayfinder.demo.server import DemoServer

    settings = settings or Settings(observe_screenshot_mode="none")
    with DemoServer() as srv:
        pages = demo_pages(srv.url, srv.shop_url, srv.portal_url)
        return fixed_cost(), asyncio.run(_run_pages(pages, settings))


def results_json(fixed: FixedCost, steps: list[StepCost], settings: Settings) -> dict[str, Any]:
    return {
        "benchmark": "prompt",
        "encoding": ENCODING,
        "mapping_limit": settings.mapping_limit,
        "targets": {"fixed": FIXED_TARGET, "step_big_page": STEP_TARGET},
        "fixed": asdict(fixed),
        "steps": [asdict(s) for s in steps],
    }
