# gifsearch — build, test and benchmark entry points. See README.md.

SWIFT ?= swift
PREFIX ?= /usr/local
APT_PACKAGES := libcurl4-openssl-dev libgif-dev libpng-dev zlib1g-dev libsqlite3-dev pkg-config valgrind tmux imagemagick libsixel-bin xvfb xterm xfonts-base fzf strace \
	kitty konsole mlterm alacritty xdotool libgl1-mesa-dri fonts-dejavu-core debootstrap
SOURCES := Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Sources Fuzz

.PHONY: deps build demo test test-terminals test-memory test-install test-tsan conformance soak fuzz bench bench-rx bench-gif bench-http bench-search bench-preview bench-memory bench-library install uninstall format lint clean

## deps: install the Debian packages the project needs (idempotent)
deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed$$' || echo $$p; done); \
	if [ -z "$$missing" ]; then echo "deps: all present ($(APT_PACKAGES))"; \
	elif [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	else echo "deps: missing $$missing; run: sudo apt-get install -y $$missing" >&2; exit 1; fi

## build: debug build of every target
build: deps
	$(SWIFT) build --build-tests

## demo: deps, release build, the bundled Giphy-compatible server, and gifsearch searching it
demo: deps
	scripts/demo.sh

## test: deps, build, the whole test suite, six real terminals, and peak memory against hostile input; the
## person's own gifsearch folders checked untouched afterwards (scripts/person-folders.sh)
test: build
	rm -rf "$${TMPDIR:-/tmp}/gifsearch-test-data" "$${TMPDIR:-/tmp}/gifsearch-test-state"
	scripts/person-folders.sh record .build/person-folders
	$(SWIFT) test
	$(MAKE) --no-print-directory test-terminals
	$(MAKE) --no-print-directory test-memory
	scripts/person-folders.sh check .build/person-folders

## test-memory: the release binary's peak memory on a GIF bomb (sheet, pick) and 1 GB of zeros (info -), under budget
test-memory: build
	flags=$$(scripts/release-flags.sh) && $(SWIFT) build $$flags --product gifsearch && \
		python3 scripts/memory.py "$$($(SWIFT) build $$flags --show-bin-path)/gifsearch" \
			"$$($(SWIFT) build --show-bin-path)/GiphyFixtureServer"

## test-terminals: xterm (sixel), kitty, konsole, mlterm and alacritty under Xvfb show a still, the end of an animation
## and the picker, and echo nothing; kitty also in tmux; so does kitty 0.41 from Debian 13 in tmux 3.5, with Unicode
## placeholders (its root made once in .build/kitty-trixie; as root only); screenshots and summary in
## .build/terminals (ONLY=kitty: one)
test-terminals: build
	python3 scripts/terminals.py --gifsearch "$$($(SWIFT) build --show-bin-path)/gifsearch" \
		--server "$$($(SWIFT) build --show-bin-path)/GiphyFixtureServer" $(foreach terminal,$(ONLY),--only $(terminal))

## test-tsan: the reactive core's, the HTTP layer's and the action register's tests under ThreadSanitizer
test-tsan: deps
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter "RxCoreTests|HTTPTests|ActionRegisterServiceTests"

## conformance: info and frames (RGBA and PNG) over the GIF suites in ../shared/gif-suite, against their expected facts and ImageMagick
conformance: build
	@if [ -d ../shared/gif-suite ]; then python3 scripts/conformance.py "$$($(SWIFT) build --show-bin-path)/gifsearch" ../shared/gif-suite \
		&& python3 scripts/png-conformance.py "$$($(SWIFT) build --show-bin-path)/gifsearch" ../shared/gif-suite; \
	else echo "conformance: ../shared/gif-suite not found beside the repository" >&2; exit 1; fi

## soak: 2,000 searches and 500 downloads through one service with random faults (SEARCHES=, DOWNLOADS=, CONFIG=debug)
soak: deps
	cd Benchmarks && SEARCHES=$(or $(SEARCHES),2000) DOWNLOADS=$(or $(DOWNLOADS),500) CONFIG=$(or $(CONFIG),release) ./run-soak.sh

## fuzz: libFuzzer (with AddressSanitizer) on the GIF decoder, the JSON, key, title and config parsers and the
## sixel and kitty encoders; SECONDS= each (default 60), or RUNS= executions each; crashes kept in .build-fuzz/crashes
fuzz: deps
	FUZZ_SECONDS=$(or $(SECONDS),60) FUZZ_RUNS=$(RUNS) scripts/fuzz.sh

## bench-rx: RxCore against OpenCombine and a plain loop (wall time and instruction counts)
bench-rx: deps
	cd Benchmarks && ./run-rx.sh

## bench-gif: gifsearch info against DGifSlurp in C and ImageMagick identify on generated GIFs
bench-gif: deps
	cd Benchmarks && ./run-gif.sh

## bench-http: 50 GIF downloads with 20 ms latency: the CurlSession against curl in sequence and xargs -P 8 curl
bench-http: deps
	cd Benchmarks && ./run-http.sh

## bench-search: gifsearch cats --format url against curl | jq on the same fixture-server request
bench-search: deps
	cd Benchmarks && ./run-search.sh

## bench-memory: peak memory on a GIF bomb and 1 GB of zeros, against the budgets of issue 19
bench-memory: deps
	cd Benchmarks && ./run-memory.sh

## bench-preview: gifsearch preview against chafa and timg on generated GIFs
bench-preview: deps
	cd Benchmarks && ./run-preview.sh

## bench-library: 20,000 favourites: fav party --format ids against gifsearch --version, and pick --library's redraw after a key
bench-library: deps
	cd Benchmarks && ./run-library.sh

## bench: every benchmark in one run, then one table of workload, gifsearch, reference tool, ratio and goal
bench: deps
	cd Benchmarks && ./run-all.sh

## install: stripped release build (Swift and C++ runtimes linked in and no $ORIGIN rpath, for a faster start: see
## scripts/release-flags.sh) into $(PREFIX)/bin, the man page (swift-argument-parser's generate-manual, from the
## debug build, whose help text is the same and which make test has already built) into share/man/man1, and bash,
## zsh and fish completions
MANDIR := $(PREFIX)/share/man/man1
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d
install: deps
	install -d $(PREFIX)/bin $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	flags=$$(scripts/release-flags.sh) && $(SWIFT) build $$flags --product gifsearch && \
		install -s -m 755 "$$($(SWIFT) build $$flags --show-bin-path)/gifsearch" $(PREFIX)/bin/gifsearch
	rm -rf "$(CURDIR)/.build/manual" && mkdir -p "$(CURDIR)/.build/manual"
	$(SWIFT) package --disable-sandbox --allow-writing-to-directory "$(CURDIR)/.build/manual" \
		generate-manual --configuration debug --output-directory "$(CURDIR)/.build/manual"
	install -m 644 "$(CURDIR)/.build/manual/gifsearch.1" $(MANDIR)/gifsearch.1
	$(PREFIX)/bin/gifsearch --generate-completion-script bash > $(BASHDIR)/gifsearch
	$(PREFIX)/bin/gifsearch --generate-completion-script zsh > $(ZSHDIR)/_gifsearch
	$(PREFIX)/bin/gifsearch --generate-completion-script fish > $(FISHDIR)/gifsearch.fish

## uninstall: remove what install put under $(PREFIX)
uninstall:
	rm -f $(PREFIX)/bin/gifsearch $(MANDIR)/gifsearch.1 $(BASHDIR)/gifsearch $(ZSHDIR)/_gifsearch $(FISHDIR)/gifsearch.fish

## test-install: install into a temporary PREFIX, check the binary, man page and completions, uninstall
test-install:
	scripts/install-test.sh

## format: rewrite the sources with swift format
format:
	$(SWIFT) format format -i -r $(SOURCES)

## lint: check formatting and style, and DESIGN §2's arrows and escape-sequence rule (scripts/check-design.sh)
lint:
	$(SWIFT) format lint --strict -r $(SOURCES)
	scripts/check-design.sh

clean:
	rm -rf .build .build-tsan .build-static Benchmarks/.build
