"""Recipes for the demo records portal: "I accept" on the disclaimer, the search form (Last name,
First name, Document type, Date from, Date to, Search), results newest first, ten a page with
"Next", and a record's own page behind its document number.

Wrong endings recorded with each goal: a count off by one, the total without the goal's document
type, first name or dates, another record's value (the next one in the list, or the other end of
it), a record with a near-namesake document number, the search results instead of the record."""

from __future__ import annotations

from wayfinder.demo.records import PAGE_SIZE, Record
from wayfinder.errors import ConfigError
from wayfinder.judge.demo import records_matching
from wayfinder_bench.goals import CheckRef
from wayfinder_bench.goals_demo import DemoSite
from wayfinder_bench.gold.model import GoldStep, Negative
from wayfinder_bench.gold.recipes.base import (
    Plan,
    Recipe,
    RecipeInput,
    claim,
    first,
    near_namesakes,
    wrong,
    wrong_steps,
)
from wayfinder_bench.gold.recipes.steps import button, choose, done, field, give_up, link

_FIELDS = (("last", "Last name"), ("first", "First name"), ("since", "Date from"), ("until", "Date to"))
_CRITERIA = ("last", "first", "doc_type", "since", "until")


def _demo(inp: RecipeInput) -> DemoSite:
    if not isinstance(inp.site, DemoSite):
        raise ConfigError("a portal recipe ran against another site")
    return inp.site


def search(criteria: dict[str, str]) -> list[GoldStep]:
    """Fill what the criteria name, pick the document type, press Search."""
    steps = [field(label, str(criteria[key])) for key, label in _FIELDS if criteria.get(key)]
    doc_type = criteria.get("doc_type")
    if doc_type and doc_type != "All":
        steps.append(choose("Document type", str(doc_type)))
    return [*steps, button("Search", note="run the search")]


def _criteria(args: dict[str, object]) -> dict[str, str]:
    return {k: str(v) for k, v in args.items() if k in _CRITERIA}


def _says(record: Record, give: str) -> str:
    if give == "date":
        return f"It was recorded on {record.recorded_text}."
    if give == "doc_number":
        return f"The document number is {record.doc_number}."
    if give == "doc_type":
        return f"Document {record.doc_number} is a {record.doc_type}."
    if give == "parties":
        return f"The parties are {record.parties}."
    if give == "book_page":
        return f"Book {record.book}, page {record.page} ({record.book}/{record.page})."
    if give == "path":
        return f"Here is document {record.doc_number}."
    raise ConfigError(f"no portal answer sentence for give={give!r}")


def _value(record: Record, give: str) -> str:
    return {
        "date": record.recorded_text,
        "doc_number": record.doc_number,
        "doc_type": record.doc_type,
        "parties": record.parties,
        "book_page": f"{record.book}/{record.page}",
        "path": str(record.id),
    }[give]


def record_count(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = dict(ref.args)
    n = int(first(inp.value("record_count", **args)))
    steps = [*search(_criteria(args)), done(f"{n} records.")]
    negatives = [wrong("count off by one", f"{n + 1} records.")]
    if n > 0:
        negatives.append(wrong("count off by one", f"{n - 1} records."))
    if args.get("last") and len(_criteria(args)) > 1:
        total = int(first(inp.value("record_count", last=args["last"])))
        if total != n:
            negatives.append(wrong("the unfiltered total", f"{total} records."))
    return Plan("count", steps, negatives)


def _listed(inp: RecipeInput, args: dict[str, object]) -> list[Record]:
    """The records the search lists, in the portal's own order (the same filter over the same list)."""
    found = records_matching(_demo(inp), **_criteria(args))
    if not found:
        raise ConfigError(f"no record matches {args}")
    return found


def _open(records: list[Record], record: Record) -> list[GoldStep]:
    """Page on with Next to the page that lists the record, then open it."""
    page = records.index(record) // PAGE_SIZE
    return [*(link("Next") for _ in range(page)), link(record.doc_number, note="open the record")]


def _edge(check: str) -> Recipe:
    """The newest or oldest record of a search: the check names it; a person finds it in the list
    (the oldest on the last page) and opens it."""

    def recipe(inp: RecipeInput, ref: CheckRef) -> Plan:
        args = {k: v for k, v in ref.args.items() if k != "give"}
        give = str(ref.args.get("give", "date"))
        number = first(inp.value(check, **args, give="doc_number"))
        records = _listed(inp, args)
        record = next(r for r in records if r.doc_number == number)
        listed = search(_criteria(args))
        steps = [*listed, *_open(records, record), done(_says(record, give))]
        differs = [r for r in records if _value(r, give) != _value(record, give)]
        negatives: list[Negative] = []
        if give == "path":
            negatives.append(
                wrong_steps("the search results, not the record", [*listed, done(_says(record, give))])
            )
            if differs:
                other = differs[0] if check == "latest_record" else differs[-1]
                negatives.append(
                    wrong_steps(
                        "another record's page", [*listed, *_open(records, other), done(_says(record, give))]
                    )
                )
            return Plan("page", steps, negatives)
        if differs:
            near = differs[0] if check == "latest_record" else differs[-1]
            far = differs[-1] if check == "latest_record" else differs[0]
            negatives.append(wrong("another record's value", _says(near, give)))
            if far != near:
                negatives.append(wrong("the other end of the list", _says(far, give)))
        return Plan("superlative", steps, negatives)

    return recipe


def _by_number(inp: RecipeInput, number: str) -> Record:
    found = [r for r in _demo(inp).state.records if r.doc_number == number]
    if len(found) != 1:
        raise ConfigError(f"no record has document number {number!r}")
    return found[0]


def _find(record: Record) -> list[GoldStep]:
    """A record known by its number: searched by its name and its recording day, then opened."""
    day = record.recorded_text
    return [*search({"last": record.last, "since": day, "until": day}), link(record.doc_number)]


def one_record(inp: RecipeInput, ref: CheckRef) -> Plan:
    record = _by_number(inp, str(ref.args["doc_number"]))
    give = str(ref.args.get("give", "date"))
    steps = [*_find(record), done(_says(record, give))]
    negatives: list[Negative] = []
    numbers = [r.doc_number for r in _demo(inp).state.records]
    for number in near_namesakes(record.doc_number, numbers, limit=5):
        other = _by_number(inp, number)
        if _value(other, give) != _value(record, give):
            said = _says(other, give).replace(other.doc_number, record.doc_number)
            negatives.append(wrong_steps("a near namesake's record", [*_find(other), done(said)]))
            break
    return Plan("value", steps, negatives)


def nobody(inp: RecipeInput, ref: CheckRef) -> Plan:
    """A premise ``record_count ... is 0``: search, find nothing, say so."""
    args = {k: v for k, v in ref.args.items() if k != "is"}
    who = " ".join(str(args[k]) for k in ("first", "last") if args.get(k)) or "those criteria"
    steps = [*search(_criteria(args)), give_up(f"The portal has no records for {who}.")]
    return Plan(
        "not_success",
        steps,
        [wrong_steps("claims success", claim(steps, f"Here is the latest record for {who}."))],
    )


def cannot(inp: RecipeInput, ref: CheckRef) -> Plan:
    return Plan(
        "not_success",
        [give_up("I could not do that: this records portal only lets you search and read records.")],
    )


PORTAL_RECIPES: dict[str, Recipe] = {
    "answer:record_count": record_count,
    "answer:latest_record": _edge("latest_record"),
    "page:latest_record": _edge("latest_record"),
    "answer:oldest_record": _edge("oldest_record"),
    "page:oldest_record": _edge("oldest_record"),
    "answer:record": one_record,
    "premise:record_count": nobody,
    "cannot": cannot,
}
