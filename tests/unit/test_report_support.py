"""Builders of synthetic run directories for the report, run-list and report-page tests (no tests here).

Runs are written through the real ``Tracer`` so the files have exactly the shape producers write.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path
from typing import Any

from wayfinder.trace.records import RunSummary, StepRecord
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

HOSTILE = "<script>alert(1)</script>"
T0 = 1_790_000_000.0


def make_png(width: int = 8, height: int = 6) -> bytes:
    """A valid RGB PNG (a colored gradient), small enough to write in every test."""
    rows = []
    for y in range(height):
        row = bytearray(b"\x00")
        for x in range(width):
            row += bytes((x * 30 % 256, y * 40 % 256, 120))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    )


def _rec(sid: str, step: int, node: str, offset: float, **kw: Any) -> StepRecord:
    return StepRecord(session_id=sid, step=step, node=node, ts=T0 + offset, duration_ms=100.0, **kw)


def _observe(tr: Tracer, sid: str, step: int, url: str, title: str, screenshot: bool = True) -> StepRecord:
    artifacts: dict[str, str] = {}
    if screenshot:
        path = tr.screenshot_path(step)
        path.write_bytes(make_png())
        artifacts["screenshot"] = tr.relative(path)
    artifacts["observe"] = tr.write_artifact(step, "observe", {"url": url, "title": title})
    return _rec(
        sid,
        step,
        "observe",
        step * 10,
        url=url,
        observe={
            "url": url,
            "title": title,
            "page_type": "listing",
            "elements": [{"id": 1}, {"id": 2}],
            "total_elements": 40,
        },
        artifacts=artifacts,
    )


def _act_step(
    tr: Tracer, sid: str, step: int, action: dict[str, Any], label: str, ok: bool = True
) -> list[StepRecord]:
    url = f"http://127.0.0.1:8000/page{step}"
    plan = {
        "action": action,
        "intent": f"Clicking '{label}'",
        "element": {"id": action.get("element_id", 0), "tag": "a", "text": label, "role": "link"},
        "calls": 1,
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "cost_usd": 0.001},
    }
    exec_result = {
        "action": action,
        "ok": ok,
        "tier": "normal" if ok else None,
        "tiers_tried": ["normal"] if ok else ["normal", "wiggle", "js"],
        "error": None if ok else "element detached from DOM",
        "url_before": url,
        "url_after": f"http://127.0.0.1:8000/page{step + 1}" if ok else url,
        "url_changed": ok,
        "dom_changed": ok,
        "no_effect": not ok,
        "duration_ms": 42.0,
    }
    planner_artifact = tr.write_artifact(step, "planner", {"request": "...", "answer": plan})
    exec_artifact = tr.write_artifact(step, "exec", exec_result)
    return [
        _observe(tr, sid, step, url, f"Page {step}"),
        _rec(
            sid,
            step,
            "planner",
            step * 10 + 1,
            url=url,
            intent=plan["intent"],
            plan=plan,
            artifacts={"planner": planner_artifact},
        ),
        _rec(
            sid,
            step,
            "safety",
            step * 10 + 2,
            url=url,
            safety={"level": "low", "reasons": [], "confirmed": True, "confirmed_by": "auto"},
        ),
        _rec(
            sid,
            step,
            "execute",
            step * 10 + 3,
            url=url,
            ux_message=f"Clicking '{label}' (page {step} of 5)",
            exec=exec_result,
            artifacts={"exec": exec_artifact},
        ),
        _rec(
            sid,
            step,
            "progress",
            step * 10 + 4,
            url=url,
            progress={"score": 0.25 * step, "evidence": ["url changed"], "stage": "locate"},
            loop={"repeat_count": 0 if ok else 2, "stagnation_count": 1, "no_progress_steps": 0 if ok else 3},
        ),
    ]


def _summary(sid: str, **kw: Any) -> RunSummary:
    base: dict[str, Any] = {
        "session_id": sid,
        "goal": "Find the cheapest red kettle",
        "start_url": "http://127.0.0.1:8000/",
        "started_at": T0,
        "ended_at": T0 + 45.5,
        "duration_s": 45.5,
        "planner": "rules",
        "settings": {
            "planner": "rules",
            "max_steps": 30,
            "auto_confirm": "low",
            "mapping_limit": 150,
            "scroll_step": 700,
        },
    }
    base.update(kw)
    return RunSummary(**base)


def build_success_run(runs_dir: Path, sid: str = "20261122-041500-aaaa") -> Path:
    """An agent run of 4 steps with screenshots that ends goal_satisfied."""
    run = RunDir.create(runs_dir, sid)
    with Tracer(run) as tr:
        for step, label in ((1, "Kettles"), (2, "Next page"), (3, "Red kettle")):
            for rec in _act_step(tr, sid, step, {"type": "click", "element_id": step + 4}, label):
                tr.record(rec)
        url = "http://127.0.0.1:8000/page4"
        tr.record(_observe(tr, sid, 4, url, "Red kettle"))
        done = {"type": "done", "success": True, "answer": "Red kettle, 19.99"}
        tr.record(
            _rec(
                sid,
                4,
                "planner",
                41,
                url=url,
                intent="Finishing",
                plan={"action": done, "intent": "Finishing", "calls": 1},
            )
        )
        tr.record(
            _rec(
                sid,
                4,
                "goal_check",
                42,
                url=url,
                ux_message="Done: Red kettle, 19.99",
                terminal={
                    "reason": "goal_satisfied",
                    "type": "success",
                    "evidence": {"answer": "Red kettle, 19.99"},
                },
            )
        )
        tr.summary(
            _summary(
                sid,
                steps=4,
                planner_calls=4,
                terminal_reason="goal_satisfied",
                terminal_type="success",
                terminal_evidence={"answer": "Red kettle, 19.99"},
                answer="Red kettle, 19.99",
                prompt_tokens=300,
                completion_tokens=60,
                cost_usd=0.003,
            )
        )
    return run.root


def build_failed_run(runs_dir: Path, sid: str = "20261122-041600-bbbb") -> Path:
    """Two steps; the second click fails through every tier and the run ends loop_stuck."""
    run = RunDir.create(runs_dir, sid)
    with Tracer(run) as tr:
        for rec in _act_step(tr, sid, 1, {"type": "click", "element_id": 3}, "Search"):
            tr.record(rec)
        for rec in _act_step(tr, sid, 2, {"type": "click", "element_id": 9}, "Load more", ok=False):
            tr.record(rec)
        tr.record(_rec(sid, 2, "error_retry", 25, error="ActionFailed: element detached from DOM"))
        evidence = {
            "repeated_action_hashes": ["a1b2", "a1b2", "a1b2"],
            "frozen_url": "http://127.0.0.1:8000/page2",
        }
        tr.summary(
            _summary(
                sid,
                ended_at=T0 + 20,
                duration_s=20.0,
                steps=2,
                planner_calls=2,
                terminal_reason="loop_stuck",
                terminal_type="failure",
                terminal_evidence=evidence,
            )
        )
    return run.root


def build_unfinished_run(runs_dir: Path, sid: str = "20261122-041700-cccc") -> Path:
    """Two steps recorded, then the process died: no summary, and a truncated last line."""
    run = RunDir.create(runs_dir, sid)
    with Tracer(run) as tr:
        for step in (1, 2):
            for rec in _act_step(tr, sid, step, {"type": "scroll", "direction": "down"}, "page"):
                tr.record(rec)
    with run.trace_path.open("a", encoding="utf-8") as fh:
        fh.write('{"type": "step", "session_id": "x", "ste')
    return run.root


def build_portal_run(runs_dir: Path, sid: str = "20261122-041800-dddd") -> Path:
    """A portal run: statuses per step, recorded steps and script attempts with an error."""
    run = RunDir.create(runs_dir, sid)
    with Tracer(run) as tr:
        tr.record(_observe(tr, sid, 1, "http://127.0.0.1:8000/portal", "Disclaimer"))
        tr.record(_rec(sid, 1, "accept_disclaimer", 11, exec={"ok": True, "status": "disclaimer_accepted"}))
        tr.record(
            _rec(
                sid,
                2,
                "search_form",
                20,
                exec={"ok": True, "status": "form_filled", "fields": {"name": "Smith"}},
            )
        )
        tr.record(
            _rec(sid, 3, "test_script", 30, error="AssertionError: 0 rows", exec={"status": "attempt_failed"})
        )
        tr.record(_rec(sid, 4, "test_script", 40, exec={"status": "script_passed"}))
        tr.summary(
            _summary(
                sid,
                kind="portal",
                goal="Scrape records for Smith",
                steps=4,
                terminal_reason="goal_satisfied",
                terminal_type="success",
                extra={
                    "status": "script_passed",
                    "script_path": "scripts/portal_scraper.py",
                    "recorded_steps": [
                        "accept disclaimer",
                        {"action": "fill", "field": "name", "value": "Smith"},
                    ],
                    "attempts": [
                        {"attempt": 1, "ok": False, "error": "AssertionError: 0 rows"},
                        {"attempt": 2, "ok": True, "error": None},
                    ],
                },
            )
        )
    return run.root


def build_hostile_run(runs_dir: Path, sid: str = "20261122-041900-eeee") -> Path:
    """Page text, intent, answer and an artifact path carrying markup and a javascript: URL."""
    run = RunDir.create(runs_dir, sid)
    with Tracer(run) as tr:
        url = "http://127.0.0.1:8000/evil"
        tr.record(_observe(tr, sid, 1, url, HOSTILE))
        tr.record(
            _rec(
                sid,
                1,
                "planner",
                11,
                url=url,
                intent=HOSTILE,
                ux_message=HOSTILE,
                plan={
                    "action": {"type": "type", "element_id": 2, "text": HOSTILE},
                    "intent": HOSTILE,
                    "element": {"id": 2, "tag": "input", "text": HOSTILE},
                },
                artifacts={"evil": "javascript:alert(1)", "outside": "/etc/passwd"},
            )
        )
        tr.summary(
            _summary(
                sid,
                goal=HOSTILE,
                answer=HOSTILE,
                steps=1,
                terminal_reason="goal_failed",
                terminal_evidence={"why": HOSTILE},
            )
        )
    return run.root


def build_producer_shaped_run(runs_dir: Path, sid: str = "20261122-042000-9999") -> Path:
    """Sections shaped like agent/nodes write them today: element counts, no plan element, finalize."""
    run = RunDir.create(runs_dir, sid)
    url = "http://127.0.0.1:8000/list"
    with Tracer(run) as tr:
        observation = {
            "url": url,
            "elements": [{"id": 4, "tag": "button", "text": "Next page", "aria": {"label": None}}],
        }
        artifact = tr.write_artifact(1, "observe", observation)
        tr.record(
            _rec(
                sid,
                1,
                "observe",
                1,
                url=url,
                ux_message="Looking at a listing page",
                observe={
                    "url": url,
                    "title": "List",
                    "elements": 1,
                    "total_elements": 1,
                    "page_type": "listing",
                },
                loop={"trigger": None, "repeat": 2, "stagnation": 3},
                artifacts={"observation": artifact, "screenshot": ""},
            )
        )
        plan = {
            "action": {"type": "click", "element_id": 4},
            "intent": "Next page",
            "calls": 1,
            "stage": "locate",
        }
        tr.record(_rec(sid, 1, "planner", 2, url=url, intent="Next page", plan=plan))
        out = {
            "terminal_reason": "budget_exhausted",
            "terminal_type": "failure",
            "terminal_evidence": {"counter": "max_steps"},
        }
        tr.record(_rec(sid, 1, "finalize", 3, url=url, ux_message="Stopped: ran out of steps", terminal=out))
    return run.root
