"""The verbs a question asks through (pure): verbs that state a price or a seller's price, verbs of
having and of saying ('what priority does X have', 'what number does the contact page give'), verbs that
measure or name the value asked ('which camera costs the most', 'what does X weigh'), the time words a
question may end with, and the participle of saying before where it is said ('the phone number listed on
the contact page'). Read by ``questions.py``."""

from __future__ import annotations

import re

from wayfinder.intent.asking import Question
from wayfinder.intent.question_words import SUBJECT_PRONOUNS
from wayfinder.intent.text.lemmas import is_participle, verb_lemma
from wayfinder.intent.text.words import word_set

# Verbs that state a price ('what does X cost / go for / sell for / retail for', 'X is priced at').
PRICE_VERBS = word_set("cost go sell retail price run")
# Verbs a seller names a price with, the thing after 'for': 'what do you charge for X', 'how much are
# they asking for X', 'how much do you want for X' (a price asked of a seller, Quirk et al. 1985 on
# 'how much' as an amount of money).
SELLER_PRICE_VERBS = word_set("charge ask want sell take")
_FOR_THING_RE = re.compile(r"^for\s+(?P<x>\S.*)$", re.I)


def priced(q: Question) -> str | None:
    """The thing a price is asked of after 'for': 'how much for X' (no verb: the ellipsis of a price
    question), 'how much are you asking for X', 'what does the shop charge for X'; None otherwise."""
    if q.opener == "how much" and not q.verb and not q.aux:
        found = _FOR_THING_RE.match(q.asked)
    elif q.verb_lemma in SELLER_PRICE_VERBS and not q.asked:
        after = " ".join(p for p in (q.particle, q.tail) if p)
        found = _FOR_THING_RE.match(after)
        stranded = re.match(r"^(?P<x>\S.*?)\s+for$", after, re.I)  # 'how much do you sell X for'
        if found is None and stranded and q.subject.lower() in SUBJECT_PRONOUNS:
            return stranded.group("x")
    else:
        return None
    return found.group("x") if found else None


# Verbs of having: 'what priority does X have', 'how much memory does X come with', 'what phone
# number does the contact page give'.
# A page or a record states what it holds (Levin 1993, 37.7 say verbs; 13.4.1 provide verbs).
SAY_VERBS = word_set(
    "show give list mention state display provide contain specify quote cite name say write explain describe document"
)
HAVE_VERBS = (
    word_set("have use get come carry show run support include offer hold take need weigh") | SAY_VERBS
)
# 'which camera costs the most': the attribute a verb measures, for 'the most' / 'the least'.
MEASURE_OF_VERB = {"cost": "price", "weigh": "weight", "last": "duration", "take": "duration"}
# 'what does the box weigh', 'what does auto_confirm default to', 'what does the CLI exit with': the verb
# names the value asked.
VALUE_OF_VERB = {"weigh": "weight", "default": "default value", "measure": "size", "exit": "exit code"}
NOW_RE = re.compile(
    r"\s+(?:these\s+days|nowadays|today|currently|at\s+the\s+moment|at\s+present|right\s+now|now|in\s+total|altogether)$",
    re.I,
)


# 'what phone number is listed on the contact page', 'which parties are named on document N', 'the
# price shown for X': a say verb's participle before where it is said only says that the page says it.
_SAID_WHERE_RE = re.compile(r"(?<=\S)\s+(?P<p>[a-z]+)(?=\s+(?:on|in|for|at|under)\s+\S)", re.I)


# Verbs of appearing, active ('which parties appear on document N', 'what tags show on the post'): like a
# say verb's passive, they only say that the page shows the thing (Levin 1993, 48.1.1 'appear' verbs).
APPEAR_VERBS = frozenset({"appear", "show", "feature"})


def said_where(body: str) -> str:
    """``body`` without a say verb's participle before where it is said (a wh-question's passive)."""
    if not re.match(r"(?:what|which|who|whose)\b", body, re.I):
        return body
    for found in _SAID_WHERE_RE.finditer(body):
        word = found.group("p").lower()
        active = not re.search(r"\b(?:is|are|was|were)\b|['’]s\b", body[: found.start()], re.I)
        if active and verb_lemma(word) in APPEAR_VERBS and not word.endswith("ing"):  # 'which X appear on N'
            be = "is" if word.endswith("s") else "are" if verb_lemma(word) == word else "were"
            return f"{body[: found.start()]} {be}{body[found.end() :]}"
        if not re.search(r"\b(?:is|are|was|were)\b|['’]s\b", body[: found.start()], re.I):
            continue  # a passive needs its 'be' ('what Bob said in the note' is Bob saying it)
        word = found.group("p").lower()
        if is_participle(word) and not word.endswith("ing") and verb_lemma(word) in SAY_VERBS:
            return body[: found.start()] + body[found.end() :]
    return body


# participles that ask for a thing's name ('what is the latest recipe called', 'what was it titled') or a
# value it is given on a scale ('what are the headphones rated', 'how is the laptop rated', 'what was the
# deed dated'): the attribute each asks
ASKED_PARTICIPLES = {
    "called": "name",
    "named": "name",
    "titled": "title",
    "entitled": "title",
    "rated": "rating",
    "scored": "score",
    "ranked": "rank",
    "graded": "grade",
    "dated": "date",
    "valued": "value",
}


# 'how many posts that have the tag X are there', 'how many members who joined this year are there': a
# relative clause says what the counted things do; it asks what 'how many posts have the tag X' asks
_RELATIVE_COUNT_RE = re.compile(
    r"^(?P<q>how\s+many|(?:the\s+)?number\s+of)\s+(?P<x>[^,]+?)\s+(?:that|which|who)\s+(?P<p>\S.*?)"
    r"\s+(?:are|is)\s+there(?P<t>\s+(?:in|on|at|under|within)\s+\S.*)?$",
    re.I,
)


# 'whose library card RL10042 is', 'whose order #5521 was' (inside a request, statement order): the
# code or quoted name before the final 'is' is the subject, put back in question order first
_STATEMENT_WHOSE_RE = re.compile(
    r"^whose\s+(?P<n>[a-z][\w\s-]*?)\s+(?P<s>\ue000\d+\ue001|#?\S*\d\S*)\s+(?P<aux>is|are|was|were)\s*$",
    re.I,
)
# 'whose library card is RL10042' = 'who has library card RL10042': the possessor is asked
_WHOSE_RE = re.compile(
    r"^whose\s+(?P<n>[^?]+?)\s+(?:is|was)\s+(?P<x>(?!(?:it|this|that|they|these|those)\b)\S[^?]*)$", re.I
)


# 'what is auto_confirm set to (by default)', 'what's the timeout configured as', 'which port is the
# server set to out of the box': a setting's value (or the noun asked) is asked (its default value when the default is named);
# 'set' is no participle to the word-form reader, so the question is restated in the shape read as such.
_SET_TO_RE = re.compile(
    r"^(?P<w>what|which)(?:\s+(?P<n>[a-z]+(?:\s+[a-z]+)?))?\s+(?P<b>is|are|was|were)\s+(?P<x>\S.*?)\s+(?:set|configured|defaulted)\s+(?:to|as|at)"
    r"(?P<d>\s+(?:by\s+default|out\s+of\s+the\s+box|initially|at\s+first|to\s+begin\s+with))?$",
    re.I,
)


def _setting_value(found: re.Match[str]) -> str:
    value = found.group("n") or "value"  # 'which port is X set to': its port
    value = f"default {value}" if found.group("d") else value
    return f"what {found.group('b')} the {value} of {found.group('x')}"


# 'what number can I call', 'which number should we ring', 'the number to call': the number one calls
# is a phone number (Levin 1993, 37.1 verbs of calling on the telephone), on a contact page or a record
_CALLING = r"(?:call|ring|phone|dial|text|reach\s+(?:you|them|someone|somebody))"
_NUMBER_ONE_CALLS_RE = re.compile(
    rf"^(?P<w>what|which)\s+(?:(?:phone|telephone)\s+)?number\s+(?:can|could|should|do|would|must|may)"
    rf"\s+(?:i|we|you|one|people)\s+{_CALLING}\b",
    re.I,
)
_NUMBER_TO_CALL_RE = re.compile(
    rf"\bnumber\s+(?:(?:i|we|you)\s+(?:can|could|should)\s+|to\s+){_CALLING}\b", re.I
)


def restate_question(body: str) -> str:
    """The question in the shape its reader reads: without 'now' ('right now'), with the participle of
    saying before its place set aside (``said_where``), a relative clause of a count made its predicate,
    and 'whose N is X' asked as 'who has N X'."""
    body = _SET_TO_RE.sub(_setting_value, said_where(NOW_RE.sub("", body)))
    body = _NUMBER_TO_CALL_RE.sub("phone number", _NUMBER_ONE_CALLS_RE.sub("what is the phone number", body))
    body = _RELATIVE_COUNT_RE.sub(r"\g<q> \g<x> \g<p>\g<t>", body)
    body = _STATEMENT_WHOSE_RE.sub(r"whose \g<n> \g<aux> \g<s>", body)
    whose = _WHOSE_RE.match(body)
    if (
        whose
        and is_participle(whose.group("x").split()[0])
        and whose.group("x").split()[0].endswith(("ed", "en"))
    ):
        return body  # 'whose lien was filed most recently': a passive about the thing, no identity
    return _WHOSE_RE.sub(r"who has \g<n> \g<x>", body)


__all__ = [
    "ASKED_PARTICIPLES",
    "HAVE_VERBS",
    "MEASURE_OF_VERB",
    "NOW_RE",
    "PRICE_VERBS",
    "SAY_VERBS",
    "SELLER_PRICE_VERBS",
    "VALUE_OF_VERB",
    "priced",
    "restate_question",
    "said_where",
]
