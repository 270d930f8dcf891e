"""Masking and splitting (pure): quoted text, secrets, URLs and parentheses are set aside first.

A goal is split into clauses at sentence ends, "then", ", and <verb>", "and <verb>", ";" - but a
comma or "and" inside a quoted value, a URL or a parenthesis must never split it, and patterns must
never read inside them. So those pieces are replaced by placeholders ``\\ue000N\\ue001`` first and
restored when a value is taken out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from wayfinder.intent.discourse_marks import names_no_thing
from wayfinder.intent.names import FIELD_ALT
from wayfinder.intent.verbs import VERB_PHRASES

PieceKind = Literal["quote", "secret", "url", "paren"]

_QUOTE_RE = re.compile(r"\"([^\"]*)\"|“([^”]*)”|‘([^’]*)’|«([^»]*)»|(?<![\w])'([^']*)'(?![\w])")
_SECRET_RE = re.compile(r"<secret:[A-Za-z0-9_.-]+>")
URL_RE = re.compile(
    r"(?:https?://[^\s,;)]+|file://[^\s,;)]+|(?:localhost|127\.0\.0\.1)(?::\d+)?(?:/[^\s,;)]*)?"
    r"|(?<![@\w.])(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|edu|gov|co|uk|de|app|info|test|local)"
    r"(?::\d+)?(?:/[^\s,;)]*)?(?![\w@]))",
    re.I,
)
_PAREN_RE = re.compile(r"\(([^()]{1,200})\)")
MARK_RE = re.compile("\ue000(\\d+)\ue001")


@dataclass(frozen=True, slots=True)
class Piece:
    kind: PieceKind
    text: str


@dataclass
class Masked:
    """The goal with its pieces set aside; ``restore`` puts them back."""

    original: str
    masked: str = ""
    pieces: list[Piece] = field(default_factory=list)

    def __post_init__(self) -> None:
        text = self.original
        text = _SECRET_RE.sub(lambda m: self._mark("secret", m.group(0)), text)
        text = _QUOTE_RE.sub(
            lambda m: self._mark("quote", next(g for g in m.groups() if g is not None)), text
        )
        text = URL_RE.sub(lambda m: self._mark("url", m.group(0).rstrip(".")), text)
        text = _PAREN_RE.sub(lambda m: " " + self._mark("paren", m.group(1)), text)
        self.masked = " ".join(text.split())

    def _mark(self, kind: PieceKind, text: str) -> str:
        self.pieces.append(Piece(kind, text))
        return f"\ue000{len(self.pieces) - 1}\ue001"

    def restore(self, text: str) -> str:
        """``text`` with every placeholder replaced by what it stood for (parentheses kept as such)."""

        def back(match: re.Match[str]) -> str:
            piece = self.pieces[int(match.group(1))]
            return f"({self.restore(piece.text)})" if piece.kind == "paren" else self.restore(piece.text)

        return " ".join(MARK_RE.sub(back, text).split()).strip()

    def piece(self, text: str) -> Piece | None:
        """The piece ``text`` is made of (articles around it allowed), or None."""
        core = re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.I).strip(" .,!?:;")
        match = MARK_RE.fullmatch(core)
        return self.pieces[int(match.group(1))] if match else None

    def is_exact(self, text: str) -> bool:
        """True when ``text`` is exactly one quoted value (or secret): match it as written."""
        piece = self.piece(text)
        return piece is not None and piece.kind in {"quote", "secret"}

    def pieces_in(self, text: str, kind: PieceKind | None = None) -> list[Piece]:
        found = [self.pieces[int(m.group(1))] for m in MARK_RE.finditer(text)]
        return [p for p in found if kind is None or p.kind == kind]


_OWN_SPLIT_WORDS = (
    "click|press|tap|hit|push|submit|open|go|navigate|visit|search|enter|type|input|fill|select|choose|"
    "pick|check|uncheck|tick|untick|sort|filter|report|tell|return|give|find|download|log|login|sign|"
    "accept|agree|close|dismiss|read|show|what|how|scroll|switch|reply|forward|delete|save|add|view|"
    "follow|compare|look|wait|write|put|set|change|get|note|count|focus|answer|then|mark|expand|buy|"
    "purchase|order|remove|proceed|checkout|pay|send|list|which|who|whose|whom|when|where|use|"
    "create|publish|approve|assign|reassign|edit|update|rename|comment|leave|post|raise|upload|file|make"
)
# A clause starts at any verb of the verb table ('..., and create a page'), not only at a listed few.
SPLIT_VERBS = "|".join(
    sorted(set(_OWN_SPLIT_WORDS.split("|")) | {p.split()[0] for p, _ in VERB_PHRASES}, key=len, reverse=True)
)
_SPLIT_RE = re.compile(
    rf"\s*;\s*|(?<=[.!?])(?<!\bmr\.)(?<!\bmrs\.)(?<!\bdr\.)(?<!\bst\.)(?<!\bno\.)(?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)\s+(?=[^\W_]|\ue000)|,?\s+(?:and\s+)?then\s+|,\s*(?:and\s+)?(?=(?:{SPLIT_VERBS})\b(?!\s*[:=]))"
    rf"|\s+and\s+(?:also\s+)?(?=(?:{SPLIT_VERBS})\b(?!\s*[:=])(?!\s+(?:the\s+)?(?:box|boxes|field|fields)\b))"
    rf"|\s+after\s+that,?\s+|,\s*finally,?\s+|,?\s+and\s+finally\s+"
    # a spaced dash before a question or an order starts a new clause ('the best one - which is it?')
    rf"|\s+[-\u2013\u2014]+\s+(?=(?:{SPLIT_VERBS}|is|are|can|could|please|number|total|count|my)\b)",
    re.I,
)
# What ends a clause without adding to it: 'when you are done', 'afterwards'. Politeness ('please',
# 'for me', 'thanks') is discourse, set aside before clauses are split (intent/discourse.py), where a
# message given unquoted keeps its words ('... saying works for me').
_TRAIL_RE = re.compile(
    r"(?:\s+(?:when|once)\s+(?:you(?:'re|\s+are)\s+)?(?:done|finished|complete)"
    r"|\s+(?:afterwards|after\s+that))*[\s.!,;:]*$",
    re.I,
)


# 'log in as ann (password x): how many loans are overdue?': after a request, a colon before a question
# word starts the question. Not after a message noun ('comment on issue 3: how do I reset it?').
_COLON_QUESTION_RE = re.compile(r":\s+(?=(?:what|which|who|whom|whose|when|where|how)\b)", re.I)
_VERB_START_RE = re.compile(rf"^(?:{SPLIT_VERBS})\b", re.I)
_MESSAGE_NOUN_RE = re.compile(
    r"\b(?:comment|note|reply|message|review|text|body|answer|saying|says|question|ask|asking)\b[^:]*$", re.I
)


def _colon_questions(part: str) -> list[str]:
    found = _COLON_QUESTION_RE.search(part)
    before = part[: found.start()] if found else ""
    if found is None or _MESSAGE_NOUN_RE.search(before):
        return [part]
    # a topic before a question that names no thing of its own ('kettles: how many?') is its subject
    if not _VERB_START_RE.match(part) and not names_no_thing(part[found.end() :].split()):
        return [part]
    return [before, part[found.end() :]]


# Details given as a list of field-value pairs at the end of a goal, without colons ('... - name Lena
# Park, email lena@example.net', '. first name Ada, last name Quill'): a comment form's, a sign-up's or an
# order's fields (``names.FIELD_NAMES``). Two pairs at least, so that a lone 'email the records to X'
# stays a request; written with colons, they are read as the pairs they are.
_PAIR_RE = re.compile(rf"^(?:(?:my|our|the)\s+)?(?P<f>{FIELD_ALT})\s+(?:is\s+)?(?P<v>[^\s:=].*)$", re.I)
_DETAILS_START_RE = re.compile(r"\s+[-\u2013\u2014]+\s+|[.;]\s+")


def details_as_pairs(masked: str) -> str:
    """``masked`` with a closing list of field-value pairs written as 'field: value' pairs."""
    starts = list(_DETAILS_START_RE.finditer(masked))
    if not starts:
        return masked
    head, tail = masked[: starts[-1].end()], masked[starts[-1].end() :]
    end = re.search(r"[.!?]*\s*$", tail)
    body, mark = (tail[: end.start()], tail[end.start() :]) if end else (tail, "")
    pieces = [_self_named(p.strip()) for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", body) if p.strip()]
    pairs = [_PAIR_RE.match(p) for p in pieces]
    if len(pieces) < 2 or not all(pairs) or all(_STATED_RE.search(p) for p in pieces):
        return masked  # 'my name is N and my email is E' is read as written
    written = [
        p if _STATED_RE.search(p) else f"{m.group('f')}: {m.group('v')}"
        for p, m in zip(pieces, pairs, strict=True)
        if m
    ]
    return head + ", ".join(written) + mark


_STATED_RE = re.compile(r"\s(?:is|:)\s", re.I)
# A person naming themselves among closing details ('- I'm Tom Reed, tom@example.com', '- this is Kim Lee,
# kim@example.org'): their name, and an address written alone is their email
_SELF_NAMED_RE = re.compile(r"^(?:i\s+am|i['’]?m|this\s+is)\s+(?P<v>[^\s@]+(?:\s+[^\s@]+){0,3})$", re.I)
_EMAIL_RE = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")


def _self_named(piece: str) -> str:
    """A closing detail said as the person says it, written as its field and value ('name Tom Reed')."""
    named = _SELF_NAMED_RE.match(piece)
    if named:
        return f"name {named.group('v')}"
    return f"email {piece}" if _EMAIL_RE.match(piece) else piece


# A heading that opens the goal before a colon or a spaced dash, with a request or a question after it
# ('Gardening - how many posts are there?', 'Billing Service: how many open bugs?', 're issue 14 - who
# has it?'): a topic-comment sentence (Quirk et al. 1985, 18.19); the heading names what the request is
# about (``topic.take_topic``). Labels that only announce a request ('Urgent:', 'quick one -') were set
# aside as discourse before; a field before a colon ('First name: Ada') has no request after it.
_HEADING_RE = re.compile(
    r"^(?:(?:re|regarding|concerning|about|as\s+for|as\s+to)\s*:?\s+)?(?P<t>[^:;,.!?\s][^:;,.!?]{0,60}?)"
    r"\s*(?::|\s[-\u2013\u2014]+)\s+(?P<rest>\S.*)$",
    re.I | re.S,
)
_NOT_IN_HEADING = frozenset(
    {"is", "are", "was", "were", "be", "am", "i", "you", "we", "please", "and", "then"}
)


# 'in the red lentil soup recipe, how long do the lentils simmer?': a place put in front of a question
# (a fronted adverbial, Quirk et al. 1985, 8.18) is read where it usually stands, after the question; a
# document's name stays a source the clause reader opens ('in the docs, ...'), a time is no place.
_FRONTED_RE = re.compile(
    r"^(?P<p>(?:in|inside|within|on|under)\s+(?:the|this|that|my|your)\s+(?P<t>[a-z][^:;,.!?]{1,60}?))"
    r"\s*,\s+(?P<rest>(?:how|what|which|who|whom|whose|when|where)\b[^?]*?)(?P<q>\?*)\s*$",
    re.I | re.S,
)
_NOT_FRONTED = frozenset(
    [
        "docs",
        "documentation",
        "manual",
        "guide",
        "handbook",
        "wiki",
        "faq",
        "help",
        "site",
        "website",
        "page",
        "pages",
        "readme",
        "reference",
        "moment",
        "meantime",
        "meanwhile",
        "end",
        "past",
        "future",
        "morning",
        "afternoon",
        "evening",
        "weekend",
        "week",
        "month",
        "year",
        "day",
        "first",
        "second",
        "last",
    ]
)


# 'for the Launch version, when is it due?', 'about the ferry post, who wrote it?': a thing named in
# front and pointed back at by the question's pronoun is what the pronoun stands for.
_FRONTED_TOPIC_RE = re.compile(
    r"^(?:for|about|regarding|concerning|as\s+for|with)\s+(?P<t>(?:the|this|that|my|your)\s+[a-z][^:;,.!?]{1,60}?)"
    r"\s*,\s+(?P<rest>(?:how|what|which|who|whom|whose|when|where|is|are|was|were|does|do|did|can|could|has|have)\b.*)$",
    re.I | re.S,
)
_POINTING_RE = re.compile(r"\b(?P<p>it|they|them|its|their)\b", re.I)


def unfronted(masked: str) -> str:
    """``masked`` with a place put before its question moved after it ('in X, how long ...?' -> 'how
    long ... in X?'), or a thing named before it put where its pronoun stands ('for X, when is it due?'
    -> 'when is X due?')."""
    pointed = _FRONTED_TOPIC_RE.match(masked.strip())
    pronoun = _POINTING_RE.search(pointed.group("rest")) if pointed else None
    if pointed and pronoun:
        thing = pointed.group("t").strip()
        said = f"{thing}'s" if pronoun.group("p").lower() in {"its", "their"} else thing
        rest = pointed.group("rest")
        return rest[: pronoun.start()] + said + rest[pronoun.end() :]
    found = _FRONTED_RE.match(masked.strip())
    if found is None or found.group("t").split()[-1].lower() in _NOT_FRONTED:
        return masked
    if re.search(r"\b(?:it|its|they|them|their)\b", found.group("rest"), re.I):
        return masked  # 'in the X, what is its price': the question points back at the place
    return f"{found.group('rest').rstrip()} {found.group('p')}{found.group('q')}"


# 'what is X, according to the benchmarks page?' = 'according to the benchmarks page, what is X?': a
# source said last is read as one said first (the clause reader peels a source that opens the goal)
# how a source is said ('according to X', 'as stated in X'): the one pattern, read by the clause peels too
SOURCE_SAID = r"(?:according\s+to|as\s+(?:stated|said|shown|written|explained|described|documented|mentioned)\s+(?:on|in))"
_SOURCE_LAST_RE = re.compile(
    rf"^(?P<q>\S.*?)\s*,?\s+(?P<s>{SOURCE_SAID}\s+[^,;:?!]+?)"
    r"\s*(?P<end>[?.!]*)$",
    re.I,
)


# 'sort the list according to price', 'rank the books based on page count', 'order them in order of
# date': after a verb of ordering these name the sort key, as 'by' does - not a source to read from
_SORT_KEY_RE = re.compile(
    r"\b(?P<v>(?:sort|order|arrange|rank|organi[sz]e)(?:s|ed|ing)?\b[^,;:.?!]{0,60}?)\s+"
    r"(?:according\s+to|based\s+on|on\s+the\s+basis\s+of|in\s+order\s+of)\s+(?:their\s+|its\s+)?",
    re.I,
)


def sort_key_as_by(text: str) -> str:
    """``text`` with a sort key said as a source ('sort X according to price') said with 'by'."""
    return _SORT_KEY_RE.sub(lambda found: f"{found.group('v')} by ", text)


def source_first(masked: str) -> str:
    """``masked`` with a source said after the request put before it."""
    found = _SOURCE_LAST_RE.match(masked.strip())
    if found is None:
        return masked
    return f"{found.group('s')}, {found.group('q').rstrip(' ,')}{found.group('end')}"


def heading_topic(masked: str) -> tuple[str, str] | None:
    """``(topic, the request after it)`` when the masked goal opens with a heading, else None."""
    found = _HEADING_RE.match(masked.strip())
    if found is None:
        return None
    words = found.group("t").lower().split()
    rest = found.group("rest")
    if len(words) > 7 or _VERB_START_RE.match(found.group("t")) or _NOT_IN_HEADING & set(words):
        return None
    if not (_VERB_START_RE.match(rest) or _QUESTION_START_RE.match(rest)):
        return None
    return re.sub(r"^(?:the|a|an)\s+", "", found.group("t").strip(), flags=re.I), rest


_QUESTION_START_RE = re.compile(r"^(?:is|are|was|were|does|do|did|can|could|has|have|will|should)\b", re.I)


# 'if I search for X, how many products come up?', 'when you sort by price, which is first?': an
# action the person supposes, then what they ask about its result - the action is a step before it.
_SUPPOSED_RE = re.compile(
    rf"^(?:if|when|once|after)\s+(?:i|you|we)\s+(?:first\s+)?(?P<act>(?:{SPLIT_VERBS})\b[^,]*),\s*(?P<rest>\S.*)$",
    re.I,
)


def split_clauses(masked: str) -> list[str]:
    """Split a masked goal into ordered clauses; each keeps a final '?' (it marks a question)."""
    clauses = []
    supposed = _SUPPOSED_RE.match(masked.strip())
    if supposed:
        masked = f"{supposed.group('act')}. {supposed.group('rest')}"
    parts = [p for part in _SPLIT_RE.split(masked.strip()) if part for p in _colon_questions(part)]
    for part in parts:
        if not part or not part.strip():
            continue
        text = part.strip()
        question = text.endswith("?")
        text = _TRAIL_RE.sub("", text).strip()
        if text:
            clauses.append(text + ("?" if question and not text.endswith("?") else ""))
    return clauses
