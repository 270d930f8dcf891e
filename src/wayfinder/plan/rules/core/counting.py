"""Count the things a question asks about (pure): open their list, narrow it, read the stated total.

What a person does for "how many Sony headphones do you sell?", "count the authors from Japan",
"how many members joined this year?" or "number of keyboards under $60":

1. open the list of the things counted (a link naming them: 'Headphones', 'Authors');
2. narrow it by every value the question gives - the site's own filter first (a filter link
   'Japan', a checkbox 'Sony', an option 'This year'), because a free-text search for a filter value
   means something else (a search for 'Japan' looks for names); a name or code with no filter is
   searched ('Gideon Hargreaves', 'RL10025');
3. apply what only a filter can apply (a date range, a bound on pages) or a price field ('Max
   price'); when the site has none of them, say so - a count of the unnarrowed list is not the answer;
4. read the total the page states, and after a search check that the rows shown name what was
   searched: a search that found nothing, or only other things, is not a count of them.

Where the site has no filter for what the question says of the things ('books with more than 600
pages', 'posts with over 3 comments', 'issues that are Closed') but its list shows a column that says
it, the rows that match are counted on every page (``by_column``, ``paging.count_rows``): the stated
total counts the whole list, it is not the answer, and a list that cannot be read whole is no count.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wayfinder.intent.names import SITE_NOUNS
from wayfinder.plan.rules.core.list_walk import list_offering
from wayfinder.plan.rules.core.narrow_filters import (
    GENERIC,
    apply_filters,
    filter_limits,
    narrow_by_filters,
    noun_filter,
    open_list,
    price_bound,
)
from wayfinder.plan.rules.core.narrow_search import found_nothing, rows_name, search_shorter, search_values
from wayfinder.plan.rules.core.paging import RowCount, count_listed, count_rows, pages_said
from wayfinder.plan.rules.core.record_browse import list_everything
from wayfinder.plan.rules.core.scoping import enter_place, enter_scope, widen_unasked
from wayfinder.plan.rules.core.scoping import page_is_about as page_is_about  # its importers read it here
from wayfinder.plan.rules.core.values import find_count, prose_count
from wayfinder.plan.rules.step import Outcome, StepInput, complete, give_up, quote
from wayfinder.plan.rules.work import Tally
from wayfinder.read.conditions import Condition, bound_condition, bound_of, conditions_for, value_condition
from wayfinder.read.facets import find_facet, tag_count, tag_value
from wayfinder.read.results import named_total
from wayfinder.read.tables import Table, read_tables

__all__ = ["GENERIC", "count_noun", "found_nothing", "handle_count", "narrowing", "page_is_about"]

# 'books in German', 'deeds recorded under Davis', 'posts by Mina': the things, then what they are in
_PLACED_RE = re.compile(
    r"^(?P<things>.+?)\s+(?:[a-z]+ed\s+)?(?:in|under|by|from|for|with|at)\s+(?:the\s+)?(?P<value>\S.*)$", re.I
)

_TAGGED_THINGS_RE = re.compile(r"^(?P<things>.+?)\s+(?P<value>(?:tagged|labell?ed)\s+\S.*)$", re.I)


def count_noun(attribute: str) -> tuple[str, str]:
    """'science fiction books' -> ('books', 'science fiction'); 'members joined' -> ('members', ''):
    a trailing participle describes the things, it is not them. 'books in German' -> ('books',
    'German'), 'deeds recorded under Davis' -> ('deeds', 'Davis'): a phrase after a preposition is
    a value that narrows them."""
    attribute = attribute.split(",")[0].strip()  # 'book in the catalogue, the one with ...': an aside
    tagged = _TAGGED_THINGS_RE.match(attribute)
    if tagged:  # 'posts tagged vegetarian': the tag narrows them (read.facets.tag_value)
        return count_noun(tagged.group("things"))[0], tagged.group("value")
    placed = _PLACED_RE.match(attribute)
    if placed:
        noun, qualifier = count_noun(placed.group("things"))
        value = placed.group("value")
        return noun, qualifier or ("" if value.lower() in SITE_NOUNS else value)  # 'in the catalogue'
    words = attribute.split()
    if len(words) >= 2 and re.fullmatch(r"[a-z]+ed", words[-1]):
        words = words[:-1]
    return (words[-1], " ".join(words[:-1])) if words else ("", "")


def narrowing(si: StepInput[Tally], *, columns: bool = False) -> Outcome | None:
    """The next move that opens the things' list and narrows it to the set asked (steps 1-3 above),
    or None when it is there (or nothing more can be done before reading it). With ``columns`` (a
    count), what no filter narrows but a column of the list shows is left to the rows' count."""
    step = si.step
    noun, qualifier = count_noun(step.things or "results")
    scoped = enter_scope(si, lambda: open_list(si, noun))
    if scoped is not None:
        return scoped
    scope = (step.scope,) if si.state.get("scope_value") else ()  # 'in German': a value of the list
    values = list(dict.fromkeys(v for v in (step.name, qualifier, *step.narrow, *scope) if v))
    moves: tuple[Callable[[], Outcome | None], ...] = (
        lambda: enter_place(si, values),
        lambda: open_list(si, noun),
        lambda: (  # no list is called so ('crime novels'): the one whose filters offer 'crime'
            None
            if not qualifier or (page_is_about(si, noun) and not si.state.get("offer_tried"))
            else list_offering(si, noun, [qualifier])
        ),
        lambda: narrow_by_filters(si, values),
        lambda: widen_unasked(si, noun, values),
        lambda: noun_filter(si, noun),
        lambda: by_column(si, values, noun) if columns else None,
        lambda: filter_limits(si),
        lambda: price_bound(si),
        lambda: search_values(si, values, noun),
        lambda: search_shorter(si),
        lambda: apply_filters(si),
        lambda: (
            None
            if values or step.limits or step.bound or step.date_from or noun not in GENERIC
            else list_everything(si, noun)
        ),
    )
    for move in moves:
        outcome = move()
        if outcome is not None:
            return outcome
    return None


def handle_count(si: StepInput[Tally]) -> Outcome | None:
    """The next move towards a count, or the count (``Outcome.complete``); None: nothing stated."""
    step = si.step
    tagged = _tag_counted(si)
    if tagged is not None:
        return tagged
    noun, _qualifier = count_noun(step.things or "results")
    scoped = enter_scope(si, lambda: open_list(si, noun))  # narrowing's first move, read before the rest
    if scoped is not None:
        return scoped
    said = _said_on_its_page(si, noun)
    if said is not None:
        return said
    moving = narrowing(si, columns=True)
    if moving is not None:
        return moving
    if si.state.get("by_column"):
        return _count_by_column(si)
    answer = find_count(si.obs, noun or "results")
    if answer is None and noun and noun not in GENERIC:  # '2 comments' heads a post's comments
        named = named_total(si.obs, noun)
        answer = None if named is None else str(named)
    searched = str(si.state.get("searched") or "")
    if searched and (answer is None or answer.strip() == "0" or not rows_name(si, searched)):
        return give_up(
            f"searching for {quote(searched)} found no {step.things} that name it, so I cannot say how many "
            "there are"
        )
    if answer is None:  # no total stated: the entries listed, counted over every page
        return count_listed(si, noun)
    return Outcome(complete=True, answer=answer)


def _bound_text(step: Tally) -> str:
    """The step's bound on a number other than a price, as the goal says it ('more than 3 comments'),
    for a column of the list; a price bound goes to the list's price field."""
    if step.bound is None:
        return ""
    bound = bound_of(step.text)
    return step.text if bound is not None and bound.attribute != "price" else ""


def by_column(si: StepInput[Tally], values: list[str], noun: str) -> None:
    """What the question says of the things that no filter of the site narrows - a bound ('more than
    600 pages') or a value ('Closed') - kept for a count of the rows, when the list shown has a column
    that says it (the table with most of them). A name or code is searched, as before. Never a move."""
    st, step = si.state, si.step
    if st.get("by_column") or st.get("searched"):
        return None
    done = st.setdefault("narrowed", [])
    bounds = [
        b for b in (*step.limits, _bound_text(step)) if b and b not in done and find_facet(si.obs, b) is None
    ]
    said = [v for v in values if v not in done and v != step.name and not page_is_about(si, v)]
    if not bounds and not said:
        return None
    best: tuple[list[str], list[str]] = ([], [])
    for table in read_tables(si.obs, every_row=True):
        have = [b for b in bounds if bound_condition(table, b, noun) is not None]
        shown = [v for v in said if value_condition(table, v) is not None]
        if len(have) + len(shown) > len(best[0]) + len(best[1]):
            best = (have, shown)
    if best == ([], []):
        return None
    st["by_column"] = {"limits": best[0], "values": best[1]}
    if _bound_text(step) in best[0]:
        st["bounded"] = True  # a bound on comments or pages is no price to type
    done.extend([*best[0], *best[1]])
    return None


def _columns(si: StepInput[Tally]) -> tuple[Table, tuple[Condition, ...]] | None:
    kept = si.state["by_column"]
    noun, _qualifier = count_noun(si.step.things or "results")
    for table in read_tables(si.obs, every_row=True):
        conditions = conditions_for(table, kept["limits"], kept["values"], noun)
        if conditions:
            return table, conditions
    return None


def _count_by_column(si: StepInput[Tally]) -> Outcome:
    """The rows that match counted over every page (``paging.count_rows``), or an honest stop."""
    things = si.step.things
    found = _columns(si)
    if found is None:
        return give_up(f"the list of {things} no longer shows the column I was counting by, so I cannot say")
    table, conditions = found
    header = " and ".join(dict.fromkeys(c.header for c in conditions))
    noun, _qualifier = count_noun(things or "results")
    counted = count_rows(si, table, lambda row: all(c.admits(row) for c in conditions), header, noun)
    if not isinstance(counted, RowCount):
        return counted
    if counted.cut:
        return give_up(
            f"this site has no filter for it, and I could not read every row of the list of {things} "
            f"({pages_said(counted.pages)} read), so I cannot count the ones asked by {quote(header)}"
        )
    return complete(
        answer=f"{counted.matched} (counted row by row by {quote(header)} over {pages_said(counted.pages)} "
        f"of the list of {things})"
    )


def _tag_counted(si: StepInput[Tally]) -> Outcome | None:
    """'how many pages are tagged python' where the site's tag cloud says 'python (12)': the count
    beside the tag is the number of things that carry it (``read.facets.tag_count``) - when the tag
    is all the question narrows by, before its link is followed (then its page is counted)."""
    step, st = si.step, si.state
    if st.get("chose") or st.get("searched") or step.limits or step.bound or step.date_from or step.date_to:
        return None
    _noun, qualifier = count_noun(step.things or "results")
    values = list(dict.fromkeys(v for v in (step.name, qualifier, *step.narrow) if v))
    tags = {v for kind, v in step.places if kind == "tag"}
    if len(values) != 1:
        return None
    tag = tag_value(values[0]) or (values[0] if values[0] in tags else None)
    count = tag_count(si.obs, tag) if tag else None
    if count is None:
        return None
    return complete(answer=f"{count} (the count the site gives beside the tag {quote(str(tag))})")


def _said_on_its_page(si: StepInput[Tally], noun: str) -> Outcome | None:
    """'how many volunteers turned up for the clean-up day': the one thing the count is of was opened
    (``enter_scope``: its link, or the finder), and its own text says how many ('Thank you to the 42
    volunteers who joined') - a number its sentences write before the noun counted, one number only.
    Read once, on the thing's page, before any list is opened: a tag or a list named by the noun
    ('volunteers', the posts tagged so) counts other things."""
    st = si.state
    entered = (
        st.get("scope_done")
        and not st.get("scope_value")
        and (st.get("scope_clicked") or st.get("scope_find"))
    )
    if not entered or not noun or noun in GENERIC or st.get("said_read"):
        return None
    st["said_read"] = True
    said = prose_count(si.obs.text_digest, noun)
    return None if said is None else complete(answer=said)
