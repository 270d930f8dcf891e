"""What the agent sees: an ``Observation`` of a page as a numbered list of usable ``Element``s.

These models are the contract between ``observe/`` (which fills them), ``actions/`` (which acts on
element ids) and ``plan/`` (which renders them for planners). They serialize to JSON for the trace.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from wayfinder.browser.models import TabInfo, describe_status

Zone = Literal["header", "nav", "main", "aside", "footer", "modal"]
PageType = Literal["listing", "detail", "search", "form", "disclaimer", "grid", "other"]


class BBox(BaseModel):
    """Bounding box in viewport CSS pixels at capture time."""

    model_config = ConfigDict(frozen=True)

    x: float
    y: float
    w: float
    h: float


class SelectOption(BaseModel):
    model_config = ConfigDict(frozen=True)

    text: str
    value: str
    selected: bool = False


class Aria(BaseModel):
    """Accessible state. ``label`` is resolved from aria-label, aria-labelledby or a <label>."""

    model_config = ConfigDict(frozen=True)

    label: str | None = None
    expanded: bool | None = None
    checked: bool | None = None
    selected: bool | None = None
    pressed: bool | None = None


class FormRef(BaseModel):
    """The <form> an element belongs to: its index among the document's forms, its absolute action URL
    and its method (get/post)."""

    model_config = ConfigDict(frozen=True)

    i: int
    action: str = ""
    method: str = "get"


class Element(BaseModel):
    """One element a person could use. ``id`` is the agent id (``data-agent-id`` in the page)."""

    model_config = ConfigDict(frozen=True)

    id: int
    tag: str
    text: str = ""
    role: str | None = None
    zone: Zone = "main"
    bbox: BBox
    fixed: bool = False
    in_nav: bool = False
    disabled: bool = False
    name: str | None = None
    dom_id: str | None = None
    aria: Aria = Field(default_factory=Aria)
    input_type: str | None = None
    value: str | None = None  # never filled for password fields
    placeholder: str | None = None
    href: str | None = None
    options: list[SelectOption] = Field(default_factory=list)
    options_total: int = 0  # number of options before capping
    frame: str | None = None  # ">"-separated child-frame indexes ("0", "0>1"); see capture.frame_for
    frame_url: str | None = None  # the URL of the frame document holding it (None: the page itself)
    in_shadow: bool = False
    in_viewport: bool = True
    grid_index: int | None = None  # index into Observation.grids when the element belongs to a grid
    classes: str | None = None  # "reply icon": class names, only for elements with no name (icons)
    near: str | None = None  # text of the closest ancestor that has some, only for elements with no name
    form: FormRef | None = None  # the <form> it belongs to, when any (wf-reliability: risk evidence)
    autocomplete: str | None = None  # e.g. "cc-number", "current-password" (fields only)

    @property
    def label(self) -> str:
        """The best human name: aria label, visible text, placeholder, name attribute."""
        return self.aria.label or self.text or self.placeholder or self.name or ""


class GridSummary(BaseModel):
    """A large table or ARIA grid, summarised instead of listed row by row."""

    model_config = ConfigDict(frozen=True)

    index: int
    kind: Literal["table", "aria"]
    headers: list[str]
    row_count: int
    sample_rows: list[list[str]]
    # every row shown of the grid (at most 250, cells capped), read whole for a column's extreme or
    # a count of rows; never shown to a planner's prompt (``render`` shows the samples)
    rows: list[list[str]] = Field(default_factory=list)
    pagination: list[int] = Field(default_factory=list)  # agent ids of paging controls
    results_text: str | None = None  # e.g. "523 records found"
    selector: str | None = None  # a CSS selector that finds the grid


class Timing(BaseModel):
    model_config = ConfigDict(frozen=True)

    script_ms: float = 0.0
    total_ms: float = 0.0
    screenshot_ms: float = 0.0
    settle_ms: float = 0.0  # waiting for a sparse listing to fill in (the page's own time)


class Observation(BaseModel):
    """One look at the active tab."""

    model_config = ConfigDict(frozen=True)

    url: str
    title: str = ""
    tabs: list[TabInfo] = Field(default_factory=list)
    active_tab_id: int | None = None
    elements: list[Element] = Field(default_factory=list)
    total_elements: int = 0  # usable elements found before mapping_limit
    grids: list[GridSummary] = Field(default_factory=list)
    text_digest: str = ""
    headings: list[str] = Field(default_factory=list)
    scroll_y: float = 0.0
    viewport_height: float = 0.0
    page_height: float = 0.0
    mapping_hash: str = ""
    candidate_hash: str = ""
    dom_hash: str = ""
    candidates: list[int] = Field(default_factory=list)  # ids matching the goal's words, best first
    page_type: PageType = "other"
    page_type_evidence: list[str] = Field(default_factory=list)
    screenshot_path: str | None = None
    timing: Timing = Field(default_factory=Timing)
    # what the document answered and is (wf-reliability, issue 29): an error page is a page state
    http_status: int | None = None  # None: not known (about:blank, a document without a response)
    http_reason: str = ""  # "Not Found"
    content_type: str = ""  # "text/html", "text/plain", "application/json", "application/pdf"
    lazy_loads: int = 0  # a paged scan: how many of its scroll steps made a list load more rows

    @property
    def http_error(self) -> str | None:
        """``HTTP 404 Not Found`` when the document answered an error status, else None."""
        if self.http_status is None or self.http_status < 400:
            return None
        return describe_status(self.http_status, self.http_reason)

    @property
    def pages_above(self) -> float:
        return self.scroll_y / self.viewport_height if self.viewport_height else 0.0

    @property
    def pages_below(self) -> float:
        if not self.viewport_height:
            return 0.0
        rest = self.page_height - self.scroll_y - self.viewport_height
        return max(0.0, rest / self.viewport_height)

    def element(self, element_id: int) -> Element | None:
        for el in self.elements:
            if el.id == element_id:
                return el
        return None
