"""A part of a page named by its heading is on that page: 'open the MiniWoB++ part of the benchmarks page'
is done on the benchmarks page under its 'MiniWoB++' heading, not by following the off-site link of the
same name (helper L's note on mkdocs dev miniwob-section; the run stopped on the domain policy). A link
of that name on the site itself is still followed."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, context, el, page
from wayfinder.plan.rules import decide

_DIGEST = "Benchmarks\nSpeed\nMiniWoB++\nThe dev list of MiniWoB++ tasks passes 87% over five seeds.\n"


def _benchmarks(href: str) -> object:
    return page(
        el(1, "a", "Home", href="http://docs.test/"),
        el(2, "a", "MiniWoB++", href=href),
        url="http://docs.test/benchmarks/",
        title="Benchmarks - Wayfinder",
        headings=["Benchmarks", "Speed", "MiniWoB++"],
        digest=_DIGEST,
    )


@pytest.mark.parametrize(
    "goal",
    [
        "open the MiniWoB++ part of the benchmarks page",
        "take me to the MiniWoB++ section of the benchmarks page",
    ],
)
def test_the_heading_here_beats_a_link_off_the_site(goal: str) -> None:
    res = decide(context(goal, _benchmarks("https://miniwob.farama.org/")))  # type: ignore[arg-type]
    assert act(res)["type"] == "done"
    assert act(res)["success"] is True


def test_a_link_on_the_site_is_followed() -> None:
    res = decide(
        context("open the MiniWoB++ part of the benchmarks page", _benchmarks("http://docs.test/miniwob/"))
    )  # type: ignore[arg-type]
    assert act(res) == {"type": "click", "element_id": 2}
