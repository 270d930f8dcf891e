"""Object phrase words (pure): the role words ('button', 'link'), the words that only point back
('details page', 'entry'), the ``ObjectPhrase`` record, and ``clean`` - a phrase without its filler,
articles and trailing place words. ``intent/objects.py`` reads object phrases with these.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from wayfinder.intent.constraints import Constraints
from wayfinder.intent.names import CLASSIFIER_OF

ROLE_WORDS: dict[str, str] = {
    "button": "button",
    "buttons": "button",
    "btn": "button",
    "link": "link",
    "links": "link",
    "hyperlink": "link",
    "tab": "tab",
    "tabs": "tab",
    "checkbox": "checkbox",
    "checkboxes": "checkbox",
    "check box": "checkbox",
    "check boxes": "checkbox",
    "radio button": "radio",
    "radio": "radio",
    "option": "option",
    "icon": "button",
    "menu item": "option",
    "menu": "menu",
    "dropdown": "select",
    "drop-down": "select",
    "field": "field",
    "textbox": "field",
    "text box": "field",
    "input": "field",
    "text field": "field",
    "key": "key",
}

_ROLE_ALT = "|".join(sorted((re.escape(w) for w in ROLE_WORDS), key=len, reverse=True))

PRONOUNS = frozenset(
    [
        "it",
        "both",
        "both of them",
        "all of them",
        "each of them",
        "each",
        "its",
        "their",
        "them",
        "that",
        "this",
        "those",
        "these",
        "one",
        "him",
        "her",
        "its page",
        "its details",
        "its product page",
        "its detail page",
        "the page",
        "that page",
        "this page",
        "the result",
        "the results",
        "the item",
        "that item",
        "this item",
        "the one",
        "that one",
        "this one",
        "the product",
        "that product",
        "the product page",
        "the entry",
        "the details",
        "the thing",
        "page",
        "result",
        "results",
        "search result",
        "search results",
        "hit",
        "hits",
        "match",
        "item",
        "product",
        "product page",
        "detail page",
        "details page",
        "entry",
        "details",
        "thing",
    ]
)

_FILLER_RE = re.compile(
    # 'do we have many books by X': a quantifier before the noun is no part of the thing's name
    r"^(?:(?:me|us|for\s+me|please|some|any|a\s+few|many|much|lots\s+of|a\s+lot\s+of|plenty\s+of|somewhere"
    r"|something|anything|for|on|of|at|to)\s+)+",
    re.I,
)

_TAIL_RE = re.compile(
    r"(?:\s+(?:for\s+me|please|here|now|right\s+now|again|quickly|as\s+well|too|if\s+(?:there\s+is|any|possible)"
    r"|(?:that|which|who)\s+(?:is|are)\s+(?:listed|shown|available|displayed)"
    r"|(?:on|in|from|at)\s+(?:this|the|that)\s+(?:page|site|website|web\s*site|list|results?|screen|shop|store)"
    r"|(?:on|in)\s+(?:the\s+)?(?:search\s+results|results\s+list)|on\s+(?:the\s+)?(?:left|right|top|bottom)))+$",
    re.I,
)

_RELATIVE_RE = re.compile(
    r"\s+(?:that|which|who)?\s*(?:a|an|the|you|we|i|they|it|one)\s+\w+\s+(?:can|could|will|would|may|might|must|should|has|have|had)\b.*$"
    r"|\s+(?:we|you|they|i)\s+(?:have|own|hold|got|carry|sell)\s*$",
    re.I,
)

_PAGE_OF_RE = re.compile(
    r"^(?:the\s+)?(?:(?:product|detail|details|info|information)\s+)?(?:page|profile|details|record|entry)\s+(?:of|for|about)\s+(?:the\s+)?",
    re.I,
)

_UNITS_RE = re.compile(rf"^{CLASSIFIER_OF}\s*", re.I)

_DANGLING_RE = re.compile(
    r"(?:\s+(?:with|for|of|at|in|on|to|from|that|which|who|is|are|costs?|costing|priced|and|or|but|than|by|having))+$",
    re.I,
)


@dataclass
class ObjectPhrase:
    text: str = ""
    exact: bool = False
    role: str | None = None
    refers_back: bool = False
    destination: str = ""
    scope: str = ""
    constraints: Constraints = field(default_factory=Constraints)


def role_from(phrase: str) -> tuple[str, str | None]:
    """Strip a trailing ('Submit button') or leading ('the button Submit') role word; return it."""
    alone = " ".join(phrase.lower().split())
    if alone in ROLE_WORDS:  # 'the 3rd checkbox': only the kind is named
        return "", ROLE_WORDS[alone]
    trail = re.match(rf"^(?P<t>.+?)\s+(?P<r>{_ROLE_ALT})$", phrase, re.I)
    if trail:
        return trail.group("t"), ROLE_WORDS[" ".join(trail.group("r").lower().split())]
    lead = re.match(
        rf"^(?:the\s+)?(?P<r>{_ROLE_ALT})\s+(?:(?:named|labeled|labelled|called|titled|that\s+says|with\s+(?:the\s+)?text|for)\s+)?(?P<t>.+)$",
        phrase,
        re.I,
    )
    if lead:
        return lead.group("t"), ROLE_WORDS[" ".join(lead.group("r").lower().split())]
    return phrase, None


def clean(text: str) -> str:
    """Leading filler and articles, trailing scope words and punctuation removed."""
    out = text.strip(" .,!?:;")
    for _ in range(3):
        before = out
        out = _FILLER_RE.sub("", out).strip()
        out = re.sub(
            r"^(?:(?:the|a|an|my|your|our|this|that|these|those)\s+)+|^(?:the|a|an)$", "", out, flags=re.I
        ).strip()
        out = _TAIL_RE.sub("", out).strip(" .,!?:;")
        out = _RELATIVE_RE.sub("", out).strip(" .,!?:;")
        out = _PAGE_OF_RE.sub("", out).strip()
        out = _UNITS_RE.sub("", out).strip()
        out = re.sub(r",?\s+(?:just|only)\s+(?:the\s+)?one$", "", out, flags=re.I)
        out = _DANGLING_RE.sub("", out).strip(" .,!?:;")
        out = re.sub(r"(?<=\w)['’]s$", "", out)  # "the drill's (page)": the drill
        if out == before:
            break
    return out


# The page of a person named before it ("Hiroshi Zimmermann's author page", "Ben Hughes's profile",
# "Priya's page"; 'page' may be gone already, "X's author"): the person is what is opened, the noun at
# most the kind of record they are - where "Priya's latest post" is one of Priya's posts.
_PERSON_KINDS = r"author|member|user|contributor|writer|artist|speaker|customer|patron|borrower|staff"
_PERSON_PAGE_RE = re.compile(
    rf"^(?:(?P<k>{_PERSON_KINDS})(?:\s+(?:page|profile|bio|account))?|page|profile|bio|account)$",
    re.I,
)
# The same page said with the person after it ('the author page for Elena Nakamura', 'the member
# profile of RL10042'): the person is opened, the noun their kind of record.
_PAGE_FOR_RE = re.compile(
    rf"^(?:the\s+|an?\s+)?(?P<k>{_PERSON_KINDS})\s+(?:page|profile|bio|account|record|entry)\s+(?:for|of)\s+(?P<who>\S.*)$",
    re.I,
)


def page_for(words: str) -> tuple[str, str] | None:
    """``(kind, person)`` when ``words`` name a person's page with the person after it."""
    found = _PAGE_FOR_RE.match(words.strip())
    return None if found is None else (found.group("k").lower(), found.group("who"))


def person_page(words: str) -> str | None:
    """The kind of record ('author', or '' when none is said) when ``words`` after a possessive name a
    person's own page; None when they name a thing the person has."""
    found = _PERSON_PAGE_RE.match(words.strip())
    return None if found is None else (found.group("k") or "").lower()
