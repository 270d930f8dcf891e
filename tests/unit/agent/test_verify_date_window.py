"""A count asked within a time is read on a listing narrowed to that time (pure tables,
``agent/verify/windows.py``): the whole list's total is refused, the list narrowed by the window - its
address carrying the window's days, or its chosen filter naming it - backs its own total. Three shapes:
a library admin's 'This year' filter (Django admin: ``joined__gte`` / ``joined__lt``), a tracker's date
operator (Redmine: the operator select 'this year', 'last 7 days'), a blog's month select (WordPress:
``m=YYYYMM``, the option 'November 2026')."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.windows import spans, window_of, window_problem
from wayfinder.intent.text.dates import DateRange

TODAY = date.today()
YEAR = TODAY.year
M = "http://library.test/admin/catalog/member/"
ALL_MEMBERS = page(
    M,
    "Select member to change\n160 members\nCard\tName\tJoined",
    title="Select member to change | Library",
    page_type="grid",
)
THIS_YEAR = page(
    f"{M}?joined__gte={YEAR}-01-01&joined__lt={YEAR + 1}-01-01",
    f"Select member to change\n11 results (160 total)\nCard\tName\tJoined\nRL1\tAna Lee\tMay 2, {YEAR}",
    title="Select member to change | Library",
    step=2,
    page_type="grid",
)
PAST_WEEK = page(
    f"{M}?joined__gte={TODAY - timedelta(days=7)}&joined__lt={TODAY + timedelta(days=1)}",
    "Select member to change\n3 results (160 total)\nCard\tName\tJoined",
    title="Select member to change | Library",
    step=2,
    page_type="grid",
)
TR = "http://tracker.test/projects/web/issues"
ALL_ISSUES = page(
    TR, "Issues\n(1-25/58)\n#\tSubject\tCreated", title="Issues - Web - Tracker", page_type="listing"
)
# the operator select of the 'Created' filter, as the tracker's form shows it applied
CREATED_THIS_YEAR = page(
    f"{TR}?set_filter=1&f[]=created_on&op[created_on]=y",
    "Issues\n(1-9/9)\n#\tSubject\tCreated",
    title="Issues - Web - Tracker",
    step=2,
    page_type="listing",
).model_copy(update={"chosen": ("this year",)})
P = "http://blog.test/wp-admin/edit.php"
ALL_POSTS = page(P, "Posts\n42 items\nTitle\tAuthor\tDate", title="Posts ‹ Blog", page_type="listing")
MONTH = TODAY.replace(day=1)
MONTH_POSTS = page(
    f"{P}?m={MONTH:%Y%m}&filter_action=Filter",
    "Posts\n6 items\nTitle\tAuthor\tDate",
    title="Posts ‹ Blog",
    step=2,
    page_type="listing",
).model_copy(update={"chosen": (f"{MONTH:%B %Y}",)})

JOINED = "How many members joined this year? Credentials: librarian / pw"


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        (JOINED, [ALL_MEMBERS, THIS_YEAR], "There are 11 members.", True),
        (JOINED, [ALL_MEMBERS, THIS_YEAR], "There are 160 members.", False),
        (JOINED, [ALL_MEMBERS], "160", False),
        ("how many members have joined in the past 7 days?", [ALL_MEMBERS, PAST_WEEK], "3", True),
        ("how many members have joined in the past 7 days?", [ALL_MEMBERS, PAST_WEEK], "160", False),
        # 'this year' is not the past week's filter
        (JOINED, [ALL_MEMBERS, PAST_WEEK], "3", False),
        ("how many issues were created this year in Web?", [ALL_ISSUES, CREATED_THIS_YEAR], "9", True),
        ("how many issues were created this year in Web?", [ALL_ISSUES, CREATED_THIS_YEAR], "58", False),
        ("how many posts were published this month?", [ALL_POSTS, MONTH_POSTS], "6 posts", True),
        ("how many posts were published this month?", [ALL_POSTS, MONTH_POSTS], "42 posts", False),
    ],
)
def test_a_count_within_a_time(goal: str, ledger: list[PageEntry], answer: str, verified: bool) -> None:
    frame = goal_frame(goal)
    assert window_of(frame) is not None, frame
    verdict = verify_claim(frame, stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


def test_a_count_asked_without_a_time_is_not_narrowed_by_one() -> None:
    verdict = verify_claim(
        goal_frame("how many members are there?"),
        stop_reason="done_success",
        answer="160",
        ledger=[ALL_MEMBERS],
    )
    assert verdict.verified, verdict.sentence


_GREETINGS = st.sampled_from(["", "hi there! ", "Hello, ", "quick one: ", "hey - "])
_TAILS = st.sampled_from(["", " thanks", " please", " (thanks!)", " ty"])


@settings(max_examples=30, deadline=None)
@given(_GREETINGS, _TAILS, st.booleans())
def test_wrapped_wordings_keep_the_window(greeting: str, tail: str, lower: bool) -> None:
    goal = f"{greeting}how many members joined this year?{tail}"
    goal = goal.lower() if lower else goal
    frame = goal_frame(goal)
    right = verify_claim(frame, stop_reason="done_success", answer="11", ledger=[ALL_MEMBERS, THIS_YEAR])
    wrong = verify_claim(frame, stop_reason="done_success", answer="160", ledger=[ALL_MEMBERS, THIS_YEAR])
    assert right.verified, right.sentence
    assert not wrong.verified


DAY = date(2026, 11, 27)  # a Friday


@pytest.mark.parametrize(
    ("relative", "first", "last"),
    [
        ("this year", date(2026, 1, 1), date(2026, 12, 31)),
        ("this month", date(2026, 11, 1), date(2026, 11, 30)),
        ("this week", date(2026, 11, 23), date(2026, 11, 29)),
        ("last month", date(2026, 10, 1), date(2026, 10, 31)),
        ("the past 7 days", date(2026, 11, 20), DAY),
        ("in the last 2 weeks", date(2026, 11, 13), DAY),
        ("today", DAY, DAY),
    ],
)
def test_relative_windows_are_counted_from_today(relative: str, first: date, last: date) -> None:
    assert (first, last) in spans(DateRange(relative=relative), DAY)


@pytest.mark.parametrize(
    ("query", "window", "narrowed"),
    [
        ("joined__gte=2026-01-01&joined__lt=2027-01-01", DateRange(relative="this year"), True),
        ("joined__gte=2026-11-01&joined__lt=2026-12-01", DateRange(relative="this year"), False),
        ("from=2021-01-01&to=2021-12-31", DateRange("2021-01-01", "2021-12-31"), True),
        ("from=2021-01-01&to=2021-06-30", DateRange("2021-01-01", "2021-12-31"), False),
        ("created_after=2026-11-20", DateRange(relative="past 7 days"), True),
        ("", DateRange(relative="this year"), False),
        ("status=open", DateRange("2021-01-01", "2021-12-31"), False),
    ],
)
def test_the_address_carries_the_window(query: str, window: DateRange, narrowed: bool) -> None:
    entry = page(f"http://x.test/list?{query}", "List\n4 results", page_type="listing")
    assert (window_problem(entry, window, DAY) is None) is narrowed


# a records portal's search, its range in the address (US dates) or in the form posted back
R = "http://records.test"
_JUDGMENTS = "7 records found\nName\tType\tRecorded\nLEE, ANN\tJudgment\t03/02/2023"


@pytest.mark.parametrize(
    ("url", "fields", "verified"),
    [
        (f"{R}/search?type=Judgment&from=01%2F01%2F2023&to=12%2F31%2F2023", (), True),
        (f"{R}/results", (("Year", "2023", "select"), ("Type", "Judgment", "select")), True),
        (f"{R}/search?type=Judgment&from=01%2F01%2F2022&to=12%2F31%2F2023", (), False),
        (f"{R}/search?type=Judgment", (), False),
    ],
)
def test_a_year_carried_by_the_search(
    url: str, fields: tuple[tuple[str, str, str], ...], verified: bool
) -> None:
    final = page(url, _JUDGMENTS, title="Judgment search", page_type="grid", fields=fields)
    frame = goal_frame("what's the total number of judgments recorded in 2023")
    verdict = verify_claim(frame, stop_reason="done_success", answer="7 records.", ledger=[final])
    assert verdict.verified is verified, verdict.sentence
