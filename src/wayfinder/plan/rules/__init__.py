"""The offline rules planner: the goal frame read into typed work items, done by skills from one registry.

- ``worklist.py`` reads a goal into its work list: the one goal frame (``wayfinder.intent.parse_goal``)
  mapped by ``translate.py`` (with ``translate_parts.py`` and ``translate_acts.py``) to the typed work
  items of ``work/``;
- ``registry.py`` is the one ordered list of ``Skill``s (``skill.py``), each serving one work item
  type; the generic skills live in ``core/``, ``page.py`` holds the page-level moves every skill
  shares, ``step.py`` a skill's input and outcome, ``sentences.py`` what the planner says;
- ``plugins.py`` is how a package beside the product adds skills, work items and goal readers;
- ``planner.py`` is the ``Planner``: settle the last action, ask the skills, emit the next action.
"""

from wayfinder.plan.rules.planner import MEMORY_KEY, RulesPlanner, decide

__all__ = ["MEMORY_KEY", "RulesPlanner", "decide"]
