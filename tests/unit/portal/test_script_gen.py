"""The generated script: compiles, and page-sourced text (hostile headers, values, URLs) is data only."""

from __future__ import annotations

import ast
import io
import json
import tokenize

import pytest

from wayfinder.portal.script_gen import build_spec, render_script
from wayfinder.portal.steps import make_step, option_name
from wayfinder.read.headers import RULES, clean_header

HOSTILE = [
    '"); import os #',
    "'''; __import__('os').system('id') #",
    '\\"\nimport subprocess\n',
    "{SPEC}}; exec('x')",
    "__WAYFINDER_SPEC__",
]


def _spec(columns: list[str], value: str, url: str = "http://127.0.0.1/portal/") -> dict[str, object]:
    steps = [
        make_step("click", f"accept {value}", [{"how": "role", "role": "button", "value": value}]),
        make_step(
            "fill", f"fill {value}", [{"how": "label", "value": value}], param="last-name", value=value
        ),
        make_step("submit", "search", [{"how": "css", "value": f"#{value}"}]),
        make_step(
            "wait_grid", "grid", [{"how": "css", "value": f"table:has(th:text-is({json.dumps(value)}))"}]
        ),
    ]
    mapping = {c: f":scope > td:nth-child({i})" for i, c in enumerate(columns, 1)}
    return build_spec(start_url=url, steps=steps, columns=columns, column_mapping=mapping, row_selector="tr")


def _imports(tree: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names |= {f"{node.module}.{a.name}" for a in node.names}
    return names


def _non_string_code(source: str) -> str:
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return " ".join(t.string for t in tokens if t.type not in (tokenize.STRING, tokenize.COMMENT))


def test_benign_script_compiles_and_embeds_the_spec() -> None:
    spec = _spec(["Name", "Recorded"], "Smith")
    source = render_script(spec)
    compile(source, "scrape.py", "exec")
    assert _embedded_spec(source) == spec


def _embedded_spec(source: str) -> object:
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "SPEC"
            and isinstance(node.value, ast.Call)
        ):
            (arg,) = node.value.args
            assert isinstance(arg, ast.Constant) and isinstance(arg.value, str)
            return json.loads(arg.value)
    raise AssertionError("no SPEC = json.loads('...') in the script")


def test_hostile_headers_and_values_stay_data() -> None:
    benign = render_script(_spec(["Name"], "Smith"))
    baseline = _imports(ast.parse(benign))
    baseline_code = _non_string_code(benign)
    for text in HOSTILE:
        spec = _spec([text, "Name"], text, url=f"http://127.0.0.1/p?q={text}")
        source = render_script(spec)
        compile(source, "scrape.py", "exec")
        tree = ast.parse(source)
        assert _imports(tree) == baseline, text
        assert _embedded_spec(source) == spec, text
        # Outside string literals the script is token for token the benign one.
        assert _non_string_code(source) == baseline_code, text


def test_hostile_placeholder_does_not_double_substitute() -> None:
    source = render_script(_spec(["__WAYFINDER_SPEC__"], "__WAYFINDER_SPEC__"))
    assert source.count("SPEC = json.loads(") == 1
    compile(source, "scrape.py", "exec")


def _load(spec: dict[str, object]) -> dict[str, object]:
    namespace: dict[str, object] = {"__name__": "not_main"}
    exec(compile(render_script(spec), "scrape.py", "exec"), namespace)
    return namespace


def test_the_script_parses_its_options_from_the_spec() -> None:
    parse = _load(_spec(["Name"], "Smith"))["parse_args"]
    args = parse(["--format", "jsonl"])  # type: ignore[operator]
    assert args.search_last_name == "Smith" and args.format == "jsonl" and args.output is None
    args = parse(["--search-last-name", "Jones", "-o", "x.csv", "--max-pages", "2", "--delay", "0"])  # type: ignore[operator]
    assert args.search_last_name == "Jones" and str(args.output) == "x.csv"
    assert (args.max_pages, args.delay) == (2, 0.0)


def _fields_spec(labels: list[str]) -> dict[str, object]:
    steps = [
        make_step(
            "fill",
            f"fill {label!r}",
            [{"how": "label", "value": label}],
            param=option_name(label, "f"),
            value="",
        )
        for label in labels
    ]
    steps.append(make_step("wait_grid", "grid", [{"how": "css", "value": "table"}]))
    return build_spec(
        start_url="http://127.0.0.1/",
        steps=steps,
        columns=["A"],
        column_mapping={"A": "td"},
        row_selector="tr",
    )


def test_a_field_named_like_a_script_option_does_not_collide() -> None:
    parse = _load(_fields_spec(["Format", "Output", "Delay"]))["parse_args"]
    args = parse(["--search-format", "PDF", "--format", "json", "--search-output", "x"])  # type: ignore[operator]
    assert (args.search_format, args.format, args.search_output, args.output) == ("PDF", "json", "x", None)


def test_a_percent_sign_in_a_label_does_not_break_help(capsys: pytest.CaptureFixture[str]) -> None:
    parse = _load(_fields_spec(["Share of value (%)", "100% match"]))["parse_args"]
    with pytest.raises(SystemExit) as exit_info:
        parse(["--help"])  # type: ignore[operator]
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "Share of value (%)" in out and "--search-share-of-value" in out


def test_the_script_names_headers_like_the_walk() -> None:
    apply = _load(_spec(["Name"], "Smith"))["apply_rules"]
    for text, attrs in [
        ("Recorded\ndate ▼", {}),
        ("", {"aria-label": "Notes"}),
        ("City sorted ascending", {}),
    ]:
        assert apply(text, attrs, RULES) == clean_header(text, attrs)  # type: ignore[operator]
