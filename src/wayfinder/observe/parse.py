"""Turn the raw JSON that ``som.js`` returns into typed models (pure, so it is unit tested)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from wayfinder.observe.models import Element, GridSummary


class RawSnapshot(BaseModel):
    """Everything one run of som.js saw, before limits, hashes and classification."""

    model_config = ConfigDict(frozen=True)

    url: str
    title: str = ""
    elements: list[Element] = Field(default_factory=list)
    total: int = 0
    grids: list[GridSummary] = Field(default_factory=list)
    headings: list[str] = Field(default_factory=list)
    text_digest: str = ""
    scroll_y: float = 0.0
    viewport_height: float = 0.0
    page_height: float = 0.0
    dom_signature: str = ""
    script_ms: float = 0.0
    http_status: int = 0  # what the document answered (0: unknown, e.g. about:blank)
    content_type: str = ""
    doc_text: str = ""  # the whole text of a plain-text or JSON document (observe/documents.py reads it)


def parse_snapshot(raw: dict[str, Any]) -> RawSnapshot:
    """Validate the script's output; pydantic rejects anything that does not fit the contract."""
    data = dict(raw)
    data.pop("walk_ms", None)
    data["total"] = max(int(data.get("total", 0)), len(data.get("elements", [])))
    return RawSnapshot.model_validate(data)
