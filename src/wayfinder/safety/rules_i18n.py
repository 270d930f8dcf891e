"""Risk wording beyond English: the major European languages' words for the same meanings as the
English table in ``rules.py`` (German, French, Spanish, Italian, Portuguese, Dutch, Polish, Swedish).

Phrases are written as people see them, accents and all; matching folds case and accents on both
sides (``text.py``), so "Löschen", "LOSCHEN" and "loschen" read the same. Like the English table,
these are whole words and whole-word phrases: "Bestellen" is "order", "Bestellungen" (the orders
page) is not. Nouns that name a page rather than an act ("Warenkorb", "commandes") are left out.
"""

from __future__ import annotations

PURCHASE = (
    # de
    "kaufen", "jetzt kaufen", "kaufen für", "bestellen", "jetzt bestellen", "zahlungspflichtig bestellen",
    "kostenpflichtig bestellen", "bestellung abschicken", "bestellung absenden", "kauf abschließen",
    "kauf bestätigen", "bestellung bestätigen", "bezahlen", "jetzt bezahlen", "zahlung bestätigen",
    # fr
    "acheter", "acheter maintenant", "commander", "passer la commande", "passer commande",
    "valider la commande", "confirmer la commande", "confirmer l'achat", "finaliser l'achat", "payer",
    "payer maintenant", "valider le paiement", "confirmer le paiement",
    # es
    "comprar", "comprar ahora", "realizar pedido", "hacer pedido", "confirmar pedido", "confirmar compra",
    "finalizar compra", "finalizar pedido", "pagar", "pagar ahora", "confirmar pago",
    # it
    "acquista", "acquista ora", "compra ora", "compra adesso", "ordina ora", "conferma ordine",
    "conferma acquisto", "conferma l'ordine", "paga", "paga ora", "conferma pagamento",
    # pt
    "comprar agora", "finalizar compra", "confirmar compra", "pagar agora", "confirmar pagamento",
    # nl
    "kopen", "nu kopen", "bestellen", "nu bestellen", "bestelling plaatsen", "betalen", "nu betalen",
    "bestelling bevestigen",
    # pl, sv
    "kup", "kup teraz", "zamów", "zamawiam", "zamawiam i płacę", "zapłać", "kupuję", "köp", "köp nu",
    "betala", "slutför köp", "lägg beställning",
)  # fmt: skip
PURCHASE_NOT_WITH = (
    "historique", "verlauf", "historial", "cronologia", "histórico", "geschiedenis", "historia", "historik",
    "suivi", "sendungsverfolgung", "seguimiento", "tracciamento", "rastreamento",
)  # fmt: skip
MONEY = (
    "überweisen", "überweisung", "geld senden", "virement", "effectuer le virement", "transférer",
    "envoyer de l'argent", "transferir", "transferencia", "enviar dinero", "trasferisci", "bonifico",
    "invia denaro", "transferência", "enviar dinheiro", "overmaken", "overboeken", "geld versturen",
    "przelew", "przelej", "wyślij przelew", "överför", "skicka pengar",
)  # fmt: skip
SEND = (
    "senden", "absenden", "abschicken", "verschicken", "envoyer", "enviar", "invia", "inviare",
    "versturen", "verzenden", "wyślij", "skicka",
)  # fmt: skip
DELETE_ACCOUNT = (
    "konto löschen", "mein konto löschen", "supprimer le compte", "supprimer mon compte", "eliminar cuenta",
    "eliminar mi cuenta", "elimina account", "eliminare l'account", "excluir conta", "excluir minha conta",
    "account verwijderen", "usuń konto", "radera konto", "ta bort konto",
)  # fmt: skip
DELETE = (
    "löschen", "entfernen", "supprimer", "effacer", "retirer", "eliminar", "borrar", "quitar", "elimina",
    "cancella", "rimuovi", "excluir", "remover", "verwijderen", "usuń", "radera",
    "ta bort",
)  # fmt: skip
CART = (
    "warenkorb", "einkaufswagen", "panier", "carrito", "cesta", "carrello", "carrinho", "winkelwagen",
    "winkelmandje", "koszyk", "varukorg", "merkliste", "liste de souhaits", "lista de deseos",
)  # fmt: skip
UI_OBJECTS = ("filtre", "filtro", "filtr", "filtros", "filtres", "suche", "recherche", "búsqueda", "ricerca")
ADD_TO_CART = (
    "in den warenkorb", "zum warenkorb hinzufügen", "ajouter au panier", "añadir al carrito",
    "agregar al carrito", "aggiungi al carrello", "adicionar ao carrinho", "in winkelwagen",
    "toevoegen aan winkelwagen", "dodaj do koszyka", "lägg i varukorgen",
)  # fmt: skip
TO_CHECKOUT = (
    "zur kasse", "kasse", "passer à la caisse", "ir a caja", "tramitar pedido", "vai alla cassa",
    "ir para o checkout", "afrekenen", "przejdź do kasy", "till kassan",
)  # fmt: skip
CHECKOUT_PAGES = ("kasse", "zahlung", "paiement", "caisse", "pago", "pagamento", "afrekenen", "kassa")
