"""Table tests of the goal frame's steps: many wordings of the same routine web goals (our own sentences)."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.intent import GoalFrame, Step, parse_goal


def _get(step: Step, key: str) -> Any:
    if key == "values":
        return [(v.field, v.value) for v in step.values]
    if key == "value_kinds":
        return [v.kind for v in step.values]
    if key == "filters":
        return {(f.name, f.value) for f in step.filters}
    if key == "bounds":
        return [(b.attribute, b.op, b.value) for b in step.bounds]
    if key == "superlative":
        return (step.superlative.attribute, step.superlative.direction) if step.superlative else None
    if key == "dates":
        return (step.dates.start, step.dates.end) if step.dates else None
    return getattr(step, key)


def _check(frame: GoalFrame, expected: list[tuple[str, dict[str, Any]]]) -> None:
    assert frame.understood, frame.reason
    assert [s.verb for s in frame.steps] == [verb for verb, _ in expected]
    for step, (_, attrs) in zip(frame.steps, expected, strict=True):
        for key, want in attrs.items():
            assert _get(step, key) == want, (key, step)


CASES: list[tuple[str, list[tuple[str, dict[str, Any]]]]] = [
    # finding things, with the filler people add
    ("find me a wireless mouse", [("find", {"object": "wireless mouse"})]),
    ("Could you please find a wireless mouse for me?", [("find", {"object": "wireless mouse"})]),
    ("I'm looking for a standing desk", [("find", {"object": "standing desk"})]),
    ("I need a pair of running shoes", [("find", {"object": "running shoes", "quantity": None})]),
    ("show me some garden chairs", [("find", {"object": "garden chairs"})]),
    (
        "cheapest 4K monitor under $300",
        [
            (
                "find",
                {"object": "4K monitor", "superlative": ("price", "min"), "bounds": [("price", "lt", 300.0)]},
            )
        ],
    ),
    (
        "Find the least expensive Sony headphones between $20 and $80",
        [
            (
                "find",
                {
                    "object": "Sony headphones",
                    "superlative": ("price", "min"),
                    "bounds": [("price", "ge", 20.0), ("price", "le", 80.0)],
                    "filters": set(),  # capitals do not make a brand: grounding does
                },
            )
        ],
    ),
    ("get me the highest rated blender", [("find", {"object": "blender", "superlative": ("rating", "max")})]),
    ("find the newest article about solar power", [("find", {"superlative": ("date", "max")})]),
    (
        "a phone with at least 128GB storage",
        [("find", {"object": "phone", "bounds": [("storage", "ge", 128.0)]})],
    ),
    (
        "find invoices from 2021",
        [("find", {"object": "invoices", "dates": ("2021-01-01", "2021-12-31")})],
    ),
    ("find posts before March 2020", [("find", {"object": "posts", "dates": (None, "2020-02-29")})]),
    ("find a red umbrella in size M", [("find", {"filters": {("color", "red"), ("size", "M")}})]),
    # questions
    (
        "what's the price of the cheapest laptop?",
        [
            (
                "answer",
                {
                    "object": "laptop",
                    "attributes": ("price",),
                    "superlative": ("price", "min"),
                    "answer_kind": "price",
                },
            )
        ],
    ),
    (
        "How much does the walnut bookshelf cost?",
        [("answer", {"object": "walnut bookshelf", "answer_kind": "price"})],
    ),
    (
        "how many mortgages does Smith have?",
        [("count", {"object": "mortgages", "filters": {("name", "Smith")}, "answer_kind": "count"})],
    ),
    (
        "how many open tickets are there?",
        [("count", {"object": "tickets", "filters": {("status", "open")}, "answer_kind": "count"})],
    ),
    ("How many books are overdue", [("count", {"object": "books", "filters": {("status", "overdue")}})]),
    (
        "which keyboard has the highest rating?",
        [("answer", {"object": "keyboard", "superlative": ("rating", "max"), "answer_kind": "text"})],
    ),
    (
        "What is the RAM of the Lenovo ThinkPad X1?",
        [("answer", {"object": "Lenovo ThinkPad X1", "attributes": ("ram",)})],
    ),
    ("what are the rating and weight of the trail bike", [("answer", {"attributes": ("rating", "weight")})]),
    (
        "When was the latest release published?",
        [("answer", {"answer_kind": "date", "superlative": ("date", "max")})],
    ),
    ("who wrote Middlemarch?", [("answer", {"object": "Middlemarch", "attributes": ("author",)})]),
    (
        "is the oak table in stock?",
        [("answer", {"object": "oak table", "answer_kind": "yes_no", "attributes": ("in stock",)})],
    ),
    (
        "Are there any tents under $100?",
        [("answer", {"object": "tents", "answer_kind": "yes_no", "bounds": [("price", "lt", 100.0)]})],
    ),
    (
        "tell me the shipping cost of the red kettle",
        [("answer", {"object": "red kettle", "answer_kind": "price"})],
    ),
    ("report the number of records", [("count", {"object": "records", "answer_kind": "count"})]),
    (
        "Could you let me know the opening hours of the library?",
        [("answer", {"object": "library", "attributes": ("opening hours",)})],
    ),
    ("Get the phone number of the dentist", [("answer", {"object": "dentist", "answer_kind": "text"})]),
    (
        "list all monitors under $300",
        [("list", {"object": "monitors", "answer_kind": "list", "quantity": -1})],
    ),
    (
        "compare the two cheapest phones",
        [("compare", {"object": "phones", "quantity": 2, "superlative": ("price", "min")})],
    ),
    # searching
    ("search for 4K monitors", [("search", {"object": "4K monitors", "query": "4K monitors"})]),
    ("search the tracker for login crash", [("search", {"object": "login crash", "scope": "tracker"})]),
    ("look up Jones in the records", [("search", {"object": "Jones", "scope": "records"})]),
    (
        'search for "usb-c hub, 7 port" on the site',
        [("search", {"object": "usb-c hub, 7 port", "exact": True})],
    ),
    ("Use the search bar to find 'garden hose'", [("search", {"object": "garden hose", "exact": True})]),
    ("search by last name Garcia", [("search", {"object": "Garcia", "values": [("last name", "Garcia")]})]),
    # shopping actions
    (
        "add Sony headphones to my cart",
        [("add", {"object": "Sony headphones", "destination": "cart", "query": "Sony headphones"})],
    ),
    (
        "put two bags of coffee in the basket",
        [("add", {"object": "coffee", "quantity": 2, "destination": "basket"})],
    ),
    (
        "find the cheapest kettle and add it to the cart",
        [("find", {"object": "kettle"}), ("add", {"refers_back": True, "destination": "cart"})],
    ),
    ("I'd like to order three large pizzas", [("buy", {"object": "large pizzas", "quantity": 3})]),
    ("remove the toaster from my cart", [("remove", {"object": "toaster", "destination": "cart"})]),
    # opening and navigating
    ("open http://localhost:8000/shop", [("navigate", {"url": "http://localhost:8000/shop"})]),
    (
        "go to example.org and search for kites",
        [("navigate", {"url": "http://example.org"}), ("search", {"object": "kites"})],
    ),
    (
        "First, search for laptops. Then open the second result.",
        [("search", {"object": "laptops"}), ("open", {"ordinal": 2})],
    ),
    ("open the Dell 27 monitor page", [("open", {"object": "Dell 27 monitor"})]),
    (
        "Find Ann in the contact book and click on their phone number",
        [
            ("find", {"object": "Ann", "scope": "contact book"}),
            ("click", {"object": "phone number", "refers_back": True}),
        ],
    ),
    ("go back", [("go_back", {})]),
    ("scroll to the bottom", [("scroll", {"direction": "bottom"})]),
    ("switch to the new tab", [("switch_tab", {"direction": "new"})]),
    ("sort by price from high to low", [("sort", {"superlative": ("price", "max")})]),
    ("order the results by rating, highest first", [("sort", {"superlative": ("rating", "max")})]),
    ("filter by brand Acme", [("filter", {"filters": {("brand", "Acme")}})]),
    # clicking and pressing
    ('click the "Save draft" button', [("click", {"object": "Save draft", "exact": True, "role": "button"})]),
    ("press the blue button", [("click", {"role": "button"})]),
    ("Click the X to close the dialog", [("click", {"object": "X"})]),
    ("hit enter", [("press_key", {"object": "enter"})]),
    ("press ctrl+a", [("press_key", {"object": "ctrl+a"})]),
    ("I accept the terms.", [("accept", {"object": "terms"})]),
    ("We agree to the privacy policy", [("accept", {"object": "privacy policy"})]),
    ("dismiss the cookie banner", [("close", {"object": "cookie banner"})]),
    (
        'Click on the "Like" button on all posts by @ann and then click Submit',
        [
            ("click", {"object": "Like", "quantity": -1, "filters": {("author", "@ann")}}),
            ("click", {"object": "Submit"}),
        ],
    ),
    # forms
    (
        'Enter "xyz" into the text field and press Submit',
        [("type", {"values": [("", "xyz")]}), ("click", {"object": "Submit"})],
    ),
    ("type hello world", [("type", {"values": [("", "hello world")], "value_kinds": ["text"]})]),
    ("Type the word 'pineapple' in the notes box", [("type", {"values": [("notes", "pineapple")]})]),
    (
        "enter the date 10/13/2016 and submit",
        [("type", {"values": [("date", "10/13/2016")]}), ("submit", {})],
    ),
    (
        "Enter 'Smith' as last name and 2019 as year",
        [("fill", {"values": [("last name", "Smith"), ("year", "2019")]})],
    ),
    (
        "fill the form with first name: John, last name: Smith",
        [("fill", {"values": [("first name", "John"), ("last name", "Smith")]})],
    ),
    (
        "First name: Ada, Last name: Byron, then submit",
        [("fill", {"values": [("first name", "Ada"), ("last name", "Byron")]}), ("submit", {})],
    ),
    ("fill in the city field with Lyon", [("fill", {"values": [("city", "Lyon")]})]),
    ("choose Large from the size dropdown", [("select", {"object": "Large", "values": [("size", "Large")]})]),
    ("set the quantity to 3", [("select", {"values": [("quantity", "3")]})]),
    (
        "Select Alex, Bob and Carl and click Submit",
        [("check", {"values": [("", "Alex"), ("", "Bob"), ("", "Carl")]}), ("click", {})],
    ),
    ("uncheck the newsletter box", [("uncheck", {"values": [("", "newsletter")]})]),
    (
        "Mark Bob's email as important",
        [("edit", {"object": "email", "filters": {("name", "Bob")}, "values": [("status", "important")]})],
    ),
    # messages
    (
        "Find the email by Ann and forward it to Bob",
        [
            ("find", {"filters": {("author", "Ann")}}),
            ("forward", {"destination": "Bob", "refers_back": True}),
        ],
    ),
    (
        'reply to Ann with "See you at 5"',
        [("reply", {"filters": {("author", "Ann")}, "values": [("message", "See you at 5")]})],
    ),
    (
        'send a message to Priya saying "running late"',
        [("send", {"destination": "Priya", "values": [("message", "running late")]})],
    ),
    (
        'create a new issue titled "Crash on save"',
        [("create", {"object": "issue", "values": [("title", "Crash on save")]})],
    ),
    ("change the display name to Moonbeam", [("edit", {"values": [("display name", "Moonbeam")]})]),
    ("download the annual report", [("download", {"object": "annual report"})]),
    (
        "Navigate through the folders to find the file named notes.txt and click it",
        [("find", {"object": "notes.txt"}), ("click", {"refers_back": True})],
    ),
]


@pytest.mark.parametrize(("goal", "expected"), CASES, ids=[c[0][:50] for c in CASES])
def test_steps(goal: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    _check(parse_goal(goal), expected)
