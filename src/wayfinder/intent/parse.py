"""``parse_goal``: goal text in, ``GoalFrame`` out (pure, cached per goal text).

1. Quoted text, secrets, URLs and parentheses are masked (``intent/masking.py``); discourse is set
   aside (``intent/discourse.py``: greetings, politeness, hedges, fillers, shop talk); the rest is
   case-folded (capitals never decide meaning; values get the person's capitals back) and split into
   clauses.
2. Each clause is read (``intent/clauses.py``); one that cannot be read makes the frame
   not understood, naming that clause.
3. Steps are tidied: credentials stated apart join the login step; "open it" after a find refers to
   what was found; a click with nothing to click is not understood.
4. The frame-level fields are derived from the steps: ``goal_kind``, ``task_mode``,
   ``answer_kind``, ``risky``; ``ignored`` (the discourse set aside) and ``unplaced`` (clauses that
   ask for a change no step stands for, ``intent/coverage.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from wayfinder.intent.accounts import accounts_first, person_as_details
from wayfinder.intent.clauses import read_clause
from wayfinder.intent.coverage import unplaced_parts
from wayfinder.intent.discourse import set_aside
from wayfinder.intent.frame import (
    ACTION_VERBS,
    MEANS_VERBS,
    RISKY,
    AnswerKind,
    Filter,
    GoalFrame,
    GoalKind,
    Step,
    TaskMode,
)
from wayfinder.intent.masking import (
    Masked,
    details_as_pairs,
    heading_topic,
    source_first,
    split_clauses,
    unfronted,
)
from wayfinder.intent.objects import object_step
from wayfinder.intent.parentheses import credential_parentheses, discourse_parentheses
from wayfinder.intent.stated_facts import stated_changes
from wayfinder.intent.step_joins import join_steps
from wayfinder.intent.text import looks_like_money
from wayfinder.intent.topic import (
    PRONOUNS,
    condition_of,
    condition_subject,
    is_situation,
    take_topic,
    topic_of,
)
from wayfinder.intent.values import read_pairs
from wayfinder.intent.verbs import particle_joined

ANSWER_VERBS = frozenset({"answer", "count", "list", "compare"})
BROWSE_VERBS = frozenset({"navigate", "scroll", "go_back", "switch_tab", "wait"})
# words of money moving that name no currency ('send money', 'transfer the funds'); a currency is the one
# money reader's (``text.looks_like_money``)
_MONEY_WORDS_RE = re.compile(r"\b(?:money|funds|payments?)\b", re.I)
_BROWSE_RE = re.compile(r"^\s*(?:browse|explore|look\s+around|have\s+a\s+look)\b", re.I)


@lru_cache(maxsize=512)
def parse_goal(goal: str) -> GoalFrame:
    """The frame of ``goal``. Cached: the loop, planners and verifier may all call it every step."""
    text = " ".join((goal or "").split())
    if not text:
        return GoalFrame(text=goal or "", understood=False, reason="the goal is empty")
    reading = _Reading(text)
    steps: list[Step] = []
    read_from: list[tuple[str, list[Step]]] = []
    accounts_first(reading.masked)
    person_as_details(reading.masked)
    reading.masked.masked = source_first(unfronted(details_as_pairs(reading.masked.masked)))
    heading = _heading(reading)
    clauses = _requests(
        stated_changes(split_clauses(heading[1] if heading else reading.masked.masked)), reading
    )
    topic: str | None = heading[0] if heading else None
    if heading is not None and _a_request(read_clause(heading[0], reading.masked)):
        clauses.insert(0, heading[0])  # 'librarian / <secret:PW> - how many ...': a sign-in, no topic
        topic = heading = None
    while clauses:
        clause = particle_joined(clauses.pop(0))  # 'pull it up', 'show it to me'
        named = topic_of(clause)
        if named is not None:  # 'decide on headphones - how many JBL ones ...': for the next step
            topic = named
            continue
        # 'when the budget runs out, which exit code ...': the question, about the condition
        clause, read = _conditioned(clause, clauses, reading) or (clause, read_clause(clause, reading.masked))
        if read is None and clauses:  # split too early ('I have been eyeing X, tell me its weight')
            joined = f"{clause.rstrip('?')}, {clauses[0]}"
            read = read_clause(joined, reading.masked, peels_only=True)
            if read is not None and read and not all(s.verb in MEANS_VERBS for s in read):
                clauses.pop(0)
            else:
                read = None
        if read is None:
            shown = reading.cased(reading.masked.restore(clause).rstrip("?"))
            return reading.frame(understood=False, reason=f"I could not understand {shown!r}")
        if topic is not None:
            read, taken = take_topic(
                read,
                reading.masked.restore(topic),
                as_scope=heading is not None,
                read=object_step("find", topic, topic, reading.masked),
            )
            topic = None if taken else topic
        read_from.append((reading.cased(reading.masked.restore(clause)), read))
        steps.extend(read)
    if topic is not None:  # a topic nothing took: the thing to find
        steps.insert(
            0, Step(verb="find", text=reading.masked.restore(topic), object=reading.masked.restore(topic))
        )
    steps = join_steps(steps)
    if not steps:
        return reading.frame(understood=False, reason="the goal names nothing to do")
    vague = next((s for s in steps if _vague(s)), None)
    if vague is not None:
        return reading.frame(
            understood=False,
            reason=f"{reading.cased(vague.text)!r} does not say what to {vague.verb.replace('_', ' ')}",
        )
    cased = tuple(reading.case_step(s) for s in steps)
    frame = _frame(text, cased)
    return replace(frame, ignored=reading.ignored, unplaced=unplaced_parts(read_from))


def _conditioned(clause: str, clauses: list[str], reading: _Reading) -> tuple[str, list[Step] | None] | None:
    """A condition before a question ('when the budget runs out, which exit code ...'): the clauses of
    both, and the question's steps about what the condition says (the question's clause is taken off
    ``clauses``); None when ``clause`` is no condition or no question follows it."""
    condition = condition_of(clause) if clauses else None
    if condition is None:
        return None
    asked = read_clause(clauses[0], reading.masked)
    if not asked or asked[0].answer_kind is None:
        return None  # 'if it is under $100, add it': a condition of an order is no topic
    question = clauses.pop(0)
    whole = f"{clause}, {question}"
    about = Filter("about", reading.masked.restore(condition))
    first = replace(asked[0], filters=(*asked[0].filters, about))
    pointing = re.search(r"\b(?:it|they|them)\b", question, re.I)
    if pointing and (not first.object or first.object.lower() in PRONOUNS):
        # 'when a batch worker is stuck, how many seconds before it is killed': the condition's thing
        first = replace(first, object=reading.masked.restore(condition_subject(condition)).lower())
    return whole, [first, *asked[1:]]


def _requests(clauses: list[str], reading: _Reading) -> list[str]:
    """The clauses without those that state the person's situation beside a request ('my config file
    is not in the working directory - which env var ...'): context; a value given with 'is' stays."""
    kept = [c for c in clauses if not (is_situation(c) and not read_pairs(c, reading.masked))]
    return kept or clauses


def _heading(reading: _Reading) -> tuple[str, str] | None:
    """The goal's heading and the request after it; none when the heading is the person's situation
    ('my printer keeps jamming - which ...': context, not the request's topic)."""
    heading = heading_topic(reading.masked.masked)
    if heading is not None and is_situation(heading[0]) and not read_pairs(heading[0], reading.masked):
        return None
    return heading


def _a_request(steps: list[Step] | None) -> bool:
    """Steps that ask for more than finding a thing named (a heading read alone: a sign-in, a count)."""
    return bool(steps) and any(s.verb != "find" for s in steps or [])


class _Reading:
    """The goal prepared for reading: quoted text, secrets, URLs and parentheses masked; discourse set
    aside (``intent/discourse.py``); contractions written out; then case-folded, so capitals never
    decide meaning. ``cased`` puts the person's own capitals back into a value read from the folded text
    (the value is found at the same place in the text as written)."""

    def __init__(self, text: str) -> None:
        self.text = text
        masked = Masked(text)
        asides = discourse_parentheses(masked)
        credential_parentheses(masked)
        discourse = set_aside(masked.masked)
        self.ignored = (*asides, *(masked.restore(i) for i in discourse.ignored))
        folded = fold_case(discourse.text)
        self._written = masked.restore(discourse.text)
        self._folded = masked.restore(folded)
        masked.masked = folded
        self.masked = masked

    def cased(self, value: str) -> str:
        if not value:
            return value
        found = re.search(rf"(?<!\w){re.escape(value)}(?!\w)", self._folded) or re.search(
            re.escape(value), self._folded
        )
        if found is None:  # a value put together from the goal's words ('JBL ones' -> 'JBL headphones')
            return " ".join(self._word_cased(w) for w in value.split(" "))
        return self._written[found.start() : found.end()]

    def _word_cased(self, word: str) -> str:
        found = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", self._folded) if word else None
        return self._written[found.start() : found.end()] if found else word

    def case_step(self, step: Step) -> Step:
        return replace(
            step,
            text=self.cased(step.text),
            object=self.cased(step.object),
            scope=self.cased(step.scope),
            destination=self.cased(step.destination),
            filters=tuple(replace(f, value=self.cased(f.value)) for f in step.filters),
            values=tuple(replace(v, value=self.cased(v.value)) for v in step.values),
        )

    def frame(self, *, understood: bool, reason: str) -> GoalFrame:
        return GoalFrame(text=self.text, understood=understood, reason=reason, ignored=self.ignored)


def fold_case(text: str) -> str:
    """Lower case, one character for one, so a place in the folded text is the same place as written."""
    return "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)


def clause_steps(clause: str) -> list[Step] | None:
    """The steps of one clause read on its own (no frame-level tidying), or None when not understood.

    For callers that read a goal clause by clause and handle some clauses themselves.
    """
    reading = _Reading(" ".join(clause.split()))
    steps: list[Step] = []
    for part in split_clauses(reading.masked.masked):
        read = read_clause(part, reading.masked)
        if read is None:
            return None
        steps.extend(read)
    return [reading.case_step(s) for s in steps]


def _vague(step: Step) -> bool:
    if step.verb not in {"click", "open", "find", "select"}:
        return False
    return not (
        step.object
        or step.refers_back
        or step.ordinal
        or step.superlative
        or step.url
        or step.values
        or step.role
    )


def _answer_step(steps: tuple[Step, ...]) -> Step | None:
    for step in reversed(steps):
        if step.answer_kind is not None:
            return step
    return None


def _opens_later(steps: tuple[Step, ...], index: int) -> bool:
    return any(s.verb in ACTION_VERBS | {"open", "download"} for s in steps[index + 1 :])


def _answer_kind(steps: tuple[Step, ...]) -> AnswerKind | None:
    asked = _answer_step(steps)
    if asked is not None:
        return asked.answer_kind
    for index, step in enumerate(steps):
        if step.verb == "find" and step.superlative and not _opens_later(steps, index):
            return "text"  # 'find the cheapest laptop': say which one
    return None


def _frame(text: str, steps: tuple[Step, ...]) -> GoalFrame:
    verbs = {s.verb for s in steps}
    answer_kind = _answer_kind(steps)
    if "download" in verbs:
        mode: TaskMode = "download"
    elif answer_kind is not None:
        mode = "answer"
    elif verbs <= BROWSE_VERBS or (verbs <= BROWSE_VERBS | {"open"} and _BROWSE_RE.match(text)):
        mode = "browse"
    else:
        mode = "find"
    kind = _goal_kind(steps, answer_kind, mode)
    risky, reasons = _risk(steps)
    return GoalFrame(
        text=text,
        understood=True,
        steps=steps,
        goal_kind=kind,
        task_mode=mode,
        answer_kind=answer_kind,
        risky=risky,
        risk_reasons=reasons,
    )


def _acts(step: Step) -> bool:
    if step.verb == "click":
        return step.role not in {"link", "tab"}
    return step.verb in ACTION_VERBS or step.verb == "press_key"


def _goal_kind(steps: tuple[Step, ...], answer_kind: AnswerKind | None, mode: TaskMode) -> GoalKind:
    last = steps[-1]
    if _acts(last) and last.answer_kind is None:
        return "action"
    if answer_kind in {"list", "count"}:
        return "list"
    if answer_kind is not None or mode in {"browse", "download"}:
        return "object"
    if last.verb in {"search", "filter", "sort"} or (last.quantity == -1 and last.verb in {"find", "open"}):
        return "list"
    # signing in or accepting terms is a way to the thing asked, not what is asked ('sign in and open
    # the book whose ISBN is X' is met on the book's page, not by being signed in)
    if any(_acts(s) and s.verb not in MEANS_VERBS for s in steps):
        return "action"
    return "object"


def _risk(steps: tuple[Step, ...]) -> tuple[bool, tuple[str, ...]]:
    """Whether a step is risky by the one table (``frame.RISKY``), with its reasons."""
    reasons: list[str] = []
    for step in steps:
        risk = RISKY.get(step.verb)
        if risk is None:
            continue
        moves_money = (
            looks_like_money(step.text)
            or _MONEY_WORDS_RE.search(step.text)
            or any(b.attribute == "price" for b in step.bounds)
        )
        if not risk.money_only or moves_money:
            reasons.append(f"{step.text!r} {risk.reason}")
    return bool(reasons), tuple(reasons)
