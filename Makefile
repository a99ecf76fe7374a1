# make run  : set up .venv if needed, install, run the main job on the shipped default.
# make test : set up .venv if needed, install with test extras, run ruff and pytest.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --config-settings editable_mode=compat -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --config-settings editable_mode=compat -e '.[test]'
	touch $@ $(VENV)/.installed

DEFAULT := submissions/default

# The main job: package the shipped network into a submission, validate it through
# kaggle-environments, and rate it against the built-in and seed-004 agents.
run: $(VENV)/.installed
	$(BIN)/connectx package $(DEFAULT)/network.pt --out $(DEFAULT)/main.py \
		--search simulations=none,solver_ply=8,solver_share=0.75,book=$(DEFAULT)/book.bin \
		--overage-share 0.2
	$(BIN)/connectx ladder $(DEFAULT)/main.py random negamax minimax mcts --games 2 \
		--db $(DEFAULT)/ladder.sqlite --report-dir $(DEFAULT)/report --replays last:1

test: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/pytest -n 2

bench: $(VENV)/.installed
	$(BIN)/connectx bench board
	$(BIN)/connectx bench mcts
	$(BIN)/connectx bench solver
	$(BIN)/connectx bench selfplay

clean:
	rm -rf $(VENV) bench-results
