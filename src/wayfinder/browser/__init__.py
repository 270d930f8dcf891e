"""The browser layer: the only code (with ``observe/capture.py``) that calls Playwright.

- ``runtime.py``  ``BrowserRuntime``: lifecycle, tabs, navigation, recovery
- ``ledger.py``   what the runtime recorded (events, blocks, dialogs, downloads, last good URL); the hooks
                  write it, the runtime reads it, neither imports the other
- ``launch.py``   flags, headless choice, launch / persistent profile / CDP attach, ``SharedBrowser``
- ``tabs.py``     the tab-id registry; ``hooks.py`` per-page event handlers
- ``guard.py``    the navigation guard (request interception), installed by ``routing.py``;
                  ``navigation.py`` pure URL/error helpers
- ``ops.py``      page primitives for the executor (frame-path convention documented there)
- ``devtools.py`` for clients that drive the browser (MCP): console and network log, text waits, PDF,
                  file inputs, scripts
- ``shots.py``    secret fields filled in a saved screenshot (boxes given, or read from the live page)
- ``models.py``   plain records (tabs, events, dialogs, downloads); ``locate.py`` finds the executable

Kept import-light on purpose: ``observe/models.py`` imports ``browser.models`` and must not pull
Playwright in with it.
"""
