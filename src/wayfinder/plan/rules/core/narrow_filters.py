"""A list opened and narrowed by the site's own controls (pure), for a count and for the skills that
read a list the way a count narrows it (``counting.narrowing``): the things' own list link, a filter
for each value the question gives (a facet link, a checkbox, an option - whose form waits for its
Apply), a filter option naming the things, the ranges only a filter applies (a date range typed into
from/to fields), a bound typed into a price field, then the form's own Apply. Where the site has none
of what a range or a bound needs, an honest stop: a count of the unnarrowed list is not the answer.
"""

from __future__ import annotations

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent.ground import keys
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, rank_candidates, rank_fields
from wayfinder.plan.rules.core.formfill import date_fields, noun_facet
from wayfinder.plan.rules.core.scoping import page_is_about, titled
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import Tally, Work
from wayfinder.read.controls import read_pagination
from wayfinder.read.facets import Facet, category_link, find_facet

# the nouns that name no list of their own ('how many results'): never a list link or a filter to open
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


def open_list(si: StepInput[Work], noun: str) -> Outcome | None:
    """The things' own list opened once ('Authors', 'Issues'), unless this page is already about them;
    a pager's links page through a list, they are not the list."""
    st = si.state
    if st.get("listed") or not noun or noun in GENERIC:
        return None
    st["listed"] = True
    if titled(si, noun) if st.get("scoped") else page_is_about(si, noun):
        return None
    pager = read_pagination(si.obs)  # 'Older posts' pages through a list, it is not the list of posts
    paging = {pager.next_id, pager.prev_id, pager.more_id, *pager.pages.values()}
    links = [  # a link to a part of this page ('2 Comments' -> '#comments') is no other list
        el
        for el in si.usable()
        if element_kind(el) in {"link", "tab", "button"}
        and el.id not in paging
        and not (el.href or "").startswith("#")
    ]
    ranked = [el for el, _ in rank_candidates(links, noun, role_hint="link", min_score=0.7)]
    if not ranked:
        return None
    # a list's link names the things and nothing else ('Cameras', 'Books'); a label naming more
    # ('Fujifilm X-T Mirrorless Camera', 'The Book of Tea') is one of them, opened only when no link is
    ranked.sort(key=lambda el: keys(el.label) != keys(noun))
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


def narrow_by_filters(si: StepInput[Work], values: list[str]) -> Outcome | None:
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


def noun_filter(si: StepInput[Work], noun: str) -> Outcome | None:
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


def filter_limits(si: StepInput[Tally]) -> Outcome | None:
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


def price_bound(si: StepInput[Tally]) -> Outcome | None:
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


def apply_filters(si: StepInput[Work]) -> Outcome | None:
    """The filters chosen applied once by the form's own button (or a link acting on this page)."""
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
