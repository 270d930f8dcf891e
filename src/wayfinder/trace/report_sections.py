"""Renderers for the sections of one StepRecord (observe, plan, safety, exec, progress, loop, terminal).

Each renderer shows the keys it knows by name and then every other key the producer wrote, so a
section is never silently hidden. Missing or None keys are simply left out. See ``report.py`` for
the list of keys read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wayfinder.trace.report_html import (
    Html,
    as_dict,
    as_list,
    badge,
    compact,
    esc,
    fmt_score,
    kv_table,
    rest_table,
    url_html,
)

LABEL_CHARS = 60  # an element label on an action chip


def element_label(element: Any) -> str:
    """The best human name of an Element dump (aria label, text, placeholder, name), or ""."""
    data = as_dict(element)
    aria = as_dict(data.get("aria"))
    label = aria.get("label") or data.get("text") or data.get("placeholder") or data.get("name") or ""
    return str(label)


def _target(data: dict[str, Any], element: Any) -> str:
    """``[69] "Acer Vero 24"``: the element id and, when the element is known, its label."""
    element_id = data.get("element_id")
    if element_id is None:
        return ""
    known = as_dict(element)
    label = element_label(known) if known.get("id") in (None, element_id) else ""
    return f'[{element_id}] "{compact(label, LABEL_CHARS)}"' if label else f"[{element_id}]"


def describe_action(action: Any, element: Any = None) -> str:
    """Plain text for an action dict: ``click [69] "Acer Vero 24"``, ``type "milk" into [3] "Search"
    + Enter``, ``navigate https://…``. ``element`` (an Element dump) names the target when given."""
    data = as_dict(action)
    if not data:
        return ""
    kind = str(data.get("type", "?"))
    target = _target(data, element)
    value = next((data[k] for k in ("text", "label", "query", "answer", "question") if data.get(k)), None)
    if kind in ("type", "select_option") and value is not None and target:
        where = "into" if kind == "type" else "in"
        parts = [kind, f'"{compact(value, 120)}"', where, target]
    else:
        parts = [kind, target, f'"{compact(value, 120)}"' if value is not None else ""]
    if data.get("key"):
        parts.insert(1, str(data["key"]))
    for key in ("url", "direction"):
        if data.get(key):
            parts.append(str(data[key]))
    if data.get("tab_id") is not None:
        parts.append(f"tab {data['tab_id']}")
    if data.get("to_element_id") is not None:
        parts.append(f"onto [{data['to_element_id']}]")
    if data.get("submit"):
        parts.append("+ Enter")
    if kind == "done" and data.get("success") is False:
        parts.append("(cannot be done)")
    return " ".join(p for p in parts if p)


def describe_element(element: Any) -> str:
    """``#5 <button> "Next page" (role=link)`` from an Element dump; tolerant of partial dicts."""
    data = as_dict(element)
    if not data:
        return ""
    label = element_label(data)
    parts = []
    if data.get("id") is not None:
        parts.append(f"#{data['id']}")
    if data.get("tag"):
        parts.append(f"<{data['tag']}>")
    if label:
        parts.append(f'"{compact(label, 120)}"')
    if data.get("role"):
        parts.append(f"(role={data['role']})")
    if data.get("href"):
        parts.append(f"-> {compact(data['href'], 120)}")
    return " ".join(parts)


def _block(title: str, css: str, body: str) -> str:
    if not body:
        return ""
    return f'<div class="section {esc(css)}"><h5>{esc(title)}</h5>{body}</div>'


def render_observe(section: dict[str, Any]) -> str:
    elements = section.get("elements")
    count = len(elements) if isinstance(elements, list) else elements
    if not isinstance(count, int):
        count = section.get("element_count")
    shown = ("title", "url", "page_type", "element_count", "elements", "total_elements", "screenshot_path")
    body = kv_table(
        [
            ("title", section.get("title")),
            ("url", url_html(str(section["url"])) if section.get("url") else None),
            ("page type", section.get("page_type")),
            ("elements", count),
            ("elements found", section.get("total_elements")),
        ]
    )
    return _block("observation", "observe", body + rest_table(section, shown))


def _usage_text(usage: Any) -> str | None:
    data = as_dict(usage)
    if not data:
        return None
    text = f"{data.get('prompt_tokens', 0)} prompt + {data.get('completion_tokens', 0)} completion tokens"
    if data.get("cost_usd") is not None:
        text += f", ${data['cost_usd']:.4f}" if isinstance(data["cost_usd"], int | float) else ""
    return text


def render_plan(section: dict[str, Any]) -> str:
    shown = ("intent", "action", "element", "calls", "usage", "observed_element")
    element = section.get("element") or section.get("observed_element")
    body = kv_table(
        [
            ("intent", section.get("intent")),
            ("action", describe_action(section.get("action"), element)),
            ("element", describe_element(element)),
            ("planner calls", section.get("calls")),
            ("usage", _usage_text(section.get("usage"))),
        ]
    )
    return _block("planner", "plan", body + rest_table(section, shown))


def render_safety(section: dict[str, Any]) -> str:
    level = section.get("level")
    level_html = badge(str(level), {"low": "ok", "medium": "warn", "high": "bad"}.get(str(level), "info"))
    reasons = "".join(f"<li>{esc(r)}</li>" for r in as_list(section.get("reasons")))
    shown = ("level", "reasons", "requires_confirmation", "allowed", "confirmed", "confirmed_by")
    body = (f"<p>risk {level_html}</p>" if level else "") + (f"<ul>{reasons}</ul>" if reasons else "")
    body += kv_table(
        [
            ("needs confirmation", section.get("requires_confirmation")),
            ("allowed", section.get("allowed")),
            ("confirmed", section.get("confirmed")),
            ("confirmed by", section.get("confirmed_by")),
        ]
    )
    return _block("safety", "safety", body + rest_table(section, shown))


def state_change_badges(section: dict[str, Any]) -> str:
    """url changed / DOM changed / no effect, as badges."""
    out = []
    if section.get("url_changed"):
        out.append(badge("url changed", "info"))
    if section.get("dom_changed"):
        out.append(badge("DOM changed", "info"))
    if section.get("no_effect"):
        out.append(badge("no effect", "warn"))
    return " ".join(out)


def render_exec(section: dict[str, Any]) -> str:
    ok = section.get("ok")
    head = badge("ok", "ok") if ok else badge("failed", "bad") if ok is False else ""
    tiers = " → ".join(str(t) for t in as_list(section.get("tiers_tried")))
    url_move = None
    if (
        section.get("url_before")
        and section.get("url_after")
        and section.get("url_before") != section.get("url_after")
    ):
        url_move = Html(f"{url_html(section['url_before'])} → {url_html(section['url_after'])}")
    shown = (
        "ok", "action", "tier", "tiers_tried", "error", "url_before", "url_after", "url_changed",
        "dom_changed", "no_effect", "element_id", "new_tab_id", "download_path", "duration_ms", "note",
        "screenshot_path",
    )  # fmt: skip
    body = f"<p>{head} {state_change_badges(section)}</p>" if head or state_change_badges(section) else ""
    body += kv_table(
        [
            ("action", describe_action(section.get("action"))),
            ("fallback tier used", section.get("tier")),
            ("tiers tried", tiers),
            ("error", section.get("error")),
            ("url", url_move),
            ("new tab", section.get("new_tab_id")),
            ("download", section.get("download_path")),
            ("note", section.get("note")),
            (
                "took",
                f"{section['duration_ms']:.0f} ms"
                if isinstance(section.get("duration_ms"), int | float)
                else None,
            ),
        ]
    )
    return _block("execution", "exec", body + rest_table(section, shown))


def render_verdict(v: Any) -> str:
    """The verifier's verdict in words: backed by evidence or not, what was missing, the question."""
    data = as_dict(v)
    if not data:
        return ""
    verdict = "verified" if data.get("verified") else "not verified"
    items: list[tuple[str, Any]] = [("verdict", f"{verdict} ({data.get('kind', '')})")]
    items += [("evidence", e) for e in as_list(data.get("evidence"))]
    items += [("missing", m) for m in as_list(data.get("missing"))]
    if data.get("sentence") and not data.get("verified"):
        items.append(("why", data["sentence"]))
    if data.get("question"):
        items.append(("question for you", data["question"]))
    return '<div class="verification">' + kv_table(items, "kv verification") + "</div>"


def render_progress(section: dict[str, Any]) -> str:
    """A step's progress, or (a goal_check that judged a claim of success) the claim and its verdict."""
    shown = ("score", "stage", "evidence", "claim", "verification")
    evidence = "".join(f"<li>{esc(compact(e, 300))}</li>" for e in as_list(section.get("evidence")))
    body = kv_table(
        [
            ("claim", section.get("claim")),
            ("score", fmt_score(section.get("score"))),
            ("stage", section.get("stage")),
        ]
    )
    body += render_verdict(section.get("verification"))
    body += f"<ul>{evidence}</ul>" if evidence else ""
    return _block("progress", "progress", body + rest_table(section, shown))


def _first(section: dict[str, Any], *keys: str) -> Any:
    for key in keys:
        if section.get(key) is not None:
            return section[key]
    return None


def render_loop(section: dict[str, Any]) -> str:
    shown = ("repeat_count", "repeat", "stagnation_count", "stagnation", "no_progress_steps", "trigger")
    body = kv_table(
        [
            ("repeat count", _first(section, "repeat_count", "repeat")),
            ("stagnation count", _first(section, "stagnation_count", "stagnation")),
            ("steps without progress", section.get("no_progress_steps")),
            ("trigger", section.get("trigger")),
        ]
    )
    return _block("loop detection", "loop", body + rest_table(section, shown))


# shown elsewhere: the answer in the report's header, the verdict by render_verdict
NOT_EVIDENCE_ROWS = ("answer", "verification")


def evidence_rows(evidence: Any) -> list[tuple[str, Any]]:
    """A terminal's evidence as rows, without what the report shows elsewhere (the answer, the verdict)."""
    return [(k, v) for k, v in as_dict(evidence).items() if k not in NOT_EVIDENCE_ROWS]


def render_terminal(section: dict[str, Any]) -> str:
    reason = section.get("reason") or section.get("terminal_reason")
    kind = section.get("type") or section.get("terminal_type")
    shown = ("reason", "terminal_reason", "type", "terminal_type", "evidence", "terminal_evidence")
    evidence = as_dict(section.get("evidence") or section.get("terminal_evidence"))
    body = kv_table([("reason", reason), ("type", kind)])
    body += render_verdict(evidence.get("verification")) + kv_table(evidence_rows(evidence))
    return _block("terminal", "terminal", body + rest_table(section, shown))


def render_resume(section: dict[str, Any]) -> str:
    """A durable run paused for a person ("waiting") or went on after a pause or a crash ("resumed")."""
    shown = ("why", "from_step", "decision", "reason", "waiting_for")
    body = kv_table(
        [
            ("why", section.get("why")),
            ("from step", section.get("from_step")),
            ("waiting for", section.get("waiting_for")),
            ("decision", section.get("decision")),
            ("reason", section.get("reason")),
        ]
    )
    return _block("resume", "resume", body + rest_table(section, shown))


SECTION_RENDERERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "observe": render_observe,
    "plan": render_plan,
    "safety": render_safety,
    "exec": render_exec,
    "progress": render_progress,
    "loop": render_loop,
    "terminal": render_terminal,
    "resume": render_resume,
}
