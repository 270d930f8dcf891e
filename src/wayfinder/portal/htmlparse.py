"""Parse cleaned HTML (hidden nodes already removed in the page) into plain facts: forms and their
fields, buttons, links, tables/ARIA grids and the visible text. Standard library only.

The page-side cleaning marks interesting elements with ``data-wf-css`` (a short CSS path computed on
the live DOM), which becomes the last selector alternative.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

from wayfinder.portal.steps import ElementInfo
from wayfinder.read.headers import clean_header

ROW_STATE = (
    "row",
    "row_kinds",
    "row_hrefs",
    "row_is_header",
    "row_at",
    "cell",
    "cell_at",
    "cell_attrs",
    "header_cell",
    "cell_link",
    "cell_links",
    "cell_controls",
    "cell_href",
)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SKIP_TEXT = {"script", "style", "noscript", "template", "title", "head"}


@dataclass
class Control:
    """A form control, button or link."""

    info: ElementInfo
    form_index: int | None  # which form it belongs to (None: outside any form)
    options: list[str] = field(default_factory=list)
    value: str = ""
    rel: str = ""
    disabled: bool = False


@dataclass
class Grid:
    """A table or ARIA grid with headers: what the capture step reads.

    ``cell_kinds`` runs parallel to ``rows``: "link" for a cell that is only one link, "control" for a
    cell that is only a checkbox/button/input, "" for a data cell; ``links`` holds the link texts."""

    kind: str  # "table" | "aria"
    info: ElementInfo
    headers: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    cell_kinds: list[list[str]] = field(default_factory=list)
    hrefs: list[list[str]] = field(default_factory=list)  # parallel to rows: a link cell's href, else ""


@dataclass
class Parsed:
    forms: list[ElementInfo] = field(default_factory=list)
    fields: list[Control] = field(default_factory=list)  # input (not button-like), select, textarea
    buttons: list[Control] = field(default_factory=list)
    links: list[Control] = field(default_factory=list)
    grids: list[Grid] = field(default_factory=list)
    dialogs: int = 0
    frames: list[dict[str, str]] = field(default_factory=list)  # iframes: name, src, id
    text_parts: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.text_parts).split())


def _attrs(raw: list[tuple[str, str | None]]) -> dict[str, str]:
    return {k.lower(): (v or "") for k, v in raw}


def _info(tag: str, a: dict[str, str]) -> ElementInfo:
    info: ElementInfo = {"tag": tag}
    for key in ("id", "name", "type", "placeholder", "role", "target"):
        if a.get(key):
            info[key] = a[key]
    if a.get("aria-label"):
        info["label"] = a["aria-label"]
        info["aria_label"] = a["aria-label"]
    if a.get("data-wf-css"):
        info["css_path"] = a["data-wf-css"]
    if "window.open" in a.get("onsubmit", "") + a.get("onclick", ""):
        info["target"] = info.get("target") or "_blank"
    return info


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out = Parsed()
        self.stack: list[str] = []
        self.form_index: int | None = None
        self.labels_for: dict[str, str] = {}
        self.label_buf: list[str] | None = None
        self.label_for: str = ""
        self.label_wrapped: list[Control] = []
        self.text_target: list[list[str]] = []  # buffers collecting text of open buttons/links/cells
        self.open_control: Control | None = None
        self.open_option: list[str] | None = None
        self.open_select: Control | None = None
        self.grid_stack: list[tuple[Grid, int]] = []
        self.saved_rows: list[dict[str, object]] = []
        self.row: list[str] | None = None
        self.row_kinds: list[str] = []
        self.row_hrefs: list[str] = []
        self.cell: list[str] | None = None
        self.cell_attrs: dict[str, str] = {}
        self.cell_link: list[str] | None = None  # text inside the cell's links
        self.cell_links = 0
        self.cell_controls = 0
        self.cell_href = ""
        self.attrs_now: dict[str, str] = {}
        self.header_cell = False
        self.row_is_header = False
        self.row_at = -1
        self.cell_at = -1

    # -- tags
    def handle_starttag(self, tag: str, raw: list[tuple[str, str | None]]) -> None:
        a = _attrs(raw)
        self.attrs_now = a
        if tag not in VOID:
            self.stack.append(tag)
        if tag in ("br", "iframe"):
            self._void_mark(tag, a)
        role = a.get("role", "")
        if role == "dialog" or a.get("aria-modal") == "true":
            self.out.dialogs += 1
        if tag == "form":
            self.out.forms.append(_info(tag, a))
            self.form_index = len(self.out.forms) - 1
        elif tag == "label":
            self.label_buf, self.label_for, self.label_wrapped = [], a.get("for", ""), []
        elif tag in ("input", "select", "textarea"):
            self._control(tag, a)
        elif tag == "button" or (tag == "a" and "href" in a):
            ctl = Control(_info(tag, a), self.form_index, rel=a.get("rel", ""), disabled="disabled" in a)
            (self.out.buttons if tag == "button" else self.out.links).append(ctl)
            self.open_control = ctl
            self.text_target.append([])
        elif tag == "option":
            self.open_option = []
        self._cell_content(tag)
        self._grid_start(tag, a, role)

    def _void_mark(self, tag: str, a: dict[str, str]) -> None:
        if tag == "br":  # a line break separates words, in every text we keep
            self.handle_data(" ")
        else:
            self.out.frames.append(
                {"name": a.get("name", ""), "src": a.get("src", ""), "id": a.get("id", "")}
            )

    def _cell_content(self, tag: str) -> None:
        """Count the links and controls inside the open cell (link-only / control-only columns)."""
        if self.cell is None:
            return
        if tag == "a":
            self.cell_links += 1
            self.cell_link = self.cell_link if self.cell_link is not None else []
            self.cell_href = self.cell_href or self.attrs_now.get("href", "")
        elif tag in ("input", "button", "select", "textarea"):
            self.cell_controls += 1

    def _control(self, tag: str, a: dict[str, str]) -> None:
        ctl = Control(_info(tag, a), self.form_index, value=a.get("value", ""))
        kind = a.get("type", "text").lower()
        if tag == "input" and kind in ("submit", "button", "reset", "image"):
            ctl.info["text"] = a.get("value", "")
            self.out.buttons.append(ctl)
            return
        if tag == "input" and "checked" in a:
            ctl.value = "checked"
        self.out.fields.append(ctl)
        if self.label_buf is not None and not self.label_for:
            self.label_wrapped.append(ctl)
        if tag == "select":
            self.open_select = ctl

    def _row_state(self) -> dict[str, object]:
        return {k: getattr(self, k) for k in ROW_STATE}

    def _reset_row_state(self) -> None:
        self.row, self.row_kinds, self.row_is_header, self.row_at = None, [], False, -1
        self.row_hrefs = []
        self.cell, self.cell_at, self.cell_attrs, self.header_cell = None, -1, {}, False
        self.cell_link, self.cell_links, self.cell_controls, self.cell_href = None, 0, 0, ""

    def _grid_start(self, tag: str, a: dict[str, str], role: str) -> None:
        here = len(self.stack) - 1  # index of the element just opened
        if tag == "table" or role in ("grid", "table", "treegrid"):
            kind = "table" if tag == "table" else "aria"
            # a table inside a cell (layout tables around a grid, a pager table inside a grid's last
            # row) keeps its own rows; the outer table's open row and cell resume after it
            self.saved_rows.append(self._row_state())
            self._reset_row_state()
            self.grid_stack.append((Grid(kind, _info(tag, a)), here))
        elif self.grid_stack and (tag == "tr" or role == "row"):
            self.row, self.row_kinds, self.row_is_header, self.row_at = [], [], False, here
            self.row_hrefs = []
        elif (
            self.grid_stack
            and self.row is not None
            and self.cell is None
            and (tag in ("td", "th") or role in ("gridcell", "cell", "columnheader", "rowheader"))
        ):
            self.cell, self.cell_at, self.cell_attrs = [], here, a
            self.cell_link, self.cell_links, self.cell_controls = None, 0, 0
            self.cell_href = ""
            self.header_cell = tag == "th" or role == "columnheader"

    def handle_endtag(self, tag: str) -> None:
        if tag == "label" and self.label_buf is not None:
            text = " ".join("".join(self.label_buf).split())
            if self.label_for:
                self.labels_for[self.label_for] = text
            for ctl in self.label_wrapped:
                ctl.info.setdefault("label", text)
            self.label_buf = None
        elif tag in ("button", "a") and self.open_control is not None and self.text_target:
            text = " ".join("".join(self.text_target.pop()).split())
            self.open_control.info.setdefault("text", text)
            self.open_control = None
        elif tag == "option" and self.open_option is not None and self.open_select is not None:
            self.open_select.options.append(" ".join("".join(self.open_option).split()))
            self.open_option = None
        elif tag == "select":
            self.open_select = None
        elif tag == "form":
            self.form_index = None
        self._grid_end(tag)
        self._pop(tag)

    def _grid_end(self, tag: str) -> None:
        if not self.grid_stack or not self.stack or self.stack[-1] != tag:
            return
        here = len(self.stack) - 1  # index of the element being closed
        grid, grid_at = self.grid_stack[-1]
        if self.cell is not None and here == self.cell_at:
            self._close_cell()
        elif self.row is not None and here == self.row_at:
            if self.row:
                if self.row_is_header and not grid.headers:
                    grid.headers = self.row
                elif not self.row_is_header:
                    grid.rows.append(self.row)
                    grid.cell_kinds.append(self.row_kinds)
                    grid.hrefs.append(self.row_hrefs)
            self.row = None
        elif here == grid_at:
            self.grid_stack.pop()
            if self.saved_rows:
                for key, value in self.saved_rows.pop().items():
                    setattr(self, key, value)
            if grid.headers:
                self.out.grids.append(grid)

    def _close_cell(self) -> None:
        assert self.cell is not None and self.row is not None
        text = " ".join("".join(self.cell).split())
        if self.header_cell:
            self.row_is_header = True
            text = clean_header(text, self.cell_attrs)
        link_text = " ".join("".join(self.cell_link or []).split())
        if self.cell_controls and not text:
            kind = "control"
        elif self.cell_links == 1 and link_text == text:
            # a link to the row's own page, labelled with its id ("/records/64" shows "64")
            tail = self.cell_href.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
            kind = "idlink" if text and tail == text else "link"
        else:
            kind = ""
        self.row.append(text)
        self.row_kinds.append(kind)
        self.row_hrefs.append(self.cell_href if kind in ("link", "idlink") else "")
        self.cell = None
        self.cell_link = None

    def _pop(self, tag: str) -> None:
        if tag in VOID:
            return
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i] == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if any(t in SKIP_TEXT for t in self.stack):
            return
        self.out.text_parts.append(data)
        if self.label_buf is not None:
            self.label_buf.append(data)
        for buf in self.text_target:
            buf.append(data)
        if self.open_option is not None:
            self.open_option.append(data)
        if self.cell is not None:
            self.cell.append(data)
        if self.cell_link is not None and "a" in self.stack:
            self.cell_link.append(data)


def parse_html(html: str) -> Parsed:
    """Parse cleaned HTML into :class:`Parsed`; labels are attached to their controls at the end."""
    parser = _Parser()
    parser.feed(html)
    parser.close()
    out = parser.out
    for ctl in out.fields:
        fid = ctl.info.get("id", "")
        if fid and fid in parser.labels_for:
            ctl.info["label"] = parser.labels_for[fid]
    return out
