"""Verbs (pure): strip the chatter in front of a request and find the canonical verb it starts with.

"Could you please find me ...", "I'd like to order ...", "Go ahead and log in ..." all come down to a
verb and the rest of the clause. ``VERB_PHRASES`` maps what people write to the frame's verbs;
longer phrases are tried first, so "look up" wins over "look" and "sign in" over "sign".
"""

from __future__ import annotations

import re

LEAD_RE = re.compile(
    r"^(?:(?:please|pls|kindly|now|and|also|just|ok(?:ay)?|so|hey|hi|hello|um+|uh+|er+|well|right"
    r"|you\s+(?:can|may|could)|feel\s+free\s+to|i\s+need\s+you\s+to"
    r"|after\s+that|go\s+ahead\s+and|(?:can|could|would|will)\s+you(?:\s+please)?(?:\s+help\s+me)?(?:\s+to)?"
    r"|(?:i|we)\s+(?:would|'d)\s+like\s+(?:you\s+)?to|(?:i|we)'d\s+like\s+(?:you\s+)?to|(?:i|we)\s+(?:want|need|wish)\s+(?:you\s+)?to"
    r"|i'm\s+(?:trying|looking)\s+to|i\s+am\s+(?:trying|looking)\s+to|help\s+me(?:\s+to)?|let's|lets|let\s+me"
    r"|try\s+to|make\s+sure\s+(?:to|you)|be\s+sure\s+to|remember\s+to|you\s+(?:should|need\s+to|must)"
    r"|(?:your|the)\s+(?:task|goal|job)\s+is\s+to|(?:task|goal)\s*:"
    r")[,:]?\s+)+",
    re.I,
)

# (phrase, canonical verb); the phrase must start the clause and end at a word boundary.
VERB_PHRASES: tuple[tuple[str, str], ...] = (
    ("log in", "login"),
    ("log into", "login"),
    ("log on", "login"),
    ("login", "login"),
    ("sign in", "login"),
    ("sign into", "login"),
    ("sign on", "login"),
    ("authenticate", "login"),
    # 'get me logged in as carol', 'get signed in': the passive of getting someone signed in asks the same
    *(
        (f"{get} {done} {on}", "login")
        for get in ("get me", "get us", "get")
        for done in ("logged", "signed")
        for on in ("in", "into", "on")
    ),
    ("log out", "logout"),
    ("logout", "logout"),
    ("sign out", "logout"),
    ("sign up", "register"),
    ("register", "register"),
    ("create an account", "register"),
    ("look up", "search"),
    ("do a search for", "search"),
    ("run a search for", "search"),
    ("look for", "find"),
    ("search", "search"),
    ("query", "search"),
    ("google", "search"),
    ("find out", "answer"),
    ("figure out", "answer"),
    ("work out", "answer"),
    ("find", "find"),
    ("locate", "find"),
    ("get me", "find"),
    ("fetch", "find"),
    ("pull up", "open"),
    (
        "pull",
        "open",
    ),  # 'pull the newest plat': records people pull a record to see it  # 'pull up the latest mortgage': put it on the screen, not name it
    ("bring up", "open"),
    ("show me", "find"),
    ("show", "find"),
    ("identify", "find"),
    ("discover", "find"),
    ("get", "find"),
    ("give me", "find"),
    ("tell me", "answer"),
    ("let me know", "answer"),
    ("let us know", "answer"),
    ("know", "answer"),
    ("report", "answer"),
    ("report a", "create"),  # 'report a bug', 'report an issue': a record to file, not an answer
    ("report an", "create"),
    ("file a", "create"),
    ("file an", "create"),
    (
        "file",
        "edit",
    ),  # 'file the post X under Gardening': a record put in a category (``filing.filed_under``)
    ("log a", "create"),  # 'log a bug', 'log an expense': a record entered, as 'file a' one
    ("log an", "create"),
    ("read out", "answer"),
    ("read", "answer"),
    ("note down", "answer"),
    ("note", "answer"),
    ("return", "answer"),
    ("count", "count"),
    ("count up", "count"),  # the particle verb: 'count up all the overdue loans'
    ("tally up", "count"),
    ("list", "list"),
    ("enumerate", "list"),
    ("collect", "list"),
    ("extract", "list"),
    ("scrape", "list"),
    ("name", "list"),
    ("compare", "compare"),
    ("navigate to", "open"),
    ("go to", "open"),
    ("head to", "open"),
    ("browse to", "open"),
    ("take me to", "open"),
    ("open up", "open"),
    ("open", "open"),
    ("visit", "open"),
    ("view", "open"),
    ("display", "open"),
    ("see", "open"),
    ("load", "open"),
    ("start at", "open"),
    ("browse", "open"),
    ("explore", "open"),
    ("go back", "go_back"),
    ("navigate back", "go_back"),
    ("head back", "go_back"),
    ("return to the previous page", "go_back"),
    ("back", "go_back"),
    ("add", "add"),
    ("put", "add"),
    ("place", "add"),
    ("throw", "add"),
    ("stick", "add"),  # 'stick the MX Keys in my cart', 'pop it in the basket', 'chuck two in the cart'
    ("pop", "add"),
    ("chuck", "add"),
    ("toss", "add"),
    ("remove", "remove"),
    ("take out", "remove"),
    ("fill in", "fill"),
    ("fill out", "fill"),
    ("fill", "fill"),
    ("complete", "fill"),
    ("type", "type"),
    ("enter", "type"),
    ("input", "type"),
    ("write", "type"),
    ("key in", "type"),
    ("insert", "type"),
    ("provide", "type"),
    ("paste", "type"),
    ("select", "select"),
    ("choose", "select"),
    ("pick", "select"),
    ("set", "select"),
    ("switch to the", "switch_tab"),
    ("switch", "switch_tab"),
    ("uncheck", "uncheck"),
    ("untick", "uncheck"),
    ("deselect", "uncheck"),
    ("unselect", "uncheck"),
    ("check out", "buy"),
    ("checkout", "buy"),
    ("check", "check"),
    ("tick", "check"),
    ("mark", "check"),
    ("filter", "filter"),
    ("narrow", "filter"),
    ("only show", "filter"),
    ("restrict", "filter"),
    ("sort", "sort"),
    ("order by", "sort"),
    ("arrange", "sort"),
    ("rank", "sort"),
    ("click", "click"),
    ("press", "click"),
    ("tap", "click"),
    ("hit", "click"),
    ("push", "click"),
    ("activate", "click"),
    ("toggle", "click"),
    ("expand", "click"),
    ("collapse", "click"),
    ("follow", "click"),
    ("focus", "click"),
    ("submit", "submit"),
    ("confirm", "submit"),
    ("proceed", "submit"),
    ("continue", "submit"),
    ("save", "submit"),
    ("apply", "submit"),
    ("accept", "accept"),
    ("agree", "accept"),
    ("consent", "accept"),
    ("acknowledge", "accept"),
    ("close", "close"),
    ("dismiss", "close"),
    ("place my order", "buy"),
    ("place the order", "buy"),
    ("place an order", "buy"),
    ("place order", "buy"),
    ("complete my order", "buy"),
    ("complete the order", "buy"),
    ("complete the purchase", "buy"),
    ("confirm my order", "buy"),
    ("confirm the order", "buy"),
    ("buy", "buy"),
    ("purchase", "buy"),
    ("order", "buy"),
    ("pay", "buy"),
    ("book", "buy"),
    ("reserve", "buy"),
    ("rent", "buy"),
    ("subscribe", "buy"),
    ("donate", "buy"),
    ("delete", "delete"),
    ("erase", "delete"),
    ("trash", "delete"),
    ("discard", "delete"),
    ("destroy", "delete"),
    ("cancel", "delete"),
    ("wipe", "delete"),
    ("get rid of", "delete"),
    ("transfer", "send"),
    ("wire", "send"),
    ("send", "send"),
    ("message", "send"),
    ("email", "send"),
    ("e-mail", "send"),
    ("reply", "reply"),
    ("respond", "reply"),
    ("answer", "reply"),
    ("forward", "forward"),
    ("create", "create"),
    ("report a bug", "create"),
    ("report an issue", "create"),
    ("report a problem", "create"),
    ("file a bug", "create"),
    ("file an issue", "create"),
    ("file a ticket", "create"),
    ("raise an issue", "create"),
    ("raise a ticket", "create"),
    ("open a ticket", "create"),
    ("open a new issue", "create"),
    ("open an issue", "create"),
    ("write a new", "create"),
    ("write a post", "create"),
    ("write up", "create"),  # 'write up a post called X'
    ("write a blog post", "create"),
    ("draft a", "create"),
    ("add a comment", "reply"),
    # 'add the note "Fixed in build 9" to issue 12', 'post this comment on ...', 'put a note on issue
    # 14: ...', 'drop a comment on the post': the message named
    *(
        (f"{verb} {det} {noun}", "reply")
        for verb in ("add", "post", "leave", "put", "drop")
        for det in ("the", "this", "my", "a")
        for noun in ("comment", "note")
        if det != "a" or verb in {"put", "drop"}  # 'add a comment', 'leave a note' ... are written below
    ),
    ("post a comment", "reply"),
    ("write a comment", "reply"),
    ("add a note", "reply"),
    ("write a reply", "reply"),
    ("write a message", "send"),
    ("leave a review", "create"),
    ("make", "create"),
    ("post", "create"),
    ("publish", "create"),
    ("upload", "create"),
    ("edit", "edit"),
    ("unassign", "edit"),
    ("reject", "edit"),
    ("archive", "edit"),
    ("unarchive", "edit"),
    ("reopen", "edit"),
    ("resolve", "edit"),
    ("change", "edit"),
    # verbs of moving a value up or down, with the value they move ('raise the priority of #5 to High',
    # 'bump the quantity to 3'); without 'the' they are no change of a record ('raise your hand if ...')
    *(
        (f"{moving} the", "edit")
        for moving in ("raise", "lower", "increase", "decrease", "reduce", "bump", "escalate")
    ),
    ("update", "edit"),
    ("bump", "edit"),
    (
        "tag",
        "edit",
    ),  # 'tag the salmon post with "fish"': its tags gain the value  # 'bump issue 19 up to Urgent' (record_writes.SCALE_VERBS)
    ("escalate", "edit"),
    ("rename", "edit"),
    ("modify", "edit"),
    ("replace", "edit"),
    ("approve", "edit"),
    ("unpublish", "edit"),
    ("turn", "edit"),  # 'turn issue 14 into a bug', 'turn the post back into a draft'
    ("revert", "edit"),
    ("assign", "edit"),
    # verbs of handing over (Levin 1993, 13.1 'give' verbs): a record given to a person is assigned to
    # them ('give issue 6 to Alice', 'hand ticket 4 over to Dan'; record_writes.HANDING_VERBS)
    ("give", "edit"),
    ("hand", "edit"),
    ("pass", "edit"),
    ("move", "edit"),
    ("reassign", "edit"),
    ("comment on", "reply"),
    ("comment", "reply"),
    ("leave a comment", "reply"),
    ("leave a note", "reply"),
    ("download", "download"),
    ("export", "download"),
    ("scroll", "scroll"),
    ("wait", "wait"),
)
# Verbs that set a thing's state: 'approve the comment' edits its status to "approved".
STATE_VERBS: dict[str, str] = {
    "approve": "approved",
    "reject": "rejected",
    "archive": "archived",
    "unarchive": "active",
    "reopen": "open",
    "resolve": "resolved",
    "unpublish": "draft",  # a post taken off the site is a draft again (WordPress, Ghost)
}
_PHRASES = sorted(VERB_PHRASES, key=lambda row: len(row[0]), reverse=True)
_VERB_RE = re.compile(
    r"^(?P<v>"
    + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p, _ in _PHRASES)
    + r")(?![\w-])(?!\s*[:=])",
    re.I,
)
_CANON = {p: v for p, v in VERB_PHRASES}


_ORDER_RE = re.compile(r"^(?:first(?:ly)?|then|next|finally|lastly|after\s+that|and\s+then)\b,?\s*", re.I)


def strip_lead(clause: str) -> str:
    """The clause without politeness and chatter in front ('could you please', 'I want to', 'then').

    Order words ("first", "next", "finally") go only when a verb follows: "First name: John" keeps them.
    """
    text = clause.strip()
    for _ in range(3):
        before = text
        text = LEAD_RE.sub("", text).strip()
        order = _ORDER_RE.match(text)
        if order and split_verb(LEAD_RE.sub("", text[order.end() :]).strip()) is not None:
            text = text[order.end() :].strip()
        if text == before:
            break
    return text


# A pronoun object stands between a phrasal verb and its particle ('pull it up', 'bring them up', 'look
# it up': Quirk et al. 1985, 16.4); 'show it to me' gives it to the asker as 'show me it' does.
_SPLIT_PARTICLE_RE = re.compile(
    r"^(?P<v>[a-z]+)\s+(?P<p>it|them|this|that|these|those)\s+(?P<q>up|down|out|back|over|through)(?![\w-])(?P<r>.*)$",
    re.I,
)
_TO_ME_RE = re.compile(
    r"^(?P<v>show|give)\s+(?P<p>it|them|this|that)\s+to\s+(?P<w>me|us)(?![\w-])(?P<r>.*)$", re.I
)


def particle_joined(clause: str) -> str:
    """``clause`` with a pronoun put after its phrasal verb's particle ('pull it up' -> 'pull up it')."""
    split = _SPLIT_PARTICLE_RE.match(clause)
    if split and f"{split.group('v').lower()} {split.group('q').lower()}" in _CANON:
        return f"{split.group('v')} {split.group('q')} {split.group('p')}{split.group('r')}"
    to_me = _TO_ME_RE.match(clause)
    if to_me:
        return f"{to_me.group('v')} {to_me.group('w')} {to_me.group('p')}{to_me.group('r')}"
    return clause


def split_verb(clause: str) -> tuple[str, str, str] | None:
    """(canonical verb, the words used, the rest) when the clause starts with a verb, else None."""
    match = _VERB_RE.match(clause)
    if match is None:
        return None
    used = " ".join(match.group("v").lower().split())
    return _CANON[used], used, clause[match.end() :].strip(" ,:")


# 'get me the docs as a PDF', 'save the members as a spreadsheet', 'give me the report in PDF format':
# a thing asked for as a file of a format is a download, whatever verb asks for it
_AS_FILE_RE = re.compile(
    r"\b(?:as|in)\s+(?:a\s+|an\s+)?(?:pdf|csv|spreadsheet|excel|xlsx?|json|zip|text\s+file|word\s+document|docx?)"
    r"(?:\s+(?:file|format|document|export))?\s*$",
    re.I,
)


def as_file(verb: str, rest: str) -> str:
    """``verb``, or 'download' when a getting verb asks for the thing as a file ('get X as a PDF')."""
    if verb in {"find", "open", "submit"} and _AS_FILE_RE.search(rest):
        return "download"
    return verb
