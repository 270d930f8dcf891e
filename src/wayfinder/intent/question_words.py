"""The closed word classes a question is read with (pure tables): wh-words, auxiliaries, subject
pronouns, prepositions, the prepositions a question strands, the particles of phrasal verbs and the
linking verbs (Quirk et al. 1985: 2.12 closed classes, 3.21-3.23 auxiliaries, 9.6 stranded prepositions,
16.2-16.4 phrasal verbs, 16.21 copulas). ``asking.py`` finds a question's parts with them; the readers of
questions and of states use the same tables.
"""

from __future__ import annotations

from wayfinder.intent.text.words import word_set

WH_WORDS = word_set("what which who whom whose when where why how")
BE = word_set("is are was were be been being am")
DO = word_set("do does did")
HAVE = word_set("has have had")
MODALS = word_set("can could will would should may might must shall")
AUXILIARIES = BE | DO | HAVE | MODALS
SUBJECT_PRONOUNS = word_set("i you we they he she it")
PREPOSITIONS = word_set(
    "of in on at for with from by about into onto under over between among within to after before since"
    " during per via near inside across through"
)
# Prepositions a question leaves at its end ('assigned to', 'come with', 'sell for', 'priced at').
STRANDED = word_set("to for with at in on of from by about into up")

# the adverb particles of phrasal verbs ("turn off", "check out", "sign up"): one set for the question
# reader and the count of a state ("books checked out")
VERB_PARTICLES = word_set("out in up off down away back over")

# Linking verbs that take an adjective (Quirk et al. 1985, 16.21: current and resulting copulas).
LINKING_VERBS = frozenset(
    {"stay", "remain", "keep", "become", "get", "seem", "look", "sound", "feel", "turn"}
)
# the current copulas that join a thing to the state it stays in ('issues that remain open', 'which
# tickets stay unassigned'): a question's noun ends before them, and they say a state as 'be' does
STATE_COPULAS = LINKING_VERBS & {"remain", "stay"}

__all__ = [
    "AUXILIARIES",
    "BE",
    "DO",
    "HAVE",
    "LINKING_VERBS",
    "MODALS",
    "PREPOSITIONS",
    "STATE_COPULAS",
    "STRANDED",
    "SUBJECT_PRONOUNS",
    "VERB_PARTICLES",
    "WH_WORDS",
]
