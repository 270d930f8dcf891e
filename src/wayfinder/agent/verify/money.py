"""Amounts of money as the verifier compares them (pure): an amount is its number and its currency.

Every amount is read by the one money reader (``intent.text.reading.money_spans``, price-parser);
price-parser keeps the currency as written ('$', 'euro', 'EUR'), so it is turned into one code here
before two amounts are compared: '$5.00' is not '€5.00', '5 euros' is 'EUR 5'.
"""

from __future__ import annotations

from collections.abc import Sequence

from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.reading import content_words, money_spans
from wayfinder.intent.text.reading import lemmas as stems
from wayfinder.read.prose import sentences

# a currency as written -> one code: price-parser keeps what the page wrote ('$', 'euro', 'EUR')
_CURRENCIES = {
    **dict.fromkeys(("$", "us$", "usd", "dollar", "dollars", "bucks"), "USD"),
    **dict.fromkeys(("€", "eur", "euro", "euros"), "EUR"),
    **dict.fromkeys(("£", "gbp", "pound", "pounds"), "GBP"),
    **dict.fromkeys(("¥", "jpy", "yen"), "JPY"),
    **dict.fromkeys(("₹", "inr", "rupee", "rupees"), "INR"),
}


def currency_code(written: str) -> str:
    """'€', 'euros', 'EUR' -> 'EUR'; '' when none was written."""
    key = written.strip().lower()
    return _CURRENCIES.get(key, key.upper())


def other_currency(entry: PageEntry, value: float, currency: str) -> str | None:
    """The amount as the page writes it in another currency than the answer's ('€5.00' for '$5.00'),
    when the page never writes it in the answer's currency nor without one; else None."""
    if not currency:
        return None
    same = [s for s in money_spans(entry.text) if abs(s.amount - value) < 0.005]
    codes = {currency_code(s.currency) for s in same}
    if not same or currency in codes or "" in codes:
        return None
    return same[0].text


def same_money(value: str, answer: str) -> bool:
    """The answer states one of the value's amounts in its currency (or the answer or the value writes
    none): '5 euros' for '€5.00', '$40.00' for '$40.00 (€40.00 in the EU shop)'."""
    said = money_spans(answer)
    if not said:
        return False
    code = currency_code(said[0].currency)
    return any(
        abs(s.amount - said[0].amount) < 0.005 and (not code or currency_code(s.currency) in (code, ""))
        for s in money_spans(value)
    )


def currency_problem(answer: str, pages: Sequence[PageEntry]) -> str | None:
    """Why the answer's amount is not the one the pages show: every page that writes that amount
    writes it in another currency ('€5.00' for an answer of '$5.00'); None otherwise."""
    said = money_spans(answer)
    currency = currency_code(said[0].currency) if said else ""
    if not currency:
        return None
    value = said[0].amount
    shown = [e for e in pages if any(abs(s.amount - value) < 0.005 for s in money_spans(e.text))]
    other = [w for e in shown if (w := other_currency(e, value, currency))]
    if not shown or len(other) < len(shown):
        return None
    return f"the page shows {other[0]!r}, not {answer!r}: another currency"


def _said_in(sentence: str, value: float) -> bool:
    return any(abs(s.amount - value) < 0.005 for s in money_spans(sentence))


def sentence_problem(obj: str, value: float, pages: Sequence[PageEntry]) -> str | None:
    """Why an amount read in running text is not the one of the thing asked: "what does the day pass
    for the local ferries cost" on a post that says "three islands for under 400 euros: ferries, ..."
    and "The day pass for the local ferries costs 18 euros". The sentences of the pages that state one
    amount each are scored by the words of the thing asked they hold (word forms aside); the answer's
    amount is refused when another amount's sentence holds more of them than every sentence holding
    the answer's, and that sentence's amount is the only best one. An amount shown on a short line (a
    label, 'Price: $40') or in a table is left to the other checks."""
    want = stems(" ".join(content_words(obj)))
    if not want:
        return None
    scored: list[tuple[int, float, str]] = []
    for entry in pages:
        for line in entry.text.splitlines():
            if _said_in(line, value) and ("\t" in line or len(line.split()) < 5):
                return None
            for sentence in sentences(line):
                spans = money_spans(sentence)
                if len(spans) == 1:
                    scored.append((len(want & stems(sentence)), spans[0].amount, sentence))
    mine = [score for score, amount, _s in scored if abs(amount - value) < 0.005]
    if not mine or not scored:
        return None
    best = max(score for score, _a, _s in scored)
    winners = {round(amount, 2) for score, amount, _s in scored if score == best}
    if max(mine) >= best or len(winners) != 1:
        return None
    said = next(s for score, _a, s in scored if score == best)
    return f"the page states the amount of {obj!r} in {said!r}"
