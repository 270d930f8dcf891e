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
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent.names import SITE_NOUNS
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, rank_candidates, rank_fields, token_match, tokens
from wayfinder.plan.rules.core.formfill import date_fields, name_fields, noun_facet
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.moves import result_links
from wayfinder.plan.rules.core.paging import count_listed
from wayfinder.plan.rules.core.record_browse import list_everything
from wayfinder.plan.rules.core.scoping import enter_place, enter_scope, titled, widen_unasked
from wayfinder.plan.rules.core.scoping import page_is_about as page_is_about  # its importers read it here
from wayfinder.plan.rules.core.values import find_count
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import Tally, Work
from wayfinder.read.controls import read_pagination
from wayfinder.read.facets import Facet, category_link, find_facet
from wayfinder.read.results import named_total

GENERIC = frozenset(
    {
        "results",
        "result",
        "records",
        "record",
        "documents",
        "document",
        "items",
        "item",
        "entries",
        "rows",
        "things",
    }
)
_APPLY = ("apply", "filter", "update", "show results", "go", "refine", "search", "find")


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


def _open_list(si: StepInput[Work], noun: str) -> Outcome | None:
    st = si.state
    if st.get("listed") or not noun or noun in GENERIC:
        return None
    st["listed"] = True
    if titled(si, noun) if st.get("scoped") else page_is_about(si, noun):
        return None
    pager = read_pagination(si.obs)  # 'Older posts' pages through a list, it is not the list of posts
    paging = {pager.next_id, pager.prev_id, pager.more_id, *pager.pages.values()}
    links = [
        el for el in si.usable() if element_kind(el) in {"link", "tab", "button"} and el.id not in paging
    ]
    ranked = [el for el, _ in rank_candidates(links, noun, role_hint="link", min_score=0.7)]
    if not ranked:
        return None
    st["list_opened"] = True
    return act(Click(element_id=ranked[0].id), f"Opening {quote(ranked[0].label)} to count the {noun}")


def _use_facet(si: StepInput[Work], facet: Facet, value: str) -> Outcome:
    st = si.state
    st.setdefault("chose", []).append(facet.element_id)  # set by the run: never widened again
    if facet.kind == "option":
        chosen = si.obs.element(facet.element_id)
        if chosen is not None and chosen.form is not None:  # a filter form's choice waits for its Apply
            st["apply"], st["apply_form"] = True, chosen.form.i
            st.pop("applied", None)
        return act(
            TypeText(element_id=facet.element_id, text=facet.name),
            f"Choosing {quote(facet.name)} in {quote(facet.group or 'the filter')} to count only those",
        )
    if facet.kind in {"checkbox", "radio"}:
        st["apply"] = True
    return act(
        Click(element_id=facet.element_id),
        f"Narrowing the list with its filter {quote(facet.name)} for {quote(value)} before counting",
    )


def _narrow(si: StepInput[Work], values: list[str]) -> Outcome | None:
    """The site's filter for each value not applied yet; values no filter names wait for the search."""
    st = si.state
    done = st.setdefault("narrowed", [])
    for value in values:
        if value in done or page_is_about(si, value):
            continue
        facet = find_facet(si.obs, value) or category_link(si.obs, value)
        if facet is not None and facet.selected:  # the list already shows only these ('Status: open')
            done.append(value)
            continue
        if facet is None or facet.element_id in si.avoid():
            continue
        done.append(value)
        return _use_facet(si, facet, value)
    return None


def _noun_filter(si: StepInput[Work], noun: str) -> Outcome | None:
    """No list is named for the things, but a filter option is ('Mortgage' in Document type)."""
    st = si.state
    if st.get("list_opened") or st.get("noun_filtered") or not noun or noun in GENERIC:
        return None
    st["noun_filtered"] = True
    facet = noun_facet(si, noun)
    if facet is None or facet.element_id in si.avoid():
        return None
    st["apply"] = True
    st["noun_applied"] = True  # the filter counts only them: a search need not name them again
    return _use_facet(si, facet, noun)


def _date_fields(si: StepInput[Tally], limit: str) -> Outcome | None:
    """A date range typed into the form's from/to fields, one end per step; None when it has none."""
    st = si.state
    typed = st.setdefault("dates_typed", [])
    pairs = date_fields(si, si.step.date_from or None, si.step.date_to or None)
    for field, value in pairs:
        if field.id not in typed:
            typed.append(field.id)
            st["apply"] = True
            return act(TypeText(element_id=field.id, text=value), f"Typing {value} into {quote(field.label)}")
    if pairs:
        st.setdefault("narrowed", []).append(limit)
    return None


def _limits(si: StepInput[Tally]) -> Outcome | None:
    """Ranges only the site's filters apply ('this year', 'over 300 pages'): a filter, or an honest stop."""
    done = si.state.setdefault("narrowed", [])
    for limit in si.step.limits:
        if limit in done or page_is_about(si, limit):
            continue
        facet = find_facet(si.obs, limit)
        if facet is None and (si.step.date_from or si.step.date_to):
            typed = _date_fields(si, limit)
            if typed is not None or limit in done:
                return typed
        if facet is None:
            return give_up(
                f"this site offers no filter for {quote(limit)}, so I cannot count only the "
                f"{si.step.things} {limit}"
            )
        done.append(limit)
        return _use_facet(si, facet, limit)
    return None


def _price_field(si: StepInput[Tally]) -> Element | None:
    want = (
        ("max price", "price to", "maximum", "max")
        if si.step.bound is not None and si.step.bound.op in {"lt", "le"}
        else (
            "min price",
            "price from",
            "minimum",
            "min",
        )
    )
    for name in want:
        ranked = [el for el, score in rank_fields(si.usable(), name) if element_kind(el) == "field"]
        if ranked:
            return ranked[0]
    return None


def _bound(si: StepInput[Tally]) -> Outcome | None:
    """'under $60': type the bound into the list's price field (then apply it), or stop honestly."""
    st = si.state
    bound = si.step.bound
    if bound is None or st.get("bounded"):
        return None
    field = _price_field(si)
    if field is None:
        return give_up(
            f"this site has no price field to narrow the {si.step.things} by, so I cannot count them"
        )
    st["bounded"] = True
    st["apply"] = True
    value = f"{bound.value:g}"
    return act(TypeText(element_id=field.id, text=value), f"Typing {value} into {quote(field.label)}")


def _acts_here(el: Element) -> bool:
    """A link that acts on this page instead of leading away ('Apply' with href '#'): a button."""
    href = (el.href or "").strip().lower()
    return element_kind(el) == "link" and (href.endswith("#") or href.startswith("javascript:"))


def _apply(si: StepInput[Work]) -> Outcome | None:
    st = si.state
    if not st.get("apply") or st.get("applied"):
        return None
    st["applied"] = True
    buttons = [el for el in si.usable() if element_kind(el) == "button" or _acts_here(el)]
    if "apply_form" in st:  # the filter form's own button (or a link acting here), never another form's
        buttons = [el for el in buttons if el.form is None or el.form.i == st["apply_form"]]
    for word in _APPLY:
        ranked = [el for el, _ in rank_candidates(buttons, word, role_hint="button", min_score=0.8)]
        if ranked:
            return act(
                Click(element_id=ranked[0].id), f"Pressing {quote(ranked[0].label)} to apply the filters"
            )
    return None


def _search(si: StepInput[Tally], values: list[str], noun: str) -> Outcome | None:
    st = si.state
    rest = [v for v in values if v not in st.get("narrowed", []) and not page_is_about(si, v)]
    if not rest or st.get("searched"):
        return None
    box = search_box(si)
    parts = name_fields(si, si.step.name) if si.step.name in rest else []
    typed = st.setdefault("name_typed", [])
    for field, part in parts[:-1]:  # 'Mary Smith': First name first, the last name submits
        if field.id not in typed:
            typed.append(field.id)
            return act(
                TypeText(element_id=field.id, text=part), f"Typing {quote(part)} into {quote(field.label)}"
            )
    if parts:
        field, part = parts[-1]
        intent = f"Searching {quote(field.label)} for {quote(part)} to count its {si.step.things}"
        return submit_search(si, field.id, part, si.step.name, intent)
    if box is None and (si.step.name or len(rest) == 1):  # a records search by name: its name field
        named = _name_fields(si)
        box = named[0] if named else None
    if box is None:
        return give_up(
            f"no filter or search box here narrows the list to {quote(' '.join(rest))}, so I cannot count "
            f"the {si.step.things}"
        )
    # the things' own name goes with the values that were said with it ('Sony headphones') when their
    # list was not opened; a name said apart ('filings does Okafor have') is searched alone
    said_with = all(token_match(w, tokens(si.step.things)) for w in tokens(" ".join(rest)))
    alone = st.get("list_opened") or st.get("noun_applied") or noun in GENERIC or not said_with
    query = " ".join(rest) if alone else " ".join([*rest, noun])
    if not alone and st.get("may_shorten"):  # nothing found with the things' noun: the values alone
        st["shorter"] = " ".join(rest)
    intent = f"Searching for {quote(query)} to count its {si.step.things}"
    return submit_search(si, box.id, query, query, intent)


def _shorter(si: StepInput[Tally]) -> Outcome | None:
    """A search for the values with the things' noun ('Nguyen document') that found nothing naming it
    is run again with the values alone ('Nguyen'): the noun is often no word the records use. Only
    where the caller says the rows are checked by other means (``may_shorten``: comparing their dates);
    a count of what the values alone find would count other things."""
    st = si.state
    query = str(st.get("shorter") or "")
    if not query or st.get("shortened") or _name_it(_first_rows(si), str(st.get("searched") or "")):
        return None
    st["shortened"] = True
    box = search_box(si)
    if box is None:
        named = _name_fields(si)
        box = named[0] if named else None
    if box is None:
        return None
    intent = f"Searching for {quote(query)} alone, as nothing was found with {quote(si.step.things)}"
    return submit_search(si, box.id, query, query, intent)


def _name_fields(si: StepInput[Work]) -> list[Element]:
    """The fields a records search takes a name in ('Name', 'Last name'), never a sign-in form's
    ('Username:' beside a password field is no search: a value typed there signs nobody in)."""
    signin = {el.form.i for el in si.obs.elements if (el.input_type or "").lower() == "password" and el.form}
    return [
        el
        for el, _ in rank_fields(si.usable(), "name")
        if element_kind(el) == "field" and not (el.form is not None and el.form.i in signin)
    ]


def submit_search(si: StepInput[Work], element_id: int, text: str, searched: str, intent: str) -> Outcome:
    """Type ``text`` and submit: the search (``searched``) is recorded, and it applies every value
    typed into the form before it."""
    si.state["searched"] = searched
    si.state["applied"] = True
    si.memory.setdefault("queries", []).append(searched)
    return act(TypeText(element_id=element_id, text=text, submit=True), intent)


def _rows_name(si: StepInput[Work], query: str) -> bool:
    """The first rows shown name every word searched (a table row, else a result link); a page that
    shows no rows at all, only its total, is taken at its word."""
    rows = _first_rows(si)
    if not rows:  # only the stated total is shown: nothing on the page says otherwise
        return True
    return _name_it(rows, query)


def _first_rows(si: StepInput[Work]) -> list[str]:
    """The first rows shown: of a grid, else the digest's table rows, else the result links."""
    rows = [" ".join(row) for grid in si.obs.grids for row in grid.sample_rows[:3]]
    rows = rows or [line for line in si.obs.text_digest.splitlines() if "\t" in line][1:4]  # table rows
    return rows or [el.label for el in result_links(si.usable())[:3]]


def _name_it(rows: list[str], query: str) -> bool:
    want = [t for t in tokens(query) if len(t) > 1]
    return any(all(token_match(w, tokens(row)) for w in want) for row in rows)


def narrowing(si: StepInput[Tally]) -> Outcome | None:
    """The next move that opens the things' list and narrows it to the set asked (steps 1-3 above),
    or None when it is there (or nothing more can be done before reading it)."""
    step = si.step
    noun, qualifier = count_noun(step.things or "results")
    values = list(dict.fromkeys(v for v in (step.name, qualifier, *step.narrow) if v))
    moves: tuple[Callable[[], Outcome | None], ...] = (
        lambda: enter_scope(si),
        lambda: enter_place(si, values),
        lambda: _open_list(si, noun),
        lambda: _narrow(si, values),
        lambda: widen_unasked(si, noun, values),
        lambda: _noun_filter(si, noun),
        lambda: _limits(si),
        lambda: _bound(si),
        lambda: _search(si, values, noun),
        lambda: _shorter(si),
        lambda: _apply(si),
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


def found_nothing(si: StepInput[Work]) -> bool:
    """The list was searched and the rows shown do not name what was searched (or there are none)."""
    searched = str(si.state.get("searched") or "")
    return bool(searched) and not _name_it(_first_rows(si), searched)


def handle_count(si: StepInput[Tally]) -> Outcome | None:
    """The next move towards a count, or the count (``Outcome.complete``); None: nothing stated."""
    step = si.step
    moving = narrowing(si)
    if moving is not None:
        return moving
    noun, _qualifier = count_noun(step.things or "results")
    answer = find_count(si.obs, noun or "results")
    if answer is None and noun and noun not in GENERIC:  # '2 comments' heads a post's comments
        named = named_total(si.obs, noun)
        answer = None if named is None else str(named)
    searched = str(si.state.get("searched") or "")
    if searched and (answer is None or answer.strip() == "0" or not _rows_name(si, searched)):
        return give_up(
            f"searching for {quote(searched)} found no {step.things} that name it, so I cannot say how many "
            "there are"
        )
    if answer is None:  # no total stated: the entries listed, counted over every page
        return count_listed(si, noun)
    return Outcome(complete=True, answer=answer)
