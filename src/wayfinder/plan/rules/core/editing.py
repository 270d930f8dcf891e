"""Change a record, or add a comment or note to it, in a web app (pure).

What a person does ("set the status of issue #1 to In Progress", "assign issue #6 to Alice Moreau",
"add a note to issue 14 saying T", "leave a comment on P saying T - my name is N"):

1. open the record: on its own page already (its number or name in the title or main heading), else a
   link that names it ("#14", "Bug #14: ...", its title), else the site's search with its number
   ("#14": trackers jump to the record) or its name, then the result that names it;
2. on its page, the form that holds the named fields (a status list, an assignee list, a text field;
   a comment or notes box for a comment), opened with the page's "Edit" control when the page keeps it
   folded; when the record's own page or editor has no control for a field (a block editor has no
   'pending review' for a published post), the list of its kind is opened once ('View Posts',
   'Issues'), where its row's edit in place or menu can set it (``rows.py``);
3. each named field gets its value (a list's option, a text typed), a comment goes into its box after
   what is there, and the form's own save/submit button sends it;
4. after a change is saved, a save that went back to the list of all records is looked at in that list
   narrowed to the record (``look_after_save``): its one row shows the value kept.

Success is judged by the verifier from what the saved record shows (``agent/verify/records.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent import Step
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, rank_fields, text_score, tokens
from wayfinder.plan.rules.core.editor import close_tour, edit_in_editor
from wayfinder.plan.rules.core.find import Sought, locate, naming_results
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.record_forms import field_of, fill_form, form_buttons, sends_form
from wayfinder.plan.rules.core.record_lists import columns_hold, kind_list
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import AddToRecord, ChangeRecord, FieldValue, FillIn, SearchFor, Work

_NUMBER_RE = re.compile(r"#?\s*(\d+)\b")
_SAVE_WORDS = ("save", "submit", "update", "save changes", "apply", "ok", "done")
_COMMENT_SAVE = ("post comment", "add comment", "comment", "add note", "reply", "post", *_SAVE_WORDS)
_EDIT_WORDS = ("edit", "update", "change")
COMMENT_FIELDS = ("notes", "note", "comment", "your comment", "add a comment", "reply", "message")


def number_of(record: str) -> str:
    """The record's number when the goal names it by one ('issue #14' -> '14'), else ''."""
    match = _NUMBER_RE.search(record)
    return match.group(1) if match else ""


# states a record is named by in a goal ('the draft "Ferry Timetable Changes"', 'the pending comment X')
_STATE_RE = re.compile(
    r"^(?:the\s+)?(?:draft|pending|published|unpublished|scheduled|private)\s+(?=\S)", re.I
)


def record_name(record: str) -> str:
    """The record's name without the state the goal calls it by ('draft Ferry Timetable Changes' ->
    'Ferry Timetable Changes'); a state word alone, or before a kind noun only, stays."""
    rest = _STATE_RE.sub("", record.strip(), count=1)
    return rest if rest != record.strip() and len(rest.split()) >= 2 else record


def _kind_words(record: str) -> list[str]:
    return [t for t in tokens(_NUMBER_RE.sub(" ", record)) if t not in {"the", "a", "an"}]


def on_record(si: StepInput[Work], record: str) -> bool:
    """This page is the record: its number in the title or main heading ('Bug #14: ...', 'Issue 14'),
    or, for a name, the title or one of the two first headings is it - a heading that is also a
    link's text is a result or a teaser that leads to the record (a search's results, a blog's front
    page), not its page."""
    heads = [si.obs.title, *si.obs.headings[:2]]
    number = number_of(record)
    if number:
        return any(re.search(rf"(?:#|\b(?:no\.?|number)\s*){number}\b", h, re.I) for h in heads if h)
    want = norm(record.strip("'\"“”‘’"))
    linked = {norm(el.label) for el in si.obs.elements if element_kind(el) == "link" and el.label}
    return any(
        (norm(h) == want or norm(h).startswith(want + " ")) and (i == 0 or norm(h) not in linked)
        for i, h in enumerate(heads)
        if h
    )


def _link_to(si: StepInput[Work], record: str) -> Element | None:
    number = number_of(record)
    links = [el for el in si.usable() if element_kind(el) == "link" and el.label]
    if number:
        for el in links:
            if re.search(rf"#{number}\b", el.label):
                return el
        return None
    name = record.strip("'\"“”‘’")
    ranked = rank_candidates(links, name, role_hint="link", exact=True, min_score=0.9)
    return ranked[0][0] if ranked else None


def open_record(si: StepInput[Work], record: str, *, within: str = "", field: str = "") -> Outcome | None:
    """The next step towards the record's own page (None: this page is it). A link that names it, the
    site's search with its number or name, then the one finder (``find.locate``): inside an app with no
    search of its own (an admin index) that is the app's lists of records, each searched with its own
    box, the list whose columns hold ``field`` (the field to change) first."""
    if not record or on_record(si, record):
        return None
    if si.state.get("finding"):
        return _locate(si, record, within, field)
    link = _link_to(si, record)
    if link is not None and link.id not in si.state.get("links", []):
        si.state.setdefault("links", []).append(link.id)
        return act(Click(element_id=link.id), f"Opening {quote(link.label)}, the record the goal names")
    box = search_box(si)
    if box is not None and si.bump("searches") <= 1:
        number = number_of(record)
        query = f"#{number}" if number else record.strip("'\"“”‘’")
        return act(
            TypeText(element_id=box.id, text=query, submit=True),
            f"Searching the site for {quote(query)} to open the record the goal names",
        )
    si.state["finding"] = True
    return _locate(si, record, within, field)


def _locate(si: StepInput[Work], record: str, within: str, field: str) -> Outcome | None:
    column = tokens(field)[-1] if tokens(field) else ""  # 'number of copies': the list's 'Copies'
    found = locate(si, Sought(record.strip("'\"“”‘’"), within=within, attribute=column, opens=False))
    if found is None:
        return give_up(f"I could not find {quote(record)} on this site")
    return None if found.complete else found


def _form_with(si: StepInput[Work], values: tuple[FieldValue, ...]) -> int | None:
    """The POST form of this page with a field for each value, and a save/submit button."""
    pool = [
        el
        for el in si.usable()
        if el.form is not None and el.form.method.lower() != "get" and el.in_viewport is not None
    ]
    for form in sorted({el.form.i for el in pool if el.form is not None}):
        mine = [el for el in pool if el.form is not None and el.form.i == form]
        taken: set[int] = set()
        for fv in values:
            found = field_of(fv, mine, taken)
            if found is None:
                break
            taken.add(found.id)
        else:
            if form_buttons(si, form, (*_COMMENT_SAVE, *_SAVE_WORDS)):
                return form
    return None


def _edit_control(si: StepInput[Work]) -> Element | None:
    """The page's own 'Edit' control for the record, not pressed yet."""
    pool = [
        el for el in si.usable() if element_kind(el) in {"link", "button"} and el.label and not sends_form(el)
    ]
    for word in _EDIT_WORDS:
        for el, score in rank_candidates(pool, word, role_hint="link", exact=True, min_score=0.9):
            if score >= 0.9 and el.id not in si.state.get("edits", []) and len(el.label) <= 20:
                return el
    return None


def _save(
    si: StepInput[Work], form: int, words: tuple[str, ...], what: str, *, look: bool = False
) -> Outcome:
    """Press the form's own save button; with ``look`` the item goes on after it (``look_after_save``)."""
    buttons = form_buttons(si, form, words)
    if not buttons:
        return fail(f"the form has no button to save {what}")
    el = buttons[0]
    si.state["sent"] = True
    intent = f"Pressing {quote(el.label)} to save {what}"
    return (
        act(Click(element_id=el.id), intent, mark=_SAVED)
        if look
        else act(Click(element_id=el.id), intent, finishes=True)
    )


def _edit_in_form(
    si: StepInput[Work],
    record: str,
    values: tuple[FieldValue, ...],
    words: tuple[str, ...],
    what: str,
    within: str = "",
) -> Outcome:
    """Open the record, find (or unfold) the form holding ``values``, fill them, save. The page the
    record was found on stays its page while the run edits it there (a new title typed into an
    editor's heading no longer names the old record). Once saved, the save is looked at."""
    if _SAVED in si.state.get("done", []):
        return look_after_save(si, record, values)
    if si.state.get("record_url") != si.obs.url:
        opened = open_record(si, record, within=within, field=values[0].field if values else "")
        if opened is not None:
            return opened
        si.state["record_url"] = si.obs.url
    form = _form_with(si, values)
    if form is None:
        in_editor = close_tour(si) or edit_in_editor(si, values, words, what)
        if in_editor is not None:
            return in_editor
        edit = _edit_control(si)
        if edit is not None:
            si.state.setdefault("edits", []).append(edit.id)
            return act(Click(element_id=edit.id), f"Pressing {quote(edit.label)} to open the record's form")
        names = ", ".join(quote(fv.field or "text") for fv in values)
        listed = _to_kind_list(si, within, names)
        if listed is not None:
            return listed
        left = "; what I typed in the editor is not saved" if si.state.get("editor_typed") else ""
        return give_up(f"this page has no form with {names} to change{left}")
    filled = fill_form(si, form, values, f"as the goal asks for {record or 'this record'}")
    look = words == _SAVE_WORDS
    return filled if filled is not None else _save(si, form, words, what, look=look)


_SAVED = "saved"


def look_after_save(si: StepInput[Work], record: str, values: tuple[FieldValue, ...]) -> Outcome:
    """After a change is saved, what a person does to see it kept: nothing when the site shows the record
    (its own page), else, when the save went back to the list of records and the list has a column for
    the changed field (an admin's change list: 'Copies owned'), the list narrowed to the record by its
    own search box, once - its one row shows the saved value. Then the item is complete."""
    field = values[0].field if values else ""
    name = record.strip("'\"“”‘’")
    if si.state.get("looked") or not name or not field or number_of(name) or on_record(si, name):
        return complete()
    box = search_box(si)
    if box is None or norm(box.value or "") == norm(name) or not columns_hold(si.obs, field):
        return complete()  # no list to narrow, or narrowed to the record already (the site kept the search)
    si.state["looked"] = True
    return act(
        TypeText(element_id=box.id, text=name, submit=True),
        f"Searching the list for {quote(name)} to see the {field} it saved",
        finishes=True,
    )


def _to_kind_list(si: StepInput[Work], kind: str, names: str) -> Outcome | None:
    """The list of the record's kind, once, when its own page has no control for the field and
    nothing was typed here (leaving would lose it): its row's edit in place may have the field."""
    if not kind or si.state.get("kind_list") or si.state.get("editor_typed"):
        return None
    link = kind_list(si.usable(), kind)
    if link is None:
        return None
    si.state["kind_list"] = True
    return act(
        Click(element_id=link.id),
        f"Opening {quote(link.label)}: this page has no control for {names}, the list's row may have one",
    )


def change_fields(si: StepInput[Work], record: str, values: tuple[FieldValue, ...]) -> Outcome:
    """Open ``record``, set ``values`` in its form or editor, save (the create skill's record, given
    the state the goal asks for after it is made)."""
    return _edit_in_form(si, record, values, _SAVE_WORDS, "the change")


def handle_change(si: StepInput[ChangeRecord]) -> Outcome:
    """Change the named fields of the record the goal names (see the module docstring)."""
    if not si.step.fields:
        return give_up("the goal names no field to change")
    step = si.step
    return _edit_in_form(si, record_name(step.record), step.fields, _SAVE_WORDS, "the change", step.within)


def handle_add_to(si: StepInput[AddToRecord]) -> Outcome:
    """Add the comment or note to the record's comment box, with the other values the goal gives."""
    if si.state.get("sent") and norm(si.step.comment) in norm(si.obs.text_digest):
        # the save went through though its press was not seen to finish (a page slow to answer): the
        # comment shows on the page, and is never sent twice
        return complete()
    box = FieldValue(field=_comment_field(si), value=si.step.comment, exact=True)
    values = (box, *si.step.fields)
    if si.step.found and not si.step.record:
        opened = _open_found(si, si.step.found, values)
        if opened is not None:
            return opened
    return _edit_in_form(si, si.step.record, values, _COMMENT_SAVE, "the comment")


def _open_found(si: StepInput[AddToRecord], query: str, values: tuple[FieldValue, ...]) -> Outcome | None:
    """'search for the issue about X and add a note': the record is what the search found - its one
    result that names every word of X, else the one whose text is closest to X; two results alike
    are not guessed between. None: the record is open (or the search landed on it: its form is here)."""
    if si.state.get("found_opened") or _form_with(si, values) is not None:
        return None
    by_page: dict[str, Element] = {}
    for el in naming_results(si, query):  # 'X' and 'X#comments' are the same record
        by_page.setdefault((el.href or f"#{el.id}").split("#", 1)[0], el)
    results = list(by_page.values())
    if not results:
        return give_up(f"the search for {quote(query)} found no result that names it, so I added nothing")
    scored = sorted(((text_score(query, el.label), el) for el in results), key=lambda p: -p[0])
    if len(scored) > 1 and scored[1][0] >= scored[0][0] - 0.05:
        names = ", ".join(quote(el.label) for _, el in scored[:3])
        return give_up(
            f"the search for {quote(query)} found several results ({names}); I did not guess which"
        )
    el = scored[0][1]
    si.state["found_opened"] = True
    return act(
        Click(element_id=el.id), f"Opening {quote(el.label)}, the result the search for {quote(query)} found"
    )


def _comment_field(si: StepInput[AddToRecord]) -> str:
    """The name of the page's comment box ('Notes', 'Comment'): a text area first (a one-line
    'Comment' of a time log is not where a note goes), else 'comment'."""
    boxes = [el for el in si.usable() if el.tag == "textarea" or (el.role == "textbox" and el.tag != "input")]
    for pool in (boxes, si.usable()):
        for name in COMMENT_FIELDS:
            if any(score >= 0.65 for _, score in rank_fields(pool, name)):
                return name
    return "comment"


# -- from the goal frame ----------------------------------------------------------------------------

_COMMENT_RE = re.compile(r"\b(comment|note|notes|reply|append)\b", re.I)


def change_item(step: Step, fields: tuple[FieldValue, ...]) -> list[Work] | None:
    """'set the status of issue #1 to In Progress': the record, its kind, its other name, the fields."""
    if not fields:
        return None
    within = next((f.value for f in step.filters if f.name == "type"), "")
    by = next((f.value for f in step.filters if f.name in {"name", "author"}), "")
    return [
        ChangeRecord(
            text=step.text, record=step.object, within=within, by=by, scope=step.scope, fields=fields
        )
    ]


def comment_item(step: Step) -> list[Work] | None:
    """'add a note to issue 14 saying T', 'leave a comment on P saying T': an addition to a record (or
    to the page the run is on); None for a reply to a person's message (mail keeps its own verbs)."""
    if any(f.name == "author" for f in step.filters) or not _COMMENT_RE.search(step.text):
        return None
    message = step.value_for("message")
    if message is None or not message.value:
        return None
    return [AddToRecord(text=step.text, record=step.object, comment=message.value)]


def fold_comment_values(out: list[Work], start: int) -> None:
    """'... saying T - my name is Kim and my email is k@x.org': the values after a comment go into the
    same form, before it is sent (the fill step after it would only type them too late). A comment on
    no named record right after a search ('search for the issue about X and add a note saying T') is
    for the record that search finds."""
    for i in range(max(start, 1), len(out)):
        item, before = out[i], out[i - 1]
        if isinstance(item, AddToRecord) and not item.record and isinstance(before, SearchFor):
            out[i] = replace(item, found=before.query)
    for i in range(start, len(out) - 1):
        item, nxt = out[i], out[i + 1]
        if isinstance(item, AddToRecord) and isinstance(nxt, FillIn) and not nxt.every_field:
            out[i] = replace(item, fields=(*item.fields, *nxt.fields))
            del out[i + 1]
            return
