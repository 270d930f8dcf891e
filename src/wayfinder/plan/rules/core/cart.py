"""Reading a shop's pages for a purchase (pure): the controls a person looks for on a product, cart and
checkout page, whatever the shop calls them, and the quantity skill.

- add: "Add to cart", "Add to basket", "Add to bag" (the product page);
- buy now: "Buy now", "Buy it now" (a one-step purchase on the product page: high risk);
- cart: a link or button named cart/basket/bag ("Cart (2)", "View basket", "My bag"), or one whose
  address is the cart;
- checkout: "Checkout", "Proceed to checkout", "Continue to payment" (opens the next page, buys nothing);
- final: "Place order", "Pay now", "Complete purchase", "Confirm order" (completes the purchase: high
  risk, proposed only, so safety asks).

Pages: a cart page (its address, title or heading says cart/basket/bag), a checkout page (checkout or
payment), an empty cart ("Your basket is empty"), an out-of-stock product ("Out of stock", "Sold out")
and an order confirmation ("Thank you, order #12 placed").
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from wayfinder.actions.models import TypeText
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind, norm, rank_fields, tokens
from wayfinder.plan.rules.step import STOP, Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import SetQuantity, Work

_BAG = r"(?:cart|basket|bag|trolley)"
ADD_RE = re.compile(rf"\badd (?:it |this |item )?to (?:the |my |your )?(?:shopping )?{_BAG}\b|^add$", re.I)
BUY_NOW_RE = re.compile(r"^(?:buy (?:it )?now|buy)\b", re.I)
CART_RE = re.compile(rf"^(?:view |my |your |shopping |go to (?:the )?|open )?{_BAG}\b", re.I)
CHECKOUT_RE = re.compile(
    r"\b(?:(?:proceed|go|continue) to (?:check ?out|payment|shipping|delivery)|check ?out(?: now)?|"
    r"secure check ?out)\b",
    re.I,
)
FINAL_RE = re.compile(
    r"\b(?:place (?:my |your |the )?order|complete (?:my |your |the )?(?:order|purchase|checkout)|"
    r"confirm (?:and pay|(?:the |my |your )?(?:order|purchase|payment))|submit (?:order|payment)|"
    r"pay(?: now| securely)?|make (?:a )?payment|order now)\b",
    re.I,
)
# a page's title or heading that starts so ('Your cart', 'Shopping basket'; not 'Laptop Bag')
_CART_PAGE_RE = re.compile(rf"^\W*(?:your |my |shopping )?{_BAG}\b", re.I)
_CHECKOUT_PAGE_RE = re.compile(r"^\W*(?:secure )?(?:check ?out|payment|review (?:your |the )?order)\b", re.I)
EMPTY_RE = re.compile(
    rf"\b(?:{_BAG} is (?:currently )?empty|no (?:items|products) in (?:your |the )?{_BAG}|"
    rf"{_BAG} has no items|nothing in (?:your |the )?{_BAG})\b",
    re.I,
)
STOCK_RE = re.compile(
    r"\b(?:out of stock|sold out|currently unavailable|no longer available|not in stock)\b", re.I
)
PLACED_RE = re.compile(
    r"\b(?:thank you(?: for your order)?|order (?:#\s?\d+ )?(?:is )?(?:placed|confirmed|received)|"
    r"order (?:number|no\.?|#)\s?[\w-]*\d)\b",
    re.I,
)
FORM_ERROR_RE = re.compile(r"\b(?:is required|required field|please (?:correct|enter|fill)|invalid)\b", re.I)
_PATH_SEGMENTS = frozenset({"cart", "basket", "bag", "trolley"})


def _words(obs: Observation) -> str:
    return "\n".join([obs.title, *obs.headings[:4], obs.text_digest])


def _control(el: Element) -> bool:
    return element_kind(el) in {"button", "link"}


def controls(si: StepInput[Work], pattern: re.Pattern[str]) -> list[Element]:
    """Usable buttons and links whose name matches ``pattern``, in reading order."""
    found = [el for el in si.usable() if _control(el) and pattern.search(norm(el.label))]
    return sorted(found, key=lambda e: (e.bbox.y, e.bbox.x))


def add_controls(si: StepInput[Work]) -> list[Element]:
    return controls(si, ADD_RE)


def buy_now_controls(si: StepInput[Work]) -> list[Element]:
    return [el for el in controls(si, BUY_NOW_RE) if not ADD_RE.search(norm(el.label))]


def final_controls(si: StepInput[Work]) -> list[Element]:
    """The controls that complete the purchase (never a nav or footer link such as 'Payment options')."""
    return [el for el in controls(si, FINAL_RE) if el.zone not in {"nav", "footer"} and not el.in_nav]


def checkout_controls(si: StepInput[Work]) -> list[Element]:
    return [el for el in controls(si, CHECKOUT_RE) if not FINAL_RE.search(norm(el.label))]


def _cart_path(url: str) -> bool:
    """An address whose path has a segment that is the cart ('/shop/cart', '/basket.php'; not
    '/item/laptop-bag')."""
    segments = {seg.split(".")[0] for seg in urlsplit(url).path.lower().split("/")}
    return bool(segments & _PATH_SEGMENTS)


def _cart_href(el: Element) -> bool:
    return _cart_path(el.href or "")


def cart_controls(si: StepInput[Work]) -> list[Element]:
    """Links or buttons that open the cart: named cart/basket/bag, or pointing at it (the cart badge)."""
    out = []
    for el in si.usable():
        label = norm(el.label)
        if not _control(el) or ADD_RE.search(label) or CHECKOUT_RE.search(label) or "continue" in label:
            continue
        if CART_RE.search(label) or (element_kind(el) == "link" and _cart_href(el)):
            out.append(el)
    return sorted(out, key=lambda e: (0 if CART_RE.search(norm(e.label)) else 1, e.bbox.y))


def on_cart_page(obs: Observation) -> bool:
    if _cart_path(obs.url):
        return True
    return any(_CART_PAGE_RE.search(t) for t in [obs.title.split("|")[0], *obs.headings[:1]])


def on_checkout_page(obs: Observation) -> bool:
    path = urlsplit(obs.url).path.lower()
    if "checkout" in path or "payment" in path:
        return True
    return any(_CHECKOUT_PAGE_RE.search(t) for t in [obs.title.split("|")[0], *obs.headings[:1]])


def empty_cart(obs: Observation) -> bool:
    return EMPTY_RE.search(_words(obs)) is not None


def out_of_stock(obs: Observation) -> str | None:
    match = STOCK_RE.search(_words(obs))
    return match.group(0).lower() if match else None


def order_placed(obs: Observation) -> bool:
    return PLACED_RE.search(_words(obs)) is not None


def form_errors(obs: Observation) -> bool:
    return FORM_ERROR_RE.search(_words(obs)) is not None


def item_name(obs: Observation) -> str:
    """The product a page is about: its main heading, else its title without the site name."""
    if obs.headings and obs.headings[0].strip():
        return " ".join(obs.headings[0].split())
    return re.split(r"\s+[|·–—-]\s+", obs.title)[0].strip()


def lists_item(obs: Observation, name: str) -> bool:
    """The page names every word of ``name`` (a cart or checkout summary that holds the item)."""
    want = [t for t in tokens(name) if t not in STOP]
    have = set(tokens(_words(obs) + " " + " ".join(el.label for el in obs.elements)))
    return bool(want) and sum(1 for w in want if w in have) / len(want) >= 0.8


def _quantity_field(si: StepInput[Work]) -> Element | None:
    for name in ("quantity", "qty"):
        ranked = rank_fields(si.usable(), name)
        if ranked and ranked[0][1] >= 0.7:
            return ranked[0][0]
    return None


def _shows(el: Element, qty: int) -> bool:
    if element_kind(el) == "select":
        return any(o.selected and norm(o.text) == str(qty) for o in el.options)
    return (el.value or "").strip() == str(qty)


def handle_quantity(si: StepInput[SetQuantity]) -> Outcome:
    """Set the product's quantity field to the number the goal gives ('order 2 ...', 'add 3 ...')."""
    qty = si.step.quantity
    field = _quantity_field(si)
    if field is None:
        stock = out_of_stock(si.obs)
        if stock and not add_controls(si) and not buy_now_controls(si):
            return give_up(f"{quote(item_name(si.obs))} is {stock}")
        return fail(f"this page has no quantity field to ask for {qty}")
    if _shows(field, qty):
        return complete()
    if element_kind(field) == "select" and not any(norm(o.text) == str(qty) for o in field.options):
        offered = ", ".join(o.text for o in field.options[:8])
        return give_up(f"the quantity list offers {offered or 'nothing'}, not {qty}")
    return act(
        TypeText(element_id=field.id, text=str(qty)),
        f"Setting the quantity to {qty}, as the goal asks",
        finishes=True,
    )
