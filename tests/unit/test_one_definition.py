"""One definition per concept, pinned: money is read by the one money reader, goal kind and task mode
and the risky verbs are defined once, in ``intent/`` (issue 26). The checks read the source."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import wayfinder
from wayfinder.intent.frame import RISKY, RISKY_VERBS
from wayfinder.intent.text import first_money, money_spans

SRC = Path(wayfinder.__file__).parent
REPO = SRC.parents[1]
SOURCES = sorted([*SRC.rglob("*.py"), *(REPO / "packages").glob("*/src/**/*.py")])
ONE_MONEY_READER = SRC / "intent" / "text"
# a regex that reads an amount of money: a digit pattern next to a currency sign class or an escaped $
_CURRENCY_RE = re.compile(r"\[[^\]]*[$€£][^\]]*\]|\\\$")
# the modules that read money off pages and answers (each imports the one reader)
MONEY_READERS = (
    "observe/classify.py",
    "agent/checks.py",
    "agent/verify/actions.py",
    "plan/rules/core/prices.py",
    "plan/rules/core/values.py",
    "wayfinder_miniwob/math.py",
    "wayfinder_miniwob/booking_rows.py",
)


def _strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def money_patterns(path: Path) -> list[str]:
    """String constants of ``path`` that are money regexes (a digit class beside a currency sign)."""
    return [s for s in _strings(path) if "\\d" in s and _CURRENCY_RE.search(s)]


def test_the_checker_sees_a_money_regex() -> None:
    assert money_patterns(ONE_MONEY_READER / "reading.py")  # the one reader's own pattern


def test_no_module_outside_the_one_reader_defines_a_money_regex() -> None:
    found = {
        str(p.relative_to(REPO)): money_patterns(p)
        for p in SOURCES
        if ONE_MONEY_READER not in p.parents and money_patterns(p)
    }
    assert found == {}, "read money with wayfinder.intent.text (money_spans, first_money, money_in)"


@pytest.mark.parametrize("name", MONEY_READERS)
def test_the_modules_that_read_money_import_the_one_reader(name: str) -> None:
    path = next(p for p in SOURCES if p.as_posix().endswith(name))
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {
        a.name
        for n in ast.walk(tree)
        if isinstance(n, ast.ImportFrom) and (n.module or "").startswith("wayfinder.intent.text")
        for a in n.names
    }
    assert imported & {"money_spans", "first_money", "money_in", "parse_money"}, name


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("was $1,299.00 now $999 or 45 USD", [("$1,299.00", 1299.0), ("$999", 999.0), ("45 USD", 45.0)]),
        ("US $5 and US$7.50", [("US $5", 5.0), ("US$7.50", 7.5)]),
        ("1.234,56 € in total", [("1.234,56 €", 1234.56)]),
        ("Tab 10 $249.99", [("$249.99", 249.99)]),
        ("Total: $1,416.99.", [("$1,416.99", 1416.99)]),
        ("$49.99$59.99", [("$49.99", 49.99), ("$59.99", 59.99)]),
        ("Bus 10 leaves at 9", []),
        ("27 inch, 4K, 60 Hz", []),
    ],
)
def test_money_spans(text: str, spans: list[tuple[str, float]]) -> None:
    found = money_spans(text)
    assert [(s.text, s.amount) for s in found] == spans
    assert all(text[s.start : s.end] == s.text for s in found)
    assert (first_money(text) is None) == (not spans)


@pytest.mark.parametrize(
    ("name", "pattern"), [("GoalKind", r"^GoalKind\s*="), ("TaskMode", r"^TaskMode\s*=")]
)
def test_goal_kind_and_task_mode_are_defined_once(name: str, pattern: str) -> None:
    product = [p for p in SOURCES if SRC in p.parents]  # wayfinder_bench's gold model has its own goal kinds
    where = [
        str(p.relative_to(SRC)) for p in product if re.search(pattern, p.read_text(encoding="utf-8"), re.M)
    ]
    assert where == ["intent/frame.py"], f"{name} is defined in {where}"


def test_the_risky_verbs_are_one_table() -> None:
    assert {"buy", "delete"} == RISKY_VERBS and RISKY["send"].money_only
    defined = [
        str(p.relative_to(REPO))
        for p in SOURCES
        if re.search(r"^_?RISKY_VERBS\s*[:=]|^RISKY\s*:\s*dict", p.read_text(encoding="utf-8"), re.M)
    ]
    assert defined == ["src/wayfinder/intent/frame.py"]


@pytest.mark.parametrize(
    ("name", "pattern", "home"),
    [
        ("AnswerKind", r"^AnswerKind\s*=", "src/wayfinder/intent/frame.py"),
        ("BoundOp", r"^BoundOp\s*=", "src/wayfinder/intent/text/bounds.py"),
        ("parse_goal", r"^(?:async\s+)?def\s+parse_goal\b", "src/wayfinder/intent/parse.py"),
        ("Verdict", r"^class\s+Verdict\b", "src/wayfinder/judge/values.py"),
    ],
)
def test_one_home_for_each_concept_of_the_goal_and_the_judgement(name: str, pattern: str, home: str) -> None:
    """Issue 26 found two ``parse_goal`` with different results, three ``Verdict`` classes, and
    AnswerKind/BoundOp defined again beside the goal frame: each has one home, product and plugins."""
    where = [
        str(p.relative_to(REPO)) for p in SOURCES if re.search(pattern, p.read_text(encoding="utf-8"), re.M)
    ]
    assert where == [home], f"{name} is defined in {where}"


def _imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


@pytest.mark.parametrize(
    ("library", "home"),
    [
        ("lemminflect", "src/wayfinder/intent/text/lemmas.py"),  # word forms: lemma, plural, verb forms
        ("price_parser", "src/wayfinder/intent/text/numbers.py"),  # money
        ("dateutil", "src/wayfinder/intent/text/dates.py"),  # dates
    ],
)
def test_each_text_library_has_one_door(library: str, home: str) -> None:
    """Words, money and dates are read through ``intent/text`` (issue 26): one module imports each
    library, every other module imports that module, so a fix to how a word, an amount or a date is
    read reaches every reader."""
    where = [
        str(p.relative_to(REPO))
        for p in SOURCES
        if any(m == library or m.startswith(f"{library}.") for m in _imports_of(p))
    ]
    assert where == [home], f"{library} is imported by {where}: read through {home}"


def test_the_door_check_sees_an_import() -> None:
    assert "lemminflect.core.Lemmatizer" in _imports_of(ONE_MONEY_READER / "lemmas.py")
