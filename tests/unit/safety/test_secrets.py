"""Secrets: parsing, substitution, masking (text, JSON, nested objects, observations)."""

from __future__ import annotations

import json

import pytest

from wayfinder.errors import ConfigError
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.safety.secrets import SecretStore, mask_observation_values, placeholder_names


def store() -> SecretStore:
    return SecretStore({"PASSWORD": "hunter22", "USER": "alice@example.com", "PIN_LONG": "hunter22!x"})


def test_from_sources_parses_cli_and_env_cli_wins() -> None:
    env = {"WAYFINDER_SECRET_TOKEN": "tok-1234", "WAYFINDER_SECRET_USER": "env-user", "HOME": "/root"}
    s = SecretStore.from_sources(["user=cli-user", "API_KEY=a=b=c"], env)
    assert s.names == ("API_KEY", "TOKEN", "USER")
    assert s.as_mapping() == {"TOKEN": "tok-1234", "USER": "cli-user", "API_KEY": "a=b=c"}


@pytest.mark.parametrize(
    ("pairs", "match"),
    [
        (["novalue"], "secret #1 is not NAME=VALUE"),
        (["OK=abcd", "=abcd"], "secret #2 is not NAME=VALUE"),
        (["1BAD=abcd"], "invalid name '1BAD'"),
        (["A-B=abcd"], "invalid name 'A-B'"),
        (["X=abcd", "x=efgh"], "'X' is given twice"),
        (["PIN=123"], "'PIN' is shorter than 4"),
    ],
)
def test_bad_pairs_are_config_errors(pairs: list[str], match: str) -> None:
    with pytest.raises(ConfigError, match=match) as info:
        SecretStore.from_sources(pairs, {})
    for pair in pairs:  # the values (or the whole malformed pair) are never echoed
        assert (pair.partition("=")[2] or pair) not in str(info.value)


def test_short_env_value_refused() -> None:
    with pytest.raises(ConfigError, match="'CODE' is shorter"):
        SecretStore.from_sources([], {"WAYFINDER_SECRET_CODE": "ab"})


def test_substitute_and_placeholders() -> None:
    s = store()
    assert s.placeholder("password") == "<secret:PASSWORD>"
    assert s.substitute("user <secret:USER> pw <secret:password>") == "user alice@example.com pw hunter22"
    assert s.substitute("no placeholders") == "no placeholders"
    assert placeholder_names("<secret:a> and <secret:B_2>") == ["A", "B_2"]


def test_unknown_placeholder_lists_valid_names() -> None:
    with pytest.raises(ValueError, match="unknown secret '<secret:NOPE>'") as info:
        store().substitute("<secret:NOPE>")
    assert "<secret:PASSWORD>, <secret:PIN_LONG>, <secret:USER>" in str(info.value)


def test_mask_longest_first_and_every_occurrence() -> None:
    s = store()
    text = "pw=hunter22 again hunter22!x mail alice@example.com"
    assert s.mask(text) == "pw=<secret:PASSWORD> again <secret:PIN_LONG> mail <secret:USER>"
    assert s.mask("") == ""
    assert SecretStore({}).mask("hunter22") == "hunter22"


def test_mask_roundtrip_with_substitute() -> None:
    s = store()
    typed = s.substitute("<secret:USER>/<secret:PASSWORD>")
    assert s.mask(typed) == "<secret:USER>/<secret:PASSWORD>"


def test_mask_json_and_url_encoded_forms() -> None:
    s = SecretStore({"Q": 'pa"ss\\word', "SP": "two words&more"})
    dumped = json.dumps({"typed": 'pa"ss\\word'})
    assert s.mask(dumped) == '{"typed": "<secret:Q>"}'
    assert s.mask("https://x.test/?q=two+words%26more") == "https://x.test/?q=<secret:SP>"
    assert s.mask("https://x.test/two%20words%26more") == "https://x.test/<secret:SP>"


def test_mask_obj_nested() -> None:
    s = store()
    payload = {
        "action": {"type": "type", "text": "hunter22"},
        "history": [{"note": "typed hunter22 into [3]"}, ("alice@example.com", 5)],
        "alice@example.com": True,
        "n": 3,
    }
    masked = s.mask_obj(payload)
    assert masked == {
        "action": {"type": "type", "text": "<secret:PASSWORD>"},
        "history": [{"note": "typed <secret:PASSWORD> into [3]"}, ("<secret:USER>", 5)],
        "<secret:USER>": True,
        "n": 3,
    }
    assert payload["action"] == {"type": "type", "text": "hunter22"}  # the input is not changed
    assert "hunter22" not in json.dumps(masked)


def test_repr_never_shows_values() -> None:
    assert "hunter22" not in repr(store()) and "PASSWORD" in repr(store())


def test_mask_observation_values() -> None:
    box = BBox(x=0, y=0, w=1, h=1)
    obs = Observation(
        url="https://x.test/welcome",
        text_digest="Signed in as alice@example.com",
        elements=[
            Element(id=1, tag="input", bbox=box, input_type="email", value="alice@example.com"),
            Element(id=2, tag="input", bbox=box, input_type="text", value="blue mug"),
        ],
    )
    masked = mask_observation_values(obs, store())
    assert masked.elements[0].value == "<secret:USER>"
    assert masked.elements[1].value == "blue mug"
    assert masked.text_digest == "Signed in as <secret:USER>"
    assert obs.elements[0].value == "alice@example.com"  # a copy
    clean = Observation(url="https://x.test/")
    assert mask_observation_values(clean, store()) is clean
    assert mask_observation_values(obs, SecretStore({})) is obs
