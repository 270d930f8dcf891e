"""The risk table on real pages (issue 28): writes the goal names run at the goal's level, reads are
reads, destructive acts keep asking, and a credential never goes to a password field of another
origin. Pages are observed by real Chromium; the decision is ``analyze_action`` under the default
``auto_confirm`` (low)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.editor_app import EDITOR
from tests.fixtures.webapp_pages import (
    BLOG_POST,
    PROJECT_LOGIN,
    TRACKER_ISSUE,
    TRACKER_NEW_ISSUE,
    WIKI_EDITOR,
    login_posting_to,
)
from wayfinder.actions.models import Action, Click, SelectOption, TypeText
from wayfinder.agent.run import bind_run_secrets
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.observe.models import Observation
from wayfinder.safety.goal_credentials import lift_goal_credentials
from wayfinder.safety.models import SecurityDecision
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


async def _observe(
    runtime: BrowserRuntime, settings: Settings, server: PageServer, path: str, html: str
) -> Observation:
    await runtime.goto(server.add(path, html))
    return await capture(runtime.page, settings)


def _id(obs: Observation, label: str) -> int:
    return next(el.id for el in obs.elements if el.label == label)


def _decide(obs: Observation, action: Action, settings: Settings, goal: str) -> SecurityDecision:
    element = next((el for el in obs.elements if el.id == getattr(action, "element_id", None)), None)
    return analyze_action(action, element, obs, settings, goal=goal)


async def test_a_trackers_create_form(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer
) -> None:
    obs = await _observe(
        runtime, test_settings, page_server, "/projects/website/issues/new", TRACKER_NEW_ISSUE
    )
    create = Click(element_id=_id(obs, "Create"))
    asked = _decide(obs, create, test_settings, "report a bug in Website Redesign titled 'Search box hidden'")
    assert asked.level == "low" and not asked.requires_confirmation, asked.reasons
    assert "the goal asks for it" in asked.reasons[0]
    unasked = _decide(obs, create, test_settings, "how many open bugs does Website Redesign have?")
    assert unasked.level == "medium" and unasked.requires_confirmation
    # "Show issue: [number] [Go]" is a GET form: a read, whatever the goal
    go = _decide(obs, Click(element_id=_id(obs, "Go")), test_settings, "open issue 20")
    assert go.level == "low" and not go.requires_confirmation, go.reasons
    show = _decide(obs, Click(element_id=_id(obs, "Show it")), test_settings, "open the mobile project")
    assert show.level == "low" and any("method is GET" in r for r in show.reasons), show.reasons
    typed = TypeText(element_id=_id(obs, "Show issue:"), text="20", submit=True)
    assert _decide(obs, typed, test_settings, "open issue 20").level == "low"


async def test_a_status_select_and_its_save(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer
) -> None:
    obs = await _observe(runtime, test_settings, page_server, "/issues/1", TRACKER_ISSUE)
    goal = "set the status of issue #1 to In Progress"
    pick = SelectOption(element_id=_id(obs, "Status"), label="In Progress")
    assert _decide(obs, pick, test_settings, goal).level == "low"
    save = _decide(obs, Click(element_id=_id(obs, "Submit")), test_settings, goal)
    assert save.level == "low" and not save.requires_confirmation, save.reasons
    # deleting is never lowered, whatever the goal says
    delete = _decide(
        obs, Click(element_id=_id(obs, "Delete issue")), test_settings, "change issue 1, delete it"
    )
    assert delete.level == "high" and delete.requires_confirmation


async def test_a_comment_box(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer
) -> None:
    obs = await _observe(runtime, test_settings, page_server, "/2026/01/red-lentil-soup/", BLOG_POST)
    post = Click(element_id=_id(obs, "Post Comment"))
    asked = _decide(obs, post, test_settings, "leave a comment on the soup recipe saying 'Lovely'")
    assert asked.level == "low" and not asked.requires_confirmation, asked.reasons
    unasked = _decide(obs, post, test_settings, "how long do the lentils simmer?")
    assert unasked.level == "high" and unasked.requires_confirmation


async def test_a_wiki_editor(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer
) -> None:
    obs = await _observe(
        runtime, test_settings, page_server, "/projects/website/wiki/Style_Guide/edit", WIKI_EDITOR
    )
    save = Click(element_id=_id(obs, "Save"))
    assert _decide(obs, save, test_settings, "add 'Links are underlined.' to the style guide").level == "low"
    assert _decide(obs, save, test_settings, "what is the primary colour?").level == "medium"


async def test_a_project_login_with_the_code_the_goal_gives(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer
) -> None:
    obs = await _observe(runtime, test_settings, page_server, "/trip/login", PROJECT_LOGIN)
    lifted = lift_goal_credentials("log into the trip project with code zx81-qq and add a bill", None)
    settings = bind_run_secrets(test_settings, lifted.secrets, obs.url, lifted.goal)
    typed = TypeText(element_id=_id(obs, "Private code"), text="<secret:GOAL_CODE>")
    decision = _decide(obs, typed, settings, lifted.goal)
    assert decision.level == "low" and decision.allowed, decision.reasons
    login = _decide(obs, Click(element_id=_id(obs, "Log in")), settings, lifted.goal)
    assert login.level == "low" and not login.requires_confirmation, login.reasons


async def test_a_password_field_posting_to_another_origin_is_refused(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, other_origin: PageServer
) -> None:
    obs = await _observe(
        runtime, test_settings, page_server, "/members/login", login_posting_to(other_origin.url("/collect"))
    )
    lifted = lift_goal_credentials("log in as greta with password s3cret-Pa55 and open my page", None)
    settings = bind_run_secrets(
        test_settings.model_copy(update={"auto_confirm": "all"}), lifted.secrets, obs.url, lifted.goal
    )
    typed = TypeText(element_id=_id(obs, "Password"), text="<secret:GOAL_PASSWORD>")
    decision = _decide(obs, typed, settings, lifted.goal)
    assert not decision.allowed and decision.level == "high", decision.reasons
    assert other_origin.base.split("//")[1] in " ".join(decision.reasons)
    # on its own site the same field is a sign-in the goal asked for: low, and "Log In" (id wp-submit) too
    own = await _observe(
        runtime, test_settings, page_server, "/members/login2", login_posting_to("/members/session")
    )
    settings = bind_run_secrets(test_settings, lifted.secrets, own.url, lifted.goal)
    assert (
        _decide(
            own,
            TypeText(element_id=_id(own, "Password"), text="<secret:GOAL_PASSWORD>"),
            settings,
            lifted.goal,
        ).level
        == "low"
    )
    assert _decide(own, Click(element_id=_id(own, "Log In")), settings, lifted.goal).level == "low"


async def test_a_create_form_in_a_project_named_billing(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer
) -> None:
    """A tracker's project called "Billing Service" puts 'billing' in the address, the title and the
    form's target; the goal that names the project asks for the issue, not a checkout."""
    page = TRACKER_NEW_ISSUE.replace("Website Redesign", "Billing Service").replace(
        "/projects/website/", "/projects/billing-service/"
    )
    obs = await _observe(runtime, test_settings, page_server, "/projects/billing-service/issues/new", page)
    create = Click(element_id=_id(obs, "Create"))
    asked = _decide(
        obs, create, test_settings, "create a bug in Billing Service titled 'Invoice rounding off'"
    )
    assert asked.level == "low" and not asked.requires_confirmation, asked.reasons
    # a goal that does not ask for it is asked about the create - a write nobody asked for, never a
    # checkout: the project's name is no kind of page
    unasked = _decide(obs, create, test_settings, "how many open bugs does the tracker have?")
    assert unasked.level == "medium" and unasked.requires_confirmation, unasked.reasons
    assert not any("checkout" in r for r in unasked.reasons), unasked.reasons
    # the priority list's Submit on an ordered change the goal frame does not read as one
    raised = _decide(obs, create, test_settings, "raise the priority of issue #3 in Billing Service to High")
    assert raised.level == "low", raised.reasons


def _issue_in(project: str) -> str:
    """The tracker's issue page, inside a project of that name (its title's middle part, its header)."""
    return TRACKER_ISSUE.replace(
        "<title>Bug #1: Menu overlaps the logo - Team Tracker</title>",
        f"<title>Bug #1: Menu overlaps the logo - {project} - Team Tracker</title>"
        f'<header><h1><a href="/projects/x">{project}</a></h1></header>',
    )


@pytest.mark.parametrize("project", ["Billing Service", "Payments Platform", "Checkout Redesign"])
async def test_an_issue_edit_in_a_project_named_like_a_checkout_is_the_asked_change(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, project: str
) -> None:
    """The project an issue sits in is a name, not the kind of page: its edit form is the asked change
    (it was rated a checkout when the project's name said billing)."""
    obs = await _observe(runtime, test_settings, page_server, "/issues/1", _issue_in(project))
    goal = "log in as dan (pw north-gate-9) and mark issue 1 as resolved please"
    save = _decide(obs, Click(element_id=_id(obs, "Submit")), test_settings, goal)
    assert save.level == "low" and not save.requires_confirmation, save.reasons
    # the same form on a page whose own name says billing is a checkout's, asked or not
    shop = TRACKER_ISSUE.replace("Bug #1: Menu overlaps the logo - Team Tracker", "Billing details | Shop")
    obs = await _observe(runtime, test_settings, page_server, "/step/2", shop)
    save = _decide(obs, Click(element_id=_id(obs, "Submit")), test_settings, goal)
    assert save.level == "high" and any("checkout" in r for r in save.reasons), save.reasons


@pytest.mark.parametrize(
    ("goal", "level"),
    [
        ("please put the Harbour Festival Plans note live", "low"),
        ("as ann (password <secret:PW>) make the Harbour Festival Plans note live", "low"),
        ("is the Harbour Festival Plans note live yet?", "high"),
    ],
)
async def test_an_editors_publish_when_the_goal_puts_the_record_live(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, goal: str, level: str
) -> None:
    obs = await _observe(runtime, test_settings, page_server, "/notes/edit/5", EDITOR)
    publish = Click(element_id=next(el.id for el in obs.elements if el.dom_id == "publish"))
    assert _decide(obs, publish, test_settings, goal).level == level
