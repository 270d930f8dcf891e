"""Identifying values a navigation goal names, and whether the final page shows them (pure).

"open the book whose ISBN is 9780306406157", "open order 10042", "show me member RL10025", 'open the
issue "Login button broken"': the page the run ends on must be that one record, so the identifying
value (a number or code of four digits or more, or a quoted name) must appear on it - in its title,
a heading, its address or its text (a form field's value counts). A page that shows the value only as
one row of a list or of search results is the list, not the record, when the goal was to open it.
Words alone ("open the keyboards section") name no identifying value; the word checks of
``navigation.verify_navigation`` judge those.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from urllib.parse import urlsplit

from wayfinder.agent.verify.frame import FrameLike, StepLike
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.ground import keys, match, names
from wayfinder.intent.text.reading import dates_in
from wayfinder.intent.text.words import TERM_STOP
from wayfinder.read.attributes import record_attributes

Entry = PageEntry
MIN_DIGITS = 4  # '10042', 'RL10025', 'DOC-2023-0042', an ISBN; not '16"' or '8GB'
_TOKEN_RE = re.compile(r"[^\s\"'“”‘’(),;:!?]+")
_JOIN_RE = re.compile(r"(?<=\d)[-\s./](?=\d)")  # '978-0-306-40615-7' reads as '9780306406157'
_LISTS = frozenset({"listing", "grid", "search"})
_SITE_SUFFIX_RE = re.compile(r"\s+[|–—-]\s+[^|–—-]+$")
_YEAR_RE = re.compile(r"(1[89]|2[01])\d\d")
_QUOTED_RE = re.compile(r"\"([^\"]{3,})\"|“([^”]{3,})”")


def _squash_digits(text: str) -> str:
    return _JOIN_RE.sub("", text)


def identifiers(text: str) -> list[str]:
    """The identifying values in a text: tokens with four digits or more (a code, an order number)."""
    out = []
    for raw in _TOKEN_RE.findall(text):
        token = raw.strip(".-/#")
        if "://" in raw or raw.lower().startswith("www.") or raw.startswith(("$", "€", "£")):
            continue
        if sum(ch.isdigit() for ch in token) >= MIN_DIGITS:
            out.append(token)
    return out


_RECORD_VERBS = frozenset({"open", "find", "click"})


def _destination(frame: FrameLike) -> StepLike | None:
    """The last step, when it opens or finds a record ('open it' stands for the step before). A search
    query ("search for 'dell monitor', then open the first result") names no record."""
    steps = list(frame.steps)
    if not steps:
        return None
    last = steps[-1]
    if getattr(last, "refers_back", False) and len(steps) > 1:
        last = steps[-2]
    return last if last.verb in _RECORD_VERBS and (last.object or last.filters) else None


def named_values(frame: FrameLike) -> list[str]:
    """The identifying values of the step that says where the run should end (see the docstring)."""
    step = _destination(frame)
    if step is None:
        return []
    texts = [step.object, *(str(f.value) for f in step.filters)]
    values = [v for text in texts for v in identifiers(text)]
    quoted = [next(g for g in m.groups() if g) for m in _QUOTED_RE.finditer(frame.text)]
    values += [q.strip() for q in quoted if step.object and _norm(q) == _norm(step.object)]
    if getattr(step, "exact", False) and step.object.strip() and not values:
        values.append(step.object.strip())
    return list(dict.fromkeys(values))


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^0-9a-z]+", " ", _squash_digits(text).lower()).split())


def _shows(haystack: str, value: str) -> bool:
    want = _norm(value)
    return (
        bool(want) and re.search(rf"(?<![0-9a-z]){re.escape(want)}(?![0-9a-z])", _norm(haystack)) is not None
    )


def identity_problem(frame: FrameLike, final: Entry) -> str | None:
    """Why the final page is not the record the goal names by value, or None (it is, or none is named)."""
    values = named_values(frame)
    if not values:
        return None
    heads = " ".join([final.title, *final.headings])
    where = f"{heads} {urlsplit(final.url).path}"  # not a search query in the address
    shown = f"{heads} {final.url}\n{final.text}"
    name = str(final.title or final.url or "the last page")
    missing = [v for v in values if not _shows(shown, v)]
    if missing:
        return f"the run ended on {name!r}, which does not show {missing[0]!r}"
    step = _destination(frame)
    opening = step is not None and step.verb in {"open", "click"}
    listed = (final.page_type in _LISTS or bool(final.query)) and not _states_own(final, values)
    if opening and listed and not all(_shows(where, v) for v in values):
        return f"the run ended on {name!r}, a list that shows {values[0]!r}, not its own page"
    return None


def _states_own(entry: Entry, values: Sequence[str]) -> bool:
    """The page states every value as one of its own attributes, a label over it ('ISBN:
    9783274804413'): a record's page that also shows a table (its loans), not a list of records, whose
    rows hold their values in cells (a search box holding the value is no such label)."""
    lines = entry.lines or tuple(entry.text.splitlines())
    stated = [a.value.text for a in record_attributes(lines, ())]
    return all(any(_shows(text, v) for text in stated) for v in values)


def record_codes(frame: FrameLike) -> list[str]:
    """The codes that name the one record a goal asks about ("the parties on document 2023-001185",
    "the status of order 10042"): the identifiers of its steps' objects and filters, not a date and not
    a bare year (those narrow a set: "liens recorded in 2021")."""
    texts = [t for step in frame.steps for t in (step.object, *(str(f.value) for f in step.filters))]
    found = [v for text in texts for v in identifiers(text)]
    return list(dict.fromkeys(v for v in found if not dates_in(v) and not _YEAR_RE.fullmatch(v)))


def shows_code(entry: Entry, code: str) -> bool:
    """The page shows the code: in its title, a heading, its address or its text."""
    chunks = re.findall(r"[0-9a-z]+", code.lower())
    if not chunks:
        return False
    # its parts in order, a separator between them or none ('WH-1000XM5' is 'WH1000XM5', an ISBN with
    # or without its hyphens)
    pattern = r"[\s\-./_]*".join(map(re.escape, chunks))
    where = f"{entry.heads} {entry.url}\n{entry.text}".lower()
    return re.search(rf"(?<![0-9a-z]){pattern}(?![0-9a-z])", where) is not None


# -- the thing a goal names, against a near namesake (issue 31: answers, carting and opening alike) -----


def _phrase(obj: str) -> str:
    """The object phrase without the words of a sentence around a name ("... going for" -> the name)."""
    return " ".join(t for t in obj.split() if t.lower().strip(",.?!") not in TERM_STOP)


def near_namesake(obj: str, name: str) -> bool:
    """``name`` is close to the thing ``obj`` names but another one: it matches the phrase
    (``intent.ground.match``) and yet a distinguishing token disagrees ("Over-ear" where the goal says
    "In-ear", "16GB" for "8GB"; ``intent.ground.names``). A generic phrase ("the cheapest laptop") or an
    unrelated name is no namesake: other checks judge those."""
    phrase = _phrase(obj)
    if not phrase or not name.strip():
        return False
    return not names(phrase, name) and bool(match(phrase, [name]) or _twin_only(phrase, name))


def _twin_only(phrase: str, name: str) -> bool:
    """The name would match but for a distinguishing token: the phrase with that token left out matches."""
    wanted = keys(phrase)
    have = set(keys(name))
    missing = [k for k in wanted if k not in have]
    return len(missing) == 1 and len(wanted) >= 3 and names(" ".join(k for k in wanted if k in have), name)


_TITLE_SEP_RE = re.compile(r"\s+[|–—-]\s+")


def title_name(title: str) -> str:
    """A page title's own part, before the site's name ('Packing Light – Harbor Town Notes', 'Orbit S |
    Shop', 'Monitors - Acme' -> the first part)."""
    return _TITLE_SEP_RE.split(title.strip(), maxsplit=1)[0].strip()


def page_name(entry: Entry) -> str:
    """A page's own name: its first heading, else its title without the site's name."""
    heading = next((h for h in entry.headings if h.strip()), "")
    return heading or _SITE_SUFFIX_RE.sub("", entry.title.strip())


def namesake_lines(obj: str, text: str) -> tuple[list[str], list[str]]:
    """``(lines that name the thing, lines that name a near namesake)`` of a cart or listing text."""
    phrase = _phrase(obj)
    right = [line for line in text.splitlines() if phrase and names(phrase, line)]
    wrong = [line for line in text.splitlines() if line not in right and near_namesake(obj, line)]
    return right, wrong


def _variant_tokens(obj: str, name: str) -> list[str]:
    """The distinguishing tokens ``name`` adds to every word of the asked ``obj``: a year, a model
    number, a size ('Mouse (2024)' for 'Mouse'), or a word ('MX Keys 60% Wireless Keyboard' for 'MX Keys
    60% Keyboard'); none when it does not name it."""
    phrase = _phrase(obj)
    if not phrase or not name.strip() or not names(phrase, name):
        return []
    # every word the goal says is asked, even one ``_phrase`` leaves out as phrasing: 'One', 'Go', 'Up'
    # inside a name ('Ducky One 3 TKL Wireless Keyboard', 'Pixel Buds Go') are the thing's own words
    wanted = set(keys(obj))
    have = list(keys(name))
    # only a thing the goal names has variants (a brand, a model: 'Logitech MX Keys', or three words and
    # more in lower case: 'razer basilisk wireless mouse'); 'this mouse', the cheapest 'wireless mouse'
    # is any named mouse ('Logitech G502 Wireless Mouse'). A word tells a variant only standing inside
    # the name ('MX Keys 60% Wireless Keyboard'): a word before or after it says the record's kind or
    # the site ('Document 2023-001185 - County Recorder')
    cased = any(w[:1].isupper() or any(ch.isdigit() for ch in w) for w in phrase.split())
    if not cased and len(keys(phrase)) < 3:
        return []
    at = [i for i, k in enumerate(have) if k in wanted]
    inside = set(have[at[0] : at[-1]]) if at else set()
    return [k for k in have if k not in wanted and (k in inside or any(ch.isdigit() for ch in k))]


def variant_problem(obj: str, ledger: Sequence[Entry]) -> str | None:
    """Why the item page the run read last is a variant of the thing asked, not the thing: its name
    adds a distinguishing token ('Razer Basilisk Wireless Mouse (2024)' for 'Razer Basilisk Wireless
    Mouse', 'MX Keys 60% Wireless Keyboard' for 'MX Keys 60% Keyboard'), the run never read the asked
    thing's own page, and the only listings that showed the variant were searches for words the goal
    does not say ('... (2024)'): the run narrowed to the variant itself. A listing or a search for the asked name alone that showed it (the site's match)
    justifies it. None when it is the thing, or unknown."""
    details = [e for e in ledger if e.page_type == "detail" and page_name(e)]
    if not obj or not details:
        return None
    final = details[-1]
    extra = _variant_tokens(obj, page_name(final))
    if not extra:
        return None
    if any(not _variant_tokens(obj, page_name(e)) and names(_phrase(obj), page_name(e)) for e in details):
        return None  # the asked thing's own page was read too
    asked = set(keys(obj))
    for entry in ledger:
        if entry.page_type == "detail" or not asked | set(extra) <= set(keys(entry.text)):
            continue
        if not [k for k in keys(entry.query or "") if k not in asked]:
            return None  # a listing, or a search for the asked name alone, showed the variant
    return f"{page_name(final)!r} is a variant ({', '.join(extra)}) of {obj!r}, not the one asked"


def own_pages(obj: str, ledger: Sequence[Entry]) -> tuple[list[Entry], list[Entry]]:
    """``(the asked thing's own item pages, the item pages of its kin)`` among those the run read: a near
    namesake, another model of the same line ('Lenovo ThinkPad 16" 8GB Laptop' against the 14" 16GB
    model's page)."""
    phrase = _phrase(obj)
    details = [e for e in ledger if e.page_type == "detail" and page_name(e)]
    own = [
        e for e in details if phrase and names(phrase, page_name(e)) and not near_namesake(obj, page_name(e))
    ]
    theirs = [e for e in details if e not in own and _kin(phrase, page_name(e))]
    return own, theirs


def _kin(phrase: str, name: str) -> bool:
    """Another item of the same line: half the phrase's keys or more, yet not the thing ('Lenovo
    ThinkPad 14" 16GB Laptop' for 'Lenovo ThinkPad 16" 8GB Laptop')."""
    wanted = keys(phrase)
    have = set(keys(name))
    return len(wanted) >= 2 and sum(1 for k in wanted if k in have) * 2 >= len(wanted)
