"""Names without capitals (pure): where a goal names a person, a place, a code or a brand.

The goal is read case-folded (capitals never decide meaning), so a name is told by where it stands and
by what it is not: a run of one to three words after a naming cue ("by", "for", "does X have", a record
kind such as "member" or "document") that holds no function word, pronoun, determiner, time word or
sort attribute. A code (letters and digits, or digits with a dash: "RL10042", "2023-001185") is a name
wherever it stands. What a brand is, is for the site to say (``intent/ground.py`` against its facets).

The noun tables are general English, not one site's: kinds of people and records that are looked up by
name or number, things people keep on file, and the names of form fields.
"""

from __future__ import annotations

import re

from wayfinder.intent.text.words import FUNCTION_WORDS, word_set

TIME_WORDS = word_set(
    """
    today tomorrow yesterday tonight now week weekend month year day days weeks months years morning
    evening night monday tuesday wednesday thursday friday saturday sunday
    """
)
# 'sort by price', 'search by name': an attribute, not a name
SORT_WORDS = word_set(
    """
    price prices cost date dates rating ratings name names title relevance popularity size number
    newest oldest latest default distance weight pages year length time reviews brand category type
    """
)
# what a superlative can be measured by ('the longest book by pages', 'the largest city by population',
# 'the cheapest laptop by unit price'): a compound is headed by its last word ('screen size', 'page count')
MEASURE_NOUNS = SORT_WORDS | word_set(
    """
    height width depth area volume capacity population count amount total page comment review vote view
    download sale score speed distance duration age length weight size price cost rating
    """
)
# kinds of people and of records that are named or numbered: 'member RL10042', 'the author Ann Lee'
KIND_NOUNS = word_set(
    """
    author writer artist director actor member user customer client patron supplier vendor seller buyer
    employee staff student teacher doctor patient owner tenant landlord contact person publisher
    manufacturer company organization organisation team player agent grantee grantor party
    document instrument record ticket issue order invoice case card account permit parcel loan book
    deed mortgage lien plat file project page article post product item listing thread topic task bug
    comment note message review question story recipe
    """
)
# things people keep on file and ask about by owner: 'the records for Cruz', 'deeds for Quackenbush'
RECORD_NOUNS = word_set(
    """
    record records deed deeds mortgage mortgages lien liens plat plats document documents filing filings
    loan loans book books ticket tickets issue issues order orders invoice invoices post posts email
    emails message messages account accounts case cases permit permits parcel parcels transaction
    transactions payment payments appointment appointments reservation reservations booking bookings
    claim claims application applications entry entries result results
    """
)
# groups things are kept in, named before the kind: 'the Billing Service project', 'the Travel category'
GROUP_NOUNS = word_set(
    """
    project category section department team group board forum channel tag label genre collection folder
    repository album playlist shelf milestone version branch club course
    """
)
# Records that are sums of money: their size is their amount ('the biggest bill', 'the largest expense').
MONEY_RECORDS = frozenset(
    [
        "bill",
        "invoice",
        "expense",
        "payment",
        "transaction",
        "donation",
        "refund",
        "purchase",
        "charge",
        "fee",
        "receipt",
        "transfer",
    ]
)
# prepositional phrases that state a condition, not a place (Quirk et al. 1985, 9.8, 16.80: a
# predicative prepositional phrase): 'monitors in stock', 'how many books are on loan'
STATE_PHRASES = frozenset(
    {
        "in stock",
        "out of stock",
        "on sale",
        "on order",
        "on loan",
        "on hold",
        "in progress",
        "on display",
        "in print",
        "out of print",
        "on backorder",
        "in review",
    }
)
# one-word states a thing is in, as a predicate ('which issues are open', 'is it overdue', 'the mouse
# that is available'); with STATE_PHRASES, the one table of states (``is_state``)
STATE_WORDS = word_set(
    "available open closed overdue active inactive enabled disabled published unpublished returned shipped"
    " paid unpaid pending resolved free new used"
)


# A state denied is its opposite where the pair is closed ('not closed' is open, 'not yet returned' is
# out, 'not published' unpublished); ``negated_state`` says 'not X' for any other state.
_STATE_OPPOSITES = {
    "open": "closed",
    "returned": "out",
    "paid": "unpaid",
    "published": "unpublished",
    "active": "inactive",
    "enabled": "disabled",
    "resolved": "unresolved",
    "available": "unavailable",
    "in stock": "out of stock",
    "assigned": "unassigned",
}
_STATE_OPPOSITES |= {b: a for a, b in _STATE_OPPOSITES.items() if a != "returned"}


def negated_state(state: str) -> str:
    """The state that 'not <state>' names: its opposite when the pair is closed, else 'not <state>'."""
    key = " ".join(state.lower().split())
    return _STATE_OPPOSITES.get(key, f"not {key}")


# Summation plurals (Quirk et al. 1985, 5.76): one thing of two parts named in the plural ('a pair of
# headphones'); 'the cheapest headphones' is one product, where 'the newest posts' are several.
SUMMATION_PLURALS = word_set(
    """
    headphones earphones earbuds scissors glasses spectacles sunglasses binoculars goggles tongs pliers
    tweezers trousers jeans pants shorts leggings tights pyjamas pajamas
    """
)


def is_state(phrase: str) -> bool:
    """'in stock', 'open', 'sold out': a state a thing is in, not a place or a name."""
    key = " ".join(phrase.lower().split())
    return key in STATE_PHRASES or key in STATE_WORDS or key == "sold out"


# What people write and others read, known by who wrote it ('the comment Elena Rossi left', "Elena Rossi's
# comment", "Priya's post"): a person said with one is its author.
RESPONSE_NOUNS = frozenset({"comment", "review", "note", "reply", "message", "answer", "post", "rating"})
# Fields a record's value is said with, the value first ('High priority', 'Urgent severity', a
# 'high-priority issue'): record_writes.value_field and ``valued_before`` read them
VALUE_FIELDS = ("priority", "severity", "status", "state", "level", "type")
# hyphened or not: 'high-priority issues', 'high priority issues' (Quirk et al. 1985, 17.104)
_VALUED_BEFORE_RE = re.compile(
    rf"^(?P<v>[a-z]+)[-\s]+(?P<f>{'|'.join(VALUE_FIELDS[:2])})\s+(?P<rest>\S.*)$", re.I
)


def valued_before(phrase: str) -> tuple[str, str, str] | None:
    """(field, value, rest) of a thing said with a value-and-field before its noun ('high-priority
    issues', 'high priority issues' -> ('priority', 'high', 'issues'), 'low-severity bugs'); None otherwise."""
    found = _VALUED_BEFORE_RE.match(phrase.strip())
    return (found.group("f").lower(), found.group("v").lower(), found.group("rest")) if found else None


def state_before(phrase: str, *, words: bool = True) -> tuple[str, str] | None:
    """A state said before the noun, and the rest: 'in-stock wireless mouse' / 'in stock wireless mouse'
    -> ('in stock', 'wireless mouse') (a predicative phrase hyphenated as a compound adjective, Quirk et
    al. 1985, 17.104), 'open bugs' -> ('open', 'bugs') when ``words`` (one-word states; 'new', 'used' and
    'free' before a noun name a kind of thing as often); None when the phrase opens with no state."""
    parts = phrase.split()
    if len(parts) < 2:
        return None
    first = parts[0].lower()
    if "-" in first and first.replace("-", " ") in STATE_PHRASES:
        return first.replace("-", " "), " ".join(parts[1:])
    for size in (3, 2):
        said = " ".join(parts[:size]).lower()
        if len(parts) > size and said in STATE_PHRASES:
            return said, " ".join(parts[size:])
    if words and first in STATE_WORDS and first not in {"new", "used", "free"}:
        return first, " ".join(parts[1:])
    return None


def state_alternation() -> str:
    """The states as one regex alternation (longest first), spaces matching any whitespace."""
    words = sorted({*STATE_PHRASES, *STATE_WORDS, "sold out"}, key=len, reverse=True)
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)


# the site itself, as the one who has things: 'the store carries', 'this portal holds', 'the index has'
SITE_NOUNS = word_set(
    """
    shop store site website library catalog catalogue portal index database archive wiki docs
    documentation tracker blog
    """
)
# Of those, the nouns that name a whole site, not a part an app may have ('library', 'catalogue' and
# 'archive' are sections too): 'on the blog', 'in these docs' is where every request is anyway.
WHOLE_SITE_NOUNS = SITE_NOUNS - {"library", "catalog", "catalogue", "index", "database", "archive"}


def is_whole_site(place: str) -> bool:
    """'the blog', 'this site', 'your docs': a place that is the whole site the run is on."""
    words = [w for w in place.lower().split() if w not in {"the", "this", "these", "your", "our"}]
    return len(words) == 1 and words[0] in WHOLE_SITE_NOUNS


# The words a password is named by ('password P', 'pw P', 'my pass is P'): values.PASS_WORDS reads them
# before a value, discourse_match after 'alice here,' (who speaks before giving it).
PASSWORD_WORDS = ("password", "passphrase", "passwd", "pass", "pwd", "pw")
# Classifier nouns (partitives, Quirk et al. 1985, 5.8): 'pairs of headphones', 'kinds of tea', 'a box
# of pens' count or name a thing's units, not the thing; the thing is what follows 'of'.
CLASSIFIER_NOUNS = word_set(
    "pair pairs set sets pack packs packet packets box boxes bottle bottles bag bags can cans kind kinds"
    " type types sort sorts piece pieces"
)
CLASSIFIER_OF = r"(?:" + "|".join(sorted(CLASSIFIER_NOUNS, key=len, reverse=True)) + r")\s+of\s"
# names of form fields: 'first name Ada, last name Quill, country Canada'
FIELD_NAMES = tuple(
    sorted(
        [
            " ".join(f.split())
            for f in [
                "\n        name",
                "first name",
                "last name",
                "full name",
                "surname",
                "given name",
                "family name",
                "middle name",
                "nickname",
                "display name\n        ",
                "country",
                "city",
                "town",
                "state",
                "province",
                "region",
                "county",
                "zip",
                "zip code",
                "postal code",
                "postcode",
                "address",
                "street\n        ",
                "street address",
                "phone",
                "phone number",
                "telephone",
                "mobile",
                "email",
                "email address",
                "e-mail",
                "website",
                "url\n        ",
                "title",
                "subtitle",
                "year",
                "date",
                "birth date",
                "date of birth",
                "birthday",
                "isbn",
                "author",
                "publisher",
                "genre",
                "pages\n        ",
                "price",
                "quantity",
                "description",
                "company",
                "organization",
                "department",
                "role",
                "job title",
                "username",
                "password\n        ",
                "age",
                "gender",
                "notes",
                "note",
                "comment",
                "message",
                "subject",
                "category",
                "tags",
                "tag",
                "status",
                "priority",
                "assignee",
                # a tracker's and a shared budget's fields (Redmine, GitHub, GitLab, Jira; IHateMoney,
                # Splitwise): what people name when they file an issue or an expense
                "assigned to",
                "reporter",
                "version",
                "target version",
                "fix version",
                "milestone",
                "due date",
                "start date",
                "deadline",
                "estimate",
                "estimated time",
                "component",
                "tracker",
                "labels",
                "paid by",
                "payer",
                "for whom",
                "label\n        ",
                "color",
                "colour",
                "size",
                "amount",
                "currency",
                "language",
                "summary",
                "body",
                "text",
                "content",
                "location",
                "card",
                "card number",
                "credit card",
                "debit card",
                "cvc",
                "cvv",
                "csc",
                "security code",
                "expiry",
                "expiry date",
                "expiration",
                "expiration date",
                "name on card",
                "time\n        ",
            ]
        ],
        key=len,
        reverse=True,
    )
)
NOT_NAMES = (
    FUNCTION_WORDS
    | TIME_WORDS
    | word_set(
        """
    me us you him her them it this that these those one ones my your our their his its some any all
    every each no none other another more most less least new old
    """
    )
)
_NOT_ALT = "|".join(sorted((re.escape(w) for w in NOT_NAMES), key=len, reverse=True))
_WORD = rf"(?!(?:{_NOT_ALT})\b)[^\W_][\w.&'@-]*"
# One to three name words, an @handle, or a masked piece (a quoted name).
NAME = rf"(?:@[\w.-]+|\ue000\d+\ue001|{_WORD}(?:\s+{_WORD}){{0,2}})"
NAME2 = rf"(?:@[\w.-]+|\ue000\d+\ue001|{_WORD}(?:\s+{_WORD})?)"
CODE_RE = re.compile(r"^(?=.*\d)(?:(?=.*[a-z])[a-z0-9][\w/-]*|\d+(?:[-/]\d+)+)$", re.I)
FIELD_ALT = "|".join(re.escape(f).replace(r"\ ", r"\s+") for f in FIELD_NAMES)
FIELD_VALUE_RE = re.compile(
    rf"^(?:the\s+|a\s+|an\s+|my\s+)?(?P<f>{FIELD_ALT})\s*(?::|=|\bis\b|\bof\b)?\s+(?P<v>\S.*)$", re.I
)


def is_name(text: str) -> bool:
    """``text`` reads as a name: one to three words, none of them a function word, pronoun or time word."""
    return bool(re.fullmatch(NAME, text.strip(), re.I))


def is_code(word: str) -> bool:
    """'RL10042', 'C-7731', '2023-001185', 'x1': an identifier (letters and digits, or numbers joined)."""
    return bool(CODE_RE.match(word.strip()))


def split_field(piece: str) -> tuple[str, str] | None:
    """'first name Ada' -> ('first name', 'Ada'): a known field name, then its value."""
    match = FIELD_VALUE_RE.match(piece.strip())
    if match is None:
        return None
    return " ".join(match.group("f").lower().split()), match.group("v").strip()


__all__ = [
    "CLASSIFIER_NOUNS",
    "CLASSIFIER_OF",
    "CODE_RE",
    "FIELD_ALT",
    "FIELD_NAMES",
    "GROUP_NOUNS",
    "KIND_NOUNS",
    "MEASURE_NOUNS",
    "NAME",
    "NAME2",
    "NOT_NAMES",
    "PASSWORD_WORDS",
    "RECORD_NOUNS",
    "SITE_NOUNS",
    "SORT_WORDS",
    "STATE_PHRASES",
    "SUMMATION_PLURALS",
    "TIME_WORDS",
    "WHOLE_SITE_NOUNS",
    "is_code",
    "is_name",
    "is_whole_site",
    "negated_state",
    "split_field",
]
