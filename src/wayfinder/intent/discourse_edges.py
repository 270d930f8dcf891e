"""The edges of a message (pure): a label before a colon ('Task:', 'quick one -'), a heading of the
person's own ('Library question:'), a signature ('Thanks, Sam', '- Ann') and a greeting with the name
it calls ('Hello Wayfinder,'). ``intent/discourse.py`` sets them aside with the tables' markers.
"""

from __future__ import annotations

from wayfinder.intent import discourse_match as dm
from wayfinder.intent.discourse_marks import QUESTION_WORDS, names_no_thing
from wayfinder.intent.text.words import FUNCTION_WORDS, word_set


def piece_is_label(piece: str) -> bool:
    keys = [t.key for t in dm.tokens(piece) if not t.punct]
    return is_label(keys, 0, len(keys))


def is_label(keys: list[str], a: int, b: int) -> bool:
    """``keys[a:b]`` is a label after any openers ('quick one', 'ok so quick one')."""
    label = dm.tables()["label"]
    if b - a > 2 and keys[b - 2 : b] == ["for", "you"]:
        b -= 2  # 'quick one for you -', 'question for you:': the one addressed is no part of the label
    # a label may begin with an opener's word ('question for you:' - 'question' alone opens questions)
    while a < b and not dm.covered(keys, a, b, label) and (n := dm.match_at(keys, a, dm.tables()["lead"], b)):
        a += n
    return a < b and dm.covered(keys, a, b, label)


# The nouns a heading of the person's own ends with when it only announces a request ('Library
# question:', 'Small favour:', 'Next task:'); a heading of content words ('Gardening:', 'Billing
# Service:') is the topic of the request after it and stays (``masking.heading_topic``).
_LABEL_HEADS = frozenset(
    {
        "question",
        "questions",
        "q",
        "qn",
        "query",
        "request",
        "task",
        "favour",
        "favor",
        "thing",
        "help",
        "ask",
    }
)


def is_heading(keys: list[str], a: int, b: int, segments: list[tuple[int, int]], index: int) -> bool:
    """A short label before a colon at the start of the goal ('Urgent:', 'Please help:', 'Library
    question:'), when what follows the colon is a request or a question; 'First name: Ada' is a value,
    and 'Gardening: how many posts?' names its topic - neither is a label."""
    if b - a > 3 or index + 1 >= len(segments) or keys[b - 1] not in _LABEL_HEADS:
        return False
    if any(k in dm.verb_starts() and k not in {"help", "please"} for k in keys[a:b]):
        return False
    later = [s for s in segments[index + 1 :] if not dm.covered(keys, s[0], s[1], dm.tables()["alone"])]
    if not later:
        return False
    nxt_a = later[0][0]  # the first piece after the colon that is not a greeting or a filler
    if keys[nxt_a] in QUESTION_WORDS and names_no_thing(keys[nxt_a:]):
        return False  # 'kettles: how many?', 'the Orbit lamp: how much is it?': the topic, then its question
    return keys[nxt_a] in dm.verb_starts() or keys[nxt_a] in QUESTION_WORDS


def is_signature(
    keys: list[str], a: int, b: int, before: str, index: int, segments: list[tuple[int, int]]
) -> bool:
    """The end of a message: a sign-off or thanks with the writer's name ('Thanks, Sam', 'Best, Ann'),
    or a name after a dash ('- Ann'), as the last words of the goal."""
    if index != len(segments) - 1 or b - a > 2 or any(k in dm.verb_starts() for k in keys[a:b]):
        return False
    if keys[a] == "-" and b - a <= 3:
        return True
    if index == 0 or before != ",":
        return False
    pa, pb = segments[index - 1]
    signed = dm.match_end(keys, pb, dm.tables()["alone"], pa) > 0  # '... Thanks, Sam' / 'Best, Ann'
    return signed and not any(k in FUNCTION_WORDS for k in keys[a:b])


def dash_signature(keys: list[str]) -> set[int]:
    """'... - Ann' at the very end: the writer's name after a dash."""
    for n in (1, 2):
        at = len(keys) - n - 1
        if at > 0 and keys[at] in {"-", "--", "—", "–"}:
            name = keys[at + 1 :]
            if all(k.isalpha() and k not in FUNCTION_WORDS and k not in dm.verb_starts() for k in name):
                return set(range(at, len(keys)))
    return set()


def is_vocative(keys: list[str], a: int, b: int) -> bool:
    """A greeting with the name it calls ('Hello Wayfinder,', 'hi bot!'): one or two words after it,
    none of them a verb of the verb table."""
    n = dm.match_at(keys, a, dm.tables()["greet"], b)
    rest = keys[a + n : b]
    return (
        bool(n) and 0 < len(rest) <= 2 and not any(k in dm.verb_starts() or k in FUNCTION_WORDS for k in rest)
    )


# The subject of a comment on something the goal names elsewhere ('I think *it* is fairly old').
_BACK_SUBJECTS = frozenset({"it", "that", "this", "they", "these", "those", "he", "she"})


def guesses(tokens: list[dm.Token]) -> set[int]:
    """Token indexes of the sentences that only give the speaker's guess about what the goal names
    elsewhere ('when was X published? I think it's fairly old.', "I'm pretty sure they're on sale. how
    many ..."): a stance opener (``discourse_tables.STANCE_OPENERS``) whose clause is about 'it', 'they',
    'that' ..., said as a sentence of its own that asks nothing, while another sentence asks something.
    A guess that names its own thing ('I think there's a post about X.') stays: it may be the topic."""
    keys = [t.key for t in tokens]
    stance = dm.tables()["stance"]
    drop: set[int] = set()
    a = 0
    while a < len(tokens):
        b = a
        while b < len(tokens) and tokens[b].text not in dm.SENTENCE_END:
            b += 1
        end = b + 1 if b < len(tokens) else b  # with its full stop
        n = dm.match_at(keys, a, stance, b)
        rest = [k for k in keys[a + n : b] if k != ","]
        if rest[:1] == ["that"] and len(rest) > 1 and rest[1] in _BACK_SUBJECTS:
            rest = rest[1:]  # 'I think that it is ...'
        asks = b < len(tokens) and tokens[b].text == "?"
        others = [k for i, k in enumerate(keys) if not a <= i < end and i not in drop]
        if n and rest[:1] and rest[0] in _BACK_SUBJECTS and not asks and dm.has_content(others):
            drop.update(range(a, end))
        a = end
    return drop


# Pro-forms and the words that place a request among others (Quirk et al. 1985, 6.45 indefinite pronouns;
# 12.1-12.10 substitution by 'one'; 7.54 'next', 'another', 'else'; 8.116 focusing 'just', 'only';
# time adverbs of a conversation's past) and the words of the exchange itself ('help', 'a hand', 'a
# question', 'a favour'): what is left of 'Okay, next one.', 'Sorry, one more:', 'Need your help with something.',
# 'Thanks for helping earlier!' once their markers are set aside names nothing on a site.
_PRO_FORMS = word_set(
    "one ones something anything thing things stuff next another else earlier before yesterday today"
    " again quick small little just only really anyone anybody someone somebody help helping hand question"
    " favour favor"
)
_ENDS = frozenset({*dm.SENTENCE_END, ":"})


def spent_sentences(tokens: list[dm.Token], drop: set[int]) -> set[int]:
    """Token indexes of the sentences whose markers were set aside (some of their tokens are in
    ``drop``), or that speak to the one addressed ('are you there?'), and whose words left are only
    function words and pro-forms ('next one', 'with something', 'you there', 'earlier'), while another
    sentence keeps content: with their end mark, they go too."""
    spans: list[tuple[int, int]] = []
    a = 0
    while a < len(tokens):
        b = next((i for i in range(a, len(tokens)) if tokens[i].text in _ENDS), len(tokens))
        spans.append((a, min(b + 1, len(tokens))))
        a = b + 1
    kept = [[t.key for i, t in enumerate(tokens[x:y], x) if i not in drop and not t.punct] for x, y in spans]
    spent: set[int] = set()
    for n, (x, y) in enumerate(spans):
        said = any(i in drop for i in range(x, y)) or "you" in kept[n]
        empty = all(k in FUNCTION_WORDS or k in _PRO_FORMS for k in kept[n])
        others = any(dm.has_content(words) for m, words in enumerate(kept) if m != n)
        if said and kept[n] and empty and others:
            spent.update(range(x, y))
    return spent


__all__ = [
    "dash_signature",
    "guesses",
    "is_heading",
    "is_label",
    "is_signature",
    "is_vocative",
    "piece_is_label",
    "spent_sentences",
]
