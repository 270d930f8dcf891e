"""The words a row's control says for the state a goal gives its record (pure).

'approved' is pressed as 'Approve', 'done' as 'Done', 'Mark as done', 'Complete' or 'Mark "T" as
completed'; a negated control ('Mark as not done', 'Undo', 'Unapprove') never sets it. The row skills
(``rows.py``), the rows' menus (``row_menus.py``) and the bulk change (``bulk.py``) read them here.
"""

from __future__ import annotations

from wayfinder.intent.text.lemmas import is_participle, verb_lemma
from wayfinder.intent.verbs import STATE_VERBS
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import tokens
from wayfinder.plan.rules.work import FieldValue


def action_verbs(fields: tuple[FieldValue, ...]) -> tuple[str, ...]:
    """The verbs a row's control says for the state the goal sets ('approved' -> 'approve')."""
    verbs: list[str] = []
    for fv in fields:
        if fv.field not in {"status", "state"}:
            continue
        value = fv.value.strip().lower()
        verbs += [verb for verb, state in STATE_VERBS.items() if state == value]
        if " " not in value and is_participle(value):
            verbs.append(verb_lemma(value))
    return tuple(dict.fromkeys(verbs))


# the finished state of a task, as apps word it ('Mark as done', 'Complete', 'Mark completed')
_FINISHED = ("done", "complete", "completed", "finished")
_MARK = frozenset({"mark", "as", "set", "to", "this", "task", "item", "it"})
_NEGATING = frozenset({"not", "no", "undo", "un", "reopen", "incomplete"})


def state_phrases(fields: tuple[FieldValue, ...]) -> tuple[tuple[str, ...], ...]:
    """The wordings of the state the goal sets ('done' -> done, complete, completed, finished)."""
    out: list[tuple[str, ...]] = []
    for fv in fields:
        words = tuple(tokens(fv.value)) if fv.field in {"status", "state"} else ()
        if words:
            out += [(w,) for w in _FINISHED] if words in {(w,) for w in _FINISHED} else [words]
    return tuple(dict.fromkeys(out))


def names_state(el: Element, phrases: tuple[tuple[str, ...], ...], verbs: tuple[str, ...]) -> bool:
    """The control says it sets the state: 'Approve', 'Done', 'Mark as done', 'Mark "T" as complete';
    never a negated one ('Mark as not done', 'Undo')."""
    words = tokens(el.aria.label or el.text or el.label)
    if not words or any(w in _NEGATING for w in words) or len(words) > 10:
        return False
    if words[0] in verbs:
        return True
    core = [w for w in words if w not in _MARK] if words[0] == "mark" else words
    return any(
        tuple(core[: len(p)]) == p or (words[0] == "mark" and tuple(core[-len(p) :]) == p) for p in phrases
    )
