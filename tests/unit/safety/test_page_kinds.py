"""What kind of page a submit is on (issue 28): the page's address and its own name say it, never the
name of the project or record it sits in ('Bug #27: ... - Billing Service - Redmine' is no checkout)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Click
from wayfinder.observe.models import BBox, Element, FormRef, Observation
from wayfinder.safety.context import address_words, kind_words
from wayfinder.safety.risk import analyze_action
from wayfinder.safety.text import identifier_words
from wayfinder.settings import Settings

APP = "http://127.0.0.1:3000"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


@pytest.mark.parametrize(
    ("url", "title", "kind"),
    [
        # trackers: the project is a place the page sits in (its title's later part, its identifier)
        (
            "/issues/27",
            "Bug #27: Duplicate invoice numbers - Billing Service - Redmine",
            ("issue", "|", "bug", "27"),
        ),
        (
            "/projects/billing/issues/new",
            "New issue - Billing Service - Redmine",
            ("project", "issue", "|", "new", "issue"),
        ),
        ("/issues/12", "Bug #12: Payment page crashes - Website - Redmine", ("issue", "|", "bug", "12")),
        ("/groups/payments/members", "Members · Payments · GitLab", ("group", "member", "|", "members")),
        (
            "/wp-admin/post.php",
            "Edit Post ‹ Checkout Tips — WordPress",
            ("wp", "admin", "post", "php", "|", "edit", "post"),
        ),
        # shops: the address or the page's own name says checkout
        ("/shop/checkout", "Shop", ("shop", "checkout", "|", "shop")),
        ("/checkouts/c1", "Information - Store - Checkout", ("checkout", "|", "information")),
        ("/step/2", "Billing details | Shop", ("step", "2", "|", "billing", "details")),
    ],
)
def test_the_kind_of_a_page_is_its_address_and_its_own_name(
    url: str, title: str, kind: tuple[str, ...]
) -> None:
    assert kind_words(f"{APP}{url}", title) == kind


def test_an_identifier_after_a_collection_is_a_name_in_a_forms_address_too() -> None:
    assert address_words(f"{APP}/projects/billingService/issues", identifier_words) == ("project", "issue")
    assert address_words(f"{APP}/api/placeOrder", identifier_words) == ("api", "place", "order")


def _submit(action: str) -> tuple[Element, FormRef]:
    form = FormRef(i=0, action=f"{APP}{action}", method="post")
    return Element(
        id=1, tag="input", text="Submit", input_type="submit", form=form, bbox=BBox(x=0, y=0, w=60, h=20)
    ), form


def _level(url: str, title: str, action: str, goal: str) -> tuple[str, list[str]]:
    button, _ = _submit(action)
    obs = Observation(url=f"{APP}{url}", title=title, elements=[button])
    decision = analyze_action(Click(element_id=1), button, obs, Settings(), goal=goal)
    return decision.level, decision.reasons


GOALS = [
    "log in as dan (pw north-gate-9) and set the status of issue 27 to Resolved",
    "change the priority of issue #27 to High",
    "add a note to issue 27 saying 'Checked'",
]


@pytest.mark.parametrize("goal", GOALS)
def test_an_issue_edit_in_a_project_named_billing_is_the_asked_change(goal: str) -> None:
    level, reasons = _level(
        "/issues/27", "Bug #27: Duplicate invoice numbers - Billing Service - Redmine", "/issues/27", goal
    )
    assert level == "low", reasons
    # the same form on a page whose own name says billing is a checkout, asked or not
    level, reasons = _level("/step/2", "Billing details | Shop", "/issues/27", goal)
    assert level == "high", reasons
    assert any("checkout" in r for r in reasons)


@given(
    project=st.sampled_from(["Billing", "Payments", "Checkout", "Billing Service", "Payment Gateway"]),
    tail=st.sampled_from(["Service", "Team", "Platform", ""]),
    site=st.sampled_from(["Redmine", "Tracker", "GitLab"]),
    number=st.integers(min_value=1, max_value=999),
    sep=st.sampled_from([" - ", " | ", " · "]),
)
@settings(max_examples=40, deadline=None)
def test_generated_places_named_like_a_checkout_are_no_checkout(
    project: str, tail: str, site: str, number: int, sep: str
) -> None:
    name = f"{project} {tail}".strip()
    slug = name.lower().replace(" ", "-")
    title = f"Bug #{number}: Something is off{sep}{name}{sep}{site}"
    level, reasons = _level(
        f"/issues/{number}", title, f"/issues/{number}", f"set issue {number} to Resolved"
    )
    assert level == "low", reasons
    level, reasons = _level(
        f"/projects/{slug}/issues/new",
        f"New issue{sep}{name}{sep}{site}",
        f"/projects/{slug}/issues",
        "create a bug titled 'Crash'",
    )
    assert level == "low", reasons
