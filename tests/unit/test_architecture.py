"""``docs/ARCHITECTURE.md`` is true to the code: its layers table names every top-level package and
module of ``src/wayfinder`` (and nothing else), every row may import only rows above it, and no module
imports more than its row allows (a lower layer never imports a higher one)."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import wayfinder

SRC = Path(wayfinder.__file__).parent
DOC = Path(__file__).resolve().parents[2] / "docs" / "ARCHITECTURE.md"
_NAME_RE = re.compile(r"`([^`]+)`")
ROOT = "__root__"  # what ``wayfinder/__init__.py`` defines
BESIDE_ROOT = Path(__file__).resolve().parents[2] / "packages"  # distributions beside the product


@dataclass(frozen=True)
class Row:
    name: str  # "browser" for `browser/`, "settings" for `settings.py`
    allowed: tuple[str, ...]  # dotted names below wayfinder: "observe.models", "intent"
    everything: bool = False  # "everything": every row above, and the package root


def _row_name(cell: str) -> str | None:
    names = _NAME_RE.findall(cell)
    if len(names) != 1 or not names[0].endswith(("/", ".py")):
        return None
    return names[0].removesuffix("/").removesuffix(".py")


def layer_rows(text: str) -> list[Row]:
    """The rows of the table under '## Layers', in order."""
    section = text.split("## Layers", 1)[1].split("\n## ", 1)[0]
    rows: list[Row] = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) != 3:
            continue
        name = _row_name(cells[0])
        if name is None:
            continue
        allowed = cells[2]
        if allowed == "everything":
            rows.append(Row(name, tuple(r.name for r in rows), everything=True))
        else:
            rows.append(Row(name, tuple(_NAME_RE.findall(allowed))))
    return rows


def top_level() -> set[str]:
    """Packages (folders with an ``__init__.py``) and modules directly under ``src/wayfinder``."""
    names = {p.parent.name for p in SRC.glob("*/__init__.py")}
    names |= {p.stem for p in SRC.glob("*.py") if p.name != "__init__.py"}
    return names


def imports_of(path: Path) -> set[str]:
    """Every ``wayfinder.*`` module a file imports (type-checking and function-local imports too),
    without the ``wayfinder.`` prefix; a public name of the package root itself (``from wayfinder import
    Agent``) is ``ROOT``; its ``__version__`` (a constant) is free for all."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
            if node.module == "wayfinder":
                subs = {p.stem if p.suffix else p.name for p in SRC.iterdir()}
                root = [a.name for a in node.names if a.name != "__version__"]
                names = [f"wayfinder.{n if n in subs else ROOT}" for n in root]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        out |= {n.removeprefix("wayfinder.") for n in names if n.startswith("wayfinder.")}
    return out


def _allows(entry: str, module: str) -> bool:
    return module == entry or module.startswith(entry + ".")


ROWS = layer_rows(DOC.read_text(encoding="utf-8"))
BY_NAME = {row.name: row for row in ROWS}


def test_the_table_is_read() -> None:
    assert len(ROWS) >= 10
    assert BY_NAME["errors"].allowed == ()
    assert "observe.models" in BY_NAME["read"].allowed


def test_every_top_level_package_has_a_row() -> None:
    missing = sorted(top_level() - set(BY_NAME))
    assert not missing, f"add these to the layers table of docs/ARCHITECTURE.md: {missing}"


def test_every_row_names_something_that_exists() -> None:
    stale = sorted(set(BY_NAME) - top_level())
    assert not stale, f"rows of docs/ARCHITECTURE.md for nothing in src/wayfinder: {stale}"
    assert len(BY_NAME) == len(ROWS), "a package has two rows"


def test_a_row_may_import_only_rows_above_it() -> None:
    for index, row in enumerate(ROWS):
        above = {r.name for r in ROWS[:index]}
        for entry in row.allowed:
            assert entry.split(".")[0] in above, f"{row.name} may import {entry}, which is not above it"


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.name)
def test_no_module_imports_more_than_its_row_allows(row: Row) -> None:
    root = SRC / row.name
    files = sorted(root.rglob("*.py")) if root.is_dir() else [SRC / f"{row.name}.py"]
    assert files
    for path in files:
        for module in imports_of(path):
            if module.split(".")[0] == row.name or (module == ROOT and row.everything):
                continue
            assert any(_allows(e, module) for e in row.allowed), (
                f"{path.relative_to(SRC)} imports wayfinder.{module}, which the '{row.name}' row of "
                "docs/ARCHITECTURE.md does not allow"
            )


def test_the_checker_catches_an_upward_import() -> None:
    """The checks above would fail on a violation: the layer of read/ does not allow the agent."""
    assert not any(_allows(e, "agent.run") for e in BY_NAME["read"].allowed)
    assert not any(_allows(e, "observe.capture") for e in BY_NAME["read"].allowed)
    assert imports_of(SRC / "read" / "tables.py") & {"observe.models"}


# the package root is mapped by docs/ARCHITECTURE.md itself; the packages beside the product map
# themselves in their own root docstring
PACKAGES = sorted(p.parent for p in SRC.rglob("__init__.py") if p.parent != SRC) + sorted(
    p.parent for p in BESIDE_ROOT.glob("*/src/*/**/__init__.py")
)


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: str(p.relative_to(BESIDE_ROOT.parent)))
def test_every_package_says_what_its_modules_are(package: Path) -> None:
    """A package's ``__init__`` docstring maps it in a few lines: more than its own name, and it names
    at least one of its modules or sub-packages."""
    doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8"))) or ""
    assert len(doc.splitlines()) >= 3, f"{package.name}/__init__.py: a docstring mapping its modules"
    parts = {p.stem for p in package.glob("*.py") if p.name != "__init__.py"}
    parts |= {p.name for p in package.iterdir() if (p / "__init__.py").exists()}
    assert not parts or any(re.search(rf"\b{re.escape(name)}\b", doc) for name in parts), package.name


# Distributions of this repository beside the product (packages/<name>/src/<module>): the product
# never imports them; they may import the product.
BESIDE = ("wayfinder_miniwob", "wayfinder_bench")


def top_modules(path: Path) -> set[str]:
    """The top-level names of every module a file imports (absolute imports)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
    return out


def test_the_product_never_imports_the_packages_beside_it() -> None:
    assert "wayfinder_miniwob" in top_modules(BESIDE_ROOT / "wayfinder-bench/src/wayfinder_bench/miniwob.py")
    for path in sorted(SRC.rglob("*.py")):
        found = top_modules(path) & set(BESIDE)
        assert not found, (
            f"{path.relative_to(SRC)} imports {sorted(found)}: the product must run without them"
        )


# -- the map names only what exists, and no two modules import each other -------------------------

REPO = BESIDE_ROOT.parent
ROOTS = {"wayfinder": SRC} | {p.name: p for p in BESIDE_ROOT.glob("*/src/*") if (p / "__init__.py").is_file()}
_FILE_REF_RE = re.compile(r"``([\w./-]+\.py)``|(?<!`)`([\w./-]+\.py)`(?!`)")
_DOTTED_REF_RE = re.compile(r"``((?:wayfinder|wayfinder_bench|wayfinder_miniwob)(?:\.\w+)+)``")


def _module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(root, f): f for root in ROOTS.values() for f in root.rglob("*.py")}


def _file_ref_exists(ref: str, path: Path) -> bool:
    """A ``name.py`` a docstring names: beside the file, under its package tree or another one's, or in
    the checkout (``bench/apps/<app>/serve.py``, ``scripts/...``)."""
    bases = [path.parent, *path.parents, REPO / "bench" / "apps", *ROOTS.values()]
    if any((base / ref).is_file() for base in bases):
        return True
    name = Path(ref)
    return any(p.as_posix().endswith("/" + ref) for p in MODULES.values()) or (
        len(name.parts) == 1 and any((REPO / "bench" / "apps").rglob(ref))
    )


# dotted names that are not modules: the settings file and the entry point groups
NOT_MODULES = frozenset({"wayfinder.toml", "wayfinder.rules_plugins", "wayfinder.cli_plugins"})


def _dotted_ref_exists(ref: str) -> bool:
    """``wayfinder.x.y`` names a module, or a name in one (``wayfinder.judge.runs.judge``)."""
    if ref in NOT_MODULES:
        return True
    parts = ref.split(".")
    return any(".".join(parts[:i]) in MODULES for i in range(2, len(parts) + 1))


def _docstrings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = [
        tree,
        *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)),
    ]
    return [d for n in nodes if (d := ast.get_docstring(n))]


def dangling_refs(path: Path) -> list[str]:
    out = []
    for doc in _docstrings(path):
        for match in _FILE_REF_RE.finditer(doc):
            ref = match.group(1) or match.group(2)
            if not _file_ref_exists(ref, path):
                out.append(ref)
        out += [m.group(1) for m in _DOTTED_REF_RE.finditer(doc) if not _dotted_ref_exists(m.group(1))]
    return out


def test_the_dangling_check_can_fail(tmp_path: Path) -> None:
    stale = tmp_path / "stale.py"
    stale.write_text('"""Read by ``plan/rules_support.py`` and ``wayfinder.bench.apps.django_app``."""\n')
    assert dangling_refs(stale) == ["plan/rules_support.py", "wayfinder.bench.apps.django_app"]
    assert dangling_refs(SRC / "plan" / "rules" / "registry.py") == []


def test_every_module_a_docstring_names_exists() -> None:
    found = {str(p.relative_to(REPO)): refs for p in MODULES.values() if (refs := dangling_refs(p))}
    assert found == {}, "docstrings name modules that do not exist"


def imports_between_modules() -> dict[str, set[str]]:
    """Which of our modules each of our modules imports (``from pkg import sub`` counts as the
    submodule; type-checking and function-local imports count too)."""
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        out: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module in MODULES and node.level == 0:
                out |= {
                    f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in MODULES else node.module
                    for a in node.names
                }
            elif isinstance(node, ast.Import):
                out |= {a.name for a in node.names if a.name in MODULES}
        graph[name] = out - {name}
    return graph


def test_no_two_modules_import_each_other() -> None:
    graph = imports_between_modules()
    assert "wayfinder.plan.rules.registry" in graph["wayfinder.plan.rules.planner"]  # the graph is read
    pairs = sorted({tuple(sorted((a, b))) for a, bs in graph.items() for b in bs if a in graph.get(b, set())})
    assert pairs == [], f"modules that import each other: {pairs}"


# Modules stay under ~400 lines, split by meaning (the house rules): past this ceiling a module is
# refused; a table of data may be longer when it is named here with why.
MODULE_CEILING = 420  # 450 until round 8 (plan/rules/work.py, 410 lines, then split)
LONG_TABLES = {
    "src/wayfinder/intent/discourse_tables.py",  # the discourse tables: word lists, no logic
}


def long_modules(root: Path, ceiling: int) -> dict[str, int]:
    """The modules under ``root`` longer than ``ceiling`` lines, with their lengths."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > ceiling:
            out[str(path.relative_to(REPO)) if REPO in path.parents else str(path)] = lines
    return out


def test_no_module_grows_past_the_ceiling() -> None:
    over = {
        name: lines
        for root in (SRC, REPO / "packages")
        for name, lines in long_modules(root, MODULE_CEILING).items()
        if name not in LONG_TABLES
    }
    assert over == {}, f"split these by meaning (the house rules: ~400 lines): {over}"


def test_the_ceiling_check_sees_a_long_module(tmp_path: Path) -> None:
    (tmp_path / "long.py").write_text("x = 1\n" * 500)
    (tmp_path / "short.py").write_text("x = 1\n" * 10)
    assert list(long_modules(tmp_path, MODULE_CEILING).values()) == [500]
