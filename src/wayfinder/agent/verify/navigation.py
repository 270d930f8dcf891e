"""Navigation claims (pure): is the page the run ended on the thing asked for? Its title, heading or
address names the object, or it is an item chosen from a seen listing of the object; it shows any
identifying value the goal names (``identity.py``) and is no near namesake's page; a results page that
says it shows nothing backs nothing; a list asked narrowed (a status, a facet, a bound) is not met by
the whole list (``narrowed.py``); "open the cheapest ..." is backed by a complete listing
(``superlatives.py``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from urllib.parse import unquote_plus

from wayfinder.agent.verify.counts import COUNT_LINE_RE, is_listing
from wayfinder.agent.verify.frame import FrameLike, destination_of, superlative_of
from wayfinder.agent.verify.identity import (
    identifiers,
    identity_problem,
    named_values,
    near_namesake,
    page_name,
    title_name,
    variant_problem,
)
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import about_object, applied_choices, mentions
from wayfinder.agent.verify.narrowed import unshown_narrowing
from wayfinder.agent.verify.result import WRONG_PAGE, Verification, fail, ok
from wayfinder.agent.verify.superlatives import backed, superlative_backing
from wayfinder.intent.ground import match as ground_match
from wayfinder.intent.text.lemmas import lemma as stem
from wayfinder.intent.text.reading import contains_words, content_words, money_in
from wayfinder.intent.text.reading import lemmas as stems
from wayfinder.intent.text.reading import terms as words
from wayfinder.read.totals import NONE_SHOWN_RE

Entry = PageEntry
_COUNT_RE = re.compile(r"[(\[]?\d[\d,]*[)\]]?")
_BRACKETED_COUNT_RE = re.compile(r"[(\[]\d[\d,]*[)\]]")  # 'Monitors (12)'
_URL_WORDS_RE = re.compile(r"[^0-9A-Za-z]+")
# "a product page", "an item", "any article": any detail page is the thing asked for
_GENERIC_PAGE = re.compile(
    r"^\W*(a|an|any|one|some|the)?\s*(first|second|third|last|\d+(st|nd|rd|th))?\s*"
    r"(product|item|article|detail|listing|result)s?(\s+(page|details?))?\W*$",
    re.I,
)


def _name(entry: Entry) -> str:
    return title_name(entry.title) or str((entry.headings or [""])[0])


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
    # a page of prose that says 'ends with 0 rows' in a sentence lists nothing: only a listing, a grid
    # or the results of a query can be empty
    stated_zero = entry.total == 0 and entry.page_type != "detail"
    # or a line of its own that starts by saying it ('0 products', 'No products match your filters.'):
    # a filtered listing left with no item is often typed as no listing at all
    said_zero = any(NONE_SHOWN_RE.match(line.strip()) for line in entry.notices)
    listing = entry.query or stated_zero or said_zero or entry.page_type in ("listing", "grid")
    if not noun or not listing:
        return None
    query = entry.query
    return f"the page shows no {noun}s" + (f": nothing matches {query!r}" if query else "")


def _option_word(line: str) -> str | None:
    """The one word of a line that reads as a filter option: 'Overdue', 'Overdue (62)', 'Draft 3'."""
    words = stems(_COUNT_RE.sub(" ", line))
    return next(iter(words)) if len(words) == 1 and len(line) <= 40 else None


def _unapplied_narrowing(final: Entry, obj: str) -> str | None:
    """A listing asked narrowed by a word ('the overdue loans', 'the draft posts') that the final
    listing offers as an option of its own (a line 'Overdue', 'Overdue (62)') while its address, title
    and headings show it nowhere: the run ended on the whole list, or on another option's ('Returned'),
    not on the narrowed one."""
    if not is_listing(final):
        return None
    address = _URL_WORDS_RE.sub(" ", unquote_plus(final.url))
    applied = stems(" ".join([final.title, *final.headings, address, *applied_choices(final)]))
    # the options are the filter's links ('By status: All | On loan | Overdue | Returned'): a control's
    # label, which the page's own lines leave out, so they are read in its whole text
    offered = {
        word for line in (*final.lines, *final.text.splitlines()) if (word := _option_word(line.strip()))
    }
    for word in content_words(obj):
        key = stem(word)
        if key not in applied and key in offered:
            return f"the listing it ended on was not narrowed to {word!r}: the page offers it as a filter"
    return None


# nouns that name a list of their own: "open the Books category" ends on a listing by right
_LIST_NOUNS = frozenset(
    {
        "section",
        "category",
        "categories",
        "list",
        "listing",
        "results",
        "page",
        "catalog",
        "catalogue",
        "archive",
        "index",
        "cart",
        "basket",
        "inbox",
        "feed",
        "search",
        "table",
        "directory",
        "overview",
        "dashboard",
        "board",
        "roadmap",
        "forum",
        "shop",
        "store",
        "department",
        "changelist",
        "tab",
        "view",
        "queue",
    }
)


def _same_name(asked: str, name: str) -> bool:
    """``asked`` and a page's own ``name`` are one name up to word forms and a typo ('Monitor' and
    'Monitors (12)', 'Home & Office' and 'Home and Office'): every word of each is in the other, by the
    project's grounding (``intent.ground.match``). 'Wireless Mice' is not 'Logitech Wireless Mouse',
    nor 'Results for "X"' X."""
    name = _BRACKETED_COUNT_RE.sub(" ", name)
    there = ground_match(asked, [name])
    back = ground_match(name, [asked])
    return bool(there and back and not there[0].missing and not back[0].missing)


def _list_for_one(frame: FrameLike, final: Entry, obj: str) -> str | None:
    """One item asked - the extreme one ('open the cheapest 4K monitor', 'the most recent mortgage') or
    one named ('open ... the Logitech MX Master Wireless Mouse', 'open Hiroshi Zimmermann') - and the
    run ended on a listing or search results that show it among others: the list, not the item."""
    counted = final.total is not None or any(COUNT_LINE_RE.match(line) for line in final.text.splitlines())
    if not counted or not (final.query or final.page_type in ("listing", "grid", "search")):
        return None  # a list states how many it shows ('1 products', '12 records found')
    head = (obj.split() or [""])[-1].lower().strip(".,")
    if head in _LIST_NOUNS:
        return None
    step = next((s for s in reversed(frame.steps) if s.verb in ("open", "find", "click") and s.object), None)
    if step is None or (step.quantity or 1) > 1:
        return None
    named = any(w[:1].isupper() for w in obj.split())
    if superlative_of(frame) is None and not named:
        return None
    if _same_name(obj, page_name(final)):
        return None  # 'go to Monitors', 'go to Monitor': the list named so is the page asked
    return f"the run ended on a list ({page_name(final) or final.url!r}), not on the page of {obj!r}"


def _opened_result_problem(frame: FrameLike, final: Entry) -> str | None:
    """'search for X and open the first result', 'find where the docs talk about X and open that page':
    the page opened is one the search lists - not the results themselves (an address that carries the
    search), and a page that says X (its words, a slip of one letter aside). None otherwise."""
    verbs = [s.verb for s in frame.steps]
    if not verbs or verbs[-1] != "open" or not {"search", "find"} & set(verbs[:-1]):
        return None
    sought = next(s.object for s in frame.steps if s.verb in ("search", "find") and content_words(s.object))
    if final.query is not None:
        return f"the run ended on the results of the search for {final.query!r}, not a page they list"
    have = stems(final.text) | set(words(final.text))  # an identifier's longer forms, as written
    if not all(mentions(stem(w), have) or mentions(w, have) for w in content_words(sought)):
        return f"the run ended on {_name(final)!r}, which does not mention {sought!r}"
    return None


_POINTING = frozenset({"it", "this", "that", "them", "these", "those", "one", "result", "page"})


def _names_nothing(frame: FrameLike, obj: str) -> bool:
    """The destination is words with no content ('what it', from a goal read wrong): nothing on the final
    page can show it is the one asked, so no page is evidence for it. A pronoun that refers back, a
    'result' chosen by its place, and a value that names the record are checked elsewhere."""
    last = frame.steps[-1] if frame.steps else None
    back = bool(getattr(last, "refers_back", False))
    return bool(obj) and not content_words(obj) and not back and obj.lower() not in _POINTING


def _list_problem(frame: FrameLike, final: Entry, obj: str) -> str | None:
    """The list the run ended on is not the one asked: not narrowed by the object's words or the
    goal's filters (``narrowed.py``), or a list for one item asked."""
    named = (_unapplied_narrowing(final, obj) or _list_for_one(frame, final, obj)) if obj else None
    return named or unshown_narrowing(frame, final)


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
    if _names_nothing(frame, obj) and not urls:  # 'what it': no word a page could be checked against
        return fail(
            "navigation", WRONG_PAGE, f"{obj!r} names no page to check the end against", "the page asked for"
        )
    if urls and any(final.url.startswith(str(u).rstrip("/")) for u in urls):
        return ok("navigation", f"ended on {final.url}")
    problem = identity_problem(frame, final) or _opened_result_problem(frame, final)
    # the page's own name is its first heading, or its title's own part where that heading is the form's
    # or the site's ('Change author' over 'Hana Zimmermann | Change author', a blog's name over a post)
    namesake = next(
        (n for n in (page_name(final), title_name(final.title)) if obj and near_namesake(obj, n)), None
    )
    if problem is None and namesake:
        problem = f"the run ended on {namesake!r}, which is not {obj!r}"
    if problem is None and obj and final.page_type == "detail" and superlative_of(frame) is None:
        problem = variant_problem(obj, ledger)  # a page the run narrowed to: 'Mouse (2024)' for 'Mouse'
    if problem is None and not searched:
        problem = _list_problem(frame, final, obj)
    if problem:
        return fail("navigation", WRONG_PAGE, problem, f"the page of {obj or 'the thing asked'}")
    named = named_values(frame)
    if named:  # a record named by its identifier ('the book whose ISBN is N'), shown on a page of its own
        return ok("navigation", f"ended on {_name(final)!r}, which shows {named[0]!r}")
    before = ledger[-2] if len(ledger) > 1 else PageEntry()
    from_results = before.page_type in ("listing", "grid", "search") and before.url != final.url
    generic = _GENERIC_PAGE.search(obj or "") and (final.page_type == "detail" or from_results)
    if (
        obj
        and not generic
        and not contains_words(where, obj, ratio=0.5)
        and not _same_name(obj, page_name(final))  # 'the Mointors': a typo of the page's own name
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
        sup = superlative_backing(
            frame, ledger[:-1], pages, prices[0] if prices else None, name, "navigation"
        )
    return backed(sup, "navigation", f"ended on {name!r} ({final.url})")
