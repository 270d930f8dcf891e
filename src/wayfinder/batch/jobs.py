"""Batch files: one run per line, read and checked before anything runs.

A batch file is JSONL (one JSON object per line) or CSV (a header row, then one row per run). Agent
runs take ``id``, ``goal``, optional ``url``, ``planner``, ``settings`` (overrides, validated like
``--set``) and ``secrets`` (NAMES only; each value comes from ``WAYFINDER_SECRET_<NAME>`` in the
environment, never from the file). Portal jobs take ``id``, ``url`` and ``search`` (field/value pairs).

Every problem is reported with its line number, all at once (:class:`BatchFileError`, exit 64), so a
500-line file is fixed in one pass. In CSV, ``settings`` and ``search`` are ``KEY=VALUE`` pairs
separated by ``;`` (or a JSON object) and ``secrets`` names are separated by spaces, commas or ``;``.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urljoin

from wayfinder.agent.run import validate_goal, validate_start_url
from wayfinder.errors import ConfigError
from wayfinder.safety.secrets import ENV_PREFIX, SecretStore
from wayfinder.settings import Settings, load_settings

JobKind = Literal["agent", "portal"]
ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
KEYS: dict[JobKind, frozenset[str]] = {
    "agent": frozenset({"id", "goal", "url", "planner", "settings", "secrets"}),
    "portal": frozenset({"id", "url", "search", "settings"}),
}
REQUIRED: dict[JobKind, tuple[str, ...]] = {"agent": ("id", "goal"), "portal": ("id", "url")}
# the batch owns these: each run's directory, and nobody is at a terminal to answer a question
BATCH_OWNED = {"runs_dir": "--runs-dir", "interactive_prompts": "a batch (nobody is there to answer)"}


class BatchFileError(ConfigError):
    """Every bad line of a batch file, one ``FILE:LINE: problem`` per line."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass(frozen=True)
class Job:
    """One line of a batch file, checked. ``settings`` are the run's final settings (driver-built,
    so a remote worker needs no config of its own); ``secrets`` hold the values read from the
    environment for the names the line gave (``repr`` hides them)."""

    id: str
    line: int
    kind: JobKind
    settings: Settings
    goal: str = ""
    url: str | None = None
    search: dict[str, str] = field(default_factory=dict)
    secrets: dict[str, str] = field(default_factory=dict, repr=False)
    resume: str | None = None  # the session of an earlier run of this job that died, to continue

    def relocated(self, runs_root: Path) -> Job:
        """The same job writing its run directory under ``runs_root/<id>`` (a Ray node's temp dir,
        where no earlier run is: it starts afresh)."""
        settings = self.settings.model_copy(update={"runs_dir": Path(runs_root) / self.id})
        return replace(self, settings=settings, resume=None)


@dataclass
class _Line:
    number: int
    data: dict[str, Any]


def read_lines(path: Path) -> list[_Line]:
    """The file's records with their line numbers; JSONL or CSV by extension, else by the first
    character (``{`` means JSONL). A line that is not a JSON object is a BatchFileError."""
    if not path.is_file():
        raise ConfigError(f"batch file {path} does not exist")
    text = path.read_text(encoding="utf-8-sig")
    suffix = path.suffix.lower()
    if suffix == ".csv" or (
        suffix not in (".jsonl", ".ndjson", ".json") and not text.lstrip().startswith("{")
    ):
        return _csv_lines(text)
    lines, problems = [], []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            problems.append(f"{path}:{number}: not valid JSON ({exc.msg} at column {exc.colno})")
            continue
        if not isinstance(data, dict):
            problems.append(f"{path}:{number}: expected a JSON object, got {type(data).__name__}")
            continue
        lines.append(_Line(number, data))
    if problems:
        raise BatchFileError(problems)
    return lines


def _csv_lines(text: str) -> list[_Line]:
    reader = csv.DictReader(io.StringIO(text))
    out = []
    for row in reader:
        data = {k.strip(): (v or "").strip() for k, v in row.items() if k is not None}
        if not any(data.values()):
            continue
        out.append(_Line(reader.line_num, {k: v for k, v in data.items() if v != ""}))
    return out


def _pairs(value: Any, what: str) -> dict[str, Any]:
    """An object, or ``KEY=VALUE;KEY=VALUE`` text (CSV), or a JSON object as text."""
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items()}
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("{"):
            try:
                return _pairs(json.loads(text), what)
            except json.JSONDecodeError:
                raise ValueError(f"{what} is not valid JSON") from None
        out: dict[str, Any] = {}
        for part in filter(None, (p.strip() for p in text.split(";"))):
            key, sep, val = part.partition("=")
            if not sep or not key.strip():
                raise ValueError(f"{what} {part!r} is not KEY=VALUE")
            out[key.strip()] = val.strip()
        return out
    raise ValueError(f"{what} must be an object of KEY: VALUE pairs")


def _secret_names(value: Any) -> list[str]:
    if isinstance(value, dict):
        raise ValueError(
            "secrets are names only; their values come from the environment "
            f"({ENV_PREFIX}<NAME>), never from the batch file"
        )
    if isinstance(value, str):
        return [n for n in re.split(r"[\s,;]+", value) if n]
    if isinstance(value, list) and all(isinstance(n, str) for n in value):
        return list(value)
    raise ValueError("secrets must be a list of names")


def _secret_values(names: list[str], environ: Mapping[str, str]) -> dict[str, str]:
    values, missing = {}, []
    for name in names:
        value = environ.get(ENV_PREFIX + name.upper())
        if value is None:
            missing.append(ENV_PREFIX + name.upper())
        else:
            values[name.upper()] = value
    if missing:
        raise ValueError(f"secret values missing from the environment: set {', '.join(missing)}")
    SecretStore(values)  # the same checks as --secret (name shape, minimum length)
    return values


@dataclass(frozen=True)
class BatchInputs:
    """What every line starts from: the command's own overrides (``--set``, ``--planner``...), where
    run directories go, and the site a ``url`` that is a path (``/shop/``) is resolved against."""

    overrides: dict[str, Any]
    runs_dir: Path
    site: str | None = None


def _url(value: Any, inputs: BatchInputs) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    if text.startswith("/"):
        if not inputs.site:
            raise ValueError(f"url {text!r} is a path; give the site it belongs to with --site URL")
        text = urljoin(inputs.site.rstrip("/") + "/", text.lstrip("/"))
    return validate_start_url(text)


def _settings(data: dict[str, Any], inputs: BatchInputs, job_id: str) -> Settings:
    overrides = _pairs(data.get("settings", {}), "settings")
    for key, owner in BATCH_OWNED.items():
        if key in overrides:
            raise ValueError(f"settings: {key} is set by {owner}, not per line")
    unknown = sorted(set(overrides) - set(Settings.model_fields))
    if unknown:
        raise ValueError(f"settings: unknown setting {unknown[0]!r} (see wayfinder run --help, --set)")
    merged = {**inputs.overrides, **overrides}
    if data.get("planner") is not None:
        merged["planner"] = str(data["planner"])
    merged.update(runs_dir=inputs.runs_dir / job_id, interactive_prompts=False)
    merged.setdefault("headless", True)
    return load_settings(**merged)


def _job(kind: JobKind, line: _Line, inputs: BatchInputs, environ: Mapping[str, str]) -> Job:
    data = line.data
    unknown = sorted(set(data) - KEYS[kind])
    if unknown:
        raise ValueError(f"unknown key {unknown[0]!r} (a {kind} line takes: {', '.join(sorted(KEYS[kind]))})")
    missing = [k for k in REQUIRED[kind] if not str(data.get(k) or "").strip()]
    if missing:
        raise ValueError(f"missing {', '.join(missing)}")
    job_id = str(data["id"]).strip()
    if not ID_RE.match(job_id):
        raise ValueError(f"id {job_id!r} may only use letters, digits, '.', '_' and '-' (at most 100)")
    settings = _settings(data, inputs, job_id)
    url = _url(data.get("url"), inputs)
    if kind == "portal":
        search = {k: str(v) for k, v in _pairs(data.get("search", {}), "search").items()}
        return Job(job_id, line.number, kind, settings, url=url, search=search)
    secrets = _secret_values(_secret_names(data.get("secrets", [])), environ)
    return Job(
        job_id, line.number, kind, settings, goal=validate_goal(str(data["goal"])), url=url, secrets=secrets
    )


def load_jobs(path: Path, kind: JobKind, inputs: BatchInputs, environ: Mapping[str, str]) -> list[Job]:
    """Every line of ``path`` as a checked :class:`Job`; BatchFileError lists every bad line."""
    problems: list[str] = []
    jobs: list[Job] = []
    seen: dict[str, int] = {}
    for line in read_lines(path):
        try:
            job = _job(kind, line, inputs, environ)
        except (ValueError, ConfigError) as exc:
            problems.append(f"{path}:{line.number}: {' '.join(str(exc).split())}")
            continue
        if job.id in seen:
            problems.append(f"{path}:{line.number}: id {job.id!r} is already used on line {seen[job.id]}")
            continue
        seen[job.id] = line.number
        jobs.append(job)
    if problems:
        raise BatchFileError(problems)
    if not jobs:
        raise ConfigError(f"batch file {path} has no runs")
    return jobs
