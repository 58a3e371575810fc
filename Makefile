# ViperMap: `make demo` builds and maps the bundled example apps; `make test` runs the tests.
# Building needs libgraphviz-dev (`make setup` installs it on Debian/Ubuntu).
SWIFT ?= swift
VIPERMAP = .build/debug/vipermap
# The example apps are the folders with a hand-labelled truth.json (not BookNook-v2 nor ci/).
APPS = $(notdir $(patsubst %/truth.json,%,$(wildcard Examples/*/truth.json)))
DIFF = $(VIPERMAP) diff Examples/BookNook Examples/BookNook-v2 --quiet
SHARED ?= ../shared
CORPUS ?= /tmp/corpus

.PHONY: setup build demo test examples bench bench-diff eval eval-wild clean

setup:
	@dpkg -s libgraphviz-dev >/dev/null 2>&1 || (apt-get update && apt-get install -y libgraphviz-dev)
	@command -v mkdocs >/dev/null 2>&1 || pip install --quiet mkdocs || echo "mkdocs not installed: the docs site test will fail"

build: setup
	$(SWIFT) build --product vipermap

demo: build
	@mkdir -p out
	@for app in $(APPS); do \
		$(VIPERMAP) scan Examples/$$app -o out/$$app.json --quiet || exit 1; \
		$(VIPERMAP) render out/$$app.json -o out/$$app.svg --quiet || exit 1; \
		$(VIPERMAP) docs out/$$app.json -o out/$$app-docs --title "$$app" --quiet || exit 1; \
		echo "Examples/$$app -> out/$$app.json, out/$$app.svg, out/$$app-docs/index.md"; \
	done
	@$(DIFF) -o out/BookNook.diff.md
	@$(DIFF) --format svg -o out/BookNook.diff.svg
	@echo "Examples/BookNook -> Examples/BookNook-v2 (a made-up pull request) -> out/BookNook.diff.md, out/BookNook.diff.svg"
	@echo "graph JSON, navigation maps and Markdown docs for $(words $(APPS)) example apps, and one PR diff, in out/"

test:
	$(SWIFT) test

# Regenerate the committed example outputs (review the diff before committing).
examples: build
	@for app in $(APPS); do \
		$(VIPERMAP) scan Examples/$$app -o Examples/$$app/graph.json --quiet || exit 1; \
		$(VIPERMAP) render Examples/$$app/graph.json -o Examples/$$app/navigation.svg --quiet || exit 1; \
		rm -rf Examples/$$app/docs; \
		$(VIPERMAP) docs Examples/$$app/graph.json -o Examples/$$app/docs --title "$$app" --quiet || exit 1; \
	done
	$(DIFF) -o Examples/BookNook-v2/diff.md
	$(DIFF) --format json -o Examples/BookNook-v2/diff.json
	$(DIFF) --format mermaid -o Examples/BookNook-v2/diff.mmd
	$(DIFF) --format svg -o Examples/BookNook-v2/diff.svg
	@git status --short Examples

# Release-mode benchmark on a generated 1,000-module app (the release build takes ~10 minutes the first time).
bench:
	$(SWIFT) build -c release --scratch-path .build-release --product vipermap-bench
	rm -rf /tmp/vipermap-bench-1000 && python3 $(SHARED)/tools/gen-corpus --modules 1000 --out /tmp/vipermap-bench-1000
	.build-release/release/vipermap-bench scan /tmp/vipermap-bench-1000/App
	$(SWIFT) build -c release --scratch-path .build-release --product vipermap
	.build-release/release/vipermap scan Examples/BookNook -o /tmp/vipermap-bench-booknook.json --quiet
	.build-release/release/vipermap-bench render /tmp/vipermap-bench-booknook.json
	.build-release/release/vipermap scan /tmp/vipermap-bench-1000/App -o /tmp/vipermap-bench-1000.json --quiet
	.build-release/release/vipermap-bench render /tmp/vipermap-bench-1000.json --runs 3
	time .build-release/release/vipermap render /tmp/vipermap-bench-1000/App -o /tmp/vipermap-bench-1000.svg

# Release-mode benchmark of `vipermap diff` between two git revisions of a generated 1,000-module app.
bench-diff:
	$(SWIFT) build -c release --scratch-path .build-release --product vipermap
	SHARED=$(SHARED) Scripts/bench-diff .build-release/release/vipermap 1000

# Score against the labelled dev-set apps (checked out under $(CORPUS), see ../shared/eval/README.md).
eval: build
	python3 $(SHARED)/eval/run --vipermap $(VIPERMAP) --corpus $(CORPUS)
	python3 $(SHARED)/eval/run --vipermap $(VIPERMAP) --corpus $(CORPUS) --mode repo

# Our held-out checks (see eval/README.md): the synthetic apps, and the public ones checked out under $(WILD).
WILD ?= /tmp/wild
eval-wild: build
	python3 $(SHARED)/eval/run --vipermap $(VIPERMAP) --corpus eval/synthetic --truth eval/synthetic-truth
	@if [ -d $(WILD) ]; then python3 $(SHARED)/eval/run --vipermap $(VIPERMAP) --corpus $(WILD) --truth eval/wild-truth; fi

clean:
	rm -rf .build out
