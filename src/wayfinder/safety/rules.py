"""The wording rules: which words on a control mean which risk, as a table.

Matching rules (see ``text.py``): whole words and whole-word phrases only, case-insensitive, over
the element's visible text, aria label, button value, ``name`` and ``id`` attributes. Every rule
that matches contributes a finding and the highest level wins, so "Close" (low) and "Close
account" (high) resolve to high, and "Sign in" (low) never reads as "Sign up for payments"
(medium: signing up; "payments" is not the word "pay").

Refinements, all in the table below rather than in code:

- ``not_with``: words that make the phrase mean something else ("Purchase history" is a page to
  read, not a purchase).
- ``reversible_in`` / ``reversible_on_page``: a bare "Delete" or "Remove" is high (deleting
  data) unless the control itself names a reversible object (a filter, chip, tag, search term,
  selection, or the cart) or, for cart words only, the page is the cart (URL path or title says
  cart/basket/bag). Then it is low: removing a cart item or a filter is undone by adding it back.
  A page that merely shows search results does not make "Delete" harmless (deleting mail from a
  search view deletes mail).
- ``controls_only``: "Post"/"Publish" on a plain link is a way to read a post, not to publish.

Other languages: the same meanings in the major European languages come from ``rules_i18n.py`` and
are added to the rules below (matching folds case and accents, see ``text.py``).

Low rules exist so a known-harmless control (Search, Next, Accept all, Add to cart, Sign in) is not
treated as a generic form submission. Adding to cart is low on purpose: it is reversible and
nothing is bought until the order is placed, which is high.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wayfinder.safety import rules_i18n as i18n
from wayfinder.safety.findings import Finding, quote
from wayfinder.safety.models import RiskLevel
from wayfinder.safety.text import Words, contains, first_match, identifier_words, phrase, source_words

Source = tuple[str, str]  # (which attribute, its text)


def _p(*texts: str) -> tuple[Words, ...]:
    return tuple(phrase(t) for t in texts)


@dataclass(frozen=True)
class WordRule:
    """Phrases on a control -> a level and a short summary of what the control would do."""

    level: RiskLevel
    summary: str
    phrases: tuple[Words, ...]
    not_with: tuple[Words, ...] = ()
    reversible_in: tuple[Words, ...] = ()
    reversible_on_page: tuple[Words, ...] = ()
    reversible_summary: str = ""
    controls_only: bool = False


_CART = _p("cart", "basket", "bag", "wishlist", "wish list", *i18n.CART)
_UI_OBJECTS = _p(
    "filter", "filters", "chip", "tag", "tags", "search", "query", "selection", "sort", *i18n.UI_OBJECTS
)

RULES: tuple[WordRule, ...] = (
    # -- high: money leaves, data goes, messages go out
    WordRule(
        "high",
        "completes a purchase or payment",
        _p(
            "place order",
            "place your order",
            "place my order",
            "buy now",
            "buy",
            "purchase",
            "complete purchase",
            "confirm purchase",
            "complete order",
            "confirm order",
            "submit order",
            "order now",
            "complete checkout",
            "confirm checkout",
            "pay",
            "pay now",
            "make payment",
            "submit payment",
            "confirm payment",
            "donate",
            "checkout and pay",
            *i18n.PURCHASE,
        ),
        not_with=_p(
            "history",
            "guide",
            "guides",
            "options",
            "policy",
            "status",
            "track",
            "tracking",
            *i18n.PURCHASE_NOT_WITH,
        ),
    ),
    WordRule(
        "high",
        "sends money",
        _p(
            "send money",
            "transfer",
            "transfer funds",
            "transfer money",
            "wire",
            "wire transfer",
            "withdraw",
            *i18n.MONEY,
        ),
    ),
    WordRule(
        "high",
        "sends a message or posts publicly",
        _p("send", "send message", "send email", "send now", "post publicly", "share publicly", *i18n.SEND),
    ),
    WordRule("high", "publishes content", _p("post", "publish", "tweet", "post comment"), controls_only=True),
    WordRule(
        "high",
        "deletes or closes an account",
        _p(
            "delete account",
            "delete my account",
            "close account",
            "close my account",
            "remove account",
            "deactivate",
            "deactivate account",
            "terminate account",
            "cancel account",
            "delete all",
            "delete everything",
            "erase all",
            "permanently delete",
            "delete my data",
            "delete data",
            *i18n.DELETE_ACCOUNT,
        ),
    ),
    WordRule(
        "high",
        "deletes data",
        _p("delete", "remove", "erase", "wipe", "destroy", "move to trash", *i18n.DELETE),
        reversible_in=_CART + _UI_OBJECTS,
        reversible_on_page=_CART,
        reversible_summary="removes a cart item or filter (reversible)",
    ),
    WordRule(
        "high",
        "cancels an order or subscription",
        _p("cancel order", "cancel my order", "cancel subscription", "cancel membership", "cancel plan"),
    ),
    WordRule(
        "high",
        "changes account credentials",
        _p("change password", "update password", "change email", "disable two factor", "disable 2fa"),
    ),
    # -- medium: reversible but consequential, or shares personal data
    WordRule(
        "medium",
        "changes settings or preferences",
        _p(
            "save settings",
            "save changes",
            "save preferences",
            "update settings",
            "update preferences",
            "update profile",
            "change settings",
            "apply changes",
            "save",
        ),
    ),
    WordRule(
        "medium",
        "submits a form",
        _p("submit", "confirm", "continue", "proceed", "apply", "finish", "complete", "update"),
        # "Apply filters" / "Update results" on a listing only reads: the low filter rule decides;
        # "Proceed to checkout" / "Continue shopping" open a page of the shop (the order is placed later,
        # by a control the purchase rule rates high): the low cart/checkout rule decides
        not_with=_p("filter", "filters", "sort", "results", "checkout", "check out", "shopping"),
    ),
    WordRule("medium", "unsubscribes", _p("unsubscribe", "opt out")),
    WordRule(
        "medium",
        "subscribes or signs up (shares personal data)",
        _p("subscribe", "notify me", "sign up", "signup", "register", "create account", "join now", "invite"),
    ),
    WordRule("medium", "signs out of the account", _p("log out", "logout", "sign out", "signout", "log off")),
    # -- low: known-harmless controls (so they are not generic form submissions)
    WordRule(
        "low",
        "adds to the cart (reversible, nothing is bought)",
        _p("add to cart", "add to bag", "add to basket", "add to wishlist", "add to list", *i18n.ADD_TO_CART),
    ),
    WordRule(
        "low",
        "opens the cart or checkout page (the order is placed later)",
        _p(
            "checkout",
            "check out",
            "proceed to checkout",
            "go to checkout",
            "view cart",
            "cart",
            *i18n.TO_CHECKOUT,
        ),
    ),
    WordRule(
        "low",
        "searches or filters (reads)",
        _p(
            "search",
            "find",
            "go",
            "filter",
            "apply filters",
            "sort",
            "clear filters",
            "show results",
            "look up",
        ),
    ),
    WordRule(
        "low",
        "moves between pages (reads)",
        _p(
            "next",
            "previous",
            "prev",
            "more",
            "load more",
            "show more",
            "back",
            "continue shopping",
            "view",
            "details",
            "see all",
            "read more",
        ),
    ),
    WordRule(
        "low",
        "acknowledges a notice or dialog",
        _p(
            "accept",
            "accept all",
            "i accept",
            "i agree",
            "agree",
            "allow all",
            "reject all",
            "accept cookies",
            "got it",
            "ok",
            "dismiss",
            "close",
            "cancel",
            "no thanks",
        ),
    ),
    WordRule("low", "signs in", _p("sign in", "signin", "log in", "login", "log on")),
)


# the words of a page's address or title that make it a checkout (its forms place orders)
CHECKOUT_PAGE_WORDS: tuple[Words, ...] = tuple(
    phrase(t) for t in ("checkout", "payment", "billing", *i18n.CHECKOUT_PAGES)
)
# the words of a form's address that make it an order or payment form, in any language
ORDER_PATHS: tuple[Words, ...] = tuple(
    phrase(t)
    for t in (
        "checkout", "payment", "payments", "pay", "order", "orders", "purchase", "buy", "billing", "transfer",
        "bestellung", "bestellen", "commande", "pedido", "ordine", "bestelling", "zamowienie", "bestallning",
        *i18n.CHECKOUT_PAGES,
    )
)  # fmt: skip
PAGE_KIND_WORDS = frozenset(w for row in (*CHECKOUT_PAGE_WORDS, *ORDER_PATHS) for w in row)


def _matched(rule: WordRule, sources: Sequence[tuple[str, str, Words]]) -> tuple[Words, str, str] | None:
    for attr, text, tokens in sources:
        hit = first_match(tokens, rule.phrases)
        if hit is not None:
            return hit, attr, text
    return None


def _reversible(rule: WordRule, element_words: Words, page_words: Words) -> Words | None:
    hit = first_match(element_words, rule.reversible_in)
    if hit is None:
        hit = first_match(page_words, rule.reversible_on_page)
    return hit


def _apply(
    rule: WordRule,
    sources: Sequence[tuple[str, str, Words]],
    element_words: Words,
    page_words: Words,
    is_link: bool,
) -> Finding | None:
    if rule.controls_only and is_link:
        return None
    if any(contains(element_words, w) for w in rule.not_with):
        return None
    match = _matched(rule, sources)
    if match is None:
        return None
    hit, attr, text = match
    evidence = f'"{" ".join(hit)}" in {attr} {quote(text)}'
    context = _reversible(rule, element_words, page_words)
    if context is not None:
        return Finding("low", rule.reversible_summary, f'{evidence}, context "{" ".join(context)}"')
    return Finding(rule.level, rule.summary, evidence)


def _own_words(tokens: Words, names: Sequence[Words]) -> Words:
    """A label's words with the names of records it carries after its own verb left out: 'Complete
    Pay the water bill' is 'complete |' (a box that completes the chore, not a payment). A name the
    label starts with is kept ('Pay the water bill now' may pay it): the verb comes first."""
    for name in names:
        n = len(name)
        i = 1
        while i + n <= len(tokens):
            if tokens[i : i + n] == name:
                tokens = (*tokens[:i], "|", *tokens[i + n :])
            i += 1
    return tokens


def match_wording(
    sources: Sequence[Source],
    page_words: Words,
    *,
    is_link: bool,
    rules: Sequence[WordRule] = RULES,
    names: Sequence[Words] = (),
) -> list[Finding]:
    """Every wording rule that matches the control described by ``sources``.

    ``page_words`` are the words of the page's URL path and title (only used for the cart
    context of "Remove"/"Delete"); ``is_link`` is True for plain ``<a>`` links; ``names`` are the
    records the goal acts on (``asked_writes.record_names``), never read as the control's verb.
    """
    tokenized = [(attr, text, _own_words(source_words(attr, text), names)) for attr, text in sources if text]
    # "|" separates sources so a phrase never spans two attributes (text "Delete" + id "account")
    element_words: Words = tuple(w for _, _, tokens in tokenized for w in (*tokens, "|"))
    found = [f for f in (_apply(rule, tokenized, element_words, page_words, is_link) for rule in rules) if f]
    return _without_generic_ids(found)


_GENERIC = "submits a form"
_ID_EVIDENCE = (" in name ", " in id ")
# the noun 'post' in an identifier names the record the control belongs to ('save-post',
# 'post_category[]', 'post-title'), not the verb
_ID_NOUN = ("publishes content", '"post" in ')


def _generic_id(f: Finding) -> bool:
    if not any(tag in f.evidence for tag in _ID_EVIDENCE):
        return False
    if f.summary == _GENERIC:
        return True
    if f.summary != _ID_NOUN[0] or not f.evidence.startswith(_ID_NOUN[1]):
        return False
    said = identifier_words(f.evidence)  # 'publish-post' says publish too
    verbs = [p for rule in RULES if rule.summary == _ID_NOUN[0] for p in rule.phrases if p != ("post",)]
    return first_match(said, verbs) is None


def _without_generic_ids(found: list[Finding]) -> list[Finding]:
    """A "submit" or a "post" that only an identifier says (``id="wp-submit"``, ``name="commit"``,
    ``id="save-post"``) marks the form's button or the record it is for, not what it does: when the
    control's visible words matched a rule ('Save Draft'), they decide."""
    visible = [f for f in found if not any(tag in f.evidence for tag in _ID_EVIDENCE)]
    if not visible:
        return found
    return [f for f in found if not _generic_id(f)]
