"""Numbers read off the page: solve what is shown, compare, then type or click the result (pure).

The skills: solve a small arithmetic expression or a linear equation in one unknown shown on the
page; pick the item showing the greatest/smallest number; mark each number of a list as odd or
even with the buttons beside it; act (buy) only when a shown price passes the goal's bound;
choose the entry with the shortest/longest duration. Expressions are evaluated with a tiny
``ast`` walker over numbers and + - * / only, never ``eval``.
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable

from wayfinder.actions.models import Click, Screenshot
from wayfinder.intent.text import first_money
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.step import Outcome, StepInput, act, fail, quote
from wayfinder.plan.rules.work import Work
from wayfinder_miniwob.work import OddEven, PickDuration, PickExtreme, WhenPrice

_OPS: dict[type[ast.AST], Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}
_EXPR_RE = re.compile(r"[\d\sx+\-*/×÷−().=]+")
_NUMBER_RE = re.compile(r"^[-−]?\d+(?:\.\d+)?$")
_DURATION_RE = re.compile(r"^(?:(\d+)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?)?)?)?$", re.I)


def _walk(node: ast.AST, x: float) -> float:
    if isinstance(node, ast.Expression):
        return _walk(node.body, x)
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return float(node.value)
    if isinstance(node, ast.Name) and node.id == "x":
        return x
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        value = _walk(node.operand, x)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.left, x), _walk(node.right, x))
    raise ValueError("not simple arithmetic")


def evaluate(expr: str, x: float = 0.0) -> float:
    """The value of a + - * / expression (with 'x' bound to ``x``); ValueError when it is anything else."""
    text = expr.replace("×", "*").replace("÷", "/").replace("−", "-")
    text = re.sub(r"(\d)\s*x\b", r"\1*x", text)  # '3x' is 3 times x
    try:
        tree = ast.parse(text.strip(), mode="eval")
        return _walk(tree, x)
    except (SyntaxError, ZeroDivisionError) as exc:
        raise ValueError(str(exc)) from exc


def solve(problem: str) -> float:
    """'7 + 0 =' -> 7; 'x + 7 = 5' -> -2 (linear in x). ValueError when it cannot."""
    left, _, right = problem.partition("=")
    if not right.strip():  # an expression to work out: an 'x' between numbers is a times sign
        return evaluate(re.sub(r"(?<=[\d)])\s*x\s*(?=[\d(-])", " * ", left))
    if "x" not in problem:
        return evaluate(left)
    f0 = evaluate(left, 0) - evaluate(right, 0)
    slope = evaluate(left, 1) - evaluate(right, 1) - f0
    if slope == 0:
        raise ValueError("no single solution")
    return -f0 / slope


def show_number(value: float) -> str:
    return str(round(value)) if abs(value - round(value)) < 1e-9 else f"{value:.2f}".rstrip("0")


def find_problem(lines: list[str]) -> str | None:
    """The first line that reads as an arithmetic problem (digits and an operator or '=')."""
    for line in lines:
        text = line.strip()
        if (
            _EXPR_RE.fullmatch(text.lower())
            and re.search(r"\d", text)
            and re.search(r"\d\s*[-+*/×÷−=]", text)
        ):
            return text
    return None


def math_answer(lines: list[str]) -> str | None:
    problem = find_problem(lines)
    if problem is None:
        return None
    try:
        return show_number(solve(problem.lower()))
    except ValueError:
        return None


def handle_pick_extreme(si: StepInput[PickExtreme]) -> Outcome:
    """Click the element whose text is the greatest (or smallest) number."""
    numbered = [
        (float(el.label.replace("−", "-")), el) for el in si.usable() if _NUMBER_RE.match(el.label.strip())
    ]
    if not numbered:
        return fail("no numbers to compare on this page")
    pick = max if si.step.order == "max" else min
    _value, el = pick(numbered, key=lambda pair: pair[0])
    word = "greatest" if si.step.order == "max" else "smallest"
    return act(Click(element_id=el.id), f"Picking {quote(el.label)}, the {word} number shown", finishes=True)


def _button_rows(si: StepInput[Work], words: tuple[str, ...]) -> list[list[Element]]:
    """Buttons labelled with ``words``, grouped into rows by their vertical position."""
    rows: list[list[Element]] = []
    buttons = [el for el in si.obs.elements if norm(el.label) in words]
    for el in sorted(buttons, key=lambda e: (e.bbox.y, e.bbox.x)):
        if rows and abs(rows[-1][0].bbox.y - el.bbox.y) < max(4.0, el.bbox.h / 2):
            rows[-1].append(el)
        else:
            rows.append([el])
    return rows


def handle_odd_even(si: StepInput[OddEven], lines: list[str]) -> Outcome:
    """Each number of the list gets the Odd or Even button of its own row, top to bottom."""
    rows = _button_rows(si, ("odd", "even"))
    numbers = [int(float(ln.replace("−", "-"))) for ln in lines if _NUMBER_RE.match(ln.strip())]
    if not rows or len(numbers) < len(rows):
        return fail("no numbers beside odd/even buttons on this page")
    done = set(si.state.get("rows_done", []))
    for index, (row, number) in enumerate(zip(rows, numbers, strict=False)):
        if index in done:
            continue
        word = "even" if number % 2 == 0 else "odd"
        button = next((el for el in row if norm(el.label) == word), None)
        if button is None:
            return fail(f"no {word} button beside {number}")
        si.state.setdefault("rows_done", []).append(index)
        last = len(done) + 1 == len(rows)
        return act(Click(element_id=button.id), f"Marking {number} as {word}", finishes=last)
    return fail("every number is already marked")


def _shown_price(lines: list[str], subject: str) -> float | None:
    """The price on or right after the line naming ``subject`` (else the first price shown)."""
    after = False
    first: float | None = None
    for line in lines:
        price = first_money(line)
        value = price.amount if price else None
        if subject and norm(subject) in norm(line).split():
            after = True
        if value is not None:
            if after:
                return value
            first = value if first is None else first
    return first


def handle_when_price(si: StepInput[WhenPrice], lines: list[str]) -> Outcome:
    """Press the goal's button once the shown price passes the bound; until then, keep watching."""
    step = si.step
    price = _shown_price(lines, step.stock)
    if price is None:
        return fail(f"no price of {quote(step.stock)} on this page")
    verb = step.verb
    button = next((el for el in si.usable() if norm(el.label) == norm(verb)), None)
    if button is None:
        return fail(f"no {quote(verb)} button on this page")
    if step.bound.admits(price):
        return act(
            Click(element_id=button.id),
            f"{verb.title()}ing at ${price:.2f}: it passes ${step.bound.value:.2f}",
            finishes=True,
        )
    return act(Screenshot(), f"Watching the price (${price:.2f}) until it passes ${step.bound.value:.2f}")


def minutes(text: str) -> float | None:
    """'11h 21m' / '2 hours' / '45 min' -> minutes; None when the text is not a duration."""
    match = _DURATION_RE.match(text.strip())
    if not match or not (match.group(1) or match.group(2)):
        return None
    return float(match.group(1) or 0) * 60 + float(match.group(2) or 0)


def handle_pick_duration(si: StepInput[PickDuration], lines: list[str]) -> Outcome:
    """Durations listed in reading order pair with the repeated action buttons in reading order."""
    durations = [m for m in (minutes(ln) for ln in lines) if m is not None]
    buttons = sorted(
        (el for el in si.usable() if element_kind(el) == "button"), key=lambda e: (e.bbox.y, e.bbox.x)
    )
    heads = [norm(el.label).split(" ")[0] for el in buttons]
    common = max(set(heads), key=heads.count) if heads else ""
    buttons = [el for el, head in zip(buttons, heads, strict=True) if head == common]
    if not durations or len(durations) != len(buttons):
        return fail("durations and their buttons do not line up on this page")
    pick = min if si.step.order == "min" else max
    index = durations.index(pick(durations))
    el = buttons[index]
    return act(
        Click(element_id=el.id),
        f"Choosing {quote(el.label)}: {lines_duration(durations[index])}",
        finishes=True,
    )


def lines_duration(value: float) -> str:
    return f"{int(value // 60)}h {int(value % 60)}m"
