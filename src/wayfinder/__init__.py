"""Wayfinder: a browser agent that people can trust with real websites.

The public Python API is the names in ``__all__``; everything else is private by convention and may
change. ``import wayfinder`` stays light: the names load on first use.

    from wayfinder import Agent, Settings

    result = Agent("find the cheapest 4K monitor", url="https://shop.example/").run_sync()
    print(result.terminal_reason, result.answer, result.report_path)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# public name -> the module that defines it
_EXPORTS: dict[str, str] = {
    "Agent": "wayfinder.api",
    "run": "wayfinder.api",
    "resume": "wayfinder.api",
    "RunResult": "wayfinder.agent.run",
    "AgentEvent": "wayfinder.agent.events",
    "Settings": "wayfinder.settings",
    "load_settings": "wayfinder.settings",
    "Planner": "wayfinder.plan.base",
    "PlannerContext": "wayfinder.plan.base",
    "PlannerResult": "wayfinder.plan.base",
    "HistoryEntry": "wayfinder.plan.base",
    "Observation": "wayfinder.observe.models",
    "Element": "wayfinder.observe.models",
    "Action": "wayfinder.actions.models",
    "Click": "wayfinder.actions.models",
    "TypeText": "wayfinder.actions.models",
    "Scroll": "wayfinder.actions.models",
    "Screenshot": "wayfinder.actions.models",
    "Navigate": "wayfinder.actions.models",
    "Search": "wayfinder.actions.models",
    "GoBack": "wayfinder.actions.models",
    "GoForward": "wayfinder.actions.models",
    "SwitchTab": "wayfinder.actions.models",
    "PressKey": "wayfinder.actions.models",
    "Hover": "wayfinder.actions.models",
    "SelectOption": "wayfinder.actions.models",
    "Wait": "wayfinder.actions.models",
    "Drag": "wayfinder.actions.models",
    "Done": "wayfinder.actions.models",
    "AskUser": "wayfinder.actions.models",
    "WayfinderError": "wayfinder.errors",
    "ConfigError": "wayfinder.errors",
    "BrowserNotFound": "wayfinder.errors",
}

__all__ = [
    "Action",
    "Agent",
    "AgentEvent",
    "AskUser",
    "BrowserNotFound",
    "Click",
    "ConfigError",
    "Done",
    "Drag",
    "Element",
    "GoBack",
    "GoForward",
    "HistoryEntry",
    "Hover",
    "Navigate",
    "Observation",
    "Planner",
    "PlannerContext",
    "PlannerResult",
    "PressKey",
    "RunResult",
    "Screenshot",
    "Scroll",
    "Search",
    "SelectOption",
    "Settings",
    "SwitchTab",
    "TypeText",
    "Wait",
    "WayfinderError",
    "__version__",
    "load_settings",
    "resume",
    "run",
]

if TYPE_CHECKING:
    from wayfinder.actions.models import (
        Action,
        AskUser,
        Click,
        Done,
        Drag,
        GoBack,
        GoForward,
        Hover,
        Navigate,
        PressKey,
        Screenshot,
        Scroll,
        Search,
        SelectOption,
        SwitchTab,
        TypeText,
        Wait,
    )
    from wayfinder.agent.events import AgentEvent
    from wayfinder.agent.run import RunResult
    from wayfinder.api import Agent, resume, run
    from wayfinder.errors import BrowserNotFound, ConfigError, WayfinderError
    from wayfinder.observe.models import Element, Observation
    from wayfinder.plan.base import HistoryEntry, Planner, PlannerContext, PlannerResult
    from wayfinder.settings import Settings, load_settings


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'wayfinder' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
