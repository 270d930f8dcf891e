"""Values given next to a purchase are the order form's, not a sign-in (issue 30 section 1, issue 32).

A sign-in needs a sign-in cue (log in / sign in, a password, a username, 'as ann'); an email is also
an order form's contact field, and a secret is whatever field names it, so 'card: <secret:CARD>' is
the card, never a password. Generated variants: purchase verbs, products, field orders, plain or
secret values, colon pairs or bare field names; and a real sign-in next to a purchase still signs in.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal

PURCHASES = (
    "buy the {p}",
    "purchase the {p}",
    "order the {p}",
    "check out the {p}",
    "I want to buy the {p}",
    "place an order for the {p}",
)
PRODUCTS = ("Zephyr Tab 10", "Vela standing desk", "Orbit 3 phone", "Logitech G502 Wireless Mouse")
FIELDS = (
    ("name", "Ann Lee"),
    ("email", "ann@example.org"),
    ("address", "1 Main Street"),
    ("card", "<secret:CARD>"),
    ("expiry", "12/29"),
    ("cvc", "<secret:CVC>"),
)


def _values(goal: str) -> dict[str, str]:
    return {v.field: v.value for s in parse_goal(goal).steps for v in s.values}


@given(
    purchase=st.sampled_from(PURCHASES),
    product=st.sampled_from(PRODUCTS),
    fields=st.permutations(FIELDS).flatmap(lambda f: st.integers(2, len(f)).map(lambda n: f[:n])),
    joint=st.sampled_from((". ", "; ", ". Details: ", ". My shipping details: ", ". Contact info: ")),
)
@settings(max_examples=80, deadline=None)
def test_values_next_to_a_purchase_fill_its_form_and_never_sign_in(
    purchase: str, product: str, fields: tuple[tuple[str, str], ...], joint: str
) -> None:
    goal = purchase.format(p=product) + joint + ", ".join(f"{f}: {v}" for f, v in fields)
    frame = parse_goal(goal)
    verbs = [s.verb for s in frame.steps]
    assert "login" not in verbs, (goal, verbs)
    assert "password" not in _values(goal), goal
    fill = [s for s in frame.steps if s.values]
    assert len(fill) == 1 and fill[0].verb == "fill", (goal, frame.steps)
    assert {v.field: v.value for v in fill[0].values} == dict(fields), goal
    assert any(s.verb == "buy" for s in frame.steps), (goal, verbs)


@pytest.mark.parametrize(
    "goal",
    [
        "order two Vela desks; cvc <secret:CVC>, card number <secret:CARD>",
        "buy the Orbit 3 phone. card number <secret:CARD>, expiry 12/29, cvc <secret:CVC>",
        "Name: Ann Lee, email: ann@example.org, card: <secret:CARD>",
        "purchase the Zephyr Tab 10. email: bo@x.io, security code: <secret:CVC>",
    ],
)
def test_a_secret_named_by_its_field_is_that_field_not_a_password(goal: str) -> None:
    frame = parse_goal(goal)
    assert "login" not in [s.verb for s in frame.steps], frame.steps
    values = _values(goal)
    assert "password" not in values and any(v.startswith("<secret:") for v in values.values()), values


@pytest.mark.parametrize(
    ("goal", "user"),
    [
        ("log in as ann, password <secret:PW>, and buy the Zephyr Tab 10", "ann"),
        ("sign in as bo with <secret:PW> and purchase the Orbit 3 phone. card: <secret:CARD>", "bo"),
        ("buy the Vela desk. Username: ann, password: <secret:PW>", "ann"),
        ("email: ann@example.org, password: <secret:PW>. Then order the Zephyr Tab 10", "ann@example.org"),
    ],
)
def test_a_real_sign_in_next_to_a_purchase_still_signs_in_first(goal: str, user: str) -> None:
    steps = parse_goal(goal).steps
    assert steps[0].verb == "login", steps
    login = {v.field: v.value for v in steps[0].values}
    assert login.get("password") == "<secret:PW>" and user in login.values(), login
    assert any(s.verb == "buy" for s in steps), steps
    assert all(v.field != "password" for s in steps[1:] for v in s.values), steps
