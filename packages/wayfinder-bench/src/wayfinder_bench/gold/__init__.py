"""Gold replays (issue 27): the verifier measured with right and wrong endings, whatever the planner.

- ``model.py``: a gold trajectory (steps naming elements by role and text, the final ``done``), its
  wrong endings (``Negative``), the fingerprint of the data it was recorded on, the JSONL files
  ``bench/goals/<suite>/gold/<part>.jsonl``.
- ``resolve.py``: naming an element by role and text and finding it again in an observation.
- ``replay.py``: the replay planner (a real ``Planner``); ``replays.py``: one replay through the
  suite runner and where a refusal came from.
- ``recipes/``: how a careful person does each kind of goal on each site (the recorder's scripts);
  ``record.py``: the recorder (``wayfinder bench gold``); ``verify.py``: ``wayfinder bench verify``;
  ``suites.py``: which suite files a command means.
"""
