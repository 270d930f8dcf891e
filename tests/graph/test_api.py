"""The Python API as the README shows it: the "From Python" example, run as written against the demo
shop (only its start URL points at the test's demo server)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.graph

README = Path(__file__).resolve().parents[2] / "README.md"
EXAMPLE_HOST = "http://127.0.0.1:8000"


def readme_example() -> str:
    """The first Python block of the README's "From Python" section."""
    text = README.read_text(encoding="utf-8")
    section = re.search(r"^## From Python\n(.*?)(?=^## )", text, flags=re.S | re.M)
    assert section, "README.md has no '## From Python' section"
    block = re.search(r"```python\n(.*?)```", section.group(1), flags=re.S)
    assert block, "the 'From Python' section has no python example"
    return block.group(1)


def test_the_readme_example_runs(
    demo: DemoServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    code = readme_example()
    assert EXAMPLE_HOST in code and 20 <= len(code.strip().splitlines()) <= 30
    exec(compile(code.replace(EXAMPLE_HOST, demo.url), "README.md", "exec"), {"__name__": "__main__"})
    out = capsys.readouterr().out.splitlines()
    # the custom planner drove the run: its search reached the shop, and its intents were events
    assert ("GET", "/shop/search?q=usb-c+hub") in demo.requests
    assert any("intent" in line and "Searching for USB-C hubs" in line for line in out)
    terminal, answer_and_report = out[-1].split(" ", 1)
    assert terminal == "goal_satisfied"
    assert "usb-c hub" in answer_and_report
    report = Path(answer_and_report.rsplit(" ", 1)[1])
    assert (tmp_path / report).is_file()  # under the working directory's runs/ (relative or absolute)
