"""Credentials written in the goal are lifted into the run's secrets (issue 28): the wordings people
use, generated variants of them, what stays (usernames, placeholders, values too short to mask)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.safety.goal_credentials import goal_credentials, lift_goal_credentials
from wayfinder.safety.secrets import SecretStore

CASES = [
    ("Log in to the site as jonas with password tidewater-88", "PASSWORD", "tidewater-88"),
    ("log in as alice / quartz-river-21 and open my page", "PASSWORD", "quartz-river-21"),
    ("Sign in as maria, password harbor-lights-42, and approve the comment", "PASSWORD", "harbor-lights-42"),
    ("(username bob, password Y7y7y7) how many issues are open?", "PASSWORD", "Y7y7y7"),
    ("Approve Elena's comment. Login: maria / harbor-lights-42", "PASSWORD", "harbor-lights-42"),
    ("As carol (pw ember-field-35), open a Support issue", "PASSWORD", "ember-field-35"),
    ("the private code is zx81-qq, add Dan to the project", "CODE", "zx81-qq"),
    ("log into Trip Budget with code 7Kp2x and add a bill", "CODE", "7Kp2x"),
    ('sign in with passphrase "blue horse 9" as ann', "PASSWORD", "blue horse 9"),
    ("use PIN 4821 to unlock the account page", "PIN", "4821"),
]


@pytest.mark.parametrize(("goal", "stem", "value"), CASES)
def test_the_written_credential_becomes_a_placeholder(goal: str, stem: str, value: str) -> None:
    lifted = lift_goal_credentials(goal, None)
    name = f"GOAL_{stem}"
    assert lifted.lifted == (name,) and lifted.secrets is not None
    assert lifted.secrets.as_mapping() == {name: value}
    assert value not in lifted.goal and f"<secret:{name}>" in lifted.goal
    assert lifted.secrets.mask(f"typed {value}") == f"typed <secret:{name}>"


def test_usernames_and_the_rest_of_the_goal_stay_as_written() -> None:
    lifted = lift_goal_credentials("Log in as jonas with password tidewater-88 and publish the draft", None)
    assert lifted.goal == "Log in as jonas with password <secret:GOAL_PASSWORD> and publish the draft"


def test_nothing_to_lift_keeps_the_goal_and_the_secrets() -> None:
    given_store = SecretStore({"PW": "hunter22"})
    for goal in (
        "How many books? Log in as librarian, password <secret:PW>.",
        "find the cheapest monitor and open its page",
        "log in as bob with password abc",  # too short to mask: typing it asks, as any plain password
    ):
        lifted = lift_goal_credentials(goal, given_store)
        assert lifted.goal == goal and lifted.secrets is given_store and not lifted.changed


def test_given_secrets_are_kept_and_a_repeated_value_reuses_its_name() -> None:
    store = SecretStore({"GOAL_PASSWORD": "other-secret-1", "SITE": "tidewater-88"}, {"SITE": ["x.example"]})
    lifted = lift_goal_credentials("log in as jonas with password tidewater-88", store)
    assert lifted.lifted == ("SITE",) and lifted.secrets is not None
    assert lifted.secrets.sites == {"SITE": ["x.example"]}
    two = lift_goal_credentials("log in as jo with password first-pass-1, then use code second-code-2", None)
    assert two.secrets is not None and set(two.secrets.names) == {"GOAL_PASSWORD", "GOAL_CODE"}


def test_a_quoted_value_is_replaced_with_its_quotes() -> None:
    lifted = lift_goal_credentials("log in as ann with password 'open sesame 7' and open the inbox", None)
    assert lifted.goal == "log in as ann with password <secret:GOAL_PASSWORD> and open the inbox"


_VALUE = st.text(alphabet="abcdefghjkmnpqrstuvwxyz23456789-", min_size=6, max_size=14).filter(
    lambda v: v[0].isalnum() and v[-1].isalnum() and any(c.isdigit() for c in v)
)
_SHAPES = st.sampled_from(
    [
        "log in as {u} with password {p}",
        "sign in as {u} (password {p}) and open the dashboard",
        "Log into the admin, user {u}, password {p}, then count the posts",
        "{u} / {p} is my login; open my page. Login: {u} / {p}",
        "as {u} with pw {p} set the status of issue 3 to Closed",
    ]
)


@settings(max_examples=40, deadline=None)
@given(shape=_SHAPES, user=st.sampled_from(["alice", "bob", "maria", "j.doe"]), password=_VALUE)
def test_generated_wordings_never_leave_the_password_in_the_goal(
    shape: str, user: str, password: str
) -> None:
    goal = shape.format(u=user, p=password)
    found = dict((v, s) for s, v in goal_credentials(goal))
    lifted = lift_goal_credentials(goal, None)
    assert password in found and password not in lifted.goal, (goal, lifted.goal)
    assert user in lifted.goal
