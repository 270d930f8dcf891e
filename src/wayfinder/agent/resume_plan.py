"""How a run goes on from its latest checkpoint (pure; tested as a table).

Input: the checkpointed state, the graph's next node(s) and the pending interrupts. Output: a
``ResumePlan``: what the run waits for (a pause), whether a risky action's outcome is uncertain,
the state update to apply first (and as which node), and whether the page's typed values are
replayed after the browser is re-opened. See ``agent/resume.py`` for the whole flow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from wayfinder.agent import routes as r
from wayfinder.agent.state import action_of, current_url, decision_of
from wayfinder.agent.steps import step_no

# the next node can run on a re-opened browser as it is (it observes, or needs no page)
CONTINUE = frozenset({r.OBSERVE, r.PROGRESS, r.FINALIZE, r.ERROR_RETRY, r.ASK_USER})
RISKY = frozenset({"medium", "high"})
UNCERTAIN = "uncertain_side_effect"


@dataclass(frozen=True)
class ResumePlan:
    state: dict[str, Any]
    next_nodes: tuple[str, ...]
    waiting: dict[str, Any] | None = None
    uncertain: dict[str, Any] | None = None
    update: dict[str, Any] | None = None
    as_node: str | None = None
    replay: bool = True

    @property
    def ends(self) -> bool:
        """The run only needs its terminal written (no page work)."""
        return not self.next_nodes or (
            self.update is not None and self.update.get("stop_reason") == UNCERTAIN
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
        if not self.next_nodes:
            entry.update(why="the run had ended before its summary was written")
        elif self.update is not None:
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


def plan_resume(state: Mapping[str, Any], next_nodes: Sequence[str], interrupts: Sequence[Any]) -> ResumePlan:
    """See the module docstring."""
    values = dict(state)
    nodes = tuple(next_nodes)
    if interrupts:
        payload = interrupts[0] if isinstance(interrupts[0], dict) else {"kind": "unknown"}
        return ResumePlan(values, nodes, waiting=dict(payload))
    if not nodes:
        return ResumePlan(values, nodes, replay=False)
    risky = _risky_in_flight(values) if r.EXECUTE in nodes else None
    if risky is not None:
        error = (
            f"the run stopped while doing {risky['what']} ({risky['risk']} risk); it may have happened "
            "already, so it was not done again"
        )
        update = {
            "stop_reason": UNCERTAIN,
            "stop_details": {
                "action": risky["what"],
                "risk": risky["risk"],
                "step": risky["step"],
                "error": error,
            },
            "last_error": error,
        }
        return ResumePlan(values, nodes, uncertain=risky, update=update, as_node=r.EXECUTE, replay=False)
    if nodes[0] in CONTINUE:
        return ResumePlan(values, nodes)
    # a step cut short before its action ran: take it again from observe (the page is a new one)
    return ResumePlan(values, nodes, update={"observation_fresh": False}, as_node=r.ERROR_RETRY)
