# The README's contract: `make demo` and `make test` each set up everything they need.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: setup demo test test-fast lint bench bench-workers clean browser apps

setup: $(STAMP) browser

$(STAMP): pyproject.toml packages/wayfinder-bench/pyproject.toml packages/wayfinder-miniwob/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,bench,apps,portals,ray]' \
		-e packages/wayfinder-bench -e packages/wayfinder-miniwob
	touch $(STAMP)

browser: $(STAMP)
	@bash scripts/ensure-browser.sh $(PY)

# The proving ground's packaged apps (WordPress, Redmine): installed with apt-get on Debian as root when
# missing; elsewhere their tests skip, and this prints the one command to run.
apps:
	@bash scripts/ensure-apps.sh

demo: setup
	$(VENV)/bin/wayfinder demo

test: setup apps
	$(PY) -m pytest -q

test-fast: setup
	$(PY) -m pytest -q tests/unit

lint: setup
	$(VENV)/bin/ruff check src tests packages
	$(VENV)/bin/ruff format --check src tests packages
	$(VENV)/bin/mypy

# The goal suites on the demo shop and portal (issue 12) and on real apps (Django admin, MkDocs; the
# bench starts and stops them) run dev and held-out parts. A false success exits 1: the leading '-'
# lets the other benchmarks still run.
bench: setup apps
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
	$(MAKE) bench-workers

# The worker pool side by side (issue 17): MiniWoB++ dev list on 1 then 2 workers, and the 20-goal demo
# batch sequentially, on 2 workers and on a local Ray. Throughput only means something on a quiet machine.
bench-workers: setup
	$(VENV)/bin/wayfinder bench workers --tasks bench/miniwob-dev.txt --seeds 5 --workers 1,2 \
		--batch bench/batch-demo.jsonl --json docs/bench-workers.json

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
