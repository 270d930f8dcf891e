"""More wordings (our own): credentials anywhere in the goal, records and counts, chatty openers, typos."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.intent import parse_goal


def _steps(goal: str) -> list[tuple[str, dict[str, Any]]]:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    out = []
    for step in frame.steps:
        out.append(
            (
                step.verb,
                {
                    "object": step.object,
                    "values": [(v.field, v.value) for v in step.values],
                    "filters": {(f.name, f.value) for f in step.filters},
                    "superlative": (step.superlative.attribute, step.superlative.direction)
                    if step.superlative
                    else None,
                    "answer_kind": step.answer_kind,
                },
            )
        )
    return out


def _check(goal: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    got = _steps(goal)
    assert [v for v, _ in got] == [v for v, _ in expected], got
    for (_, have), (_, want) in zip(got, expected, strict=True):
        for key, value in want.items():
            assert have[key] == value, (key, have)


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        (
            "How many invoices are unpaid? Sign in as clerk, password <secret:CLERK_PW>.",
            [
                ("login", {"values": [("username", "clerk"), ("password", "<secret:CLERK_PW>")]}),
                ("count", {"object": "invoices"}),
            ],
        ),
        (
            "What's the due date of invoice INV-204? (user: clerk / password: <secret:CLERK_PW>)",
            [
                ("login", {"values": [("username", "clerk"), ("password", "<secret:CLERK_PW>")]}),
                ("answer", {"answer_kind": "date"}),
            ],
        ),
        (
            "user clerk password <secret:CLERK_PW> list the unpaid invoices",
            [
                ("login", {"values": [("username", "clerk"), ("password", "<secret:CLERK_PW>")]}),
                ("list", {"object": "unpaid invoices"}),
            ],
        ),
        (
            "as clerk (password <secret:CLERK_PW>) sort the invoices by amount, biggest first",
            [("login", {}), ("sort", {"superlative": ("amount", "max")})],
        ),
        (
            "Login clerk, pw <secret:CLERK_PW>.",
            [("login", {"values": [("username", "clerk"), ("password", "<secret:CLERK_PW>")]})],
        ),
        (
            "Login details: clerk / <secret:CLERK_PW>",
            [("login", {"values": [("username", "clerk"), ("password", "<secret:CLERK_PW>")]})],
        ),
    ],
)
def test_credentials_anywhere_log_in_first(goal: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    _check(goal, expected)


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        ("how many tickets has customer C-7731 opened?", [("count", {"object": "tickets"})]),
        ("how many bikes do you stock?", [("count", {"object": "bikes"})]),
        ("number of tents under $200", [("count", {"object": "tents"})]),
        ("how many parcels are there for Okafor?", [("count", {"filters": {("name", "Okafor")}})]),
        (
            "How many results appear when I search for trail shoes?",
            [("search", {"object": "trail shoes"}), ("count", {})],
        ),
        (
            "what kind of permit is P-5521?",
            [("answer", {"object": "P-5521", "filters": {("type", "permit")}})],
        ),
        ("who signed the lease on unit 4B?", [("answer", {"answer_kind": "text"})]),
        ("Who holds account AC-88?", [("answer", {"object": "AC-88"})]),
        (
            "Add a new supplier: name Brightline, city Leeds, phone 0113 555",
            [
                (
                    "create",
                    {
                        "object": "supplier",
                        "values": [("name", "Brightline"), ("city", "Leeds"), ("phone", "0113 555")],
                    },
                )
            ],
        ),
    ],
)
def test_records_and_counts(goal: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    _check(goal, expected)


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        (
            # showing one thing is opening its page; many things ("show me the overdue loans") are found
            "uh, hi! can you show me the cheepest kettle?",
            [("open", {"object": "kettle", "superlative": ("price", "min")})],
        ),
        ("whats the newest phone", [("answer", {"object": "phone", "superlative": ("date", "max")})]),
        (
            "So I've been eyeing the Nimbus 3 tent, could you tell me what weight it has?",
            [("answer", {"object": "Nimbus 3 tent"})],
        ),
        ("We'd like 2 Nimbus 3 tents in the basket", [("add", {"object": "Nimbus 3 tents"})]),
        (
            "put the cheapest lamp that's in stock in my cart",
            [("add", {"filters": {("status", "in stock")}})],
        ),
        (
            "According to the pricing page, what does the Pro plan cost?",
            [("open", {"object": "pricing"}), ("answer", {})],
        ),
        (
            "open the install part of the getting started page",
            [("open", {"object": "getting started"}), ("open", {"object": "install"})],
        ),
        ("place my order", [("buy", {})]),
        ("find out where the handbook talks about parental leave", [("find", {"object": "parental leave"})]),
    ],
)
def test_chatty_and_misspelt(goal: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    _check(goal, expected)
