# Two commands from a fresh clone: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: play play-terminal test test-thorough install bench soak clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test,stats,bots,server,rl,cluster]'
	touch $(STAMP)

install: $(STAMP)

play: $(STAMP)
	$(BIN)/tianxia serve

play-terminal: $(STAMP)
	$(BIN)/tianxia play dragon --seats human,random,random

# four workers on two cores: the browser tests mostly wait on Chromium and the servers; a file's
# tests stay in one worker (the table tests check kinds of decisions gathered over the file's games);
# the longest files go first (tests/conftest.py), not xdist's order by number of tests
test: $(STAMP)
	$(BIN)/python -m pytest -n 4 --dist loadfile --no-loadscope-reorder tests

# the sweeps at their full counts (tests/suite_depth.py): for a change to a rule, the table or a bot
test-thorough: $(STAMP)
	TIANXIA_TEST_DEPTH=thorough $(BIN)/python -m pytest -n 4 --dist loadfile --no-loadscope-reorder tests

bench: $(STAMP)
	$(BIN)/tianxia bench dragon

soak: $(STAMP)
	$(BIN)/python benchmarks/soak_dragon.py -n 100000

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info

.PHONY: screenshots
screenshots: $(STAMP)
	$(BIN)/python tools/screenshots.py
