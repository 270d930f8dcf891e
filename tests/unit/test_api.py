"""The public names of ``wayfinder`` (``__all__``) and the light import."""

from __future__ import annotations

import subprocess
import sys

import wayfinder


def test_public_names_resolve_and_import_stays_light() -> None:
    for name in wayfinder.__all__:
        assert getattr(wayfinder, name) is not None
    probe = (
        "import sys, wayfinder; print(any(m.startswith(('langgraph', 'playwright')) for m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
