"""Building gold steps the way a person would say them: click the link "Headphones", type 60 into
"Max price ($)", pick "Price: low to high" in "Sort by", then answer (pure)."""

from __future__ import annotations

from wayfinder_bench.gold.model import GoldStep, Target


def click(role: str, text: str, *, nth: int = 0, optional: bool = False, note: str = "") -> GoldStep:
    return GoldStep(
        action={"type": "click"}, target=Target(role=role, text=text, nth=nth), optional=optional, note=note
    )


def link(text: str, *, nth: int = 0, note: str = "") -> GoldStep:
    return click("link", text, nth=nth, note=note)


def button(text: str, *, nth: int = 0, optional: bool = False, note: str = "") -> GoldStep:
    return click("button", text, nth=nth, optional=optional, note=note)


def type_into(role: str, label: str, text: str, *, submit: bool = False, note: str = "") -> GoldStep:
    return GoldStep(
        action={"type": "type", "text": text, "submit": submit},
        target=Target(role=role, text=label),
        note=note,
    )


def field(label: str, text: str, *, submit: bool = False, note: str = "") -> GoldStep:
    """Type into a text field (any kind of input or a textarea)."""
    return type_into("input", label, text, submit=submit, note=note)


def choose(label: str, option: str, *, note: str = "") -> GoldStep:
    """Pick an option of a select by its visible text."""
    return GoldStep(
        action={"type": "select_option", "label": option}, target=Target(role="select", text=label), note=note
    )


def go(url: str, *, note: str = "") -> GoldStep:
    """Open a URL (a path of the site, or absolute): what a person does with a link they were given."""
    return GoldStep(action={"type": "navigate", "url": url}, note=note)


def pick(picker: str, *, note: str = "") -> GoldStep:
    """Click the element ``picker`` chooses on the page the step meets ("first_result": the first
    search hit, whose order only the site's search knows); the recorder stores what it chose."""
    return GoldStep(action={"type": "click"}, pick=picker, note=note)


def scroll(direction: str = "down") -> GoldStep:
    return GoldStep(action={"type": "scroll", "direction": direction})


def done(answer: str | None = None, *, success: bool = True, note: str = "") -> GoldStep:
    return GoldStep(action={"type": "done", "success": success, "answer": answer}, note=note)


def give_up(sentence: str) -> GoldStep:
    """The honest end of a goal that cannot be met: success false, one sentence saying why."""
    return done(sentence, success=False)
