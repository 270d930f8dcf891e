"""The loop's nodes, one per file: ``async def node(state, runtime) -> dict`` returning only what
changed (rule 2 of docs/ARCHITECTURE.md).

observe -> [loop_mitigation] -> goal_check -> planner -> safety -> confirm -> execute -> progress ->
[ask_user] -> observe ...; ``error_retry`` gives one retry after an error; ``finalize`` sets the
terminal (the only node that does).
"""
