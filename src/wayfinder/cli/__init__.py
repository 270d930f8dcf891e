"""The ``wayfinder`` command (typer): thin commands that call library functions.

``main.py`` registers each module's commands: ``run.py`` (run), ``durable.py`` (approve, deny,
answer), ``report.py`` (report, runs), ``portal.py`` (portal, portal debug), ``demo.py`` and
``demo_run.py`` (demo), ``shell.py`` (shell), ``mcp.py`` (mcp), ``bench*.py`` (bench ...).
Shared: ``exits.py`` (a ``ConfigError`` becomes one line and exit 64), ``console.py`` (tables as
wide as the terminal), ``help_types.py`` (``--help`` without type labels on flags).
"""
