"""The find skill (page, then search, then categories, then one honest sentence), log-in forms, and
stopping when safety refuses a step (our own sentences and pages)."""

from __future__ import annotations

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.plan.base import HistoryEntry, StepOutcome
from wayfinder.plan.rules import decide


def _home() -> object:
    return page(
        el(1, "a", "Home", zone="header"),
        field(2, "q", placeholder="Search the store", itype="search", zone="header"),
        el(3, "a", "Kitchen", zone="nav"),
        el(4, "a", "Garden tools", zone="nav"),
        url="http://store.test/",
        title="Store",
    )


def test_find_searches_with_the_object_phrase_only() -> None:
    res = decide(context("could you find me a garden hose please?", _home()))
    assert act(res) == {"type": "type", "element_id": 2, "text": "garden hose", "submit": True}


def test_find_opens_the_result_that_names_it() -> None:
    ctx = context("find me a garden hose", _home())
    res = decide(ctx)
    results = page(
        field(2, "q", placeholder="Search the store", itype="search", zone="header"),
        el(7, "a", "Flexi Garden Hose 15 m", href="/p/77"),
        el(8, "a", "Hose reel", href="/p/78"),
        url="http://store.test/search?q=garden+hose",
        title="Search results",
    )
    res2 = decide(after(ctx, res, results))
    assert act(res2) == {"type": "click", "element_id": 7}


def test_find_falls_back_to_a_category_then_says_it_is_not_there() -> None:
    ctx = context("find a garden hose", _home())
    res = decide(ctx)
    empty = page(
        field(2, "q", placeholder="Search the store", itype="search", zone="header"),
        el(3, "a", "Kitchen", zone="nav"),
        el(4, "a", "Garden tools", zone="nav"),
        url="http://store.test/search?q=garden+hose",
        digest="No products match your search.",
    )
    ctx2 = after(ctx, res, empty)
    res2 = decide(ctx2)  # the site names 'garden' (Garden tools), not 'hose': search without 'hose'
    assert act(res2) == {"type": "type", "element_id": 2, "text": "garden", "submit": True}
    ctx2 = after(ctx2, res2, empty)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 4}  # then 'Garden tools', which shares a word
    shelf = page(
        el(9, "a", "Rake", href="/p/1"), el(10, "a", "Spade", href="/p/2"), url="http://store.test/c/garden"
    )
    ctx3 = after(ctx2, res2, shelf)
    res3 = decide(ctx3)
    for _ in range(4):
        if act(res3)["type"] == "done":
            break
        ctx3 = after(ctx3, res3, shelf)
        res3 = decide(ctx3)
    assert act(res3)["type"] == "done" and act(res3)["success"] is False
    assert "garden hose" in str(res3.action.answer)  # type: ignore[union-attr]


def test_login_user_field_known_only_by_its_name_attribute() -> None:
    form = page(field(1, "log"), field(2, "pwd", itype="password"), button(3, "Log In"))
    res = decide(context("log in as maria with password sunflower", form))
    assert act(res) == {"type": "type", "element_id": 1, "text": "maria"}


def test_login_without_a_form_opens_the_sign_in_link_first() -> None:
    home = page(el(1, "a", "Blog"), el(2, "a", "Sign in"), url="http://site.test/")
    res = decide(context("sign in as maria, password sunflower", home))
    assert act(res) == {"type": "click", "element_id": 2}


def test_refused_password_stops_instead_of_submitting_without_it() -> None:
    form = page(
        field(1, "username", label="Username"),
        field(2, "password", itype="password", label="Password"),
        button(3, "Sign in"),
    )
    ctx = context("log in as maria with password sunflower", form)
    first = decide(ctx)
    ctx2 = after(ctx, first, form)
    second = decide(ctx2)
    assert act(second) == {"type": "type", "element_id": 2, "text": "sunflower"}
    refused = HistoryEntry(
        step=2,
        action=second.action.model_dump(),
        ok=False,
        outcome=StepOutcome.REFUSED,
        refusal="typing into [2] 'Password' is medium risk (types a password) and was not confirmed",
        note="Not done: typing into [2] 'Password' is medium risk (types a password) and was not confirmed. Choose another action or finish with done.",
    )
    ctx3 = context(ctx.goal, form, memory=second.memory, history=[*ctx2.action_history, refused])
    third = decide(ctx3)
    assert act(third)["type"] == "done" and act(third)["success"] is False
    assert "types a password" in str(third.action.answer)  # type: ignore[union-attr]


def test_the_search_box_is_not_the_menu_filter() -> None:
    admin = page(
        field(1, "", itype="search", label="Filter navigation items", zone="nav", dom_id="nav-filter"),
        field(2, "q", dom_id="searchbar"),
        button(3, "Search"),
        url="http://admin.test/shelf/",
    )
    res = decide(context("search for Ursula Vane", admin))
    assert act(res) == {"type": "type", "element_id": 2, "text": "Ursula Vane", "submit": True}


def test_a_results_page_that_only_echoes_the_query_is_not_the_thing_found() -> None:
    home = page(
        field(1, "q", placeholder="Search the store", itype="search", zone="header"), url="http://store.test/"
    )
    ctx = context("find USB hubs", home)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "USB hubs", "submit": True}
    echo = page(
        field(1, "q", value="USB hubs", itype="search", zone="header"),
        el(2, "a", "Orbit 27 Monitor with USB-C", href="/p/orbit-27"),
        url="http://store.test/search?q=USB+hubs",
        title="Results for USB hubs",
        headings=["Results for USB hubs"],
    )
    ctx2 = after(ctx, res, echo)
    res2 = decide(ctx2)  # a result that only shares a word is neither the hubs nor a category of them
    assert act(res2) == {
        "type": "done",
        "success": False,
        "answer": "Could not find USB hubs: I could not find 'USB hubs' on this site: the site's search "
        "found nothing that names it and no category or menu entry does",
    }


def test_a_result_row_that_names_the_thing_across_its_cells_is_opened() -> None:
    from wayfinder.observe.models import GridSummary

    listing = page(field(1, "q", placeholder="Search", itype="search"), url="http://club.test/admin/players/")
    ctx = context("open the page of the player Mina Okoro", listing)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Mina Okoro", "submit": True}
    grid = GridSummary(
        index=0,
        kind="table",
        headers=["", "Last name", "First name"],
        row_count=2,
        sample_rows=[["", "Okoro", "Dayo"], ["", "Okoro", "Mina"]],
    )
    found = page(
        field(1, "q", value="Mina Okoro", itype="search"),
        el(2, "a", "Last name", href="?o=1&q=Mina+Okoro", grid_index=0, y=100),
        el(3, "a", "Okoro", href="/admin/players/7/", grid_index=0, y=130),
        el(4, "a", "Okoro", href="/admin/players/9/", grid_index=0, y=160),
        url="http://club.test/admin/players/?q=Mina+Okoro",
        grids=[grid],
    )
    res2 = decide(after(ctx, res, found))
    assert act(res2) == {"type": "click", "element_id": 4}
