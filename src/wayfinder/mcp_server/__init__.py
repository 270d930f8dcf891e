"""The MCP server (``wayfinder mcp``): Wayfinder for assistants and IDEs that speak the Model Context
Protocol, on the official ``mcp`` SDK.

- ``server``: builds the server from settings and serves it (stdio or streamable HTTP).
- ``goals``: the high-level tools over ``agent.run.run_agent`` and ``portal.run.run_portal``.
- ``runs``: ``list_runs`` / ``get_run`` over the run directories.
- ``sessions``: one browser per MCP session for the low-level tools.
- ``gate``: one low-level action through the loop's risk analysis, domain policy and secret masking.
- ``browser_tools``: ``open``, ``observe`` and one tool per action of the ``Action`` union.
- ``content``: results as the planner's page text, fenced as untrusted, with optional screenshots.

The package is named ``mcp_server`` so that ``import mcp`` always means the SDK.
"""

from wayfinder.mcp_server.server import build_server, serve

__all__ = ["build_server", "serve"]
