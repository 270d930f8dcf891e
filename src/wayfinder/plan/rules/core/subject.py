"""The record a question names, found and opened (pure).

A question about one thing ('the ISBN of <book>', 'who is issue #14 assigned to') is answered on that
thing's own page. ``open_subject`` takes the next move towards it with the one finder of named things
(``find.locate``: a link that names it, a record's identifier, the site's search and the result that
names it, the list of its kind of record - 'Members' for 'member RL10042' -, a category; a record
known by a number no search takes, in the site's own list of records: ``record_browse``); opening it
does not end the question, which is read on that page next. ``its_page`` tells whether the named
thing's own page is open.

A page named by what it is about ('the post about the night train to Vienna', 'the article on
sourdough starters', 'the thread regarding parking permits') is found by its topic: a post's title
and a search index hold 'night train to Vienna', seldom 'post about'. ``topic_name`` splits such a
name into the kind of page and the topic.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin, urlsplit

from wayfinder.actions.models import Click
from wayfinder.intent.names import GROUP_NOUNS, KIND_NOUNS
from wayfinder.intent.text.lemmas import lemma
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import STOP_WORDS as STOP
from wayfinder.plan.ranking import element_kind, token_match, tokens
from wayfinder.plan.rules.core.find import Sought, echoes_search, locate
from wayfinder.plan.rules.core.record_browse import browse_for_record, browsing
from wayfinder.plan.rules.core.record_ref import on_record_page, record_ref
from wayfinder.plan.rules.page import page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import AskAttribute, AskPrice

# '<kind> about <topic>': one or two lower-case words ending in a kind of record or page (never a
# proper name, so 'Notes on Camp' stays a title; never a product, so 'the shoes on sale' is no topic),
# then a word that says what it is about.
_TOPIC_RE = re.compile(
    r"^(?i:the\s+|a\s+|an\s+|that\s+|this\s+)?(?P<kind>(?:[a-z][a-z-]*\s+)?(?P<head>[a-z][a-z-]*))\s+"
    r"(?:about|on|regarding|concerning|covering|describing)\s+(?:the\s+)?(?P<topic>\S.*)$"
)


MIN_PLACE_WORDS = 2  # a place named by one word ('Sony', 'Travel') may be the thing's brand or kind
_LINKING = frozenset({"of", "in", "on", "for", "at", "from", "the", "a", "an"})


def topic_name(subject: str) -> tuple[str, str]:
    """``(name, kind)`` the thing is found by: the topic and the kind of page for 'the post about the
    night train to Vienna' ('night train to Vienna', 'post'); the subject itself and '' for any other
    name (a record's identifier keeps its kind: 'note on issue 7' is no topic, 'issue 7' is named)."""
    match = _TOPIC_RE.match(subject.strip())
    if match is None or lemma(match.group("head")) not in KIND_NOUNS or record_ref(match.group("topic")):
        return subject, ""
    return match.group("topic").strip(), match.group("kind")


def _sought(step: AskPrice | AskAttribute, subject: str) -> Sought:
    name, kind = topic_name(subject)
    if isinstance(step, AskAttribute):
        return Sought(name, within=step.within or kind, opens=False, attribute=step.attribute)
    return Sought(name, within=kind, opens=False, attribute="price")


def _place_words(href: str | None) -> bool:
    """The link's address names a kind of place ('/projects/website', '/category/travel/')."""
    parts = re.split(r"[/_-]+", urlsplit(href or "").path.lower())
    return any(lemma(p) in GROUP_NOUNS for p in parts if p)


def place_of(si: StepInput[AskPrice | AskAttribute], subject: str) -> tuple[Element, str] | None:
    """The place the thing is in, when a link here is it: two or more of the subject's words at its
    start or its end are the whole text of a link to a place of the site ('Website Redesign' ->
    '/projects/website' in 'the Website Redesign style guide', 'the Launch version of Website
    Redesign'), and the rest names something of its own; with that rest. None when a link names the
    whole thing (it is opened itself) or no place link is there."""
    words = [w.strip(".,;:!?\"'") for w in subject.split()]
    low = [re.sub(r"'s$", "", w.lower()) for w in words]
    links = [el for el in si.usable() if element_kind(el) == "link" and el.label.strip()]
    whole = [t for t in tokens(subject) if t not in STOP]
    if any(all(token_match(w, tokens(el.label)) for w in whole) for el in links):
        return None
    for el in links:
        label = [w.lower() for w in el.label.split()]
        n = len(label)
        if n < MIN_PLACE_WORDS or n >= len(low) or not _place_words(el.href):
            continue
        rest = words[n:] if low[:n] == label else words[:-n] if low[-n:] == label else []
        while rest and rest[-1].lower() in _LINKING:
            rest = rest[:-1]
        while rest and rest[0].lower() in _LINKING:
            rest = rest[1:]
        if any(t not in STOP for t in tokens(" ".join(rest))):
            return el, " ".join(rest)
    return None


def _scope_link(si: StepInput[AskPrice | AskAttribute], subject: str) -> tuple[Element, str] | None:
    """The link of the place the goal says the thing is in ('of Website Redesign': the frame's
    scope), named word for word, when the thing is not itself linked here."""
    scope = getattr(si.step, "scope", "")
    want = [t for t in tokens(scope) if t not in STOP]
    if not want or record_ref(scope) is not None:
        return None
    links = [el for el in si.usable() if element_kind(el) == "link" and el.label.strip()]
    named = [t for t in tokens(subject) if t not in STOP]
    if any(named and all(token_match(w, tokens(el.label)) for w in named) for el in links):
        return None
    for el in links:
        if sorted(t for t in tokens(el.label) if t not in STOP) == sorted(want):
            return el, subject
    return None


def open_subject(si: StepInput[AskPrice | AskAttribute], subject: str) -> Outcome | None:
    """The next move towards the page of the thing the question is about; None when its page is open
    or no way to it is left. A thing inside a place the page links to is looked for in that place
    (``place_of``): the place is opened first, the thing is then found by the rest of its name."""
    st = si.state
    if "inside" not in st:
        found = _scope_link(si, subject) or place_of(si, subject)
        st["inside"] = found[1] if found is not None else ""
        if found is not None:
            st["place"] = found[0].label.strip()
            return act(
                Click(element_id=found[0].id),
                f"Opening {quote(found[0].label)} first, to look for {quote(found[1])} inside it",
            )
    if st.get("inside"):
        subject = str(st["inside"])
    section = _section_link(si, subject)
    if section is not None:
        st["section"] = section.label.strip()
        return act(
            Click(element_id=section.id),
            f"Opening {quote(section.label)}, where the {_kind_of(subject)}s are listed, to find {quote(subject)}",
        )
    listed = _listed_link(si, subject)
    if listed is not None:
        st["listed_opened"] = True
        return act(Click(element_id=listed.id), f"Opening {quote(listed.label)} from the list")
    sought = _sought(si.step, subject)
    if sought.ref is not None and browsing(si):  # the walk through the record list goes on
        return browse_for_record(si, sought.ref)
    outcome = locate(si, sought)
    if outcome is not None and outcome.action is None:
        return None  # its page (locate completes there)
    if outcome is None and sought.ref is not None:  # no way here takes the number: the list of records
        return browse_for_record(si, sought.ref)
    return outcome


# Where a place lists its things of one kind, by what the kind is called: a tracker's versions are on its
# Roadmap (Redmine, Trac) or its Versions / Releases tab (Jira), its milestones on a Milestones tab
# (GitLab, GitHub, Gitea). A site search seldom indexes them, and a project's overview seldom links them.
SECTIONS: dict[str, tuple[str, ...]] = {
    "version": ("roadmap", "versions", "releases", "milestones"),
    "release": ("releases", "roadmap", "versions", "milestones"),
    "milestone": ("milestones", "roadmap"),
    "sprint": ("sprints", "iterations", "backlog"),
    "iteration": ("iterations", "sprints"),
}
_KINDS = GROUP_NOUNS | KIND_NOUNS | frozenset(SECTIONS)


def _kind_of(name: str) -> str:
    """The kind a name says its thing is ('Launch version', 'version 1.1' -> 'version'), when the kind
    has a section of its own (``SECTIONS``); else ''."""
    words = [lemma(w.lower()) for w in name.split()]
    return next((w for w in (words[-1:] + words[:1]) if w in SECTIONS), "") if len(words) > 1 else ""


def bare_name(name: str) -> str:
    """The name without the kind it is said with ('Launch version' -> 'Launch', 'version 1.1' -> '1.1'):
    how a list of versions, milestones or categories writes it."""
    words = name.split()
    if len(words) > 1 and lemma(words[-1].lower()) in _KINDS:
        return " ".join(words[:-1])
    if len(words) > 1 and lemma(words[0].lower()) in _KINDS:
        return " ".join(words[1:])
    return name


def _elsewhere(href: str | None, url: str) -> bool:
    """The link leads off this page: not to an anchor of it (a roadmap's side list of its versions,
    '#Launch', only scrolls)."""
    there, here = urlsplit(urljoin(url, href or "")), urlsplit(url)
    return bool(href) and (there.netloc, there.path, there.query) != (here.netloc, here.path, here.query)


def _named_here(si: StepInput[AskPrice | AskAttribute], name: str) -> list[Element]:
    """Links to other pages whose whole text is the thing's bare name ('1.1', 'Launch'); its shown
    text counts besides its accessible name (a tracker titles a version's link with its due date)."""
    want = [t for t in tokens(bare_name(name)) if t not in STOP]
    return [
        el
        for el in si.usable()
        if element_kind(el) == "link"
        and want
        and any([t for t in tokens(text) if t not in STOP] == want for text in (el.text, el.label))
        and _elsewhere(el.href, si.obs.url)
    ]


def _section_link(si: StepInput[AskPrice | AskAttribute], name: str) -> Element | None:
    """The tab of the place that lists the thing's kind ('Roadmap' for 'the Launch version'), once, when
    nothing here links the thing itself: a person looking for a version opens the roadmap."""
    kind = _kind_of(name)
    if not kind or si.state.get("section") or _named_here(si, name):
        return None
    labels = {lemma(w): rank for rank, w in enumerate(SECTIONS[kind])}
    tabs = [
        (labels[low], el)
        for el in si.usable()
        if element_kind(el) == "link" and (low := lemma(" ".join(el.label.lower().split()))) in labels
    ]
    return min(tabs, key=lambda t: t[0])[1] if tabs else None


def _listed_link(si: StepInput[AskPrice | AskAttribute], name: str) -> Element | None:
    """On the section opened for it, the one link written as the thing's bare name ('1.1' on a
    roadmap); None when none or several are."""
    if not si.state.get("section") or si.state.get("listed_opened"):
        return None
    named = _named_here(si, name)
    targets = {el.href or el.label for el in named}
    return named[0] if len(targets) == 1 else None


def asked(step: AskPrice | AskAttribute) -> str:
    return "the price" if isinstance(step, AskPrice) else quote(step.attribute or step.subject)


def its_page(si: StepInput[AskPrice | AskAttribute], subject: str | None = None) -> bool:
    """The named thing's own page is open (``subject``, else the question's): its identifier or name
    heads the page, and the page is not the results of the search for it or of the query typed for it
    (which repeat the words in 'Results for ...')."""
    sought = _sought(si.step, si.step.subject if subject is None else subject)
    if _listed_link(si, sought.name) is not None:  # a section lists it: its own page is one click on
        return False
    if sought.ref is not None:
        return on_record_page(si.obs, sought.ref)
    typed = str(si.state.get("query") or "")  # the search typed here: its results page echoes it
    echoed = echoes_search(si, sought.name) or bool(typed and echoes_search(si, typed))
    return page_shows(si.obs, bare_name(sought.name), threshold=0.7) and not echoed
