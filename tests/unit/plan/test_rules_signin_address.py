"""A sign-in the goal asks for on a site whose page has no sign-in form or link (issue 28): the usual
sign-in addresses of the page's own origin, one per step, each once; then an honest stop."""

from __future__ import annotations

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.plan.rules import decide

GOAL = "Log in to the site as jonas with password <secret:GOAL_PASSWORD>"


def _blog(url: str = "http://blog.test:8080/") -> object:
    return page(
        el(1, "a", "Harbor Town Notes"), el(2, "a", "Recipes"), el(3, "a", "Travel"), url=url, title="Blog"
    )


def _not_found(url: str) -> object:
    return page(
        el(1, "a", "Home"), url=url, title="Page not found", digest="Nothing was found at this location."
    )


def test_no_form_and_no_link_tries_the_usual_addresses_of_this_origin_in_turn() -> None:
    ctx = context(GOAL, _blog(), stage="context")
    first = decide(ctx)
    assert act(first) == {"type": "navigate", "url": "http://blog.test:8080/login"}
    ctx2 = after(ctx, first, _not_found("http://blog.test:8080/login"), stage="context")
    second = decide(ctx2)
    assert act(second) == {"type": "navigate", "url": "http://blog.test:8080/wp-login.php"}
    form = page(
        field(5, "log", label="Username or Email Address"),
        field(6, "pwd", label="Password", itype="password"),
        url="http://blog.test:8080/wp-login.php",
        title="Log In",
    )
    third = decide(after(ctx2, second, form, stage="context"))
    assert act(third) == {"type": "type", "element_id": 5, "text": "jonas"}


def test_a_sign_in_link_on_the_page_comes_first() -> None:
    home = page(el(1, "a", "Projects"), el(2, "a", "Sign in", href="/login"), url="http://tracker.test/")
    assert act(decide(context(GOAL, home, stage="context"))) == {"type": "click", "element_id": 2}


def test_every_address_tried_then_an_honest_stop() -> None:
    ctx = context(GOAL, _blog(), stage="context")
    res = decide(ctx)
    tried = []
    for _ in range(12):
        if res.action.type != "navigate":
            break
        tried.append(act(res)["url"])
        ctx = after(ctx, res, _not_found(act(res)["url"]), stage="context")
        res = decide(ctx)
    assert len(tried) == len(set(tried)) >= 5 and all(u.startswith("http://blog.test:8080/") for u in tried)
    assert res.action.type == "done" and not res.action.success


def test_a_password_never_goes_into_the_pages_one_other_field() -> None:
    home = page(field(4, "s", label="Search", itype="search"), el(1, "a", "Recipes"), url="http://blog.test/")
    res = decide(context("sign in with password <secret:GOAL_PASSWORD>", home, stage="context"))
    assert act(res) == {"type": "navigate", "url": "http://blog.test/login"}
