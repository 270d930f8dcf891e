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

from wayfinder.intent import discourse_match as dm
from wayfinder.intent.discourse_edges import (
    dash_signature,
    guesses,
    is_heading,
    is_label,
    is_signature,
    is_vocative,
    piece_is_label,
    spent_sentences,
)
from wayfinder.intent.discourse_marks import (
    BRACKET_RE,
    EMOJI_RE,
    QUESTION_WORDS,
    SMILEY_RE,
    is_discourse,
    only_discourse,
    tag_question,
    written_out,
)
from wayfinder.intent.discourse_match import PUNCT, SENTENCE_END, Token, expand_contractions
from wayfinder.intent.discourse_tables import SELF_REQUEST_VERBS
from wayfinder.intent.masking import SOURCE_SAID, sort_key_as_by
from wayfinder.intent.names import SITE_NOUNS


@dataclass(frozen=True, slots=True)
class Discourse:
    """The goal with its discourse set aside; ``ignored`` lists what was removed, in order."""

    text: str
    ignored: tuple[str, ...] = ()


def _lead_end(keys: list[str], start: int, end: int, drop: set[int], base: dict[int, str]) -> int:
    """Where the request starts after the markers that open its clause (their words go into ``drop``)."""
    tables = dm.tables()
    while start < end:
        n = dm.match_at(keys, start, tables["self"], end)
        if n and dm.match_at(keys, start, tables["lead"], end) > n + 1:
            n = 0  # 'could I get you to ...' is the longer opener, not 'could I get ...' (a request for oneself)
        verb = SELF_REQUEST_VERBS.get(keys[start + n], "") if n and start + n < end else ""
        if not verb:
            n = dm.match_at(keys, start, tables["gerund"], end)
            verb = dm.gerund_base(keys[start + n]) if n and start + n < end else ""
        if verb:
            drop.update(range(start, start + n))
            start += n
            base[start] = verb
            break
        n = dm.match_at(keys, start, tables["lead"], end)
        hedge = dm.match_at(keys, start, tables["hedge"], end) if not n else 0
        if hedge and start + hedge < end and _before_request(keys, start + hedge, end):
            n = hedge  # 'just open the cart', 'honestly, how many ...'; 'just the one' keeps its word
        if n and (soft := dm.match_at(keys, start + n, tables["hedge"], end)) and start + n + soft < end:
            n += soft  # a downtoner inside the opener: 'could you possibly ...', 'can you just ...'
        if not n or not dm.has_content(keys[start + n : end]):
            break
        drop.update(range(start, start + n))
        start += n
    return start


def _strip_segment(keys: list[str], a: int, b: int, clause_start: bool, base: dict[int, str]) -> set[int]:
    """Indexes of the words of one segment that are discourse (lead, hedge, inside, tail); a gerund
    after its opener goes into ``base`` as the verb's base form ('would you mind adding' -> 'add')."""
    tables = dm.tables()
    drop: set[int] = set()
    start, end = a, b
    start = _lead_end(keys, start, end, drop, base) if clause_start else start
    if start < end and keys[start] in {"i", "we"}:  # 'i kinda want': the hedge between speaker and verb
        n = dm.match_at(keys, start + 1, tables["hedge"], end)
        drop.update(range(start + 1, start + 1 + n))
    while start < end:
        n = dm.match_end(keys, end, tables["tail"], start) or dm.deictic_end(keys, end, start)
        if n and dm.said_in(keys, end - n, start):  # 'as stated in the docs': a source, not the site
            break
        if n and end - n - 1 >= start and keys[end - n - 1] in _TAKES_COMPLEMENT:
            break  # 'set the priority to urgent', 'mark it as urgent': the word is the value asked for
        if not n or not dm.has_content(
            [k for i, k in enumerate(keys[start : end - n], start) if i not in drop]
        ):
            break
        drop.update(range(end - n, end))
        end -= n
    at = start + 1
    while at < end:  # shop talk inside the clause: 'the cheapest mouse you have got under $50'
        n = dm.match_at(keys, at, tables["shop"], end)
        left = [k for i, k in enumerate(keys[start:end], start) if i not in drop and not at <= i < at + n]
        if n and dm.has_content(left):
            drop.update(range(at, at + n))
            at += n
        else:
            at += 1
    return drop


def _before_request(keys: list[str], at: int, end: int) -> bool:
    """A hedge at the start softens what follows it when a request's verb, a question word or another
    opener comes next ('just open the cart', 'honestly how many ...', 'possibly could you ...')."""
    return (
        keys[at] in dm.verb_starts()
        or keys[at] in QUESTION_WORDS
        or bool(dm.match_at(keys, at, dm.tables()["lead"], end))
    )


def _on_the_site(keys: list[str], a: int, b: int) -> bool:
    """'In the Wayfinder docs, ...', 'on the portal, ...', 'at the library website, ...': a place
    phrase before a comma that names the site the run is on - where every request is anyway."""
    while a < b and (n := dm.match_at(keys, a, dm.tables()["lead"], b)):  # 'hey in the docs, ...'
        a += n
    if a >= b or b - a > 6 or keys[a] not in {"in", "on", "at", "within", "inside", "across"}:
        return False
    return keys[b - 1] in SITE_NOUNS and not any(k in dm.verb_starts() for k in keys[a + 1 : b - 1])


# Words a tail cannot follow: after them it is their complement ('to urgent', 'is urgent', 'as asap').
_TAKES_COMPLEMENT = frozenset({"to", "as", "into", "is", "are", "be", "was", "were", "mark", "flag", "make"})


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
    r"[^,.;:!?]{0,60}?,?\s+but(?:\s+(?=\S)|\s*$)",
    re.I,
)


def set_aside(text: str) -> Discourse:
    """``text`` (quotes, secrets, URLs and parentheses already masked) without its discourse markers."""
    text = written_out(text)
    asides = [m.group(0).strip() for m in BRACKET_RE.finditer(text) if is_discourse(m.group(1))]
    text = BRACKET_RE.sub(lambda m: "" if is_discourse(m.group(1)) else m.group(0), text)
    found = _set_aside(text)
    return Discourse(found.text, (*asides, *found.ignored)) if asides else found


# A postscript's mark, with or without its dots ('PS', 'p.s.', 'P.P.S.'), and what follows it.
_POSTSCRIPT_RE = re.compile(r"(?:^|(?<=\s))(?:p\.?){1,2}s\b\.?\s*:?\s*(?=\S)", re.I)


def _postscript(text: str) -> tuple[str, str]:
    """``(text, postscript)``: an afterthought at the end made only of thanks or sign-offs ('... PS
    thank you!', '... p.s. cheers') is set aside with its mark; a postscript that asks something stays."""
    for mark in reversed(list(_POSTSCRIPT_RE.finditer(text))):
        if mark.start() and only_discourse(expand_contractions(text[mark.end() :])):
            return text[: mark.start()].rstrip(), text[mark.start() :].strip()
    return text, ""


# Where the person says the answer is written ('according to the readme, ...', '..., as stated in the
# docs?', said as ``masking.SOURCE_SAID`` says): a viewpoint adjunct (Quirk et al. 1985, 8.90: 'according to' names the source of what is
# said), not a page to open first; the answer is looked for on the site as any other. A page of the site
# named so ('according to the pricing page') is opened first, as a step of its own (``intent/cues.py``).
_SOURCE_RE = re.compile(
    rf"(?:^|(?<=[,;.!?])\s*|\s+-\s+|(?<=\s)){SOURCE_SAID}\s+(?:the\s+|your\s+|our\s+|its\s+)?[\w.'-]+(?:\s+[\w.'-]+)?"
    r"\s*(?:,\s*|(?=[?.!]*\s*$))",
    re.I,
)


_PAGE_SOURCE_RE = re.compile(r"\b(?:page|pages|section|tab|screen|article|post|faq)$", re.I)
_ASKED_RE = re.compile(rf"(?:^|[,.!?:-]\s*)(?:{'|'.join(sorted(QUESTION_WORDS))})\b", re.I)


def _source(text: str) -> tuple[str, str]:
    """``(text, source)``: the goal without a 'according to X' that opens it or ends it."""
    found = _SOURCE_RE.search(text)
    if found is None or _PAGE_SOURCE_RE.search(found.group(0).strip(" ,-")):
        return text, ""  # 'according to the pricing page, ...': a page of the site, opened first (``cues``)
    joint = ", " if found.group(0).lstrip().startswith("-") else " "  # 'right then - according to X, ...'
    rest = (text[: found.start()] + joint + text[found.end() :]).strip(" ,")
    before = text[: found.start()].strip(" ,")
    # at the start of a sentence, or after what only greets: 'hi! according to the docs, ...', 'hi, according to ...'
    opens = (
        not before
        or before[-1] in ".!?:"  # a sentence's or a label's end: 'quick favour: according to ...'
        or found.group(0).lstrip().startswith("-")
        or only_discourse(expand_contractions(before.strip(" ,-:")))
    )
    asked = text.rstrip().endswith("?") and bool(_ASKED_RE.search(text[: found.start()]))
    ends = not text[found.end() :].strip(" ?.!") and asked  # 'what is X, according to the readme?'
    if not (opens or ends) or not rest.strip(" ?.!"):
        return text, ""
    return re.sub(r"\s+([,?.!])", r"\1", re.sub(r",\s*(?=[?.!]*$)", "", rest)), found.group(0).strip(" ,-")


def _set_aside(text: str) -> Discourse:
    text, postscript = _postscript(text)
    text, source = _source(sort_key_as_by(text))
    postscript = " ".join(p for p in (source, postscript) if p)
    emoji = [*EMOJI_RE.findall(text), *SMILEY_RE.findall(text)]
    text = SMILEY_RE.sub(" ", text)
    text, tag = tag_question(" ".join(EMOJI_RE.sub(" ", expand_contractions(text)).split()))
    emoji = [tag, *emoji] if tag else emoji
    text = _part_at_dashes(text)
    apology = _APOLOGY_RE.match(text)
    rest = [t.key for t in dm.tokens(text[apology.end() :]) if not t.punct] if apology else []
    # nothing after 'but' where the account the person gave was taken out before ('sorry, but i'm sam (pw P).')
    if apology and (dm.has_content(rest) or not rest):
        emoji = [apology.group(0).strip(), *emoji]
        text = text[apology.end() :]
    found = _settled(set_aside_words(text))
    emoji = [*emoji, postscript] if postscript else emoji
    return Discourse(found.text, (*found.ignored, *emoji)) if emoji else found


def _settled(found: Discourse) -> Discourse:
    """``found`` set aside again until nothing more goes: wrappers stack ('not urgent, but just curious,
    how many ...', 'dear Ann, according to the readme, ...'), and what one piece hid at a clause's start
    shows only once the piece before it is gone."""
    for _ in range(3):
        text, source = _source(found.text)
        again = set_aside_words(text)
        if again.text == found.text:
            return found
        found = Discourse(again.text, (*found.ignored, *((source,) if source else ()), *again.ignored))
    return found


def _part_at_dashes(text: str) -> str:
    """A spaced dash becomes a comma where the piece before it (back to the last sentence mark) or
    after it (to the next) is only discourse."""
    out, pos = [], 0
    for dash in _DASH_RE.finditer(text):
        before = re.split(r"[.!?;,:]", text[pos : dash.start()])[-1]
        after = re.split(r"[.!?;,]|\s+(?:--?|\u2013|\u2014)\s+", text[dash.end() :])[0]
        parted = only_discourse(before) or only_discourse(after)
        # a label opening the message ('urgent - ...', 'quick one - hi! ...') as before a colon, whatever
        # follows it ('sorry to bother you, but quick q - ...': the joiner belongs to the apology before it)
        # ('quick one - according to the readme, ...': a label before discourse is a label all the same)
        label = piece_is_label(re.sub(r"^\s*(?:but|and|so)\s+", "", before, flags=re.I))
        out.append(text[pos : dash.start()] + (": " if label else ", " if parted else dash.group(0)))
        pos = dash.end()
    return "".join(out) + text[pos:]


def set_aside_words(text: str) -> Discourse:
    """``set_aside`` once emoji are gone and dashes part the message."""
    tokens = dm.tokens(text)
    keys = [t.key for t in tokens]
    tables = dm.tables()
    drop: set[int] = dash_signature(keys) | guesses(tokens)
    base: dict[int, str] = {}
    segments = dm.segments(tokens)
    words_total = sum(b - a for a, b in segments)
    said = _message_span(keys)
    for index, (a, b) in enumerate(segments):
        after = tokens[b].text if b < len(tokens) else ""
        before = tokens[a - 1].text if a > 0 else ""
        if said is not None and said[0] <= a < said[1] and not _sign_off_after(keys, a, b, said, before):
            continue  # the words of a message given unquoted ('... saying works for me') are the message
        # after a colon a clause starts only where a label was set aside ('Task: ...'; 'message: hello' is a value)
        clause_start = a == 0 or before in SENTENCE_END or before == "," or (before == ":" and a - 1 in drop)
        alone = dm.covered(keys, a, b, tables["alone"]) or (
            after == "," and dm.covered(keys, a, b, tables["comma"])
        )
        first = all(i in drop for i in range(a))  # nothing of the goal before this piece is kept
        label = (after == "," and first and is_label(keys, a, b)) or (  # 'Quick one, what ...'
            after == ":"
            and clause_start
            and (
                is_label(keys, a, b)
                or dm.covered(keys, a, b, tables["lead"])  # 'need to know:', 'I was wondering:'
                or (first and is_heading(keys, a, b, segments, index))
            )
        )
        # 'hey Ann, ...' calls Ann; 'hey librarian, <secret:PW>' names the account the secret opens
        given = b + 1 < len(keys) and keys[b + 1].startswith("\ue000")
        alone = alone or (after in {",", "!"} and clause_start and not given and is_vocative(keys, a, b))
        alone = alone or is_signature(keys, a, b, before, index, segments)
        alone = alone or (after == "," and clause_start and _on_the_site(keys, a, b))
        if (alone or label) and words_total - (b - a) > 0 and _others_have_content(keys, segments, index):
            drop.update(range(a, b))
            words_total -= b - a
            sentence = a == 0 or before in SENTENCE_END
            if (
                after in {",", ":"}
                or (after in {"!", "."} and (b + 1 >= len(tokens) or clause_start))
                or (after == "?" and sentence and b + 1 < len(tokens))  # 'can you help me? open ...'
            ):
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
        ):
            if (
                b - a == 1
            ):  # nothing left to join: the account it led to was read first ('sorry, but i'm sam (pw P).')
                drop.update({a, b} if after in SENTENCE_END else {a})
                continue
            if dm.has_content(keys[a + 1 : b]):
                drop.add(a)  # the piece it joined was set aside: 'sorry to bother you, but how many ...'
                a += 1
        end = said[0] if said is not None and a < said[0] < b else b
        while end > a and end - 1 in drop:  # a signature set aside: the tail before it ('... pls - Ana')
            end -= 1
        drop.update(_strip_segment(keys, a, end, clause_start, base))
    return _rebuild(text, tokens, drop | spent_sentences(tokens, drop), base)


# Nouns of a message whose text follows a colon ('comment on issue 3: fixed in build 12').
_MESSAGE_NOUNS = frozenset(
    {"comment", "note", "reply", "message", "review", "text", "body", "answer", "saying"}
)


def _message_span(keys: list[str]) -> tuple[int, int] | None:
    """``(first, end)`` token indexes of a message the goal gives unquoted, after a marker ('saying',
    'with the text') or after a colon that follows a message noun, to the end of its sentence."""
    table = dm.tables()["message"]
    for at in range(1, len(keys)):
        n = dm.match_at(keys, at, table, len(keys))
        start = at + n if n else 0
        if not start and keys[at] == ":" and _MESSAGE_NOUNS & set(keys[max(0, at - 6) : at]):
            start = at + 1
        if start and start < len(keys) and not keys[start].startswith("\ue000"):  # a quoted message is masked
            end = next((i for i in range(start, len(keys)) if keys[i] in SENTENCE_END), len(keys))
            return start, end
    return None


def _sign_off_after(keys: list[str], a: int, b: int, said: tuple[int, int], before: str) -> bool:
    """A thanks or sign-off after a comma as the message's last piece ('... saying done, thanks!')."""
    last = b >= said[1] or all(k in PUNCT for k in keys[b : said[1]])
    return a > said[0] and before == "," and last and dm.covered(keys, a, b, dm.tables()["alone"])


def _others_have_content(keys: list[str], segments: list[tuple[int, int]], index: int) -> bool:
    return any(dm.has_content(keys[a:b]) for i, (a, b) in enumerate(segments) if i != index)


def _rebuild(text: str, tokens: list[Token], drop: set[int], base: dict[int, str]) -> Discourse:
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
        if index in base:  # the gerund after 'would you mind' as the verb's base form
            out.append(text[pos : token.start] + base[index])
            pos = token.end
    out.append(text[pos:])
    if run:
        ignored.append(_join(run))
    kept = " ".join("".join(out).split())
    kept = re.sub(r"\s+([,.!?;:])", r"\1", kept)
    kept = re.sub(r"^[\s,.;:!]+|(?<=[,;:])[\s,;:]+(?=[,;:])", "", kept).strip()
    kept = re.sub(r"[,;:]\s*(?=[.!?]$)|[,;:]\s*$", "", kept).strip()
    return Discourse(kept, tuple(i for i in ignored if i.strip(PUNCT)))


def _join(parts: list[str]) -> str:
    return re.sub(r"\s+([,.!?;:])", r"\1", " ".join(parts)).strip(" ,;")


__all__ = ["Discourse", "expand_contractions", "is_discourse", "set_aside"]
