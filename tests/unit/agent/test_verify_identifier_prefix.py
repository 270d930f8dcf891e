"""A page mentions an identifier it writes only inside a longer one (pure tables): a token that begins with
the sought identifier and goes on after a '_' or a '.' ('WAYFINDER_SECRET_NAME', 'WAYFINDER_SECRET_<NAME>',
'loop_stuck.max_steps', 'HTTP_PROXY_USER') says it. Its words apart ('Wayfinder', 'secret'), or a word that
merely begins the same way ('loop_stuckness'), do not. Three shapes: an environment-variable page, a config reference
with dotted keys, a proxy page of a handbook."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import mentions

D = "http://docs.test"
RESULTS = page(
    f"{D}/search.html?q=x", "Search\nConfiguration\nSafety", title="Search - Docs", step=2, page_type="search"
)


def _doc(path: str, text: str) -> PageEntry:
    return page(f"{D}/{path}/", text, title=f"{path.title()} - Docs", step=3, page_type="detail")


ENV = _doc("configuration", "Secrets\nEach value is read from `WAYFINDER_SECRET_<NAME>` in the environment.")
ENV_EQ = _doc("usage", "Secrets: --secret NAME=VALUE (or WAYFINDER_SECRET_NAME=VALUE) lets a goal say it.")
DOTTED = _doc("reference", "Keys\nloop_stuck.max_steps  how many steps without progress end the run")
PROXY = _doc("network", "Set HTTP_PROXY_USER and HTTP_PROXY_PASSWORD when the proxy asks for a login.")
PARTS = _doc("safety", "Wayfinder reads each secret from the environment; WAYFINDER_TOKEN is not one.")
OTHER = _doc("architecture", "The graph has nine nodes; loop_stuckness is not a word.")


@pytest.mark.parametrize(
    ("goal", "final", "verified"),
    [
        ("search the documentation for WAYFINDER_SECRET and open the page that explains it", ENV, True),
        ("hi there! search the docs for WAYFINDER_SECRET and open the first result please", ENV_EQ, True),
        ("look up loop_stuck in the docs and open the page that covers it", DOTTED, True),
        ("search the handbook for HTTP_PROXY and open the first hit", PROXY, True),
        # a longer word that is not the identifier going on, or a page that never writes it
        ("search the documentation for WAYFINDER_SECRET and open the page that explains it", PARTS, False),
        ("look up loop_stuck in the docs and open the page that covers it", OTHER, False),
        ("search the handbook for HTTP_PROXY and open the first hit", DOTTED, False),
    ],
)
def test_an_identifier_written_inside_a_longer_one_is_mentioned(
    goal: str, final: PageEntry, verified: bool
) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Here it is.", ledger=[RESULTS, final]
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


_IDENT = st.from_regex(r"[a-z]{3,8}(_[a-z]{3,8}){0,2}", fullmatch=True)


@given(_IDENT, st.from_regex(r"[a-z0-9]{1,8}", fullmatch=True), st.sampled_from("_."))
def test_any_identifier_going_on_after_a_separator_mentions_it(ident: str, rest: str, cut: str) -> None:
    assert mentions(ident, {f"{ident}{cut}{rest}"})
    assert not mentions(ident, {f"{ident}{rest}x"}) or f"{ident}{rest}x" == ident  # no separator: not it
    assert not mentions(f"{ident}{cut}{rest}", {ident})  # the shorter one does not mention the longer
