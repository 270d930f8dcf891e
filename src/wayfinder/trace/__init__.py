"""The trace is the product (rule 6 of docs/ARCHITECTURE.md): everything a run leaves is in its run
directory, and everything that looks at a run reads only that.

- ``rundir.py`` (the layout), ``records.py`` (typed records), ``tracer.py`` (writes the JSONL trace,
  the text log and artifacts, masked), ``runmeta.py`` (``run.json`` and the run lock), ``runs.py``
  (the run list).
- The HTML report: ``report.py`` (entry), ``report_data.py`` (loading), ``report_summary.py``,
  ``report_steps.py``, ``report_sections.py`` (its parts), ``report_html.py`` (escaping primitives),
  ``report_images.py`` (embedded screenshots), ``report.css``.
"""
