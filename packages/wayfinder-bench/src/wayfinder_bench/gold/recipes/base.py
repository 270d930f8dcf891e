"""The recorder's recipes: how a careful person does a goal, given what the suite's checks know.

A recipe is a function of the goal's :class:`RecipeInput` (the running site, its provider, the goal
and the values its checks computed from the site's data) and of the check it answers; it returns
the gold steps. A person knows where things are on the site (the recipes are written per site) and,
here, knows the right answer too: the check data says which product is the cheapest, which record
is the newest, what the count is. The recorder then plays the steps through the real graph and
keeps them only when the suite's own checks pass on the result (``record.py``).

Recipes are looked up by key, in this order:

- a goal that should succeed: ``answer:<check>``, ``page:<check>``, ``state:<check>`` for each of
  its checks in that order (the first recipe found does the goal);
- a goal that cannot succeed: ``risky`` when its expected reason is ``needs_confirmation`` (the steps
  up to the final control, which the run must not pass unconfirmed), ``premise:<check>`` when the
  suite proves why it is impossible (a search that finds nothing), then ``cannot`` (the honest
  ending).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected
from wayfinder.safety.goal_credentials import lift_goal_credentials
from wayfinder.safety.secrets import SecretStore
from wayfinder_bench.goals import CheckRef, Goal, Suite
from wayfinder_bench.goals_sites import Site, SiteProvider, expected_value
from wayfinder_bench.gold.model import GoldKind, GoldStep, Negative


@dataclass(frozen=True)
class RecipeInput:
    provider: SiteProvider
    site: Site
    suite: Suite
    goal: Goal
    expected: Mapping[str, Expected] = field(default_factory=dict)

    def value(self, check: str, **args: Any) -> Expected:
        """What a value check of the site computes (``value("cheapest", category="mice", give="name")``)."""
        return expected_value(self.provider, self.site, CheckRef(check=check, args=args))

    @property
    def start(self) -> str:
        return self.suite.start_of(self.goal)


@dataclass(frozen=True)
class Plan:
    """What a recipe gives: the goal's kind, the gold steps (ending with ``done``), and the wrong
    endings the verifier must refuse."""

    kind: GoldKind
    steps: list[GoldStep]
    negatives: list[Negative] = field(default_factory=list)
    # another way a person would take when this one does not work on the site as it is (the site's
    # search finds nothing for the term: open the page from the navigation instead)
    fallback: Plan | None = None


Recipe = Callable[[RecipeInput, CheckRef], Plan]


def wrong(shape: str, answer: str) -> Negative:
    """The gold's actions, then this wrong answer claimed as success."""
    return Negative(shape=shape, answer=answer)


def wrong_steps(shape: str, steps: Sequence[GoldStep]) -> Negative:
    """Other actions (ending with their own ``done``) that must not be taken for success."""
    return Negative(shape=shape, steps=list(steps))


def claim(steps: Sequence[GoldStep], answer: str) -> list[GoldStep]:
    """``steps`` without their final ``done``, then success claimed with ``answer``."""
    return [*steps[:-1], GoldStep(action={"type": "done", "success": True, "answer": answer})]


@dataclass(frozen=True)
class RecipeBook:
    """One site's recipes by key (see the module docstring)."""

    site: str
    recipes: Mapping[str, Recipe]
    # steps every goal on the site starts with when its page asks for them (a cookie banner, terms)
    opening: Callable[[RecipeInput], list[GoldStep]] = lambda _inp: []


def recipe_keys(goal: Goal) -> list[tuple[str, CheckRef]]:
    """The keys a goal's recipe is looked up by, best first, each with the check it is for."""
    expect = goal.expect
    none = CheckRef(value="")
    if expect.outcome == "success":
        return [(f"{kind}:{ref.check or 'literal'}", ref) for kind, ref in expect.checks()]
    keys: list[tuple[str, CheckRef]] = []
    if expect.reason == "needs_confirmation":
        keys.append(("risky", expect.state or none))
    if expect.premise is not None:
        keys.append((f"premise:{expect.premise.check}", expect.premise))
    keys.append(("cannot", expect.state or none))
    return keys


def _claims_success(plan: Plan) -> list[Negative]:
    """A goal that cannot succeed: its gold actions, then success claimed anyway (unless the recipe
    wrote its own claim)."""
    if plan.kind != "not_success" or any(n.shape == "claims success" for n in plan.negatives):
        return []
    return [wrong_steps("claims success", claim(plan.steps, "Done: I did what you asked."))]


def _opened(plan: Plan, opening: list[GoldStep]) -> Plan:
    """The plan (and its fallback) with the site's opening steps first, in its wrong endings too."""
    negatives = [
        n if n.steps is None else n.model_copy(update={"steps": [*opening, *n.steps]})
        for n in [*plan.negatives, *_claims_success(plan)]
    ]
    fallback = _opened(plan.fallback, opening) if plan.fallback is not None else None
    return Plan(plan.kind, [*opening, *plan.steps], negatives, fallback)


def plan_goal(book: RecipeBook, inp: RecipeInput) -> tuple[str, Plan]:
    """``(recipe key, plan)`` for the goal, the site's opening steps first (in the negatives' own
    steps too); ConfigError when the site has no recipe for it."""
    tried = []
    for key, ref in recipe_keys(inp.goal):
        recipe = book.recipes.get(key)
        tried.append(key)
        if recipe is None:
            continue
        return f"{book.site}:{key}", _opened(recipe(inp, ref), book.opening(inp))
    raise ConfigError(f"goal {inp.goal.id}: no gold recipe for {', '.join(tried)} on site {book.site!r}")


# -- what a person reads in the goal itself -------------------------------------------------------

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def named_in(goal: str, names: Sequence[str]) -> str | None:
    """The longest of ``names`` (things the site's data knows) that the goal names word for word."""
    text = " ".join(goal.casefold().split())
    found = [
        n for n in names if re.search(rf"(?<!\w){re.escape(' '.join(n.casefold().split()))}(?!\w)", text)
    ]
    return max(found, key=len) if found else None


def quantity_before(goal: str, name: str) -> int:
    """How many of ``name`` the goal asks for: a number or number word among the few words before
    it ("order 2 ...", "two of the ..."), else 1."""
    text = " ".join(goal.casefold().split())
    at = text.find(" ".join(name.casefold().split()))
    words = re.findall(r"[\w']+", text[:at] if at >= 0 else text)[-4:]
    for word in reversed(words):
        if word.isdigit():
            return int(word)
        if word in _NUMBER_WORDS:
            return _NUMBER_WORDS[word]
    return 1


def every_record(goal: str) -> str | None:
    """The records the goal changes every one of ('publish all the draft posts' -> 'draft posts', 'put
    every draft post in Travel' -> 'draft post'): its frame's change step asks for them all
    (``quantity`` -1, the one reading of 'all' / 'every'); None for a goal about one record. The suite's
    check reads one of them; the gold must still change them all (the words name the list to narrow:
    a state, a kind - read from the goal, as the site's data changes while the suite is recorded)."""
    from wayfinder.intent import parse_goal

    steps = parse_goal(goal).steps
    return next((s.object for s in steps if s.quantity == -1 and s.verb in ("edit", "select")), None)


def account_in(goal: str, passwords: Mapping[str, str]) -> tuple[str, str] | None:
    """``(login, password)`` of the account the goal signs in with: a login it names whose password
    it gives too ("sign in as carol (password ...) and assign #6 to Alice Moreau" names alice as well,
    but gives carol's password)."""
    named = [login for login, password in passwords.items() if password in goal and named_in(goal, [login])]
    if not named:
        return None
    login = max(named, key=len)
    return login, passwords[login]


def typed_secret(goal: str, value: str) -> str:
    """What the planner types for a credential the goal writes out: the run lifts it into a secret
    before the planner sees the goal (``safety.goal_credentials``), so the placeholder it became;
    the value itself when the run keeps it in the goal."""
    lifted = lift_goal_credentials(goal, None)
    for name, secret in (lifted.secrets.as_mapping() if lifted.secrets else {}).items():
        if secret == value:
            return SecretStore.placeholder(name)
    return value


def first(expected: Expected) -> str:
    """The first alternative of an expected value (any of tied answers is right)."""
    if not expected.values:
        raise ConfigError(f"the check has no value: {expected.describe()}")
    return expected.values[0]


def near_namesakes(name: str, names: Sequence[str], limit: int = 3) -> list[str]:
    """The names most like ``name`` (another model of the same line: "Viper Wired Mouse (2023)" for
    "Viper Wired Mouse II"), best first, never ``name`` itself."""
    from rapidfuzz import fuzz, process

    others = [n for n in names if n != name]
    found = process.extract(name, others, scorer=fuzz.token_sort_ratio, limit=limit)
    return [str(match[0]) for match in found if match[1] >= 70]
