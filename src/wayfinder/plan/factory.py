"""Pick the planner a run uses from ``settings.planner``: ``rules``, ``auto`` or ``openai:MODEL``.

``auto`` means the LLM planner when an API key or a base URL is configured, else the offline rules
planner. Imports are local so a rules-only run never loads the OpenAI SDK.
"""

from __future__ import annotations

from wayfinder.errors import ConfigError, bad_value
from wayfinder.plan.base import Planner
from wayfinder.settings import Settings


def make_planner(settings: Settings) -> Planner:
    """The planner ``settings`` ask for. Raises ConfigError for an unknown planner name."""
    name = settings.planner
    if name == "rules" or (name == "auto" and not settings.uses_llm):
        from wayfinder.plan.rules import RulesPlanner

        return RulesPlanner(settings)
    if name.startswith("openai:") or name == "auto":
        from wayfinder.plan.llm import LLMPlanner

        return LLMPlanner(settings)
    raise ConfigError(bad_value("planner", name, ["rules", "auto", "openai:MODEL"]))
