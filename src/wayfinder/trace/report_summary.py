"""The top of the report: goal, outcome and its evidence, cost, the settings that shaped the run, and
for portal runs the recorded steps and script attempts. Works without a summary (a run that did not
finish) by deriving what it can from the step records.
"""

from __future__ import annotations

from typing import Any

from wayfinder.trace.report_data import RunData
from wayfinder.trace.report_html import (
    as_dict,
    as_list,
    badge,
    cell,
    compact,
    esc,
    fmt_duration,
    kv_table,
    terminal_badge,
)
from wayfinder.trace.report_sections import evidence_rows, render_verdict

# The settings a reader needs to judge a run; everything else is behind a <details>.
KEY_SETTINGS = (
    "planner",
    "llm_output_mode",
    "vision",
    "max_steps",
    "max_planner_calls",
    "max_no_progress_steps",
    "repeat_threshold",
    "stagnation_threshold",
    "auto_confirm",
    "interactive_prompts",
    "headless",
    "viewport",
    "observe_screenshot_mode",
    "mapping_limit",
    "allowed_domains",
    "blocked_domains",
)


def derived_totals(data: RunData) -> dict[str, Any]:
    """Duration, planner calls and tokens from the step records (used when there is no summary)."""
    calls = prompt = completion = 0
    cost: float | None = None
    for record in data.steps:
        plan = as_dict(record.plan)
        if isinstance(plan.get("calls"), int):
            calls += plan["calls"]
        usage = as_dict(plan.get("usage"))
        prompt += usage.get("prompt_tokens") or 0
        completion += usage.get("completion_tokens") or 0
        if isinstance(usage.get("cost_usd"), int | float):
            cost = (cost or 0.0) + usage["cost_usd"]
    duration = None
    if data.steps:
        last = data.steps[-1]
        duration = max(0.0, last.ts + last.duration_ms / 1000 - data.steps[0].ts)
    return {
        "duration_s": duration,
        "planner_calls": calls,
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "cost_usd": cost,
    }


def _tokens(prompt: int, completion: int, cost: float | None) -> str:
    text = f"{prompt} prompt + {completion} completion = {prompt + completion}"
    return text + (f" (${cost:.4f})" if cost is not None else "")


def render_overview(data: RunData) -> str:
    s = data.summary
    if s is None:
        totals = derived_totals(data)
        banner = (
            '<p class="banner warn">run did not finish: no summary record. '
            f"Showing the {len(data.groups)} steps recorded so far.</p>"
        )
        rows: list[tuple[str, Any]] = [
            ("session", data.session_id),
            ("outcome", None),
            ("duration (from steps)", fmt_duration(totals["duration_s"])),
            ("steps recorded", len(data.groups)),
            ("planner calls", totals["planner_calls"]),
            ("tokens", _tokens(totals["prompt_tokens"], totals["completion_tokens"], totals["cost_usd"])),
        ]
        head = f'<h1>Run {esc(data.session_id)} {terminal_badge(None)}</h1><p class="goal muted">goal not recorded</p>'
        return f'<section id="overview">{head}{banner}{kv_table(rows)}{_skipped(data)}</section>'
    rows = [
        ("session", s.session_id),
        ("kind", s.kind),
        ("start URL", s.start_url),
        ("terminal type", s.terminal_type),
        ("answer", s.answer),
        ("duration", fmt_duration(s.duration_s)),
        ("steps", s.steps),
        ("planner", s.planner),
        ("planner calls", s.planner_calls),
        ("tokens", _tokens(s.prompt_tokens, s.completion_tokens, s.cost_usd)),
    ]
    head = f'<h1>Run {esc(s.session_id)} {terminal_badge(s.terminal_reason)}</h1><p class="goal">{esc(s.goal)}</p>'
    evidence = ""
    if s.terminal_evidence or s.verification:
        # a failure's one sentence says why; a success's ("Finished: <answer>") would repeat the answer
        said = closing_sentence(data) if s.terminal_reason != "goal_satisfied" else None
        evidence = (
            '<div id="evidence"><h3>Why it ended</h3>'
            + (f'<p class="closing">{esc(said)}</p>' if said else "")
            + render_verdict(s.verification or s.terminal_evidence.get("verification") or {})
            + kv_table(evidence_rows(s.terminal_evidence))
            + "</div>"
        )
    return f'<section id="overview">{head}{kv_table(rows)}{evidence}{_skipped(data)}</section>'


def closing_sentence(data: RunData) -> str | None:
    """The run's last sentence for a person (the finalize record's narration), if it has one."""
    return next((r.ux_message for r in reversed(data.steps) if r.node == "finalize" and r.ux_message), None)


def _skipped(data: RunData) -> str:
    if not data.skipped_lines:
        return ""
    return f'<p class="banner warn">{data.skipped_lines} unreadable trace line(s) were skipped.</p>'


def render_settings(data: RunData) -> str:
    settings = data.summary.settings if data.summary else {}
    if not settings:
        return ""
    key_rows = [(k, settings[k]) for k in KEY_SETTINGS if k in settings]
    all_rows = sorted(settings.items())
    return (
        '<section id="settings"><h2>Settings that matter</h2>'
        + kv_table(key_rows)
        + "<details><summary>all settings</summary>"
        + kv_table(all_rows)
        + "</details></section>"
    )


def _attempts_table(attempts: list[Any]) -> str:
    dicts = [as_dict(a) for a in attempts]
    columns: list[str] = []
    for item in dicts:
        columns.extend(k for k in item if k not in columns)
    head = "".join(f"<th>{esc(c)}</th>" for c in columns)
    rows = []
    for item in dicts:
        css = ' class="bad-row"' if item.get("ok") is False or item.get("error") else ""
        rows.append(f"<tr{css}>" + "".join(f"<td>{cell(item.get(c))}</td>" for c in columns) + "</tr>")
    return f'<table class="grid"><tr>{head}</tr>{"".join(rows)}</table>'


def render_extra(data: RunData) -> str:
    """Workflow-specific summary data (portal status, recorded steps, script attempts...)."""
    if data.summary is None or not data.summary.extra:
        return ""
    extra = data.summary.extra
    is_portal = data.summary.kind == "portal"
    recorded = as_list(extra.get("recorded_steps"))
    attempts = as_list(extra.get("attempts") or extra.get("script_attempts"))
    special = ("recorded_steps", "attempts", "script_attempts", "status", "sample_rows", "frame_notes")
    scalars = [(k, v) for k, v in extra.items() if k not in special]
    parts = [f'<section id="{"portal" if is_portal else "extra"}">']
    parts.append("<h2>Portal workflow</h2>" if is_portal else "<h2>Workflow details</h2>")
    if "status" in extra:
        parts.append(f"<p>status {badge(str(extra['status']), 'info')}</p>")
    parts.append(kv_table(scalars))
    samples = [as_list(r) for r in as_list(extra.get("sample_rows"))]
    if is_portal and samples:
        columns = [str(c) for c in as_list(extra.get("columns"))]
        head = "".join(f"<th>{esc(c)}</th>" for c in columns)
        body = "".join(
            "<tr>" + "".join(f"<td>{esc(compact(c, 120))}</td>" for c in row) + "</tr>" for row in samples
        )
        parts.append(
            f'<h3>Captured columns, first {len(samples)} rows</h3><table class="samples">'
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )
    notes = as_list(extra.get("frame_notes"))
    if notes:  # the model's reading of the goal against the rules' (agent/frames.py)
        items = "".join(f"<li>{esc(compact(n, 400))}</li>" for n in notes)
        used = "the model's" if extra.get("frame_source") == "model" else "the rules'"
        parts.append(f'<h3>Goal frame: {esc(used)} is used</h3><ul class="frame-notes">{items}</ul>')
    if recorded:
        items = "".join(f"<li>{esc(compact(r, 400))}</li>" for r in recorded)
        parts.append(f'<h3>Recorded steps ({len(recorded)})</h3><ol class="recorded">{items}</ol>')
    if attempts:
        parts.append(f"<h3>Script attempts ({len(attempts)})</h3>{_attempts_table(attempts)}")
    parts.append("</section>")
    return "".join(parts)
