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

# Everything the build and the tests need, installed only when missing (Debian/Ubuntu; root or sudo):
# libgraphviz-dev to build, graphviz (the `dot` command) for the render cross-check tests,
# libclang-14-dev for the Objective-C front-end (loaded at run time; its tests),
# python3 for the scorer and gen-corpus, mkdocs for the docs site test, chromium for the HTML map's browser test.
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
setup:
	@missing=""; \
	dpkg -s libgraphviz-dev >/dev/null 2>&1 || missing="$$missing libgraphviz-dev"; \
	dpkg -s libclang-14-dev >/dev/null 2>&1 || missing="$$missing libclang-14-dev"; \
	command -v dot >/dev/null 2>&1 || missing="$$missing graphviz"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3 python3-pip"; \
	command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || missing="$$missing chromium"; \
	if [ -n "$$missing" ]; then echo "setup: installing$$missing"; $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing >/dev/null || exit 1; fi
	@command -v mkdocs >/dev/null 2>&1 || python3 -m pip install --quiet mkdocs 2>/dev/null || $(SUDO) apt-get install -y -qq mkdocs >/dev/null || { echo "setup: could not install mkdocs" >&2; exit 1; }
	@command -v mkdocs >/dev/null 2>&1 || { command -v pyenv >/dev/null 2>&1 && pyenv rehash; } || true

build: setup
	$(SWIFT) build --product vipermap

demo: build
	@mkdir -p out
	@for app in $(APPS); do \
		$(VIPERMAP) scan Examples/$$app -o out/$$app.json --quiet || exit 1; \
		$(VIPERMAP) render out/$$app.json -o out/$$app.svg --quiet || exit 1; \
		$(VIPERMAP) docs out/$$app.json -o out/$$app-docs --title "$$app" --quiet || exit 1; \
		echo "Examples/$$app -> out/$$app.json, out/$$app.svg, out/$$app-docs/index.md, out/$$app-docs/map.html"; \
	done
	@$(DIFF) -o out/BookNook.diff.md
	@$(DIFF) --format svg -o out/BookNook.diff.svg
	@echo "Examples/BookNook -> Examples/BookNook-v2 (a made-up pull request) -> out/BookNook.diff.md, out/BookNook.diff.svg"
	@echo "graph JSON, navigation maps, Markdown docs and HTML maps for $(words $(APPS)) example apps, and one PR diff, in out/"

# Tests that need ../shared (the scorer, gen-corpus) skip with a reason when it is absent; CI=true makes them run (and fail) anyway.
test: setup
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
	Scripts/bench-html .build-release/release/vipermap /tmp/vipermap-bench-1000.json
	@start=$$(date +%s.%N); .build-release/release/vipermap check /tmp/vipermap-bench-1000.json --format json -o /tmp/vipermap-bench-1000.check.json --quiet; \
		status=$$?; end=$$(date +%s.%N); [ $$status -le 1 ] && echo "check from the graph JSON (gen-corpus 1000): $$(echo "$$end - $$start" | bc) s (exit $$status)"
	Scripts/bench-scan .build-release/release/vipermap /tmp/vipermap-bench-1000/App --name gen-corpus-1000
	@if [ -d "$(CORPUS)/rambler-digital-solutions+rambler-it-ios/conferences/Classes" ]; then \
		Scripts/bench-scan .build-release/release/vipermap "$(CORPUS)/rambler-digital-solutions+rambler-it-ios/conferences/Classes" --name rambler-it-ios; \
	else echo "bench: rambler-it-ios (Objective-C) is not checked out under $(CORPUS) (see ../shared/eval/README.md): skipped"; fi

# Release-mode benchmark of `vipermap diff` between two git revisions of a generated 1,000-module app.
bench-diff:
	$(SWIFT) build -c release --scratch-path .build-release --product vipermap
	SHARED=$(SHARED) Scripts/bench-diff .build-release/release/vipermap 1000

# Score against the labelled dev-set apps (checked out under $(CORPUS), see ../shared/eval/README.md).
# Objective-C apps are shown but left out of the averages (Objective-C is not read yet).
eval: build
	Scripts/eval-summary --shared $(SHARED) --vipermap $(VIPERMAP) --corpus $(CORPUS)
	Scripts/eval-summary --shared $(SHARED) --vipermap $(VIPERMAP) --corpus $(CORPUS) --mode repo
	Scripts/storyboard-recall --shared $(SHARED) --vipermap $(VIPERMAP) --corpus $(CORPUS)

# Our held-out checks (see eval/README.md): the synthetic apps, and the public ones checked out under $(WILD).
WILD ?= /tmp/wild
eval-wild: build
	Scripts/eval-summary --shared $(SHARED) --vipermap $(VIPERMAP) --corpus eval/synthetic --truth eval/synthetic-truth
	@if [ -d $(WILD) ]; then Scripts/eval-summary --shared $(SHARED) --vipermap $(VIPERMAP) --corpus $(WILD) --truth eval/wild-truth; fi

clean:
	rm -rf .build out
