"""A count of one thing's people said in its own text (real Chromium, the rules planner walked from the
site's front page): 'how many volunteers turned up for the clean-up day' opens the post named and reads
'the 42 volunteers', never the tag 'volunteers' (the posts tagged so); a running club's race report
the same with its category 'Runners'. A post that writes two numbers of them answers nothing from prose."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

SITES = {
    "blog": (
        "Harbor Notes",
        "Harbor Clean-Up Day Results",
        "volunteers",
        "how many volunteers turned up for the harbor clean-up day?",
    ),
    "club": (
        "Riverside Runners",
        "Spring 10k Race Report",
        "runners",
        "how many runners came to the spring 10k race?",
    ),
}
TEXTS = {
    "blog": "Thank you to the 42 volunteers who joined the clean-up. Together we collected 180 kg of litter.",
    "club": "A cold morning, and still 18 runners finished the course in under an hour. Cake followed.",
    "two": "In the morning 42 volunteers came; by noon only 30 volunteers were left. We collected 180 kg.",
}


def _site(server: PageServer, prefix: str, name: str, title: str, tag: str, text: str) -> str:
    nav = f"<nav><a href='{prefix}/'>Home</a> <a href='{prefix}/about/'>About</a></nav>"
    others = "".join(f"<li><a href='{prefix}/p/{i}/'>Notes from week {i}</a></li>" for i in range(1, 4))
    server.add(
        f"{prefix}/",
        f"<title>{name}</title>{nav}<main><h1>{name}</h1><ul><li><a href='{prefix}/p/it/'>{title}</a></li>"
        f"{others}</ul></main>",
    )
    server.add(
        f"{prefix}/p/it/",
        f"<title>{title} - {name}</title>{nav}<main><article><h1>{title}</h1><p>{text}</p>"
        f"<p>Tagged: <a href='{prefix}/tag/{tag}/'>{tag}</a> <a href='{prefix}/tag/events/'>events</a></p>"
        "</article></main>",
    )
    server.add(
        f"{prefix}/tag/{tag}/",
        f"<title>{tag} - {name}</title>{nav}<main><h1>Tag: {tag}</h1><ul><li><a href='{prefix}/p/it/'>{title}</a>"
        f"</li><li><a href='{prefix}/p/2/'>Notes from week 2</a></li></ul></main>",
    )
    return server.url(f"{prefix}/")


@pytest.mark.parametrize(("site", "want"), [("blog", "42"), ("club", "18")])
async def test_a_count_said_in_the_things_own_text(
    walk: Walker, page_server: PageServer, site: str, want: str
) -> None:
    name, title, tag, goal = SITES[site]
    start = _site(page_server, f"/l16/{site}", name, title, tag, TEXTS[site])
    walked = await walk(goal, start, steps=6, must_end=True)
    assert walked.answer == f"True: {want}", (walked.answer, walked.paths)
    assert not any("/tag/" in p for p in walked.paths), walked.paths


async def test_two_numbers_of_them_answer_nothing_from_prose(walk: Walker, page_server: PageServer) -> None:
    name, title, tag, goal = SITES["blog"]
    start = _site(page_server, "/l16/two", name, title, tag, TEXTS["two"])
    walked = await walk(goal, start, steps=6)
    assert walked.answer not in {"True: 42", "True: 30"}, walked.answer
