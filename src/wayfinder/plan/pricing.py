"""Known model prices, for the cost estimate shown in the trace and the run summary.

These are ESTIMATES: OpenAI's public list prices per 1M tokens (USD, standard tier, no cached-input
discount) as known when this table was written. Prices change; a model not listed here gets no
estimate (None) rather than a guess.
"""

from __future__ import annotations

# model -> (USD per 1M prompt tokens, USD per 1M completion tokens)
PRICES_PER_1M: dict[str, tuple[float, float]] = {
    "gpt-4o": (2.50, 10.00),
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4.1": (2.00, 8.00),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1-nano": (0.10, 0.40),
    "o4-mini": (1.10, 4.40),
}


def price_for(model: str) -> tuple[float, float] | None:
    """The price of ``model``, also for dated snapshots (``gpt-4o-2024-08-06`` -> ``gpt-4o``).

    The longest known name that is the model or a ``-``-separated prefix of it wins, so
    ``gpt-4o-mini-2024-07-18`` is priced as gpt-4o-mini, not gpt-4o.
    """
    name = model.strip().lower().removeprefix("openai/")
    best: str | None = None
    for known in PRICES_PER_1M:
        if (name == known or name.startswith(known + "-")) and (best is None or len(known) > len(best)):
            best = known
    return PRICES_PER_1M[best] if best is not None else None


def estimate_cost(model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
    """Estimated USD cost of the tokens, or None when the model's price is unknown."""
    price = price_for(model)
    if price is None:
        return None
    return (prompt_tokens * price[0] + completion_tokens * price[1]) / 1_000_000
