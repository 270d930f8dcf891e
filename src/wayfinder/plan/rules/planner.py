"""The offline rules planner: a pure, deterministic function of the ``PlannerContext``.

It needs no model, so it is the default of ``make demo``, the fallback when a model endpoint is
down, and a zero-cost mode for routine goals. Each call:

1. reads the goal into ordered work items (``worklist.py``: the one goal frame,
   ``wayfinder.intent.parse_goal``, mapped to typed items by ``translate.py``; not understood ->
   ask_user with the reason; still not understood after the person answered -> an unsuccessful done
   saying so, never the same question again);
2. settles the previous step: when the action it asked for succeeded and was the last one its
   work item needed, the item is complete; when it failed or had no effect, the element goes on
   the item's ``failed`` list so the next-ranked candidate is tried;
3. asks the skills of the one ordered registry (``plan/rules/registry.py``; the product's, or the
   product's with the plugins the ``rules_plugins`` setting names) for the current item until one
   yields an action; after the last item it finishes with done (carrying any answers found).

Everything it remembers lives in ``ctx.memory["rules"]`` (plain JSON) and goes back in
``PlannerResult.memory``. Actions not in ``ctx.allowed_actions`` are never returned: when done or
ask_user is not allowed yet, it takes a harmless concrete step instead.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

from wayfinder.actions.models import (
    Action,
    AskUser,
    Done,
    Screenshot,
    SelectOption,
    SwitchTab,
    TypeText,
    action_element_id,
)
from wayfinder.intent import parse_goal as parse_frame
from wayfinder.plan.base import HistoryEntry, PlannerContext, PlannerResult, StepOutcome
from wayfinder.plan.rules.core.sequence import closing_submit
from wayfinder.plan.rules.page import concrete_fallback
from wayfinder.plan.rules.plugins import load_plugins
from wayfinder.plan.rules.registry import PRODUCT, Registry, with_plugins
from wayfinder.plan.rules.sentences import could_not
from wayfinder.plan.rules.step import Outcome, StepInput, quote
from wayfinder.plan.rules.work import SearchFor, Work
from wayfinder.plan.rules.worklist import WorkList, work_for
from wayfinder.read.totals import shows_nothing
from wayfinder.settings import Settings

MEMORY_KEY = "rules"
HISTORY_LOOKBACK = 3  # the pending action is one of the last entries (loop mitigation may add some)
_ASK_TAIL = ". What exactly should I do on this page?"
MAX_MISSES = 2  # calls in a row a work item may find no way forward before the planner gives up


class RulesPlanner:
    """The Planner protocol, implemented with rules over the goal text and the observation."""

    name = "rules"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings
        names = settings.rules_plugins if settings is not None else []
        self.registry = with_plugins(load_plugins(names)) if names else PRODUCT  # ConfigError: not installed

    async def plan(self, ctx: PlannerContext) -> PlannerResult:
        return decide(ctx, self.registry)


def decide(ctx: PlannerContext, registry: Registry = PRODUCT) -> PlannerResult:
    """The next action for ``ctx`` (pure; the async ``plan`` only wraps this)."""
    parsed = work_for(ctx.goal, registry)
    mem = _load_memory(ctx)
    if not parsed.understood:
        return _not_understood(ctx, mem, parsed.reason)
    _settle(ctx, mem)
    if mem.get("refused"):
        reason = str(mem["refused"])
        return _give_up(ctx, mem, f"Stopped without finishing: {reason}.", reason)
    new_tab = _new_tab(ctx, mem)
    if new_tab is not None:
        return new_tab
    steps = parsed.items
    for _ in range(len(steps) + 2):
        index = int(mem["index"])
        if index >= len(steps):
            return _finish(ctx, mem, parsed)
        si: StepInput[Work] = StepInput(
            ctx, steps[index], index, mem["states"].setdefault(str(index), {}), mem
        )
        outcome = registry.next_outcome(si)
        if outcome.answer:
            mem["answers"].append(outcome.answer)
        if outcome.complete:
            mem["index"] = index + 1
            continue
        if outcome.failure is not None and outcome.final and not _blank(ctx):
            answer = f"{could_not(si.step.text, si.step.kind)}: {outcome.failure}"
            return _give_up(ctx, mem, answer, outcome.failure)
        if outcome.failure is not None or outcome.action is None:
            return _failed(ctx, mem, si, outcome.failure or "no action found")
        if _avoided(ctx, outcome.action):
            eid = action_element_id(outcome.action)
            if eid is not None and eid not in si.state.setdefault("failed", []):
                si.state["failed"].append(eid)
                continue
        si.state["misses"] = 0
        return _emit(ctx, mem, si, outcome)
    why = "the rules went round without choosing an action"
    return _give_up(ctx, mem, why, why)


_TAB_WORDS_RE = re.compile(r"\b(?:compare|new\s+tab|other\s+tab|tabs?)\b", re.I)


def _new_tab(ctx: PlannerContext, mem: dict[str, Any]) -> PlannerResult | None:
    """A tab the active one just opened: follow it when our last click opened it or the goal is about tabs."""
    seen = set(mem.setdefault("tabs_seen", []))
    fresh = [t for t in ctx.tabs if t.tab_id not in seen and t.tab_id != ctx.active_tab_id]
    mem["tabs_seen"] = sorted(seen | {t.tab_id for t in ctx.tabs})
    opened = [t for t in fresh if t.opener_id is not None and t.opener_id == ctx.active_tab_id]
    if not opened or not seen or not _allowed(ctx, "switch_tab"):
        return None  # the first call only records the tabs already open
    last = ctx.action_history[-1].action.get("type") if ctx.action_history else None
    if last != "click" and not _TAB_WORDS_RE.search(ctx.goal):
        return None
    tab = max(opened, key=lambda t: t.tab_id)
    intent = f"Switching to the new tab {quote(tab.title or tab.url)} that the last click opened"
    return _result(SwitchTab(tab_id=tab.tab_id), intent, mem, ctx)


def _not_understood(ctx: PlannerContext, mem: dict[str, Any], reason: str) -> PlannerResult:
    """Ask the person what to do; when they answered already and the goal is still unreadable (their
    answer would have replaced it otherwise), stop and say so instead of asking the same again."""
    if ctx.answers:
        said = ctx.answers[-1].answer
        answer = f"{reason}, nor the answer {quote(said)} to my question; please restate the goal"
        return _give_up(ctx, mem, answer, reason)
    question = f"{reason}{_ASK_TAIL}"
    return _emit_meta(ctx, mem, AskUser(question=question[:1000]), f"Asking: {reason}")


def _load_memory(ctx: PlannerContext) -> dict[str, Any]:
    mem = copy.deepcopy(ctx.memory.get(MEMORY_KEY)) if isinstance(ctx.memory.get(MEMORY_KEY), dict) else None
    if not mem or mem.get("goal") != ctx.goal:
        mem = {"goal": ctx.goal, "index": 0, "states": {}, "answers": [], "pending": None}
    return mem


def _matches(entry: HistoryEntry, action: dict[str, Any]) -> bool:
    """Same action type and target. Typed text is not compared: the trace may mask secrets."""
    keys = ("type", "element_id", "url", "tab_id", "direction")
    return all(entry.action.get(k) == action.get(k) for k in keys if k in action)


def _executed(ctx: PlannerContext, pending: dict[str, Any]) -> HistoryEntry | None:
    """The history entry of the pending action: among the last few entries, not older than its step.

    The context keeps only a window of history, so entries are found by step number, not position.
    """
    since = int(pending.get("step", 0))
    for entry in reversed(ctx.action_history[-HISTORY_LOOKBACK:]):
        if entry.step >= since and _matches(entry, pending["action"]):
            return entry
    return None


def _no_effect(entry: HistoryEntry) -> bool:
    """A click that changed nothing (typing or navigating with no visible change is still done)."""
    return entry.outcome is StepOutcome.NO_EFFECT and entry.action.get("type") == "click"


def _settle(ctx: PlannerContext, mem: dict[str, Any]) -> None:
    """Fold the result of the action asked for last time into the memory."""
    pending = mem.get("pending")
    mem["pending"] = None
    if not pending:
        return
    state = mem["states"].setdefault(str(pending["index"]), {})
    entry = _executed(ctx, pending)
    eid = pending["action"].get("element_id")
    if entry is None:
        if ctx.last_error and eid is not None:  # refused or failed before it reached the history
            state.setdefault("failed", []).append(eid)
        return
    if entry.outcome is StepOutcome.REFUSED:
        # safety refused it: stop, never go on without it (a form half filled)
        mem["refused"] = entry.refusal or "the step was refused"
        return
    if not entry.ok or _no_effect(entry):
        if eid is not None:
            state.setdefault("failed", []).append(eid)
        state["errors"] = int(state.get("errors", 0)) + 1
        return
    if pending.get("mark"):
        state.setdefault("done", []).append(pending["mark"])
        if eid is not None:
            state.setdefault("used", []).append(eid)
    if pending["action"].get("type") == "type" and eid is not None:
        mem["last_typed"] = {"id": eid, "text": pending["action"].get("text", "")}
    if pending.get("finishes"):
        mem["index"] = max(int(mem["index"]), int(pending["index"]) + 1)


def _avoided(ctx: PlannerContext, action: Action) -> bool:
    """Whether the loop asked us not to repeat this action (its JSON or 'type:element' form)."""
    if not ctx.avoid_actions:
        return False
    data = action.model_dump(exclude_defaults=False)
    forms = {
        json.dumps(data, sort_keys=True),
        f"{data['type']}:{data.get('element_id')}",
        f"{data['type']}#{data.get('element_id')}",
    }
    return any(a in forms for a in ctx.avoid_actions)


def _allowed(ctx: PlannerContext, action_type: str) -> bool:
    return not ctx.allowed_actions or action_type in ctx.allowed_actions


def _result(
    action: Action, intent: str, mem: dict[str, Any], ctx: PlannerContext, **raw: Any
) -> PlannerResult:
    memory = {**ctx.memory, MEMORY_KEY: mem}
    raw_data = {"planner": "rules", "sub_goal": mem["index"], **raw}
    return PlannerResult(action=action, intent=intent, raw=raw_data, memory=memory, calls=1)


def _as_select_option(ctx: PlannerContext, action: Action) -> Action:
    """Choosing in a single-choice <select> is the select_option action (by the option's visible text)."""
    if not isinstance(action, TypeText) or not _allowed(ctx, "select_option"):
        return action
    el = ctx.observation.element(action.element_id)
    if el is None or el.tag.lower() != "select" or (el.role or "") == "listbox":
        return action
    if any(opt.text == action.text for opt in el.options):
        return SelectOption(element_id=action.element_id, label=action.text)
    return action


def _emit(ctx: PlannerContext, mem: dict[str, Any], si: StepInput[Work], outcome: Outcome) -> PlannerResult:
    assert outcome.action is not None
    action = _as_select_option(ctx, outcome.action)
    if not _allowed(ctx, action.type):
        fallback, intent = concrete_fallback(ctx, f"{action.type} is not allowed now")
        return _result(fallback, intent, mem, ctx, step_kind=si.step.kind)
    mem["pending"] = {
        "index": si.index,
        "action": action.model_dump(),
        "finishes": outcome.finishes,
        "mark": outcome.mark,
        "step": ctx.step,
    }
    if isinstance(action, TypeText):
        mem["last_typed"] = {"id": action.element_id, "text": action.text}
    return _result(action, outcome.intent, mem, ctx, step_kind=si.step.kind, step_text=si.step.text)


def _give_up(ctx: PlannerContext, mem: dict[str, Any], answer: str, why: str) -> PlannerResult:
    """The run ends now, not successful, with ``answer`` (the planner's sentence, said once). A done
    that claims no success is accepted at any stage (the stage gate keeps early claims of success out,
    and a give-up claims nothing), so it is never turned into a harmless step and repeated until the
    loop detector ends the run."""
    return _result(Done(success=False, answer=answer[:2000]), f"Stopping: {why}", mem, ctx)


def _emit_meta(
    ctx: PlannerContext, mem: dict[str, Any], action: Done | AskUser, intent: str
) -> PlannerResult:
    """A claim of success or a question, or a harmless step while the stage does not allow it yet (a
    question that cannot be asked yet is not asked later either: the run ends with it, said once)."""
    if _allowed(ctx, action.type):
        return _result(action, intent, mem, ctx)
    if isinstance(action, AskUser):
        return _give_up(ctx, mem, action.question.removesuffix(_ASK_TAIL), intent)
    fallback, why = concrete_fallback(ctx, f"{action.type} is not allowed yet: {intent[:80]}")
    return _result(fallback, why, mem, ctx)


def _finish(ctx: PlannerContext, mem: dict[str, Any], parsed: WorkList) -> PlannerResult:
    answers = [a for a in mem["answers"] if a]
    answer = "; ".join(dict.fromkeys(answers)) or None
    count = len(parsed.items)
    summary = f"All {count} step(s) of the goal are done" if count > 1 else "The goal's step is done"
    intent = f"{summary}: {answer}" if answer else f"{summary} — nothing is left to do"
    closing = closing_submit(ctx, parsed.items, mem)
    if closing is not None:
        return _result(closing[0], closing[1], mem, ctx)
    last = parsed.items[-1] if parsed.items else None
    if isinstance(last, SearchFor) and answer is None and shows_nothing(ctx.observation.text_digest):
        # 'search for HDMI cables' on a shop that sells none: the search ran, and found nothing - said
        # so, not claimed as done (a count after the search still answers 0: it is not the last step)
        why = f"the site's search shows nothing for {quote(last.query)}"
        return _give_up(
            ctx, mem, f"I searched the site for {quote(last.query)}, but it shows nothing for it.", why
        )
    if answer is None and parse_frame(ctx.goal).answer_kind is not None:
        # A question finished without an answer read off a page is not a success.
        why = "every step was taken but no answer to the question was found on the pages seen"
        return _give_up(ctx, mem, f"Could not answer: {why}", why)
    return _emit_meta(ctx, mem, Done(success=True, answer=answer), intent)


def _blank(ctx: PlannerContext) -> bool:
    """The observation shows no page yet (no element, no text: caught between two pages, as after a
    sort list that reloads the listing): nothing on it is evidence for giving up, so look again."""
    obs = ctx.observation
    return not obs.elements and not obs.text_digest.strip()


def _failed(ctx: PlannerContext, mem: dict[str, Any], si: StepInput[Work], reason: str) -> PlannerResult:
    """No way forward for this work item on this page: re-look a couple of times (what it needs may
    still be coming: a delayed button, a list that loads), then give up with the sentence."""
    misses = si.bump("misses")
    if misses <= MAX_MISSES:
        if _allowed(ctx, "screenshot"):  # a look, not a move: the skill has scrolled already if it could
            action: Action = Screenshot()
            intent = f"Recording the page as it is ({reason}; looking again)"
        else:
            action, intent = concrete_fallback(ctx, f"{reason}; looking again")
        return _result(action, intent, mem, ctx, step_kind=si.step.kind, failure=reason)
    return _give_up(ctx, mem, f"{could_not(si.step.text, si.step.kind)}: {reason}", reason)
