"""Goal suites: the YAML format and its loader (pure; no browser, no site).

A suite file is ``bench/goals/<suite>/dev.yaml`` or ``bench/goals/<suite>/heldout.yaml``::

    site: demo                 # the site provider that starts the site and owns the check functions
    start: /shop/              # default start path (relative to the site) or an absolute URL
    goals:
      - id: laptop-cheapest-price
        goal: what's the price of the cheapest laptop?
        expect:
          answer: {check: cheapest, category: laptops, give: price}
      - id: cart-two-mice
        goal: put 2 of the Logitech MX Master mice in my cart
        expect:
          state: {check: cart_has, name: Logitech MX Master Wireless Mouse, qty: 2}
      - id: buy-monitor
        goal: buy the cheapest 4K monitor
        expect:
          outcome: not_success
          reason: needs_confirmation
          state: {check: no_order}

``expect`` holds any of these machine checks, all of which must hold:

- ``answer``: the run's answer must carry the value a named check computes from the site's data
  (``{check: NAME, ...args}``); ``{value: ...}`` only for what no data can compute.
- ``state``: a named check of the site's own state after the run (cart, orders, records...).
- ``page``: the run must end on the page a named check names (a path computed from the data, or
  ``{path: /shop/cart}`` for a fixed page).
- ``outcome``: ``success`` (default) or ``not_success`` for impossible and risky goals; with
  ``not_success`` an optional ``reason`` names the expected terminal or stop reason, and any
  ``state``/``page`` checks are guards that must hold all the same (no order was placed...).
- ``premise``: a value check with the value it must have (``{check: count, query: usb cable, is: 0}``),
  checked when the suite loads: why an impossible goal is impossible, proved from the data.

The check functions live with the site provider (``goals_sites.py``), so a suite for another app
brings its own.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from wayfinder.errors import ConfigError

CHECK_KINDS = ("answer", "state", "page")


class CheckRef(BaseModel):
    """A named check and its arguments (``{check: cheapest, category: laptops}``), or a literal."""

    model_config = ConfigDict(frozen=True)

    check: str | None = None
    value: Any = None  # a literal answer, only where no data computes it
    path: str | None = None  # a literal page path (``page`` checks)
    args: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _inline_args(cls, data: Any) -> Any:
        """Arguments may be written inline next to ``check``; they are gathered into ``args``."""
        if isinstance(data, str):
            return {"check": data}
        if not isinstance(data, dict):
            return data
        known = {"check", "value", "path", "args"}
        args = dict(data.get("args") or {})
        args.update({k: v for k, v in data.items() if k not in known})
        return {**{k: v for k, v in data.items() if k in known}, "args": args}

    @model_validator(mode="after")
    def _one_source(self) -> CheckRef:
        given = [x for x in (self.check, self.value, self.path) if x is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of check, value or path")
        return self

    def describe(self) -> str:
        if self.check is None:
            return repr(self.value) if self.value is not None else str(self.path)
        args = ", ".join(f"{k}={v!r}" for k, v in self.args.items())
        return f"{self.check}({args})"


class Expect(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    outcome: Literal["success", "not_success"] = "success"
    reason: str | None = None
    answer: CheckRef | None = None
    state: CheckRef | None = None
    page: CheckRef | None = None
    # why the goal cannot succeed, proved from the data when the suite loads
    # (``{check: count, query: usb cable, is: 0}``): a catalogue change cannot silently make it possible
    premise: CheckRef | None = None

    @model_validator(mode="after")
    def _has_a_check(self) -> Expect:
        if self.outcome == "success" and not (self.answer or self.state or self.page):
            raise ValueError("a goal that should succeed needs an answer, state or page check")
        if self.outcome == "not_success" and self.answer is not None:
            raise ValueError("a not_success goal has no answer to check (use reason, state or page)")
        if self.reason and self.outcome != "not_success":
            raise ValueError("reason is only for outcome: not_success")
        if self.premise is not None and (self.premise.check is None or "is" not in self.premise.args):
            raise ValueError("a premise is a named check with the value it must have: {check: ..., is: ...}")
        return self

    def checks(self) -> list[tuple[str, CheckRef]]:
        return [(kind, ref) for kind in CHECK_KINDS if (ref := getattr(self, kind)) is not None]


class Goal(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    goal: str
    start: str | None = None
    expect: Expect
    note: str | None = None  # why the goal is there, for people reading the suite

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not value or any(c.isspace() for c in value):
            raise ValueError("an id is one word (letters, digits, - and _)")
        return value


class Suite(BaseModel):
    """One suite file."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    site: str
    start: str = "/"
    description: str | None = None
    goals: list[Goal]
    path: str = ""  # the file it was loaded from (set by the loader)

    @model_validator(mode="after")
    def _unique_ids(self) -> Suite:
        seen: set[str] = set()
        for goal in self.goals:
            if goal.id in seen:
                raise ValueError(f"goal id {goal.id!r} appears twice")
            seen.add(goal.id)
        return self

    @property
    def name(self) -> str:
        """``shop/dev`` for ``bench/goals/shop/dev.yaml``; the file stem otherwise."""
        p = Path(self.path)
        return f"{p.parent.name}/{p.stem}" if p.parent.name else p.stem

    @property
    def part(self) -> str:
        """``dev`` or ``heldout`` (the file's stem), so reports keep the two apart."""
        return Path(self.path).stem

    def start_of(self, goal: Goal) -> str:
        return goal.start or self.start


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(part) for part in err["loc"])
    return f"{where}: {err['msg']}" if where else str(err["msg"])


def parse_suite(text: str, path: str = "") -> Suite:
    """A Suite from YAML text; ConfigError names the file and the first problem."""
    where = path or "<text>"
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{where}: not valid YAML: {exc}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: expected a mapping with site, start and goals")
    try:
        return Suite.model_validate({**data, "path": path})
    except ValidationError as exc:
        raise ConfigError(f"{where}: {_first_error(exc)}") from None


def load_suite(path: Path) -> Suite:
    if not path.is_file():
        raise ConfigError(f"goal suite {str(path)!r} does not exist")
    return parse_suite(path.read_text(encoding="utf-8"), str(path))


def expand_paths(paths: list[Path]) -> list[Path]:
    """Files as given; a folder stands for its ``dev.yaml`` only (a held-out part is run by naming
    its file, so nobody runs it by accident while tuning)."""
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            dev = path / "dev.yaml"
            if not dev.is_file():
                raise ConfigError(f"no dev.yaml goal suite in {str(path)!r}")
            out.append(dev)
        else:
            out.append(path)
    return out
