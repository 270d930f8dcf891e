"""Pages that are their text: plain text, JSON and PDF documents, read as the page's text (pure).

Chromium shows a ``text/plain`` or JSON document as one ``<pre>`` and a PDF in its viewer: no element
a person would use, and the answer sits in the text. The observation's text digest of such a page is
the document's own text: plain text as it is, JSON as ``path: value`` lines (``items[2].name: Ann``)
so a value is read next to its key, a PDF's text page by page (pypdf), each capped at
``text_document_chars``. A PDF larger than ``pdf_max_mb`` is not read, and the digest says so.
"""

from __future__ import annotations

import io
import json
import re
from typing import Any

TEXT_TYPES = re.compile(r"^text/(plain|csv)$|^application/([\w.+-]*\+)?json$", re.I)
PDF_TYPE = "application/pdf"
MAX_JSON_LINES = 2000


def is_text_document(content_type: str) -> bool:
    return bool(TEXT_TYPES.match(content_type.split(";")[0].strip()))


def is_pdf(content_type: str) -> bool:
    return content_type.split(";")[0].strip().lower() == PDF_TYPE


def _scalar(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def json_lines(value: Any, path: str = "", out: list[str] | None = None) -> list[str]:
    """Every leaf of a JSON value as ``path: value`` (``a.b``, ``items[0].id``), in document order."""
    out = [] if out is None else out
    if len(out) >= MAX_JSON_LINES:
        return out
    if isinstance(value, dict):
        if not value and path:
            out.append(f"{path}: {{}}")
        for key, item in value.items():
            json_lines(item, f"{path}.{key}" if path else str(key), out)
    elif isinstance(value, list):
        if not value and path:
            out.append(f"{path}: []")
        for index, item in enumerate(value):
            json_lines(item, f"{path}[{index}]", out)
    else:
        out.append(f"{path}: {_scalar(value)}" if path else _scalar(value))
    return out


def cap(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def document_text(content_type: str, text: str, limit: int) -> str:
    """The page text of a plain-text or JSON document (JSON that does not parse is shown as it is)."""
    if "json" in content_type.lower():
        try:
            return cap("\n".join(json_lines(json.loads(text))), limit)
        except ValueError:
            pass
    lines = [" ".join(line.split()) for line in text.splitlines()]
    return cap("\n".join(line for line in lines if line), limit)


def pdf_text(data: bytes, limit: int) -> tuple[str, int]:
    """The text of a PDF (pages in order, until ``limit`` characters) and its page count; a PDF that
    cannot be read gives a sentence saying so."""
    from pypdf import PdfReader  # here, not at import: most runs read no PDF (and pypdf is slow to load)
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        parts: list[str] = []
        size = 0
        for page in reader.pages:
            if size >= limit:
                break
            text = "\n".join(" ".join(line.split()) for line in (page.extract_text() or "").splitlines())
            parts.append(text.strip())
            size += len(text) + 1
        return cap("\n".join(p for p in parts if p), limit), len(reader.pages)
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        return f"(the PDF could not be read: {exc})", 0
