"""A port read from the address a docs page writes (``core.values.port_answer``): the sentence that
names the thing, never another server's port, never a flag's example over the address."""

from __future__ import annotations

import pytest

from wayfinder.plan.rules.core.values import asks_port, port_answer

# A tool's README (an MCP server beside a demo server and a model server)
TOOL = (
    "Run the bundled demo with `tool demo serve --port 8000`. "
    "Point it at Ollama with --base-url http://localhost:11434/v1. "
    "`--http` serves streamable HTTP at `http://127.0.0.1:8765/mcp` (`--port 0` for a free one). "
    "The metrics exporter is on 9100 unless set."
)
# A web framework's tutorial (a development server, a database)
FRAMEWORK = (
    "Run python manage.py runserver. You'll see: Starting development server at http://127.0.0.1:8000/. "
    "The database server listens on port 5432 by default. "
    "Visit the admin site at http://127.0.0.1:8000/admin/ and sign in."
)
# A blog engine's local setup (a PHP server and a mail catcher)
BLOG = (
    "Start the built-in PHP server with php -S localhost:8080 -t /srv/blog. "
    "Mail sent by the blog is caught by the mail catcher, whose web view listens on port 1080."
)


@pytest.mark.parametrize(
    ("text", "question", "subject", "port"),
    [
        (TOOL, "what port does the mcp server listen on over http", "mcp server", "8765"),
        (TOOL, "which port does the demo server use", "demo server", "8000"),
        (TOOL, "what is the port ollama answers on", "ollama", "11434"),
        (FRAMEWORK, "what port does the development server start on", "development server", "8000"),
        (FRAMEWORK, "which port number does the database server listen on", "database server", "5432"),
        (BLOG, "what port is the php server on", "php server", "8080"),
        (BLOG, "on which port does the mail catcher's web view listen", "mail catcher web view", "1080"),
    ],
)
def test_the_port_of_the_named_thing(text: str, question: str, subject: str, port: str) -> None:
    assert port_answer(text, question, subject) == port


@pytest.mark.parametrize(
    ("text", "question", "subject"),
    [
        (TOOL, "what port does the admin server listen on", "admin server"),  # no sentence names it
        (FRAMEWORK, "what port does the cache server use", "cache server"),
        (BLOG, "what port does the search server listen on", "search server"),
        (TOOL, "what version does the mcp server speak", "mcp server"),  # no port asked
    ],
)
def test_no_port_of_another_thing(text: str, question: str, subject: str) -> None:
    assert port_answer(text, question, subject) is None


def test_two_sentences_alike_with_different_ports_answer_nothing() -> None:
    text = (
        "The api server runs at http://localhost:3000/. The api server also runs at http://localhost:3001/."
    )
    assert port_answer(text, "what port does the api server run at", "api server") is None


def test_a_flag_example_yields_to_the_address() -> None:
    text = "The proxy serves at http://127.0.0.1:9090/ (use --port 10 to change it)."
    assert port_answer(text, "what port does the proxy server use", "proxy server") == "9090"


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("what port does it listen on", True),
        ("which ports are open", True),
        ("what is the support email", False),
    ],
)
def test_asks_port(question: str, asked: bool) -> None:
    assert asks_port(question) is asked
