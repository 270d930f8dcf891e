"""Answer and navigation claims (pure): is the answer grounded in what this run saw, of the kind
asked, and, for a superlative, read from a complete listing of the asked-for set? Is the final page
the thing asked for?

Grounded means the value (or the numbers it was computed from: a sum or a difference of two numbers
on the pages seen) appears in the text of a page of this run that is about the goal's object.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import combinations

from wayfinder.agent.verify.attributes import verify_attribute
from wayfinder.agent.verify.counts import count_scope, counted_within
from wayfinder.agent.verify.frame import (
    FrameLike,
    answer_kind_of,
    destination_of,
    object_of,
    superlative_of,
)
from wayfinder.agent.verify.identity import (
    identifiers,
    identity_problem,
    namesake_lines,
    near_namesake,
    page_name,
)
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import (
    about_object,
    completeness,
    extreme_row_problem,
    families,
    scope_problem,
    within,
)
from wayfinder.agent.verify.result import UNVERIFIED_ANSWER, WRONG_PAGE, Verification, fail, ok
from wayfinder.agent.verify.yes_no import asks_existence, verify_yes_no
from wayfinder.intent.text.lemmas import lemma as stem
from wayfinder.intent.text.reading import amounts_in as numbers_in
from wayfinder.intent.text.reading import (
    contains_words,
    content_words,
    dates_in,
    money_in,
    money_spans,
    value_words,
)
from wayfinder.intent.text.reading import lemmas as stems

Entry = PageEntry
# "a product page", "an item", "any article": any detail page is the thing asked for
_GENERIC_PAGE = re.compile(
    r"^\W*(a|an|any|one|some|the)?\s*(first|second|third|last|\d+(st|nd|rd|th))?\s*"
    r"(product|item|article|detail|listing|result)s?(\s+(page|details?))?\W*$",
    re.I,
)
_KIND_WORD = {"price": "price", "count": "count", "number": "number", "date": "date"}


def _fmt(value: float, kind: str) -> str:
    if kind == "price":
        return f"${value:,.2f}"
    return f"{value:g}"


def _values(kind: str | None, answer: str) -> list[float]:
    if kind == "price":
        return money_in(answer) or [n for n in numbers_in(answer) if n != int(n)]
    if kind in ("count", "number"):
        return numbers_in(answer)
    return []


_DECIMAL_RE = re.compile(r"(?<![\d.])\d[\d,]*\.\d{2}(?!\d)")


def _has_number(entry: Entry, value: float, kind: str | None = None) -> bool:
    """The page shows the value: as money (or a 2-decimal amount) for a price, as a number otherwise."""
    text = entry.text
    if kind == "price":
        seen = money_in(text) + [float(m.replace(",", "")) for m in _DECIMAL_RE.findall(text)]
    else:
        seen = numbers_in(text)
    return any(abs(n - value) < 0.005 for n in seen)


_COMPUTE_RE = re.compile(
    r"\b(total|sum|add(ed)? up|adds up|difference|how much more|how much less|more than|less than|"
    r"combined|together|altogether|plus|minus|both|in all)\b",
    re.I,
)


def _computed_from(value: float, ledger: Sequence[Entry], kind: str | None) -> str | None:
    """A sum or difference of two numbers on one page that gives the value (computed answers; prices
    from prices only)."""
    for entry in ledger:
        text = entry.text
        nums = sorted(set(money_in(text) if kind == "price" else numbers_in(text)))[:80]
        for a, b in combinations(nums, 2):
            if abs(a + b - value) < 0.005 or abs(abs(a - b) - value) < 0.005:
                return f"{value:g} computed from {a:g} and {b:g} on {entry.url}"
    return None


def _allowed_query_words(frame: FrameLike) -> str:
    parts: list[str] = []
    for step in frame.steps:
        parts.append(step.object)
        parts.extend(f.value for f in step.filters)
        parts.extend(v.value for v in step.values)
    return " ".join(parts)


def _relevant(pages: Sequence[Entry], obj: str) -> list[Entry]:
    if not obj:
        return list(pages)
    return [p for p in pages if contains_words(p.text + " " + p.url, obj, ratio=0.5)]


def _extreme_problem(family: Sequence[Entry], value: float, direction: str, frame: FrameLike) -> str | None:
    """A better price than the answer on the compared listing (only when nothing but price bounds
    narrows the set, so every price on it competes)."""
    if any(step.filters for step in frame.steps):
        return None
    bounds = [b for step in frame.steps for b in step.bounds]
    amounts = [a for e in family for a in money_in(e.text)]
    for b in bounds:
        amounts = [a for a in amounts if within(a, b.op, b.value)]
    if not amounts:
        return None
    best = min(amounts) if direction == "min" else max(amounts)
    if (direction == "min" and best < value - 0.005) or (direction == "max" and best > value + 0.005):
        return (
            f"a {'lower' if direction == 'min' else 'higher'} price {_fmt(best, 'price')} was on that listing"
        )
    return None


def _plural(phrase: str) -> str:
    """ "laptop" -> "laptops", "4K monitor" -> "4K monitors" (the phrase's last word; already plural kept)."""
    head, _, last = phrase.rpartition(" ")
    low = last.lower()
    if not last or low.endswith("s") or not last.isalpha():
        plural = last
    elif low.endswith("y") and low[-2:-1] not in "aeiou":
        plural = last[:-1] + "ies"
    elif low.endswith(("x", "ch", "sh")):
        plural = last + "es"
    else:
        plural = last + "s"
    return f"{head} {plural}".strip()


def _superlative(
    frame: FrameLike,
    ledger: Sequence[Entry],
    pages: Sequence[Entry],
    value: float | None,
    shown: str,
    kind: str,
) -> Verification | None:
    """None without a superlative; verified (with why the listing is complete) when it is backed by a
    complete listing of the asked-for set; else why not."""
    found = superlative_of(frame)
    if found is None:
        return None
    _step, sup = found
    obj = object_of(frame)
    allowed = _allowed_query_words(frame)
    listings = families([e for e in ledger if e.page_type in ("listing", "grid") or e.pages])
    reasons: list[str] = []
    for key, family in listings.items():
        if not any(p.family == key for p in pages):
            continue
        problem = scope_problem(family[0], obj, allowed)
        comp = completeness(family, sup.attribute, sup.direction)
        if problem is None and not comp.complete:
            problem = comp.why
        if problem is None and value is not None and sup.attribute == "price":
            problem = _extreme_problem(family, value, sup.direction, frame)
        if problem is None and sup.attribute not in {"price", ""}:
            problem = extreme_row_problem(family, sup.attribute, sup.direction, shown)
        if problem is None:
            return ok(kind, comp.why)
        reasons.append(problem)
    what = _plural(obj) if obj else "the items compared"
    why = reasons[0] if reasons else "it was not read from a listing of them"
    sentence = f"{shown!r} was not read from a page that lists all {what}: {why}"
    return fail(
        kind, UNVERIFIED_ANSWER if kind == "answer" else WRONG_PAGE, sentence, f"a complete listing of {what}"
    )


def _backed(sup: Verification | None, kind: str, seen: str) -> Verification:
    """The superlative's failure, or verified with what was seen and why the compared set is complete."""
    if sup is not None and not sup.verified:
        return sup
    return ok(kind, seen, *(sup.evidence if sup is not None else ()))


def verify_answer(frame: FrameLike, answer: str | None, ledger: Sequence[Entry]) -> Verification:
    text = (answer or "").strip()
    if not text:
        return fail("answer", UNVERIFIED_ANSWER, "the run gave no answer", "an answer")
    kind = answer_kind_of(frame)
    obj = object_of(frame)
    if kind == "yes_no" and asks_existence(frame):
        return verify_yes_no(frame, text, ledger)
    if kind == "date":
        return _verify_date(frame, text, ledger)
    if kind in _KIND_WORD:
        numbers = _values(kind, text)
        if not numbers:
            return fail(
                "answer",
                UNVERIFIED_ANSWER,
                f"the answer {text!r} has no {_KIND_WORD[kind]} in it",
                f"a {kind}",
            )
        value = numbers[0]
        pages = [e for e in ledger if _has_number(e, value, kind)]
        if not pages:
            computed = _computed_from(value, ledger, kind) if _COMPUTE_RE.search(frame.text) else None
            if computed:
                return ok("answer", computed)
            if kind == "count" and counted_within(frame, ledger, value):
                return ok("answer", f"{value:g} counted within the asked bounds on every page of the listing")
            return fail(
                "answer",
                UNVERIFIED_ANSWER,
                f"{_fmt(value, kind)!r} was not read from any page of this run",
                "where the value was read",
            )
        if superlative_of(frame) is None:
            own = [p for p in pages if not _namesake_value(p, obj, value, kind)]
            if not own:
                other = _whose(pages, value, kind)
                return fail(
                    "answer",
                    WRONG_PAGE,
                    f"{_fmt(value, kind)!r} was read for {other!r}, not for {obj!r}",
                    f"the page or row of {obj}",
                )
            pages = own
        relevant = _relevant(pages, obj) or pages
        bad = count_scope(frame, ledger, pages, value) if kind == "count" else None
        if bad is not None:
            return bad
        sup = _superlative(frame, ledger, relevant, value, _fmt(value, kind), "answer")
        # the last page showing it is where the run read it before answering (issue 30)
        return _backed(sup, "answer", f"{_fmt(value, kind)} read on {relevant[-1].url}")
    return _verify_text(frame, text, ledger)


def _namesake_value(entry: Entry, obj: str, value: float, kind: str | None) -> bool:
    """The page shows the value for another thing than the one asked (identity.py): a near namesake's
    own page or line (the Over-ear model for the In-ear one), or, for a price, the page or the listing
    lines of another product that do not name the thing asked at all."""
    if entry.page_type == "detail":
        name = page_name(entry)
        if near_namesake(obj, name):
            return True
        return kind == "price" and bool(name) and not _about(entry.heads + " " + entry.url, obj)
    lines = [
        _without_value(line, value, kind)
        for line in entry.text.splitlines()
        if _has_number(PageEntry(text=line), value, kind)
    ]
    right, wrong = namesake_lines(obj, "\n".join(lines))
    if wrong and not right:
        return True
    named = [line for line in lines if content_words(_without_money(line))]
    others = bool(named) and len(named) == len(lines) and not any(_about(line, obj) for line in named)
    return kind == "price" and others


def _whose(pages: Sequence[Entry], value: float, kind: str | None) -> str:
    """What the value was read for: a detail page's name, else the listing line that shows it."""
    detail = next((p for p in pages if p.page_type == "detail" and page_name(p)), None)
    if detail is not None:
        return page_name(detail)
    for entry in pages:
        for line in entry.text.splitlines():
            if _has_number(PageEntry(text=line), value, kind) and content_words(_without_money(line)):
                return _without_money(line).strip(" -–|:")
    return page_name(pages[0]) or pages[0].url


_CENTS_RE = re.compile(r"\d[\d,]*\.\d{2}\b")  # an amount written without its currency ("12.50")
_NUMBER_RE = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w.])")


def _without_value(line: str, value: float, kind: str | None) -> str:
    """``line`` without the value itself: the answer read on a line is not a word of that line's name
    ("62 loans" names loans, not a thing called "62"; a price's amount is no word of the product)."""
    if kind == "price":
        return _without_money(line)

    def drop(match: re.Match[str]) -> str:
        try:
            same = abs(float(match.group(0).replace(",", "")) - value) < 0.005
        except ValueError:
            same = False
        return " " if same else match.group(0)

    return _NUMBER_RE.sub(drop, line)


def _without_money(line: str) -> str:
    """``line`` without its amounts of money (the one money reader) and bare amounts with cents."""
    for span in reversed(money_spans(line)):
        line = f"{line[: span.start]} {line[span.end :]}"
    return _CENTS_RE.sub(" ", line)


def _about(text: str, obj: str) -> bool:
    """The text names the thing asked (half its content words, word forms aside)."""
    return contains_words(text, obj, ratio=0.5)


def _verify_date(frame: FrameLike, text: str, ledger: Sequence[Entry]) -> Verification:
    found = dates_in(text)
    if not found:
        return fail("answer", UNVERIFIED_ANSWER, f"the answer {text!r} has no date in it", "a date")
    day = found[0]
    pages = [e for e in ledger if day in dates_in(e.text)]
    if not pages:
        return fail(
            "answer",
            UNVERIFIED_ANSWER,
            f"{day.isoformat()!r} was not read from any page of this run",
            "where the date was read",
        )
    sup = _superlative(frame, ledger, pages, None, day.isoformat(), "answer")
    return _backed(sup, "answer", f"{day.isoformat()} read on {pages[-1].url}")


def _verify_text(frame: FrameLike, text: str, ledger: Sequence[Entry]) -> Verification:
    checked = None if superlative_of(frame) is not None else verify_attribute(frame, text, ledger)
    if checked is not None:
        return checked
    wanted = value_words(text, frame.text)
    if not wanted:
        wanted = [w for w in stems(text)]
    share, entry = 0.0, None
    for candidate in ledger:
        have = stems(candidate.text)
        hits = sum(1 for w in wanted if stem(w) in have) / len(wanted)
        if hits > share:
            share, entry = hits, candidate
    numbers_ok = all(any(_has_number(e, n) for e in ledger) for n in numbers_in(text))
    if entry is None or share < 0.8 or not numbers_ok:
        missing = [w for w in wanted if entry is None or stem(w) not in stems(entry.text)]
        return fail(
            "answer",
            UNVERIFIED_ANSWER,
            f"the answer {text!r} was not read from a page of this run",
            f"where {', '.join(missing[:4])!s} was read",
        )
    sup = _superlative(frame, ledger, [entry], None, text, "answer")
    return _backed(sup, "answer", f"read on {entry.url}")


def _name(entry: Entry) -> str:
    title = entry.title
    return title.split(" | ")[0].split(" - ")[0].strip() or str((entry.headings or [""])[0])


def _listed_on(entry: Entry, name: str) -> bool:
    """The page lists the item named ``name``: the name itself, or, for a record named by its code
    ('Document 2024-001962'), a line (a row) that shows every code of the name."""
    if name.lower() in entry.text.lower():
        return True
    codes = identifiers(name)
    return bool(codes) and any(all(c in line for c in codes) for line in entry.text.splitlines())


def _chosen_from(final: Entry, obj: str, ledger: Sequence[Entry]) -> bool:
    """A detail page whose item was listed on a seen listing of the object ("Orbit S" from "tablets",
    "Document 2024-001962" from the rows of the records for Robinson)."""
    name = _name(final)
    if final.page_type in ("listing", "grid", "search") or not name:
        return False
    if final.page_type != "detail" and not identifiers(name):  # a page that is no item's, named by no code
        return False
    return any(e is not final and about_object(e, obj) and _listed_on(e, name) for e in ledger)


def _empty_listing(entry: Entry) -> str | None:
    """Why a results or listing page that says it shows nothing ("0 products", "No records found")
    backs no find or open claim, however well its title echoes the search; None when it shows results.
    (A goal that is only to run a search, "search the catalogue for X", is met by its results page.)"""
    noun = entry.zero
    listing = entry.query or entry.total == 0 or entry.page_type in ("listing", "grid")
    if not noun or not listing:
        return None
    query = entry.query
    return f"the page shows no {noun}s" + (f": nothing matches {query!r}" if query else "")


def verify_navigation(frame: FrameLike, ledger: Sequence[Entry]) -> Verification:
    """The final page is the thing asked for (its title, heading or URL names the object, and it shows
    any identifying value the goal names: ``identity.py``)."""
    if not ledger:
        return fail("navigation", WRONG_PAGE, "no page was seen", "the page asked for")
    final = ledger[-1]
    obj = destination_of(frame)
    searched = bool(frame.steps) and frame.steps[-1].verb == "search"  # running the search was the goal
    empty = None if searched else _empty_listing(final)
    if empty:
        return fail("navigation", WRONG_PAGE, empty, f"a page that shows {obj or 'the thing asked'}")
    where = " ".join([final.title, *final.headings, final.url])
    urls = [str(getattr(s, "url", "")) for s in frame.steps if getattr(s, "url", None)]
    if urls and any(final.url.startswith(str(u).rstrip("/")) for u in urls):
        return ok("navigation", f"ended on {final.url}")
    problem = identity_problem(frame, final)
    if problem is None and obj and near_namesake(obj, page_name(final)):
        problem = f"the run ended on {page_name(final)!r}, which is not {obj!r}"
    if problem:
        return fail("navigation", WRONG_PAGE, problem, f"the page of {obj or 'the thing asked'}")
    before = ledger[-2] if len(ledger) > 1 else PageEntry()
    from_results = before.page_type in ("listing", "grid", "search") and before.url != final.url
    generic = _GENERIC_PAGE.search(obj or "") and (final.page_type == "detail" or from_results)
    if (
        obj
        and not generic
        and not contains_words(where, obj, ratio=0.5)
        and not _chosen_from(final, obj, ledger)
    ):
        return fail(
            "navigation",
            WRONG_PAGE,
            f"the run ended on {_name(final)!r}, which is not {obj!r}",
            f"a page about {obj}",
        )
    name = _name(final)
    sup = None
    if superlative_of(frame) is not None:
        pages = [e for e in ledger[:-1] if name and _listed_on(e, name)]
        prices = money_in(final.text)
        sup = _superlative(frame, ledger[:-1], pages, prices[0] if prices else None, name, "navigation")
    return _backed(sup, "navigation", f"ended on {name!r} ({final.url})")
