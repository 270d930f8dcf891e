"""The ``Action`` union: every thing a planner may ask for, and the result of doing it.

One schema, one source: the planners' tool definitions and the jsonschema that validates every
planner answer are both generated from these classes (see ``actions/schema.py``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator, model_validator

from wayfinder.actions.keys import normalize_key

MAX_WAIT_S = 15.0


class _ActionBase(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Click(_ActionBase):
    """Click an element.

    The element is one of the current observation's, by its number."""

    type: Literal["click"] = "click"
    element_id: int = Field(ge=0)


class TypeText(_ActionBase):
    """Type text into a field.

    An input or textarea; given a select, the option with that text is chosen."""

    type: Literal["type"] = "type"
    element_id: int = Field(ge=0)
    text: str = Field(max_length=2000)
    submit: bool = Field(False, description="Press Enter after")


class Scroll(_ActionBase):
    """Scroll the page, or the container element_id."""

    type: Literal["scroll"] = "scroll"
    direction: Literal["up", "down", "top", "bottom"] = "down"
    element_id: int | None = Field(None, ge=0)


class Screenshot(_ActionBase):
    """Screenshot the page for the record."""

    type: Literal["screenshot"] = "screenshot"
    full_page: bool = False


class Navigate(_ActionBase):
    """Open a URL in this tab."""

    type: Literal["navigate"] = "navigate"
    url: str = Field(min_length=1, max_length=2048, description="Absolute http(s) URL")


class Search(_ActionBase):
    """Search the site.

    With the page's search box, or the configured search URL."""

    type: Literal["search"] = "search"
    query: str = Field(min_length=1, max_length=500)


class GoBack(_ActionBase):
    type: Literal["go_back"] = "go_back"


class GoForward(_ActionBase):
    type: Literal["go_forward"] = "go_forward"


class SwitchTab(_ActionBase):
    """Switch to another open tab."""

    type: Literal["switch_tab"] = "switch_tab"
    tab_id: int = Field(ge=0)


class PressKey(_ActionBase):
    """Press a key or chord (Enter, Escape, Tab, ArrowDown, Control+a)."""

    type: Literal["press_key"] = "press_key"
    key: str = Field(min_length=1, max_length=40)
    element_id: int | None = Field(None, ge=0, description="Focus first; null: the page")

    @field_validator("key")
    @classmethod
    def _known_key(cls, value: str) -> str:
        return normalize_key(value)


class Hover(_ActionBase):
    """Hover over an element (menus, tooltips)."""

    type: Literal["hover"] = "hover"
    element_id: int = Field(ge=0)


class SelectOption(_ActionBase):
    """Choose a select's option by its visible text."""

    type: Literal["select_option"] = "select_option"
    element_id: int = Field(ge=0)
    label: str = Field(min_length=1, max_length=500)


class Wait(_ActionBase):
    """Wait for the page to change by itself.

    Ends as soon as it has."""

    type: Literal["wait"] = "wait"
    seconds: float = Field(3.0, gt=0, le=MAX_WAIT_S, description="At most 15")


class Drag(_ActionBase):
    """Drag an element onto another, or by dx/dy pixels."""

    type: Literal["drag"] = "drag"
    element_id: int = Field(ge=0)
    to_element_id: int | None = Field(None, ge=0)
    dx: int = 0
    dy: int = 0

    @model_validator(mode="after")
    def _one_destination(self) -> Drag:
        moved = self.dx != 0 or self.dy != 0
        if self.to_element_id is None and not moved:
            raise ValueError("give to_element_id, or a non-zero dx/dy offset in pixels")
        if self.to_element_id is not None and moved:
            raise ValueError("give to_element_id or dx/dy, not both")
        return self


class Done(_ActionBase):
    """Finish: the goal is met, or cannot be.

    With the answer when the goal asked a question; success=False when it cannot be met."""

    type: Literal["done"] = "done"
    success: bool = True
    answer: str | None = Field(None, max_length=20000)


class AskUser(_ActionBase):
    """Ask the user a question.

    When the goal is ambiguous or needs their input."""

    type: Literal["ask_user"] = "ask_user"
    question: str = Field(min_length=1, max_length=1000)


Action = Annotated[
    Click
    | TypeText
    | Scroll
    | Screenshot
    | Navigate
    | Search
    | GoBack
    | GoForward
    | SwitchTab
    | PressKey
    | Hover
    | SelectOption
    | Wait
    | Drag
    | Done
    | AskUser,
    Field(discriminator="type"),
]

ACTION_CLASSES: tuple[type[_ActionBase], ...] = (
    Click,
    TypeText,
    Scroll,
    Screenshot,
    Navigate,
    Search,
    GoBack,
    GoForward,
    SwitchTab,
    PressKey,
    Hover,
    SelectOption,
    Wait,
    Drag,
    Done,
    AskUser,
)
ACTION_TYPES: tuple[str, ...] = tuple(str(cls.model_fields["type"].default) for cls in ACTION_CLASSES)
META_ACTIONS: frozenset[str] = frozenset({"done", "ask_user"})

ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def parse_action(data: dict[str, Any]) -> Action:
    """Validate a plain dict into an Action (raises pydantic.ValidationError)."""
    return ACTION_ADAPTER.validate_python(data)


def action_element_id(action: Action) -> int | None:
    return getattr(action, "element_id", None)


def action_element_ids(action: Action) -> list[int]:
    """Every element the action refers to (a drag has a source and maybe a destination)."""
    ids = [getattr(action, "element_id", None), getattr(action, "to_element_id", None)]
    return [i for i in ids if i is not None]


class ExecResult(BaseModel):
    """What happened when an action ran. Always produced, also on failure."""

    model_config = ConfigDict(frozen=True)

    action: dict[str, Any]
    ok: bool
    tier: str | None = None  # which fallback tier finished it: normal, wiggle, js, text, refind...
    tiers_tried: list[str] = Field(default_factory=list)
    error: str | None = None
    element_id: int | None = None
    url_before: str = ""
    url_after: str = ""
    url_changed: bool = False
    dom_changed: bool = False
    no_effect: bool = False
    new_tab_id: int | None = None
    screenshot_path: str | None = None
    download_path: str | None = None
    blocked: str | None = None  # the domain policy refused the navigation this action started
    dialogs: list[str] = Field(default_factory=list)  # JS dialogs the action raised, and their answers
    phases: dict[str, float] = Field(default_factory=dict)  # ms per phase ("act.click", "settle"...)
    page_ms: float = 0.0  # of duration_ms, the page's own time (loading, its requests and timers)
    duration_ms: float = 0.0
    note: str = ""
