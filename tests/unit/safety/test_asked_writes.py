"""The asked-writes table (issue 28): which goal words lower which findings, and what is never lowered."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Click
from wayfinder.observe.models import BBox, Element, FormRef, Observation
from wayfinder.safety.asked_writes import ASKED_WRITES, SENDS, asked_write, lower_asked, named_words
from wayfinder.safety.findings import Finding
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings as AppSettings

APP = "https://tracker.example"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def el(id: int, text: str = "", **kw: Any) -> Element:
    return Element(id=id, tag="button", text=text, bbox=BBox(x=0, y=id * 30, w=100, h=20), **kw)


def decide(button: Element, goal: str, url: str = f"{APP}/issues/1") -> tuple[str, list[str]]:
    decision = analyze_action(
        Click(element_id=button.id), button, Observation(url=url, elements=[button]), AppSettings(), goal=goal
    )
    return decision.level, decision.reasons


POST = FormRef(i=0, action=f"{APP}/issues", method="post")

ASKED = [
    ("create", el(1, "Create", input_type="submit", form=POST), "create a new feature called Export"),
    ("report", el(1, "Submit", input_type="submit", form=POST), "report a bug titled 'Search box hidden'"),
    ("status", el(1, "Save", form=POST), "set the status of issue 4 to Resolved"),
    ("assign", el(1, "Submit", input_type="submit", form=POST), "assign issue #6 to Alice Moreau"),
    ("note", el(1, "Submit", input_type="submit", form=POST), "add a note to issue 14 saying 'Fixed'"),
    (
        "comment",
        el(1, "Post Comment", input_type="submit", form=POST),
        "leave a comment saying 'Lovely photos'",
    ),
    ("publish", el(1, "Publish", form=POST), "publish the draft 'Ferry Timetable Changes'"),
    ("approve", el(1, "Update", form=POST), "approve Ben's pending comment"),
    ("rename", el(1, "Save changes", form=POST), "rename the post to 'Packing Light'"),
    # a change the frame reads, whatever verb says it (handing a record over assigns it)
    ("give", el(1, "Submit", input_type="submit", form=POST), "give issue 6 to Alice Moreau"),
    ("hand", el(1, "Save", form=POST), "hand ticket #4 over to Dan Evans"),
]


@pytest.mark.parametrize(("case", "button", "goal"), ASKED, ids=[c[0] for c in ASKED])
def test_a_write_the_goal_names_is_low(case: str, button: Element, goal: str) -> None:
    level, reasons = decide(button, goal)
    assert level == "low" and "the goal asks for it" in reasons[0], reasons


@pytest.mark.parametrize(("case", "button", "goal"), ASKED, ids=[c[0] for c in ASKED])
def test_the_same_control_for_a_reading_goal_keeps_its_level(case: str, button: Element, goal: str) -> None:
    level, _ = decide(button, "how many issues are assigned to Alice?")
    assert level in ("medium", "high")


NEVER = [
    ("delete", el(1, "Delete", form=POST), "change issue 3: delete it and create a new one"),
    ("pay", el(1, "Pay now", form=POST), "create an invoice and pay it"),
    ("send", el(1, "Send", form=POST), "write a note and send it to the team"),
    ("account", el(1, "Delete account"), "update my profile"),
    ("password", el(1, "Change password"), "change my password to something else"),
    ("buy-goal", el(1, "Submit", input_type="submit", form=POST), "add the laptop to the cart and buy it"),
]


@pytest.mark.parametrize(("case", "button", "goal"), NEVER, ids=[c[0] for c in NEVER])
def test_destructive_financial_and_irreversible_acts_keep_asking(
    case: str, button: Element, goal: str
) -> None:
    level, _ = decide(button, goal)
    assert level in ("medium", "high") and level != "low"


def test_a_checkout_form_is_never_an_asked_write() -> None:
    button = el(
        1,
        "Submit",
        input_type="submit",
        form=FormRef(i=0, action="https://shop.example/checkout", method="post"),
    )
    level, _ = decide(button, "fill in the checkout form and submit it", url="https://shop.example/checkout")
    assert level == "high"


def test_a_read_only_goal_asks_for_no_write() -> None:
    assert asked_write("how many open bugs does the Website project have?") == []
    assert asked_write("open the newest post in Travel") == []
    assert asked_write("What did Bob write in the last note on issue 7?") == []
    assert asked_write("") == []


def test_only_the_rows_findings_are_lowered_and_blocked_ones_never() -> None:
    medium = Finding("medium", "submits a form", "x")
    blocked = Finding("high", "goes to a domain the policy refuses", "y", True)
    other = Finding("medium", "subscribes or signs up (shares personal data)", "z")
    out = lower_asked([medium, blocked, other], "create an issue")
    assert [f.level for f in out] == ["low", "high", "medium"]
    writes = {"submits a form", "changes settings or preferences", "publishes content"}
    # a send is lowered only where the control's own words say what it sends ('Send for review')
    assert all(row.lowers <= writes or (row.only and row.lowers - writes == {SENDS}) for row in ASKED_WRITES)
    sent = Finding("high", SENDS, "\"send\" in text 'Send'")
    assert lower_asked([sent], "write a note called 'X' and send it in for review") == [sent]


def test_an_identifier_saying_submit_does_not_outvote_the_visible_words() -> None:
    login = el(1, "", input_type="submit", value="Log In", name="wp-submit", dom_id="wp-submit")
    level, reasons = decide(
        login, "log in as ann with password <secret:PW>", url="https://blog.example/wp-login.php"
    )
    assert level == "low", reasons
    bare = el(2, "", input_type="submit", name="submit", dom_id="submit")
    assert decide(bare, "what is on the page?")[0] == "medium"


DRAFTS = [
    ("wp-quick-draft", "write a new draft post titled 'Green Beans' with the text 'Quick'"),
    ("save-a-draft", "save a draft article called Spring Fair"),
    ("draft-note", "create a draft post named Harbour News"),
]


@pytest.mark.parametrize(("case", "goal"), DRAFTS, ids=[c[0] for c in DRAFTS])
def test_a_draft_the_goal_asks_for_is_saved_but_never_published(case: str, goal: str) -> None:
    save = el(1, "", input_type="submit", value="Save Draft", name="save", dom_id="save-post", form=POST)
    level, reasons = decide(save, goal)
    assert level == "low", reasons
    publish = el(2, "Publish", dom_id="publish", form=POST)
    assert decide(publish, goal)[0] == "high"


# -- a change ordered with a verb the goal frame does not know ('raise the priority ... to High') --------

ORDERED = [
    ("raise", "raise the priority of issue #9 to Urgent"),
    ("lower", "sign in as carol (password ember-35) and lower issue 12's priority to Low"),
    ("bump", "Log in as dan with password north-9, then bump the severity of ticket 4 to Major"),
    ("increase", "please increase the estimate on card 'Export' to 5 points"),
]


@pytest.mark.parametrize(("case", "goal"), ORDERED, ids=[c[0] for c in ORDERED])
def test_a_change_ordered_in_so_many_words_is_asked(case: str, goal: str) -> None:
    submit = el(1, "Submit", input_type="submit", form=POST)
    level, reasons = decide(submit, goal)
    assert level == "low" and "the goal asks for it" in reasons[0], reasons


NOT_ORDERED = [
    ("question", "who raised the priority of issue #9 to Urgent?"),
    ("tab", "switch to the second tab and tell me the price"),
    ("no-value", "raise your hand if issue 9 is open"),
    ("then-delete", "raise the priority of issue 3 to High and then delete issue 4"),
    ("buy", "bump the quantity to 3 and buy the laptop"),
]


@pytest.mark.parametrize(("case", "goal"), NOT_ORDERED, ids=[c[0] for c in NOT_ORDERED])
def test_a_question_or_a_risky_order_asks_no_change(case: str, goal: str) -> None:
    submit = el(1, "Submit", input_type="submit", form=POST)
    assert decide(submit, goal)[0] != "low"


@given(
    verb=st.sampled_from(["raise", "lower", "bump", "increase", "decrease"]),
    what=st.sampled_from(["the priority of issue #7", "ticket 12's severity", "the estimate of task 3"]),
    value=st.sampled_from(["High", "Urgent", "Low", "8 points"]),
    lead=st.sampled_from(["", "please ", "Log in as ann (password x-1) and ", "hi! could you "]),
)
@settings(max_examples=40, deadline=None)
def test_generated_orders_of_a_change_are_asked(verb: str, what: str, value: str, lead: str) -> None:
    assert asked_write(f"{lead}{verb} {what} to {value}")
    assert not asked_write(f"who would {verb} {what} to {value}?")


# -- the names a writing goal gives are not the kind of page ---------------------------------------------


def test_a_project_named_billing_is_not_a_checkout() -> None:
    goal = "create an issue in the Billing Service project titled 'Invoice rounding'"
    form = FormRef(i=0, action=f"{APP}/projects/billing-service/issues", method="post")
    create = el(1, "Create", input_type="submit", form=form)
    level, reasons = decide(create, goal, url=f"{APP}/projects/billing-service/issues/new")
    assert level == "low", reasons
    assert named_words(goal) >= {"billing", "service"}
    # for a goal that does not name the project, the identifier after '/projects/' is still a name: the
    # create is asked about (the goal does not ask for it), not rated as a checkout ...
    level, reasons = decide(
        create, "how many issues are open?", url=f"{APP}/projects/billing-service/issues/new"
    )
    assert level == "medium", reasons
    assert not any("checkout" in r for r in reasons)
    # ... while a page whose own address says billing stays one
    assert decide(create, "how many issues are open?", url=f"{APP}/account/billing")[0] == "high"


@pytest.mark.parametrize(
    ("goal", "url"),
    [
        ("how many issues does the Billing Service project have?", f"{APP}/projects/billing/issues"),
        ("count the open tickets in the Payments Platform queue", f"{APP}/queues/payments/tickets"),
        ("list the posts in the Checkout Redesign category", f"{APP}/category/checkout-redesign/"),
    ],
)
def test_a_place_a_question_names_is_not_a_checkout(goal: str, url: str) -> None:
    """A question names places too: filtering its list ('Apply' of a GET query form on the project's
    own issue list) reads, it is no checkout - while the same page stays one for a goal naming nothing."""
    query = FormRef(i=0, action=url, method="get")
    apply = Element(id=1, tag="a", text="Apply", href=f"{url}#", form=query, bbox=BBox(x=0, y=0, w=60, h=20))
    level, reasons = decide(apply, goal, url=url)
    assert level == "low", reasons
    checkout = f"{APP}/checkout/payment"
    plain = Element(
        id=1, tag="a", text="Apply", href=f"{checkout}#", form=query, bbox=BBox(x=0, y=0, w=60, h=20)
    )
    assert decide(plain, "how many issues are there?", url=checkout)[0] == "high"


@pytest.mark.parametrize(
    "goal",
    [
        "fill in the Checkout Form and submit it",
        "update the Payment Details and save them",
        "create an order in the 'Billing' section",
        "add a note to the checkout page saying 'hi'",
    ],
)
def test_a_page_kind_written_in_the_goal_is_not_a_name(goal: str) -> None:
    assert not named_words(goal) & {"checkout", "payment", "billing", "order"}
    submit = el(
        1,
        "Submit",
        input_type="submit",
        form=FormRef(i=0, action="https://shop.example/checkout", method="post"),
    )
    assert decide(submit, goal, url="https://shop.example/checkout/billing")[0] == "high"


# -- a publish the frame reads from other words ('put the X post live', 'make the Y page live') ---------


@given(
    verb=st.sampled_from(["put", "make"]),
    lead=st.sampled_from(["", "please ", "hey, as jonas (password tide-88) please ", "could you "]),
    name=st.sampled_from(
        ["Priya's Winter Soup Ideas post", "the Ferry Timetable Changes post", "the About page"]
    ),
)
def test_a_publish_the_frame_reads_is_the_goals_own(verb: str, lead: str, name: str) -> None:
    publish = el(1, "Publish", dom_id="publish", form=POST)
    level, reasons = decide(publish, f"{lead}{verb} {name} live")
    assert level == "low", reasons


@pytest.mark.parametrize(
    "goal",
    [
        "is the Winter Soup Ideas post live?",
        "put the Winter Soup Ideas post back to draft",
        "delete the Winter Soup Ideas post and put the Ferry post live",
    ],
)
def test_a_read_a_draft_or_a_risky_goal_publishes_nothing(goal: str) -> None:
    publish = el(1, "Publish", dom_id="publish", form=POST)
    assert decide(publish, goal)[0] == "high"
