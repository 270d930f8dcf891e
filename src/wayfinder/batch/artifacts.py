"""A job's run directories packed where they were written (a Ray node) and unpacked into the driver's
runs directory, so a batch on Ray leaves the same files as a local one.

Packed: the summary and trace (``logs/``), the report, the downloads and, unless artifacts are left
out, the screenshots and the per-step state files. Unpacking refuses absolute paths and ``..``
(``tarfile``'s ``data`` filter), so a node cannot write outside the job's folder.
"""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

HEAVY = ("screenshots", "state")


def pack(job_dir: Path, *, heavy: bool = True) -> bytes:
    """A gzipped tar of ``job_dir``'s contents (paths relative to it)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for path in sorted(Path(job_dir).rglob("*")):
            rel = path.relative_to(job_dir)
            if not heavy and len(rel.parts) > 1 and rel.parts[1] in HEAVY:
                continue
            if path.is_file():
                tar.add(path, arcname=str(rel), recursive=False)
    return buffer.getvalue()


def unpack(data: bytes, job_dir: Path) -> None:
    """Extract an archive made by :func:`pack` into ``job_dir``."""
    job_dir.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        tar.extractall(job_dir, filter="data")


def moved(path: str | None, old_root: Path, new_root: Path) -> str | None:
    """``path`` under ``old_root`` re-rooted under ``new_root`` (unchanged when it is not under it)."""
    if not path:
        return path
    try:
        return str(new_root / Path(path).relative_to(old_root))
    except ValueError:
        return path
