"""Page reading (pure): what a page states, read from an observation or from its text.

Small functions over plain data that several layers share (the planners, the verifier, the portal
workflow): ``totals.parse_total`` reads the total a page states ("Showing 1-10 of 141", "Page 1 of 15",
"141 rows where ..."), ``headers.clean_header`` turns a table header cell into its column name.
Over an ``Observation``: ``results.result_total`` (the total the page states, wherever it says it),
``tables.read_tables`` (tables and ARIA grids as records of typed ``cells.Cell``s),
``attributes.read_attributes``/``find_attribute`` (label/value pairs on detail pages),
``facets.read_facets`` (filter values with their count badges), ``controls.read_sort`` and
``controls.read_pagination`` (next/prev, numbered, load more, endless scrolling). Over text:
``prose.prose_answer`` (the value a sentence of a docs page gives for a question).

Layer rule: ``read/`` may import only ``wayfinder.observe.models`` and ``wayfinder.intent``; nothing higher.
"""
