"""Work items about buying: the quantity, the checkout up to the order's final control."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wayfinder.plan.rules.work.base import FieldValue, Work


@dataclass(frozen=True, slots=True, kw_only=True)
class SetQuantity(Work):
    kind: ClassVar[str] = "quantity"
    quantity: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CheckOut(Work):
    """Cart, checkout, then propose the final 'place order' control (safety asks)."""

    kind: ClassVar[str] = "checkout"
    item: str = ""  # what is bought ('' = what the cart holds)
    quantity: int = 0  # 0 = not said
    in_cart: bool = False  # what to buy is already in the cart: go to the cart, not a product
    fields: tuple[FieldValue, ...] = ()  # values the goal gives for the checkout form (core/checkout_form.py)
