"""Frame-level fields (goal kind, task mode, answer kind, risk), not-understood goals, credentials, JSON."""

from __future__ import annotations

import json

import pytest

from wayfinder.intent import GoalFrame, parse_goal


@pytest.mark.parametrize(
    ("goal", "kind", "mode", "answer"),
    [
        ("Open the Dell 27 4K monitor", "object", "find", None),
        ("find me a wireless mouse", "object", "find", None),
        ("find the cheapest 4K monitor under $300 and open its page", "object", "find", None),
        ("find the cheapest 4K monitor under $300", "object", "answer", "text"),
        ("List all monitors under $300", "list", "answer", "list"),
        ("how many records are found for Smith?", "list", "answer", "count"),
        ("search the records for Smith and report the number of records", "list", "answer", "count"),
        ("Add the cheapest keyboard to the cart", "action", "find", None),
        ("What is the price of the Dell monitor?", "object", "answer", "price"),
        ("is the blue kettle in stock", "object", "answer", "yes_no"),
        ("when is the library book due?", "object", "answer", "date"),
        ("what's the rating of the Zen blender", "object", "answer", "number"),
        ("Download the invoice PDF", "object", "download", None),
        ("Browse the laptops", "object", "browse", None),
        ("open http://x.test", "object", "browse", None),
        ("search for tents", "list", "find", None),
        ("Enter 'xyz' into the text field and press Submit", "action", "find", None),
        ("log in as ann with password pw and tell me my balance", "object", "answer", "price"),
        ("log in as ann with password pw and list my orders", "list", "answer", "list"),
        ("I accept the terms.", "action", "find", None),
        ("click the Laptops link", "object", "find", None),
    ],
)
def test_frame_kinds(goal: str, kind: str, mode: str, answer: str | None) -> None:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    assert (frame.goal_kind, frame.task_mode, frame.answer_kind) == (kind, mode, answer)


@pytest.mark.parametrize(
    ("goal", "risky"),
    [
        ("buy the cheapest toaster", True),
        ("order two pizzas", True),
        ("check out the cart", True),
        ("pay the electricity bill", True),
        ("delete my account", True),
        ("cancel my subscription", True),
        ("send $50 to Ann", True),
        ("transfer 200 dollars to savings", True),
        ("send a message to Ann saying hello", False),
        ("add the toaster to the cart", False),
        ("find the cheapest toaster", False),
        ("remove the toaster from my cart", False),
    ],
)
def test_risky(goal: str, risky: bool) -> None:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    assert frame.risky is risky
    assert bool(frame.risk_reasons) is risky


@pytest.mark.parametrize(
    "goal", ["", "   ", "asdf qwer zxcv", "click it and then submit", "open it", "do the thing"]
)
def test_not_understood(goal: str) -> None:
    frame = parse_goal(goal)
    assert not frame.understood
    assert frame.reason
    assert frame.steps == ()


@pytest.mark.parametrize(
    ("goal", "values"),
    [
        (
            "log in as alice with password hunter2",
            [("username", "alice", "credential"), ("password", "hunter2", "credential")],
        ),
        (
            "Log in (user: alice, password: hunter2) and open settings",
            [("username", "alice", "credential"), ("password", "hunter2", "credential")],
        ),
        (
            "sign in with username bob and password <secret:PW>",
            [("username", "bob", "credential"), ("password", "<secret:PW>", "secret")],
        ),
        (
            "log in as carol with code 4821",
            [("username", "carol", "credential"), ("code", "4821", "credential")],
        ),
        ("sign in using PIN 0000", [("pin", "0000", "credential")]),
        (
            "my username is dora and my password is s3cret. Sign in.",
            [("username", "dora", "credential"), ("password", "s3cret", "credential")],
        ),
        (
            "Sign in with the email eve@example.com and the password 'two words'",
            [("email", "eve@example.com", "credential"), ("password", "two words", "credential")],
        ),
        ("log in with <secret:PASSWORD>", [("password", "<secret:PASSWORD>", "secret")]),
    ],
)
def test_credentials(goal: str, values: list[tuple[str, str, str]]) -> None:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    login = next(s for s in frame.steps if s.verb == "login")
    assert [(v.field, v.value, v.kind) for v in login.values] == values


def test_quoted_separators_never_split() -> None:
    frame = parse_goal('type "red, then blue; and click" into the notes field')
    assert [s.verb for s in frame.steps] == ["type"]
    assert frame.steps[0].values[0].value == "red, then blue; and click"
    assert frame.steps[0].values[0].field == "notes"


def test_url_is_not_split_at_its_dots() -> None:
    frame = parse_goal("go to shop.example.com/deals. Then find the cheapest lamp")
    assert [s.verb for s in frame.steps] == ["navigate", "find"]
    assert frame.steps[0].url == "http://shop.example.com/deals"


def test_frame_round_trips_through_json() -> None:
    frame = parse_goal("find the cheapest Sony headphones under $50 from 2021 and add two to my cart")
    data = json.loads(json.dumps(frame.to_dict()))
    assert GoalFrame.from_dict(data) == frame


def test_parse_is_cached_and_frozen() -> None:
    first = parse_goal("search for kites")
    assert parse_goal("search for kites") is first
    with pytest.raises(AttributeError):
        first.understood = False  # type: ignore[misc]


def test_a_thing_named_alone_is_a_thing_to_find() -> None:
    """'monitors' typed alone means 'show me the monitors' (an operation is found: not a question back)."""
    for goal, obj in (
        ("monitors", "monitors"),
        ("usb-c hubs", "usb-c hubs"),
        ("Garden chairs", "Garden chairs"),
    ):
        frame = parse_goal(goal)
        assert frame.understood and frame.verbs == ("find",) and frame.steps[0].object == obj
