"""Decision tables for acting on one list entry (rules_items, rules_items_goal) over hand-built pages."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.miniwob import decide, work_list
from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import Observation
from wayfinder.plan.rules.work import SubmitForm
from wayfinder_miniwob.work import EntryAction, EntryControl, EntryField

# -- reading the goal --------------------------------------------------------------------------

GOALS: list[tuple[str, dict[str, Any]]] = [
    ("Find the email by Deva and click the star icon to mark it as important.", {"t": "Deva", "a": "star"}),
    ("Find the email by Celestyn and click the trash icon to delete it.", {"t": "Celestyn", "a": "delete"}),
    ("Locate Elwira's email and delete it.", {"t": "Elwira", "a": "delete"}),
    ("Throw away Bob's email.", {"t": "Bob", "a": "delete"}),
    ("Mark the email that I sent to Bob this morning as important.", {"t": "Bob", "a": "star"}),
    ("Find the email by Alice and forward that email to Bob.", {"t": "Alice", "a": "forward", "to": "Bob"}),
    ("Forward to Ann the email from Bob.", {"t": "Bob", "a": "forward", "to": "Ann"}),
    ("Ann wants the email Bob sent to you.", {"t": "Bob", "a": "forward", "to": "Ann"}),
    ("Please find the message by Andria, then send it to Loralee.", {"t": "Andria", "a": "forward"}),
    ("I'd like to email Tammi the email I got from Elwira.", {"t": "Elwira", "a": "forward", "to": "Tammi"}),
    ('Find the email by Cal and reply to them with the text "Mi enim sapien".', {"t": "Cal", "a": "reply"}),
    ('Send email to Bob saying, "see you"', {"t": "Bob", "a": "reply", "msg": "see you"}),
    ('Tell Ann "see you at noon"', {"t": "Ann", "a": "reply", "msg": "see you at noon"}),
    ('send "on my way" to Ann', {"t": "Ann", "a": "reply", "msg": "on my way"}),
    ("Delete the emails from Bob that are not marked as important.", {"t": "Bob", "a": "delete"}),
    ("Mark Bob's email as imporant.", {"t": "Bob", "a": "star"}),
    ("put this email from Bob in the recycling bin", {"t": "Bob", "a": "delete"}),
    (
        "Find Kara-Lynn in the contact book and click on their address.",
        {"t": "Kara-Lynn", "a": "field:address"},
    ),
    ("Find Jo in the contact book and click on their phone number.", {"t": "Jo", "a": "field:phone number"}),
]


@pytest.mark.parametrize(("goal", "want"), GOALS, ids=[g[:40] for g, _ in GOALS])
def test_item_goals_are_read_whole(goal: str, want: dict[str, Any]) -> None:
    parsed = work_list(goal)
    assert parsed.understood, parsed.reason
    (step,) = parsed.items
    if isinstance(step, EntryField):
        assert ("field:" + step.field, step.owner) == (want["a"], want["t"])
        return
    assert isinstance(step, EntryAction)
    assert (step.owner or step.candidates[0], step.action) == (want["t"], want["a"])
    if "to" in want:
        assert step.value == want["to"]
    if "msg" in want:
        assert step.value == want["msg"]


@pytest.mark.parametrize(
    "goal",
    [
        "Add a laptop to the cart and send a message to support",
        "search for 4K monitors",
        "Click Submit",
        'Type "tora" in all upper case letters in the text input and press Submit.',
        'Enter "Hello" into the text field and press Submit',
    ],
)
def test_other_goals_are_not_item_goals(goal: str) -> None:
    assert not any(isinstance(s, EntryAction | EntryControl | EntryField) for s in work_list(goal).items)


# -- acting on the page ------------------------------------------------------------------------


def inbox() -> Observation:
    rows = []
    for i, who in enumerate(["Andria Dui sed. Augue..", "Deva Morbi. Purus..", "Tammi Tellus. At.."]):
        base = 10 * (i + 1)
        rows += [
            el(base, "div", who),
            el(base + 1, "span", "", classes="trash", near=who),
            el(base + 2, "span", "", classes="star", near=who),
        ]
    return page(*rows, digest="Find the email by Deva\nPrimary")


def opened(name: str) -> Observation:
    near = f"Morbi. {name} to me Purus."
    return page(
        el(40, "span", "", classes="trash", near=near),
        el(41, "span", "", classes="star", near=near),
        el(42, "span", "Reply"),
        el(43, "span", "Forward"),
    )


def test_star_icon_in_the_entry_row_is_clicked_directly() -> None:
    res = decide(context("Find the email by Deva and click the star icon to mark it as important.", inbox()))
    assert act(res) == {"type": "click", "element_id": 22}


def test_trash_icon_of_the_named_entry() -> None:
    res = decide(context("Locate Tammi's email and delete it.", inbox()))
    assert act(res) == {"type": "click", "element_id": 31}


def test_reply_opens_entry_then_reply_then_types_and_sends() -> None:
    goal = 'Find the email by Deva and reply to them with the text "Ok then".'
    ctx = context(goal, inbox())
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 20}
    ctx = after(ctx, res, opened("Deva"))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 42}
    form = page(el(50, "span", "", dom_id="send-reply"), el(51, "textarea", "", role="textbox"))
    ctx = after(ctx, res, form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 51, "text": "Ok then"}
    ctx = after(ctx, res, form)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 50}


def test_forward_fills_the_recipient_not_the_body() -> None:
    goal = "Forward to Ann the email from Deva."
    form = page(
        el(50, "span", "", dom_id="send-forward"),
        field(51, "", classes=None),
        el(52, "textarea", "", role="textbox", value="Morbi purus"),
    )
    ctx = context(goal, form, memory={})
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 51, "text": "Ann"}


def test_name_not_listed_turns_the_page() -> None:
    goal = "Find Jo in the contact book and click on their phone number."
    card = page(el(1, "a", "555-123-4567"), el(2, "a", ">"), headings=["Donica"], digest=goal)  # banner
    res = decide(context(goal, card))
    assert act(res) == {"type": "click", "element_id": 2}


@pytest.mark.parametrize(
    ("what", "want"),
    [("address", 3), ("phone number", 1), ("email", 2)],
)
def test_contact_field_by_shape_of_its_text(what: str, want: int) -> None:
    card = page(
        el(1, "a", "828-948-6878"),
        el(2, "a", "jo@aol.hk"),
        el(3, "a", "3597 Sparks Court, Apt 20"),
        el(4, "a", ">"),
        headings=["Jo"],
        digest="Find Jo in the contact book\nJo\nPhone: 828-948-6878",
    )
    res = decide(context(f"Find Jo in the contact book and click on their {what}.", card))
    assert act(res) == {"type": "click", "element_id": want}


def test_no_entry_anywhere_fails_after_looking() -> None:
    obs = page(button(1, "Compose"))
    ctx = context("Find the email by Zed and click the trash icon to delete it.", obs)
    res = decide(ctx)
    assert res.action.type in {"screenshot", "scroll"}


# -- a named control on the posts of one author ------------------------------------------------


def feed(*, menu_open: bool = False) -> Observation:
    posts = [
        ("Cordelie @euismod 13h ago Tortor @kenda.", 1),
        ("Ardyce @kenda 11h ago Orci.", 2),
        ("Nolan @kenda 2h", 3),
    ]
    items = []
    for text, n in posts:
        items += [
            el(10 * n, "span", "", classes="like", near=text),
            el(10 * n + 1, "span", "", classes="retweet", near=text),
            el(10 * n + 2, "span", "", classes="more", near=text),
        ]
    if menu_open:
        items += [el(90, "li", "Share via DM"), el(91, "li", "Mute @kenda")]
    return page(*items, button(99, "Submit"))


def test_post_goals_are_read_with_their_count() -> None:
    (one,) = work_list('For the user @kenda, click on the "Like" button.').items
    assert one == EntryControl(text=one.text, owner="@kenda", control="Like", nth=1)
    every, submit = work_list(
        'Click the "Retweet" button on all posts by @kenda and then click Submit.'
    ).items
    assert isinstance(every, EntryControl) and every.nth == -1 and isinstance(submit, SubmitForm)


def test_handle_is_matched_as_written_not_as_a_word() -> None:
    res = decide(context('For the user @kenda, click on the "Like" button.', feed()))
    assert act(res) == {"type": "click", "element_id": 20}  # not the post whose text only mentions @kenda


def test_all_posts_of_the_author_then_submit() -> None:
    goal = 'Click the "Retweet" button on all posts by @kenda and then click Submit.'
    ctx = context(goal, feed())
    clicks = []
    for _ in range(3):
        res = decide(ctx)
        clicks.append(act(res)["element_id"])
        ctx = after(ctx, res, feed())
    assert clicks == [21, 31, 99]  # Cordelie's post (11) only mentions @kenda: not one of theirs
    assert act(decide(ctx))["type"] == "done"


def test_menu_item_is_reached_through_the_entrys_more_menu() -> None:
    goal = 'For the user @kenda, click on the "Mute" button.'
    ctx = context(goal, feed())
    res = decide(ctx)
    assert act(res)["element_id"] in {12, 22, 32}
    res = decide(after(ctx, res, feed(menu_open=True)))
    assert act(res) == {"type": "click", "element_id": 91}


def test_the_email_by_alice_forwarded_is_one_item_step() -> None:
    """One entry item: find Alice's entry, forward it, write Bob as the recipient, send."""
    parsed = work_list("Find the email by Alice and forward that email to Bob.")
    assert parsed.understood and len(parsed.items) == 1
    step = parsed.items[0]
    assert isinstance(step, EntryAction)
    assert (step.owner, step.action, step.value) == ("Alice", "forward", "Bob")


def test_entry_by_sender_is_opened_by_name() -> None:
    obs = page(
        el(1, "div", "Alice Lunch on Friday?", role="button"), el(2, "div", "Bob Re: report", role="button")
    )
    res = decide(context("Find the email by Bob and forward that email to Carol.", obs))
    assert act(res) == {"type": "click", "element_id": 2}
