"""The portal workflow (``wayfinder portal``): walk a records portal once, write a standalone scraping
script, test and repair it, escalate to a person after bounded attempts.

- ``graph.py`` (its own ``StateGraph``), ``routes.py`` (pure routers), ``state.py``, ``run.py``
  (``run_portal``, the facade), ``breakers.py`` (circuit breakers).
- Nodes: ``nodes_walk.py`` (navigate, analyze, click through, capture columns), ``nodes_search.py``
  (the search), ``nodes_script.py`` (generate, test, fix, HTTP script, escalate).
- Pure: ``analyze.py`` and ``htmlparse.py`` (what a page is, from cleaned HTML), ``capture.py`` and
  ``steps.py`` (recorded steps with ranked selectors), ``searchcheck.py`` (was the search applied?),
  ``verify.py`` (the script's run against the oracle), ``script_gen.py`` with the ``*.py.tmpl``
  templates; ``model_analyze.py`` (optional model opinion); ``debug.py`` (``portal debug``).
- ``pageio.py`` is the workflow's only door to the live page.
"""
