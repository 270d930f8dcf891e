"""A value of a named thing (pure): is it that thing's, not a near namesake's, a variant's or another
model's of the same line (identity.py)? Read on the thing's own page when the run read it, never a
number that merely appears elsewhere; for a text answer to "the priciest ...", the price of the item
it names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.attributes import verify_attribute
from wayfinder.agent.verify.frame import FrameLike, object_of, superlative_of
from wayfinder.agent.verify.identity import (
    namesake_lines,
    near_namesake,
    own_pages,
    page_name,
    variant_problem,
)
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.result import WRONG_PAGE, Verification, fail
from wayfinder.agent.verify.superlatives import fmt_value
from wayfinder.intent.text.reading import amounts_in as numbers_in
from wayfinder.intent.text.reading import contains_words, content_words, money_in, money_spans
from wayfinder.read.prose import sentences

Entry = PageEntry
_DECIMAL_RE = re.compile(r"(?<![\d.])\d[\d,]*\.\d{2}(?!\d)")


def has_number(entry: Entry, value: float, kind: str | None = None) -> bool:
    """The page shows the value: as money (or a 2-decimal amount) for a price, as a number otherwise."""
    text = entry.text
    if kind == "price":
        seen = money_in(text) + [float(m.replace(",", "")) for m in _DECIMAL_RE.findall(text)]
    else:
        seen = numbers_in(text)
    return any(abs(n - value) < 0.005 for n in seen)


def namesake_value(entry: Entry, obj: str, value: float, kind: str | None) -> bool:
    """The page shows the value for another thing than the one asked (identity.py): a near namesake's
    own page or line (the Over-ear model for the In-ear one), or, for a price, the page or the listing
    lines of another product that do not name the thing asked at all."""
    if entry.page_type == "detail":
        name = page_name(entry)
        if near_namesake(obj, name):
            return True
        if kind != "price" or not name or _about(entry.heads + " " + entry.url, obj):
            return False
        # a page of prose (a FAQ, a post) that writes the amount in a sentence naming the thing asked
        return not any(
            _about(sentence, obj) and has_number(PageEntry(text=sentence), value, kind)
            for line in entry.text.splitlines()
            for sentence in sentences(line)
        )
    lines = [
        _without_value(line, value, kind)
        for line in entry.text.splitlines()
        if has_number(PageEntry(text=line), value, kind)
    ]
    right, wrong = namesake_lines(obj, "\n".join(lines))
    if wrong and not right:
        return True
    named = [line for line in lines if content_words(_without_money(line))]
    others = bool(named) and len(named) == len(lines) and not any(_about(line, obj) for line in named)
    return kind == "price" and others


def whose(pages: Sequence[Entry], value: float, kind: str | None) -> str:
    """What the value was read for: a detail page's name, else the listing line that shows it."""
    detail = next((p for p in pages if p.page_type == "detail" and page_name(p)), None)
    if detail is not None:
        return page_name(detail)
    for entry in pages:
        for line in entry.text.splitlines():
            if has_number(PageEntry(text=line), value, kind) and content_words(_without_money(line)):
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


def named_thing(
    frame: FrameLike, kind: str, text: str, ledger: Sequence[Entry]
) -> tuple[Sequence[Entry], Verification | None]:
    """A value of a named thing (not a count): not from a variant's or a kin's page (``item_pages``),
    and not another than the one its own page prints under the label asked ('RAM 8 GB' for '16 GB')."""
    if kind == "count":
        return ledger, None
    ledger, refused = item_pages(frame, ledger)
    if refused is None and superlative_of(frame) is None:
        checked = verify_attribute(frame, text, ledger)
        refused = checked if checked is not None and not checked.verified else None
    return ledger, refused


def off_own_page(
    frame: FrameLike, kind: str, obj: str, value: float, pages: Sequence[Entry], ledger: Sequence[Entry]
) -> Verification | None:
    """A named thing's value read elsewhere than on its own page, which the run read ('5' on the home
    page for a rating its page gives as 4.9)."""
    item = own_pages(obj, ledger)[0] if kind != "count" and superlative_of(frame) is None else []
    if not item or any(p in item for p in pages):
        return None
    return fail(
        "answer",
        WRONG_PAGE,
        f"{fmt_value(value, kind)!r} is not on the page of {obj!r} the run read",
        f"the value on the page of {obj}",
    )


def item_pages(frame: FrameLike, ledger: Sequence[Entry]) -> tuple[Sequence[Entry], Verification | None]:
    """A fact about a named thing (identity.py): refused when read on a variant's page the run narrowed
    to itself, or when the last item page read is a near namesake's and the thing's own never was;
    otherwise the ledger without the near namesakes' pages, and only the thing's own page when the run
    read it (a number shown elsewhere - '5' on the home page - is not its value)."""
    obj = object_of(frame)
    if superlative_of(frame) is not None or not obj:
        return ledger, None
    problem = variant_problem(obj, ledger)
    own, theirs = own_pages(obj, ledger)
    details = [e for e in ledger if e.page_type == "detail" and page_name(e)]
    if problem is None and theirs and not own and details and details[-1] in theirs:
        problem = f"the run read the page of {page_name(details[-1])!r}, not of {obj!r}"
    if problem is None and not own:
        theirs = []  # no page of the thing itself: its kin's pages are judged by the checks below
    if problem is not None:
        return ledger, fail("answer", WRONG_PAGE, problem, f"the page of {obj}")
    return [e for e in ledger if e not in theirs], None


def _named_head(line: str, said: str) -> bool:
    """The line starts with a name the answer says (two words or more: a card's or a row's name)."""
    tokens = line.split()
    for count in range(len(tokens), 1, -1):
        head = " ".join(tokens[:count]).lower()
        if len(head) >= 8 and head in said:
            return True
    return False


def named_price(answer: str, ledger: Sequence[Entry]) -> float | None:
    """The price of the item a text answer names ('who makes the priciest laptop' -> 'Dell ... the Dell
    XPS 15.6" Laptop'): its own page's price, else the price next to its line on a listing."""
    said = answer.lower()
    for entry in reversed(ledger):
        name = page_name(entry)
        if entry.page_type == "detail" and name and name.lower() in said and money_in(entry.text):
            return money_in(entry.text)[0]
    for entry in reversed(ledger):
        lines = entry.text.splitlines()
        for i, line in enumerate(lines):
            if _named_head(line, said):
                near = [m for nxt in lines[i : i + 3] for m in money_in(nxt)]
                if near:
                    return near[0]
    return None
