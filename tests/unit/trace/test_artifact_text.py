"""Artifacts written with orjson read back as json.dumps(indent=2) wrote them, in the same layout."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.trace.tracer import artifact_text

_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False, allow_infinity=False),  # orjson writes NaN as null, json as NaN (not JSON)
    st.text(),
)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


def _old(payload: Any) -> str:
    return json.dumps(payload, ensure_ascii=False, indent=2, default=str)


@settings(max_examples=300, deadline=None)
@given(payload=_JSON)
def test_reads_back_as_json_wrote_it(payload: Any) -> None:
    assert json.loads(artifact_text(payload)) == json.loads(_old(payload))


@dataclass
class _Row:
    name: str


def test_same_text_for_a_step_artifact() -> None:
    payload = {
        "context": {
            "goal": "find the cheapest 4K monitor — under $300",
            "step": 2,
            "elements": [],
            "memory": {},
        },
        "result": {"action": {"type": "click", "element_id": 7}, "usage": {"cost_usd": None}, "ok": True},
        "price": 299.99,
        "when": dt.datetime(2026, 11, 26, 13, 0, 1),  # str()ed as json's default=str did
        "row": _Row("x"),
        "ids": {3: "three"},
    }
    assert artifact_text(payload) == _old(payload)


def test_what_orjson_refuses_goes_through_json() -> None:
    payload = {"big": 2**70, "text": "lone \ud800 surrogate"}
    assert artifact_text(payload) == _old(payload)
