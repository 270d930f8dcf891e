"""The timeline: one collapsible entry per step, the node visits inside it in the order they happened.

The summary line of each entry answers "what did it do and did it work" at a glance (narration,
action, result, risk, status); the body holds the screenshots and every section in full.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wayfinder.trace.records import StepRecord
from wayfinder.trace.report_data import StepGroup, observed_element, safe_relative, step_screenshots
from wayfinder.trace.report_html import as_dict, badge, esc, href
from wayfinder.trace.report_sections import SECTION_RENDERERS, describe_action, state_change_badges


def _artifact_links(run_root: Path, artifacts: dict[str, str]) -> str:
    items = []
    for kind, raw in artifacts.items():
        rel = safe_relative(run_root, raw)
        if rel is not None:
            items.append(
                f'<li><a href="{href(rel)}">{esc(kind)}</a> <span class="muted">{esc(rel)}</span></li>'
            )
        else:
            items.append(
                f'<li>{esc(kind)} <span class="muted">{esc(raw)} (outside the run directory)</span></li>'
            )
    if not items:
        return ""
    return '<div class="section artifacts"><h5>raw artifacts</h5><ul>' + "".join(items) + "</ul></div>"


def _with_element(run_root: Path, group: StepGroup, plan: dict[str, Any]) -> dict[str, Any]:
    """The plan section, with the acted-on element filled in from the observation when missing."""
    action = as_dict(plan.get("action"))
    element_id = action.get("element_id")
    if plan.get("element") or not isinstance(element_id, int):
        return plan
    element = observed_element(run_root, group, element_id)
    return {**plan, "observed_element": element} if element else plan


def render_visit(
    run_root: Path, visit: StepRecord, prev_url: str = "", group: StepGroup | None = None
) -> str:
    """One node visit: its narration, intent, error and every section present.

    The URL is shown only when it differs from the previous visit's, so a change stands out.
    """
    parts = [
        f'<div class="visit" data-node="{esc(visit.node)}">',
        f'<h4>{esc(visit.node)} <span class="muted">{visit.duration_ms:.0f} ms</span></h4>',
    ]
    if visit.url and visit.url != prev_url:
        parts.append(f'<div class="url muted">{esc(visit.url)}</div>')
    if visit.ux_message:
        parts.append(f'<p class="ux">{esc(visit.ux_message)}</p>')
    if visit.intent:
        parts.append(f'<p class="intent">intent: {esc(visit.intent)}</p>')
    if visit.error:
        parts.append(f'<p class="error">error: {esc(visit.error)}</p>')
    for name, renderer in SECTION_RENDERERS.items():
        section = as_dict(getattr(visit, name))
        if name == "plan" and section and group is not None:
            section = _with_element(run_root, group, section)
        if section:
            parts.append(renderer(section))
    parts.append(_artifact_links(run_root, visit.artifacts))
    parts.append("</div>")
    return "".join(parts)


def _find(group: StepGroup, section: str, key: str) -> Any:
    for visit in group.visits:
        data = getattr(visit, section)
        if isinstance(data, dict) and data.get(key) is not None:
            return data[key]
    return None


def _status(group: StepGroup) -> str | None:
    """A workflow status written by any section (portal steps record ``status``)."""
    for visit in group.visits:
        for name in SECTION_RENDERERS:
            data = getattr(visit, name)
            if isinstance(data, dict) and isinstance(data.get("status"), str | int | bool):
                return str(data["status"])
    return None


def _headline_badges(group: StepGroup) -> str:
    out = []
    action = _find(group, "plan", "action") or _find(group, "exec", "action")
    if action:
        out.append(badge(describe_action(action), "info"))
    ok = _find(group, "exec", "ok")
    if ok is not None:
        out.append(badge("ok", "ok") if ok else badge("failed", "bad"))
    for visit in group.visits:
        if isinstance(visit.exec, dict):
            out.append(state_change_badges(visit.exec))
    level = _find(group, "safety", "level")
    if level in ("medium", "high"):
        out.append(badge(f"risk {level}", "bad" if level == "high" else "warn"))
    status = _status(group)
    if status:
        out.append(badge(f"status {status}", "info"))
    if any(v.error for v in group.visits):
        out.append(badge("error", "bad"))
    reason = _find(group, "terminal", "reason") or _find(group, "terminal", "terminal_reason")
    if reason:
        out.append(badge(str(reason), "warn"))
    return " ".join(b for b in out if b)


def _screenshots(run_root: Path, session_id: str, group: StepGroup) -> str:
    shots = step_screenshots(run_root, session_id, group)
    if not shots:
        return '<div class="shots muted">no screenshot taken</div>'
    figures = [
        f'<figure><a href="{href(rel)}"><img src="{href(rel)}" alt="step {group.step} screenshot"'
        f' loading="eager"></a><figcaption>{esc(rel)}</figcaption></figure>'
        for rel in shots
    ]
    return '<div class="shots">' + "".join(figures) + "</div>"


def render_step(run_root: Path, session_id: str, group: StepGroup) -> str:
    """One timeline entry (a ``<details class="step">``) for all the visits of one step."""
    headline = group.first("ux_message") or group.first("intent") or ", ".join(v.node for v in group.visits)
    prev_urls = [""] + [v.url for v in group.visits[:-1]]
    visits = "".join(
        render_visit(run_root, v, p, group) for v, p in zip(group.visits, prev_urls, strict=True)
    )
    return (
        f'<details class="step" id="step-{group.step}" data-step="{group.step}" open>'
        f'<summary><span class="stepno">{group.step}</span> <span class="headline">{esc(headline)}</span> '
        f"{_headline_badges(group)}"
        f'<span class="muted right">{esc(group.url)} · {group.duration_ms:.0f} ms</span></summary>'
        f'<div class="step-body">{_screenshots(run_root, session_id, group)}'
        f'<div class="visits">{visits}</div></div></details>'
    )


def render_timeline(run_root: Path, session_id: str, groups: list[StepGroup]) -> str:
    if not groups:
        return '<section id="timeline"><h2>Timeline</h2><p class="muted">no steps were recorded</p></section>'
    entries = "".join(render_step(run_root, session_id, g) for g in groups)
    return f'<section id="timeline"><h2>Timeline <span class="muted">({len(groups)} steps)</span></h2>{entries}</section>'
