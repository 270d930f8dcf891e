"""The bundled demo sites (an electronics shop, a records portal in four variants, lab pages) and the
standard-library HTTP server that hosts them: ``from wayfinder.demo.server import DemoServer``.

Everything here is deterministic (seeded data) and imports nothing else from wayfinder, so tests,
benchmarks and ``wayfinder demo`` can all rely on the same pages.

- Serving: ``server.py`` (the server), ``web.py`` (request, response, router), ``routes.py`` (the URL
  map), ``state.py`` (data, order log, request log), ``layout.py`` (the page shell, pagers).
- The shop: ``catalog.py`` and ``catalog_kinds.py`` (the seeded catalogue), ``shop_listing.py`` (search,
  filter, sort, paginate), ``shop_pages.py``, ``shop_common.py``, ``shop_cart.py``, ``shop_extra.py``.
- The records portal: ``records.py`` (data and query), ``portal_pages.py``, ``portal_routes.py`` and the
  variants in ``portal_more.py``, ``portal_windows.py``, ``portal_open.py``, ``portal_aspnet.py``.
- ``lab.py``: small single-purpose pages for browser-runtime and safety tests.
"""
