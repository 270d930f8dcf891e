"""Page reading (pure): what a page states, read from an observation or from its text.

Small functions over plain data that several layers share (the planners, the verifier, the portal
workflow): ``totals.parse_total`` reads the total a page states ("Showing 1-10 of 141", "Page 1 of 15",
"141 rows where ..."), ``headers.clean_header`` turns a table header cell into its column name. More
readers (tables as records, label/value attributes, facets, sort and pagination controls) live here too.

Layer rule: ``read/`` may import only ``wayfinder.observe.models`` and ``wayfinder.intent``; nothing higher.
"""
