"""Planners: a ``PlannerContext`` in, one ``PlannerResult`` (an action) out (``base.py``, also the home
of ``HistoryEntry``, the one shape of a past step, which the agent state stores too).

- ``context.py``  builds the context from the agent state (pure); ``factory.py`` picks the planner
  from ``settings.planner``.
- The LLM planner: ``llm.py`` with ``llm_calls.py`` (the only calls to a model), ``llm_parse.py``
  (reading replies), ``messages.py`` and ``prompts/`` (the prompt), ``pricing.py`` (cost).
- The offline rules planner: ``rules/`` (the goal frame read into work items, done by skills from one
  registry), with ``ranking.py`` (which element best matches what the goal names).
"""
