"""Questions about a note of a record and about a page named by its topic, answered by the rules
planner: the record the notes belong to is opened and the note the question names is read
(``read.notes``); 'the post about X' is looked for by X."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.subject import topic_name

JOURNAL = (
    "Bug #7\nImages load slowly\nAdded by Rosa Petrova 9 months ago. Updated 9 months ago.\n"
    "Status:\nFeedback\nAssignee:\nTomas Weber\nHistory\nActions #1\nUpdated by Rosa Petrova 9 months ago\n"
    "Could you send the original files?\nActions #2\nUpdated by Tomas Weber 8 months ago\n"
    "Status changed from New to Feedback\nSent them on Monday.\nActions #3\n"
    "Updated by Rosa Petrova 2 months ago\nThanks, they load fine now.\nActions\nAlso available in: Atom PDF\n"
    "Powered by Tracker"
)
THREAD = (
    "Parking permits for the harbour\nStarted by Lena Brandt\nLena Brandt\nMarch 2, 2026 at 9:00 am\n"
    "Does anyone know when the new permits start?\nReply\nOskar Lind\nMarch 3, 2026 at 10:15 am\n"
    "From April, the council said.\nReply\nLena Brandt\nMarch 4, 2026 at 8:30 am\nThank you, that helps.\n"
    "Reply\nLeave a reply"
)


def _home() -> object:
    return page(
        el(1, "a", "Overview", href="/projects/web"),
        field(2, "q", placeholder="Search", itype="search", zone="header"),
        url="http://tracker.test/",
        title="Home - Tracker",
    )


@pytest.mark.parametrize(
    ("goal", "answer"),
    [
        ("What did Tomas write in the last note on issue 7?", "Sent them on Monday."),
        ("What did Rosa write in the first note on issue 7?", "Could you send the original files?"),
        ("what did Rosa write in the last note on issue 7", "Thanks, they load fine now."),
    ],
)
def test_a_note_by_its_author_and_order_on_a_trackers_record(goal: str, answer: str) -> None:
    ctx = context(goal, _home())
    res = decide(ctx)
    assert act(res)["type"] == "type" and "7" in act(res)["text"]  # the record, not the word 'note'
    issue = page(
        field(2, "q", placeholder="Search", itype="search", zone="header"),
        url="http://tracker.test/issues/7",
        title="Bug #7: Images load slowly - Tracker",
        headings=["Bug #7", "Images load slowly"],
        digest=JOURNAL,
    )
    res2 = decide(after(ctx, res, issue))
    assert act(res2) == {"type": "done", "success": True, "answer": answer}


def test_a_reply_by_its_author_on_a_forum_thread() -> None:
    ctx = context("what did Lena say in the last reply on thread 12", _home())
    res = decide(ctx)
    thread = page(
        el(3, "a", "Reply", href="/t/12#reply"),
        url="http://forum.test/t/12",
        title="Thread #12: Parking permits for the harbour - Forum",
        headings=["Thread #12", "Parking permits for the harbour"],
        digest=THREAD,
    )
    res2 = decide(after(ctx, res, thread))
    assert act(res2) == {"type": "done", "success": True, "answer": "Thank you, that helps."}


def test_no_note_by_that_person_is_said_so_not_guessed() -> None:
    ctx = context("What did Mia write in the last note on issue 7?", _home())
    res = decide(ctx)
    issue = page(
        url="http://tracker.test/issues/7",
        title="Bug #7: Images load slowly - Tracker",
        headings=["Bug #7"],
        digest=JOURNAL,
    )
    done = act(decide(after(ctx, res, issue)))
    assert done["type"] == "done" and done["success"] is False
    assert "by Mia" in done["answer"]


@pytest.mark.parametrize(
    ("subject", "name", "kind"),
    [
        ("post about the night train to Vienna", "night train to Vienna", "post"),
        ("The article on sourdough starters", "sourdough starters", "article"),
        ("the blog post regarding harbour clean-up day", "harbour clean-up day", "blog post"),
        ("thread about parking permits", "parking permits", "thread"),
        # no topic: a title, a product, a record by its number, a thing of a place
        ("Notes on Camp", "Notes on Camp", ""),
        ("shoes on sale", "shoes on sale", ""),
        ("note on issue 7", "note on issue 7", ""),
        ("Launch version of Website Redesign", "Launch version of Website Redesign", ""),
    ],
)
def test_a_page_named_by_its_topic(subject: str, name: str, kind: str) -> None:
    assert topic_name(subject) == (name, kind)


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(
    kind=st.sampled_from(["post", "article", "page", "review", "blog post", "thread", "question"]),
    about=st.sampled_from(["about", "on", "regarding", "concerning"]),
    article=st.sampled_from(["", "the ", "The ", "a "]),
    topic=st.sampled_from(
        ["the ferry timetable", "Winter Swimming", "lentil soup", "bike lanes on Mill Road"]
    ),
)
def test_generated_topic_names(kind: str, about: str, article: str, topic: str) -> None:
    name, said = topic_name(f"{article}{kind} {about} {topic}")
    assert said == kind
    assert name == topic.removeprefix("the ")


def test_the_post_about_a_topic_is_searched_by_its_topic_and_its_byline_read() -> None:
    home = page(field(1, "s", label="Search", itype="search", zone="header"), url="http://blog.test/")
    ctx = context("who wrote the post about the winter swimming club", home)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "winter swimming club", "submit": True}
    results = page(
        field(1, "s", label="Search", itype="search", zone="header", value="winter swimming club"),
        el(2, "a", "The Winter Swimming Club Turns Ten", href="/2026/02/winter-swimming/"),
        url="http://blog.test/?s=winter+swimming+club",
        title="Search Results for “winter swimming club” – Blog",
        headings=["Search Results for: winter swimming club"],
    )
    ctx2 = after(ctx, res, results)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 2}
    post = page(
        el(3, "a", "Jonas Berg", href="/author/jonas/"),
        url="http://blog.test/2026/02/winter-swimming/",
        title="The Winter Swimming Club Turns Ten – Blog",
        headings=["The Winter Swimming Club Turns Ten"],
        digest="The Winter Swimming Club Turns Ten\nTen years of cold mornings.\n"
        "Published February 2, 2026By Jonas Berg\n1 comment\nAda Fischer\nFebruary 3, 2026 at 8:00 am\n"
        "Congratulations to everyone!\nReply",
    )
    res3 = decide(after(ctx2, res2, post))
    assert act(res3) == {"type": "done", "success": True, "answer": "Jonas Berg"}
