"""The goal frame: what a goal asks for, as plain frozen data every layer reads (pure).

``parse_goal`` (``intent/parse.py``) fills it; the agent loop (goal kind, task mode, stages), the
verifier, both planners and the LLM hints read it. It is JSON-safe: ``to_dict()`` gives plain
dicts/lists/strings/numbers and ``GoalFrame.from_dict`` reads them back.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal

from wayfinder.intent.ground import keys
from wayfinder.intent.text.bounds import Bound, BoundOp
from wayfinder.intent.text.dates import DateRange

GoalKind = Literal["object", "list", "action"]
TaskMode = Literal["find", "browse", "answer", "download"]
AnswerKind = Literal["count", "price", "date", "number", "text", "list", "yes_no"]
Direction = Literal["min", "max"]
ValueKind = Literal["pair", "quoted", "credential", "secret", "text"]

# Verbs a step can carry (canonical forms; synonyms are mapped in ``intent/verbs.py``).
VERBS = (
    "find",
    "open",
    "answer",
    "count",
    "compare",
    "list",
    "add",
    "remove",
    "fill",
    "type",
    "select",
    "check",
    "uncheck",
    "login",
    "logout",
    "register",
    "navigate",
    "search",
    "filter",
    "sort",
    "click",
    "submit",
    "accept",
    "close",
    "buy",
    "delete",
    "send",
    "reply",
    "forward",
    "create",
    "edit",
    "download",
    "press_key",
    "go_back",
    "scroll",
    "switch_tab",
    "wait",
)


@dataclass(frozen=True)
class RiskyVerb:
    """What a step with this verb does that a person must agree to; ``money_only``: only when the
    step moves money (a money word or a price bound in it)."""

    reason: str
    money_only: bool = False


# The one table of risky verbs (canonical verbs of a frame's steps): the goal frame's ``risky`` and the
# verifier's risky step both read it.
RISKY: dict[str, RiskyVerb] = {
    "buy": RiskyVerb("spends money (a purchase, order or payment)"),
    "delete": RiskyVerb("deletes or cancels something"),
    "send": RiskyVerb("sends money", money_only=True),
}
RISKY_VERBS = frozenset(
    verb for verb, risk in RISKY.items() if not risk.money_only
)  # risky whatever they act on
# Verbs that are a way to the thing asked (sign in, accept terms, close a notice), not the thing itself.
MEANS_VERBS = frozenset({"login", "accept", "close"})
# Verbs that change something on the site (the goal is an action, not a thing to find).
ACTION_VERBS = frozenset(
    {
        "add",
        "remove",
        "fill",
        "type",
        "select",
        "check",
        "uncheck",
        "login",
        "logout",
        "register",
        "submit",
        "accept",
        "close",
        "buy",
        "delete",
        "send",
        "reply",
        "forward",
        "create",
        "edit",
        "click",
    }
)


@dataclass(frozen=True, slots=True)
class Superlative:
    """'cheapest' = (price, min); 'highest rated' = (rating, max); 'newest' = (date, max)."""

    attribute: str
    direction: Direction
    word: str = ""


@dataclass(frozen=True, slots=True)
class Filter:
    """A condition on the sought items that is not a number bound: brand, type, year, name, status..."""

    name: str
    value: str


@dataclass(frozen=True, slots=True)
class GivenValue:
    """A value the goal hands over: a field/value pair, quoted text, a credential or a secret placeholder.

    ``field`` is "" when the goal does not say where it goes ("type 'hello'"). Secrets keep their
    ``<secret:NAME>`` placeholder as the value: the real value never enters the frame.
    """

    field: str
    value: str
    kind: ValueKind = "pair"
    exact: bool = False


@dataclass(frozen=True, slots=True)
class Step:
    """One thing to do. ``object`` is the phrase for what is sought or acted on, without filler."""

    verb: str
    text: str = ""
    object: str = ""
    exact: bool = False  # the object was quoted: match it exactly first
    role: str | None = None  # button | link | field | tab | checkbox | radio | option | menu
    scope: str = ""  # where: "search the tracker for X" -> "tracker"
    attributes: tuple[str, ...] = ()  # asked for: ("price",), ("rating", "ram")
    superlative: Superlative | None = None
    bounds: tuple[Bound, ...] = ()
    filters: tuple[Filter, ...] = ()
    dates: DateRange | None = None
    quantity: int | None = None  # 'add 2 ...', 'all' = -1
    ordinal: int | None = None  # 1-based; -1 last
    values: tuple[GivenValue, ...] = ()
    url: str | None = None
    destination: str = ""  # 'to my cart' -> "cart"; 'forward it to Ann' -> "Ann"
    refers_back: bool = False  # the object is 'it' / 'them': the thing of the step before
    answer_kind: AnswerKind | None = None
    direction: str = ""  # scroll: up | down | top | bottom; switch_tab: new | next | previous...

    @property
    def query(self) -> str:
        """What to type into a site's search box: the object phrase, nothing else of the sentence."""
        return self.object

    @property
    def object_words(self) -> tuple[str, ...]:
        """The object's content words as grounding matches them (lemmas; ``intent.ground.keys``)."""
        return keys(self.object)

    def value_for(self, *fields: str) -> GivenValue | None:
        """The given value for the first of ``fields`` present (names compared loosely)."""
        keys = {f.lower().replace(" ", "").replace("_", "") for f in fields}
        for value in self.values:
            if value.field.lower().replace(" ", "").replace("_", "") in keys:
                return value
        return None


@dataclass(frozen=True, slots=True)
class GoalFrame:
    """The whole goal. ``understood`` False: ask the person (``reason`` says what was unclear)."""

    text: str
    understood: bool
    reason: str = ""
    steps: tuple[Step, ...] = ()
    goal_kind: GoalKind = "action"
    task_mode: TaskMode = "find"
    answer_kind: AnswerKind | None = None
    risky: bool = False
    risk_reasons: tuple[str, ...] = ()
    # what the discourse layer set aside as carrying no request ('hi there!', 'pls', 'you have got')
    ignored: tuple[str, ...] = ()
    # the parts of the goal (clauses as written) that ask for a change no step stands for: what the
    # frame could not place (the verifier must not claim the goal done while any is left)
    unplaced: tuple[str, ...] = ()

    @property
    def main(self) -> Step | None:
        """The step that says what the goal is about: the first find/answer/count/list step, else the last."""
        for step in self.steps:
            if step.verb in {"find", "answer", "count", "list", "compare"}:
                return step
        return self.steps[-1] if self.steps else None

    @property
    def verbs(self) -> tuple[str, ...]:
        return tuple(step.verb for step in self.steps)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data (tuples become lists)."""
        return asdict(self)

    def meaning(self) -> dict[str, Any]:
        """What the frame says, without how the goal was written: ``to_dict`` less the text fields
        (the goal, each step's clause, the written form of bounds and dates, the reasons, what the
        discourse layer ignored) and with every string case-folded. Two wordings of one goal must
        have the same meaning; a model's frame is compared with the rules frame by it."""
        meaning: dict[str, Any] = _meaning(self.to_dict())
        return meaning

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GoalFrame:
        steps = tuple(_step_from_dict(s) for s in data.get("steps", ()))
        return cls(
            text=data["text"],
            understood=bool(data["understood"]),
            reason=data.get("reason", ""),
            steps=steps,
            goal_kind=data.get("goal_kind", "action"),
            task_mode=data.get("task_mode", "find"),
            answer_kind=data.get("answer_kind"),
            risky=bool(data.get("risky", False)),
            risk_reasons=tuple(data.get("risk_reasons", ())),
            ignored=tuple(data.get("ignored", ())),
            unplaced=tuple(data.get("unplaced", ())),
        )


_TEXT_FIELDS = frozenset({"text", "reason", "risk_reasons", "word", "ignored"})


def _meaning(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _meaning(v) for k, v in data.items() if k not in _TEXT_FIELDS}
    if isinstance(data, list | tuple):
        return [_meaning(v) for v in data]
    if isinstance(data, str):
        return " ".join(data.casefold().split())
    return data


def _step_from_dict(data: dict[str, Any]) -> Step:
    sup = data.get("superlative")
    dates = data.get("dates")
    return Step(
        verb=data["verb"],
        text=data.get("text", ""),
        object=data.get("object", ""),
        exact=bool(data.get("exact", False)),
        role=data.get("role"),
        scope=data.get("scope", ""),
        attributes=tuple(data.get("attributes", ())),
        superlative=Superlative(**sup) if sup else None,
        bounds=tuple(Bound(**b) for b in data.get("bounds", ())),
        filters=tuple(Filter(**f) for f in data.get("filters", ())),
        dates=DateRange(**dates) if dates else None,
        quantity=data.get("quantity"),
        ordinal=data.get("ordinal"),
        values=tuple(GivenValue(**v) for v in data.get("values", ())),
        url=data.get("url"),
        destination=data.get("destination", ""),
        refers_back=bool(data.get("refers_back", False)),
        answer_kind=data.get("answer_kind"),
        direction=data.get("direction", ""),
    )


__all__ = [
    "ACTION_VERBS",
    "RISKY",
    "RISKY_VERBS",
    "VERBS",
    "AnswerKind",
    "Bound",
    "BoundOp",
    "DateRange",
    "Filter",
    "GivenValue",
    "GoalFrame",
    "GoalKind",
    "RiskyVerb",
    "Step",
    "Superlative",
    "TaskMode",
]
