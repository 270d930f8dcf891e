"""The packaged apps of the proving ground (WordPress, Redmine) start seeded, reset between goals, and
their goal checks compute from the apps' own data what the apps themselves show."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request

import pytest
from playwright.async_api import Browser

from tests.fixtures.webapps import wp_login
from wayfinder.judge.runs import RunFacts
from wayfinder_bench.apps.paths import repo_root
from wayfinder_bench.apps.redmine import RedmineApp
from wayfinder_bench.apps.wordpress import WordPressApp
from wayfinder_bench.goals import load_suite, parse_suite
from wayfinder_bench.goals_sites import AfterRun, prepare, site_provider

pytestmark = pytest.mark.browser

AFTER = AfterRun(RunFacts(terminal_reason="goal_failed"))


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=60) as response:
        return str(response.read().decode("utf-8"))


@pytest.mark.parametrize("app", ["wordpress", "redmine"])
def test_every_goal_of_both_parts_prepares_on_the_seeded_data(
    app: str, request: pytest.FixtureRequest
) -> None:
    site = request.getfixturevalue(app)
    provider = site_provider(app)
    for part in ("dev", "heldout"):
        suite = load_suite(repo_root() / "bench" / "goals" / app / f"{part}.yaml")
        assert set(prepare(provider, site, suite)) == {g.id for g in suite.goals}


def test_wordpress_values_are_what_the_blog_shows(wordpress: WordPressApp) -> None:
    suite = parse_suite(
        """
site: wordpress
goals:
  - {id: simmer, goal: g, expect: {answer: {check: post_text, title: Red Lentil Soup for Cold Evenings, find: "Simmer the lentils for (\\\\d+ minutes)"}}}
  - {id: garden, goal: g, expect: {answer: {check: posts_in, category: Gardening}}}
  - {id: newest, goal: g, expect: {page: {check: newest_in, category: Travel}}}
  - {id: comments, goal: g, expect: {answer: {check: comment_count, title: Red Lentil Soup for Cold Evenings}}}
""",
        "t/dev.yaml",
    )
    values = {
        g: v[k].values[0] for g, v in prepare(site_provider("wordpress"), wordpress, suite).items() for k in v
    }
    assert values["simmer"] == "25 minutes"
    newest = _get(wordpress.url + values["newest"])
    assert "<title>Packing Light for a Week" in newest
    category = _get(wordpress.url + "/category/gardening/")
    assert len(re.findall(r'<h2 class="entry-title', category)) == int(values["garden"])
    lentil = _get(wordpress.url + "/2026/01/red-lentil-soup-for-cold-evenings/")
    assert (
        re.search(rf"comments-title\">\s*{values['comments']} comments", lentil)
        and "Can I use green lentils" not in lentil
    )


def test_wordpress_state_checks_see_changes_and_reset_undoes_them(wordpress: WordPressApp) -> None:
    provider = site_provider("wordpress")
    published = provider.states["post_is"](
        wordpress, AFTER, title="Ferry Timetable Changes", status="publish"
    )
    assert not published.ok and "draft" in published.detail
    with wordpress.connect() as conn, conn.cursor() as cur:
        cur.execute("UPDATE wp_posts SET post_status='publish' WHERE post_title='Ferry Timetable Changes'")
        cur.execute("UPDATE wp_comments SET comment_approved='1' WHERE comment_author='Ben Hughes'")
    assert provider.states["post_is"](wordpress, AFTER, title="Ferry Timetable Changes", status="publish").ok
    assert provider.states["comment_is"](wordpress, AFTER, author="Ben Hughes").ok
    wordpress.reset()
    assert not provider.states["comment_is"](wordpress, AFTER, author="Ben Hughes").ok
    assert not provider.states["signed_in"](wordpress, AFTER, login="jonas").ok


async def test_a_wordpress_sign_in_is_seen_in_the_data(wordpress: WordPressApp, chromium: Browser) -> None:
    context = await chromium.new_context()
    try:
        await wp_login(await context.new_page(), wordpress, "jonas")
    finally:
        await context.close()
    assert site_provider("wordpress").states["signed_in"](wordpress, AFTER, login="jonas").ok
    assert not site_provider("wordpress").states["signed_in"](wordpress, AFTER, login="priya").ok


def test_redmine_values_are_what_the_tracker_shows(redmine: RedmineApp) -> None:
    suite = parse_suite(
        """
site: redmine
goals:
  - {id: bugs, goal: g, expect: {answer: {check: issue_count, project: website, tracker: Bug, status: open}}}
  - {id: who, goal: g, expect: {answer: {check: issue_field, number: 14, give: assignee}}}
  - {id: billing, goal: g, expect: {answer: {check: issue_count, project: billing, visible_to: dan}}}
""",
        "t/dev.yaml",
    )
    values = {
        g: v[k].values[0] for g, v in prepare(site_provider("redmine"), redmine, suite).items() for k in v
    }
    api = json.loads(_get(redmine.url + "/issues.json?project_id=website&tracker_id=1&status_id=o"))
    assert api["total_count"] == int(values["bugs"])
    assert values["who"] in _get(redmine.url + "/issues/14")
    assert values["billing"] == "5"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def _status(url: str) -> int:
    try:
        with urllib.request.build_opener(_NoRedirect).open(url, timeout=60) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return exc.code


def test_redmine_hides_the_private_project_from_visitors(redmine: RedmineApp) -> None:
    assert _status(redmine.url + "/projects/billing") in (302, 401, 403, 404)
    assert _status(redmine.url + "/projects/website") == 200


def test_redmine_state_checks_and_reset(redmine: RedmineApp) -> None:
    provider = site_provider("redmine")
    assert not provider.states["issue_is"](redmine, AFTER, number=1, status="In Progress").ok
    assert not provider.states["signed_in"](redmine, AFTER, login="alice").ok
    assert provider.states["note_added"](redmine, AFTER, number=7, contains="shared folder", by="bob").ok
    assert not provider.states["note_added"](redmine, AFTER, number=7, contains="shared folder", by="dan").ok
