# The README's contract: `make demo` and `make test` each set up everything they need.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: setup demo test test-fast lint bench clean browser

setup: $(STAMP) browser

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,bench,apps]'
	touch $(STAMP)

browser: $(STAMP)
	@bash scripts/ensure-browser.sh $(PY)

demo: setup
	$(VENV)/bin/wayfinder demo

test: setup
	$(PY) -m pytest -q

test-fast: setup
	$(PY) -m pytest -q tests/unit

lint: setup
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/ruff format --check src tests
	$(VENV)/bin/mypy

bench: setup
	$(VENV)/bin/wayfinder bench observe --out docs/bench-observe.json
	$(VENV)/bin/wayfinder bench miniwob --tasks bench/miniwob-dev.txt --seeds 5 --json docs/bench-miniwob.json

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
