"""The HTML report from synthetic run directories: sections, one entry per step, relative links, escaping."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.fixtures.report import (
    HOSTILE,
    build_failed_run,
    build_hostile_run,
    build_portal_run,
    build_producer_shaped_run,
    build_success_run,
    build_unfinished_run,
)
from wayfinder.errors import ConfigError
from wayfinder.trace.report import write_report


class _Collector(HTMLParser):
    """Collects tags with attributes, and the text, of a report page."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def find(self, tag: str, **attrs: str) -> list[dict[str, str | None]]:
        out = []
        for name, got in self.tags:
            if name != tag:
                continue
            if all(k in got and v in (got[k] or "").split() for k, v in attrs.items()):
                out.append(got)
        return out


def parse(path: Path) -> tuple[str, _Collector]:
    html = path.read_text(encoding="utf-8")
    collector = _Collector()
    collector.feed(html)
    return html, collector


def test_success_run_has_every_section_and_one_entry_per_step(tmp_path: Path) -> None:
    root = build_success_run(tmp_path)
    out = write_report(root)
    assert out == root / "report.html"
    html, doc = parse(out)
    steps = doc.find("details", **{"class": "step"})
    assert [s["data-step"] for s in steps] == ["1", "2", "3", "4"]
    for section_id in ("overview", "settings", "timeline"):
        assert doc.find("section", id=section_id)
    text = " ".join(doc.text)
    assert "Find the cheapest red kettle" in text
    assert "goal_satisfied" in text
    assert "Red kettle, 19.99" in text  # answer and evidence
    assert "300 prompt + 60 completion = 360 ($0.0030)" in text
    assert "45.5 s" in text
    assert "Clicking 'Next page' (page 2 of 5)" in text  # ux_message
    assert "click [6]" in text  # the chosen action
    assert '#6 <a> "Next page" (role=link)' in text  # the element
    assert "url changed" in text and "DOM changed" in text
    assert "0.50" in text  # progress score of step 2
    # visits kept in order inside a step
    step2 = html.split('id="step-2"')[1].split('id="step-3"')[0]
    nodes = re.findall(r'class="visit" data-node="([^"]+)"', step2)
    assert nodes == ["observe", "planner", "safety", "execute", "progress"]


def test_screenshots_are_embedded_and_artifacts_are_relative_links_that_exist(tmp_path: Path) -> None:
    root = build_success_run(tmp_path)
    _, doc = parse(write_report(root))
    images = doc.find("img")
    assert len(images) == 4
    assert all((i["src"] or "").startswith("data:image/jpeg;base64,") for i in images)
    links = [a["href"] for a in doc.find("a") if a.get("href")]
    assert any(h and h.startswith("state/") and h.endswith("_planner.json") for h in links)
    assert sum(1 for h in links if h and h.startswith("screenshots/")) >= 4  # the full-size PNGs
    for target in links:
        assert target and not target.startswith(("/", "file:", "http")), target
        assert (root / target).is_file(), target


def test_failed_run_shows_tiers_error_and_evidence(tmp_path: Path) -> None:
    root = build_failed_run(tmp_path)
    html, doc = parse(write_report(root))
    text = " ".join(doc.text)
    assert "loop_stuck" in text
    assert "repeated_action_hashes" in text and "a1b2" in text
    assert "normal → wiggle → js" in text
    assert "element detached from DOM" in text
    assert "no effect" in text
    assert "ActionFailed: element detached from DOM" in text  # error_retry visit error
    assert len(doc.find("details", **{"class": "step"})) == 2
    assert 'class="badge bad">failed' in html


def test_unfinished_run_says_so_and_shows_what_exists(tmp_path: Path) -> None:
    root = build_unfinished_run(tmp_path)
    _, doc = parse(write_report(root))
    text = " ".join(doc.text)
    assert "run did not finish" in text
    assert len(doc.find("details", **{"class": "step"})) == 2
    assert "planner calls" in text
    assert "200 prompt + 40 completion = 240 ($0.0020)" in text  # summed from two steps' usage


def test_portal_run_shows_statuses_recorded_steps_and_attempts(tmp_path: Path) -> None:
    root = build_portal_run(tmp_path)
    html, doc = parse(write_report(root))
    assert doc.find("section", id="portal")
    text = " ".join(doc.text)
    assert "Recorded steps (2)" in text and "accept disclaimer" in text
    assert "Script attempts (2)" in text and "AssertionError: 0 rows" in text
    assert "status disclaimer_accepted" in text and "status attempt_failed" in text
    assert html.count('class="bad-row"') == 1
    assert len(doc.find("details", **{"class": "step"})) == 4
    assert "Captured columns, first 2 rows" in text and "SMITH, ANN" in text and "01/02/2020" in text
    assert "<b>BO</b>" not in html  # page text in a sample row is escaped


def test_hostile_strings_are_escaped_and_never_linked(tmp_path: Path) -> None:
    root = build_hostile_run(tmp_path)
    html, doc = parse(write_report(root))
    assert "<script" not in html.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert HOSTILE in " ".join(doc.text)  # shown to the reader as text
    hrefs = [a.get("href") or "" for a in doc.find("a")]
    assert not any("javascript" in h or "passwd" in h for h in hrefs)
    assert "outside the run directory" in html


def test_missing_or_empty_directory_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        write_report(tmp_path / "nope")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ConfigError, match="not a run directory"):
        write_report(tmp_path / "empty")


def test_unknown_keys_from_a_newer_producer_are_kept(tmp_path: Path) -> None:
    root = build_success_run(tmp_path)
    trace = root / "logs" / "trace.jsonl"
    lines = trace.read_text().splitlines()
    lines.insert(
        1,
        lines[0]
        .replace('"node": "observe"', '"node": "observe", "brand_new": 1')
        .replace('"step": 1', '"step": 7'),
    )
    lines.insert(2, "not json at all")
    trace.write_text("\n".join(lines) + "\n")
    _, doc = parse(write_report(root))
    assert [s["data-step"] for s in doc.find("details", **{"class": "step"})] == ["1", "2", "3", "4", "7"]
    assert "1 unreadable trace line(s) were skipped." in " ".join(doc.text)


def test_sections_shaped_like_the_agent_nodes_write_them(tmp_path: Path) -> None:
    root = build_producer_shaped_run(tmp_path)
    html, doc = parse(write_report(root))
    text = " ".join(doc.text)
    assert '#4 <button> "Next page"' in text  # element found in the observation artifact
    step1 = html.split('id="step-1"')[1]
    assert re.search(r"<th>elements</th><td>1</td>", step1)
    assert re.search(r"<th>repeat count</th><td>2</td>", step1)
    assert re.search(r"<th>stagnation count</th><td>3</td>", step1)
    assert re.search(r"<th>reason</th><td>budget_exhausted</td>", step1)
    assert "max_steps" in text
    assert "no screenshot taken" in text
    assert "run did not finish" in text  # no summary was written
