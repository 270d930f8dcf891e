"""'what is X set to', 'which port is the server configured as by default': a setting's value is
asked (its default value when the default is named) - the shape is read wherever the setting lives
(a config reference, an app's settings page). Sentences of our own and a generated family."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _asked(goal: str) -> tuple[str, tuple[str, ...]]:
    step = parse_goal(goal).steps[-1]
    return step.object, step.attributes


@pytest.mark.parametrize(
    ("goal", "thing", "attribute"),
    [
        ("what is auto_confirm set to by default?", "auto_confirm", "default value"),
        ("what's the timeout set to?", "timeout", "value"),
        ("which port is the mcp server set to by default?", "mcp server", "default port"),
        ("what log level is wayfinder configured at initially?", "wayfinder", "default log level"),
        ("what was the retry limit configured as?", "retry limit", "value"),
    ],
)
def test_a_setting_s_value_is_asked(goal: str, thing: str, attribute: str) -> None:
    assert _asked(goal) == (thing, (attribute,))


def test_other_questions_keep_their_reading() -> None:
    assert _asked("what is the latest recipe called?")[1] == ("name",)
    assert _asked("what does auto_confirm default to?")[1] == ("default value",)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["what is", "what's", "what are", "what was"]),
    st.sampled_from(["the retry limit", "max_steps", "the session timeout", "allowed_domains"]),
    st.sampled_from(["set to", "configured as", "set at"]),
    st.sampled_from(["", " by default", " out of the box", " initially"]),
)
def test_every_wording_asks_the_value(opener: str, thing: str, verb: str, default: str) -> None:
    asked_thing, attributes = _asked(f"{opener} {thing} {verb}{default}?")
    assert asked_thing == thing.removeprefix("the ")
    assert attributes == (("default value",) if default else ("value",))
