"""The agent loop: a LangGraph ``StateGraph`` over small serializable state (docs/ARCHITECTURE.md).

- ``graph.py`` wires ``nodes/`` (one file per node) with the pure routers of ``routes.py``;
  ``state.py`` is the state and its typed accessors (read once per node), ``state_groups.py`` its
  typed groups (loop, budget, progress, hints, visits), ``context.py`` the live handles (never in state).
- Pure decisions: ``loops.py`` (loop detection), ``progress.py`` (progress score), ``stages.py`` (goal
  kind, task mode, stage promotion), ``checks.py`` (goal_check's checks), ``verify/`` (may a run claim
  success?), ``terminals.py`` (the one terminal normalizer), ``narration.py`` (one sentence per step).
- Running: ``run.py`` (``run_agent``, the facade), ``early.py`` (the run's browser launched, its start page opened, while the
  agent is imported; the input checks), ``run_close.py`` (summary, report, result),
  ``capture.py`` (observing for the loop; ``screens.py`` fills secret fields in its screenshots),
  ``steps.py`` (a trace record and an event per node visit), ``events.py`` (what the loop emits).
- Durable runs: ``checkpoints.py``, ``resume.py`` and ``resume_plan.py`` (resume, approve, deny,
  answer), ``paused.py`` (finding the run, and refusing a reply its files already refuse, before the
  loop is imported), ``restore.py`` (re-open the browser where it was), ``waiting.py`` (paused for a
  person).
"""
