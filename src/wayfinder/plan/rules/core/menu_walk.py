"""Read the site's menu pages for a thing its search does not find (pure).

A small site - documentation, a wiki, a blog's pages - often has a search that misses what its pages
say (an index without code blocks, a term split at its underscore), or no search at all. What a person
does then: open the pages its menu lists, one after another, and stop at the first whose text names
the thing. At most ``MAX_MENU_PAGES`` pages are read, each once; a record named by an identifier is
never walked for (its list and search are the way to it).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from wayfinder.actions.models import Click
from wayfinder.plan.ranking import element_kind
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.sought import names_all
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, quote
from wayfinder.plan.rules.work import Work

MAX_MENU_PAGES = 8


def mentions(si: StepInput[Work], name: str) -> bool:
    """This page's headings or text name every content word of ``name``."""
    return names_all(name, f"{si.obs.title} {' '.join(si.obs.headings)} {si.obs.text_digest}")


# the person asks where a thing is talked about, not for the thing's own page
_TOPICAL_RE = re.compile(
    r"\b(?:talks?|talking|mentions?|mentioned|discuss(?:es|ed)?|explains?|explained|covers?|describes?|"
    r"says?)\b",
    re.I,
)


def _names(si: StepInput[Work], name: str) -> bool:
    """The page's title or headings name every content word of ``name``."""
    return names_all(name, f"{si.obs.title} {' '.join(si.obs.headings)}")


def _path(url: str | None) -> str:
    return urlsplit(url or "").path.rstrip("/") or "/"


def read_menu_pages(si: StepInput[Work], name: str, *, record: bool = False) -> Outcome | None:
    """The next page of the site's menu to read for ``name`` (once its search found nothing, or when
    the site has none); ``complete()`` on a page of the walk whose text names it; None when the menu
    is read to its end, or for a ``record`` named by an identifier."""
    st = si.state
    if record or (not st.get("searched") and search_box(si) is not None):
        return None
    walked: list[str] | None = st.get("menu_walk")
    prose = si.obs.page_type not in {"listing", "search", "grid"}  # a list naming it only lists it
    # a page that names the thing in its title or headings is it; one that only mentions it in its text
    # is it only when the person asked where it is talked about ('the readme' mentioned on another page
    # is not the readme)
    named = _names(si, name) or (_TOPICAL_RE.search(si.step.text) is not None and mentions(si, name))
    if walked is not None and _path(si.obs.url) in walked[1:] and prose and named:
        return complete()
    here = urlsplit(si.obs.url)
    if walked is None:
        walked = st["menu_walk"] = [_path(si.obs.url)]
    if len(walked) > MAX_MENU_PAGES:
        return None
    for el in si.usable():
        if element_kind(el) != "link" or not el.in_nav or not el.href:
            continue
        target = urlsplit(el.href)
        if (target.netloc and target.netloc != here.netloc) or _path(el.href) in walked:
            continue
        walked.append(_path(el.href))
        return act(
            Click(element_id=el.id),
            f"Reading {quote(el.label or _path(el.href))}, a page of the site's menu, for "
            f"{quote(name)}: the site's search does not find it",
        )
    return None
