"""``wayfinder.read`` imports only ``wayfinder.observe.models``, ``wayfinder.intent`` and itself."""

from __future__ import annotations

import ast
from pathlib import Path

import wayfinder.read

ROOT = Path(wayfinder.read.__file__).parent
ALLOWED = ("wayfinder.read", "wayfinder.intent", "wayfinder.observe.models")


def test_read_imports_only_lower_layers() -> None:
    files = sorted(ROOT.rglob("*.py"))
    assert files
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name.startswith("wayfinder"):
                    assert name.startswith(ALLOWED), (path.name, name)
