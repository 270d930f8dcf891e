"""The one matching primitive (intent/ground.py): word forms and typos tolerated, distinguishing tokens
must agree. Vocabularies are our own, shaped like what shops, trackers and record portals show."""

from __future__ import annotations

import pytest

from wayfinder.intent.ground import HEAD_BONUS, best, keys, match, names, twins

SHOP = [
    "Jabra Elite In-ear Headphones",
    "Jabra Elite Over-ear Headphones",
    "Sony WH-1000XM5 Wireless Headphones",
    "Razer DeathAdder Wired Mouse",
    "Razer DeathAdder Wireless Mouse",
    "Wireless Mouse Pad",
    "Logitech MX Master Wireless Mouse",
    'Lenovo ThinkPad 16" 8GB Laptop',
    'Lenovo ThinkPad 16" 16GB Laptop',
    "iPad Pro",
    "iPad Mini",
    "Headphones",
    "Mice",
]
TRACKER = [
    "Open",
    "Closed",
    "Assigned to me",
    "Unassigned",
    "Priority: High",
    "Priority: Low",
    "2023",
    "2024",
]


@pytest.mark.parametrize(
    ("phrase", "want"),
    [
        ("jabra elite in ear headphones", "Jabra Elite In-ear Headphones"),  # 'in ear' is written 'In-ear'
        ("the Jabra Elite In-ear headphones", "Jabra Elite In-ear Headphones"),
        ("jabra elite over-ear", "Jabra Elite Over-ear Headphones"),
        ("razer deathadder wired mouse", "Razer DeathAdder Wired Mouse"),
        ("Razer Deathadder WIRELESS mice", "Razer DeathAdder Wireless Mouse"),  # case, plural
        ("razer deathader wireless mouse", "Razer DeathAdder Wireless Mouse"),  # one typo
        ("thinkpad 8gb", 'Lenovo ThinkPad 16" 8GB Laptop'),
        ("thinkpad with 16GB", 'Lenovo ThinkPad 16" 16GB Laptop'),
        ("ipad pro", "iPad Pro"),
        ("ipad mini", "iPad Mini"),
        ("headphnes", "Headphones"),
        ("mouse", "Mice"),  # irregular plural
        ("unassigned", "Unassigned"),
        ("high priority", "Priority: High"),
        ("from 2023", "2023"),
    ],
)
def test_best_agrees(phrase: str, want: str) -> None:
    found = best(phrase, SHOP + TRACKER)
    assert found is not None and found.text == want, match(phrase, SHOP + TRACKER)[:3]


@pytest.mark.parametrize(
    "phrase",
    [
        "jabra elite headphones",  # In-ear or Over-ear: the phrase does not say
        "razer deathadder mouse",  # Wired or Wireless
        "ipad",  # Pro or Mini
        "thinkpad 32gb",  # a size no candidate has
        "lenovo thinkpad",  # 8GB or 16GB
        "sony wh-1000xm4 headphones",  # a model number no candidate has
        "garden chairs",  # nothing like it
    ],
)
def test_best_refuses(phrase: str) -> None:
    assert best(phrase, SHOP) is None, match(phrase, SHOP)[:3]


def test_a_disagreeing_twin_is_left_out() -> None:
    texts = [m.text for m in match("jabra elite in-ear headphones", SHOP)]
    assert "Jabra Elite Over-ear Headphones" not in texts
    texts = [m.text for m in match("razer wired mouse", SHOP)]
    assert "Razer DeathAdder Wireless Mouse" not in texts
    assert "Razer DeathAdder Wired Mouse" in texts


def test_scores_are_shown_and_ordered() -> None:
    found = match("wireless mouse", SHOP)
    rows = [(m.text, m.score) for m in found]
    assert rows[0][0] in {"Razer DeathAdder Wireless Mouse", "Logitech MX Master Wireless Mouse"}
    scores = [s for _, s in rows]
    assert scores == sorted(scores, reverse=True)
    pad = next(m for m in found if m.text == "Wireless Mouse Pad")
    mouse = next(m for m in found if m.text == "Razer DeathAdder Wireless Mouse")
    # the head noun: 'wireless mouse' names a mouse before a mouse pad
    assert mouse.score > pad.score
    assert pad.score < 0.9 + HEAD_BONUS


def test_typo_is_not_taken_for_another_word_of_the_site() -> None:
    # 'wired' is a word this vocabulary uses: it is never read as a typo of 'wire'-something else
    found = match("wired mouse", ["Razer Wireless Mouse", "Razer Wired Mouse"])
    assert [m.text for m in found] == ["Razer Wired Mouse"]


def test_keys_and_twins() -> None:
    assert keys("Jabra Elite In-ear Headphones") == ("jabra", "elite", "inear", "headphone")
    pairs = twins(["iPad Pro", "iPad Mini", "Wireless Mouse Pad", "Razer DeathAdder Wireless Mouse"])
    assert pairs[0] == [(1, frozenset({"pro"}), frozenset({"mini"}))]
    assert 2 not in pairs  # two shared words against two differing ones: not twins


@pytest.mark.parametrize(
    ("phrase", "name", "others", "want"),
    [
        ("Jabra Elite In-ear Headphones", "Jabra Elite In-ear Headphones | VoltMart", [], True),
        ("Jabra Elite In-ear Headphones", "Jabra Elite Over-ear Headphones", [], False),
        ("jabra elite in ear headphones", "Jabra Elite Over-ear Headphones", SHOP, False),
        ("the bose quietcomfort headphones", "Bose QuietComfort Over-ear Headphones", [], True),
        ("Razer Basilisk Wireless Mouse", "Razer Basilisk Mouse", [], True),  # the name adds nothing
        ("logitech wireless mouse pro", "Logitech MX Master Wireless Mouse", [], False),
        ("thinkpad 16gb", 'Lenovo ThinkPad 16" 8GB Laptop', [], False),
        ("instrument 2023-001185", "Instrument 2023-001185 (deed)", [], True),
        ("instrument 2023-001185", "Instrument 2023-001186 (deed)", [], False),
    ],
)
def test_names_identity(phrase: str, name: str, others: list[str], want: bool) -> None:
    assert names(phrase, name, others=others) is want
