"""Where a count or a ranking looks (pure): the place first, then the whole of its list.

What a person does before counting 'the issues of the Billing Service project' or 'the posts in the
Gardening category': enter the place the goal names - the link of that project, category or section
(``read.category_link``), or, when the page links none, the site's list of such places ('Projects',
'Categories') and the place on it - so the list opened next is the place's own and its stated total
counts only its things. Then the list is taken whole: a filter the list already applies that nobody
asked for (an issue list's default 'Status: open') is set to every value and applied, and a view or a
filter its address keeps ('Drafts (2)', '?status__exact=closed') gives way to its 'All'. Used by the
count skill's narrowing (``counting.narrowing``), and through it by the best-item skill.

A bare name after 'are in' ('how many books are in German') is read from what the site shows: a
value of the asked things' own list - one of its filters, or the cells of one of its columns - narrows
that list (``scope_is_value``); only a name the list does not show is a place to go to. When no link
of the page names it, the things' list is opened first to look (``_look_at_list``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent.ground import keys
from wayfinder.intent.names import is_state
from wayfinder.intent.text.lemmas import lemma, plural
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, token_match, tokens
from wayfinder.plan.rules.core.find import Sought, locate
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import Tally, Work
from wayfinder.read.conditions import value_condition
from wayfinder.read.facets import category_link, chosen_views, find_facet, leads_here, set_filters
from wayfinder.read.tables import read_tables


def page_is_about(si: StepInput[Work], words: str) -> bool:
    """Whether the page already shows the list narrowed by ``words``: they are in its title, headings,
    address, the filters chosen or the query searched."""
    said = tokens(words)
    want = [t for t in said if len(t) > 2] or said  # a short value alone ('4K', 'UK') is still a value
    if not want:
        return True
    obs = si.obs
    chosen = [el.label for el in obs.elements if el.aria.selected or el.aria.checked]
    texts = [own_title(obs.title), *obs.headings[:3], obs.url.replace("_", " "), *chosen]
    have = set(tokens(" ".join([*texts, *si.memory.get("queries", [])])))
    return all(token_match(w, list(have)) for w in want)


# the parts of a page title: 'Recipes – Harbor Town Notes', 'Issues | Billing Service'
_TITLE_PARTS_RE = re.compile(r"\s+[–—|·-]\s+|:\s+")
# a part that lists several topics: 'Recipes, walks and news from a small harbor town'
_TOPIC_LIST_RE = re.compile(r"\w[\w' ]*,\s*\w[\w' ]*(?:,\s*\w[\w' ]*)*,?\s+(?:and|&|or)\s+\w", re.I)


def own_title(title: str) -> str:
    """The page title without a site's tagline: a part listing several topics ('Harbor Town Notes -
    Recipes, walks and news', 'Books, music and films | Corner Shop') says what the whole site holds,
    not that this page is the list of one of them ('Recipes - Harbor Town Notes' is)."""
    parts = _TITLE_PARTS_RE.split(title)
    if len(parts) < 2:  # a tagline stands beside the site's name; a title of one part is the page's
        return title
    return " ".join(p for p in parts if not _TOPIC_LIST_RE.search(p))


def titled(si: StepInput[Work], words: str) -> bool:
    """Whether the page's title or address names ``words``: a place's own page ('Overview - Billing
    Service') has headings about everything it holds ('Issue tracking'), only its list is titled so."""
    want = [t for t in tokens(words) if len(t) > 2]
    have = tokens(" ".join([si.obs.title, si.obs.url.replace("_", " ").replace("/", " ")]))
    return all(token_match(w, have) for w in want)


def enter_place(si: StepInput[Tally], values: list[str]) -> Outcome | None:
    """Scope first: a value that names a place of the site - a project, a category, a section, whose
    own page links its list ('Billing Service' -> '/projects/billing') - is entered before the things'
    list is looked for, so the list opened is the place's own ('Issues' of that project, not of every
    project) and a stated total counts only its things. Only before a list was opened or searched."""
    st = si.state
    if st.get("list_opened") or st.get("searched") or st.get("applied"):
        return None
    done = st.setdefault("narrowed", [])
    for value in values:
        if value in done or page_is_about(si, value):
            continue
        kind = dict((v, k) for k, v in si.step.places).get(value, "")
        as_tag = category_link(si.obs, f"tagged {value}") if lemma(kind) in {"tag", "label"} else None
        place = as_tag or category_link(si.obs, value)  # 'in the soup tag': the tag's link, else by name
        if place is None or place.selected or place.element_id in si.avoid():
            listing = places_list(si, kind) if kind else None
            if listing is not None:
                return listing
            continue
        done.append(value)
        st["listed"] = False  # the things' list is looked for again, inside the place
        st["scoped"] = True
        return act(
            Click(element_id=place.element_id),
            f"Opening {quote(place.name)} first, to count the {si.step.things} inside it",
        )
    return None


def enter_scope(
    si: StepInput[Tally], open_list: Callable[[], Outcome | None] = lambda: None
) -> Outcome | None:
    """'the comments under the red lentil soup recipe': the one thing that holds the things counted
    is opened first - its link, the site's search and the result naming it (``find.locate``, the one
    finder of named things) - and its own page is where they are counted. None once its page is open;
    when no way to it is left the count stops and says so."""
    st = si.state
    scope = si.step.scope
    if not scope or st.get("scope_done"):
        return None
    if scope_is_value(si, scope):  # 'books in German': the list's 'By language' filter, or its column
        st["scope_done"] = st["scope_value"] = True
        return None
    if _heads_page(si, scope):
        st["scope_done"] = True
        if st.get("scope_clicked") or st.get("scope_find"):  # entered on the way: its own list next
            st["listed"], st["scoped"] = False, True  # ('Overview - Billing Service' -> its 'Issues')
        return None
    link = None if st.get("scope_clicked") else _naming_link(si, scope)
    if link is not None:
        st["scope_clicked"] = True
        return act(
            Click(element_id=link.id), f"Opening {quote(link.label)} first, to count its {si.step.things}"
        )
    looking = _look_at_list(si, scope, open_list)
    if looking is not None:
        return looking
    finding = StepInput(si.ctx, si.step, si.index, st.setdefault("scope_find", {}), si.memory)
    outcome = locate(finding, Sought(scope, opens=False))
    if outcome is not None and outcome.action is not None:
        return outcome
    st["scope_done"] = True
    if outcome is None or not outcome.complete:  # no page of it: a count here would count other things
        return give_up(f"I could not find {quote(scope)}, so I cannot count its {si.step.things}")
    return None


def _bare_noun(things: str) -> str:
    """The head noun of the things counted ('science fiction books' -> 'books')."""
    words = things.split()
    return words[-1] if words else ""


def scope_is_value(si: StepInput[Tally], scope: str) -> bool:
    """Whether the name after 'are in' is a value of the asked things' own list, shown here: one of
    its filters (a facet link 'German' under 'By language', a checkbox, a select's option) or the
    cells of one of its columns ('Language'). Read only on that list (opened by its name, or titled
    by the things): the authors' filter 'Germany' says nothing of books. Such a value narrows the
    list (``narrow_filters``, ``counting.by_column``); the list stays the asked one."""
    noun = _bare_noun(si.step.things)
    if not noun or not (si.state.get("list_opened") or page_is_about(si, noun)):
        return False
    if find_facet(si.obs, scope) is not None:
        return True
    return any(value_condition(table, scope) is not None for table in read_tables(si.obs, every_row=True))


def _look_at_list(
    si: StepInput[Tally], scope: str, open_list: Callable[[], Outcome | None]
) -> Outcome | None:
    """No link of this page names the scope as a place: the asked things' own list is opened first
    (``open_list``, once), to see whether the name is one of its values (``scope_is_value``) before
    it is looked for as a place elsewhere ('German' would be found as the authors' 'Germany'). Only
    for a short name (a language, a status, a project): a longer one ('the red lentil soup recipe')
    describes one thing, whose own page is found."""
    st = si.state
    if st.get("scope_looked") or st.get("scope_find") or len(_named(scope)) > 2:
        return None
    st["scope_looked"] = True
    return open_list()


def _named(scope: str) -> list[str]:
    """The words that name the scope: all of them, but the last when it says the kind of thing."""
    want = list(keys(scope))
    return want[:-1] if len(want) >= 2 else want


def _naming_link(si: StepInput[Tally], scope: str) -> Element | None:
    """A link of the page whose words hold the scope's naming words ('Red Lentil Soup for Cold
    Evenings' for 'the red lentil soup recipe'), the main part's first."""
    named = _named(scope)
    links = [
        el
        for el in si.usable()
        if element_kind(el) == "link" and el.zone in {"main", "aside", "nav"} and el.id not in si.avoid()
    ]
    found = [el for el in links if named and set(named) <= set(keys(el.label))]
    found.sort(key=lambda el: el.zone != "main")
    return found[0] if found else None


def _heads_page(si: StepInput[Tally], scope: str) -> bool:
    """The page is the scope's own: its title or first heading holds every word of the scope, but
    perhaps the last when that word says what kind of thing it is ('the red lentil soup recipe' is
    'Red Lentil Soup for Cold Evenings'; 'the Vienna post' is 'Night Train to Vienna'). A heading
    that is a link is an entry of a list, not the page's own. A link naming the scope whose address is
    the page's own says so too ('German' on the list filtered to German, ``facets.leads_here``)."""
    named = _named(scope)
    if named and any(
        el.tag == "a" and set(named) <= set(keys(el.label)) and leads_here(el.href, si.obs.url)
        for el in si.obs.elements
    ):
        return True
    linked = {norm(el.label) for el in si.obs.elements if el.tag == "a"}
    heads = [h for h in si.obs.headings[:1] if norm(h) not in linked]  # a list's first entry is a link
    for text in (si.obs.title, *heads):
        have = set(keys(text))
        if named and all(w in have for w in named):
            return True
    return False


def places_list(si: StepInput[Tally], kind: str) -> Outcome | None:
    """The site's list of the places of a kind ('Projects', 'Categories'), opened once when the page
    links no place named by the value: the place is looked for on that list next."""
    st = si.state
    tried = st.setdefault("places_lists", [])
    if kind in tried:
        return None
    tried.append(kind)
    links = [el for el in si.usable() if element_kind(el) in {"link", "tab"}]
    ranked = [el for el, _ in rank_candidates(links, plural(kind), role_hint="link", min_score=0.9)]
    if not ranked or page_is_about(si, plural(kind)):
        return None
    return act(Click(element_id=ranked[0].id), f"Opening {quote(ranked[0].label)} to find the {kind} asked")


def widen_unasked(si: StepInput[Tally], noun: str, values: list[str]) -> Outcome | None:
    """A filter of the things' list already set to a value nobody asked ('Status: open', an issue
    list's default) narrows the count: it is set to every value ('any') and applied, or the total read
    would be of the open ones only. Never a filter set to a value the goal gives or naming the things
    ('Lien' for 'liens'), and never once the run chose, typed or searched anything in the list itself:
    the filters are then its own query."""
    st = si.state
    if not (st.get("list_opened") or st.get("scoped") or page_is_about(si, noun)):
        return None  # a list the run reached: opened by its name, or through the place or kind it is of
    if any(st.get(key) for key in ("chose", "dates_typed", "bounded", "searched", "name_typed")):
        return None
    asked = [norm(v) for v in [*values, *si.step.limits]]
    widened = st.setdefault("widened", [])
    for found in set_filters(si.obs):
        if found.element_id in widened or found.element_id in si.avoid():
            continue
        if any(norm(found.value) == v or norm(found.value) in v.split() for v in asked):
            continue
        if all(token_match(w, tokens(noun)) for w in tokens(found.value)):
            continue  # the filter names the things counted ('Document type: Lien' for liens)
        said = said_states(si, found.element_id)
        if said == [norm(found.value)]:
            continue  # the goal's own words name the state it shows ('how many issues are still open')
        widened.append(found.element_id)
        st["apply"] = True
        st.pop("applied", None)
        group = f" in {quote(found.group)}" if found.group else ""
        if len(said) == 1:  # 'have been closed': the one state the goal says, not every state
            return act(
                TypeText(element_id=found.element_id, text=said[0]),
                f"Choosing {quote(said[0])}{group}: the list shows only {quote(found.value)}, and the goal "
                f"asks for {said[0]} ones",
            )
        return act(
            TypeText(element_id=found.element_id, text=found.every),
            f"Choosing {quote(found.every)}{group}: the list shows only {quote(found.value)}, which was not asked",
        )
    return _widen_view(si, noun, asked, widened)


def _widen_view(si: StepInput[Tally], noun: str, asked: list[str], widened: list[int]) -> Outcome | None:
    """The list opened on a view or a filter its address keeps (WordPress' 'Drafts (2)', Django admin's
    '?status__exact=closed': ``read.facets.chosen_views``) that the goal does not name: its 'All' link
    is taken. A view the goal names ('how many drafts', 'closed issues', a value it asks) is kept."""
    goal = {lemma(w) for w in re.findall(r"[a-z]+", si.ctx.goal.lower())}
    for view in chosen_views(si.obs):
        if view.every_id in widened or view.every_id in si.avoid():
            continue
        words = re.findall(r"[a-z]+", view.value.lower())
        if not words or all(lemma(w) in goal for w in words) or norm(view.value) in asked:
            continue
        if all(token_match(w, tokens(noun)) for w in tokens(view.value)):
            continue  # the view names the things counted
        widened.append(view.every_id)
        return act(
            Click(element_id=view.every_id),
            f"Opening {quote(view.every)}: the list shows only {quote(view.value)}, which was not asked",
        )
    return None


_OBJECTS = frozenset({"the", "a", "an", "it", "this", "that", "my", "up", "them", "all", "every"})


def said_states(si: StepInput[Tally], element_id: int) -> list[str]:
    """The options of a filter select that are states (the one table of states, ``is_state``) and
    that the goal's own words say, in any form ('closed' for 'have been closed', 'resolved' for 'were
    resolved'): a state the frame did not keep as a filter still narrows the count."""
    el = si.obs.element(element_id)
    if el is None:
        return []
    words = re.findall(r"[a-z]+", si.ctx.goal.lower())
    # a state word used as a verb ('open the list', 'close it') says no state of the things
    goal = {lemma(w) for w, after in zip(words, [*words[1:], ""], strict=True) if after not in _OBJECTS}
    found: list[str] = []
    for option in el.options:
        text = norm(option.text)
        if text and is_state(text) and all(lemma(w) in goal for w in text.split()) and text not in found:
            found.append(text)
    return found
