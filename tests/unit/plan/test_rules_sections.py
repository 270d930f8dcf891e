"""A version or milestone that the site search does not index: a person opens the place's tab that
lists that kind of thing (a tracker's Roadmap, a forge's Milestones, a Releases tab), then the one link
written as its bare name ('Launch', '1.1', 'v2.0'), and reads the date on its page."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.subject import SECTIONS, bare_name


def test_a_trackers_roadmap_lists_the_version() -> None:
    """Redmine's shape: the project's tabs (Overview, Roadmap, Issues, Wiki), a roadmap of versions with
    their due lines, each version a link to its own page."""
    home = page(el(1, "a", "Website Redesign", href="/projects/website"), url="http://t.test/", title="Home")
    ctx = context("When is the Launch version of Website Redesign due?", home)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    overview = page(
        el(2, "a", "Overview", href="/projects/website", zone="nav"),
        el(3, "a", "Activity", href="/projects/website/activity", zone="nav"),
        el(4, "a", "Roadmap", href="/projects/website/roadmap", zone="nav"),
        el(5, "a", "Issues", href="/projects/website/issues", zone="nav"),
        field(6, "q", placeholder="Search", itype="search", zone="header"),
        url="http://t.test/projects/website",
        title="Overview - Website Redesign",
        headings=["Overview"],
    )
    ctx2 = after(ctx, res, overview)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 4}
    roadmap = page(
        el(4, "a", "Roadmap", href="/projects/website/roadmap", zone="nav"),
        el(5, "a", "Beta", href="#Beta", zone="aside"),  # the side list of versions: anchors of this page
        el(9, "a", "Launch", href="/projects/website/roadmap#Launch", zone="aside"),
        el(7, "a", "Beta", href="/versions/1", label="06/30/2026"),  # titled with its due date
        el(8, "a", "Launch", href="/versions/2", label="09/15/2026"),
        field(6, "q", placeholder="Search", itype="search", zone="header"),
        url="http://t.test/projects/website/roadmap",
        title="Roadmap - Website Redesign",
        headings=["Roadmap", "Beta", "Launch"],
        digest="Roadmap\nBeta\nDue in 30 days (06/30/2026)\n8 issues\nLaunch\nDue in 107 days (09/15/2026)\n5 issues",
    )
    ctx3 = after(ctx2, res2, roadmap)
    res3 = decide(ctx3)
    assert act(res3) == {"type": "click", "element_id": 8}
    version = page(
        url="http://t.test/versions/2",
        title="Launch - Website Redesign",
        headings=["Website Redesign", "Launch"],
        digest="Launch\nopen\nabout 2 months late (09/15/2026)\n0%\n5 issues (0 closed - 5 open)",
    )
    done = act(decide(after(ctx3, res3, version)))
    assert done["type"] == "done" and done["success"] is True
    assert "09/15/2026" in done["answer"]


def test_a_forges_milestones_tab_lists_the_milestone() -> None:
    """A forge's shape (GitLab, Gitea): a project page with a Milestones tab, milestones listed by name,
    the milestone's page stating 'Due date' on a line of its own."""
    project = page(
        el(1, "a", "Issues", href="/acme/app/-/issues", zone="nav"),
        el(2, "a", "Merge requests", href="/acme/app/-/merge_requests", zone="nav"),
        el(3, "a", "Milestones", href="/acme/app/-/milestones", zone="nav"),
        el(4, "a", "Wiki", href="/acme/app/-/wikis", zone="nav"),
        url="http://git.test/acme/app",
        title="app - Acme",
        headings=["app"],
    )
    ctx = context("hi, when is the v2.0 milestone due?", project)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 3}
    milestones = page(
        el(3, "a", "Milestones", href="/acme/app/-/milestones", zone="nav"),
        el(5, "a", "v1.0", href="/acme/app/-/milestones/1"),
        el(6, "a", "v2.0", href="/acme/app/-/milestones/2"),
        url="http://git.test/acme/app/-/milestones",
        title="Milestones - app",
        headings=["Milestones"],
        digest="Milestones\nv1.0\nexpired on Mar 1, 2026\nv2.0\nAug 1, 2026",
    )
    ctx2 = after(ctx, res, milestones)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 6}
    milestone = page(
        url="http://git.test/acme/app/-/milestones/2",
        title="v2.0 - Milestones - app",
        headings=["v2.0"],
        digest="Milestone v2.0\nStart date\nMay 1, 2026\nDue date\nAug 1, 2026\n12 issues",
    )
    done = act(decide(after(ctx2, res2, milestone)))
    assert done["type"] == "done" and done["success"] is True
    assert "Aug 1, 2026" in done["answer"]


def test_a_link_that_is_the_thing_is_opened_without_the_section() -> None:
    """An overview that links the version itself needs no roadmap."""
    overview = page(
        el(1, "a", "Roadmap", href="/projects/w/roadmap", zone="nav"),
        el(2, "a", "Launch", href="/versions/2"),
        url="http://t.test/projects/w",
        title="Overview - W",
    )
    res = decide(context("when is the Launch version due?", overview))
    assert act(res) != {"type": "click", "element_id": 1}


def test_two_links_of_the_same_name_on_the_section_are_not_guessed() -> None:
    """Two versions written alike ('2.0' of two projects on a cross-project roadmap): no one of them is
    taken for the thing by name alone."""
    home = page(el(1, "a", "Roadmap", href="/roadmap", zone="nav"), url="http://t.test/", title="Home")
    ctx = context("when is version 2.0 due?", home)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    roadmap = page(
        el(1, "a", "Roadmap", href="/roadmap", zone="nav"),
        el(2, "a", "2.0", href="/versions/4"),
        el(3, "a", "2.0", href="/versions/9"),
        url="http://t.test/roadmap",
        title="Roadmap",
        headings=["Roadmap"],
        digest="Roadmap\nApp\n2.0\nDue 06/01/2026\nSite\n2.0\nDue 09/01/2026",
    )
    res2 = decide(after(ctx, res, roadmap))
    assert "from the list" not in res2.intent


@given(
    kind=st.sampled_from(sorted(SECTIONS)),
    name=st.sampled_from(["Launch", "Q3 rollout", "1.1", "v2.0", "Autumn"]),
    kind_first=st.booleans(),
    noise=st.lists(st.sampled_from(["Overview", "Activity", "Issues", "Wiki", "News", "Files"]), max_size=4),
)
@settings(deadline=None, max_examples=40)  # pure; a loaded machine is no reason to fail it
def test_the_section_of_each_kind_is_opened(kind: str, name: str, kind_first: bool, noise: list[str]) -> None:
    """Generated: every kind with a section, named before or after its name, among other tabs."""
    thing = f"{kind} {name}" if kind_first else f"{name} {kind}"
    assert bare_name(thing) == name
    section = SECTIONS[kind][-1].title()
    tabs = [el(10 + i, "a", label, href=f"/p/{label.lower()}", zone="nav") for i, label in enumerate(noise)]
    start = page(*tabs, el(9, "a", section, href=f"/p/{section.lower()}", zone="nav"), url="http://x.test/p")
    res = decide(context(f"when is the {thing} due?", start))
    assert act(res) == {"type": "click", "element_id": 9}


@pytest.mark.parametrize(
    ("name", "bare"),
    [
        ("Launch version", "Launch"),
        ("version 1.1", "1.1"),
        ("the Travel category", "the Travel"),
        ("Paris", "Paris"),
    ],
)
def test_bare_name(name: str, bare: str) -> None:
    assert bare_name(name) == bare
