"""Real open-source web apps as a proving ground (issue 20): Django admin and an MkDocs site.

The apps' own code, configuration and seed data are in the repository's ``bench/apps/`` folder (data for
the benchmarks and tests, not part of the package). This package starts and stops them on 127.0.0.1 on
free ports, with temporary state, and reads their data for the goal checks:

- ``paths``: where ``bench/apps`` is.
- ``process``: a child process that announces readiness with one line; stopped with its process group.
- ``library``: the Django admin library (``LibraryApp``), seeded SQLite, reset between goals.
- ``library_data``: SQL over the library's database (expected answers, state checks).
- ``docs_site``: this project's own docs built with MkDocs and served as static files (``DocsSite``).
- ``docs_data``: reading the built site (pages, headings, the search index).
- ``goals_django``, ``goals_mkdocs``: their goal-suite site providers (``bench/goals/django``,
  ``bench/goals/mkdocs``), registered in ``wayfinder_bench.goals_sites``.
"""
