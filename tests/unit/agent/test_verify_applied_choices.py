"""A listing narrowed by a filter menu its address carries (pure tables).

An issue tracker narrows its list with menus ("Tracker is Bug") and says so in its address only by the
option's own value (``tracker_id=1``); a catalogue's filter form does the same (``category=7`` for
"Monitors"). The list is then the one asked ("how many open defects", "how many monitors"), though no
title, heading or address word names it. A menu the address does not carry (a form's default, another
option) narrows nothing: a count read there is still another listing's. Two shapes, right answers next
to the wrong ones.

On such a listing that states no total in words a count is not a number read only inside its rows
(an issue's id, a date's day, another column): the pager's "(1-3/3)", the rows of its one table shown
whole, or a row that totals back it.
"""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry

S = "http://tracker.test"
ROWS = "#\tTracker\tStatus\tSubject\n9\tDefect\tNew\tLogin fails\n4\tDefect\tNew\tTypo\n2\tDefect\tNew\tSlow page\n(1-3/3)"
ALL_ROWS = (
    "#\tTracker\tStatus\tSubject\n9\tDefect\tNew\tLogin fails\n8\tTask\tNew\tDeploy\n4\tDefect\tNew\tTypo\n"
    "3\tFeature\tNew\tDark mode\n2\tDefect\tNew\tSlow page\n(1-5/5)"
)


def _menu(name: str, chosen: str, code: str, *others: tuple[str, str]) -> dict[str, Any]:
    options = [{"text": chosen, "value": code, "selected": True}]
    options += [{"text": t, "value": v, "selected": False} for t, v in others]
    return {"id": 40 + len(name), "tag": "select", "text": "", "name": name, "options": options}


def _page(url: str, text: str, title: str, *menus: dict[str, Any], rows: int | None = None) -> PageEntry:
    grids = [{"index": 0, "kind": "table", "headers": [], "row_count": rows, "sample_rows": []}]
    obs = {
        "grids": grids if rows is not None else [],
        "url": url,
        "title": title,
        "headings": [title.split(" - ")[0]],
        "text_digest": text,
        "elements": list(menus),
        "page_type": "grid",
        "dom_hash": str(hash((url, text))),
    }
    return page_entry(obs, 1)


OPEN = _menu("op[status_id]", "open", "o", ("closed", "c"), ("any", "*"))
DEFECTS = _page(
    f"{S}/projects/intranet/issues?set_filter=1&tracker_id=2&status_id=o",
    ROWS,
    "Issues - Intranet - Tracker",
    OPEN,
    _menu("v[tracker_id][]", "Defect", "2", ("Task", "3"), ("Feature", "4")),
    rows=3,
)
TASKS = _page(
    f"{S}/projects/intranet/issues?set_filter=1&tracker_id=3&status_id=o",
    "#\tTracker\tStatus\tSubject\n8\tTask\tNew\tDeploy\n7\tTask\tNew\tBackup\n6\tTask\tNew\tRotate keys\n(1-3/3)",
    "Issues - Intranet - Tracker",
    OPEN,
    _menu("v[tracker_id][]", "Task", "3", ("Defect", "2"), ("Feature", "4")),
)
# the whole list, with a 'new issue' form whose tracker menu starts on Defect: not a filter applied
ALL_WITH_FORM = _page(
    f"{S}/projects/intranet/issues",
    ALL_ROWS,
    "Issues - Intranet - Tracker",
    _menu("issue[tracker_id]", "Defect", "2", ("Task", "3")),
)

C = "http://catalogue.test"
MONITORS = _page(
    f"{C}/catalog?category=7&in_stock=1",
    "Catalog\n4 products\nDell S27\n$259.99\nLG 27UL\n$236.99\nAcer Vero\n$204.99\nBenQ GW\n$149.99",
    "Catalog - Gadget Store",
    _menu("category", "Monitors", "7", ("Keyboards", "8")),
)
KEYBOARDS = _page(
    f"{C}/catalog?category=8",
    "Catalog\n4 products\nK120\n$19.99\nMX Keys\n$99.99\nK380\n$39.99\nG915\n$199.99",
    "Catalog - Gadget Store",
    _menu("category", "Keyboards", "8", ("Monitors", "7")),
)
# the menu shows Monitors, but the address narrows nothing (the form was not sent)
UNSENT = _page(
    f"{C}/catalog",
    "Catalog\n4 products\nDell S27\n$259.99\nK120\n$19.99\nMX Keys\n$99.99\nAcer Vero\n$204.99",
    "Catalog - Gadget Store",
    _menu("category", "Monitors", "7", ("Keyboards", "8")),
)


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        ("How many open defects does the Intranet project have?", "3", [DEFECTS], True),
        ("how many defects are open in the Intranet project", "There are 3 issues.", [DEFECTS], True),
        ("How many monitors are in stock?", "4", [MONITORS], True),
        ("how many monitors does the store have", "4 monitors", [MONITORS], True),
        # another listing's count: another option, or a menu the address does not carry
        ("How many open defects does the Intranet project have?", "3", [TASKS], False),
        ("How many open defects does the Intranet project have?", "5", [ALL_WITH_FORM], False),
        ("how many monitors does the store have", "4", [KEYBOARDS], False),
        ("how many monitors does the store have", "4", [UNSENT], False),
    ],
)
def test_a_filter_menu_the_address_carries_narrows_the_listing(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence


L = "http://library.test"
LATE = (
    "Overdue loans\n#\tMember\tBook\tDays late\n1\tIsla Xu\tDune\t12\n2\tOmar Haddad\tEmma\t5\n"
    "3\tLea Berg\tUlysses\t30\n4\tIvo Kral\tMiddlemarch\t2"
)
LOANS = _page(f"{L}/loans?status=overdue", LATE, "Overdue loans - Library", rows=4)
# another shape: no index column, two tables (no one table's rows to count), a row that totals
LOANS_TOTALLED = _page(
    f"{L}/loans?status=overdue",
    "Overdue loans\nMember\tDays late\tBook\nIsla Xu\t12\tDune\nOmar Haddad\t5\tEmma\nLea Berg\t30\tUlysses\n"
    "Ivo Kral\t2\tMiddlemarch\nTotal\t4",
    "Overdue loans - Library",
)


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        ("How many open defects does the Intranet project have?", "3", [DEFECTS], True),
        ("how many overdue loans are there", "4", [LOANS], True),
        ("how many overdue loans are there", "There are 4 overdue loans.", [LOANS_TOTALLED], True),
        # a number read inside the rows: an id, another column
        ("How many open defects does the Intranet project have?", "There are 9 issues.", [DEFECTS], False),
        ("How many open defects does the Intranet project have?", "4", [DEFECTS], False),
        ("how many overdue loans are there", "5", [LOANS], False),
        ("how many overdue loans are there", "12 loans", [LOANS_TOTALLED], False),
    ],
)
def test_a_count_is_not_a_number_read_only_inside_the_rows(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence
