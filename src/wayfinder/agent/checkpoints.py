"""Checkpoints: every run's graph state is saved in its run directory, after every node visit.

LangGraph's SQLite checkpointer (``langgraph-checkpoint-sqlite``, async through ``aiosqlite``) writes
``runs/<session>/checkpoints.sqlite``; the thread id is the session id. Two additions:

- Only the newest ``KEEP`` checkpoints of a thread are kept (with their pending writes). Resuming
  needs the latest one, and the one that began its step (a step cut short is planned again from
  there); the trace, not the checkpoint file, is the run's history. The SQLite
  checkpointer stores the whole state in each checkpoint, so without pruning the file would grow
  with (node visits x observation size).

Runs stream with ``durability="sync"``: a node's checkpoint is on disk before the next node starts,
so a risky action can never run ahead of the checkpoint that says it was confirmed (a resume must
know it may have happened).
- With secrets configured, everything serialised is masked first (values -> ``<secret:NAME>``), the
  same way the trace is: a checkpoint never holds a secret value.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import ChannelVersions, Checkpoint, CheckpointMetadata
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

KEEP = 10  # a step is about eight checkpoints: resuming may go back to the one that began it

MaskObj = Callable[[Any], Any]

# The checkpoints older than the newest ``keep`` of a thread. Writes are pruned only for those ids:
# a task's writes can reach the database before the row of the checkpoint they belong to.
_OLD = (
    "SELECT checkpoint_id FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? "
    "ORDER BY checkpoint_id DESC LIMIT -1 OFFSET ?"
)
_PRUNE_WRITES = f"DELETE FROM writes WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id IN ({_OLD})"
_PRUNE_CHECKPOINTS = (
    f"DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id IN ({_OLD})"
)


def thread_config(session_id: str, **extra: Any) -> RunnableConfig:
    """The LangGraph config of a run's thread (``extra`` adds e.g. ``recursion_limit``)."""
    config: RunnableConfig = {"configurable": {"thread_id": session_id}}
    config.update(extra)  # type: ignore[typeddict-item]
    return config


class MaskingSerializer:
    """Serialises like LangGraph's default serializer, after masking every string in the object."""

    def __init__(self, mask_obj: MaskObj, inner: JsonPlusSerializer | None = None) -> None:
        self._mask = mask_obj
        self._inner = inner or JsonPlusSerializer()

    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        return self._inner.dumps_typed(self._mask(obj))

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        return self._inner.loads_typed(data)


class RunSaver(AsyncSqliteSaver):
    """The SQLite checkpointer, keeping the newest ``keep`` checkpoints of each thread."""

    def __init__(self, conn: aiosqlite.Connection, *, mask_obj: MaskObj | None = None, keep: int = KEEP):
        super().__init__(conn, serde=MaskingSerializer(mask_obj) if mask_obj else None)
        self.keep = keep

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        saved = await super().aput(config, checkpoint, metadata, new_versions)
        await self._prune(str(saved["configurable"]["thread_id"]), saved["configurable"]["checkpoint_ns"])
        return saved

    async def _prune(self, thread_id: str, ns: str) -> None:
        async with self.lock:
            args = (thread_id, ns, thread_id, ns, self.keep)
            await self.conn.execute(_PRUNE_WRITES, args)
            await self.conn.execute(_PRUNE_CHECKPOINTS, args)
            await self.conn.commit()


@asynccontextmanager
async def open_saver(path: Path, *, mask_obj: MaskObj | None = None) -> AsyncIterator[RunSaver]:
    """The run's checkpointer on ``path`` (created when missing), closed on exit."""
    async with aiosqlite.connect(str(path)) as conn:
        yield RunSaver(conn, mask_obj=mask_obj)
