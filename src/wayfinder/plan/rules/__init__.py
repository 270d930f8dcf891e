"""The offline rules planner: the goal frame read into sub-goals, done by skills from one registry.

- ``goal.py`` reads a goal into sub-goals (through ``wayfinder.intent``'s goal frame, ``translate.py``);
- ``registry.py`` is the one ordered list of ``Skill``s (``skill.py``); generic skills live in
  ``core/``, skills that only fit benchmark-style widget pages in ``widgets/``;
- ``planner.py`` is the ``Planner``: settle the last action, ask the skills, emit the next action.
"""

from wayfinder.plan.rules.planner import MEMORY_KEY, RulesPlanner, decide

__all__ = ["MEMORY_KEY", "RulesPlanner", "decide"]
