"""Decision tables for the rules planner over hand-built observations (pure, no browser)."""

from __future__ import annotations

from tests.fixtures.rules import act, after, button, context, el, field, listing_page, page
from wayfinder.plan.base import HistoryEntry, StepOutcome
from wayfinder.plan.rules import RulesPlanner, decide


async def test_planner_protocol() -> None:
    planner = RulesPlanner()
    assert planner.name == "rules"
    res = await planner.plan(context("Click on the 'Submit' button", page(button(4, "Submit"))))
    assert act(res) == {"type": "click", "element_id": 4}
    assert "Submit" in res.intent


def test_search_box_present_types_query_and_submits() -> None:
    res = decide(context("search for 4K monitors", listing_page()))
    assert act(res) == {"type": "type", "element_id": 2, "text": "4K monitors", "submit": True}
    assert res.intent.startswith("Searching")


def test_no_search_box_uses_search_action() -> None:
    res = decide(context("search for 4K monitors", page(el(1, "a", "About"))))
    assert act(res) == {"type": "search", "query": "4K monitors"}


def test_search_then_done_when_search_succeeded() -> None:
    ctx = context("search for lamps", listing_page())
    res = decide(ctx)
    res2 = decide(after(ctx, res, listing_page()))
    assert act(res2) == {"type": "done", "success": True}


def test_cheapest_under_bound_paginates_then_opens_best() -> None:
    goal = "find the cheapest 4K monitor under $300 and open its page"
    ctx = context(goal, listing_page())
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 6}  # Next: a page remains
    assert "best so far 'Dell UltraView 27 4K Monitor'" in res.intent
    page2 = page(
        el(13, "a", "Samsung View 4K Monitor", href="/p/samsung"),
        el(14, "a", "Budget 4K Monitor", href="/p/budget"),
        el(15, "a", "Next", href="/monitors?page=3", disabled=True),
        el(16, "a", "1"),
        url="http://shop.test/monitors?page=2",
        title="Monitors",
        headings=["Monitors"],
        digest="Samsung View 4K Monitor $289.00\nBudget 4K Monitor $249.50\n",
    )
    ctx2 = after(ctx, res, page2)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 14}
    assert "Budget 4K Monitor" in res2.intent and "2 page" in res2.intent
    detail = page(url="http://shop.test/p/budget", headings=["Budget 4K Monitor"], digest="Price $249.50")
    res3 = decide(after(ctx2, res2, detail))
    assert res3.action.type == "done" and res3.action.success  # type: ignore[union-attr]
    assert "Budget 4K Monitor" in (res3.action.answer or "")  # type: ignore[union-attr]


def test_best_item_on_earlier_page_is_navigated_to_by_href() -> None:
    goal = "open the most expensive monitor"
    ctx = context(goal, listing_page())
    res = decide(ctx)
    assert act(res)["element_id"] == 6
    page2 = page(
        el(20, "a", "Tiny Monitor", href="/p/tiny"),
        url="http://shop.test/monitors?page=2",
        title="Monitors",
        digest="Tiny Monitor $10.00",
    )
    res2 = decide(after(ctx, res, page2))
    assert act(res2) == {"type": "navigate", "url": "http://shop.test/p/lg-sharp"}


def test_sort_control_is_used_before_scanning() -> None:
    obs = listing_page().model_copy(
        update={
            "elements": [
                *listing_page().elements,
                el(
                    9,
                    "select",
                    "",
                    name="sort",
                    options=["Featured", "Price: Low to High", "Price: High to Low"],
                    selected="Featured",
                ),
            ]
        }
    )
    res = decide(context("find the cheapest monitor", obs))
    assert act(res) == {"type": "type", "element_id": 9, "text": "Price: Low to High"}


def test_cheapest_reports_answer_when_not_asked_to_open() -> None:
    obs = listing_page().model_copy(update={"elements": listing_page().elements[:5]})  # no Next
    res = decide(context("what is the cheapest 4K monitor?", obs))
    assert res.action.type == "done"
    assert "Dell UltraView 27 4K Monitor" in (res.action.answer or "")  # type: ignore[union-attr]
    assert "$279.99" in (res.action.answer or "")  # type: ignore[union-attr]


def test_no_listing_searches_for_item_words() -> None:
    home = page(field(2, "q", placeholder="Search", itype="search", zone="header"), el(3, "a", "Laptops"))
    res = decide(context("find the cheapest 4K monitor under $300", home))
    assert act(res) == {"type": "type", "element_id": 2, "text": "4K monitor", "submit": True}


FORM = (
    field(1, "first_name", label="First name"),
    field(2, "lastName"),
    field(3, "year"),
    button(4, "Submit"),
)


def test_form_fields_filled_one_by_one_then_submit() -> None:
    goal = "Enter 'Ann' as first name, 'Smith' as last name and 2019 as year and press Submit"
    ctx = context(goal, page(*FORM))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Ann"}
    filled1 = page(field(1, "first_name", label="First name", value="Ann"), *FORM[1:])
    ctx = after(ctx, res, filled1)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "Smith"}
    ctx = after(ctx, res, filled1)  # page not re-read yet: memory says last name is done
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 3, "text": "2019"}
    ctx = after(ctx, res, filled1)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 4}
    res = decide(after(ctx, res, page(el(9, "p", "Thank you"))))
    assert act(res) == {"type": "done", "success": True}


def test_field_already_holding_value_is_skipped() -> None:
    obs = page(field(1, "email", value="a@b.c"), field(2, "name"), button(3, "Save"))
    res = decide(context("fill the form with email: a@b.c, name: Bo", obs))
    assert act(res) == {"type": "type", "element_id": 2, "text": "Bo"}


def test_select_option_from_list() -> None:
    obs = page(el(5, "select", name="color", options=["Blue", "Red"], selected="Blue"), button(6, "Submit"))
    res = decide(context("select Red from the color list and click Submit", obs))
    assert act(res) == {"type": "type", "element_id": 5, "text": "Red"}


def test_check_boxes_skips_already_checked() -> None:
    obs = page(
        el(1, "input", input_type="checkbox", label="Dell", checked=True),
        el(2, "input", input_type="checkbox", label="HP", checked=False),
        el(3, "input", input_type="checkbox", label="Lenovo", checked=False),
    )
    res = decide(context("check Dell and HP", obs))
    assert act(res) == {"type": "click", "element_id": 2}


def test_login_fills_username_password_then_presses_login() -> None:
    obs = page(
        field(1, "user", label="Username"),
        field(2, "pw", itype="password", label="Password"),
        button(3, "Log in"),
        el(4, "a", "Forgot password?"),
    )
    ctx = context("log in as jdoe with password hunter2", obs)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "jdoe"}
    ctx = after(ctx, res, obs)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "hunter2"}
    ctx = after(ctx, res, obs)  # the password field never shows its value: memory counts it filled
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 3}


def test_done_with_answer_from_records_found() -> None:
    obs = page(el(1, "a", "New search"), digest="Search results\n523 records found\nName Date")
    res = decide(context("how many records are found?", obs))
    assert act(res) == {"type": "done", "success": True, "answer": "523"}


def test_multi_step_portal_goal() -> None:
    goal = "accept the disclaimer, search the last name Smith and report the number of records"
    disclaimer = page(el(1, "p", "Terms of use"), button(2, "I Agree"), button(3, "Decline"))
    ctx = context(goal, disclaimer)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    form = page(
        field(5, "LastName", label="Last Name"),
        field(6, "FirstName", label="First Name"),
        button(7, "Search"),
    )
    ctx = after(ctx, res, form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 5, "text": "Smith"}
    ctx = after(ctx, res, form)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 7}
    results = page(el(9, "a", "Smith, Ann"), digest="Showing 1-25 of 88 records")
    res = decide(after(ctx, res, results))
    assert act(res) == {"type": "done", "success": True, "answer": "88"}


def test_gibberish_asks_user() -> None:
    res = decide(context("asdf qwer zxcv", listing_page()))
    assert res.action.type == "ask_user"
    assert "asdf qwer zxcv" in res.action.question  # type: ignore[union-attr]


def test_a_claim_of_success_is_not_made_when_done_is_not_allowed() -> None:
    obs = page(el(1, "a", "x"), digest="523 records found")
    res = decide(context("how many records are found?", obs, stage="orient"))
    assert res.action.type in ("scroll", "screenshot")


def test_a_question_that_cannot_be_asked_yet_ends_the_run_saying_it_once() -> None:
    """Asking is not allowed at this stage: the planner does not keep the run busy with harmless steps
    until the loop detector ends it; it gives up (no success claimed, accepted at any stage)."""
    obs = page(el(1, "a", "x"), digest="523 records found")
    res = decide(context("asdf qwer zxcv", obs, stage="orient"))
    assert act(res) == {"type": "done", "success": False, "answer": "I could not understand 'asdf qwer zxcv'"}


def test_avoided_elements_are_skipped() -> None:
    obs = page(button(1, "Submit"), el(2, "input", input_type="submit", value="Submit"))
    res = decide(context("click Submit", obs, avoid_elements=[1]))
    assert act(res) == {"type": "click", "element_id": 2}


def test_no_effect_click_tries_next_candidate() -> None:
    obs = page(el(1, "a", "Contact"), el(2, "a", "Contact us"))
    ctx = context("open Contact", obs)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    res = decide(after(ctx, res, obs, note="no effect: url and dom unchanged", outcome=StepOutcome.NO_EFFECT))
    assert act(res) == {"type": "click", "element_id": 2}


def test_failed_action_is_not_repeated() -> None:
    obs = page(button(1, "OK"), button(2, "OK"))
    ctx = context("click OK", obs)
    res = decide(ctx)
    res2 = decide(after(ctx, res, obs, ok=False, note="ActionFailed: element detached"))
    assert act(res2)["element_id"] != act(res)["element_id"]


def test_open_nth_result_skips_nav_and_pagers() -> None:
    obs = page(
        el(1, "a", "Home", zone="nav"),
        el(2, "a", "First Article Title", href="/a"),
        el(3, "a", "Second Article Title", href="/b"),
        el(4, "a", "2"),
        el(5, "a", "Next"),
    )
    res = decide(context("open the second result", obs))
    assert act(res) == {"type": "click", "element_id": 3}


def test_navigate_then_click() -> None:
    ctx = context("go to shop.test and open Monitors", page(url="about:blank"))
    res = decide(ctx)
    assert act(res) == {"type": "navigate", "url": "http://shop.test"}
    res = decide(
        after(ctx, res, page(el(3, "a", "Laptops"), el(4, "a", "Monitors"), url="http://shop.test/"))
    )
    assert act(res) == {"type": "click", "element_id": 4}


def test_target_not_visible_explores_tabs() -> None:
    obs = page(el(1, "a", "Tab 1", role="tab"), el(2, "a", "Tab 2", role="tab"), el(3, "a", "Alpha"))
    res = decide(context('Switch between the tabs to find and click on the link "Gamma".', obs))
    assert act(res) == {"type": "click", "element_id": 1}


def test_switch_to_new_tab() -> None:
    from wayfinder.browser.models import TabInfo

    tabs = [
        TabInfo(tab_id=0, url="http://a.test", active=True),
        TabInfo(tab_id=1, url="http://b.test", opener_id=0),
    ]
    res = decide(context("switch to the new tab", page(), tabs=tabs, active_tab_id=0))
    assert act(res) == {"type": "switch_tab", "tab_id": 1}


def test_memory_carried_and_reset_for_new_goal() -> None:
    ctx = context("click Submit", page(button(1, "Submit")))
    res = decide(ctx)
    assert res.memory["rules"]["goal"] == "click Submit"
    res2 = decide(context("click Cancel", page(button(1, "Submit"), button(2, "Cancel")), memory=res.memory))
    assert act(res2) == {"type": "click", "element_id": 2}


def test_not_found_looks_again_then_fails() -> None:
    obs = page(el(1, "a", "Alpha"))
    ctx = context("click the Zeta button", obs)
    res = decide(ctx)
    assert res.action.type in ("scroll", "screenshot")
    for _ in range(3):
        ctx = after(ctx, res, obs)
        res = decide(ctx)
    assert res.action.type == "done" and res.action.success is False  # type: ignore[union-attr]


def test_progress_survives_history_window_and_masked_secrets() -> None:
    """The context shows only the last entries and masks typed secrets: the step still counts as done."""
    obs = page(
        field(1, "user", label="Username"),
        field(2, "pw", itype="password", label="Password"),
        button(3, "Log in"),
    )
    old = [
        HistoryEntry(step=i, action={"type": "scroll", "direction": "down"}, ok=True) for i in range(1, 13)
    ]
    ctx = context("log in as jdoe with password hunter2", obs, history=old, step=13)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "jdoe"}
    ctx = context(
        ctx.goal,
        obs,
        memory=res.memory,
        step=14,
        history=[*old[1:], HistoryEntry(step=13, action=res.action.model_dump(), ok=True)],
    )
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "hunter2"}
    masked = {**res.action.model_dump(), "text": "********"}
    ctx = context(
        ctx.goal,
        obs,
        memory=res.memory,
        step=15,
        history=[*ctx.action_history[1:], HistoryEntry(step=14, action=masked, ok=True)],
    )
    assert act(decide(ctx)) == {"type": "click", "element_id": 3}


def test_list_answer_collects_result_titles() -> None:
    obs = page(
        el(1, "a", "Home", zone="nav"),
        el(2, "a", "Alpha report", href="/a"),
        el(3, "a", "Beta report", href="/b"),
    )
    res = decide(context("list the titles of the results", obs))
    assert act(res) == {"type": "done", "success": True, "answer": "Alpha report; Beta report"}


def test_consent_dialog_is_accepted_first() -> None:
    obs = page(
        button(1, "Reject", zone="modal"), button(2, "Accept all", zone="modal"), page_type="disclaimer"
    )
    res = decide(context("search for lamps", obs))
    assert act(res) == {"type": "click", "element_id": 2}
    # a goal that names a dialog button itself is left to its own step
    res = decide(context("click Reject", obs))
    assert act(res) == {"type": "click", "element_id": 1}


BLOB = (
    "Shop by category Laptops Monitors Keyboards Today's deals "
    "HP Pavilion 13 Laptop HP Intel, 16 GB $905.99 ★ 5.0 In stock "
    "Corsair K100 Keyboard Corsair 60% $99.99 ★ 4.0 In stock"
)


def test_one_line_digest_items_do_not_borrow_page_words() -> None:
    """A digest without newlines: 'Keyboards' in the category menu must not make the laptop a keyboard."""
    obs = page(
        el(1, "a", "HP Pavilion 13 Laptop", href="/p/1"),
        el(2, "a", "Corsair K100 Keyboard", href="/p/2"),
        url="http://shop.test/deals",
        title="Deals",
        headings=["Todays deals"],
        digest=BLOB,
    )
    res = decide(context("open the most expensive keyboard", obs))
    assert act(res) == {"type": "click", "element_id": 2}


def test_page_not_about_the_item_searches_first() -> None:
    obs = page(
        field(1, "q", itype="search", zone="header"),
        el(2, "a", "Corsair K100 Keyboard", href="/p/2"),
        url="http://shop.test/",
        title="Home",
        headings=["Top rated"],
        digest="Corsair K100 Keyboard $99.99",
    )
    res = decide(context("open the most expensive keyboard", obs))
    assert act(res) == {"type": "type", "element_id": 1, "text": "keyboard", "submit": True}


def test_value_read_from_page_then_typed() -> None:
    obs = page(field(1, "answer"), button(2, "Submit"), digest="Name: Ann\nLanguage: Punjabi\nGender: F")
    res = decide(context("Enter the value of Language into the text field and press Submit", obs))
    assert act(res) == {"type": "type", "element_id": 1, "text": "Punjabi"}


def test_element_named_by_kind_and_ordinal() -> None:
    obs = page(field(1, "a"), field(2, "b"), field(3, "c"))
    assert act(decide(context("Focus into the second input textbox.", obs))) == {
        "type": "click",
        "element_id": 2,
    }
    assert act(decide(context("Focus into the textbox.", obs))) == {"type": "click", "element_id": 1}


def test_close_x_matches_close_button() -> None:
    obs = page(el(1, "div", "Some dialog text", zone="modal"), button(3, "", label="Close", zone="modal"))
    res = decide(context('Close the dialog box by clicking the "x".', obs))
    assert act(res) == {"type": "click", "element_id": 3}


def test_date_typed_in_the_form_a_date_input_takes() -> None:
    obs = page(field(1, "when", itype="date", label="Date"), button(2, "Submit"))
    res = decide(context("Enter 10/20/2017 as the date and hit submit.", obs))
    assert act(res) == {"type": "type", "element_id": 1, "text": "2017-10-20"}


def test_follows_a_tab_opened_by_its_click() -> None:
    from wayfinder.browser.models import TabInfo

    obs = page(el(1, "a", "Spec sheet"), el(2, "a", "Other"))
    one = [TabInfo(tab_id=0, url="http://a.test", active=True)]
    ctx = context("open Spec sheet and read the warranty", obs, tabs=one, active_tab_id=0)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    two = [*one, TabInfo(tab_id=1, url="http://a.test/spec", opener_id=0)]
    res = decide(after(ctx, res, obs, tabs=two, active_tab_id=0))
    assert act(res) == {"type": "switch_tab", "tab_id": 1}
