"""The timeline: one collapsible entry per step, the node visits inside it in the order they happened.

Made for skimming: the summary line of each entry answers "what did it do and did it work" (the
planner's narration of the step, the action with its element's label, the result, risk, status and
the URL kept to one line); the body holds the screenshots and every section in full. Entries are
collapsed, except the final step and any step that went wrong (a failed action, an error, a refusal,
an ending other than success), which are open.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wayfinder.trace.records import StepRecord
from wayfinder.trace.report_data import StepGroup, observed_element, safe_relative, step_screenshots
from wayfinder.trace.report_html import as_dict, badge, compact, esc, href, terminal_badge
from wayfinder.trace.report_images import image_data_uri
from wayfinder.trace.report_sections import SECTION_RENDERERS, describe_action, state_change_badges

CHIP_CHARS = 90  # the action chip of a step row; the whole action is its title (hover)


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
        parts.append(f'<div class="url muted" title="{esc(visit.url)}">{esc(visit.url)}</div>')
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


def _acted_on(run_root: Path, group: StepGroup, action: Any) -> dict[str, Any] | None:
    """The element the step's action targets: as the planner recorded it, else as observed."""
    element = _find(group, "plan", "element")
    if isinstance(element, dict):
        return element
    element_id = as_dict(action).get("element_id")
    return observed_element(run_root, group, element_id) if isinstance(element_id, int) else None


def narration(group: StepGroup) -> str:
    """The step told in one sentence: the planner's intent, else a node's own sentence (the page being
    looked at last, since every step starts by looking), else the nodes visited."""
    for visit in group.visits:
        intent = visit.intent or as_dict(visit.plan).get("intent")
        if intent:
            return str(intent)
    spoken = [v.ux_message for v in group.visits if v.ux_message and v.node != "observe"]
    looked = [v.ux_message for v in group.visits if v.ux_message and v.node == "observe"]
    return (spoken or looked or [", ".join(v.node for v in group.visits)])[0]


def went_wrong(group: StepGroup) -> bool:
    """A failed or refused action, an error, or an ending other than success in this step."""
    if _find(group, "exec", "ok") is False or any(v.error for v in group.visits):
        return True
    if _find(group, "safety", "allowed") is False or _find(group, "safety", "confirmed") is False:
        return True
    reason = _find(group, "terminal", "reason") or _find(group, "terminal", "terminal_reason")
    return reason is not None and reason != "goal_satisfied"


def _headline_badges(run_root: Path, group: StepGroup) -> str:
    out = []
    action = _find(group, "plan", "action") or _find(group, "exec", "action")
    if action:
        text = describe_action(action, _acted_on(run_root, group, action))
        out.append(f'<span class="badge info" title="{esc(text)}">{esc(compact(text, CHIP_CHARS))}</span>')
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
        out.append(terminal_badge(str(reason)))
    return " ".join(b for b in out if b)


def _screenshots(run_root: Path, session_id: str, group: StepGroup) -> str:
    shots = step_screenshots(run_root, session_id, group)
    if not shots:
        return '<div class="shots muted">no screenshot taken</div>'
    figures = []
    for rel in shots:
        # embedded, so the report works alone; a file Pillow cannot read is linked instead
        src = image_data_uri(run_root / rel) or href(rel)
        figures.append(
            f'<figure><img src="{src}" alt="step {group.step} screenshot">'
            f'<figcaption><a href="{href(rel)}">{esc(rel)}</a> (full size, in the run directory)'
            "</figcaption></figure>"
        )
    return '<div class="shots">' + "".join(figures) + "</div>"


def render_step(run_root: Path, session_id: str, group: StepGroup, *, final: bool = False) -> str:
    """One timeline entry (a ``<details class="step">``) for all the visits of one step; open when it
    is the ``final`` step or went wrong, collapsed otherwise."""
    prev_urls = [""] + [v.url for v in group.visits[:-1]]
    visits = "".join(
        render_visit(run_root, v, p, group) for v, p in zip(group.visits, prev_urls, strict=True)
    )
    opened = " open" if final or went_wrong(group) else ""
    where = f'<span class="url" title="{esc(group.url)}">{esc(group.url)}</span>' if group.url else ""
    return (
        f'<details class="step" id="step-{group.step}" data-step="{group.step}"{opened}>'
        f'<summary><span class="stepno">{group.step}</span>'
        f'<span class="headline">{esc(narration(group))}</span>'
        f'<span class="chips">{_headline_badges(run_root, group)}</span>'
        f'<span class="meta">{where}<span class="ms">{group.duration_ms:.0f} ms</span></span></summary>'
        f'<div class="step-body">{_screenshots(run_root, session_id, group)}'
        f'<div class="visits">{visits}</div></div></details>'
    )


def render_timeline(run_root: Path, session_id: str, groups: list[StepGroup]) -> str:
    if not groups:
        return '<section id="timeline"><h2>Timeline</h2><p class="muted">no steps were recorded</p></section>'
    last = groups[-1].step
    entries = "".join(render_step(run_root, session_id, g, final=g.step == last) for g in groups)
    return f'<section id="timeline"><h2>Timeline <span class="muted">({len(groups)} steps)</span></h2>{entries}</section>'
