"""Given values (pure): what a goal hands over to type, in every shape people write it.

* field/value pairs: "first name: John, last name: Smith", "name = John", "my username is alice"
* credentials: "as alice with password x", "(user: alice, password: x)", "with code 1234",
  "using PIN 0000", "username alice / password x"
* quoted text: 'type "hello world"'
* secret placeholders: ``<secret:PASSWORD>`` (kept as the placeholder, never a real value)
"""

from __future__ import annotations

import re

from wayfinder.intent.discourse_tables import CONTRACTIONS
from wayfinder.intent.frame import GivenValue
from wayfinder.intent.masking import MARK_RE, Masked
from wayfinder.intent.names import PASSWORD_WORDS, split_field
from wayfinder.intent.text.words import FUNCTION_WORDS

USER_WORDS = r"user\s*name|username|user\s*id|userid|user|login|login\s+name|e-?mail(?:\s+address)?|account(?:\s+name)?"
# The words that make a clause a sign-in ('log in', 'logged into', 'sign on', 'login', 'credentials'):
# credentials after them are read in place (``parentheses.py``, ``accounts.py``)
SIGN_IN_WORDS = r"log(?:ged)?\s*(?:in|on)(?:to)?|login|sign(?:ed)?\s*(?:in|on)(?:to)?|credentials"
PASS_WORDS = "|".join((*PASSWORD_WORDS[:1], r"pass\s*word", *PASSWORD_WORDS[1:]))
CODE_WORDS = (
    r"(?:(?:access|verification|security|one[-\s]time|login|promo|coupon|discount|confirmation|zip|postal"
    r"|private|project|invite|invitation|team|group|secret)\s+)?code"
    r"|pin(?:\s+code)?|otp|token|passcode"
)
_CANON = (
    (re.compile(rf"^(?:{USER_WORDS})$", re.I), "username"),
    (re.compile(rf"^(?:{PASS_WORDS})$", re.I), "password"),
)
CREDENTIAL_FIELDS = frozenset({"username", "password", "email", "code", "pin", "otp", "token", "passcode"})
# What only a sign-in asks for. An email is also a contact field of an order form, and a secret is
# whatever field names it ('card: <secret:CARD>'), so neither alone makes a login.
SIGN_IN_FIELDS = frozenset(
    {"username", "password", "code", "pin", "pin code", "otp", "token", "passcode"}
    | {f"{w} code" for w in ("access", "verification", "one-time", "one time", "login", "private", "secret")}
)
# An unquoted value runs to a space, a comma, a semicolon or a parenthesis; a colon, full stop or
# question mark right before a space or the end is the sentence's ('password tulip-44: how many ...?')
_VALUE = r"(?P<v>\ue000\d+\ue001|[^\s,;()]+?)(?=[:.?]*(?:[\s,;()]|$))"


def canonical_field(name: str) -> str:
    """'user name' / 'login' -> 'username'; 'pwd' -> 'password'; others lower-cased as written."""
    text = " ".join(name.strip(" .,:;").split())
    for pattern, canon in _CANON:
        if pattern.match(text):
            return "email" if re.match(r"^e-?mail", text, re.I) else canon
    return text.lower()


_EMAIL_END_RE = re.compile(r"^[^\s@]+@[\w-]+(?:\.[\w-]+)+[?!.]+$")


def _kind_for(field: str, raw: str, masked: Masked) -> tuple[str, str, bool]:
    piece = masked.piece(raw)
    value = masked.restore(raw).strip(" .,;")
    if piece is not None and piece.kind == "quote":  # 'saying "Great with feta."': a quoted text whole
        value = masked.restore(piece.text).strip()
    if piece is None and _EMAIL_END_RE.search(value):
        value = value.rstrip("?!.")  # 'email lena@example.net?!': an address never ends in a mark
    if piece is not None and piece.kind == "secret":
        return "secret", value, True
    exact = piece is not None and piece.kind == "quote"
    if canonical_field(field) in CREDENTIAL_FIELDS or re.fullmatch(CODE_WORDS, field, re.I):
        return "credential", value, True
    if not field:
        return ("quoted" if exact else "text"), value, exact
    return "pair", value, exact


def signs_in(values: list[GivenValue] | tuple[GivenValue, ...]) -> bool:
    """The values hold something only a sign-in asks for (a username, a password, an access code)."""
    return any(" ".join(v.field.split()) in SIGN_IN_FIELDS for v in values)


def make_value(field: str, raw: str, masked: Masked) -> GivenValue:
    kind, value, exact = _kind_for(field, raw, masked)
    return GivenValue(field=canonical_field(field) if field else "", value=value, kind=kind, exact=exact)  # type: ignore[arg-type]


_IS_FIELD = (
    r"(?:(?:my|our|your|the)\s+[\w ]{1,25}?|[\w ]{0,20}?(?:name|word|mail|code|number|id|address|phone|pin|user|login|date"
    r"|city|zip))"
)
_PAIR_RE = re.compile(
    rf"(?:(?P<f>[A-Za-z][\w .\-/']{{0,40}}?)\s*(?::|=)|(?P<fi>{_IS_FIELD})\s+(?:is|should\s+be))\s*(?P<v>\ue000\d+\ue001|[^,;:]+?)"
    r"(?=\s*(?:,|;|$|\s+and\s+|\s+then\b))",
    re.I,
)


# A heading over the pairs: 'Shipping details: name: Ann, ...', 'my info - email: ...'.
_HEADER_RE = re.compile(
    r"^(?:(?:my|our|the|your)\s+)?(?:[a-z]+\s+)?(?:details|info|information|data)\s*(?::|-|–)\s*(?=[^:=]+[:=])",
    re.I,
)


# What follows 'is' in a value given ('my name is Kim Lee') is an identity: a negation or a place ('is
# not in the working directory', 'is in my downloads', 'is missing') tells the person's situation instead.
_NO_VALUE_RE = re.compile(
    r"^(?:not|never|no\s+longer|in|on|at|inside|outside|under|from|out|down|elsewhere|somewhere|nowhere|missing|gone"
    r"|broken|empty|wrong|stuck|locked|dead)\b",
    re.I,
)


def read_pairs(body: str, masked: Masked) -> list[GivenValue] | None:
    """'first name: John, last name: Smith' -> two pairs, when the body is made of pairs only."""
    text = _HEADER_RE.sub("", body.strip(" ."))
    if not text or (":" not in text and "=" not in text and not re.search(r"\bis\b", text)):
        return None
    out: list[GivenValue] = []
    pos = 0
    for match in _PAIR_RE.finditer(text):
        gap = text[pos : match.start()].strip(" ,;")
        if re.sub(r"^(?:and|with|,)\s*", "", gap, flags=re.I):
            return None
        raw_field = match.group("f") or match.group("fi") or ""
        if re.match(r"^(?:credentials|login\s+details)$", raw_field.strip(), re.I) or (
            canonical_field(raw_field) == "username" and "/" in match.group("v")
        ):
            return None  # 'Credentials: ann / pw', 'Login: ann / pw' are read by read_credentials
        if match.group("fi") and _NO_VALUE_RE.match(match.group("v").strip()):
            return None  # 'my config file is not in the working directory': the person's situation
        field = re.sub(r"^(?:(?:and|with|my|the|your|our)\s+)+", "", raw_field.strip(), flags=re.I)
        out.append(make_value(field, match.group("v").strip(), masked))
        pos = match.end()
    if not out or text[pos:].strip(" ,;."):
        return None
    return out


# 'I am', 'this is', 'it is' as people write them ("I'm", 'Im', "it's"): the contraction table's spellings
SELF_INTRODUCING = "|".join(
    sorted(
        {r"i\s+am", r"this\s+is", r"it\s+is"}
        | {re.escape(k).replace("'", "['’]") for k, v in CONTRACTIONS.items() if v in ("i am", "it is")},
        key=len,
        reverse=True,
    )
)
_CRED_PATTERNS = (
    re.compile(rf"\b(?:as|with)\s+(?:the\s+)?(?:(?P<f>{USER_WORDS})\s+)?{_VALUE}", re.I),
    re.compile(rf"\b(?P<f>{USER_WORDS})\s*(?::|=|\bis\b)?\s*{_VALUE}", re.I),
    re.compile(rf"\b(?P<f>{PASS_WORDS})\s*(?::|=|\bis\b)?\s*{_VALUE}", re.I),
    re.compile(rf"\b(?P<f>{CODE_WORDS})\s*(?::|=|\bis\b|\bof\b)?\s*{_VALUE}", re.I),
    # 'I'm priya, password P', 'this is dan - pw P', 'alice here, password P': the person who
    # introduces themselves before a password is the account (parentheses.py reads '(pw P)' after it)
    re.compile(
        rf"(?:\b(?:{SELF_INTRODUCING})\s+|^\s*(?=\S+\s+here\b)){_VALUE}(?:\s+here)?"
        rf"(?=\s*[,;:\-\u2013\u2014]?\s*(?:and\s+)?(?:my\s+)?(?:{PASS_WORDS})\b)",
        re.I,
    ),
)
# A password written plain, without its word: one word holding a digit, not ending in a sentence mark
# ('north-gate-9'; a plain 'input / output' or 'with the text' is none). Read after an account's name.
PLAIN_PASSWORD = r"[^\s,;:()\ue000]*\d[^\s,;:()\ue000]*(?<![.?!])"
_PLAIN_AFTER_NAME_RE = re.compile(
    rf"\s*(?:,\s*|\s+(?:with|using)\s+)(?P<p>{PLAIN_PASSWORD})(?=[\s,;:.!?)]|$)", re.I
)
_ACCOUNT_PATTERNS = frozenset({0, 1, 4})  # the patterns above that name the account, not its secret
_NOT_VALUES = frozenset(
    [
        "and",
        "or",
        "the",
        "a",
        "an",
        "my",
        "your",
        "to",
        "into",
        "in",
        "on",
        "at",
        "then",
        "with",
        "password",
        "username",
        "user",
        "code",
        "pin",
        "pw",
        "pwd",
        "pass",
        "passphrase",
    ]
)


_SLASH_RE = re.compile(
    rf"\b(?:credentials|login\s+details|account|login|as|with|using|use|user(?:name)?)\s*:?\s*{_VALUE}\s*/\s*"
    rf"(?!(?:{PASS_WORDS}|{USER_WORDS})\b)(?P<p>\ue000\d+\ue001|[^\s,;()]+)",
    re.I,
)


# 'librarian / <secret:PW>' standing alone after a question: a user and a kept secret, as 'user / pass'
_LONE_SLASH_RE = re.compile(rf"^\s*{_VALUE}\s*/\s*(?P<p>\ue000\d+\ue001)\s*[.!?]*\s*$")


def _slash(body: str) -> re.Match[str] | None:
    return _SLASH_RE.search(body) or _LONE_SLASH_RE.match(body)


def credential_spans(text: str, masked: Masked) -> list[tuple[int, int]]:
    """Where credentials are written in ``text`` (to read what is left around them)."""
    body = text
    spans = [m.span() for m in _SLASH_RE.finditer(body)]
    lone = _LONE_SLASH_RE.match(body)
    spans += [lone.span()] if lone and not spans else []
    account = False  # one account: a later 'with the text X' is a value of the request, not a login's
    for index, pattern in enumerate(_CRED_PATTERNS):
        for match in pattern.finditer(body):
            raw = match.group("v")
            piece = masked.piece(raw)
            names_account = index in _ACCOUNT_PATTERNS and not (piece is not None and piece.kind == "secret")
            if (
                raw.lower() not in _NOT_VALUES
                and raw.lower() not in FUNCTION_WORDS
                and not (names_account and account)
                and not any(match.start() < b and match.end() > a for a, b in spans)
            ):
                spans.append(match.span())
                account = account or names_account
    for mark in MARK_RE.finditer(body):
        piece = masked.pieces[int(mark.group(1))]
        if piece.kind == "secret" or (
            piece.kind == "paren"
            and (read_credentials(piece.text, masked) or _lone_password(piece.text, body[: mark.start()]))
        ):
            spans.append(mark.span())
    return sorted(spans)


def read_credentials(text: str, masked: Masked) -> list[GivenValue]:
    """Credentials anywhere in a login clause (parentheses included), in the order found."""
    found: dict[str, GivenValue] = {}
    body = _open_parens(text, masked)
    slash = _slash(body)
    if slash:  # 'Credentials: librarian / <secret:PW>'
        found["username"] = make_value("username", slash.group("v"), masked)
        found["password"] = make_value("password", slash.group("p"), masked)
    spans: list[tuple[int, int]] = []
    ends: dict[str, int] = {}  # where each field's value ends
    for index, pattern in enumerate(_CRED_PATTERNS):
        for match in pattern.finditer(body):
            if any(match.start() < b and match.end() > a for a, b in spans):
                continue
            raw = match.group("v")
            if raw.lower() in _NOT_VALUES or raw.lower() in FUNCTION_WORDS:  # 'exit code does'
                continue
            field = match.groupdict().get("f") or "username"
            piece = masked.piece(raw)
            if index == 0 and not match.groupdict().get("f") and piece is not None and piece.kind == "secret":
                field = "password"
            if index == 0 and re.search(
                rf"(?:{PASS_WORDS}|{CODE_WORDS})\s*$", body[: match.start("v")], re.I
            ):
                continue  # 'with password x' is read by the password pattern
            value = make_value(field, raw, masked)
            if value.field == "username" and "@" in value.value:
                value = GivenValue("username", value.value, value.kind, value.exact)
            if value.field not in found:
                found[value.field] = value
                spans.append(match.span())
                ends[value.field] = match.end()
    _plain_password(body, ends.get("username", 0), found, masked)
    for secret in _bare_secrets(body, masked):  # a bare secret with no field word: the password
        if not any(v.value == secret for v in found.values()):
            found.setdefault("password", GivenValue("password", secret, "secret", True))
    user = _name_then_secret(body, masked) if "username" not in found else None
    return [user, *found.values()] if user else list(found.values())


def _plain_password(body: str, user_end: int, found: dict[str, GivenValue], masked: Masked) -> None:
    """The password written plain right after the account's name ('log in as dan with north-gate-9',
    'as carol, ember-field-35'), put in ``found``."""
    plain = _PLAIN_AFTER_NAME_RE.match(body, user_end) if "password" not in found else None
    if plain is not None and "username" in found:
        found["password"] = make_value("password", plain.group("p"), masked)


def _name_then_secret(body: str, masked: Masked) -> GivenValue | None:
    """The username of 'librarian, <secret:PW>' or 'librarian, password P' written as a clause of its own
    (the name first, then the password, with or without its word), or None."""
    pair = _NAME_THEN_SECRET_RE.match(body)
    if pair is None or pair.group("u").lower() in FUNCTION_WORDS:
        return None
    piece = masked.piece(pair.group("p"))
    if pair.group("w") or (piece is not None and piece.kind == "secret"):
        return make_value("username", pair.group("u"), masked)
    return None


# 'librarian, <secret:PW>' / 'dan, password north-gate-9' as a clause of its own: a name, then the
# password - who signs in, and how
_NAME_THEN_SECRET_RE = re.compile(
    r"^\s*(?P<u>[\w.@+-]+)\s*,\s*(?P<w>(?:" + PASS_WORDS + r")\s*(?:is\s+)?:?\s*)?"
    r"(?P<p>\ue000\d+\ue001|[^\s,;]+)\s*[.;:]?\s*$",
    re.I,
)


def _bare_secrets(body: str, masked: Masked) -> list[str]:
    """The secrets of ``body`` that no field names ('card: <secret:C>' is the card's)."""
    out = []
    for mark in MARK_RE.finditer(body):
        piece = masked.pieces[int(mark.group(1))]
        if piece.kind == "secret" and _named_field(body[: mark.start()]) is None:
            out.append(piece.text)
    return out


_FIELD_BEFORE_RE = re.compile(
    r"(?:^|[,;:]|\band\b)\s*(?:(?P<f>[a-z][\w .\-/']{0,40}?)\s*(?::|=|\bis\b)|(?P<k>[a-z][\w .\-/']{0,40}?))\s*$",
    re.I,
)


def _named_field(before: str) -> str | None:
    """The field a value is written as ('card: <secret:C>', 'cvc <secret:V>'), from the text before it:
    a name then ':', '=' or 'is', or a form field's name (``intent/names.py``'s table); else None."""
    match = _FIELD_BEFORE_RE.search(before)
    if match is None:
        return None
    if match.group("f"):
        return canonical_field(re.sub(r"^(?:(?:my|the|your|our)\s+)+", "", match.group("f"), flags=re.I))
    pair = split_field(f"{match.group('k')} x")
    return canonical_field(pair[0]) if pair else None


# A password written alone in a parenthesis right after the account ('log in as jonas (tidewater-88)',
# 'as priya (saffron-road-17) publish ...'): people put the secret beside the name, as they write
# 'as librarian (<secret:PW>)'. One token with a digit or a sign in it - never words ('as ann (admin)').
_ACCOUNT_BEFORE_RE = re.compile(r"\bas\s+[\w.@+-]+\s*$", re.I)
LONE_PASSWORD = r"(?=[^\s()]*(?:\d|_|[^\w\s()]))[^\s()\ue000\ue001]{4,}"


def _lone_password(inside: str, before: str) -> bool:
    return bool(re.fullmatch(LONE_PASSWORD, inside.strip()) and _ACCOUNT_BEFORE_RE.search(before))


def _open_parens(text: str, masked: Masked) -> str:
    """The text with its parenthesised pieces put back as plain words (their pairs are read too); a
    lone password after the account is put back with its field word."""

    def back(match: re.Match[str]) -> str:
        piece = masked.pieces[int(match.group(1))]
        if piece.kind != "paren":
            return match.group(0)
        return (
            f" password {piece.text} "
            if _lone_password(piece.text, text[: match.start()])
            else f" {piece.text} "
        )

    return MARK_RE.sub(back, text)


def paren_values(text: str, masked: Masked) -> list[GivenValue]:
    """Pairs written in parentheses anywhere: 'log in (user: ann, password: x)'."""
    out: list[GivenValue] = []
    for piece in masked.pieces_in(text, "paren"):
        pairs = read_pairs(piece.text.replace("/", ","), masked)
        if pairs:
            out.extend(pairs)
    return out


def quoted_values(text: str, masked: Masked) -> list[str]:
    """The quoted texts in ``text``, restored, in order."""
    return [masked.restore(p.text) for p in masked.pieces_in(text, "quote")]


def read_loose_pairs(body: str, masked: Masked) -> list[GivenValue] | None:
    """'first name Ada, last name Quill, country Canada': a field name (``intent/names.py``'s table),
    then its value; None unless every piece is such a pair."""
    pieces = [  # 'the subject X': a field named with its article
        re.sub(r"^(?:the|a|an|its)\s+", "", p.strip(" ."), flags=re.I)
        for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*;\s*", body.strip())
        if p.strip(" .")
    ]
    out = []
    for piece in pieces:
        pair = split_field(piece)
        if pair is None:
            return None
        out.append(make_value(pair[0], pair[1], masked))
    return out or None
