"""Actions: what a planner may ask for, and doing it on the live browser.

- ``models.py``  the ``Action`` union (click, type, scroll, navigate, search, press_key, hover,
  select_option, wait, drag, done, ask_user, ...) and ``ExecResult``; ``schema.py`` the one schema
  (planner tool definitions and answer validation) generated from it.
- ``executor.py``  carries out one action and reports exactly what happened; ``clicks.py`` (the click
  fallback chain), ``fields.py`` (type, select, check), ``gestures.py`` (keys, hover, wait, drag),
  ``moves.py`` (scroll, navigate, history, tabs, search) do the work; ``targets.py`` finds the live
  element, ``refind.py`` re-finds it after a re-render; ``aftermath.py`` judges what an action left
  behind (HTTP error pages, popup storms, downloads and their deadline).
- ``inputs.py``, ``keys.py``  pure decisions: secret placeholders, option choice, key names.
"""
