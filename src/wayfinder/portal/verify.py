"""Judge a run of the generated script against the oracle captured during the walk (pure), and
repair the recorded steps after a failure (pure).

The oracle is what the walk saw: the column headers, the first rows, and the "N records found" total.
A script passes when it exits 0 and writes the same headers, at least one row, the same first row,
and N rows when N was shown.
"""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict

from wayfinder.portal.steps import MAX_WAIT_MS, Step

FAILED_RE = re.compile(r"^STEP-FAILED (\d+) (.*)$", re.M)
USED_RE = re.compile(r"^STEP-USED (\d+) (\d+)$", re.M)
SERVER_ERROR_RE = re.compile(r"server answered HTTP 5\d\d")
MATCHING_RE = re.compile(r"alternatives matching now: \[([\d, ]+)\]")


class Oracle(TypedDict):
    headers: list[str]
    first_rows: list[list[str]]
    expected_total: int | None  # rows the portal states, exactly (None: not stated)
    expected_pages: NotRequired[int | None]  # pages the portal states ("Page 1 of 15")
    page_rows: NotRequired[int]  # rows on the first page the walk saw


@dataclass
class ScriptTest:
    """How one test run of a generated script compared with the oracle the walk captured (not a goal's
    verdict: that is ``wayfinder.judge``)."""

    ok: bool
    error: str = ""
    failing_step: int | None = None
    rows: int = 0


def parse_rows(stdout: str, fmt: str = "csv") -> tuple[list[str], list[list[str]]]:
    if fmt == "json":
        data: list[dict[str, Any]] = json.loads(stdout or "[]")
        headers = list(data[0].keys()) if data else []
        return headers, [[str(v) for v in d.values()] for d in data]
    table = list(csv.reader(io.StringIO(stdout)))
    return (table[0], table[1:]) if table else ([], [])


def judge(returncode: int, stdout: str, stderr: str, oracle: Oracle) -> ScriptTest:
    """Compare one script run with the oracle; on failure name the step the script reported."""
    failed = FAILED_RE.findall(stderr)
    if failed:
        index, message = failed[-1]
        return ScriptTest(False, message.strip(), int(index))
    if returncode != 0:
        tail = " | ".join(stderr.strip().splitlines()[-3:])
        return ScriptTest(False, f"the script exited with {returncode}: {tail}")
    headers, rows = parse_rows(stdout)
    if headers != oracle["headers"]:
        return ScriptTest(
            False, f"headers {headers} differ from the captured {oracle['headers']}", rows=len(rows)
        )
    if not rows:
        return ScriptTest(False, "the script wrote no rows")
    first = oracle["first_rows"][:1]
    if first and rows[0] != first[0]:
        return ScriptTest(False, f"first row {rows[0]} differs from the captured {first[0]}", rows=len(rows))
    expected = oracle["expected_total"]
    if expected is not None and len(rows) != expected:
        return ScriptTest(
            False, f"the script wrote {len(rows)} rows, but the portal states {expected}", rows=len(rows)
        )
    pages, size = oracle.get("expected_pages"), oracle.get("page_rows") or 0
    if expected is None and pages and size and not (pages - 1) * size < len(rows) <= pages * size:
        return ScriptTest(
            False,
            f"the script wrote {len(rows)} rows, but the portal states {pages} pages of {size}",
            rows=len(rows),
        )
    return ScriptTest(True, rows=len(rows))


def used_alternatives(stderr: str) -> dict[int, int]:
    """Steps that only worked through another alternative (``STEP-USED i k``), last report wins."""
    return {int(i): int(k) for i, k in USED_RE.findall(stderr)}


def fix_steps(
    steps: list[Step], failing_step: int | None, error: str, used: dict[int, int]
) -> tuple[list[Step], str]:
    """Repair the steps: promote alternatives that worked, move the failing step to the alternative
    that matches now (or its next one), and extend its wait. Returns the new steps and what changed."""
    new: list[Step] = [dict(s) for s in steps]  # type: ignore[misc]
    changes = []
    for index, alt in used.items():
        if 0 <= index < len(new) and new[index]["active"] != alt and alt < len(new[index]["selectors"]):
            new[index]["active"] = alt
            changes.append(f"step {index}: prefer alternative {alt} (it worked)")
    if failing_step is None or not 0 <= failing_step < len(new):
        return new, "; ".join(changes) or "no step to repair"
    step = new[failing_step]
    matching = MATCHING_RE.search(error)
    if SERVER_ERROR_RE.search(error):
        changes.append(f"step {failing_step}: the server failed, selectors kept")
    elif matching:
        target = int(matching.group(1).split(",")[0])
        step["active"] = target
        changes.append(f"step {failing_step}: switch to alternative {target} (it matches now)")
    elif step["active"] + 1 < len(step["selectors"]):
        step["active"] += 1
        changes.append(f"step {failing_step}: try alternative {step['active']}")
    wait = min(int(step["wait_ms"] * 1.5), MAX_WAIT_MS)
    if wait != step["wait_ms"]:
        changes.append(f"step {failing_step}: wait {step['wait_ms']} -> {wait} ms")
        step["wait_ms"] = wait
    return new, "; ".join(changes)
