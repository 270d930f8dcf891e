"""safety: decide whether an action may run, and keep secrets out of everything written or shown.

Everything here is pure (no browser; the only I/O is reading the environment for secrets).

- ``risk.analyze_action``: the risk level of one action with its evidence (``rules.py`` holds the
  wording table, ``fields.py`` the sensitive-field and form rules, ``urls.py`` downloads and
  personal data, ``text.py`` whole-word matching, ``asked_writes.py`` the writes a goal asks for in so
  many words, which run at the goal's level).
- ``confirm``: which levels run without asking (``auto_confirm``) and the refusal text.
- ``domains.DomainPolicy``: allowed/blocked host patterns; the runtime enforces ``policy.check``.
- ``secrets.SecretStore``: ``<secret:NAME>`` placeholders in, masked values out;
  ``goal_credentials``: credentials written in the goal lifted into the run's secrets at its start.
"""
