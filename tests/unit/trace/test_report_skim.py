"""The report made for skimming: rows collapsed except a failed or the final step, the planner's
narration on the row, action chips with the element's label, long URLs kept to their row, and the
screenshots embedded so the file works alone at a sane size."""

from __future__ import annotations

import base64
import io
import re
import shutil
from pathlib import Path

from PIL import Image

from tests.fixtures.report import LONG_URL, build_failed_run, build_skim_run, build_success_run
from wayfinder.trace.report import write_report
from wayfinder.trace.report_sections import describe_action


def _rows(html: str) -> dict[str, str]:
    """step number -> the opening tag of its <details> and its <summary> markup."""
    found = re.findall(r'(<details class="step"[^>]*>)<summary>(.*?)</summary>', html, flags=re.S)
    return {re.search(r'data-step="(\d+)"', tag).group(1): tag + summary for tag, summary in found}  # type: ignore[union-attr]


def test_only_a_failed_step_and_the_final_step_are_open(tmp_path: Path) -> None:
    html = write_report(build_skim_run(tmp_path)).read_text(encoding="utf-8")
    opened = {step for step, row in _rows(html).items() if " open" in row.split(">")[0]}
    assert opened == {"2", "3"}  # step 2 failed, step 3 is the last; step 1 went fine


def test_every_step_of_a_clean_run_is_collapsed_but_the_last(tmp_path: Path) -> None:
    html = write_report(build_success_run(tmp_path)).read_text(encoding="utf-8")
    opened = {step for step, row in _rows(html).items() if " open" in row.split(">")[0]}
    assert opened == {"4"}
    failed = write_report(build_failed_run(tmp_path)).read_text(encoding="utf-8")
    opened = {step for step, row in _rows(failed).items() if " open" in row.split(">")[0]}
    assert opened == {"2"}


def test_the_row_shows_the_narration_not_the_page_title(tmp_path: Path) -> None:
    rows = _rows(write_report(build_skim_run(tmp_path)).read_text(encoding="utf-8"))
    assert '<span class="headline">Opening the cheapest 4K monitor under $300</span>' in rows["1"]
    assert "Looking at" not in rows["1"] and "Search | Shop" not in rows["1"]


def test_the_action_chip_carries_the_element_label_from_the_observation_artifact(tmp_path: Path) -> None:
    rows = _rows(write_report(build_skim_run(tmp_path)).read_text(encoding="utf-8"))
    assert "click [69] &quot;Acer Vero 24 4K Monitor&quot;" in rows["1"]  # the plan section had no element
    assert "click [9] &quot;Add to cart&quot;" in rows["2"]  # the plan section's own element


def test_describe_action_names_the_target_and_what_goes_into_it() -> None:
    search = {"id": 3, "tag": "input", "aria": {"label": "Search products"}}
    typed = {"type": "type", "element_id": 3, "text": "4K monitor", "submit": True}
    assert describe_action(typed, search) == 'type "4K monitor" into [3] "Search products" + Enter'
    assert describe_action(typed) == 'type "4K monitor" into [3] + Enter'
    assert describe_action({"type": "click", "element_id": 5}, {"id": 6, "text": "Other"}) == "click [5]"
    sort = {"type": "select_option", "element_id": 8, "label": "Price: low to high"}
    assert (
        describe_action(sort, {"id": 8, "text": "Sort by"})
        == 'select_option "Price: low to high" in [8] "Sort by"'
    )
    assert describe_action({"type": "press_key", "key": "Escape"}) == "press_key Escape"


def test_a_long_url_is_one_line_with_the_whole_url_as_its_title(tmp_path: Path) -> None:
    rows = _rows(write_report(build_skim_run(tmp_path)).read_text(encoding="utf-8"))
    escaped = LONG_URL.replace("&", "&amp;")
    assert f'<span class="url" title="{escaped}">' in rows["1"]
    css = (Path(__file__).resolve().parents[3] / "src/wayfinder/trace/report.css").read_text()
    rule = re.search(r"^\.url \{([^}]*)\}", css, flags=re.M)
    assert rule and "text-overflow: ellipsis" in rule.group(1) and "white-space: nowrap" in rule.group(1)


def _images(html: str) -> list[bytes]:
    return [base64.b64decode(b) for b in re.findall(r'<img src="data:image/jpeg;base64,([^"]+)"', html)]


def test_screenshots_are_embedded_downscaled_so_the_moved_report_still_shows_them(tmp_path: Path) -> None:
    root = build_skim_run(tmp_path / "runs", big_shots=True)
    png_bytes = sum(p.stat().st_size for p in (root / "screenshots").glob("*.png"))
    report = write_report(root)
    moved = tmp_path / "mailed" / "report.html"
    moved.parent.mkdir()
    shutil.move(report, moved)
    shutil.rmtree(root)  # nothing of the run directory is left next to the report
    html = moved.read_text(encoding="utf-8")
    images = _images(html)
    assert len(images) == 2 and html.count("<img ") == 2
    for data in images:
        assert len(data) < 100_000
        with Image.open(io.BytesIO(data)) as image:
            assert image.format == "JPEG" and image.width <= 900
    # the whole page, base64 and all, weighs less than the two screenshots it shows
    assert len(html.encode()) < png_bytes


def test_an_unreadable_screenshot_is_linked_not_embedded(tmp_path: Path) -> None:
    root = build_skim_run(tmp_path)
    shot = next((root / "screenshots").glob("*_001.png"))
    shot.write_bytes(b"\x89PNG truncated")
    html = write_report(root).read_text(encoding="utf-8")
    assert len(_images(html)) == 1
    assert f'<img src="screenshots/{shot.name}"' in html
