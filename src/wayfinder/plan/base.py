"""The planner contract: a ``PlannerContext`` in, a ``PlannerResult`` out.

Both planners (the LLM planner in ``plan/llm.py`` and the offline rules planner in
``plan/rules/``) implement :class:`Planner`. The context is built by a pure function
(``plan/context.py``) from the agent state; planners never see live browser objects.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

from wayfinder.actions.models import Action
from wayfinder.browser.models import TabInfo
from wayfinder.intent.frame import GoalKind, TaskMode  # the one definition of each (the goal frame's)
from wayfinder.observe.models import Observation

GoalStage = Literal["orient", "context", "locate", "verify", "done"]


class StepOutcome(StrEnum):
    """What became of a past step, as a typed value: code reads this, never the note's words."""

    DONE = "done"  # executed; the page changed, or the action needs no visible change
    NO_EFFECT = "no_effect"  # executed, and nothing observable changed
    FAILED = "failed"  # tried, and it failed (``note`` says why)
    REFUSED = "refused"  # not executed: safety refused it or nobody confirmed it (``refusal`` says why)


class HistoryEntry(BaseModel):
    """One past step: the action, where, and with what effect. The one shape of a past step.

    The agent state stores entries as ``model_dump(mode="json")`` dicts (``AgentState.action_history``,
    read back through ``agent/state.py::history_of``), and planners get them in
    ``PlannerContext.action_history``. A refused action is an entry too (``outcome`` REFUSED, ``ok``
    false, ``refusal`` the reason alone, ``note`` the sentence the planner is told). ``note`` is for
    people and language models; code reads ``outcome`` and ``refusal``.
    """

    model_config = ConfigDict(frozen=True)

    step: int
    action: dict[str, Any]
    ok: bool = False
    outcome: StepOutcome = StepOutcome.FAILED  # when not given: DONE if ok, else FAILED
    refusal: str = ""  # REFUSED: why, in one clause ("clicking [42] 'Place order' is high risk ...")
    url: str = ""
    note: str = ""  # error, state change, safety refusal, fallback tier
    signature: str = ""  # the action's hash at its URL (loop detection)
    element_text: str = ""  # the label of the element it acted on
    on_candidate: bool = False  # the element was one of the page's candidates
    url_changed: bool = False
    dom_changed: bool = False
    tier: str | None = None  # the fallback tier that finished it (None: not executed)

    @model_validator(mode="before")
    @classmethod
    def _outcome_from_ok(cls, data: Any) -> Any:
        """An entry that does not say its outcome (a checkpoint from before the field): DONE when it
        was ok, else FAILED."""
        if isinstance(data, dict) and "outcome" not in data:
            return {**data, "outcome": StepOutcome.DONE if data.get("ok") else StepOutcome.FAILED}
        return data

    @property
    def type(self) -> str:
        """The action's type (``click``, ``type``...), or "" for a malformed one."""
        return str(self.action.get("type") or "")

    @property
    def element_id(self) -> int | None:
        """The element the action targeted, when it had one."""
        value = self.action.get("element_id")
        return value if isinstance(value, int) else None


def history_entries(items: Sequence[Mapping[str, Any] | HistoryEntry]) -> list[HistoryEntry]:
    """Stored history items (plain dicts, as the state holds them) as entries; entries pass through.

    Raises pydantic.ValidationError for an item that is not a past step.
    """
    return [i if isinstance(i, HistoryEntry) else HistoryEntry.model_validate(i) for i in items]


class UserAnswer(BaseModel):
    """A question the planner asked the person, and what they answered (trusted: it is the person's)."""

    model_config = ConfigDict(frozen=True)

    question: str
    answer: str


class PlannerContext(BaseModel):
    """Everything a planner may use to choose the next action. Plain data, serializable."""

    model_config = ConfigDict(frozen=True)

    goal: str
    goal_kind: GoalKind = "action"
    goal_stage: GoalStage = "orient"
    task_mode: TaskMode = "find"
    step: int = 0  # the step being planned, numbered like the history (1 = the first action)
    page_type: str = "other"
    listing_detected: bool = False
    explore_mode: bool = False
    allowed_actions: list[str] = Field(default_factory=list)
    observation: Observation
    recent_observations: list[str] = Field(default_factory=list)  # short summaries, oldest first
    action_history: list[HistoryEntry] = Field(default_factory=list)
    avoid_elements: list[int] = Field(default_factory=list)
    avoid_actions: list[str] = Field(default_factory=list)  # action hashes/descriptions to avoid
    avoid_search: bool = False
    search_no_change: bool = False
    candidates: list[int] = Field(default_factory=list)
    search_controls: list[int] = Field(default_factory=list)
    state_change_hint: str = ""  # what the last step changed (tabs, blocked navigations); site text inside
    loop_hint: str = ""  # a sentence the loop wrote for the planner (e.g. verifier feedback); no page text
    loop_hint_quotes: list[str] = Field(default_factory=list)  # page text that sentence refers to
    loop_count: int = 0  # how many times in a row the last action was repeated (0: not repeated)
    error_count: int = 0  # failed attempts at this step so far (planner/execute errors, retried)
    last_error: str | None = None
    attempt_counts: dict[str, int] = Field(default_factory=dict)  # element id (str) -> failures
    tabs: list[TabInfo] = Field(default_factory=list)
    active_tab_id: int | None = None
    screenshot_path: str | None = None  # the Set-of-Mark screenshot of this step, when taken
    memory: dict[str, Any] = Field(default_factory=dict)  # the planner's own carried state (sub-goals)
    answers: list[UserAnswer] = Field(default_factory=list)  # the person's answers to ask_user, oldest first


class TokenUsage(BaseModel):
    model_config = ConfigDict(frozen=True)

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float | None = None


class PlannerResult(BaseModel):
    """A planner's decision."""

    model_config = ConfigDict(frozen=True)

    action: Action
    intent: str = ""  # one short sentence for people: "Opening the cheapest result"
    raw: dict[str, Any] = Field(default_factory=dict)  # the raw answer / request for the artifact
    usage: TokenUsage = Field(default_factory=TokenUsage)
    calls: int = 1  # planner calls used (a re-ask counts)
    memory: dict[str, Any] = Field(default_factory=dict)  # carried into the next PlannerContext


class Planner(Protocol):
    """Anything that turns a context into an action."""

    name: str

    async def plan(self, ctx: PlannerContext) -> PlannerResult: ...
