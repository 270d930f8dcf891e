"""The live handles a run needs, passed as the graph's ``context_schema`` (rule 1: never in state).

Nodes read them through ``runtime.context`` (``Runtime[AgentContext]``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from wayfinder.agent.events import AgentEvent
from wayfinder.plan.base import Planner
from wayfinder.settings import Settings
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

if TYPE_CHECKING:
    from wayfinder.browser.runtime import BrowserRuntime
    from wayfinder.safety.secrets import SecretStore

AskUser = Callable[[str], Awaitable[str | None]]
"""Ask a person a question (or for a yes/no confirmation); returns their answer, None = no answer."""

ShouldStop = Callable[[], Awaitable[str | None]]
"""Returns a stop reason when the environment says the episode is over (benchmarks), else None."""


def _ignore(_event: AgentEvent) -> None:
    """Default ``emit``: a library run with no one watching."""


@dataclass
class AgentContext:
    """Live objects of one run. Built by ``agent.run.run_agent``."""

    settings: Settings
    browser: BrowserRuntime
    planner: Planner
    tracer: Tracer
    run_dir: RunDir
    secrets: SecretStore | None = None
    emit: Callable[[AgentEvent], None] = _ignore
    ask_user: AskUser | None = None
    should_stop: ShouldStop | None = None
