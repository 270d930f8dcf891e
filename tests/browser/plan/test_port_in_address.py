"""A port asked of a thing, read from the address its docs write (real Chromium, the rules planner
walked from the page until it answers; ``core.values.port_answer``): a tool's README whose MCP section
(reached by its anchor, or far down the page) serves at 'http://127.0.0.1:8765/mcp' beside a demo's
'--port 8000' and a flag's example, and a framework tutorial's development server beside its database.
A server no sentence names gets no port."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

_FILLER = "".join(
    f"<h2 id='part{i}'>Part {i}</h2><p>This part explains how the checkout of step {i} is arranged and "
    f"what the settings of that step mean for a run.</p>"
    for i in range(1, 12)
)
TOOL = (
    "<title>Toolbox</title><main><h1>Toolbox</h1><p>A command-line helper.</p>"
    "<h2 id='demo'>Demo</h2><p>Try it with <code>toolbox demo serve --port 8000</code>; the metrics exporter "
    "publishes at http://localhost:9100/metrics.</p>"
    f"{_FILLER}"
    "<h2 id='mcp'>MCP</h2><p><code>toolbox mcp</code> talks on stdin by default. <code>--http</code> serves "
    "streamable HTTP at <code>http://127.0.0.1:8765/mcp</code> (<code>--port 0</code> for a free one).</p>"
    "</main>"
)
TUTORIAL = (
    "<title>Writing your first app, part 1 | Framework docs</title><main><h1>Writing your first app</h1>"
    "<p>Set up a database first: the database server listens on port 5432 unless you change it.</p>"
    f"{_FILLER}"
    "<h2 id='dev'>The development server</h2><p>Run <code>python manage.py runserver</code>. You will see "
    "'Starting development server at http://127.0.0.1:8000/'. Quit it with CONTROL-C.</p></main>"
)


@pytest.mark.parametrize(
    ("page", "path", "goal", "want"),
    [
        (
            TOOL,
            "/l16/toolbox/#mcp",
            "quick q - what port does toolbox's mcp server listen on over http?",
            "8765",
        ),
        (TOOL, "/l16/toolbox/", "which port does the mcp server serve http on?", "8765"),
        (TUTORIAL, "/l16/tutorial/", "what port does the development server run on?", "8000"),
        (TUTORIAL, "/l16/tutorial/#dev", "which port is the database server on", "5432"),
    ],
)
async def test_a_port_written_in_an_address(
    walk: Walker, page_server: PageServer, page: str, path: str, goal: str, want: str
) -> None:
    page_server.add(path.split("#")[0], page)
    walked = await walk(goal, page_server.url(path), steps=4, must_end=True)
    assert walked.answer == f"True: {want}", walked.answer


@pytest.mark.parametrize(
    ("page", "path", "goal"),
    [
        (TOOL, "/l16/toolbox/", "what port does the admin server listen on?"),
        (TUTORIAL, "/l16/tutorial/", "what port does the cache server use?"),
    ],
)
async def test_no_port_for_a_server_no_sentence_names(
    walk: Walker, page_server: PageServer, page: str, path: str, goal: str
) -> None:
    page_server.add(path, page)
    walked = await walk(goal, page_server.url(path), steps=4)
    assert not walked.answer.startswith("True"), walked.answer
