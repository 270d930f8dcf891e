"""Rules-planner handlers for forms: type, fill, select, check, submit, search (pure).

One field per step; a field whose current value already equals the target is skipped; password
fields (whose value the observation never shows) count as filled once typing into them succeeded.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element, SelectOption
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, rank_fields, text_score
from wayfinder.plan.rules.core.signin import sign_in_address
from wayfinder.plan.rules.page import explore
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import ChooseOption, FieldValue, FillIn, SubmitForm, TickBoxes, Work
from wayfinder.read.attributes import attribute_value

SUBMIT_WORDS = (
    "submit",
    "send",
    "save",
    "search",
    "go",
    "ok",
    "continue",
    "log in",
    "login",
    "sign in",
    "apply",
    "next",
    "done",
    "confirm",
    "find",
)


EXACT_OPTION = 0.9  # an option that means the value itself, not only words like it


def option_score(value: str, text: str) -> float:
    """How well a choice's text ('Urgent', 'In Progress') means ``value``, 0..1: the one measure of an
    option of a list, a radio button or a menu item."""
    return 1.0 if text.strip() == value.strip() else text_score(value, text)


def best_option(el: Element, value: str, *, exact: bool = False) -> SelectOption | None:
    """The option of a select that means ``value``: same text, same value, or the closest words."""
    for opt in el.options:
        if opt.text.strip() == value.strip() or opt.value == value:
            return opt
    scored = sorted(((option_score(value, opt.text), opt) for opt in el.options), key=lambda r: -r[0])
    if scored and scored[0][0] >= (EXACT_OPTION if exact else 0.6):
        return scored[0][1]
    return None


def value_matches(el: Element, value: str) -> bool:
    if element_kind(el) == "select":
        return any(
            o.selected and (o.text.strip() == value.strip() or norm(o.text) == norm(value))
            for o in el.options
        )
    return el.value is not None and el.value.strip() in (value.strip(), input_format(el, value))


def type_into(
    el: Element, value: str, why: str, *, finishes: bool = False, mark: str | None = None
) -> Outcome:
    """Type ``value`` into a field, or choose it when the field is a select."""
    label = el.label or el.dom_id or f"field {el.id}"
    if element_kind(el) == "select":
        opt = best_option(el, value)
        text = opt.text if opt else value
        return act(
            TypeText(element_id=el.id, text=text),
            f"Choosing {quote(text)} in {quote(label)} {why}",
            finishes=finishes,
            mark=mark,
        )
    value = input_format(el, value)
    return act(
        TypeText(element_id=el.id, text=value),
        f"Typing {quote(value)} into {quote(label)} {why}",
        finishes=finishes,
        mark=mark,
    )


_MDY_RE = re.compile(r"^(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4})$")
_TIME_RE = re.compile(r"^(?P<h>\d{1,2}):(?P<min>\d{2})\s*(?P<ap>[AaPp][Mm])?$")


def input_format(el: Element, value: str) -> str:
    """Dates and times in the form a date/time input accepts (ISO), as a person's '10/20/2017' means."""
    itype = (el.input_type or "").lower()
    mdy = _MDY_RE.match(value.strip())
    if itype == "date" and mdy:
        return f"{mdy['y']}-{int(mdy['m']):02d}-{int(mdy['d']):02d}"
    hm = _TIME_RE.match(value.strip())
    if itype == "time" and hm:
        hour = (
            int(hm["h"]) % 12 + (12 if (hm["ap"] or "").lower() == "pm" else 0) if hm["ap"] else int(hm["h"])
        )
        return f"{hour:02d}:{hm['min']}"
    return value


def _generic_fields(si: StepInput[Work]) -> list[Element]:
    used = {int(x) for x in si.state.get("used", [])}
    fields = [el for el in si.usable() if element_kind(el) == "field" and el.id not in used]
    return sorted(fields, key=lambda el: (el.zone not in ("main", "modal"), el.bbox.y, el.bbox.x))


CREDENTIALS = frozenset({"username", "email", "password", "code", "pin", "passcode", "otp", "token"})
_LOGIN_LINK_WORDS = ("log in", "login", "sign in", "signin", "log on", "account", "my account")


def _before_password(si: StepInput[Work], used: set[int]) -> Element | None:
    """The text field just above (or left of) the password field: where a login form wants its user
    name, whatever the field is called (name="log", "j_user", no label at all)."""
    fields = [el for el in si.usable() if element_kind(el) == "field"]
    password = next((el for el in fields if (el.input_type or "").lower() == "password"), None)
    if password is None:
        return None
    before = [
        el
        for el in fields
        if el.id not in used
        and (el.input_type or "text").lower() in {"text", "email", "", "tel"}
        and (el.bbox.y, el.bbox.x) < (password.bbox.y, password.bbox.x)
    ]
    return max(before, key=lambda el: (el.bbox.y, el.bbox.x)) if before else None


def _field_for(si: StepInput[Work], fv: FieldValue) -> Element | None:
    used = {int(x) for x in si.state.get("used", [])}
    if fv.field:
        ranked = [el for el, _ in rank_fields(si.usable(), fv.field) if el.id not in used]
        if ranked:
            return ranked[0]
        if fv.field in {"username", "email"}:
            return _before_password(si, used)
        if fv.field in CREDENTIALS:
            return None  # a password never goes into the page's one other field (its search box)
        lone = [el for el in _generic_fields(si) if not el.value]
        return lone[0] if len(lone) == 1 else None  # an unlabelled form with one empty field
    fields = _generic_fields(si)
    empty = [el for el in fields if not el.value]
    pool = empty or fields
    return pool[0] if pool else None


def _resolve(si: StepInput[Work], key: str, fv: FieldValue) -> str | None:
    """The value to type: given, or read once from the page ('the value of X') and remembered."""
    if not fv.lookup:
        return fv.value
    known = si.state.setdefault("resolved", {})
    if key not in known:
        found = attribute_value(si.obs, fv.lookup)
        if found is None:
            return None
        known[key] = found
    return str(known[key])


def handle_fill(si: StepInput[FillIn]) -> Outcome:
    """Fill the named fields one per step; skip fields already holding their value."""
    if si.step.every_field:
        return _fill_all(si)
    done = set(si.state.get("done", []))
    total = len(si.step.fields)
    for i, fv in enumerate(si.step.fields):
        key = f"f{i}"
        if key in done:
            continue
        value = _resolve(si, key, fv)
        if value is None:
            found = explore(si, f"the value of {quote(fv.lookup)}")
            return found or fail(f"the value of {quote(fv.lookup)} is not shown on this page")
        fv = replace(fv, value=value)
        el = _field_for(si, fv)
        if el is None and fv.field in CREDENTIALS:
            return _login_form(si, fv.field)
        if el is None:
            found = explore(si, f"the {fv.field or 'text'} field")
            if found is not None:
                return found
            if fv.field and total > 1:  # never send a form with a value the goal gives left out
                return give_up(f"the form has no {quote(fv.field)} field, so I did not submit it")
            si.state.setdefault("done", []).append(key)
            si.state.setdefault("missing", []).append(fv.field)
            continue
        if value_matches(el, fv.value):
            si.state.setdefault("done", []).append(key)
            si.state.setdefault("used", []).append(el.id)
            continue
        why = f"(field {i + 1} of {total} the goal gives)" if total > 1 else "as the goal asks"
        return type_into(el, fv.value, why, mark=key)
    missing = si.state.get("missing", [])
    if missing and len(missing) == total:
        return fail(f"no field matching {', '.join(quote(m) for m in missing)} on this page")
    return complete()


def _login_form(si: StepInput[Work], field: str) -> Outcome:
    """A credential with no field for it: open the site's log-in page once, else stop - a login is
    never sent with a credential left out."""
    if not si.state.get("login_link"):
        ranked = rank_candidates(
            si.usable(), _LOGIN_LINK_WORDS[0], alternatives=_LOGIN_LINK_WORDS[1:], min_score=0.6
        )
        links = [el for el, _ in ranked if element_kind(el) in {"link", "button", "tab"}]
        if links:
            si.state["login_link"] = True
            return act(
                Click(element_id=links[0].id),
                f"Opening {quote(links[0].label)} to log in: no {field} field here",
            )
    if not any((el.input_type or "").lower() == "password" for el in si.usable()):
        address = sign_in_address(si, field)
        if address is not None:
            return address
    return give_up(f"there is no {field} field on this page to log in with, so nothing was submitted")


def _fill_all(si: StepInput[FillIn]) -> Outcome:
    """'into both/all text fields': the same value into every text field."""
    value = si.step.fields[0].value if si.step.fields else ""
    done = set(si.state.get("done", []))
    fields = [el for el in si.usable() if element_kind(el) == "field"]
    for el in sorted(fields, key=lambda e: (e.bbox.y, e.bbox.x)):
        key = f"id{el.id}"
        if key in done or value_matches(el, value):
            continue
        return type_into(el, value, "(the goal asks for it in every text field)", mark=key)
    if not fields:
        return fail("no text field on this page")
    return complete()


def handle_select(si: StepInput[ChooseOption]) -> Outcome:
    """Choose an option: in a matching select, else click the element that names it (radio, list item)."""
    fv = si.step.option
    selects = [el for el in si.usable() if element_kind(el) == "select"]
    if fv.field:
        named = [el for el, _ in rank_fields(selects, fv.field)]
        selects = named + [el for el in selects if el not in named]
    for sel in selects:
        opt = best_option(sel, fv.value, exact=fv.exact)
        if opt is None:
            continue
        if opt.selected and si.state.get("chosen"):
            return complete()
        si.state["chosen"] = True
        return act(
            TypeText(element_id=sel.id, text=opt.text),
            f"Choosing {quote(opt.text)} in {quote(sel.label or 'the list')} as the goal asks",
            finishes=True,
        )
    ranked = rank_candidates(si.usable(), fv.value, role_hint="option", exact=fv.exact, min_score=0.5)
    if ranked:
        el = ranked[0][0]
        if el.aria.checked or el.aria.selected:
            return complete()
        return act(
            Click(element_id=el.id),
            f"Selecting {quote(el.label or fv.value)} as the goal asks",
            finishes=True,
        )
    if fv.field:
        field = next((el for el, _ in rank_fields(si.usable(), fv.field)), None)
        if field is not None:
            return type_into(field, fv.value, f"to set {quote(fv.field)}", finishes=True)
    return explore(si, quote(fv.value)) or fail(f"no option {quote(fv.value)} on this page")


def handle_check(si: StepInput[TickBoxes]) -> Outcome:
    """Tick (or untick) each named box once; a box already in the wanted state is left alone."""
    want = si.step.checked
    done = set(si.state.get("done", []))
    verb = "Ticking" if want else "Unticking"
    for i, item in enumerate(si.step.items):
        key = f"c{i}"
        if key in done:
            continue
        ranked = rank_candidates(si.usable(), item, role_hint="checkbox", min_score=0.5)
        boxes = [el for el, _ in ranked if element_kind(el) in {"checkbox", "radio"}] or [
            el for el, _ in ranked
        ]
        if not boxes:
            found = explore(si, f"the {quote(item)} box")
            if found is not None:
                return found
            return fail(f"no checkbox labelled {quote(item)} on this page")
        box = boxes[0]
        if box.aria.checked is not None and bool(box.aria.checked) == want:
            si.state.setdefault("done", []).append(key)
            continue
        return act(Click(element_id=box.id), f"{verb} {quote(box.label or item)} as the goal asks", mark=key)
    return complete()


_SIGN_OUT_RE = re.compile(r"\b(?:log\s*-?\s*out|sign\s*-?\s*out|log\s*off|sign\s*off)\b", re.I)


def _signs_out(el: Element) -> bool:
    return _SIGN_OUT_RE.search(f"{el.label} {el.value or ''}") is not None


def _submit_buttons(si: StepInput[SubmitForm]) -> list[Element]:
    """The controls that send the form, best first. A sign-out control never sends a form (it shares
    'log' with 'Log in', and pressing it after a sign-in ends the session the goal needs)."""
    step = si.step
    if not any(_SIGN_OUT_RE.search(words) for words in (step.control, *step.alternatives)):
        return [el for el in _submit_candidates(si) if not _signs_out(el)]
    return _submit_candidates(si)


def _submit_candidates(si: StepInput[SubmitForm]) -> list[Element]:
    step = si.step
    ranked = rank_candidates(
        si.usable(),
        step.control or "submit",
        role_hint="button",
        alternatives=step.alternatives,
        min_score=0.5,
    )
    buttons = [el for el, _ in ranked if element_kind(el) in {"button", "link", "other"}]
    if buttons:
        return buttons
    generic = [
        el
        for el in si.usable()
        if element_kind(el) == "button"
        and ((el.input_type or "") == "submit" or norm(el.label) in SUBMIT_WORDS)
    ]
    if generic:
        return generic
    lone = [el for el in si.usable() if element_kind(el) == "button" and el.zone in ("main", "modal")]
    return lone if len(lone) == 1 else []


def handle_submit(si: StepInput[SubmitForm]) -> Outcome:
    """Press the form's submit control; without one, press Enter in the field typed last."""
    buttons = _submit_buttons(si)
    if buttons:
        el = buttons[0]
        return act(
            Click(element_id=el.id),
            f"Pressing {quote(el.label or 'submit')} to submit what was entered",
            finishes=True,
        )
    last = si.memory.get("last_typed") or {}
    here = _typed_here(si)
    field = si.obs.element(int(last["id"])) if last.get("id") is not None and here else None
    if field is None:
        typed = [el for el in si.usable() if element_kind(el) == "field" and el.value]
        field = typed[-1] if typed else None
    if field is None and not here:
        return complete()  # what was typed is on a page the run has left: that form went (a slow 'Log in')
    if field is not None and element_kind(field) == "field":
        text = field.value if field.value is not None else str(last.get("text", ""))
        return act(
            TypeText(element_id=field.id, text=text, submit=True),
            f"Pressing Enter in {quote(field.label or 'the field')} to submit (no submit button is visible)",
            finishes=True,
        )
    return explore(si, "a submit button") or fail("no submit button or filled field on this page")


def _typed_here(si: StepInput[Work]) -> bool:
    """The run's last typing was on this page and nothing since has left it (an element's number on
    another page is another element: a search box where the password field was)."""
    history = list(si.ctx.action_history)
    typed = [i for i, e in enumerate(history) if e.ok and e.action.get("type") == "type"]
    if not typed:
        return True
    last = history[typed[-1]]
    return last.url in ("", si.obs.url) and not any(e.url_changed for e in history[typed[-1] :])


def _search_score(el: Element) -> int:
    """How much a field looks like the site's search box (not a filter of the navigation menu)."""
    words = " ".join(filter(None, [el.name, el.placeholder, el.aria.label, el.dom_id])).lower()
    score = 0
    if (el.name or "") == "q" or "search" in words:
        score += 3
    if (el.input_type or "") == "search" or el.role == "searchbox":
        score += 2
    if el.zone in {"main", "header", "modal"}:
        score += 1
    if re.search(r"navigation|\bnav\b|nav-|menu", words):
        score -= 4  # 'Filter navigation items': narrows the menu, searches nothing
    return score


def search_box(si: StepInput[Work]) -> Element | None:
    fields = [el for el in si.usable() if element_kind(el) == "field"]
    controls = [el for el in fields if el.id in set(si.ctx.search_controls) and _search_score(el) >= 0]
    if controls:
        return sorted(controls, key=lambda el: (-_search_score(el), el.zone != "header"))[0]
    scored = sorted(((_search_score(el), el) for el in fields), key=lambda row: -row[0])
    if scored and scored[0][0] >= 2:
        return scored[0][1]
    if len(fields) == 1 and rank_candidates(si.usable(), "search", role_hint="button", min_score=0.6):
        return fields[0]
    return None
