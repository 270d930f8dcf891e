"""Observation: the page as a numbered list of the elements a person could use (Set-of-Mark).

- ``models.py``  ``Observation`` and ``Element`` (plain data, no Playwright).
- ``capture.py``  takes one from a live page (with ``browser/``, the only Playwright caller), running
  ``som.js``, ``som_grids.js``, ``som_text.js``, ``som_view.js`` (a long page beyond its
  head: the part in view, the goal's passages) through ``js.py``; ``parse.py`` turns their JSON into
  models; ``frames.py`` adds what frames of another origin show (the script run through their own
  handles); ``documents.py`` reads plain-text, JSON and PDF pages as page text; ``scan.py`` looks
  harder (a settled capture, the paged scan of the window and list boxes that counts lazy loads).
- Pure over an observation: ``classify.py`` (page type), ``hashing.py`` (fingerprints for loops and
  progress), ``select.py`` (which elements the planner gets), ``render.py`` (the planner's text view),
  ``terms.py`` (goal words and how well an element matches them).
"""
