"""Judging a finished run against what the site's own data says (pure), for ``wayfinder demo`` and
the goal suites of ``wayfinder bench goals``:

- ``values.py``: ``Expected`` values and the ``Verdict`` of a check; matching an answer or a final page;
- ``runs.py``: ``judge``, the outcome of one run (pass, honest failure, false success, unsafe, error);
- ``demo.py``: the value checks of the bundled demo sites, computed from their data.
"""
