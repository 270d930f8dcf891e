"""The HTML report of a run, built from the run directory alone (rule 6 of docs/ARCHITECTURE.md).

``write_report(run_dir)`` reads ``logs/trace.jsonl`` (``StepRecord`` lines and a final
``RunSummary``), finds screenshots under ``screenshots/`` and writes one self-contained
``report.html`` (inline CSS, no script, no external URL) beside them. The screenshots are embedded as
``data:`` URIs (downscaled JPEG, ``report_images.py``), so the file can be moved or mailed and still
shows every step; the full-size PNGs and the raw artifacts are linked by relative paths, which work
next to the run directory. Every string from a page or a planner is HTML-escaped; only paths inside
the run directory become links.

Made for skimming (``report_steps.py``): one row per step with the planner's narration, the action and
its element's label (``click [69] "Acer Vero 24"``, the label from the plan section or the step's
observation artifact), the result and the URL cut to one line; rows are collapsed except the final
step and any step that went wrong.

Keys read (all optional; unknown keys are shown in a generic table, never dropped):

- ``RunSummary``: session_id, kind ("portal" adds the portal section), goal, start_url, terminal_reason,
  terminal_type, terminal_evidence, answer, duration_s, steps, planner, planner_calls,
  prompt_tokens, completion_tokens, cost_usd, settings (the keys in ``report_summary.KEY_SETTINGS``
  up front, all of them behind a <details>), extra: status, recorded_steps (list of str|dict),
  attempts or script_attempts (list of dicts; ok/error highlight a failed attempt), any other scalar.
- ``StepRecord``: step (entries are grouped by it), node, duration_ms, url, ux_message, intent, error,
  artifacts (kind -> relative path; ``*.png`` values are shown as images).
- ``observe``: title, url, page_type, elements (a count, or a list that is counted) or element_count,
  total_elements, screenshot_path.
- ``plan``: action (an Action dump), intent, element (an Element dump: id, tag, text, role, aria.label,
  placeholder, name, href), calls, usage {prompt_tokens, completion_tokens, cost_usd}. Without
  ``element``, the element of ``action.element_id`` is looked up in the step's observe artifact
  (``artifacts["observation"]`` or ``["observe"]``: a JSON Observation with ``elements``).
- ``safety``: a SecurityDecision dump: level, reasons, requires_confirmation, allowed, confirmed,
  confirmed_by.
- ``exec``: an ExecResult dump: ok, action, tier, tiers_tried, error, url_before, url_after,
  url_changed, dom_changed, no_effect, new_tab_id, download_path, duration_ms, note, screenshot_path.
- ``progress``: score, stage, evidence (list).  ``loop``: repeat_count|repeat,
  stagnation_count|stagnation, no_progress_steps, trigger.  ``terminal``: reason|terminal_reason, type|terminal_type,
  evidence|terminal_evidence.  Any section's ``status`` is shown on the step's headline (portal).

Screenshots of a step: png values of ``artifacts``, ``observe.screenshot_path``,
``exec.screenshot_path``, else ``screenshots/<session>_<step:03d>.png`` when that file exists.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from wayfinder.trace.report_data import RunData, load_run
from wayfinder.trace.report_html import esc
from wayfinder.trace.report_steps import render_timeline
from wayfinder.trace.report_summary import render_extra, render_overview, render_settings

REPORT_NAME = "report.html"


def _css() -> str:
    return resources.files("wayfinder.trace").joinpath("report.css").read_text(encoding="utf-8")


def render_html(data: RunData) -> str:
    """The whole report page as a string."""
    title = data.summary.goal if data.summary else "run did not finish"
    body = "".join(
        [
            render_overview(data),
            render_extra(data),
            render_settings(data),
            render_timeline(data.run.root, data.session_id, data.groups),
        ]
    )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>Wayfinder {esc(data.session_id)}: {esc(title[:80])}</title>"
        f"<style>{_css()}</style></head>\n<body>{body}</body></html>\n"
    )


def write_report(run_dir: Path) -> Path:
    """(Re)write ``report.html`` in ``run_dir`` from its files; returns its path.

    Raises ``ConfigError`` when ``run_dir`` does not exist or holds nothing of a run.
    """
    data = load_run(Path(run_dir))
    path = data.run.root / REPORT_NAME
    tmp = path.with_suffix(".html.tmp")
    tmp.write_text(render_html(data), encoding="utf-8")
    tmp.replace(path)
    return path
