"""The docs are a site the mkdocs suite browses: Markdown passes raw HTML through, and a bare tag whose
content the HTML parser reads as text to its closing tag ('<title>', '<textarea>', ...) swallows the rest
of the page (BENCHMARKS.md lost 67 of its 81 headings in Chromium). Such a tag is written as code."""

from __future__ import annotations

import re
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"
# HTML's raw-text and escapable raw-text elements (WHATWG HTML 13.1.2), and two that swallow as they do
_SWALLOWING = re.compile(
    r"<(?:title|textarea|script|style|xmp|noscript|iframe|plaintext|noembed|noframes)\b", re.I
)
_CODE = re.compile(r"`[^`]*`")


def test_no_doc_writes_a_tag_that_swallows_the_page() -> None:
    found = []
    for path in sorted(DOCS.rglob("*.md")):
        fenced = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if not fenced and _SWALLOWING.search(_CODE.sub("", line)):
                found.append(f"{path.name}:{number}: {line.strip()[:80]}")
    assert not found, found
