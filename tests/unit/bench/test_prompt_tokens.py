"""Issue 14 item 2 and the measure: real BPE token counts, and the fixed prompt's budget.

The fixed part (system prompt + every tool as a local server pastes them) must stay within 1,500
cl100k tokens; the tokenizer is tiktoken with the bundled, hash-checked cl100k_base file (no download).
"""

from __future__ import annotations

import json

import pytest

from wayfinder.actions.models import ACTION_TYPES
from wayfinder.actions.schema import tool_definitions
from wayfinder.plan.llm_parse import system_prompt
from wayfinder_bench.prompt import FIXED_TARGET, fixed_cost, tools_as_pasted
from wayfinder_bench.tokens import count_tokens, encoding


@pytest.mark.parametrize(
    ("text", "tokens"),
    [("hello world", [15339, 1917]), ("", []), ("<|endoftext|>", None)],
)
def test_cl100k_is_the_real_encoding(text: str, tokens: list[int] | None) -> None:
    if tokens is not None:
        assert encoding().encode(text) == tokens
    else:  # special-token text is counted as plain text, never refused
        assert count_tokens(text) > 1


def test_fixed_prompt_fits_the_budget() -> None:
    cost = fixed_cost()
    assert cost.tool_count == len(ACTION_TYPES)  # every action, the new ones included
    assert cost.total == cost.system + cost.tools <= FIXED_TARGET, cost
    assert cost.system == count_tokens(system_prompt("tools"))


def test_intent_is_described_once() -> None:
    pasted = tools_as_pasted(tool_definitions())
    assert pasted.count('"intent":{"type":"string"}') == len(ACTION_TYPES)
    assert "One short sentence" not in pasted and "intent" in system_prompt("tools")


def test_tools_are_pasted_as_compact_json_lines() -> None:
    lines = tools_as_pasted(tool_definitions()).splitlines()
    assert [json.loads(line)["function"]["name"] for line in lines] == list(ACTION_TYPES)
    assert all('":' in line and '": ' not in line for line in lines)  # no spaces after the separators
