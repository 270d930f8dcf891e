"""Secret masking covers every encoding a browser or a serializer produces (issue 19 item 8), as a
table: each row encodes the secret the way one real encoder does and embeds it in text."""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from urllib.parse import quote, quote_plus, urlencode

import pytest

from wayfinder.actions.inputs import mask_secrets
from wayfinder.safety.secrets import SecretStore

SECRET = "P4ss~w*rd 9!x"  # the probe's password: Chromium form-encodes it as P4ss%7Ew*rd+9%21x
UNICODE = 'pässwörd €5 "q" <b>/\\'


def pct(ch: str) -> str:
    return "".join(f"%{b:02X}" for b in ch.encode())


def whatwg_form(value: str) -> str:
    """application/x-www-form-urlencoded as browsers write it: only *-._ and alphanumerics stay."""
    return "".join(
        ch if ch.isascii() and (ch.isalnum() or ch in "*-._") else "+" if ch == " " else pct(ch)
        for ch in value
    )


def encode_uri_component(value: str) -> str:
    return quote(value, safe="!~*'()")


def url_path(value: str) -> str:
    """The URL parser's path percent-encode set: space, quotes, #, <, >, ?, `, {, } and non-ASCII."""
    return "".join(quote(ch, safe="") if (ch in ' "#<>?`{}' or not ch.isascii()) else ch for ch in value)


ENCODERS: list[tuple[str, Callable[[str], str]]] = [
    ("raw", lambda v: v),
    ("whatwg-form", whatwg_form),
    ("form-lower-hex", lambda v: "".join(c.lower() if c in "ABCDEF" else c for c in whatwg_form(v))),
    ("urlencode", lambda v: urlencode({"pw": v}).split("=", 1)[1]),
    ("quote-plus", quote_plus),
    ("encode-uri-component", encode_uri_component),
    ("path-set", url_path),
    ("double-encoded", lambda v: quote(quote(v, safe=""), safe="")),
    ("html-escape", lambda v: html.escape(v, quote=True)),
    ("html-numeric", lambda v: "".join(f"&#{ord(c)};" for c in v)),
    ("html-hex", lambda v: "".join(f"&#x{ord(c):x};" for c in v)),
    ("json-ascii", lambda v: json.dumps(v)[1:-1]),
    ("json-unicode", lambda v: json.dumps(v, ensure_ascii=False)[1:-1]),
    ("json-slash", lambda v: json.dumps(v)[1:-1].replace("/", "\\/")),
    ("json-in-json", lambda v: json.dumps(json.dumps(v))[1:-1]),
    ("json-of-form", lambda v: json.dumps({"body": "pw=" + whatwg_form(v)})),
    ("html-of-url", lambda v: html.escape(f"/login?user=a&pw={whatwg_form(v)}")),
]


@pytest.mark.parametrize("value", [SECRET, UNICODE], ids=["ascii", "unicode"])
@pytest.mark.parametrize(("name", "encode"), ENCODERS, ids=[n for n, _ in ENCODERS])
def test_every_encoding_is_masked(name: str, encode: Callable[[str], str], value: str) -> None:
    store = SecretStore({"PASSWORD": value})
    text = f"before {encode(value)} after"
    masked = store.mask(text)
    assert "<secret:PASSWORD>" in masked, (name, text)
    for _, other in ENCODERS:  # no spelling of the value survives
        if other(value) != value or name == "raw":
            assert other(value) not in masked, (name, masked)
    assert masked.startswith("before ") and masked.endswith(" after")


def test_executor_messages_use_the_same_masking() -> None:
    text = "could not open http://x.test/login?pw=" + whatwg_form(SECRET)
    assert (
        mask_secrets(text, {"PASSWORD": SECRET}) == "could not open http://x.test/login?pw=<secret:PASSWORD>"
    )


@pytest.mark.parametrize(
    "text",
    [
        "P4ss~w*rd 9!", "P4ss w*rd 9!x", "P4ss%7Ew*rd%2B9%21x",  # one character short, changed, "+" itself
        "p4ss~w*rd 9!x",  # case matters in the value itself
    ],
)  # fmt: skip
def test_near_misses_are_left_alone(text: str) -> None:
    assert SecretStore({"PASSWORD": SECRET}).mask(text) == text


def test_longer_secret_wins_over_one_it_contains() -> None:
    store = SecretStore({"PIN": "4321", "CODE": "x4321y"})
    assert store.mask("x4321y and 4321 and x%34321y") == "<secret:CODE> and <secret:PIN> and <secret:CODE>"
