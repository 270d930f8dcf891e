"""Recipes for the community blog on WordPress: the blog's search box, a post's page (its byline,
comments and comment form), category and tag archives; and, signed in at ``/wp-login.php`` with the
credentials the goal gives, the admin: the dashboard's Quick Draft, the post list's search and its
"Quick edit" panel (Title, Status, categories, Update), the comment list with its "Pending" view and
"Approve this comment", the category form.

Wrong endings recorded with each goal: another number of the same post, a count off by one, all the
blog's posts instead of the category's, another post's author, the archive instead of the newest post,
a dropped last click (never saved, never approved, never signed in)."""

from __future__ import annotations

import re
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder_bench.apps.wordpress import WordPressApp
from wayfinder_bench.goals import CheckRef
from wayfinder_bench.gold.model import GoldStep
from wayfinder_bench.gold.recipes.base import (
    Plan,
    Recipe,
    RecipeBook,
    RecipeInput,
    account_in,
    every_record,
    first,
    typed_secret,
    wrong,
    wrong_steps,
)
from wayfinder_bench.gold.recipes.steps import (
    button,
    choose,
    click,
    done,
    field,
    give_up,
    go,
    link,
    type_into,
)

_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.]+\b")
_STATUS = {"publish": "Published", "pending": "Pending Review", "draft": "Draft"}


def _app(inp: RecipeInput) -> WordPressApp:
    if not isinstance(inp.site, WordPressApp):
        raise ConfigError("a wordpress recipe ran against another site")
    return inp.site


def _rows(inp: RecipeInput, sql: str, *args: Any) -> list[dict[str, Any]]:
    with _app(inp).connect() as conn, conn.cursor() as cur:
        cur.execute(sql, args)
        return list(cur.fetchall())


def credentials(inp: RecipeInput) -> tuple[str, str] | None:
    """The account the goal signs in with, and the password it gives (both written in the goal)."""
    return account_in(inp.goal.goal, {login: a.password for login, a in _app(inp).accounts().items()})


def sign_in(inp: RecipeInput) -> list[GoldStep]:
    found = credentials(inp)
    if found is None:
        raise ConfigError(f"goal {inp.goal.id}: no account and password in the goal")
    login, password = found
    return [
        go("/wp-login.php", note="the site's login page"),
        field("Username or Email Address", login),
        type_into("input[type=password]", "Password", typed_secret(inp.goal.goal, password)),
        button("Log In"),
    ]


def open_post(title: str) -> list[GoldStep]:
    """The blog's search box, then the post's link among the results."""
    return [field("Search", title, submit=True, note="the blog's search"), link(title, note="open the post")]


def _numbers(text: str, value: str) -> list[str]:
    """Other numbers of the post (what a careless reader takes instead)."""
    found = re.findall(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w.])", text)
    bare = re.sub(r"\D", "", value)
    return [n for n in dict.fromkeys(found) if n != bare][:2]


def post_text(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = dict(ref.args)
    value = first(inp.value("post_text", **args))
    title = str(args["title"])
    steps = [*open_post(title), done(f"It says {value}.")]
    kind = "page" if args.get("page") else "post"
    rows = _rows(inp, "SELECT post_content FROM wp_posts WHERE post_title=%s AND post_type=%s", title, kind)
    unit = re.sub(r"^[\d\s.,+]+", "", value).strip()
    negatives = [
        wrong("another number of the same post", f"It says {n}{' ' + unit if unit else ''}.")
        for n in _numbers(str(rows[0]["post_content"]) if rows else "", value)
    ]
    return Plan("value", steps, negatives)


def _term_link(args: dict[str, Any]) -> str:
    return str(args.get("category") or args.get("tag"))


def posts_in(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = dict(ref.args)
    n = int(first(inp.value("posts_in", **args)))
    steps = [link(_term_link(args), note="the archive of the category or tag"), done(f"There are {n} posts.")]
    total = int(
        _rows(inp, "SELECT COUNT(*) AS n FROM wp_posts WHERE post_type='post' AND post_status='publish'")[0][
            "n"
        ]
    )
    negatives = [wrong("count off by one", f"There are {n + 1} posts.")]
    if n > 0:
        negatives.append(wrong("count off by one", f"There are {n - 1} posts."))
    if total != n:
        negatives.append(wrong("the unfiltered total", f"There are {total} posts."))
    return Plan("count", steps, negatives)


def author_of(inp: RecipeInput, ref: CheckRef) -> Plan:
    title = str(ref.args["title"])
    name = first(inp.value("author_of", title=title))
    others = _rows(inp, "SELECT display_name FROM wp_users WHERE display_name != %s ORDER BY ID", name)
    negatives = [wrong("another author", f"{others[0]['display_name']} wrote it.")] if others else []
    return Plan("value", [*open_post(title), done(f"{name} wrote it.")], negatives)


def comment_count(inp: RecipeInput, ref: CheckRef) -> Plan:
    title = str(ref.args["title"])
    n = int(first(inp.value("comment_count", title=title)))
    negatives = [wrong("count off by one", f"There are {n + 1} comments.")]
    if n > 0:
        negatives.append(wrong("count off by one", f"There are {n - 1} comments."))
    return Plan("count", [*open_post(title), done(f"There are {n} comments.")], negatives)


def _newest_first(inp: RecipeInput, category: str) -> list[str]:
    """The category's published posts, newest first (as its archive lists them)."""
    rows = _rows(
        inp,
        "SELECT p.post_title FROM wp_posts p JOIN wp_term_relationships r ON r.object_id=p.ID "
        "JOIN wp_term_taxonomy x ON x.term_taxonomy_id=r.term_taxonomy_id AND x.taxonomy='category' "
        "JOIN wp_terms t ON t.term_id=x.term_id WHERE LOWER(t.name)=LOWER(%s) "
        "AND p.post_type='post' AND p.post_status='publish' ORDER BY p.post_date DESC, p.ID DESC",
        category,
    )
    return [str(r["post_title"]) for r in rows]


def newest_in(inp: RecipeInput, ref: CheckRef) -> Plan:
    category = str(ref.args["category"])
    titles = _newest_first(inp, category)
    archive = [link(category, note="the category's archive, newest first")]
    said = f"Here is {titles[0]}, the newest post in {category}."
    negatives = [wrong_steps("the archive, not the post", [*archive, done(said)])]
    if len(titles) > 1:
        negatives.append(wrong_steps("an older post", [*archive, link(titles[1]), done(said)]))
    return Plan("page", [*archive, link(titles[0]), done(said)], negatives)


def newest_title(inp: RecipeInput, ref: CheckRef) -> Plan:
    """ "What is the newest post in X called": the archive's first post opened, its title said; the
    next post of the archive and the oldest one are the wrong endings."""
    category = str(ref.args["category"])
    titles = _newest_first(inp, category)
    archive = [link(category, note="the category's archive, newest first")]
    steps = [*archive, link(titles[0]), done(f"It is {titles[0]}.")]
    negatives = [
        wrong("an older post of the list", f"It is {t}.") for t in dict.fromkeys(titles[1:2] + titles[-1:])
    ]
    return Plan("superlative", steps, negatives)


def signed_in(inp: RecipeInput, ref: CheckRef) -> Plan:
    steps = sign_in(inp)
    said = f"You are signed in as {ref.args['login']}."
    return Plan(
        "state",
        [*steps, done(said)],
        [wrong_steps("a dropped step (never signed in)", [*steps[:-1], done(said)])],
    )


def _quick_edit(title: str) -> list[GoldStep]:
    """The post list, searched for the post, its "Quick edit" panel open."""
    return [
        go("/wp-admin/edit.php", note="the list of posts"),
        field("Search Posts", title, submit=True),
        click("button", f"Quick edit “{title}” inline", note="the row's Quick edit"),
    ]


def _exists(inp: RecipeInput, title: str) -> bool:
    return bool(_rows(inp, "SELECT ID FROM wp_posts WHERE post_title=%s AND post_type='post'", title))


def post_is(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = {k: str(v) for k, v in ref.args.items()}
    title = args["title"]
    signed = sign_in(inp)
    said = f"Done: {title!r} is saved."
    if not _exists(inp, title):  # a new post: the dashboard's Quick Draft
        content = args.get("content") or quoted_after(inp.goal.goal, title)
        draft = [field("Title", title), field("Content", content), button("Save Draft")]
        steps = [*signed, *draft]
        later = []  # then its status and category, from the post list's Quick Edit
        if args.get("status", "draft") != "draft":
            later.append(choose("Status", _STATUS[args["status"]]))
        if "category" in args:
            later.append(click("checkbox", args["category"]))
        if later:
            steps += [*_quick_edit(title), *later, button("Update")]
        negatives = [wrong_steps("a dropped step (never saved)", [*signed, *draft[:-1], done(said)])]
        return Plan("state", [*steps, done(said)], negatives)
    every = every_record(inp.goal.goal)
    if every is not None:  # 'publish all the draft posts': the list's Bulk Edit, every row
        return _bulk_edit(args, every, signed, said)
    edit = _quick_edit(title)
    if "status" in args:
        edit.append(choose("Status", _STATUS[args["status"]]))
    if "category" in args:
        edit.append(click("checkbox", args["category"]))
    if "tag" in args:  # Quick edit's "Tags" box is the post's tags as one comma list: keep them
        had = _rows(
            inp,
            "SELECT t.name FROM wp_terms t JOIN wp_term_taxonomy x ON x.term_id=t.term_id "
            "JOIN wp_term_relationships r ON r.term_taxonomy_id=x.term_taxonomy_id "
            "JOIN wp_posts p ON p.ID=r.object_id WHERE x.taxonomy='post_tag' AND p.post_title=%s",
            title,
        )
        edit.append(field("Tags", ", ".join([*(str(r["name"]) for r in had), args["tag"]])))
    steps = [*signed, *edit, button("Update")]
    return Plan(
        "state",
        [*steps, done(said)],
        [wrong_steps("a dropped step (never updated)", [*signed, *edit, done(said)])],
    )


_LIST_STATES = {"draft": "draft", "pending": "pending", "published": "publish", "private": "private"}


def _bulk_edit(args: dict[str, str], every: str, signed: list[GoldStep], said: str) -> Plan:
    """Every post in the state the goal names ('all the draft posts'): the post list narrowed to that
    state, 'Select All', the bulk action 'Edit', 'Apply', the Bulk Edit panel's Status or category,
    'Update'. The one post's Quick Edit (the change to one record of several) is a wrong ending."""
    title = args["title"]
    state = next((_LIST_STATES[w] for w in every.lower().split() if w in _LIST_STATES), None)
    if state is None:
        raise ConfigError(f"no post state in {every!r}")
    listed = [go(f"/wp-admin/edit.php?post_status={state}&post_type=post", note="the list")]
    picked = [click("checkbox", "Select All"), choose("Select bulk action", "Edit"), button("Apply")]
    edit: list[GoldStep] = []
    one = _quick_edit(title)
    if "status" in args:
        edit.append(choose("Status", _STATUS[args["status"]]))
        one.append(choose("Status", _STATUS[args["status"]]))
    if "category" in args:
        edit.append(click("checkbox", args["category"]))
        one.append(click("checkbox", args["category"]))
    steps = [*signed, *listed, *picked, *edit, button("Update")]
    negatives = [
        wrong_steps("a dropped step (never updated)", [*signed, *listed, *picked, *edit, done(said)]),
        wrong_steps("one record of several changed", [*signed, *one, button("Update"), done(said)]),
    ]
    return Plan("state", [*steps, done(said)], negatives)


def quoted_after(goal: str, title: str) -> str:
    """The text the goal gives for the post: the quoted part after its title."""
    rest = goal.split(title, 1)[-1].lstrip("'\"”’")  # after the title's own closing quote
    found = re.findall(r"['\"“‘](.+?)['\"”’](?:\s|$|[.,])", rest)
    if not found:
        raise ConfigError(f"no text for {title!r} in the goal")
    return str(found[0])


def post_renamed(inp: RecipeInput, ref: CheckRef) -> Plan:
    old, new = str(ref.args["old"]), str(ref.args["new"])
    edit = [*sign_in(inp), *_quick_edit(old), field("Title", new)]
    said = f"{old!r} is now called {new!r}."
    return Plan(
        "state",
        [*edit, button("Update"), done(said)],
        [wrong_steps("a dropped step (never updated)", [*edit, done(said)])],
    )


def comment_is(inp: RecipeInput, ref: CheckRef) -> Plan:
    author = str(ref.args["author"])
    pending = _rows(
        inp,
        "SELECT comment_author FROM wp_comments WHERE comment_approved='0' ORDER BY comment_date_gmt DESC, comment_ID DESC",
    )
    names = [str(r["comment_author"]) for r in pending]
    if author not in names:
        raise ConfigError(f"no pending comment by {author}")
    listed = [
        *sign_in(inp),
        go("/wp-admin/edit-comments.php?comment_status=moderated", note="the comments waiting"),
    ]
    approve = click(
        "link", "Approve this comment", nth=names.index(author), note=f"the row of {author}'s comment"
    )
    said = f"{author}'s comment is approved."
    if every_record(inp.goal.goal) is not None:  # 'approve all the pending comments': the bulk action
        said = "The pending comments are approved."
        picked = [click("checkbox", "Select All"), choose("Select bulk action", "Approve")]
        return Plan(
            "state",
            [*listed, *picked, button("Apply"), done(said)],
            [
                wrong_steps("a dropped step (never applied)", [*listed, *picked, done(said)]),
                wrong_steps("one record of several changed", [*listed, approve, done(said)]),
            ],
        )
    negatives = [wrong_steps("a dropped step (never approved)", [*listed, done(said)])]
    others = [i for i, n in enumerate(names) if n != author]
    if others:
        other = click("link", "Approve this comment", nth=others[0])
        negatives.append(wrong_steps("another person's comment approved", [*listed, other, done(said)]))
    return Plan("state", [*listed, approve, done(said)], negatives)


def comment_added(inp: RecipeInput, ref: CheckRef) -> Plan:
    title, author, says = str(ref.args["title"]), str(ref.args["author"]), str(ref.args["contains"])
    email = _EMAIL.search(inp.goal.goal)
    form = [*open_post(title), field("Comment", says), field("Name", author)]
    if email:
        form.append(field("Email", email.group(0)))
    said = f"Your comment on {title!r} is posted."
    return Plan(
        "state",
        [*form, button("Post Comment"), done(said)],
        [wrong_steps("a dropped step (never posted)", [*form, done(said)])],
    )


def term_added(inp: RecipeInput, ref: CheckRef) -> Plan:
    name = str(ref.args["name"])
    taxonomy = str(ref.args.get("taxonomy") or "category")
    kind, menu = ("tag", "Posts > Tags") if taxonomy == "post_tag" else ("category", "Posts > Categories")
    form = [
        *sign_in(inp),
        go(f"/wp-admin/edit-tags.php?taxonomy={taxonomy}", note=menu),
        field("Name", name),
    ]
    said = f"The {kind} {name} is created."
    return Plan(
        "state",
        [*form, button(f"Add New {kind.title()}"), done(said)],
        [wrong_steps("a dropped step (never added)", [*form, done(said)])],
    )


def cannot(inp: RecipeInput, ref: CheckRef) -> Plan:
    return Plan("not_success", [give_up("I could not do that on this blog, so I did nothing.")])


WORDPRESS_RECIPES: dict[str, Recipe] = {
    "answer:post_text": post_text,
    "answer:posts_in": posts_in,
    "answer:author_of": author_of,
    "answer:comment_count": comment_count,
    "page:newest_in": newest_in,
    "answer:newest_in": newest_title,
    "state:signed_in": signed_in,
    "state:post_is": post_is,
    "state:post_renamed": post_renamed,
    "state:comment_is": comment_is,
    "state:comment_added": comment_added,
    "state:term_added": term_added,
    "cannot": cannot,
}

BOOK = RecipeBook("wordpress", WORDPRESS_RECIPES)


def book(inp: RecipeInput) -> RecipeBook:
    return BOOK
