"""A number asked as an attribute of a thing is the one said of that thing (pure tables): in a sentence
whose one clause names the thing with a number ('serves HTTP at http://127.0.0.1:8765/mcp', 'the admin
server listens on 9000') and whose other clause gives another number with nothing of the thing ('--port 0
for a free one', 'the metrics exporter on 9100'), the other clause's number is refused. A number whose
clause names the thing, or a sentence that names the thing nowhere (a heading over it does), is left to
the other checks. Three shapes: a README's MCP paragraph, an ops page, a security policy."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

MCP = page(
    "http://docs.test/#mcp",
    "MCP\n--http serves streamable HTTP at http://127.0.0.1:8765/mcp (--port P, --port 0 for a free one; "
    "bound to 127.0.0.1 unless --host says otherwise).",
    title="Wayfinder documentation",
    page_type="detail",
)
OPS = page(
    "http://ops.test/servers",
    "Servers\nThe admin server listens on 9000, the metrics exporter on 9100.\nRestart takes 30 seconds.",
    title="Admin and metrics servers - Ops",
    page_type="detail",
)
HEADED = page(
    "http://ops.test/admin",
    "Admin server\nIt listens on 9000 by default; set 0 for a random port.",
    title="Admin server - Ops",
    page_type="detail",
)
SECURITY = page(
    "http://intranet.test/security",
    "Security\nThe session cookie times out after 30 minutes (a login token after 14; 0 keeps it for ever).",
    title="Security policy",
    page_type="detail",
)
MCP_Q = "quick q - what port does wayfinder's mcp server listen on over http?"
OPS_Q = "what port does the admin server listen on?"
COOKIE_Q = "what is the timeout of the session cookie?"


@pytest.mark.parametrize(
    ("goal", "final", "answer", "verified"),
    [
        (MCP_Q, MCP, "It is 8765.", True),
        (MCP_Q, MCP, "It is 0.", False),
        (MCP_Q, MCP, "port 0", False),
        (OPS_Q, OPS, "9000", True),
        (OPS_Q, OPS, "The admin server listens on port 9100.", False),
        (COOKIE_Q, SECURITY, "30", True),
        (COOKIE_Q, SECURITY, "14", False),
        (COOKIE_Q, SECURITY, "It is 0.", False),
        # the thing named only by the heading: the sentence names it nowhere, left to the other checks
        (OPS_Q, HEADED, "It listens on 9000.", True),
    ],
)
def test_a_number_said_of_another_thing_in_the_thing_s_sentence_is_refused(
    goal: str, final: PageEntry, answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[final])
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


_WRAP = st.sampled_from(
    ["{}", "It is {}.", "port {}", "It listens on {}.", "I think it is {}", "The answer is {}", "it's {}"]
)


@given(_WRAP, st.sampled_from(["hi! ", "", "quick one: "]), st.sampled_from(["", " please", " thanks!"]))
def test_whatever_the_wording_the_thing_s_number_stands_and_the_other_does_not(
    wrap: str, hello: str, thanks: str
) -> None:
    frame = goal_frame(f"{hello}what port does the admin server listen on{thanks}?")
    right = verify_claim(frame, stop_reason="done_success", answer=wrap.format("9000"), ledger=[OPS])
    wrong = verify_claim(frame, stop_reason="done_success", answer=wrap.format("9100"), ledger=[OPS])
    assert right.verified, right.sentence
    assert not wrong.verified
