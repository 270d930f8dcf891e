"""Gold trajectories: what a careful person did for a goal, and the answer they gave (pure).

A trajectory is stored next to its suite, one JSON line per goal
(``bench/goals/<suite>/gold/<part>.jsonl`` for ``bench/goals/<suite>/<part>.yaml``). Its steps are
actions of the one ``Action`` schema (``wayfinder.actions.models``) in which an element is named by
role and text (``{"type": "click", "target": {"role": "link", "text": "Headphones"}}``) instead of
a Set-of-Mark number, so a replay survives changes to the observation; ``navigate`` URLs may be
paths of the site. The last step is ``done`` with the gold answer (or ``success: false`` and the
honest sentence, for a goal that cannot be met).

``fingerprint`` is a hash of the goal and of every value its checks compute from the site's data:
when the data seed changes what a check expects, the trajectory is stale and is recorded again
(``wayfinder bench gold SUITE``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from wayfinder.actions.models import ACTION_CLASSES
from wayfinder.errors import ConfigError

# Action types a gold step may name (the schema's own list, so a new action type is a gold step too)
STEP_TYPES = frozenset(str(cls.model_fields["type"].default) for cls in ACTION_CLASSES)
TARGETED = frozenset({"click", "type", "hover", "select_option", "press_key", "drag", "scroll"})


class Target(BaseModel):
    """An element named as a person names it: its kind (``link``, ``button``, ``checkbox``, ``select``,
    ``input``, ``input[type=search]``, ``textarea`` ... as ``observe.render.element_kind`` says) and its
    label. ``nth`` picks among several elements with the same kind and label (0: the first)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    role: str
    text: str = Field(min_length=1)
    nth: int = Field(0, ge=0)

    def describe(self) -> str:
        which = f" (#{self.nth + 1})" if self.nth else ""
        return f"{self.role} {self.text!r}{which}"


class GoldStep(BaseModel):
    """One action with its element named by ``target``; ``optional`` steps are skipped when the page
    does not show their element (a cookie banner that may or may not be there).

    A recipe may leave the element to be picked when the page is seen (``pick``: "the first search
    result", whose order only the site's own search knows); the recorder writes the element it
    picked as the step's target, so a stored trajectory never holds a pick."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    action: dict[str, Any]
    target: Target | None = None
    pick: str | None = None
    optional: bool = False
    note: str = ""  # why a person does this (for people reading the file)

    @model_validator(mode="after")
    def _shape(self) -> GoldStep:
        kind = self.action.get("type")
        if kind not in STEP_TYPES:
            raise ValueError(f"unknown action type {kind!r} (known: {', '.join(sorted(STEP_TYPES))})")
        if "element_id" in self.action or "to_element_id" in self.action:
            raise ValueError("a gold step names its element by target (role and text), never by number")
        if (self.target is not None or self.pick is not None) and kind not in TARGETED:
            raise ValueError(f"a {kind} step has no target")
        if self.target is not None and self.pick is not None:
            raise ValueError("a step has a target or a pick, not both")
        return self

    @property
    def type(self) -> str:
        return str(self.action["type"])

    @property
    def is_done(self) -> bool:
        return self.type == "done"


def _ends_with_one_done(steps: Sequence[GoldStep]) -> None:
    if not steps or not steps[-1].is_done:
        raise ValueError("a gold trajectory ends with a done step")
    if any(s.is_done for s in steps[:-1]):
        raise ValueError("only the last step of a gold trajectory is done")


# What a goal asks, for the targets that hold per kind (0 wrong answers accepted on count and
# superlative goals): a count, a superlative, another value, a page, a change of state, or nothing
# that can succeed.
GoldKind = Literal["count", "superlative", "value", "page", "state", "not_success"]


class Negative(BaseModel):
    """A wrong ending the verifier must refuse: the gold's actions with a wrong final answer
    (``answer``), or other actions (``steps``, ending with their own ``done``: a dropped step, a near
    namesake put in the cart, a search that found nothing followed by "No"). ``shape`` names the
    kind of mistake ("another product's price", "count off by one", "the unfiltered total"...)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    shape: str
    answer: str | None = None
    steps: list[GoldStep] | None = None

    @model_validator(mode="after")
    def _shape(self) -> Negative:
        if self.steps is not None:
            _ends_with_one_done(self.steps)
        return self


class GoldTrajectory(BaseModel):
    """A goal's gold: the steps, ending with ``done``; ``success`` and ``answer`` repeat that done's.
    ``negatives`` are the wrong endings recorded with it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    goal: str
    suite: str
    kind: GoldKind
    fingerprint: str
    steps: list[GoldStep]
    negatives: list[Negative] = Field(default_factory=list)
    recorded_with: str = ""  # the recipe that wrote it (``demo-shop:answer:cheapest``)

    @model_validator(mode="after")
    def _ends_with_done(self) -> GoldTrajectory:
        _ends_with_one_done(self.steps)
        every = [*self.steps, *(s for n in self.negatives for s in n.steps or [])]
        if any(s.pick for s in every):
            raise ValueError("a recorded trajectory names every element (no pick is left)")
        return self

    @property
    def final(self) -> GoldStep:
        return self.steps[-1]

    @property
    def success(self) -> bool:
        return bool(self.final.action.get("success", True))

    @property
    def answer(self) -> str | None:
        value = self.final.action.get("answer")
        return None if value is None else str(value)

    def negative_steps(self, negative: Negative) -> list[GoldStep]:
        """The steps of a negative replay: its own, or the gold's with its wrong answer claimed."""
        if negative.steps is not None:
            return list(negative.steps)
        done = GoldStep(action={"type": "done", "success": True, "answer": negative.answer})
        return [*self.steps[:-1], done]


def fingerprint(goal: str, values: Mapping[str, str]) -> str:
    """A short hash of the goal and of what its checks expect (``kind -> described value``)."""
    blob = json.dumps({"goal": goal, "values": dict(sorted(values.items()))}, sort_keys=True)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:16]


def gold_path(suite_path: str | Path) -> Path:
    """``bench/goals/shop/gold/dev.jsonl`` for ``bench/goals/shop/dev.yaml``."""
    path = Path(suite_path)
    return path.parent / "gold" / f"{path.stem}.jsonl"


def load_gold(path: Path) -> dict[str, GoldTrajectory]:
    """The trajectories of one gold file by goal id ({} when the file does not exist yet)."""
    if not path.is_file():
        return {}
    out: dict[str, GoldTrajectory] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            gold = GoldTrajectory.model_validate_json(line)
        except ValidationError as exc:
            raise ConfigError(f"{path}:{number}: not a gold trajectory: {exc.errors()[0]['msg']}") from None
        out[gold.id] = gold
    return out


def save_gold(path: Path, trajectories: Iterable[GoldTrajectory], order: Sequence[str] = ()) -> None:
    """Write one line per trajectory, in the suite's goal order (``order``), then any others by id."""
    by_id = {g.id: g for g in trajectories}
    ids = [i for i in order if i in by_id] + sorted(set(by_id) - set(order))
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [by_id[i].model_dump_json(exclude_defaults=True) for i in ids]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
