"""The ``wayfinder bench`` command group: ``app.py`` (the group, ``observe``, and ``register``, the entry
point the product's CLI calls), one module per other command: ``miniwob.py``, ``goals.py``,
``portal.py``, ``prompt.py``, ``steps.py``, ``workers.py``.
"""
