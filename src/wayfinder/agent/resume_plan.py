"""How a run goes on from its latest checkpoint (pure; tested as a table).

Input: the checkpointed state, the graph's next node(s), the pending interrupts, and what the run
directory says beyond the checkpoint (``Evidence``: the step whose action the executor began, the
recorded result of an action that finished, the nodes whose writes were saved after the checkpoint,
and the checkpoint that began the step). Output: a ``ResumePlan``: what the run waits for (a pause),
whether a risky action's outcome is uncertain, the state update to apply first (as which node, to
which checkpoint), where the active tab is now, and whether typed values are replayed.

A process can die at any moment of a step. The rules, by where the latest checkpoint stands:

- the graph reached its end (no next node, and a terminal): only the summary is written;
- a node finished and its writes were saved, but the next checkpoint was not (no next node, no
  terminal): the graph goes on from those writes;
- before execute, and the trace holds that step's execute record: the action was done; its recorded
  result is used (``recorded_exec``), never the action again;
- before execute, a risky action that may have begun (the executor's mark names this step, or no
  mark can be read): it may have happened, so it is not repeated (``uncertain_side_effect``, or a
  person decides); a mark naming an earlier step proves it never began;
- before execute (not begun), safety or confirm: the step is taken again from observe, from the
  checkpoint that began it, so the planner's memory is as it was before this step's plan;
- before goal_check, planner or loop_mitigation: the step is taken again from observe;
- otherwise (observe, progress, finalize, error_retry, ask_user): the graph goes on; after an
  action that finished, the active tab is reopened where the action led.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from wayfinder.agent import routes as r
from wayfinder.agent.state import action_of, current_url, decision_of, stopping
from wayfinder.agent.steps import step_no

# the next node can run on a re-opened browser as it is (it observes, or needs no page)
CONTINUE = frozenset({r.OBSERVE, r.PROGRESS, r.FINALIZE, r.ERROR_RETRY, r.ASK_USER})
RISKY = frozenset({"medium", "high"})
UNCERTAIN = "uncertain_side_effect"


# the step's planner may have run (its memory moved on): the step is taken again from its start
PLANNED = frozenset({r.SAFETY, r.CONFIRM, r.EXECUTE})


@dataclass(frozen=True)
class Evidence:
    """What the run directory says beyond the latest checkpoint (see the module docstring)."""

    started_step: int | None = None  # the step whose action the executor began (its mark)
    recorded_exec: str | None = None  # the in-flight step's exec artifact, when its execute finished
    recorded_url: str | None = None  # where that action led (the page's URL after it)
    pending: tuple[str, ...] = ()  # nodes whose writes were saved after the latest checkpoint
    pending_writes: dict[str, Any] | None = None  # the last of them's state update
    rollback_state: dict[str, Any] | None = None  # the checkpoint that began the step (before planning)
    rollback_config: dict[str, Any] | None = None


@dataclass(frozen=True)
class ResumePlan:
    state: dict[str, Any]
    next_nodes: tuple[str, ...]
    waiting: dict[str, Any] | None = None
    uncertain: dict[str, Any] | None = None
    update: dict[str, Any] | None = None
    as_node: str | None = None
    replay: bool = True
    config: dict[str, Any] | None = None  # the checkpoint the update goes to (None: the latest)
    reopen_at: str | None = None  # the active tab's URL now (an action finished after its observation)
    ended: bool = False  # the graph reached its end: only the summary is missing
    pending: bool = False  # the graph goes on from writes saved after the latest checkpoint

    @property
    def ends(self) -> bool:
        """The run only needs its terminal written (no page work)."""
        return self.ended or (
            self.update is not None and (self.update.get("stop") or {}).get("reason") == UNCERTAIN
        )

    def with_repeat(self, repeat: bool) -> ResumePlan:
        """A person said the uncertain action may be done again (True) or not (False)."""
        if not repeat or self.uncertain is None:
            return self
        return replace(self, update=None, as_node=None, uncertain={**self.uncertain, "repeat": True})

    def describe(self, reply: Mapping[str, Any] | None) -> dict[str, Any]:
        """The ``resumed`` record's section: from which step, why, the decision."""
        entry: dict[str, Any] = {"from_step": step_no(self.state), "next": list(self.next_nodes)}
        if self.waiting is not None:
            reply = reply or {}
            if self.waiting.get("kind") == "question":
                entry.update(
                    why="a person answered the question", decision="answered", answer=reply.get("answer")
                )
            elif reply.get("approved"):
                entry.update(why=f"a person approved {self.waiting.get('what')}", decision="approved")
            else:
                entry.update(
                    why=f"a person denied {self.waiting.get('what')}",
                    decision="denied",
                    reason=reply.get("reason"),
                )
            return entry
        if self.uncertain is not None:
            what = self.uncertain["what"]
            if self.uncertain.get("repeat"):
                entry.update(
                    why=f"the process died while doing {what}; a person said to do it again",
                    decision="repeated",
                )
            else:
                entry.update(
                    why=f"the process died while doing {what}; it may have happened, so it is not repeated",
                    decision="not repeated",
                )
            return entry
        if self.ended:
            entry.update(why="the run had ended before its summary was written")
        elif self.pending:
            entry.update(why=f"the process died after {', '.join(self.next_nodes)} finished; going on")
        elif self.update is not None and self.update.get("recorded_exec"):
            entry.update(why="the process died after the step's action was done; its recorded result is used")
        elif self.update is not None and self.as_node != r.PROGRESS:
            entry.update(
                why=f"the process died before {self.next_nodes[0]}; the step is taken again from observe"
            )
        else:
            entry.update(why=f"the process died; going on with {self.next_nodes[0]}")
        return entry


def _risky_in_flight(state: Mapping[str, Any]) -> dict[str, Any] | None:
    """The confirmed medium/high risk action the execute node was about to do (or doing), or None."""
    decision = decision_of(state)
    if decision is None or not (decision.allowed and decision.confirmed and decision.level in RISKY):
        return None
    action = action_of(state)
    what = decision.target or (action.type if action is not None else "") or "an action"
    return {
        "what": what,
        "risk": decision.level,
        "reasons": list(decision.reasons),
        "action": action.model_dump(mode="json") if action is not None else {},
        "step": step_no(state),
        "url": current_url(state),
    }


def _pending(values: dict[str, Any], seen: Evidence) -> ResumePlan:
    """A node finished and its writes were saved, its checkpoint was not: its update is applied as that
    node (its router then leads where it led), on a tab reopened where its page is; an observation it
    took belongs to the dead browser, so it is taken again."""
    node = seen.pending[-1]
    update = dict(seen.pending_writes or {})
    url = str((update.get("exec_result") or {}).get("url_after") or "") if node == r.EXECUTE else ""
    if update.get("observation_fresh"):
        update["observation_fresh"] = False
        url = str((update.get("observation") or {}).get("url") or "") or url
    return ResumePlan(values, seen.pending, update=update, as_node=node, reopen_at=url or None, pending=True)


def _go_on(values: dict[str, Any], nodes: tuple[str, ...]) -> ResumePlan:
    """The graph goes on with its next node, on a browser reopened where the run's page is now: where
    the action led (before progress), or the page progress saw after it (its observation is the newest;
    the tab list is the step's first). That observation belongs to the dead browser: it is taken again."""
    if nodes[0] == r.PROGRESS:
        after = str((values.get("exec_result") or {}).get("url_after") or "")
        return ResumePlan(values, nodes, reopen_at=after or None)
    if values.get("observation_fresh") and nodes[0] in (r.OBSERVE, r.ASK_USER):
        url = str((values.get("observation") or {}).get("url") or "")
        stale = {"observation_fresh": False}  # as progress: its router leads to the same node
        return ResumePlan(values, nodes, update=stale, as_node=r.PROGRESS, reopen_at=url or None)
    return ResumePlan(values, nodes)


def plan_resume(
    state: Mapping[str, Any],
    next_nodes: Sequence[str],
    interrupts: Sequence[Any],
    evidence: Evidence | None = None,
) -> ResumePlan:
    """See the module docstring."""
    values = dict(state)
    nodes = tuple(next_nodes)
    seen = evidence or Evidence()
    if interrupts:
        payload = interrupts[0] if isinstance(interrupts[0], dict) else {"kind": "unknown"}
        return ResumePlan(values, nodes, waiting=dict(payload))
    if not nodes:
        if values.get("terminal_reason") or not seen.pending:
            return ResumePlan(values, nodes, replay=False, ended=True)
        return _pending(values, seen)
    step = step_no(values)
    if r.EXECUTE in nodes and seen.recorded_exec:
        recorded: dict[str, Any] = {"recorded_exec": seen.recorded_exec}
        return ResumePlan(values, nodes, update=recorded, as_node=r.CONFIRM, reopen_at=seen.recorded_url)
    risky = _risky_in_flight(values) if r.EXECUTE in nodes else None
    # no mark (none was ever written, or the last write failed and took the old one away): it may have begun
    if risky is not None and seen.started_step in (None, step):
        error = (
            f"the run stopped while doing {risky['what']} ({risky['risk']} risk); it may have happened "
            "already, so it was not done again"
        )
        update = {
            "stop": stopping(
                UNCERTAIN,
                {"action": risky["what"], "risk": risky["risk"], "step": risky["step"], "error": error},
            ),
            "last_error": error,
        }
        return ResumePlan(values, nodes, uncertain=risky, update=update, as_node=r.EXECUTE, replay=False)
    if nodes[0] in CONTINUE:
        return _go_on(values, nodes)
    retake = {"observation_fresh": False}
    if nodes[0] in PLANNED and seen.rollback_state is not None:
        # back to the checkpoint that began the step: the planner plans it again from what it knew then
        return ResumePlan(
            dict(seen.rollback_state),
            nodes,
            update=retake,
            as_node=r.ERROR_RETRY,
            config=seen.rollback_config,
        )
    # a step cut short before its action ran: take it again from observe (the page is a new one)
    return ResumePlan(values, nodes, update=retake, as_node=r.ERROR_RETRY)
