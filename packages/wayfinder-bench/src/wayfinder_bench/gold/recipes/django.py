"""Recipes for the library in Django's admin: sign in with the goal's own credentials, then the
model lists (Authors, Books, Loans, Members) with their search box, the sidebar filters ("By
country", "By genre", "By language", "By status", "By joined"), column headers that sort, "N
results" counts, a record's change page with its fields and "Save".

Wrong endings recorded with each goal: a count off by one, the table's whole total instead of the
filtered count, another record's value (the next book, author or member), the list's other end, a
dropped "Save", a record opened next to the one asked."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder_bench.apps.goals_django import LANGUAGES
from wayfinder_bench.apps.library import LIBRARIAN, VOLUNTEER, LibraryApp
from wayfinder_bench.goals import CheckRef
from wayfinder_bench.gold.model import GoldStep
from wayfinder_bench.gold.recipes.base import (
    Plan,
    Recipe,
    RecipeBook,
    RecipeInput,
    first,
    named_in,
    wrong,
    wrong_steps,
)
from wayfinder_bench.gold.recipes.steps import button, done, field, give_up, link

_SECRET = re.compile(r"<secret:[A-Z0-9_]+>")
_PLURAL = {"book": "Books", "author": "Authors", "member": "Members", "loan": "Loans", "genre": "Genres"}


def _app(inp: RecipeInput) -> LibraryApp:
    if not isinstance(inp.site, LibraryApp):
        raise ConfigError("a django recipe ran against another site")
    return inp.site


def _rows(inp: RecipeInput, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    with _app(inp).connect() as conn:
        return list(conn.execute(sql, params).fetchall())


def sign_in(inp: RecipeInput) -> list[GoldStep]:
    """The account and the password placeholder the goal gives, into the admin's login form."""
    goal = inp.goal.goal
    user = named_in(goal, [LIBRARIAN.username, VOLUNTEER.username])
    secret = _SECRET.search(goal)
    if user is None or secret is None:
        return []
    return [field("Username", user), field("Password", secret.group(0)), button("Log in")]


def _search(model: str, text: str) -> list[GoldStep]:
    return [link(_PLURAL[model], note=f"open the {model} list"), field("Search", text, submit=True)]


def _filter(model: str, choice: str) -> list[GoldStep]:
    return [link(_PLURAL[model]), link(choice, note="the sidebar filter")]


def _count_plan(steps: list[GoldStep], n: int, noun: str, total: int | None) -> Plan:
    negatives = [wrong("count off by one", f"There are {n + 1} {noun}.")]
    if n > 0:
        negatives.append(wrong("count off by one", f"There are {n - 1} {noun}."))
    if total is not None and total != n:
        negatives.append(wrong("the unfiltered total", f"There are {total} {noun}."))
    return Plan("count", [*steps, done(f"There are {n} {noun}.")], negatives)


def _n(inp: RecipeInput, ref: CheckRef) -> int:
    return int(first(inp.value(str(ref.check), **ref.args)))


def _total(inp: RecipeInput, table: str) -> int:
    return int(_rows(inp, f"SELECT COUNT(*) FROM catalog_{table}")[0][0])


def count(inp: RecipeInput, ref: CheckRef) -> Plan:
    table = str(ref.args["table"])
    return _count_plan([link(_PLURAL[table])], _n(inp, ref), f"{table}s", None)


def _filtered(model: str, choice: str, noun: str) -> Recipe:
    def recipe(inp: RecipeInput, ref: CheckRef) -> Plan:
        return _count_plan(_filter(model, choice), _n(inp, ref), noun, _total(inp, model))

    return recipe


def authors_from(inp: RecipeInput, ref: CheckRef) -> Plan:
    return _count_plan(
        _filter("author", str(ref.args["country"])), _n(inp, ref), "authors", _total(inp, "author")
    )


def books_in_genre(inp: RecipeInput, ref: CheckRef) -> Plan:
    return _count_plan(_filter("book", str(ref.args["genre"])), _n(inp, ref), "books", _total(inp, "book"))


def books_in_language(inp: RecipeInput, ref: CheckRef) -> Plan:
    language = str(ref.args["language"]).title()
    if language.casefold() not in LANGUAGES:
        raise ConfigError(f"unknown language {language!r}")
    return _count_plan(_filter("book", language), _n(inp, ref), "books", _total(inp, "book"))


def books_by(inp: RecipeInput, ref: CheckRef) -> Plan:
    name = f"{ref.args['first_name']} {ref.args['last_name']}"
    return _count_plan(_search("book", name), _n(inp, ref), "books", _total(inp, "book"))


def loans_of(inp: RecipeInput, ref: CheckRef) -> Plan:
    return _count_plan(_search("loan", str(ref.args["card"])), _n(inp, ref), "loans", _total(inp, "loan"))


def members_joined(inp: RecipeInput, ref: CheckRef) -> Plan:
    if str(ref.args.get("year", "this")) != "this":
        raise ConfigError("the members_joined recipe knows the admin's 'This year' filter only")
    return _count_plan(_filter("member", "This year"), _n(inp, ref), "members", _total(inp, "member"))


def _book(inp: RecipeInput, title: str) -> dict[str, Any]:
    rows = _rows(
        inp,
        "SELECT b.id, b.title, b.isbn, b.pages, b.copies, b.published, a.first_name || ' ' || a.last_name "
        "FROM catalog_book b JOIN catalog_author a ON a.id = b.author_id WHERE b.title = ?",
        (title,),
    )
    if len(rows) != 1:
        raise ConfigError(f"no one book is titled {title!r}")
    keys = ("id", "title", "isbn", "pages", "copies", "published", "author")
    return dict(zip(keys, rows[0], strict=True))


def _neighbour(inp: RecipeInput, title: str) -> dict[str, Any]:
    """The book listed next to it (by title, as the admin lists books)."""
    rows = _rows(inp, "SELECT title FROM catalog_book WHERE title > ? ORDER BY title LIMIT 1", (title,))
    rows = rows or _rows(
        inp, "SELECT title FROM catalog_book WHERE title < ? ORDER BY title DESC LIMIT 1", (title,)
    )
    return _book(inp, str(rows[0][0]))


_BOOK_SAYS = {
    "isbn": "The ISBN of {title} is {isbn}.",
    "pages": "{title} has {pages} pages.",
    "copies": "The library owns {copies} copies of {title}.",
    "published": "{title} was published on {published}.",
    "author": "{title} was written by {author}.",
}


def _book_answer(give: str) -> Recipe:
    def recipe(inp: RecipeInput, ref: CheckRef) -> Plan:
        book = _book(inp, str(ref.args["title"]))
        said = _BOOK_SAYS[give]
        steps = [
            *_search("book", book["title"]),
            link(book["title"], note="open the book"),
            done(said.format(**book)),
        ]
        other = _neighbour(inp, book["title"])
        negatives = [wrong("another book's value", said.format(**{**other, "title": book["title"]}))]
        return Plan("value", steps, negatives)

    return recipe


def book_value(inp: RecipeInput, ref: CheckRef) -> Plan:
    return _book_answer(str(ref.args["give"]))(inp, ref)


def member(inp: RecipeInput, ref: CheckRef) -> Plan:
    card = str(ref.args["card"])
    name = first(inp.value("member", card=card))
    steps = [*_search("member", card), done(f"Card {card} belongs to {name}.")]
    rows = _rows(
        inp,
        "SELECT first_name || ' ' || last_name FROM catalog_member WHERE card_number > ? ORDER BY card_number LIMIT 1",
        (card,),
    )
    negatives = [wrong("another member", f"Card {card} belongs to {rows[0][0]}.")] if rows else []
    return Plan("value", steps, negatives)


def _ordered_books(inp: RecipeInput, by: str, highest: bool) -> list[str]:
    """Titles in the order the admin shows them after sorting by the column (ties: newest id first,
    as Django's admin breaks them by descending primary key)."""
    direction = "DESC" if highest else "ASC"
    return [
        str(r[0]) for r in _rows(inp, f"SELECT title FROM catalog_book ORDER BY {by} {direction}, id DESC")
    ]


_COLUMN = {"published": "Publication date", "pages": "Pages", "copies": "Copies owned"}


def _sorted_books(by: str, highest: bool) -> list[GoldStep]:
    """Books, then the column header once (ascending), twice for descending."""
    header = _COLUMN[by]
    clicks = [link(header, note="sort by the column")] * (2 if highest else 1)
    return [link("Books"), *clicks]


def extreme_book(inp: RecipeInput, ref: CheckRef) -> Plan:
    by, highest = str(ref.args["by"]), bool(ref.args.get("highest", True))
    titles = _ordered_books(inp, by, highest)
    tied = set(inp.value("extreme_book", by=by, highest=highest).values)
    best = next(t for t in titles if t in tied)
    other = next(t for t in titles if t not in tied)
    far = next(t for t in reversed(titles) if t not in tied)
    opened = [*_sorted_books(by, highest), link(best, note="the first row")]
    if ref.args.get("give") == "path":
        said = f"Here is {best}."
        negatives = [
            wrong_steps("another book's page", [*_sorted_books(by, highest), link(other), done(said)])
        ]
        return Plan("page", [*opened, done(said)], negatives)
    negatives = [
        wrong("the next book of the list", f"It is {other}."),
        wrong("the other end of the list", f"It is {far}."),
    ]
    return Plan("superlative", [*opened, done(f"It is {best}.")], negatives)


def book_page(inp: RecipeInput, ref: CheckRef) -> Plan:
    isbn = ref.args.get("isbn")
    rows = (
        _rows(inp, "SELECT title FROM catalog_book WHERE isbn = ?", (str(isbn),))
        if isbn
        else [(ref.args["title"],)]
    )
    title = str(rows[0][0])
    said = f"Here is {title}."
    found = _search("book", str(isbn or title))
    negatives = [wrong_steps("the search results, not the book", [*found, done(said)])]
    other = _neighbour(inp, title)["title"]
    negatives.append(wrong_steps("another book's page", [*_search("book", other), link(other), done(said)]))
    return Plan("page", [*found, link(title), done(said)], negatives)


def author_page(inp: RecipeInput, ref: CheckRef) -> Plan:
    first_name, last_name = str(ref.args["first_name"]), str(ref.args["last_name"])
    found = _search("author", f"{first_name} {last_name}")
    said = f"Here is {first_name} {last_name}."
    others = _rows(
        inp,
        "SELECT first_name, last_name FROM catalog_author WHERE last_name = ? AND first_name != ?",
        (last_name, first_name),
    )
    negatives = [wrong_steps("the search results, not the author", [*found, done(said)])]
    if others:
        o_first, o_last = others[0]
        negatives.append(
            wrong_steps(
                "a namesake's page", [*_search("author", f"{o_first} {o_last}"), link(o_last), done(said)]
            )
        )
    return Plan("page", [*found, link(last_name, note="open the author"), done(said)], negatives)


def changelist(inp: RecipeInput, ref: CheckRef) -> Plan:
    model, query = str(ref.args["model"]), str(ref.args.get("query", ""))
    choice = {"status=overdue": "Overdue", "status=out": "On loan", "status=returned": "Returned"}.get(query)
    if choice is None:
        raise ConfigError(f"no django recipe for the list {model}?{query}")
    said = f"Here are the {choice.lower()} {model}s."
    other = next(c for c in ("Returned", "On loan", "Overdue") if c != choice)
    negatives = [
        wrong_steps("another filter", [*_filter(model, other), done(said)]),
        wrong_steps("the unfiltered list", [link(_PLURAL[model]), done(said)]),
    ]
    return Plan("page", [*_filter(model, choice), done(said)], negatives)


def author_added(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = dict(ref.args)
    fill = [field("First name", str(args["first_name"])), field("Last name", str(args["last_name"]))]
    if "country" in args:
        fill.append(field("Country", str(args["country"])))
    if "birth_year" in args:
        fill.append(field("Birth year", str(args["birth_year"])))
    opened = [link("Authors"), link("Add author")]
    said = f"I added the author {args['first_name']} {args['last_name']}."
    steps = [*opened, *fill, button("Save"), done(said)]
    return Plan("state", steps, [wrong_steps("a dropped step (never saved)", [*opened, *fill, done(said)])])


def book_has(inp: RecipeInput, ref: CheckRef) -> Plan:
    title, name, value = str(ref.args["title"]), str(ref.args["field"]), str(ref.args["equals"])
    label = {"copies": "Copies owned", "pages": "Pages", "isbn": "ISBN"}[name]
    opened = [*_search("book", title), link(title)]
    said = f"{title} now has {label.lower()} {value}."
    steps = [*opened, field(label, value), button("Save"), done(said)]
    negatives = [wrong_steps("a dropped step (never saved)", [*opened, field(label, value), done(said)])]
    if value.isdigit():
        negatives.append(
            wrong_steps(
                "the wrong value", [*opened, field(label, str(int(value) + 1)), button("Save"), done(said)]
            )
        )
    return Plan("state", steps, negatives)


def cannot(inp: RecipeInput, ref: CheckRef) -> Plan:
    return Plan(
        "not_success",
        [give_up("I could not do that here: the library's admin does not let me, so I stopped.")],
    )


DJANGO_RECIPES: dict[str, Recipe] = {
    "answer:count": count,
    "answer:overdue_loans": _filtered("loan", "Overdue", "loans"),
    "answer:loans_out": _filtered("loan", "On loan", "loans"),
    "answer:author_of": _book_answer("author"),
    "answer:book": book_value,
    "answer:books_by": books_by,
    "answer:authors_from": authors_from,
    "answer:books_in_genre": books_in_genre,
    "answer:books_in_language": books_in_language,
    "answer:member": member,
    "answer:loans_of": loans_of,
    "answer:members_joined": members_joined,
    "answer:extreme_book": extreme_book,
    "page:extreme_book": extreme_book,
    "page:book_page": book_page,
    "page:author_page": author_page,
    "page:changelist": changelist,
    "state:author_added": author_added,
    "state:book_has": book_has,
    "cannot": cannot,
}

BOOK = RecipeBook("django", DJANGO_RECIPES, opening=sign_in)


def book(inp: RecipeInput) -> RecipeBook:
    return BOOK
