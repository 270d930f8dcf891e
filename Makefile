# The README's contract: `make demo` and `make test` each set up everything they need, and no more.
# One .venv serves every target: each tier of extras has its own stamp, so `make demo` then `make test`
# adds what the tests need to the same environment.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# the product alone: `wayfinder run`, `mcp`, `demo` (`pip install .`, no extras)
PRODUCT := $(VENV)/.installed-product
# the benchmarks and what they run: the bench packages beside the product, the real apps, Datasette, Ray
BENCH   := $(VENV)/.installed-bench
# the development tools: pytest, ruff, mypy, hypothesis, type stubs
DEV     := $(VENV)/.installed-dev
PACKAGES := packages/wayfinder-bench/pyproject.toml packages/wayfinder-miniwob/pyproject.toml

.PHONY: setup demo test test-slow test-fast lint bench bench-workers clean browser apps

# everything (what a developer's checkout needs: tests, lint, benchmarks)
setup: $(DEV) $(BENCH) browser

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(PRODUCT): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e .
	touch $@

$(BENCH): $(PRODUCT) $(PACKAGES)
	$(PY) -m pip install --quiet -e '.[bench,apps,portals,ray]' \
		-e packages/wayfinder-bench -e packages/wayfinder-miniwob
	touch $@

$(DEV): $(PRODUCT)
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

browser: $(PRODUCT)
	@bash scripts/ensure-browser.sh $(PY)

# The proving ground's packaged apps (WordPress, Redmine): installed with apt-get on Debian as root when
# missing; elsewhere their tests skip, and this prints the one command to run.
apps:
	@bash scripts/ensure-apps.sh

demo: $(PRODUCT) browser
	$(VENV)/bin/wayfinder demo

# The tests run on $(TEST_WORKERS) workers (pytest-xdist): one test module is one unit of work, handed
# out in the order tests/conftest.py gives (the modules that start a whole app first). TEST_WORKERS=0
# runs them in this one process (as plain `pytest` does). Targets:
#   make test        every layer (pure, real Chromium, whole graph, CLI) except the suites marked slow
#   make test-slow   only the suites marked slow (tests/conftest.py: SLOW); `make bench` runs it too
#   make test-fast   the pure layer (tests/unit) alone
TEST_WORKERS ?= 2
PYTEST := $(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder

test: $(DEV) $(BENCH) browser apps
	$(PYTEST) -m "not slow"

test-slow: $(DEV) $(BENCH) browser apps
	$(PYTEST) -m slow

test-fast: $(DEV) $(BENCH) browser
	$(PYTEST) -m "not slow" tests/unit

lint: $(DEV) $(BENCH)
	$(VENV)/bin/ruff check src tests packages
	$(VENV)/bin/ruff format --check src tests packages
	$(VENV)/bin/mypy

# The goal suites on the demo shop and portal (issue 12) and on real apps (Django admin, MkDocs; the
# bench starts and stops them) run dev and held-out parts. A false success exits 1: the leading '-'
# lets the other benchmarks still run. `bench verify` replays every suite goal's gold trajectory
# (issue 27): right answers the verifier turned away, wrong ones it accepted (exit 1 on either).
# Last, the test suites marked slow (`make test-slow`: benchmark-like, kept out of `make test`).
bench: $(BENCH) browser apps
	$(VENV)/bin/wayfinder bench observe --out docs/bench-observe.json
	$(VENV)/bin/wayfinder bench prompt --out docs/bench-prompt.json
	$(VENV)/bin/wayfinder bench miniwob --tasks bench/miniwob-dev.txt --seeds 5 --json docs/bench-miniwob.json
	$(VENV)/bin/wayfinder bench steps --json docs/bench-steps.json
	-$(VENV)/bin/wayfinder bench goals bench/goals/shop/dev.yaml bench/goals/shop/heldout.yaml \
		bench/goals/portal/dev.yaml bench/goals/portal/heldout.yaml --json docs/bench-goals-demo.json
	-$(VENV)/bin/wayfinder bench goals bench/goals/django/dev.yaml bench/goals/django/heldout.yaml \
		bench/goals/mkdocs/dev.yaml bench/goals/mkdocs/heldout.yaml --json docs/bench-goals-apps.json
	-$(VENV)/bin/wayfinder bench goals bench/goals/wordpress/dev.yaml bench/goals/wordpress/heldout.yaml \
		bench/goals/redmine/dev.yaml bench/goals/redmine/heldout.yaml --json docs/bench-goals-webapps.json
	-$(VENV)/bin/wayfinder bench verify --json docs/bench-verify.json
	$(MAKE) bench-workers
	$(MAKE) test-slow

# The worker pool side by side (issue 17): MiniWoB++ dev list on 1 then 2 workers, and the 20-goal demo
# batch sequentially, on 2 workers and on a local Ray. Throughput only means something on a quiet machine.
bench-workers: $(BENCH) browser
	$(VENV)/bin/wayfinder bench workers --tasks bench/miniwob-dev.txt --seeds 5 --workers 1,2 \
		--batch bench/batch-demo.jsonl --json docs/bench-workers.json

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
