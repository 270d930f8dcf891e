"""Many runs at once: batch files, a pool of worker processes (one browser each), a Ray backend.

``jobs`` reads and checks a batch file; ``driver.run_batch`` runs its jobs on a pool (``pool`` for
local processes, ``ray_pool`` for Ray) and returns one row per job (``results``); ``runs`` holds the
runners a worker uses (agent goals, portal jobs); the benchmarks run their episodes through the same
pool with runners of their own.
"""
