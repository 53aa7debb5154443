# Two commands matter: `make run` (the bot, or the offline console without DISCORD_TOKEN)
# and `make test`. Each creates the virtualenv and installs what it needs on first use.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
CR_DIR ?= $(abspath tests/data/cr)

.PHONY: run console test bench check-translation sync clean

# Set-up messages go to stderr, so `make bench` prints nothing but JSON on stdout.
$(STAMP): pyproject.toml
	@echo "Installing into $(VENV) (first run, or pyproject.toml changed)..." >&2
	@$(PYTHON) -m venv $(VENV) >&2
	@$(BIN)/python -m pip install --quiet --upgrade pip >&2
	@$(BIN)/python -m pip install --quiet -e '.[test]' >&2
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m bot run

console: $(STAMP)
	$(BIN)/python -m bot console

# Lint and types first (seconds), then every test; the layer contract runs inside pytest.
# Four workers on two cores (pytest-xdist): much of the suite waits on the processes it starts (bots, the CLI,
# PostgreSQL, a stand-in gateway), and the extra workers fill those waits: a clean clone's pytest took 5m15 with four,
# 6m44 with three (session 28, the same commit, the machine otherwise idle; 4m30 with three and 4m59-5m18 with two
# in session 18). --dist worksteal lets an idle worker take
# tests from a busy one, so one long file never holds another worker idle; tests
# marked `long` run first (tests/conftest.py), since a test already started cannot be taken.
# TEST_WORKERS=0 runs them in this process, one after another.
# Session 37 weighed three workers against four in CPU (a clean-clone-like run, 840 s of CPU at a load of 13-20): each
# worker pays its collection, 17-21 s (43 and 61 s for the two that built a grammar's tables), 143 s of the run's
# CPU; the tests 639 s, 220 s of them in the processes they start; the controller 19 s. A worker fewer saves about
# 20 s of CPU, less than the waits session 28 measured a fourth worker filling (5m15 with four, 6m44 with three):
# four kept, and pyproject.toml's comment now says four.
# The test run's processes (the workers, and the CLI, console and bot processes the tests start) keep
# compiled bytecode in one folder of the checkout, PYCACHE (removed by `make clean`), never beside the sources,
# even where PYTHONDONTWRITEBYTECODE is set: with it, each process compiled every module it imported
# (a bot process 1.6 s of CPU to import, 1.1 s from bytecode; collection 16.6 s per worker, 8.6 s), and the
# workers' assertion rewriting was never kept. A clean clone starts it empty: its first process compiles.
PYCACHE := $(abspath .pytest_cache/pycache)
TEST_WORKERS ?= 4
test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	MTGBOT_CR_DIR="$${MTGBOT_CR_DIR:-$(CR_DIR)}" PYTHONPYCACHEPREFIX="$(PYCACHE)" PYTHONDONTWRITEBYTECODE= \
		$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist worksteal

# Each benchmark is a module of the bench package: `python -m bench.bench_<name>`, from here.
bench: $(STAMP)
	@for f in bench/bench_*.py; do m=$$(basename $$f .py); \
		MTGBOT_CR_DIR="$${MTGBOT_CR_DIR:-$(CR_DIR)}" $(BIN)/python -m bench.$$m || exit 1; done

check-translation: $(STAMP)
	$(BIN)/python -m bot.i18n.checker --rules "$${MTGBOT_CR_DIR:-$(CR_DIR)}/en-20260417.txt" \
		--catalogue-fixes tests/i18n/catalogue_fixes.json

sync: $(STAMP)
	$(BIN)/python -m bot sync $(if $(GUILD),--guild $(GUILD),)

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build *.egg-info
