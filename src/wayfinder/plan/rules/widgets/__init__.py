"""Skills of the rules planner for benchmark-style widget pages (pure): controls named by position
or kind (``controls.py``), date pickers (``datepick.py``), booking forms and result rows
(``booking*.py``), multi-field searches (``search_form.py``), list items and their controls
(``items*.py``), trees (``tree.py``), values read and computed from the page (``derive.py``,
``math.py``), act-and-read-again goals (``trial.py``); ``readers.py`` reads their clauses.
"""
