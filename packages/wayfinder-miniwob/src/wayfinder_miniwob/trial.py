"""Trial-and-feedback goals for the rules planner: act, read what the page answers, act again (pure).

Two skills a person uses on pages that answer each try:

- "Generate an even number, then press submit": press the generating button until the value the
  page shows meets the condition (even, odd, less/greater than N), then go on to the next step.
  The value is read from the text line that changed after the first press.
- "Guess the number between 0-9 and press Submit ... use the feedback": a binary search; type a
  guess, press the button, read "higher/lower than N" (or "too high/low") and narrow the range.

Both keep their tries in their work item's state, so the planner stays a pure function of its context.
``read_guess_goal`` and ``read_generate_start`` read these goals as a whole (goal readers of the plugin,
tried before the goal frame), since their clauses only make sense together.
"""

from __future__ import annotations

import re
from typing import Any

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent.masking import Masked, split_clauses
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind, rank_candidates
from wayfinder.plan.rules.plugins import Reading
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, quote
from wayfinder.plan.rules.work import BoundOp, Limit, Work
from wayfinder_miniwob.work import Generate, Guess

MAX_TRIES = 12  # presses of a generating button before giving up
MAX_GUESSES = 12

_GENERATE_RE = re.compile(
    r"^(?:please\s+)?(?P<verb>generate|roll|draw|produce|get)\s+(?:a|an)\s+(?P<cond>(?:even|odd)\s+)?"
    r"(?:random\s+)?number(?P<bound>\s+(?:less|smaller|lower|fewer|greater|bigger|larger|higher|more)\s+than"
    r"\s+-?\d+|\s+(?:below|under|above|over)\s+-?\d+|\s+(?:at\s+least|at\s+most)\s+-?\d+)?\s*$",
    re.I,
)
_GUESS_RE = re.compile(
    r"^(?:please\s+)?guess\s+(?:the|a|my)\s+(?:secret\s+|hidden\s+)?number\b(?P<rest>.*)$", re.I | re.S
)
_RANGE_RE = re.compile(r"(-?\d+)\s*(?:-|–|to|and)\s*(-?\d+)")
_PRESS_RE = re.compile(
    r"\b(?:press|click|hit|tap|push)\s+(?:on\s+)?(?:the\s+)?(?P<b>[\w ]+?)(?:\s+button)?\b[.,]", re.I
)
_BOUND_WORDS: dict[str, BoundOp] = {
    "less": "lt",
    "smaller": "lt",
    "lower": "lt",
    "fewer": "lt",
    "below": "lt",
    "under": "lt",
    "greater": "gt",
    "bigger": "gt",
    "larger": "gt",
    "higher": "gt",
    "more": "gt",
    "above": "gt",
    "over": "gt",
    "at least": "ge",
    "at most": "le",
}


# -- reading the goal ------------------------------------------------------------------------


def read_generate_start(text: str, masked: Masked) -> Reading | None:
    """'Generate an even number, then press submit' -> the trial step, and the clauses after it."""
    clauses = split_clauses(masked.masked)
    match = _GENERATE_RE.match(clauses[0]) if clauses else None
    if match is None:
        return None
    bound = None
    if match.group("bound"):
        words = " ".join(match.group("bound").split()).lower()
        number = re.search(r"-?\d+", words)
        key = next(w for w in _BOUND_WORDS if words.startswith(w))
        bound = Limit(_BOUND_WORDS[key], float(number.group(0))) if number else None
    step = Generate(
        text=masked.restore(clauses[0]),
        button=match.group("verb").lower(),
        parity=(match.group("cond") or "").strip().lower(),
        bound=bound,
    )
    return Reading(steps=(step,), rest=tuple(clauses[1:]))


def read_guess_goal(text: str, masked: Masked) -> Reading | None:
    """'Guess the number between 0-9 and press Submit' -> one trial step that searches the range."""
    match = _GUESS_RE.match(text.strip())
    if match is None:
        return None
    rest = match.group("rest")
    found = _RANGE_RE.search(rest)
    low, high = (int(found.group(1)), int(found.group(2))) if found else (0, 100)
    press = _PRESS_RE.search(rest + ".")
    button = press.group("b").strip() if press else "submit"
    return Reading(steps=(Guess(text=text, button=button, low=min(low, high), high=max(low, high)),))


# -- the skills -------------------------------------------------------------------------------


def _button(si: StepInput[Work], name: str) -> Element | None:
    """The button named ``name``. Failed clicks are not excluded: an unchanged page is a valid answer here."""
    pool = [el for el in si.obs.elements if not el.disabled and el.id not in si.ctx.avoid_elements]
    ranked = rank_candidates(pool, name, role_hint="button", min_score=0.5)
    return ranked[0][0] if ranked else None


def _number(text: str) -> float | None:
    match = re.fullmatch(r"\s*(-?\d+(?:\.\d+)?)\s*", text)
    return float(match.group(1)) if match else None


def shown_value(obs: Observation, state: dict[str, Any]) -> float | None:
    """The number the page shows after a press: the digest line that changed from the baseline."""
    lines = obs.text_digest.splitlines()
    if "line" not in state:
        base = list(state.get("baseline", []))
        changed = [
            i
            for i, line in enumerate(lines)
            if _number(line) is not None and (i >= len(base) or base[i] != line)
        ]
        if not changed:
            return None
        state["line"] = changed[0]
    index = int(state["line"])
    return _number(lines[index]) if index < len(lines) else None


def meets(value: float, step: Generate) -> bool:
    """Whether ``value`` satisfies the goal's condition (parity and bound)."""
    parity = step.parity
    if parity in {"even", "odd"} and (value != int(value) or (int(value) % 2 == 0) != (parity == "even")):
        return False
    return step.bound is None or step.bound.admits(value)


def handle_generate(si: StepInput[Generate]) -> Outcome:
    state = si.state
    tries = int(state.get("tries", 0))
    if tries:
        value = shown_value(si.obs, state)
        if value is not None and meets(value, si.step):
            return complete(None)
    else:
        state["baseline"] = si.obs.text_digest.splitlines()
    if tries >= MAX_TRIES:
        return fail(f"{MAX_TRIES} tries did not give a value that meets {quote(si.step.text)}")
    button = _button(si, si.step.button)
    if button is None:
        return fail(f"no {quote(si.step.button)} button on this page")
    state["tries"] = tries + 1
    seen = "" if not tries else " again: the value shown does not meet the goal yet"
    return act(Click(element_id=button.id), f"Pressing {quote(button.label)}{seen} ({si.step.text})")


_FEEDBACK_RE = re.compile(
    r"\b(?P<dir>higher|greater|bigger|larger|more|lower|less|smaller)\s+than\s+(?P<n>-?\d+)"
    r"|\btoo\s+(?P<too>high|big|large|low|small)\b",
    re.I,
)
_CORRECT_RE = re.compile(
    r"^\W*(?:correct|that'?s\s+(?:right|correct|it)|you\s+got\s+it|well\s+done)\b.{0,30}$", re.I
)
_UP_WORDS = frozenset(["higher", "greater", "bigger", "larger", "more", "low", "small"])


def read_feedback(digest: str, guess: int, goal_text: str) -> str | None:
    """'up', 'down' or 'correct' from the page's answer to ``guess``; None when it says nothing new."""
    for line in digest.splitlines():
        if not line.strip() or line.strip() == goal_text.strip():
            continue
        match = _FEEDBACK_RE.search(line)
        if match is not None:
            if match.group("n") is not None and int(match.group("n")) != guess:
                continue  # an answer to an older guess
            word = (match.group("dir") or match.group("too") or "").lower()
            return "up" if word in _UP_WORDS else "down"
        if _CORRECT_RE.search(line.strip()):
            return "correct"
    return None


def _guess_field(si: StepInput[Work]) -> Element | None:
    fields = [
        el
        for el in si.obs.elements
        if not el.disabled and element_kind(el) == "field" and el.tag != "textarea"
    ]
    numeric = [el for el in fields if (el.input_type or "") == "number"]
    pool = numeric or fields
    return pool[0] if pool else None


def handle_guess(si: StepInput[Guess]) -> Outcome:
    state = si.state
    low, high = int(state.get("low", si.step.low)), int(state.get("high", si.step.high))
    pending = state.get("submitted")
    if pending is not None:
        answer = read_feedback(si.obs.text_digest, int(pending), si.ctx.goal)
        if answer == "correct":
            return complete(str(pending))
        if answer == "up":
            low = int(pending) + 1
        elif answer == "down":
            high = int(pending) - 1
        state.update(low=low, high=high, submitted=None, typed=None)
    if low > high or int(state.get("guesses", 0)) >= MAX_GUESSES:
        return fail("the page's feedback left no number to try")
    return _next_guess(si, low, high)


def _next_guess(si: StepInput[Guess], low: int, high: int) -> Outcome:
    state = si.state
    guess = (low + high) // 2
    if state.get("typed") == guess:
        button = _button(si, si.step.button)
        if button is None:
            return fail(f"no {quote(si.step.button)} button to send the guess")
        state.update(submitted=guess, guesses=int(state.get("guesses", 0)) + 1)
        return act(Click(element_id=button.id), f"Sending the guess {guess} with {quote(button.label)}")
    box = _guess_field(si)
    if box is None:
        return fail("no field to type a guess into")
    state["typed"] = guess
    intent = f"Guessing {guess}, the middle of {low}..{high}, the numbers the feedback still allows"
    return act(TypeText(element_id=box.id, text=str(guess)), intent)
