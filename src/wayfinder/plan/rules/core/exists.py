"""Whether a site has a thing (pure): "do you sell toasters?", "any Jabra headphones under $50?".

A person answers by looking for the things as for a count (``core/counting.py``: open their list,
narrow it by brand and filters, apply the price bound), searching for the thing itself when no list
names it, and then says yes with what the page shows, or no with the search or the filter that found
nothing. A count that cannot be read is not a yes: only rows that name the thing are.
"""

from __future__ import annotations

from wayfinder.plan.ranking import token_match, tokens
from wayfinder.plan.rules.core.counting import count_noun, handle_count, page_is_about
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.moves import result_links
from wayfinder.plan.rules.core.narrow_search import submit_search
from wayfinder.plan.rules.core.values import find_count
from wayfinder.plan.rules.grounding import query_words
from wayfinder.plan.rules.step import Outcome, StepInput, complete, give_up, quote
from wayfinder.plan.rules.work import AskExists


def _thing(si: StepInput[AskExists]) -> str:
    """What is looked for, with the words said with it ('Jabra headphones')."""
    step = si.step
    return " ".join(dict.fromkeys(w for w in (step.name, *step.narrow, step.things) if w)).strip()


def _search_thing(si: StepInput[AskExists]) -> Outcome | None:
    """No list names the thing and nothing was searched: search for it as it was said."""
    st = si.state
    thing = _thing(si)
    if st.get("searched") or st.get("list_opened") or not thing or page_is_about(si, thing):
        return None
    box = search_box(si)
    if box is None:
        return None
    query = query_words(thing)
    return submit_search(si, box.id, query, query, f"Searching for {quote(query)} to see if any exist")


def _named_rows(si: StepInput[AskExists]) -> list[str]:
    """Result links (or table rows) that name every word of what was asked."""
    noun, qualifier = count_noun(si.step.things or "")
    if si.state.get("list_opened") or page_is_about(si, noun):
        noun = ""  # the list is of them: its rows need not say what they are ('Risotto' in Recipes)
    said = (si.step.name, *si.step.narrow, qualifier, noun)
    want = [t for t in tokens(" ".join(filter(None, said))) if len(t) > 1]
    rows = [" ".join(row) for grid in si.obs.grids for row in grid.sample_rows[:5]]
    rows += [el.label for el in result_links(si.usable())[:10]]
    return [row for row in rows if all(token_match(w, tokens(row)) for w in want)]


def _no(si: StepInput[AskExists]) -> Outcome:
    searched = str(si.state.get("searched") or "")
    how = f"searching for {quote(searched)}" if searched else f"the list of {si.step.things}"
    narrowed = [v for v in si.state.get("narrowed", []) if v]
    if si.state.get("bounded") and si.step.bound is not None:
        narrowed.append(f"price {si.step.bound.words()}")
    extra = f" (narrowed by {', '.join(narrowed)})" if narrowed else ""
    return complete(answer=f"No: {how}{extra} found no {si.step.things or 'results'}")


def _none_found(si: StepInput[AskExists]) -> bool:
    """After the search or the narrowing, the page states 0, or it lists nothing at all."""
    st = si.state
    if not (st.get("searched") or st.get("narrowed") or st.get("bounded") or st.get("list_opened")):
        return False
    stated = find_count(si.obs, count_noun(si.step.things or "results")[0] or "results")
    if stated is not None:
        return stated.strip() == "0"
    return not result_links(si.usable()) and not any(grid.sample_rows for grid in si.obs.grids)


def handle_exists(si: StepInput[AskExists]) -> Outcome:
    """The next move towards yes or no, or the answer (``Outcome.complete``)."""
    counted = handle_count(si)
    if counted is not None and counted.action is not None:
        return counted
    if counted is None:
        searched = _search_thing(si)
        if searched is not None:
            return searched
    if _none_found(si):
        return _no(si)
    if counted is not None and counted.failure:
        return counted  # an honest stop that is not "none found" (no filter for a bound, ...)
    rows = _named_rows(si)
    if rows and counted is not None and counted.complete:
        return complete(answer=f"Yes: {counted.answer} {si.step.things}, such as {rows[0]}")
    if rows and (si.state.get("searched") or si.state.get("list_opened")):
        return complete(answer=f"Yes: {rows[0]}")
    shown = result_links(si.usable())
    if si.state.get("searched") and shown:
        return give_up(
            f"searching for {quote(str(si.state['searched']))} showed only other things, such as "
            f"{quote(shown[0].label)}, so I cannot say whether there are any {si.step.things}"
        )
    return give_up(f"I could not find a list or a search for {quote(_thing(si))} here")
