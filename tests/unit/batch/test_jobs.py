"""Batch files: JSONL and CSV lines become checked jobs; every bad line is reported with its number."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.batch.jobs import BatchFileError, BatchInputs, load_jobs
from wayfinder.errors import ConfigError


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def _inputs(tmp_path: Path, site: str | None = "http://127.0.0.1:9/", **overrides: object) -> BatchInputs:
    return BatchInputs(dict(overrides), tmp_path / "runs", site)


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_jsonl_lines_become_jobs_with_their_own_run_folder_and_settings(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "goals.jsonl",
        '{"id": "a1", "goal": "open the help page", "url": "/help/", "settings": {"max_steps": 7}}\n'
        "\n# a comment line\n"
        '{"id": "a2", "goal": "find the blue kettle", "planner": "rules"}\n',
    )
    jobs = load_jobs(path, "agent", _inputs(tmp_path, max_steps=12), {})
    assert [(j.id, j.line) for j in jobs] == [("a1", 1), ("a2", 4)]
    assert jobs[0].url == "http://127.0.0.1:9/help/"
    assert jobs[0].settings.max_steps == 7 and jobs[1].settings.max_steps == 12
    assert jobs[1].settings.planner == "rules" and jobs[1].url is None
    assert jobs[0].settings.runs_dir == tmp_path / "runs" / "a1"
    assert jobs[0].settings.headless is True and jobs[0].settings.interactive_prompts is False


def test_csv_rows_take_pairs_and_names(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "goals.csv",
        "id,goal,url,settings,secrets\n"
        "c1,sign in to the club site,https://club.example/,max_steps=9;auto_confirm=medium,CLUB_PASS\n",
    )
    env = {"WAYFINDER_SECRET_CLUB_PASS": "hunter22"}
    (job,) = load_jobs(path, "agent", _inputs(tmp_path), env)
    assert job.settings.max_steps == 9 and job.settings.auto_confirm == "medium"
    assert job.secrets == {"CLUB_PASS": "hunter22"}
    assert "hunter22" not in repr(job)


def test_portal_lines_take_search_pairs(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "portals.jsonl",
        '{"id": "p1", "url": "/records/", "search": {"last_name": "Ng"}}\n'
        '{"id": "p2", "url": "https://county.example/search", "search": "last_name=Ode;city=Lyon"}\n',
    )
    jobs = load_jobs(path, "portal", _inputs(tmp_path), {})
    assert jobs[0].search == {"last_name": "Ng"}
    assert jobs[1].search == {"last_name": "Ode", "city": "Lyon"}


def test_every_bad_line_is_reported_with_its_number(tmp_path: Path) -> None:
    lines = [
        '{"id": "ok-1", "goal": "open the contact page"}',
        '{"id": "ok-2", "goal": "x", "colour": "red"}',
        '{"id": "no goal"}',
        '{"id": "b/4", "goal": "open the about page"}',
        '{"id": "ok-1", "goal": "open the about page"}',
        '{"id": "b6", "goal": "go", "settings": {"max_steps": "many"}}',
        '{"id": "b7", "goal": "go", "settings": {"runs_dir": "/tmp/x"}}',
        '{"id": "b8", "goal": "go", "secrets": {"PIN": "1234"}}',
        '{"id": "b9", "goal": "go", "secrets": ["MISSING_ONE"]}',
        '{"id": "b10", "goal": "go", "url": "ftp://files.example/"}',
        '{"id": "b11", "goal": "go", "settings": {"no_such_knob": 1}}',
    ]
    path = _write(tmp_path, "bad.jsonl", "\n".join(lines) + "\n")
    with pytest.raises(BatchFileError) as info:
        load_jobs(path, "agent", _inputs(tmp_path), {})
    problems = info.value.problems
    numbers = sorted(int(p.split(":")[1]) for p in problems)
    assert numbers == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    text = "\n".join(problems)
    for needle in (
        "colour",
        "missing goal",
        "may only use",
        "already used on line 1",
        "max_steps",
        "--runs-dir",
        "names only",
        "WAYFINDER_SECRET_MISSING_ONE",
        "ftp://",
        "no_such_knob",
    ):
        assert needle in text


def test_a_line_that_is_not_json_is_reported_before_any_check(tmp_path: Path) -> None:
    path = _write(tmp_path, "broken.jsonl", '{"id": "a", "goal": "go"}\n{"id": "b", "goal": \n')
    with pytest.raises(BatchFileError) as info:
        load_jobs(path, "agent", _inputs(tmp_path), {})
    assert info.value.problems[0].startswith(f"{path}:2: not valid JSON")


def test_a_path_url_needs_a_site(tmp_path: Path) -> None:
    path = _write(tmp_path, "rel.jsonl", '{"id": "r", "goal": "open the shop", "url": "/shop/"}\n')
    with pytest.raises(BatchFileError, match="--site"):
        load_jobs(path, "agent", _inputs(tmp_path, site=None), {})


def test_an_empty_or_missing_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        load_jobs(tmp_path / "nope.jsonl", "agent", _inputs(tmp_path), {})
    empty = _write(tmp_path, "empty.jsonl", "\n# nothing\n")
    with pytest.raises(ConfigError, match="no runs"):
        load_jobs(empty, "agent", _inputs(tmp_path), {})
