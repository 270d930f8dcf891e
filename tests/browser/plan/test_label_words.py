"""An attribute asked in people's words that the thing's page labels by its first word (real Chromium,
the rules planner walked until it answers): 'the battery life of X' where X's page says 'Battery 40 h',
'the display size of X' under 'Display 16"'. Two shapes of a spec: a table of label and value rows and
'Label: value' lines. A page that labels two different values so is no answer. Pages of our own."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

SPECS = (("Brand", "Orca"), ("Display", '16" 1920 x 1200'), ("Weight", "1.6 kg"), ("Battery", "18 h"))


def _table(server: PageServer, path: str, specs: tuple[tuple[str, str], ...]) -> str:
    rows = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in specs)
    return server.add(
        path,
        "<title>Orca Book 16 Laptop | Gadgets</title><main><h1>Orca Book 16 Laptop</h1><p>$899.99</p>"
        f"<h2>Specifications</h2><table>{rows}</table></main>",
    )


def _lines(server: PageServer, path: str, specs: tuple[tuple[str, str], ...]) -> str:
    lines = "".join(f"<li>{k}: {v}</li>" for k, v in specs)
    return server.add(
        path,
        "<title>Orca Book 16 Laptop - Reviews</title><main><h1>Orca Book 16 Laptop</h1>"
        f"<p>Tested for two weeks.</p><ul>{lines}</ul></main>",
    )


@pytest.mark.parametrize("shape", [_table, _lines])
@pytest.mark.parametrize(
    ("goal", "answer"),
    [
        ("what's the battery life of the Orca Book 16 Laptop?", "18 h"),
        ("what is the display size of the Orca Book 16 Laptop", '16" 1920 x 1200'),
    ],
)
async def test_a_label_saying_the_first_word_answers(
    walk: Walker, page_server: PageServer, shape: object, goal: str, answer: str
) -> None:
    start = shape(page_server, f"/l17w/{shape.__name__}/p/1", SPECS)  # type: ignore[attr-defined,operator]
    walked = await walk(goal, start, steps=6, must_end=True)
    assert walked.answer == f"True: {answer}", (walked.answer, walked.taken)


async def test_two_labels_saying_the_first_word_are_no_answer(walk: Walker, page_server: PageServer) -> None:
    specs = (*SPECS, ("Battery", "3 cells"))
    start = _table(page_server, "/l17w/two/p/1", specs)
    walked = await walk("what's the battery life of the Orca Book 16 Laptop?", start, steps=6)
    assert not walked.answer.startswith("True"), (walked.answer, walked.taken)
