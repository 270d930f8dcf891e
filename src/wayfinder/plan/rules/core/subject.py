"""The record a question names, found and opened (pure).

A question about one thing ('the ISBN of <book>', 'who is issue #14 assigned to') is answered on that
thing's own page. ``open_subject`` takes the next move towards it with the one finder of named things
(``find.locate``: a link that names it, a record's identifier, the site's search and the result that
names it, the list of its kind of record - 'Members' for 'member RL10042' -, a category); opening it
does not end the question, which is read on that page next. ``its_page`` tells whether the named
thing's own page is open.
"""

from __future__ import annotations

from wayfinder.plan.rules.core.find import Sought, echoes_search, locate
from wayfinder.plan.rules.core.record_ref import on_record_page
from wayfinder.plan.rules.page import page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, quote
from wayfinder.plan.rules.work import AskAttribute, AskPrice


def _sought(step: AskPrice | AskAttribute, subject: str) -> Sought:
    if isinstance(step, AskAttribute):
        return Sought(subject, within=step.within, opens=False, attribute=step.attribute)
    return Sought(subject, opens=False, attribute="price")


def open_subject(si: StepInput[AskPrice | AskAttribute], subject: str) -> Outcome | None:
    """The next move towards the page of the thing the question is about; None when its page is open
    or no way to it is left."""
    outcome = locate(si, _sought(si.step, subject))
    if outcome is None or outcome.action is None:
        return None  # its page (locate completes there), or nothing left to try
    return outcome


def asked(step: AskPrice | AskAttribute) -> str:
    return "the price" if isinstance(step, AskPrice) else quote(step.attribute or step.subject)


def its_page(si: StepInput[AskPrice | AskAttribute]) -> bool:
    """The named thing's own page is open: its identifier or name heads the page, and the page is not
    the results of the search for it or of the query typed for it (which repeat the words in 'Results
    for ...')."""
    subject = si.step.subject
    ref = _sought(si.step, subject).ref
    if ref is not None:
        return on_record_page(si.obs, ref)
    typed = str(si.state.get("query") or "")  # the search typed here: its results page echoes it
    echoed = echoes_search(si, subject) or bool(typed and echoes_search(si, typed))
    return page_shows(si.obs, subject, threshold=0.7) and not echoed
