"""Discourse first (pure): set aside what carries no request, before the goal is read.

Greetings, sign-offs and thanks, politeness, request openers and hedges, fillers and shop talk
(``intent/discourse_tables.py``, each table with its source) are found by table lookup over the
goal's word tokens - never inside quoted text, secrets, URLs or parentheses, which are masked before
this runs - and removed. What was removed is kept (``Discourse.ignored``) so the frame can say what it
ignored. Contractions are written out first ("what's" -> "what is", "you've" -> "you have"), so one
table entry serves both spellings.

A piece is removed only where its table allows (lead, tail, alone, inside - see the tables' module),
and never when nothing but function words would be left of the clause ("what do you have?" keeps its
words: they are the question).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from wayfinder.intent import discourse_tables as T
from wayfinder.intent.text.words import FUNCTION_WORDS
from wayfinder.intent.verbs import VERB_PHRASES

_CONTRACTION_RE = re.compile(
    r"(?<![\w'])("
    + "|".join(re.escape(k) for k in sorted(T.CONTRACTIONS, key=len, reverse=True))
    + r")(?![\w'])",
    re.I,
)
_PUNCT = ".,!?;:"
_SENTENCE_END = frozenset(".!?;")


def expand_contractions(text: str) -> str:
    """'What's' -> 'What is', "I'd" -> 'I would' (the first letter's case kept)."""

    def back(match: re.Match[str]) -> str:
        word = match.group(0)
        full = T.CONTRACTIONS[word.lower()]
        return full[:1].upper() + full[1:] if word[:1].isupper() else full

    return _CONTRACTION_RE.sub(back, text.replace("’", "'").replace("‘", "'"))


@lru_cache(maxsize=1)
def _verb_starts() -> frozenset[str]:
    """First words of the verb table's phrases: a hedge at the start goes only before a verb."""
    return frozenset({phrase.split()[0] for phrase, _ in VERB_PHRASES} | {"i", "we"})


# How people type some words of the tables in chat ('thank u', 'can ya', 'pls'): each entry also matches so.
_CHAT_SPELLINGS = {
    "you": ("u", "ya", "yu"),
    "please": ("pls", "plz", "pleas"),
    "thanks": ("thx", "thanx", "tks"),
}


def _phrases(entries: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    out: set[tuple[str, ...]] = set()
    for entry in entries:
        words = tuple(expand_contractions(entry).lower().split())
        out.add(words)
        if words[0] in ("i", "we") and {"you", "your"} & set(words[1:]):
            out.add(words[1:])  # the subject dropped in quick writing: 'need you to', 'was hoping you could'

        for word, spellings in _CHAT_SPELLINGS.items():
            if word in words:
                out |= {tuple(s if w == word else w for w in words) for s in spellings}
    return tuple(sorted(out, key=len, reverse=True))


@lru_cache(maxsize=1)
def _tables() -> dict[str, tuple[tuple[str, ...], ...]]:
    anywhere = T.LEAD + T.TAIL + T.COMMA_LEAD + T.HEDGE_ADVERBS + T.SHOP_TALK + T.POLITENESS_TAIL
    return {
        "lead": _phrases(T.LEAD),
        "tail": _phrases(T.TAIL + T.POLITENESS_TAIL + T.SHOP_TALK),
        "alone": _phrases(anywhere),
        "comma": _phrases(T.COMMA_LEAD),
        "hedge": _phrases(T.HEDGE_ADVERBS),
        "shop": _phrases(T.SHOP_TALK),
        "label": _phrases(T.LABELS),
        "greet": _phrases(T.GREETINGS + T.APOLOGIES),
    }


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    start: int
    end: int

    @property
    def key(self) -> str:
        return self.text.lower()

    @property
    def punct(self) -> bool:
        return len(self.text) == 1 and self.text in _PUNCT


@dataclass(frozen=True, slots=True)
class Discourse:
    """The goal with its discourse set aside; ``ignored`` lists what was removed, in order."""

    text: str
    ignored: tuple[str, ...] = ()


def _tokens(text: str) -> list[Token]:
    """Word tokens, with sentence and comma punctuation at a word's end as tokens of their own."""
    out: list[Token] = []
    for chunk in re.finditer(r"\S+", text):
        word, start = chunk.group(0), chunk.start()
        core = word.rstrip(_PUNCT)
        if core.endswith(":") or (not core and word):  # ':' alone or '...'
            core = core.rstrip(":")
        if core:
            out.append(Token(core, start, start + len(core)))
        for offset, ch in enumerate(word[len(core) :]):
            at = start + len(core) + offset
            out.append(Token(ch, at, at + 1))
    return out


def _segments(tokens: list[Token]) -> list[tuple[int, int]]:
    """(first, last+1) token indexes of the runs of words between punctuation."""
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(tokens):
        if tokens[i].punct:
            i += 1
            continue
        j = i
        while j < len(tokens) and not tokens[j].punct:
            j += 1
        out.append((i, j))
        i = j
    return out


def _match_at(keys: list[str], at: int, table: tuple[tuple[str, ...], ...], stop: int) -> int:
    """The length of the longest table phrase at ``keys[at:]`` (within ``stop``), 0 when none."""
    for phrase in table:
        n = len(phrase)
        if at + n <= stop and tuple(keys[at : at + n]) == phrase:
            return n
    return 0


def _match_end(keys: list[str], end: int, table: tuple[tuple[str, ...], ...], start: int) -> int:
    for phrase in table:
        n = len(phrase)
        if end - n >= start and tuple(keys[end - n : end]) == phrase:
            return n
    return 0


def _covered(keys: list[str], start: int, end: int, table: tuple[tuple[str, ...], ...]) -> bool:
    """Every word of keys[start:end] belongs to a sequence of table phrases."""
    at = start
    while at < end:
        n = _match_at(keys, at, table, end)
        if not n:
            return False
        at += n
    return True


def _has_content(keys: list[str]) -> bool:
    return any(k not in FUNCTION_WORDS and any(ch.isalnum() or ch == "\ue000" for ch in k) for k in keys)


def _strip_segment(keys: list[str], a: int, b: int, clause_start: bool) -> set[int]:
    """Indexes of the words of one segment that are discourse (lead, hedge, inside, tail)."""
    tables = _tables()
    drop: set[int] = set()
    start, end = a, b
    while clause_start and start < end:
        n = _match_at(keys, start, tables["lead"], end)
        hedge = _match_at(keys, start, tables["hedge"], end) if not n else 0
        if hedge and start + hedge < end and keys[start + hedge] in _verb_starts():
            n = hedge  # 'just open the cart'; 'just the one' keeps its word
        if not n or not _has_content(keys[start + n : end]):
            break
        drop.update(range(start, start + n))
        start += n
    if start < end and keys[start] in {"i", "we"}:  # 'i kinda want': the hedge between speaker and verb
        n = _match_at(keys, start + 1, tables["hedge"], end)
        drop.update(range(start + 1, start + 1 + n))
    while start < end:
        n = _match_end(keys, end, tables["tail"], start)
        if not n or not _has_content(
            [k for i, k in enumerate(keys[start : end - n], start) if i not in drop]
        ):
            break
        drop.update(range(end - n, end))
        end -= n
    at = start + 1
    while at < end:  # shop talk inside the clause: 'the cheapest mouse you have got under $50'
        n = _match_at(keys, at, tables["shop"], end)
        left = [k for i, k in enumerate(keys[start:end], start) if i not in drop and not at <= i < at + n]
        if n and _has_content(left):
            drop.update(range(at, at + n))
            at += n
        else:
            at += 1
    return drop


# Emoji and pictographs (Unicode's emoji blocks, dingbats, the variation selector and the joiner): they
# carry a mood, never a request ('... 🙏', '🛒 add the mouse').
_EMOJI_RE = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d]+")
# A spaced dash parts a message as a comma does when the part on one side of it is only discourse
# ('thanks in advance - how many ...', 'open the cart - thanks so much'); inside a request it stays
# ('rock - paper - scissors', '27 - 32 inch').
_DASH_RE = re.compile(r"\s+(?:--?|\u2013|\u2014)\s+")
# Conjunctions that only join a set-aside piece to the request ('sorry to bother you, but how many ...').
_JOINERS = frozenset({"but", "and", "so"})


# An apology that opens the message and is joined to the request by 'but' ('sorry if this is a dumb
# question but ...', 'apologies for the trouble, but ...', 'excuse me but ...'): whatever it apologises
# for, it asks nothing (the set phrases of the tables need a comma; this takes any short apology).
_APOLOGY_RE = re.compile(
    r"^(?:(?:i\s+am|so|very|really|terribly)\s+)*(?:sorry|apologies|excuse\s+me|pardon(?:\s+me)?)\b"
    r"[^,.;:!?]{0,60}?,?\s+but\s+(?=\S)",
    re.I,
)


def set_aside(text: str) -> Discourse:
    """``text`` (quotes, secrets, URLs and parentheses already masked) without its discourse markers."""
    emoji = _EMOJI_RE.findall(text)
    text = _part_at_dashes(" ".join(_EMOJI_RE.sub(" ", expand_contractions(text)).split()))
    apology = _APOLOGY_RE.match(text)
    if apology and _has_content([t.key for t in _tokens(text[apology.end() :]) if not t.punct]):
        emoji = [apology.group(0).strip(), *emoji]
        text = text[apology.end() :]
    found = set_aside_words(text)
    return Discourse(found.text, (*found.ignored, *emoji)) if emoji else found


def _only_discourse(piece: str) -> bool:
    keys = [t.key for t in _tokens(piece) if not t.punct]
    return bool(keys) and _covered(keys, 0, len(keys), _tables()["alone"])


def _part_at_dashes(text: str) -> str:
    """A spaced dash becomes a comma where the piece before it (back to the last sentence mark) or
    after it (to the next) is only discourse."""
    out, pos = [], 0
    for dash in _DASH_RE.finditer(text):
        before = re.split(r"[.!?;,]", text[pos : dash.start()])[-1]
        after = re.split(r"[.!?;,]|\s+(?:--?|\u2013|\u2014)\s+", text[dash.end() :])[0]
        parted = _only_discourse(before) or _only_discourse(after)
        out.append(text[pos : dash.start()] + (", " if parted else dash.group(0)))
        pos = dash.end()
    return "".join(out) + text[pos:]


def set_aside_words(text: str) -> Discourse:
    """``set_aside`` once emoji are gone and dashes part the message."""
    tokens = _tokens(text)
    keys = [t.key for t in tokens]
    tables = _tables()
    drop: set[int] = _dash_signature(keys)
    segments = _segments(tokens)
    words_total = sum(b - a for a, b in segments)
    for index, (a, b) in enumerate(segments):
        after = tokens[b].text if b < len(tokens) else ""
        before = tokens[a - 1].text if a > 0 else ""
        # after a colon a clause starts only where a label was set aside ('Task: ...'; 'message: hello' is a value)
        clause_start = a == 0 or before in _SENTENCE_END or before == "," or (before == ":" and a - 1 in drop)
        alone = _covered(keys, a, b, tables["alone"]) or (
            after == "," and _covered(keys, a, b, tables["comma"])
        )
        first = all(i in drop for i in range(a))  # nothing of the goal before this piece is kept
        label = (
            after == ":"
            and clause_start
            and (_covered(keys, a, b, tables["label"]) or (first and _heading(keys, a, b, segments, index)))
        )
        alone = alone or (after in {",", "!"} and clause_start and _vocative(keys, a, b))
        alone = alone or _signature(keys, a, b, before, index, segments)
        if (alone or label) and words_total - (b - a) > 0 and _others_have_content(keys, segments, index):
            drop.update(range(a, b))
            words_total -= b - a
            if after in {",", ":"} or (after in {"!", "."} and (b + 1 >= len(tokens) or clause_start)):
                drop.add(b)
            elif before == "," and after not in {",", ":"}:
                drop.add(a - 1)  # 'how many are there, please?': the comma goes, the question mark stays
            continue
        if (
            clause_start
            and before == ","
            and index > 0
            and all(i in drop for i in range(segments[index - 1][0], segments[index - 1][1]))
            and keys[a] in _JOINERS
            and _has_content(keys[a + 1 : b])
        ):
            drop.add(a)  # the piece it joined was set aside: 'sorry to bother you, but how many ...'
            a += 1
        drop.update(_strip_segment(keys, a, b, clause_start))
    return _rebuild(text, tokens, drop)


def _heading(keys: list[str], a: int, b: int, segments: list[tuple[int, int]], index: int) -> bool:
    """A short label before a colon at the start of the goal ('Urgent:', 'Quick one:', 'Please help:'),
    when what follows the colon is a request or a question; 'First name: Ada' is a value, not a label."""
    if b - a > 3 or index + 1 >= len(segments):
        return False
    if any(k in _verb_starts() and k not in {"help", "please"} for k in keys[a:b]):
        return False
    later = [s for s in segments[index + 1 :] if not _covered(keys, s[0], s[1], _tables()["alone"])]
    if not later:
        return False
    nxt_a = later[0][0]  # the first piece after the colon that is not a greeting or a filler
    return keys[nxt_a] in _verb_starts() or keys[nxt_a] in _QUESTION_WORDS


_QUESTION_WORDS = frozenset(
    [
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "how",
        "is",
        "are",
        "was",
        "were",
        "does",
        "do",
        "did",
        "can",
        "could",
        "has",
        "have",
        "will",
        "should",
    ]
)


def _signature(
    keys: list[str], a: int, b: int, before: str, index: int, segments: list[tuple[int, int]]
) -> bool:
    """The end of a message: a sign-off or thanks with the writer's name ('Thanks, Sam', 'Best, Ann'),
    or a name after a dash ('- Ann'), as the last words of the goal."""
    if index != len(segments) - 1 or b - a > 2 or any(k in _verb_starts() for k in keys[a:b]):
        return False
    if keys[a] == "-" and b - a <= 3:
        return True
    if index == 0 or before != ",":
        return False
    pa, pb = segments[index - 1]
    signed = _match_end(keys, pb, _tables()["alone"], pa) > 0  # '... Thanks, Sam' / 'Best, Ann'
    return signed and not any(k in FUNCTION_WORDS for k in keys[a:b])


def _dash_signature(keys: list[str]) -> set[int]:
    """'... - Ann' at the very end: the writer's name after a dash."""
    for n in (1, 2):
        at = len(keys) - n - 1
        if at > 0 and keys[at] in {"-", "--", "—", "–"}:
            name = keys[at + 1 :]
            if all(k.isalpha() and k not in FUNCTION_WORDS and k not in _verb_starts() for k in name):
                return set(range(at, len(keys)))
    return set()


def _vocative(keys: list[str], a: int, b: int) -> bool:
    """A greeting with the name it calls ('Hello Wayfinder,', 'hi bot!'): one or two words after it,
    none of them a verb of the verb table."""
    n = _match_at(keys, a, _tables()["greet"], b)
    rest = keys[a + n : b]
    return (
        bool(n) and 0 < len(rest) <= 2 and not any(k in _verb_starts() or k in FUNCTION_WORDS for k in rest)
    )


def _others_have_content(keys: list[str], segments: list[tuple[int, int]], index: int) -> bool:
    return any(_has_content(keys[a:b]) for i, (a, b) in enumerate(segments) if i != index)


def _rebuild(text: str, tokens: list[Token], drop: set[int]) -> Discourse:
    ignored: list[str] = []
    out: list[str] = []
    pos = 0
    run: list[str] = []
    for index, token in enumerate(tokens):
        if index in drop:
            out.append(text[pos : token.start])
            pos = token.end
            run.append(token.text)
            continue
        if run:
            ignored.append(_join(run))
            run = []
    out.append(text[pos:])
    if run:
        ignored.append(_join(run))
    kept = " ".join("".join(out).split())
    kept = re.sub(r"\s+([,.!?;:])", r"\1", kept)
    kept = re.sub(r"^[\s,.;:!]+|(?<=[,;:])[\s,;:]+(?=[,;:])", "", kept).strip()
    kept = re.sub(r"[,;:]\s*(?=[.!?]$)|[,;:]\s*$", "", kept).strip()
    return Discourse(kept, tuple(i for i in ignored if i.strip(_PUNCT)))


def _join(parts: list[str]) -> str:
    return re.sub(r"\s+([,.!?;:])", r"\1", " ".join(parts)).strip(" ,;")


__all__ = ["Discourse", "expand_contractions", "set_aside"]
