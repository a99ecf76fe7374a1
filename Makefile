# make run       : set up .venv if needed, install, run the main job on the shipped default.
# make test      : set up .venv if needed, install with the test and distributed (Ray) extras, run
#                  ruff and every test.
# make test-fast : the same without the tests marked slow.
# make default   : rebuild and validate submissions/default/main.py (after a committed change to
#                  agents/ or packager/: the file records that commit, and a test compares).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run default test test-fast bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --config-settings editable_mode=compat -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --config-settings editable_mode=compat -e '.[test,distributed]'
	touch $@ $(VENV)/.installed

DEFAULT := submissions/default

# The shipped submission: package the shipped networks into main.py with connectx package's default
# recipe (the installed opening book, the solver settings, the overage share: packager/recipe.py)
# and validate it through kaggle-environments (the file is replaced only when it validates).
default: $(VENV)/.installed
	$(BIN)/connectx package $(DEFAULT)/network.pt --other-boards $(DEFAULT)/network-boards.pt --out $(DEFAULT)/main.py

# The main job: build the shipped submission, then rate it against the built-in agents and the
# players of Gupta and Shah (2022).
run: default
	$(BIN)/connectx ladder $(DEFAULT)/main.py random negamax minimax mcts --games 2 \
		--db $(DEFAULT)/ladder.sqlite --report-dir $(DEFAULT)/report --replays last:1

test: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/pytest -n 2

# The tests without those marked slow (matches of many games, kills, timings on half a core).
test-fast: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/pytest -n 2 -m "not slow"

bench: $(VENV)/.installed
	$(BIN)/connectx bench board
	$(BIN)/connectx bench mcts
	$(BIN)/connectx bench solver
	$(BIN)/connectx bench selfplay

clean:
	rm -rf $(VENV) bench-results
