"""A list narrowed by the site's search (pure), for the values no filter names ('Gideon Hargreaves',
'RL10025'): a name typed into a records form's name fields, else the search box, with the things'
noun when it was said with the values; a search that found nothing naming the values is run again
with the values alone where the caller checks the rows another way; and the check after a search -
the first rows shown name every word searched, or the search found nothing of them.
"""

from __future__ import annotations

from wayfinder.actions.models import TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, rank_fields, token_match, tokens
from wayfinder.plan.rules.core.formfill import name_fields
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.moves import result_links
from wayfinder.plan.rules.core.narrow_filters import GENERIC
from wayfinder.plan.rules.core.scoping import page_is_about
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import Tally, Work


def search_values(si: StepInput[Tally], values: list[str], noun: str) -> Outcome | None:
    """The values no filter applied, searched once: a name into a records form's name fields (the last
    part submits), else the search box; no place to search them is an honest stop."""
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


def search_shorter(si: StepInput[Tally]) -> Outcome | None:
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


def rows_name(si: StepInput[Work], query: str) -> bool:
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


def found_nothing(si: StepInput[Work]) -> bool:
    """The list was searched and the rows shown do not name what was searched (or there are none)."""
    searched = str(si.state.get("searched") or "")
    return bool(searched) and not _name_it(_first_rows(si), searched)
