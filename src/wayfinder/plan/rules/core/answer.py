"""Skills for questions answered from the page: counts, prices, lists, attributes (pure).

One skill per kind of question (the registry gives each its own work item): counts come from the
total the page states after the list is narrowed (``counting.py``); prices from the item the question
names (or the open detail page); lists from the result links of a page about what was asked;
attributes from key/value grid rows, table columns or "Key: value" lines, or a docs page's prose.
When the answer is not on this page and the question names an item, the item's link is opened (or
searched for) first.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from wayfinder.intent.ground import keys
from wayfinder.intent.text import stem
from wayfinder.intent.text.numbers import WORD_NUMBERS
from wayfinder.plan.ranking import text_score, tokens
from wayfinder.plan.rules.core.counting import handle_count, narrowing, page_is_about
from wayfinder.plan.rules.core.moves import result_links
from wayfinder.plan.rules.core.record_browse import browse_note
from wayfinder.plan.rules.core.record_ref import record_ref
from wayfinder.plan.rules.core.subject import asked, its_page, open_subject, topic_name
from wayfinder.plan.rules.core.values import MAX_LISTED, find_price, port_answer
from wayfinder.plan.rules.page import explore
from wayfinder.plan.rules.step import Outcome, StepInput, complete, give_up, quote
from wayfinder.plan.rules.work import AskAttribute, AskList, AskPrice, CountThings, Work
from wayfinder.read.attributes import attribute_names, attribute_value, read_attributes
from wayfinder.read.controls import read_pagination
from wayfinder.read.notes import asks_note, pick_note, read_notes
from wayfinder.read.prose import code_answer, names_code, prose_answer, prose_list
from wayfinder.read.tables import Table, column_index, read_tables, row_answer, row_names
from wayfinder.read.typed import asked_kind, content_words, kind_words, question_words, typed_answer

_LIST_WORDS = frozenset(
    {"title", "name", "result", "item", "entry", "link", "of", "the", "all", "every", "thing"}
)


def _about_subject(si: StepInput[AskAttribute]) -> str | None:
    """An attribute of the named thing (by any name spec tables give it: 'memory' is 'RAM'): read on
    its own page, or from a table row that names it - never a 'Key: value' line of some other item on
    a list page."""
    step, obs = si.step, si.obs
    names = attribute_names(step.attribute)
    if not step.subject or its_page(si):
        return next(
            (v for v in (attribute_value(obs, n, step.subject, step.text) for n in names) if v is not None),
            _labelled_by_modifier(si, step.attribute),
        )
    for table in read_tables(obs):
        index = next((i for i in (column_index(table.headers, n) for n in names) if i is not None), None)
        if index is None:
            continue
        for row in table.rows:
            if index < len(row.cells) and text_score(step.subject, row.text) >= 0.6:
                return row.cells[index].text or None
    return None


def _labelled_by_modifier(si: StepInput[AskAttribute], attribute: str) -> str | None:
    """'battery life' where the thing's own page labels it 'Battery: 60 h', 'display size' under
    'Display', 'page count' under 'Pages': no label says the words asked, and exactly one label says
    their first word alone (a compound's modifier names what the head measures of it)."""
    said = keys(attribute)
    if len(said) < 2:
        return None
    found = {a.value.text for a in read_attributes(si.obs) if keys(a.label) == said[:1] and a.value.text}
    return found.pop() if len(found) == 1 else None


def _not_here(si: StepInput[Work], what: str) -> Outcome:
    """Look further on this page (tabs, folds, below); when nothing is left, give up saying what is
    not shown: the thing's page was opened or searched for before this is reached."""
    return explore(si, what) or give_up(f"{what} is not shown on this page")


def _read_or_open(si: StepInput[AskPrice | AskAttribute], answer: str | None) -> Outcome:
    """The answer read here, else the named thing's page opened (or searched for), else look further."""
    if answer is not None:
        return complete(answer=answer)
    subject = si.step.subject
    if subject and not its_page(si):
        opened = open_subject(si, subject)
        if opened is not None:
            return opened
        if si.state.get("searched") and not si.state.get("opened"):
            # the site's search was its way to the thing, and it found nothing that names it
            inside = str(si.state.get("inside") or "")  # looked for inside a place (subject.place_of)
            name = inside or topic_name(subject)[0]
            where = f"in {quote(str(si.state.get('place')))}" if inside else "on this site"
            return explore(si, asked(si.step)) or give_up(
                f"I could not find {quote(name)} {where}: its search found nothing that names it"
            )
        ref = record_ref(subject, si.step.within if isinstance(si.step, AskAttribute) else "")
        if ref is not None and not si.state.get("opened"):
            # a record known only by its number, and no way here takes a number: say so, not that
            # the attribute is missing from a page that is no page of the record
            read = browse_note(si, ref)  # the site's list of records was read for it
            return explore(si, asked(si.step)) or give_up(
                f"I could not open {ref.kind or 'the record'} {ref.written}: "
                + (
                    read
                    or "no link here is it, and no search box or form field on this page takes its number"
                )
            )
    return _not_here(si, asked(si.step))


def answer_price(si: StepInput[AskPrice]) -> Outcome:
    return _read_or_open(si, find_price(si.obs, si.step.subject))


def _stated(si: StepInput[AskAttribute], kind: bool) -> str | None:
    """The value a docs page states: the table row that names what is asked (its column of the kind
    asked), else the sentence (a number, a default), else the one name the sentence writes in code."""
    step, text = si.step, si.obs.text_digest
    if kind or names_code(step.text):
        cell = row_answer(read_tables(si.obs), step.text, step.subject if kind else step.attribute)
        if cell is not None and cell.text:
            return cell.text
    stated = (
        prose_answer(text, step.text)
        or typed_answer(text, step.text, step.attribute)
        # a step's text without the condition the frame set aside ('what exit code do I get back' of
        # 'if a run stops to wait for my ok'): the goal's own words pick the list's item
        or (prose_answer(text, si.ctx.goal) if si.ctx.goal and step.text in si.ctx.goal else None)
        # the name in code is asked with the goal's own words, as the verifier asks it (agent/verify/
        # anchors.py): a step's text may have lost what its 'it' stands for ('which env var do I set to
        # point wayfinder at it' after 'my config file isn't in the working directory')
        or (code_answer(text, si.ctx.goal or step.text, step.subject) if kind or not step.attribute else None)
    )
    return stated.value if stated is not None else None


def answer_note(si: StepInput[AskAttribute]) -> Outcome:
    """'what did Bob write in the last note on issue 7': the record the notes belong to is opened
    (``open_subject``), then its notes, comments or history entries are read (``read.notes``) and the
    one the question names - by that author, the ordinal-th of them, the last when none is said - is
    the answer. The same reader checks the answer in the verifier."""
    step = si.step
    where = step.scope
    if where and not its_page(si, where):
        opened = open_subject(si, where)
        if opened is not None:
            return opened
        return _not_here(si, f"the page of {quote(where)}")
    note = pick_note(read_notes(si.obs.text_digest.split("\n")), step.author, step.nth or -1)
    if note is not None:
        return complete(answer=note.text)
    whose = f" by {step.author}" if step.author else ""
    return _not_here(si, f"a {step.subject}{whose}")


def _said_of_subject(si: StepInput[AskAttribute]) -> str | None:
    """A value of the kind asked ('how long', an exit code, a phone number) stated in a sentence
    about the thing asked ('the town library ... stays open until 8 pm on Thursdays'), wherever the
    page says it - a search result's excerpt is the thing's own text. The step's own words choose the
    sentence first, then the whole goal's (a condition set aside from the step: 'so if a run stops to
    wait for my ok, what exit code do I get back'). A sentence about something else never answers
    (``_of_subject``)."""
    step = si.step
    kind = asked_kind(step.text, step.attribute)
    if kind is None:
        return None
    text = si.obs.text_digest
    for question in dict.fromkeys((step.text, si.ctx.goal or step.text)):
        found = typed_answer(text, question, step.attribute)
        if found is not None and _of_subject(found.sentence, step, question, kind, text):
            return found.value
    return None


def _of_subject(sentence: str, step: AskAttribute, question: str, kind: str, page: str) -> bool:
    """The sentence is about the thing asked: every content word of the subject but one in four is
    in it - or its head word is (the last, or the last before 'of'), and the words it lacks are the
    page's but one in four ('a worker ... is killed' on a page about batch workers); a subject of one word, with another word of the question ('bake'). A
    subject that is the kind asked itself ('exit code') needs a third of the question's own words."""
    said = content_words(sentence)
    want = content_words(step.subject) - kind_words(kind)
    if not want:  # a third of the question's words at least: 'exit 64' of a ConfigError shares only 'stop'
        asked = question_words(question, kind)
        return len(asked & said) >= max(1, -(-len(asked) // 3))
    if len(want) == 1:  # 'how long does the bread bake': the one word and the question's own verb
        doing = content_words(step.text) - want - content_words(step.attribute)
        return want <= said and bool(doing & said)
    missing = want - said
    if len(missing) <= len(want) // 4:
        return True
    # the head of 'run of a batch' is 'run': the last word before its 'of'
    head = [w for w in tokens(re.split(r"\bof\b", step.subject, maxsplit=1)[0]) if content_words(w)][-1:]
    unsaid = missing - content_words(page)  # one word in four may be nowhere ('generated' script)
    return bool(head) and content_words(head[0]) <= said and len(unsaid) <= len(want) // 4


def answer_attribute(si: StepInput[AskAttribute]) -> Outcome:
    step = si.step
    if asks_note(step.subject, step.attribute):
        return answer_note(si)
    answer = _about_subject(si)
    # Docs and help pages answer in sentences; another thing's prose never answers for a named thing.
    # With no attribute asked ('what is the build number?') the phrase is what is asked, not a thing
    # the answer must belong to: a sentence that states it answers on any page.
    # 'which exit code means X' asks for the name of a kind of thing ('name' of the subject), and a
    # question naming something in code ('auto_confirm') finds the sentence that names it: both may
    # be read on any page.
    kind = step.attribute == "name"
    if answer is None and (
        not step.attribute or not step.subject or kind or names_code(step.text) or its_page(si)
    ):
        answer = _stated(si, kind)
    if answer is None and step.subject:
        # a port is written in the address the thing serves at, in the sentence that names it
        answer = _said_of_subject(si) or port_answer(si.obs.text_digest, step.text, step.subject)
    return _read_or_open(si, answer)


def answer_list(si: StepInput[AskList]) -> Outcome:
    """The names a list answer gives: result links, only when the page is about what was asked
    (its words in the title, headings or address) - never the navigation of an unrelated page."""
    if si.step.narrow or si.step.name:  # the list narrowed first, as a count narrows it
        moving = narrowing(si)
        if moving is not None:
            return moving
    things = si.step.things
    topic = " ".join(t for t in tokens(things) if t not in _LIST_WORDS)
    grid = _records_shown(si)
    if grid is not None and topic and page_is_about(si, topic):  # a list of records: its rows, not its links
        rows = row_names(grid)
        paged = read_pagination(si.obs).kind != "none"
        listed = rows[:MAX_LISTED]
        cut = len(listed) < max(len(rows), grid.row_count)
        shown = f" (the first {len(listed)} of {max(len(rows), grid.row_count)} listed)" if cut else ""
        shown += " (this page of the list)" if paged else ""
        return complete(answer="; ".join(listed) + shown)
    names = [el.label.strip() for el in result_links(list(si.obs.elements), things)]
    if names and (not topic or page_is_about(si, topic)):
        return complete(answer="; ".join(names[:MAX_LISTED]))
    stated = prose_list(si.obs.text_digest, things, tuple(si.obs.headings))
    if stated is not None and _as_many(si.step.text, stated.value):
        return complete(answer=stated.value)
    return _not_here(si, quote(things))


def _records_shown(si: StepInput[AskList]) -> Table | None:
    """The page's list of records: the biggest grid whose rows sit in its main part (an admin's
    sidebar of models or a menu drawn as a table is navigation, not what the page lists)."""
    main = {el.grid_index for el in si.obs.elements if el.zone in {"main", "modal"} and not el.in_nav}
    tables = read_tables(si.obs, every_row=True)  # its names are the rows the page shows, not three samples
    grids = [t for t in tables if t.grid_index is not None and t.grid_index in main and t.rows]
    return max(grids, key=lambda t: t.row_count, default=None)


def _as_many(question: str, listed: str) -> bool:
    """A list read from a page's text has as many entries as the question says there are ('list the
    four terminal reasons'), when it says."""
    said = [WORD_NUMBERS.get(w, int(w) if w.isdigit() else 0) for w in tokens(question)]
    counts = [n for n in said if n > 1]
    return not counts or counts[0] == len(listed.split("; "))


def answer_count(si: StepInput[CountThings]) -> Outcome:
    """The next move towards the count (``counting.py``), or the count the page states."""
    counted = handle_count(si)
    if counted is not None:
        return counted
    pages = _site_pages(si) if {stem(t) for t in tokens(si.step.things)} == {"page"} else 0
    if pages:
        return complete(answer=str(pages))
    return _not_here(si, f"the number of {si.step.things}")


def _site_pages(si: StepInput[CountThings]) -> int:
    """'how many pages does this site have', when no page states it: the pages its navigation links
    to (distinct addresses of this site, a section's anchor is its page); 0 with fewer than two."""
    here = urlsplit(si.obs.url)
    paths = {
        urlsplit(el.href).path.rstrip("/") or "/"
        for el in si.obs.elements
        if el.tag == "a"
        and el.href
        and (el.zone == "nav" or el.in_nav)
        and urlsplit(el.href).netloc == here.netloc
        and not urlsplit(el.href).path.rstrip("/").endswith(("search.html", "/search"))
    }
    return len(paths) if len(paths) >= 2 else 0
