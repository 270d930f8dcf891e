"""Risk beyond English (issue 19 item 10): the major European languages' words for buy, pay, order,
delete, transfer, send and confirm purchase, and signals that need no language at all (the HTML
autocomplete tokens of payment fields, the form's own address and method, the form a button is in)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Aria, BBox, Element, FormRef, Observation
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

SITE = "https://shop.example"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def el(id: int, tag: str = "button", text: str = "", **kw: Any) -> Element:
    return Element(id=id, tag=tag, text=text, bbox=BBox(x=0, y=id * 30, w=100, h=20), **kw)


def level_of(target: Element, url: str = f"{SITE}/produkt/7", *others: Element) -> tuple[str, list[str]]:
    obs = Observation(url=url, elements=[*others, target])
    decision = analyze_action(Click(element_id=target.id), target, obs, Settings())
    return decision.level, decision.reasons


WORDING = [
    ("de-buy-now", "Jetzt kaufen", "high", "purchase"),
    ("de-order-with-obligation", "Zahlungspflichtig bestellen", "high", "purchase"),
    ("de-pay-caps", "JETZT BEZAHLEN", "high", "purchase"),
    ("de-delete", "Löschen", "high", "deletes data"),
    ("de-delete-no-umlaut", "Loeschen", "low", "no risky"),  # a spelling we do not guess at
    ("de-delete-account", "Konto löschen", "high", "account"),
    ("de-transfer", "Überweisung ausführen", "high", "money"),
    ("de-send", "Nachricht senden", "high", "message"),
    ("de-add-to-cart", "In den Warenkorb", "low", "cart"),
    ("de-to-checkout", "Zur Kasse", "low", "checkout"),
    ("de-orders-page", "Meine Bestellungen", "low", "no risky"),  # a page, not an act
    ("fr-buy", "Acheter maintenant", "high", "purchase"),
    ("fr-place-order", "Passer la commande", "high", "purchase"),
    ("fr-confirm-purchase", "Confirmer l'achat", "high", "purchase"),
    ("fr-delete-account", "Supprimer le compte", "high", "account"),
    ("fr-remove-from-cart", "Supprimer du panier", "low", "reversible"),
    ("fr-transfer", "Effectuer le virement", "high", "money"),
    ("fr-send", "Envoyer", "high", "message"),
    ("fr-order-history", "Historique des commandes", "low", "no risky"),
    ("es-buy", "Comprar ahora", "high", "purchase"),
    ("es-finish", "Finalizar compra", "high", "purchase"),
    ("es-pay", "Pagar", "high", "purchase"),
    ("es-delete", "Eliminar", "high", "deletes data"),
    ("es-add", "Añadir al carrito", "low", "cart"),
    ("it-buy", "Acquista ora", "high", "purchase"),
    ("it-confirm-order", "Conferma ordine", "high", "purchase"),
    ("it-sort", "Ordina per prezzo", "low", "no risky"),  # "ordina" alone also means "sort"
    ("it-delete", "Elimina", "high", "deletes data"),
    ("it-transfer", "Bonifico", "high", "money"),
    ("pt-pay", "Pagar agora", "high", "purchase"),
    ("pt-delete-account", "Excluir conta", "high", "account"),
    ("nl-order", "Bestelling plaatsen", "high", "purchase"),
    ("nl-pay", "Nu betalen", "high", "purchase"),
    ("nl-delete", "Verwijderen", "high", "deletes data"),
    ("nl-transfer", "Overmaken", "high", "money"),
    ("pl-buy", "Kup teraz", "high", "purchase"),
    ("pl-pay", "Zapłać", "high", "purchase"),
    ("sv-buy", "Köp nu", "high", "purchase"),
    ("sv-delete", "Ta bort", "high", "deletes data"),
]


@pytest.mark.parametrize(("text", "level", "keyword"), [w[1:] for w in WORDING], ids=[w[0] for w in WORDING])
def test_wording_in_other_languages(text: str, level: str, keyword: str) -> None:
    got, reasons = level_of(el(9, text=text))
    assert got == level, reasons
    assert any(keyword in r for r in reasons), reasons


ORDER_FORM = FormRef(i=0, action=f"{SITE}/zamowienie/zloz", method="post")
CARD_FIELDS = (
    el(1, "input", name="f1", input_type="text", autocomplete="cc-number", form=FormRef(i=1)),
    el(2, "input", name="f2", input_type="text", autocomplete="cc-csc", form=FormRef(i=1)),
)


def test_a_button_in_a_form_with_autocomplete_card_fields_is_high_in_any_wording() -> None:
    button = el(9, text="→", form=FormRef(i=1))
    level, reasons = level_of(button, f"{SITE}/krok-3", *CARD_FIELDS)
    assert level == "high" and any("autocomplete=cc-number" in r for r in reasons), reasons


def test_card_fields_of_another_form_do_not_count() -> None:
    newsletter = el(9, text="Zapisz się", input_type="submit", form=FormRef(i=2, method="post"))
    level, reasons = level_of(newsletter, f"{SITE}/krok-3", *CARD_FIELDS)
    assert level == "medium" and not any("card" in r for r in reasons), reasons


def test_a_form_posting_to_an_order_address_is_the_checkout_form() -> None:
    button = el(9, text="Dalej", input_type="submit", form=ORDER_FORM)  # "Next" in Polish
    level, reasons = level_of(button, f"{SITE}/koszyk")
    assert level == "high" and any("posts to https://shop.example/zamowienie/zloz" in r for r in reasons)


def test_a_get_search_form_is_not_an_order_even_at_an_order_address() -> None:
    button = el(
        9, text="Szukaj", input_type="submit", form=FormRef(i=0, action=f"{SITE}/orders", method="get")
    )
    level, reasons = level_of(button, f"{SITE}/orders")
    assert level == "low" and any("method is GET" in r for r in reasons), reasons


def test_a_form_posting_to_another_site_is_medium() -> None:
    button = el(9, text="Go", form=FormRef(i=0, action="https://collect.example.net/x", method="post"))
    level, reasons = level_of(button)
    assert level in ("medium", "high") and any("collect.example.net" in r for r in reasons), reasons


def test_enter_in_a_field_of_an_order_form_is_high() -> None:
    field = el(3, "input", name="note", input_type="text", form=ORDER_FORM)
    obs = Observation(url=f"{SITE}/koszyk", elements=[field])
    decision = analyze_action(
        TypeText(element_id=3, text="please hurry", submit=True), field, obs, Settings()
    )
    assert decision.level == "high"


def test_autocomplete_password_is_a_password_field() -> None:
    field = el(
        3, "input", name="x1", input_type="text", autocomplete="current-password", aria=Aria(label="Hasło")
    )
    obs = Observation(url=f"{SITE}/logowanie", elements=[field])
    decision = analyze_action(TypeText(element_id=3, text="abc"), field, obs, Settings())
    assert decision.level == "high" and any("password" in r for r in decision.reasons)
