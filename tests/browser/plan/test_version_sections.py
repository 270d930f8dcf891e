"""A version or milestone the site search does not index, found on real pages (real Chromium, no
graph): a tracker's project with a Roadmap tab listing its versions (Redmine's shape: a side list of anchors, version links
titled with their dates, dates passed said 'late'), and a forge's
project with a Milestones tab whose milestone page prints 'Due date' on a line of its own (GitLab's)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

OVERVIEW = """<html><head><title>Overview - Website Redesign - Tracker</title></head><body>
<header><form action="/rm/search"><input type="search" name="q" placeholder="Search"></form></header>
<nav><a href="/rm/projects/web">Overview</a> <a href="/rm/projects/web/activity">Activity</a>
<a href="/rm/projects/web/roadmap">Roadmap</a> <a href="/rm/projects/web/issues">Issues</a></nav>
<main><h2>Overview</h2><p>The new public website: design system, content migration and launch.</p></main>
</body></html>"""

ROADMAP = """<html><head><title>Roadmap - Website Redesign - Tracker</title></head><body>
<nav><a href="/rm/projects/web">Overview</a> <a href="/rm/projects/web/roadmap">Roadmap</a></nav>
<main><h2>Roadmap</h2><p>Versions: <a href="#Beta">Beta</a> <a href="#Launch">Launch</a></p>
<h3 id="Beta"><a href="/rm/versions/1" title="06/30/2026">Beta</a></h3>
<p><strong>about 5 months late</strong> (06/30/2026)</p><p>8 issues</p>
<h3 id="Launch"><a href="/rm/versions/2" title="09/15/2026">Launch</a></h3>
<p><strong>about 2 months late</strong> (09/15/2026)</p><p>5 issues</p>
</main></body></html>"""

VERSION = """<html><head><title>Launch - Website Redesign - Tracker</title></head><body>
<main><h2>Launch</h2><p><strong>about 2 months late</strong> (09/15/2026)</p><p>5 issues (0 closed - 5 open)</p>
</main></body></html>"""

PROJECT = """<html><head><title>app - Acme - Forge</title></head><body>
<nav><a href="/git/acme/app/-/issues">Issues</a> <a href="/git/acme/app/-/merge_requests">Merge requests</a>
<a href="/git/acme/app/-/milestones">Milestones</a> <a href="/git/acme/app/-/wikis">Wiki</a></nav>
<main><h1>app</h1><p>The Acme mobile app.</p></main></body></html>"""

MILESTONES = """<html><head><title>Milestones - app - Forge</title></head><body>
<nav><a href="/git/acme/app/-/milestones">Milestones</a></nav><main><h1>Milestones</h1><ul>
<li><a href="/git/acme/app/-/milestones/1">v1.0</a> <span>expired on Mar 1, 2026</span></li>
<li><a href="/git/acme/app/-/milestones/2">v2.0</a> <span>Aug 1, 2026</span></li></ul></main></body></html>"""

MILESTONE = """<html><head><title>v2.0 - Milestones - app - Forge</title></head><body><main>
<h1>v2.0</h1><aside><div>Start date</div><div>May 1, 2026</div><div>Due date</div><div>Aug 1, 2026</div>
</aside><p>12 issues</p></main></body></html>"""


async def test_a_version_on_the_projects_roadmap(page_server: PageServer, walk: Walker) -> None:
    start = page_server.add("/rm/projects/web", OVERVIEW)
    page_server.add("/rm/projects/web/roadmap", ROADMAP)
    page_server.add("/rm/versions/2", VERSION)
    goal = "when is the Launch version due?"
    walked = await walk(goal, start, steps=9, must_end=True)
    paths, answer = walked.paths, walked.answer
    assert paths[-2:] == ["/rm/projects/web/roadmap", "/rm/versions/2"]
    assert answer.startswith("True:") and "09/15/2026" in answer


async def test_a_milestone_on_the_forges_milestones_tab(page_server: PageServer, walk: Walker) -> None:
    start = page_server.add("/git/acme/app", PROJECT)
    page_server.add("/git/acme/app/-/milestones", MILESTONES)
    page_server.add("/git/acme/app/-/milestones/2", MILESTONE)
    goal = "hi, when is the v2.0 milestone due?"
    walked = await walk(goal, start, steps=9, must_end=True)
    paths, answer = walked.paths, walked.answer
    assert paths[-2:] == ["/git/acme/app/-/milestones", "/git/acme/app/-/milestones/2"]
    assert answer == "True: Aug 1, 2026"
