"""Benchmark harnesses (``wayfinder bench ...``, ``make bench``); results go to docs/BENCHMARKS.md.

- MiniWoB++: ``miniwob.py`` (the harness), ``miniwob_server.py`` (serves the installed task pages),
  ``miniwob_episode.py`` (episode control in the page), ``miniwob_report.py``, ``miniwob_diagnose.py``.
- Goal suites (``bench/goals/<suite>/``): ``goals.py`` (format, loader), ``goals_run.py`` (run and
  judge), ``goals_checks.py`` (pure verdicts), ``goals_sites.py`` (site providers), ``goals_demo*.py``
  (the bundled demo sites); ``apps/`` starts the real apps (Django admin, MkDocs) and reads their data;
  ``datasette_portal.py`` a real data portal.
- Cost: ``observe.py`` (observation time and size), ``prompt.py`` and ``tokens.py`` (LLM prompt tokens),
  ``portal.py`` (the HTTP script against the browser script).
"""
