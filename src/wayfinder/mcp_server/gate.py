"""One low-level action through the same checks as the agent loop, then done, then looked at again.

The order is the loop's: the element must be on the observation the client saw; the action's risk is
analysed (``safety.risk.analyze_action``, the same rules and ``auto_confirm`` ceiling as the safety
node); an action the domain policy forbids or that would need a person's confirmation is refused
with the loop's refusal sentence (``safety.confirm.refusal_message``) and its reasons, and not done.
Otherwise the executor runs it with its fallback chain (``actions.executor.execute``), with secret
placeholders filled in, and the page is observed again so the next call sees fresh element numbers.
There is no person to ask here: a server started with a higher ``auto_confirm`` lets more through.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wayfinder.actions.executor import execute
from wayfinder.actions.models import Action, ExecResult, action_element_ids
from wayfinder.actions.schema import describe_ids
from wayfinder.mcp_server.sessions import BrowserSession
from wayfinder.observe.models import Observation
from wayfinder.safety.confirm import may_run, refusal_message
from wayfinder.safety.models import SecurityDecision
from wayfinder.safety.risk import analyze_action

NEEDS_OBSERVATION = "call observe() first: element numbers refer to the page as observe() showed it"


class ActionRejected(Exception):
    """The call cannot be done as given (no observation yet, an element that is not on the page)."""


@dataclass
class Outcome:
    """What became of one low-level action."""

    action: dict[str, Any]
    decision: SecurityDecision
    done: bool
    message: str
    result: ExecResult | None = None
    observation: Observation | None = None  # the page after the action (before it, when refused)
    before: Observation | None = None  # the page the action was chosen on
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        res = self.result
        return {
            "action": self.action,
            "done": self.done,
            "ok": bool(res and res.ok),
            "refused": not self.done,
            "risk": self.decision.level,
            "reasons": list(self.decision.reasons),
            "message": self.message,
            "error": res.error if res else None,
            "url_changed": bool(res and res.url_changed),
            "dom_changed": bool(res and res.dom_changed),
            "new_tab_id": res.new_tab_id if res else None,
            "download_path": res.download_path if res else None,
            "screenshot_path": res.screenshot_path if res else None,
            "url": self.observation.url if self.observation else None,
        }


def _check_elements(action: Action, observation: Observation | None) -> None:
    ids = action_element_ids(action)
    if not ids:
        return
    if observation is None:
        raise ActionRejected(NEEDS_OBSERVATION)
    known = [el.id for el in observation.elements]
    for element_id in ids:
        if observation.element(element_id) is None:
            raise ActionRejected(
                f"element {element_id} is not on the current page; valid element ids: {describe_ids(known)}"
            )


async def run_action(session: BrowserSession, action: Action) -> Outcome:
    """Check, maybe do, and re-observe one action on the session's browser (see the module docstring)."""
    runtime = await session.ensure_started()
    _check_elements(action, session.observation)
    observation = session.observation or await session.look()
    element_id = getattr(action, "element_id", None)
    element = observation.element(element_id) if element_id is not None else None
    decision = analyze_action(action, element, observation, session.settings)
    record = action.model_dump(mode="json")
    if not may_run(decision):
        message = refusal_message(decision, action)
        session.tracer.log(f"mcp refused {record}: {message}", "warning")
        return Outcome(record, decision, False, session.mask(message), observation=observation)
    session.step += 1

    async def recapture() -> Observation:
        return await session.look()

    result = await execute(
        action,
        runtime,
        observation,
        session.settings,
        recapture=recapture,
        secrets=session.secrets.as_mapping() if session.secrets else None,
        screenshot_path=session.run_dir.screenshot_path(session.step, "_action"),
    )
    if result.screenshot_path:  # the screenshot action's own file: secret fields filled, as in a run
        full = bool(getattr(action, "full_page", False))
        shot = session.masked_shot(result.screenshot_path, observation, full_page=full)
        result = result.model_copy(update={"screenshot_path": shot})
    session.tracer.write_artifact(session.step, "exec", result.model_dump(mode="json"))
    after = await session.look()
    status = "ok" if result.ok else f"failed: {result.error}"
    session.tracer.log(f"mcp {action.type}: {status} -> {after.url}")
    return Outcome(
        record, decision, True, session.mask(status), result=result, observation=after, before=observation
    )
