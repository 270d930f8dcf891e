"""What people see and type while a run is live (rule 7 of docs/ARCHITECTURE.md: the loop emits events,
only ``ux/`` and ``cli/`` render them).

- ``console.py``  the live console view (one line per step, a spinner, a final block).
- ``prompts.py``  confirm a risky action or answer the agent's question on the terminal.
- ``shell.py``  the interactive shell, with ``shell_commands.py`` (parsing a line), ``shell_input.py``
  (one reader of stdin) and ``shell_trace.py`` (``:trace`` from a finished run's files).
"""
