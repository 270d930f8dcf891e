"""The purchase skill (pure): from the product's page to the final "place order" control, which it
proposes and never presses on its own authority.

What a person does when told to buy something on a shop they do not know:

1. on the product page (the find before opened it): out of stock -> say so and stop; a "Buy now"
   control -> press it (the shop's one-step purchase; safety rates it high, so it runs only when
   confirmed); else "Add to cart/basket/bag";
2. open the cart (a link or button named cart/basket/bag, or the cart badge); an empty cart, or a
   cart that does not hold the item, -> say which and stop;
3. press "Checkout" / "Proceed to checkout" (opens the next page, buys nothing);
4. on the page with the final "Place order" / "Pay now" / "Confirm order" control, propose it. Safety
   rates it high risk: unless a person (or the ``auto_confirm`` they set) allows it, the run ends
   ``needs_confirmation`` with the question naming the item and its price. Nothing is typed that the
   goal did not give: a checkout form is left as it is.

After the final control ran (confirmed), a confirmation page completes the step; a form that asks for
more (a required field) stops with that sentence. A goal whose item is already in the cart ("place my
order", "add X to the basket and check out") starts at step 2.
"""

from __future__ import annotations

from wayfinder.actions.models import Click
from wayfinder.plan.rules.core.cart import (
    add_controls,
    buy_now_controls,
    cart_controls,
    checkout_controls,
    empty_cart,
    final_controls,
    form_errors,
    item_name,
    lists_item,
    on_cart_page,
    on_checkout_page,
    order_placed,
    out_of_stock,
)
from wayfinder.plan.rules.core.checkout_form import fill_checkout_form
from wayfinder.plan.rules.page import explore
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import CheckOut

MAX_OPENS = 2  # times the cart or the checkout is opened before giving up (a link that goes nowhere)


def _item(si: StepInput[CheckOut]) -> str:
    return str(si.state.get("item") or si.step.item or "the items in the cart")


def _after_final(si: StepInput[CheckOut]) -> Outcome | None:
    if "final" not in si.state.get("done", []):
        return None
    if order_placed(si.obs):
        return complete()
    final = final_controls(si)
    if final:  # still on the form: the order did not go (fields the browser or the shop wants filled)
        filling = fill_checkout_form(si, final[0], ask=True)
        if filling is not None:
            si.state["done"] = [d for d in si.state.get("done", []) if d != "final"]  # propose it again
            si.state["final_refused"] = True
            return filling
    if form_errors(si.obs):
        return give_up(
            f"the order was not placed: the checkout form asks for details the goal does not give "
            f"({quote(si.obs.title or si.obs.url)})"
        )
    return complete()  # the verifier decides from the page whether the order went through


def _at_product(si: StepInput[CheckOut]) -> Outcome | None:
    """Step 1: put the item in the cart (or buy it now) from its page."""
    st = si.state
    if si.step.in_cart or "added" in st.get("done", []):
        return None
    buy_now, add = buy_now_controls(si), add_controls(si)
    if not buy_now and not add:
        if on_cart_page(si.obs) or on_checkout_page(si.obs):
            return None  # already past the product (a shop that adds on the way)
        stock = out_of_stock(si.obs)
        if stock:
            return give_up(f"{quote(item_name(si.obs))} is {stock}")
        return explore(si, "an 'Add to cart' or 'Buy now' control") or fail(
            f"the page of {quote(item_name(si.obs))} has no 'Add to cart' or 'Buy now' control"
        )
    st["item"] = item_name(si.obs)
    qty = f"{si.step.quantity} x " if si.step.quantity > 1 else ""
    if buy_now:
        el = buy_now[0]
        return act(
            Click(element_id=el.id),
            f"Pressing {quote(el.label)} for {qty}{quote(st['item'])}: it buys, so it needs your confirmation",
            mark="added",
        )
    el = add[0]
    return act(
        Click(element_id=el.id),
        f"Pressing {quote(el.label)} for {qty}{quote(st['item'])}, then the cart and the checkout",
        mark="added",
    )


def _in_cart(si: StepInput[CheckOut]) -> Outcome | None:
    """Steps 2-4: the cart, the checkout, the final control."""
    st = si.state
    if empty_cart(si.obs):
        added = " after adding " + quote(str(st["item"])) if st.get("item") else ""
        return give_up(f"the cart is empty{added}")
    final = final_controls(si)
    if final and (on_checkout_page(si.obs) or on_cart_page(si.obs) or not checkout_controls(si)):
        el = final[0]
        # once the shop refused the form, what is still missing is asked for before proposing it again
        filling = fill_checkout_form(si, el, ask=bool(si.state.get("final_refused")))
        if filling is not None:
            return filling
        return act(
            Click(element_id=el.id),
            f"Proposing {quote(el.label)} for {quote(_item(si))}: it places the order, so it needs your "
            "confirmation",
            mark="final",
        )
    if on_cart_page(si.obs) and st.get("item") and not lists_item(si.obs, str(st["item"])):
        return give_up(f"the cart does not hold {quote(str(st['item']))}")
    proceed = checkout_controls(si)
    if proceed and si.bump("checkouts") <= MAX_OPENS:
        el = proceed[0]
        return act(
            Click(element_id=el.id),
            f"Pressing {quote(el.label)} to go on to the checkout for {quote(_item(si))}",
        )
    if on_cart_page(si.obs) or on_checkout_page(si.obs):
        where = "cart" if on_cart_page(si.obs) else "checkout page"
        return give_up(f"the {where} has no checkout or 'Place order' control")
    cart = cart_controls(si)
    if cart and si.bump("carts") <= MAX_OPENS:
        el = cart[0]
        return act(Click(element_id=el.id), f"Opening the cart ({quote(el.label or el.href or 'cart')})")
    return explore(si, "the cart or the checkout") or give_up("no cart, basket or checkout link on this page")


def handle_checkout(si: StepInput[CheckOut]) -> Outcome:
    for part in (_after_final, _at_product, _in_cart):
        outcome = part(si)
        if outcome is not None:
            return outcome
    return fail("no way on to the checkout from this page")  # pragma: no cover - _in_cart always answers
