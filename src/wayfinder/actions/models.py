"""The ``Action`` union: every thing a planner may ask for, and the result of doing it.

One schema, one source: the planners' tool definitions and the jsonschema that validates every
planner answer are both generated from these classes (see ``actions/schema.py``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _ActionBase(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Click(_ActionBase):
    """Click an element of the current observation by its number."""

    type: Literal["click"] = "click"
    element_id: int = Field(ge=0, description="The [number] of the element to click")


class TypeText(_ActionBase):
    """Type text into an input or textarea, or choose an option of a select by its text."""

    type: Literal["type"] = "type"
    element_id: int = Field(ge=0, description="The [number] of the field")
    text: str = Field(max_length=2000, description="Text to type, or the option to choose in a select")
    submit: bool = Field(False, description="Press Enter afterwards")


class Scroll(_ActionBase):
    """Scroll the page (or the element given) to reveal more."""

    type: Literal["scroll"] = "scroll"
    direction: Literal["up", "down", "top", "bottom"] = "down"
    element_id: int | None = Field(None, ge=0, description="Scroll this container instead of the page")


class Screenshot(_ActionBase):
    """Take a screenshot of the page for the record."""

    type: Literal["screenshot"] = "screenshot"
    full_page: bool = False


class Navigate(_ActionBase):
    """Open a URL in the current tab."""

    type: Literal["navigate"] = "navigate"
    url: str = Field(min_length=1, max_length=2048, description="Absolute http(s) URL")


class Search(_ActionBase):
    """Search with the page's search box (or the configured search URL)."""

    type: Literal["search"] = "search"
    query: str = Field(min_length=1, max_length=500)


class GoBack(_ActionBase):
    type: Literal["go_back"] = "go_back"


class GoForward(_ActionBase):
    type: Literal["go_forward"] = "go_forward"


class SwitchTab(_ActionBase):
    """Make another open tab the active one."""

    type: Literal["switch_tab"] = "switch_tab"
    tab_id: int = Field(ge=0, description="The id of the tab to switch to")


class Done(_ActionBase):
    """Finish: the goal is met (with the answer when the goal asked a question) or cannot be met."""

    type: Literal["done"] = "done"
    success: bool = Field(True, description="False when the goal cannot be achieved")
    answer: str | None = Field(None, max_length=20000, description="The answer or result, if any")


class AskUser(_ActionBase):
    """Ask the person a question when the goal is ambiguous or needs their input."""

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
    duration_ms: float = 0.0
    note: str = ""
