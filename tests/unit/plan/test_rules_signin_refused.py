"""A sign-in the site turns away ends the run at once with the site's words (issue 28): the credentials
were typed and sent, and the form is back with the refusal. A form's submit is never a sign-out control.
Forms of our own: an admin's staff login, a blog's login, a tracker's login."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.plan.rules import decide

GOAL = "log in as clerk with password <secret:CLERK_PASSWORD> and tell me how many invoices there are"


def _form(digest: str = "", *, url: str = "http://app.test/login") -> object:
    return page(
        field(4, "username", label="Username:", value="clerk"),
        field(5, "password", label="Password:", itype="password"),
        button(6, "Log in", input_type="submit"),
        url=url,
        title="Log in",
        digest=digest,
    )


def _signed_in_history() -> object:
    ctx = context(GOAL, _form(), stage="context")
    typed = decide(ctx)  # the user name is already there: the password is typed
    assert act(typed)["type"] == "type" and act(typed)["element_id"] == 5
    ctx = after(ctx, typed, _form(), stage="context")
    pressed = decide(ctx)
    assert act(pressed) == {"type": "click", "element_id": 6}
    return ctx, pressed


@pytest.mark.parametrize(
    "refusal",
    [
        "Please enter the correct username and password for a staff account.",
        "Error: The password you entered for the username clerk is incorrect. Lost your password?",
        "Invalid user or password",
        "Sign-in failed: your account is locked",
    ],
)
def test_the_sites_refusal_ends_the_run_with_its_words(refusal: str) -> None:
    ctx, pressed = _signed_in_history()
    res = decide(after(ctx, pressed, _form(f"Log in\n{refusal}")))
    assert res.action.type == "done" and not res.action.success
    assert "the site refused the sign-in" in res.intent and refusal[:30] in res.intent


def test_a_form_back_without_a_refusal_is_not_a_refusal() -> None:
    ctx, pressed = _signed_in_history()
    res = decide(after(ctx, pressed, _form("Log in\nWelcome back")))
    assert "refused" not in res.intent


def test_a_first_look_at_a_form_that_shows_an_error_is_not_a_refusal() -> None:
    """Nothing was sent yet: the run signs in as asked."""
    res = decide(context(GOAL, _form("Your session has expired, please log in again"), stage="context"))
    assert act(res)["type"] == "type"


def test_a_sign_in_never_presses_log_out() -> None:
    """An admin that is still signed in (the form kept open by a slow page) offers only 'Log out'."""
    ctx = context("log in as clerk with password <secret:CLERK_PASSWORD>", _form(), stage="context")
    typed = decide(ctx)
    ctx = after(ctx, typed, _form(), stage="context")
    only_out = page(
        field(4, "username", label="Username:", value="clerk"),
        field(5, "password", label="Password:", itype="password"),
        button(9, "Log out"),
        el(10, "a", "Home"),
        url="http://app.test/login",
        title="Log in",
    )
    res = decide(after(ctx, typed, only_out, stage="context"))
    assert not (act(res)["type"] == "click" and act(res).get("element_id") == 9)
