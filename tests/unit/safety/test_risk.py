"""Risk analysis as a table: demo shop and portal wording plus common real-site wording.

Each case builds an Observation by hand and asserts the level and a keyword of the reasons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import (
    Action,
    AskUser,
    Click,
    Done,
    GoBack,
    GoForward,
    Navigate,
    Screenshot,
    Scroll,
    Search,
    SwitchTab,
    TypeText,
)
from wayfinder.observe.models import Aria, BBox, Element, FormRef, Observation
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

SHOP = "http://127.0.0.1:8765"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def el(id: int, tag: str = "button", text: str = "", *, label: str | None = None, **kw: Any) -> Element:
    return Element(
        id=id, tag=tag, text=text, bbox=BBox(x=0, y=id * 30, w=100, h=20), aria=Aria(label=label), **kw
    )


def page(url: str, *elements: Element, title: str = "") -> Observation:
    return Observation(url=url, title=title, elements=list(elements))


CARD_FORM = (
    el(1, "input", name="name", placeholder="Full name", input_type="text"),
    el(2, "input", name="cc-number", label="Card number", input_type="text"),
    el(3, "input", name="cc-csc", label="CVC", input_type="text"),
)
LOGIN_FORM = (
    el(1, "input", name="username", label="Email", input_type="email"),
    el(2, "input", name="password", label="Password", input_type="password"),
)
PORTAL_SEARCH = (
    el(1, "input", name="last_name", label="Last name", input_type="text"),
    el(2, "input", name="case_no", label="Case number", input_type="text"),
)


@dataclass
class Case:
    id: str
    action: Action
    target: Element | None
    obs: Observation
    level: str
    keyword: str
    goal: str = ""
    settings: dict[str, Any] = field(default_factory=dict)
    allowed: bool = True


def click(
    target: Element, url: str = f"{SHOP}/", *others: Element, title: str = "", **kw: Any
) -> dict[str, Any]:
    return {
        "action": Click(element_id=target.id),
        "target": target,
        "obs": page(url, *others, target, title=title),
    }


def typing(
    target: Element, text: str, url: str = f"{SHOP}/", *others: Element, submit: bool = False
) -> dict[str, Any]:
    action = TypeText(element_id=target.id, text=text, submit=submit)
    return {"action": action, "target": target, "obs": page(url, *others, target)}


def nav(url: str, current: str = f"{SHOP}/") -> dict[str, Any]:
    return {"action": Navigate(url=url), "target": None, "obs": page(current)}


def other(action: Action) -> dict[str, Any]:
    return {"action": action, "target": None, "obs": page(f"{SHOP}/")}


LOCAL_ONLY = {"allowed_domains": ["127.0.0.1"]}
BLOCK_TRACKER = {"blocked_domains": ["*.tracker.com"]}

CASES = [
    # -- the demo shop
    Case("place-order", **click(el(9, text="Place order", input_type="submit"), f"{SHOP}/checkout", *CARD_FORM), level="high", keyword="purchase"),
    Case("add-to-cart", **click(el(9, text="Add to cart"), f"{SHOP}/product/3"), level="low", keyword="cart"),
    Case("checkout-link", **click(el(9, "a", "Checkout", href="/checkout"), f"{SHOP}/cart"), level="low", keyword="checkout"),
    Case("proceed-to-checkout-link", **click(el(9, "a", "Proceed to checkout", href="/checkout/delivery"), f"{SHOP}/basket"), level="low", keyword="checkout"),
    Case("continue-shopping", **click(el(9, "a", "Continue shopping", href="/"), f"{SHOP}/basket"), level="low", keyword="pages"),
    Case("cookies-accept-all", **click(el(9, text="Accept all", zone="modal")), level="low", keyword="acknowledges"),
    Case("apply-filters", **click(el(9, text="Apply", dom_id="apply-filters"), f"{SHOP}/c/headphones"), level="low", keyword="filters"),
    Case("apply-changes", **click(el(9, text="Apply"), f"{SHOP}/account"), level="medium", keyword="submits"),
    Case("notify-me", **click(el(9, text="Notify me"), f"{SHOP}/product/4"), level="medium", keyword="subscribes"),
    Case("remove-on-cart-page", **click(el(9, text="Remove"), f"{SHOP}/cart", title="Your cart"), level="low", keyword="reversible"),
    Case("remove-cart-item-label", **click(el(9, text="Remove", label="Remove Blue Mug from cart"), f"{SHOP}/x"), level="low", keyword="cart"),
    Case("remove-address", **click(el(9, text="Remove"), f"{SHOP}/account/addresses"), level="high", keyword="deletes data"),
    Case("next-page", **click(el(9, "a", "Next", href="?page=2"), f"{SHOP}/search?q=mug"), level="low", keyword="pages"),
    Case("continue-on-checkout", **click(el(9, text="Continue", input_type="submit"), f"{SHOP}/checkout/shipping"), level="high", keyword="checkout form"),
    Case("next-in-card-form", **click(el(9, text="Next", input_type="submit"), f"{SHOP}/step", *CARD_FORM), level="high", keyword="payment card"),
    Case("demo-place-order-untyped-button", **click(el(9, text="Place order", dom_id="place-order"), f"{SHOP}/shop/checkout", *CARD_FORM), level="high", keyword="card"),
    Case("untyped-confirm-on-checkout", **click(el(9, text="Confirm"), f"{SHOP}/shop/checkout"), level="high", keyword="checkout form"),
    Case("untyped-button-next-to-card-fields", **click(el(9, text="→"), f"{SHOP}/step", *CARD_FORM), level="high", keyword="payment card"),
    Case("untyped-plain-button", **click(el(9, text="Blue", label="Colour blue"), f"{SHOP}/product/3"), level="low", keyword="no risky"),
    Case("demo-cart-remove", **click(el(9, text="Remove", label="Remove Blue Mug", input_type=None), f"{SHOP}/shop/cart", title="Cart"), level="low", keyword="reversible"),
    Case("purchase-history-link", **click(el(9, "a", "Purchase history", href="/orders")), level="low", keyword="no risky"),
    # -- the portal
    Case("disclaimer-i-accept", **click(el(9, text="I accept", input_type="submit"), f"{SHOP}/portal/disclaimer"), level="low", keyword="acknowledges"),
    Case("portal-search-submit", **click(el(9, text="Search", input_type="submit"), f"{SHOP}/portal/search", *PORTAL_SEARCH), level="low", keyword="search"),
    Case("portal-type-last-name", **typing(el(1, "input", name="last_name", label="Last name", input_type="text"), "Smith"), level="low", keyword="ordinary"),
    # -- real-site wording
    Case("delete-account", **click(el(9, text="Delete account")), level="high", keyword="account"),
    Case("delete-account-by-id", **click(el(9, text="Continue", dom_id="deleteAccountBtn")), level="high", keyword="account"),
    Case("delete-filter-chip", **click(el(9, text="Delete", label="Delete filter: Red"), f"{SHOP}/search"), level="low", keyword="filter"),
    Case("delete-in-search-view", **click(el(9, text="Delete"), "https://mail.test/search?q=invoice"), level="high", keyword="deletes data"),
    Case("send", **click(el(9, text="Send")), level="high", keyword="message"),
    Case("sort-by-sender", **click(el(9, text="Sort by sender")), level="low", keyword="filters"),
    Case("transfer-funds", **click(el(9, text="Transfer funds")), level="high", keyword="money"),
    Case("unsubscribe", **click(el(9, "a", "Unsubscribe", href="/unsub")), level="medium", keyword="unsubscribes"),
    Case("sign-in", **click(el(9, text="Sign in", input_type="submit"), f"{SHOP}/login", *LOGIN_FORM), level="low", keyword="signs in"),
    Case("sign-up-for-payments", **click(el(9, text="Sign up for payments")), level="medium", keyword="signs up"),
    Case("log-out", **click(el(9, "a", "Log out", href="/logout")), level="medium", keyword="signs out"),
    Case("buy-now", **click(el(9, text="Buy now")), level="high", keyword="purchase"),
    Case("pay-amount", **click(el(9, text="Pay $49.99")), level="high", keyword="payment"),
    Case("paypal-info-link", **click(el(9, "a", "About PayPal", href="/help/paypal")), level="low", keyword="no risky"),
    Case("save-settings", **click(el(9, text="Save settings")), level="medium", keyword="settings"),
    Case("download-exe", **click(el(9, "a", "Download setup.exe", href="/files/setup.exe")), level="high", keyword="executable"),
    Case("download-pdf", **click(el(9, "a", "Download manual", href="/files/manual.pdf")), level="low", keyword="no risky"),
    Case("post-button", **click(el(9, text="Post")), level="high", keyword="publishes"),
    Case("post-link", **click(el(9, "a", "Read the latest post", href="/blog/1")), level="low", keyword="no risky"),
    Case("generic-submit", **click(el(9, text="Zap", input_type="submit")), level="medium", keyword="submits a form"),
    Case("mailto-link", **click(el(9, "a", "Contact", href="mailto:a@b.test")), level="medium", keyword="mail"),
    Case("cancel-order", **click(el(9, text="Cancel order")), level="high", keyword="cancels"),
    Case("dialog-cancel", **click(el(9, text="Cancel", zone="modal")), level="low", keyword="dialog"),
    Case("unknown-element", action=Click(element_id=77), target=None, obs=page(f"{SHOP}/"), level="medium", keyword="cannot be judged"),
    # -- typing
    Case("password-no-login-goal", **typing(LOGIN_FORM[1], "<secret:PASSWORD>", f"{SHOP}/login", LOGIN_FORM[0]), goal="buy a mug", level="high", keyword="password"),
    Case("secret-into-password-login-goal", **typing(LOGIN_FORM[1], "<secret:PASSWORD>", f"{SHOP}/login", LOGIN_FORM[0]), goal="Log in as alice and list my orders", level="low", keyword="its own field"),
    Case("secret-into-password-submit", **typing(LOGIN_FORM[1], "<secret:PASSWORD>", f"{SHOP}/login", LOGIN_FORM[0], submit=True), goal="sign in and open settings", level="low", keyword="sign-in form"),
    Case("plain-password-login-goal", **typing(LOGIN_FORM[1], "hunter2x", f"{SHOP}/login", LOGIN_FORM[0]), goal="Log in as alice with password hunter2x", level="medium", keyword="sign in"),
    Case("secret-into-pin-named-goal", **typing(el(5, "input", name="pin", label="Card PIN", input_type="tel"), "<secret:PIN>", f"{SHOP}/account"), goal="unlock the locker with <secret:PIN>", level="low", keyword="its own field"),
    Case("secret-into-token-field", **typing(el(5, "input", dom_id="apiToken", input_type="text"), "<secret:DEPLOY_KEY>", f"{SHOP}/settings"), goal="save the key <secret:deploy_key> in settings", level="low", keyword="its own field"),
    Case("secret-into-field-named-for-it", **typing(el(5, "input", label="Member number", input_type="text"), "<secret:MEMBER_NUMBER>"), goal="check my points with <secret:MEMBER_NUMBER>", level="low", keyword="names the secret"),
    Case("secret-into-comment", **typing(el(5, "textarea", name="comment", label="Comment"), "<secret:PASSWORD>"), goal="log in with <secret:PASSWORD>", level="medium", keyword="types a secret"),
    Case("other-secret-into-token-field", **typing(el(5, "input", name="token", input_type="text"), "<secret:PASSWORD>", f"{SHOP}/settings"), goal="save <secret:API_TOKEN> in settings", level="medium", keyword="types a secret"),
    Case("secret-into-card-field", **typing(CARD_FORM[1], "<secret:CARD>", f"{SHOP}/checkout", *CARD_FORM[::2]), goal="pay with <secret:CARD>", level="high", keyword="payment card"),
    Case("card-number-field", **typing(CARD_FORM[1], "4111 1111 1111 1111", f"{SHOP}/checkout", *CARD_FORM[::2]), level="high", keyword="payment card"),
    Case("card-field-camel-id", **typing(el(5, "input", dom_id="cardNumber", input_type="tel"), "4242"), level="high", keyword="payment card"),
    Case("ssn-field", **typing(el(5, "input", text="Social Security Number", input_type="text"), "123-45-6789"), level="high", keyword="identity"),
    Case("passport-field", **typing(el(5, "input", name="passport_no", input_type="text"), "X1234567"), level="high", keyword="identity"),
    Case("checkout-name-submit", **typing(CARD_FORM[0], "Alice", f"{SHOP}/pay", *CARD_FORM[1:], submit=True), level="high", keyword="payment card"),
    Case("search-with-email", **typing(el(5, "input", name="q", input_type="search"), "alice@example.com", submit=True), level="medium", keyword="personal data"),
    Case("search-plain", **typing(el(5, "input", name="q", input_type="search"), "blue mug", submit=True), level="low", keyword="search"),
    Case("newsletter-email-submit", **typing(el(5, "input", name="email", input_type="email"), "a@b.test", submit=True), level="medium", keyword="submits a form"),
    Case("get-form-name-submit", **typing(el(5, "input", name="last", label="Last name", form=FormRef(i=0, action=f"{SHOP}/records", method="get")), "Okafor", submit=True), level="low", keyword="query form"),
    Case("post-form-name-submit", **typing(el(5, "input", name="last", label="Last name", form=FormRef(i=0, action=f"{SHOP}/records", method="post")), "Okafor", submit=True), level="medium", keyword="submits a form"),
    Case("get-form-on-checkout", **typing(el(5, "input", name="zip", label="ZIP", form=FormRef(i=0, action=f"{SHOP}/checkout", method="get")), "10001", f"{SHOP}/checkout", submit=True), level="high", keyword="checkout"),
    Case("card-number-in-notes", **typing(el(5, "textarea", name="notes"), "my card 4111-1111-1111-1111"), level="high", keyword="card-like"),
    Case("order-number-in-notes", **typing(el(5, "textarea", name="notes"), "order 1234567890123"), level="low", keyword="ordinary"),
    Case("secret-into-search", **typing(el(5, "input", label="Search", input_type="text"), "<secret:TOKEN>"), level="high", keyword="secret"),
    # -- navigation
    Case("navigate-allowed", **nav(f"{SHOP}/shop"), settings=LOCAL_ONLY, level="low", keyword="allowed domain"),
    Case("navigate-outside", **nav("https://example.org/"), settings=LOCAL_ONLY, level="high", keyword="outside allowed", allowed=False),
    Case("navigate-blocked", **nav("https://ads.tracker.com/x"), settings=BLOCK_TRACKER, level="high", keyword="blocked", allowed=False),
    Case("navigate-blocked-apex", **nav("https://tracker.com/"), settings=BLOCK_TRACKER, level="high", keyword="blocked", allowed=False),
    Case("link-outside", **click(el(9, "a", "Partner offer", href="https://partner.test/deal")), settings=LOCAL_ONLY, level="high", keyword="outside allowed", allowed=False),
    Case("navigate-email-in-query", **nav("https://shop.test/search?q=bob%40mail.com"), level="medium", keyword="personal data"),
    Case("navigate-phone-in-query", **nav("https://x.test/lookup?phone=555-123-4567"), level="medium", keyword="phone"),
    Case("navigate-timestamp", **nav("https://x.test/orders/1700000000000?t=1700000000"), level="low", keyword="navigates"),
    Case("navigate-msi", **nav("https://x.test/get?file=tool.msi"), level="high", keyword="executable"),
    Case("navigate-javascript", **nav("javascript:alert(1)"), level="high", keyword="scheme", allowed=False),
    # -- search action
    Case("search-action-email", **other(Search(query="orders for alice@example.com")), level="medium", keyword="personal data"),
    Case("search-action-plain", **other(Search(query="wireless mouse")), level="low", keyword="searches"),
    Case("search-url-blocked", **other(Search(query="x")), settings={"search_url": "https://s.tracker.com/?q={query}", **BLOCK_TRACKER}, level="high", keyword="blocked", allowed=False),
    # -- reads
    Case("scroll", **other(Scroll()), level="low", keyword="reads"),
    Case("screenshot", **other(Screenshot()), level="low", keyword="reads"),
    Case("go-back", **other(GoBack()), level="low", keyword="reads"),
    Case("go-forward", **other(GoForward()), level="low", keyword="reads"),
    Case("switch-tab", **other(SwitchTab(tab_id=1)), level="low", keyword="reads"),
    Case("done", **other(Done(answer="The mug costs $12")), level="low", keyword="reads"),
    Case("ask-user", **other(AskUser(question="Which size?")), level="low", keyword="reads"),
]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_risk_table(case: Case) -> None:
    settings = Settings(**case.settings)
    decision = analyze_action(case.action, case.target, case.obs, settings, goal=case.goal)
    assert decision.level == case.level, decision.reasons
    assert any(case.keyword in r for r in decision.reasons), decision.reasons
    assert decision.allowed is case.allowed, decision.reasons


def test_table_is_large_and_ids_unique() -> None:
    assert len(CASES) >= 40
    assert len({c.id for c in CASES}) == len(CASES)


def test_reasons_strongest_first_with_evidence() -> None:
    target = el(9, text="Place order", input_type="submit")
    obs = page(f"{SHOP}/checkout", *CARD_FORM, target)
    decision = analyze_action(Click(element_id=9), target, obs, Settings())
    assert decision.reasons[0].startswith("completes a purchase or payment: ")
    assert '"place order" in text' in decision.reasons[0]
    assert any("cc-number" in r for r in decision.reasons)  # the form field that made it high
    assert decision.target == "[9] 'Place order'"


@pytest.mark.parametrize(
    ("auto_confirm", "level_needs"),
    [
        ("low", {"low": False, "medium": True, "high": True}),
        ("medium", {"low": False, "medium": False, "high": True}),
    ],
)
def test_requires_confirmation_follows_setting(auto_confirm: str, level_needs: dict[str, bool]) -> None:
    settings = Settings(auto_confirm=auto_confirm)
    samples = {"low": "Add to cart", "medium": "Save settings", "high": "Buy now"}
    for level, text in samples.items():
        target = el(9, text=text)
        decision = analyze_action(Click(element_id=9), target, page(f"{SHOP}/", target), settings)
        assert decision.level == level
        assert decision.requires_confirmation is level_needs[level], (level, auto_confirm)


def test_scroll_is_read_only_and_runs_under_never() -> None:
    decision = analyze_action(Scroll(), None, page(f"{SHOP}/"), Settings(auto_confirm="never"))
    assert decision.read_only and not decision.requires_confirmation


def test_blocked_navigation_is_refused_by_policy_not_asked() -> None:
    decision = analyze_action(
        Navigate(url="https://tracker.com/"), None, page(f"{SHOP}/"), Settings(**BLOCK_TRACKER)
    )
    assert decision.allowed is False
    assert decision.confirmed is False and decision.confirmed_by == "policy"
