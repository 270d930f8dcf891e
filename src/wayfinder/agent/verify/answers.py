"""Answer claims (pure): is the answer grounded in what this run saw, of the kind asked, on the named
thing's page or row (not a near namesake's), and, for a superlative, read from a complete listing of
the asked-for set (``superlatives.py``)? Navigation claims are ``navigation.py``'s.

Grounded means the value (or the numbers it was computed from: a sum or a difference of two numbers
on the pages seen) appears in the text of a page of this run that is about the goal's object.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import combinations

from wayfinder.agent.verify.anchors import ANSWER_FRAME, unanchored, ungiven_code, unit_problem, unnamed_kind
from wayfinder.agent.verify.attributes import verify_attribute
from wayfinder.agent.verify.counts import count_scope, counted_listed, counted_within
from wayfinder.agent.verify.frame import FrameLike, answer_kind_of, main_step, object_of, superlative_of
from wayfinder.agent.verify.identity import (
    record_codes,
    shows_code,
)
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.lists import short_list
from wayfinder.agent.verify.money import currency_problem, sentence_problem
from wayfinder.agent.verify.named import (
    has_number,
    item_pages,
    named_price,
    named_thing,
    namesake_value,
    off_own_page,
    whose,
)
from wayfinder.agent.verify.nearby import said_elsewhere, said_of_another
from wayfinder.agent.verify.result import UNVERIFIED_ANSWER, WRONG_PAGE, Verification, fail, ok
from wayfinder.agent.verify.row_counts import counted_by_column
from wayfinder.agent.verify.sections import other_record_date
from wayfinder.agent.verify.stated import verify_stated
from wayfinder.agent.verify.superlatives import backed, fmt_value, relevant, superlative_backing
from wayfinder.agent.verify.yes_no import asks_existence, verify_yes_no
from wayfinder.intent.text.lemmas import is_inflected_verb
from wayfinder.intent.text.lemmas import lemma as stem
from wayfinder.intent.text.reading import amounts_in as numbers_in
from wayfinder.intent.text.reading import (
    dates_in,
    money_in,
    value_words,
)
from wayfinder.intent.text.reading import lemmas as stems

Entry = PageEntry
_WHERE = frozenset({"open", "go", "navigate", "visit"})  # a step that says where the answer is read
_KIND_WORD = {"price": "price", "count": "count", "number": "number", "date": "date"}


# an amount written without its currency: two decimals, no unit or inch mark after it ('54.99', never
# the '1.7L' or the '15.6"' of a product's name)
_BARE_AMOUNT_RE = re.compile(r"(?<![\w.,])\d[\d,]*\.\d{2}(?![\w\"'”″]|\.\d)")


def _values(kind: str | None, answer: str) -> list[float]:
    if kind == "price":
        return money_in(answer) or [float(m.replace(",", "")) for m in _BARE_AMOUNT_RE.findall(answer)]
    if kind in ("count", "number"):
        return numbers_in(answer)
    return []


_COMPUTE_RE = re.compile(
    r"\b(total|sum|add(ed)? up|adds up|difference|how (much|many) (more|less|fewer)|more than|less than|"
    r"combined|together|altogether|plus|minus|both|in all)\b",
    re.I,
)


# a number written as a count of something: "113 records found", "62 loans", "3 items" (not a pager's
# "page 1 of 12", a range "1-10", a date or a table cell)
_COUNTED_RE = re.compile(
    r"(?<![\w.,/:-])(\d[\d,]*) +(?!(?:of|to|and|or|per|out|by|x|next|prev|previous|last|first)\b)([a-z]{2,})\b",
    re.I,
)


def _counts_in(entry: Entry) -> list[float]:
    """The counts a page states: its stated total and every number written before a noun."""
    found = [float(m.group(1).replace(",", "")) for m in _COUNTED_RE.finditer(entry.text)]
    return found + ([float(entry.total)] if entry.total is not None else [])


def _computed_from(value: float, ledger: Sequence[Entry], kind: str | None) -> str | None:
    """A sum or difference of two numbers on one page that gives the value (computed answers): prices
    from prices only, counts from counts only - a page number, a range's bound or a date's digits
    added to the count a page states is no count ('113 records found' never backs 114)."""
    for entry in ledger:
        text = entry.text
        if kind == "price":
            seen = money_in(text)
        elif kind == "count":
            seen = _counts_in(entry)
        else:
            seen = numbers_in(text)
        nums = sorted(set(seen))[:80]
        for a, b in combinations(nums, 2):
            if abs(a + b - value) < 0.005 or abs(abs(a - b) - value) < 0.005:
                return f"{value:g} computed from {a:g} and {b:g} on {entry.url}"
    return None


def verify_answer(frame: FrameLike, answer: str | None, ledger: Sequence[Entry]) -> Verification:
    text = (answer or "").strip()
    if not text:
        return fail("answer", UNVERIFIED_ANSWER, "the run gave no answer", "an answer")
    kind = answer_kind_of(frame)
    if kind == "yes_no" and asks_existence(frame):
        return verify_yes_no(frame, text, ledger)
    codes = record_codes(frame)
    if codes:
        # a question about one record named by its code is answered from pages that show the code
        # (its own page, its row), never from a namesake's ('2024-001185' for '2023-001185')
        ledger = [_own_rows(e, codes) for e in ledger if all(shows_code(e, c) for c in codes)]
        if not ledger:
            return fail(
                "answer",
                WRONG_PAGE,
                f"no page of this run shows {codes[0]!r}, the record asked about",
                f"the page or row of {codes[0]}",
            )
    if kind == "date":
        return _verify_date(frame, text, ledger)
    if kind == "price" and frame.answer_kind != "price" and not _values(kind, text):
        # "what is the cheapest kettle?" answered by the kettle's name: the item it names, by its price
        return _verify_text(frame, text, ledger)
    if kind in _KIND_WORD:
        return _verify_number(frame, kind, text, ledger)
    return _verify_text(frame, text, ledger)


def _own_rows(entry: Entry, codes: Sequence[str]) -> Entry:
    """The page as far as it speaks of the record: a table's rows other than the record's own (those
    that show its code) left out; a page whose rows never show the code, whole."""
    lines = entry.text.splitlines()
    own = [line for line in lines if "\t" in line and all(shows_code(PageEntry(text=line), c) for c in codes)]
    if not own:
        return entry
    kept = [line for line in lines if "\t" not in line or line in own]
    return entry.model_copy(update={"text": "\n".join(kept)})


def _counted_itself(frame: FrameLike, ledger: Sequence[Entry], value: float) -> str | None:
    """A count no page states, made by the run itself on every page of a listing of the set: the
    prices within the asked bounds, the titled entries listed, or the rows a column says it of."""
    if counted_within(frame, ledger, value):
        return f"{value:g} counted within the asked bounds on every page of the listing"
    if counted_listed(frame, ledger, value):
        return f"{value:g} entries listed on every page of the listing"
    if counted_by_column(frame, ledger, value):
        return f"{value:g} rows counted again by their column on every page of the listing"
    return None


def _verify_number(frame: FrameLike, kind: str, text: str, ledger: Sequence[Entry]) -> Verification:
    """A price, count or number: read on a page of the run (or computed from two of its kind on one
    page), on the named thing's page or row, of the set asked (counts.py), backed by a complete listing
    for a superlative."""
    obj = object_of(frame)
    numbers = _values(kind, text)
    if not numbers:
        return fail(
            "answer",
            UNVERIFIED_ANSWER,
            f"the answer {text!r} has no {_KIND_WORD[kind]} in it",
            f"a {kind}",
        )
    ledger, refused = named_thing(frame, kind, text, ledger)
    if refused is not None:
        return refused
    value = numbers[0]
    pages = [e for e in ledger if has_number(e, value, kind)]
    other = currency_problem(text, pages) if kind == "price" else None
    other = other or (sentence_problem(obj, value, pages) if kind == "price" else None)
    if other is not None:
        # one amount of money is its number and its currency: '$5.00' is not the page's '€5.00'
        return fail("answer", UNVERIFIED_ANSWER, other, "the amount the page states for the thing asked")
    if not pages:
        computed = _computed_from(value, ledger, kind) if _COMPUTE_RE.search(frame.text) else None
        if computed:
            return ok("answer", computed)
        itself = _counted_itself(frame, ledger, value) if kind == "count" else None
        if itself is not None:
            return ok("answer", itself)
        return fail(
            "answer",
            UNVERIFIED_ANSWER,
            f"{fmt_value(value, kind)!r} was not read from any page of this run",
            "where the value was read",
        )
    off = off_own_page(frame, kind, obj, value, pages, ledger) or _unit_refusal(text, pages)
    if off is not None:
        return off
    if superlative_of(frame) is None:
        own = [p for p in pages if not namesake_value(p, obj, value, kind)]
        if not own:
            other = whose(pages, value, kind)
            return fail(
                "answer",
                WRONG_PAGE,
                f"{fmt_value(value, kind)!r} was read for {other!r}, not for {obj!r}",
                f"the page or row of {obj}",
            )
        pages = own
    read_on = relevant(pages, obj) or pages
    bad = count_scope(frame, ledger, pages, value) if kind == "count" else None
    if bad is not None and counted_by_column(frame, ledger, value):
        bad = None  # the rows counted by their column: the listing's own total is not the count asked
    if bad is not None:
        return bad
    sup = superlative_backing(frame, ledger, read_on, value, fmt_value(value, kind), "answer")
    # the last page showing it is where the run read it before answering (issue 30)
    return backed(sup, "answer", f"{fmt_value(value, kind)} read on {read_on[-1].url}")


def _unit_refusal(text: str, pages: Sequence[Entry]) -> Verification | None:
    """'180 minutes' where the pages write 180 only as degrees (``anchors.unit_problem``)."""
    unit = unit_problem(text, pages)
    return None if unit is None else fail("answer", UNVERIFIED_ANSWER, unit, "the value said with its unit")


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
    other = None if superlative_of(frame) is not None else other_record_date(object_of(frame), day, pages)
    if other is not None:
        return fail("answer", WRONG_PAGE, other, f"the date of {object_of(frame)}")
    sup = superlative_backing(frame, ledger, pages, None, day.isoformat(), "answer")
    return backed(sup, "answer", f"{day.isoformat()} read on {pages[-1].url}")


def _verify_text(frame: FrameLike, text: str, ledger: Sequence[Entry]) -> Verification:
    short = short_list(frame, text)
    if short is not None:
        return fail("answer", UNVERIFIED_ANSWER, short, "every item asked")
    ledger, refused = item_pages(frame, ledger)
    if refused is not None:
        return refused
    checked = None if superlative_of(frame) is not None else verify_attribute(frame, text, ledger)
    if checked is None and superlative_of(frame) is None:
        checked = verify_stated(frame, text, ledger)
    if checked is not None:
        return checked
    loose = (
        unanchored(frame, text, ledger)
        or unnamed_kind(frame, text, ledger)
        or (ungiven_code(frame, text, ledger) if superlative_of(frame) is None else None)
        or unit_problem(text, ledger)
        or (said_elsewhere(_asked(frame), text, ledger) if superlative_of(frame) is None else None)
        or (said_of_another(frame, text, ledger) if superlative_of(frame) is None else None)
    )
    if loose is not None:
        return fail("answer", UNVERIFIED_ANSWER, loose, "the value said with the thing asked")
    found = superlative_of(frame)
    price = named_price(text, ledger) if found is not None and found[1].attribute == "price" else None
    if price is not None:
        # the item the answer names, by its price: the extreme one of a complete listing, or not
        pages = [e for e in ledger if has_number(e, price, "price")]
        sup = superlative_backing(frame, ledger, pages, price, text, "answer")
        return backed(sup, "answer", f"{fmt_value(price, 'price')} read on {pages[-1].url}")
    other = currency_problem(text, ledger)
    amounts = money_in(text)
    if other is None and amounts:
        shown = [e for e in ledger if has_number(e, amounts[0], "price")]
        other = sentence_problem(object_of(frame), amounts[0], shown)
    if other is not None:
        return fail("answer", UNVERIFIED_ANSWER, other, "the amount the page states for the thing asked")
    wanted = value_words(text, frame.text)
    # the answer sentence's own verb ('Card RL10042 belongs to Isla Xu', 'the shop sells it') is no value
    # nor the words that frame it ('The answer is 9000', 'I think it is 9000': ``anchors.ANSWER_FRAME``)
    wanted = [w for w in wanted if not _sentence_verb(w) and w not in ANSWER_FRAME] or wanted
    if not wanted:
        wanted = [w for w in stems(text)]
    shares = [(_share(wanted, candidate), candidate) for candidate in ledger]
    share, entry = max(shares, key=lambda pair: pair[0], default=(0.0, None))
    numbers_ok = all(any(has_number(e, n) for e in ledger) for n in numbers_in(text))
    if entry is None or share < 0.8 or not numbers_ok:
        missing = [w for w in wanted if entry is None or stem(w) not in _words_of(entry)]
        return fail(
            "answer",
            UNVERIFIED_ANSWER,
            f"the answer {text!r} was not read from a page of this run",
            f"where {', '.join(missing[:4])!s} was read",
        )
    # every page that shows it: the record's own page and the listing row it was chosen from
    shown = [candidate for hits, candidate in shares if hits >= 0.8]
    sup = superlative_backing(frame, ledger, shown, None, text, "answer")
    return backed(sup, "answer", f"read on {entry.url}")


def _asked(frame: FrameLike) -> str:
    """The words of the question itself: the goal's, less a step's that only says where to read
    ('According to the benchmarks page, what is the target ...' asks nothing of benchmarks)."""
    asked = frame.text
    for step in frame.steps:
        said = str(getattr(step, "text", "") or "")
        if step.verb in _WHERE and said and step is not main_step(frame):
            asked = asked.replace(said, " ")
    return asked if asked.strip() else frame.text


def _sentence_verb(word: str) -> bool:
    """A verb's -s form the dictionary knows as no noun ('belongs', 'owns', 'sells'): the sentence's
    verb; a status such as 'closed' or 'resolved', a noun such as 'holds', stays a value word."""
    return word.endswith("s") and is_inflected_verb(word) and stem(word) == word.lower()


def _words_of(entry: Entry) -> set[str]:
    """The page's word forms, a slashed pair's parts among them ('3031/623' shows 3031 and 623, a
    'Book/Page' label both words)."""
    have = set(stems(entry.text))
    return have | {part for token in have if "/" in token for part in token.split("/") if part}


def _share(wanted: Sequence[str], entry: Entry) -> float:
    have = _words_of(entry)
    return sum(1 for w in wanted if stem(w) in have) / len(wanted)
