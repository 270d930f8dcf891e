"""``wayfinder.intent`` sits at the bottom: it imports nothing of Wayfinder's but itself."""

from __future__ import annotations

import ast
from pathlib import Path

import wayfinder.intent

ROOT = Path(wayfinder.intent.__file__).parent


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_intent_imports_only_itself() -> None:
    files = sorted(ROOT.rglob("*.py"))
    assert files
    for path in files:
        ours = {n for n in _imports(path) if n.startswith("wayfinder")}
        assert all(n.startswith("wayfinder.intent") for n in ours), (path.name, ours)
