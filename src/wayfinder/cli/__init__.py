"""The ``wayfinder`` command (typer): thin commands that call library functions.

``main.py`` is the entry point (the root help and ``version`` without typer, ``root.py``);
``commands.py`` builds the tree on ``tree.py``'s trunk with each module's commands: ``run.py`` (run;
``tree.run_only`` builds it alone for a ``run`` command line), ``durable.py`` (approve, deny, answer),
``report.py`` (report, runs), ``portal.py`` (portal, portal debug), ``demo.py`` and ``demo_run.py``
(demo), ``shell.py`` (shell), ``mcp.py`` (mcp), ``batch.py`` and ``batch_view.py`` (batch), and the
installed plugins' groups (``plugins.py``: ``wayfinder bench`` with the bench extra).
Shared: ``exits.py`` (a ``ConfigError`` becomes one line and exit 64), ``console.py`` (tables as
wide as the terminal), ``help_types.py`` (``--help`` without type labels on flags), ``signals.py``
(Ctrl-C and SIGTERM).
"""
