"""Action and risky claims (pure): is the change visible on the page, and was a risky step confirmed?

An action goal (add to cart, submit, log in, type, select...) is met when a page seen after the last
successful action shows its post-condition: the item in the cart (with the quantity asked), a
confirmation message or page, the given values in their fields, the logged-in state. A risky goal
(buy, order, pay, delete, send money) is met only when its risky step was confirmed by a person (or by
the ``auto_confirm`` the person set) and done, and a confirmation followed; otherwise the run ends
``needs_confirmation`` with the question for the person.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from urllib.parse import urlsplit

from wayfinder.agent.verify.cart_extreme import cart_superlative
from wayfinder.agent.verify.confirm import SIGN_IN_LINE_RE, confirmation
from wayfinder.agent.verify.coverage import only_means
from wayfinder.agent.verify.frame import FrameLike, object_of, quantity_of, superlative_of
from wayfinder.agent.verify.identity import namesake_lines, near_namesake, variant_problem
from wayfinder.agent.verify.ledger import PageEntry, RiskEntry
from wayfinder.agent.verify.record_words import Write, new_notices
from wayfinder.agent.verify.records import record_evidence, write_of
from wayfinder.agent.verify.result import (
    NEEDS_CONFIRMATION,
    REFUSED,
    UNVERIFIED_ACTION,
    WRONG_PAGE,
    Verification,
    fail,
    ok,
)
from wayfinder.agent.verify.values import given_values, values_check
from wayfinder.intent.text.reading import contains_words, first_money
from wayfinder.intent.text.words import norm
from wayfinder.plan.base import HistoryEntry

Entry = PageEntry

_ERROR_RE = re.compile(r"\b(error|invalid|is required|please correct|failed|not valid|try again)\b", re.I)
_CART_RE = re.compile(r"\b(cart|basket|bag)\b", re.I)
_LOGGED_IN_RE = re.compile(r"\b(log ?out|sign ?out|(logged|signed) in( as)?|welcome,? )", re.I)
_PURCHASE_VERBS = frozenset({"buy", "order", "pay", "purchase", "checkout"})


def _after(ledger: Sequence[Entry], step: int) -> list[Entry]:
    return [e for e in ledger if e.step > step]


def _last_action_step(history: Sequence[HistoryEntry]) -> int:
    for entry in reversed(history):
        if entry.ok and entry.type not in ("done", "ask_user", "screenshot", "scroll"):
            return entry.step
    return -1


def _quantity_seen(text: str, qty: int) -> bool:
    patterns = (
        rf"\b{qty}\s*(x|×)\s",
        rf"\bqty\b\W*{qty}\b",
        rf"\bquantity\b\W*{qty}\b",
        rf"\b(cart|basket|bag)\s*\(\s*{qty}\s*\)",
        rf"\bhas {qty} item",
    )
    return any(re.search(p, text, re.I) for p in patterns)


def _cart_evidence(pages: Sequence[Entry], obj: str, qty: int | None) -> str | None:
    for entry in reversed(pages):
        text = entry.text
        cartish = _CART_RE.search(entry.url + " " + entry.title) or re.search(
            r"added to (the |your )?(cart|basket|bag)", text, re.I
        )
        if not cartish or (obj and not contains_words(text, obj, ratio=0.6)):
            continue
        right, wrong = namesake_lines(obj, text) if obj else ([], [])
        if wrong and not right:  # the Over-ear model in the cart, for an In-ear goal
            continue
        if qty and not _quantity_seen(text, qty):
            continue
        return (
            f"{obj or 'the item'} shown in the cart"
            + (f" (quantity {qty})" if qty else "")
            + f" on {entry.url}"
        )
    return None


def _on_page(frame: FrameLike, final: Entry) -> str | None:
    """The given values in what the page says (its own lines: a field's value is not among them)."""
    given = [v.value for v in given_values(frame) if not v.box]
    said = "\n".join(final.lines).lower()
    if given and all(v.lower() in said for v in given):
        return "the given values are on the page: " + ", ".join(repr(v) for v in given[:4])
    return None


def seen_before(ledger: Sequence[Entry], step: int) -> set[str]:
    """Every line the pages seen before ``step`` said (normalized)."""
    return {norm(line) for e in ledger if e.step < step for line in e.lines}


def _confirmation(final: Entry, before: set[str], frame: FrameLike) -> str | None:
    """The first confirmation the action produced: a notice or heading of the final page that no page
    before the action showed (a column header 'Submitted on', a button 'Save' or a menu link 'Sent'
    never counts), and not a sign-in's ("Signed in successfully" confirms the means, not the page the
    goal asked to create) unless signing in was all the goal asked."""
    for line in new_notices(final, before):
        found = confirmation(line)
        if found and (only_means(frame) or not SIGN_IN_LINE_RE.search(line)):
            return found
    return None


def _cart_goal(frame: FrameLike) -> bool:
    if "add" not in {s.verb for s in frame.steps}:
        return False
    where = " ".join(str(getattr(s, "destination", "") or "") for s in frame.steps)
    return _CART_RE.search(where + " " + frame.text) is not None


def verify_action(frame: FrameLike, ledger: Sequence[Entry], history: Sequence[HistoryEntry]) -> Verification:
    verbs = {s.verb for s in frame.steps}
    obj = object_of(frame)
    acted = _last_action_step(history)
    if acted < 0:
        return fail("action", UNVERIFIED_ACTION, "nothing was done on the page", "an action that worked")
    pages = _after(ledger, acted - 1) or list(ledger[-1:])
    final = pages[-1]
    text = final.text
    if _cart_goal(frame):
        # the cheapest of a kind is whichever item it is: no variant of the kind's words
        variant = variant_problem(obj, ledger) if obj and superlative_of(frame) is None else None
        if variant is not None:  # the run searched its way to another item of the line and added it
            return fail("action", UNVERIFIED_ACTION, variant, f"{obj} in the cart")
        found = _cart_evidence(pages, obj, quantity_of(frame))
        extreme = cart_superlative(frame, ledger, history) if found else None
        if extreme is not None and not extreme.verified:  # the cheapest one asked, not the next
            return fail("action", UNVERIFIED_ACTION, extreme.sentence, *extreme.missing)
        if found:
            return ok("action", found)
        want = f"{quantity_of(frame)} x " if quantity_of(frame) else ""
        return fail(
            "action",
            UNVERIFIED_ACTION,
            f"the cart was not seen holding {want}{obj or 'the item'}",
            "the cart showing the item",
        )
    if only_means(frame) and "login" in verbs and _LOGGED_IN_RE.search(text):  # signing in was all it asked
        return ok("action", f"logged in: {(_LOGGED_IN_RE.search(text) or [''])[0]!r} on {final.url}")
    write = write_of(frame)
    if write is not None:  # a record created, changed or added to: the site shows it (records.py)
        return _written(write, ledger, history, final)
    held, wrong = values_check(frame, ledger)
    if wrong:
        return fail("action", UNVERIFIED_ACTION, wrong, "the values the goal gives, in their fields")
    values = (
        "the given values are in their fields: " + "; ".join(held[:4]) if held else _on_page(frame, final)
    )
    confirm = _confirmation(final, seen_before(ledger, acted), frame)
    if confirm and not _ERROR_RE.search(text):
        return ok("action", f"{confirm!r} shown on {final.url}", values or "")
    if values and not _ERROR_RE.search(text) and verbs & {"fill", "type", "select", "check", "uncheck"}:
        return ok("action", values)
    if _ERROR_RE.search(text):
        error = (_ERROR_RE.search(text) or [""])[0]
        return fail(
            "action", UNVERIFIED_ACTION, f"the page shows {error!r} after the last action", "a confirmation"
        )
    return fail(
        "action",
        UNVERIFIED_ACTION,
        "no confirmation of the change was seen on the page",
        "a confirmation on the page",
    )


def _written(
    write: Write, ledger: Sequence[Entry], history: Sequence[HistoryEntry], final: Entry
) -> Verification:
    """A write is backed by the record the site shows, never by a field holding the typed value."""
    found, missing = record_evidence(write, ledger, history)
    if found:
        return ok("action", found)
    error = _ERROR_RE.search(final.text)
    sentence = (
        f"the page shows {error.group(0)!r} after the last action"
        if error
        else f"the site was not seen showing {missing.split(' shown')[0]}"
    )
    return fail("action", UNVERIFIED_ACTION, sentence, missing)


_TOTAL_RE = re.compile(r"\btotal\b[\s:=–-]*", re.I)  # then the amount, read by the one money reader
_LINE_RE = re.compile(r"^\s*(\d+)\s*[x×]\s+(.+?)(?:\s+[-–—]\s+.*)?$", re.I)
_SITE_SUFFIX_RE = re.compile(r"\s+[|–—-]\s+[^|–—-]+$")


def _total(text: str) -> str:
    """The amount written right after the word 'total' ("Total: $12.50"), or ''."""
    for match in _TOTAL_RE.finditer(text):
        amount = first_money(text[match.end() :])
        if amount is not None and amount.start == 0:
            return amount.text
    return ""


def _basket_page(entry: Entry) -> bool:
    """A cart or checkout page by its address ('/shop/cart', '/checkout/delivery'; not '/p/laptop-bag')."""
    segments = {s.split(".")[0] for s in urlsplit(entry.url).path.lower().split("/")}
    return bool(segments & {"cart", "basket", "bag", "trolley"}) or any("checkout" in s for s in segments)


def _page_name(entry: Entry) -> str:
    """A product page's name: its title without the site's name, else its first heading."""
    title = _SITE_SUFFIX_RE.sub("", entry.title.strip())
    headings = [str(h) for h in entry.headings or [] if str(h).strip()]
    return title or (headings[0] if headings else "")


def _lines(text: str) -> list[str]:
    """'2 x Logitech G502 Wireless Mouse' lines of an order summary."""
    out = []
    for line in text.splitlines():
        match = _LINE_RE.match(line)
        if match:
            name = match.group(2)
            price = first_money(name)  # "2 x Widget $5.00": the name ends where its price starts
            out.append(f"{match.group(1)} x {(name[: price.start] if price else name).strip()}")
    return out


def _what_to_order(ledger: Sequence[Entry], obj: str, qty: int | None = None) -> tuple[str, str]:
    """(item, price) for the question: the product page seen last (its name, with the quantity an
    order summary after it states, else the quantity the goal asks), and the total of the cart or
    checkout page seen after it, else the product's own price (each)."""
    basket = next((e for e in reversed(ledger) if _basket_page(e)), None)
    product = next((e for e in reversed(ledger) if e.page_type == "detail" and not _basket_page(e)), None)
    basket_text = basket.text if basket is not None else ""
    name = _page_name(product) if product is not None else ""
    lines = _lines(basket_text)
    if name:
        item = next((line for line in lines if contains_words(line, name, ratio=0.8)), name)
    else:
        item = "; ".join(dict.fromkeys(lines[:3])) or obj or "the items in your cart"
    total = _total(basket_text)
    if total:
        return item, total
    price = first_money((product or basket or PageEntry()).text)
    if qty and name and item == name:
        return f"{qty} x {name}", f"{price.text} each" if price else ""
    return item, price.text if price else ""


def verify_risky(
    frame: FrameLike, ledger: Sequence[Entry], risks: Sequence[RiskEntry], verb: str
) -> Verification:
    """Confirmed and done, with a confirmation after it; else needs_confirmation (or refused)."""
    for risk in reversed(risks):
        if risk.level != "high":
            continue
        if risk.allowed is False:
            why = (risk.reasons or ["the domain policy"])[0]
            return fail("risky", REFUSED, f"the step was refused by policy: {why}", "permission to go there")
        if risk.confirmed and risk.ok:
            after = _after(ledger, risk.step)
            before = seen_before(ledger, risk.step)
            seen = next((e for e in after if _confirmation(e, before, frame)), None)
            if seen is not None:
                by = risk.confirmed_by or "a person"
                return ok(
                    "risky",
                    f"{risk.target} confirmed by {by} and done",
                    f"confirmation on {seen.url}",
                )
    obj = object_of(frame)
    item, price = _what_to_order(ledger, obj, quantity_of(frame))
    if obj and near_namesake(obj, re.sub(r"^\d+\s*x\s+", "", item)):  # never ask to order the namesake
        return fail(
            "risky", WRONG_PAGE, f"the order would be for {item!r}, not for {obj!r}", f"{obj} in the cart"
        )
    at = f" at {price}" if price else ""
    if verb in _PURCHASE_VERBS:
        question = f"Ready to place the order for {item}{at}: confirm?"
        sentence = "the order was not placed: it needs your confirmation"
    else:
        question = f"Ready to {verb} {item}{at}: confirm?"
        sentence = f"nothing was {verb}{'d' if verb.endswith('e') else 'ed'}: it needs your confirmation"
    out = fail("risky", NEEDS_CONFIRMATION, sentence, "your confirmation")
    return Verification(False, "risky", out.evidence, out.missing, out.reason, sentence, question)
