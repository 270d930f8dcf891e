"""The bundled demo sites (an electronics shop, a records portal in four variants, lab pages) and the
standard-library HTTP server that hosts them: ``from wayfinder.demo.server import DemoServer``.

Everything here is deterministic (seeded data) and imports nothing else from wayfinder, so tests,
benchmarks and ``wayfinder demo`` can all rely on the same pages.
"""
