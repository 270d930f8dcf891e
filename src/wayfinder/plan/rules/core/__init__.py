"""Generic skills of the rules planner (pure), for goals on any site: ``find.py`` (find and open a
thing; the one finder, also for the thing a question names: ``subject.py``), ``record_ref.py`` (a record
named by its identifier: 'issue #14', 'document 2023-001185'), ``forms.py`` (type, fill, select, check,
submit), ``search.py`` (search the site),
``formfill.py`` (a records search form: name, type and date fields), ``moves.py`` (navigate, click,
Nth result, sort, tabs, download), ``listing.py`` and ``ranked.py`` (the best item by price or any
attribute, under bounds), ``answer.py`` with ``values.py`` and ``prices.py`` (questions answered from
the page), ``counting.py`` (counts: the list, its filters, then the stated total) with ``scoping.py`` (the place
first: a project's or category's own list, taken whole), ``exists.py``
(yes/no: does the site have it), ``sequence.py`` (what is left of a multi-step form goal),
``checkout.py`` with ``cart.py`` (a purchase: the quantity, the cart, the checkout, then the final
"place order" control proposed for safety to ask about), ``signin.py`` (the usual sign-in addresses
of a site whose page has no sign-in form or link); ``record_forms.py`` (a record's form filled: each value into its field,
the form's own button; a value into the one list or radio group that offers it when the field named
has no such option) for ``create.py`` and ``editing.py``; ``blocks.py`` (a body whose text box a block
editor makes only when its placeholder is pressed) for ``editor.py``.
"""
