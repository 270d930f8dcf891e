"""Wayfinder's benchmark harnesses (``wayfinder bench ...``, ``make bench``), a package beside the
product; results go to docs/BENCHMARKS.md. Its command group is registered through the entry point
``wayfinder.cli_plugins: bench = wayfinder_bench.cli.app:register`` (``cli/``).

- MiniWoB++: ``miniwob.py`` (the harness; runs the rules planner with the ``wayfinder_miniwob`` plugin),
  ``miniwob_server.py`` (serves the installed task pages), ``miniwob_episode.py`` (episode control in
  the page), ``miniwob_pool.py``, ``miniwob_report.py``, ``miniwob_diagnose.py``.
- Goal suites (``bench/goals/<suite>/`` of the checkout): ``goals.py`` (format, loader), ``goals_run.py``
  (run, then judge with ``wayfinder.judge``), ``goals_sites.py`` (site providers), ``goals_demo.py``
  (the bundled demo sites), ``goals_pool.py``; ``apps/`` starts the real apps and reads their data (and
  finds the checkout: ``apps/paths.py``); ``datasette_portal.py`` a real data portal; ``gold/`` the
  goals' gold trajectories, replayed to measure the verifier (``wayfinder bench verify``).
- Cost: ``observe.py`` (observation time and size), ``prompt.py`` and ``tokens.py`` (LLM prompt tokens,
  with the tokenizer file in ``data/``), ``portal.py`` (the HTTP script against the browser script),
  ``steps.py`` and ``steps_run.py`` (where a step's time goes), ``workers.py`` (the worker pool).
"""
