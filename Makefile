# gifsearch — build, test and benchmark entry points. See README.md.

SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
VERSION := $(shell scripts/build/version.sh)
# What building needs, beside a Swift 6 toolchain: the C libraries' headers.
BUILD_PACKAGES := libcurl4-openssl-dev libssl-dev libgif-dev libpng-dev zlib1g-dev libsqlite3-dev libtesseract-dev pkg-config
# What packaging adds (make dist, make deb): dpkg-shlibdeps and lintian.
PACKAGING_PACKAGES := dpkg-dev lintian apt-utils gnupg xz-utils
# What the tests, benchmarks and packaging add: terminals, Xvfb, debootstrap, lintian and tools.
TEST_PACKAGES := valgrind tmux imagemagick libsixel-bin xvfb xterm xfonts-base fzf strace kitty konsole mlterm \
	alacritty xdotool libgl1-mesa-dri fonts-dejavu-core debootstrap dpkg-dev lintian fakeroot man-db \
	xclip wl-clipboard sway xwayland foot wtype i3-wm chromium pcmanfm gnome-terminal hyperfine ffmpeg webp \
	tesseract-ocr tesseract-ocr-eng fonts-dejavu-extra fonts-liberation fonts-urw-base35 gdb \
	libimage-exiftool-perl
# What make lint adds: shellcheck from Debian (and python3-venv), and ruff from PyPI, pinned, in a virtual
# environment of its own under .build.
LINT_PACKAGES := shellcheck python3-venv
RUFF_VERSION := 0.17.6
RUFF_VENV := .build/ruff-$(RUFF_VERSION)
SOURCES := Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Sources Fuzz
# The Python harness (scripts/harness) is a package: $(HARNESS).NAME runs its program NAME.
HARNESS := PYTHONPATH="$(CURDIR)/scripts" python3 -m harness

.PHONY: deps packaging-deps test-deps lint-deps build check help release manual demo test test-terminals test-clipboard test-memory test-install test-package test-tsan \
	conformance soak fuzz bench bench-rx bench-gif bench-http bench-search bench-preview bench-memory bench-library bench-network bench-captions bench-local \
	install uninstall dist deb apt-repo test-apt-repo test-upgrade release-check test-package-mutants help-snapshots format lint clean

## deps: what building needs (a Swift toolchain, and the Debian -dev packages: installed when missing)
deps:
	@command -v $(SWIFT) >/dev/null || { echo "deps: no Swift toolchain ('$(SWIFT)'): install Swift 6 from swift.org" >&2; exit 1; }
	@scripts/build/apt-need.sh deps $(BUILD_PACKAGES)

## test-deps: deps, and what testing, benchmarks and packaging add (terminals, Xvfb, debootstrap, lintian, …)
test-deps: deps
	@scripts/build/apt-need.sh test-deps $(TEST_PACKAGES)

## packaging-deps: deps, and what make dist and make deb add (dpkg-dev, lintian: installed when missing)
packaging-deps: deps
	@scripts/build/apt-need.sh packaging-deps $(PACKAGING_PACKAGES)

## lint-deps: what make lint adds: shellcheck (installed when missing), and ruff from PyPI at the version RUFF_VERSION
## pins, in .build/ruff-VERSION
lint-deps:
	@scripts/build/apt-need.sh lint-deps $(LINT_PACKAGES)
	@[ -x $(RUFF_VENV)/bin/ruff ] || { python3 -m venv $(RUFF_VENV) && \
		$(RUFF_VENV)/bin/pip install --quiet --disable-pip-version-check ruff==$(RUFF_VERSION); }

## build: debug build of every target (what building needs only: deps)
build: deps
	$(SWIFT) build --build-tests

## check: the everyday cycle: make lint, then swift test (no real terminals, clipboards, memory budgets or packages)
check: test-deps build lint
	$(SWIFT) test

## help: the targets and what each does
help:
	@sed -n 's/^## //p' $(firstword $(MAKEFILE_LIST))

## demo: deps, release build, the bundled Giphy-compatible server, and gifsearch searching it
demo: deps
	scripts/harness/demo.sh

## test: test-deps, build, the whole test suite, six real terminals, real clipboards, and peak memory against hostile
## input; the person's own gifsearch folders checked untouched afterwards (scripts/harness/person-folders.sh), and
## each step fails when a process it started outlives it (scripts/harness/outlived.py); swift test still running after
## SWIFT_TEST_LIMIT seconds (1200) is a hang: the test functions it is in are named, their stacks kept in .build/hang
test: test-deps build
	rm -rf "$${TMPDIR:-/tmp}/gifsearch-test-data" "$${TMPDIR:-/tmp}/gifsearch-test-state"
	scripts/harness/person-folders.sh record .build/person-folders
	$(HARNESS).outlived --limit $(or $(SWIFT_TEST_LIMIT),1200) $(SWIFT) test
	$(HARNESS).outlived $(MAKE) --no-print-directory test-terminals
	$(HARNESS).outlived $(MAKE) --no-print-directory test-clipboard
	$(HARNESS).outlived $(MAKE) --no-print-directory test-memory
	scripts/harness/person-folders.sh check .build/person-folders

## test-memory: the release binary's peak memory on a GIF bomb (sheet, pick) and 1 GB of zeros (info -), under budget
test-memory: test-deps build
	flags=$$(scripts/build/release-flags.sh) && $(SWIFT) build $$flags --product gifsearch && \
		$(HARNESS).memory "$$($(SWIFT) build $$flags --show-bin-path)/gifsearch" \
			"$$($(SWIFT) build --show-bin-path)/ProviderFixtureServer"

## test-terminals: xterm (sixel), kitty, konsole, mlterm and alacritty under Xvfb show a still, the end of an animation
## and the picker, and echo nothing; kitty also in tmux; so does kitty 0.41 from Debian 13 in tmux 3.5, with Unicode
## placeholders (its root made once in .build/kitty-trixie; as root only); screenshots and summary in
## .build/terminals (ONLY=kitty: one)
test-terminals: test-deps build
	$(HARNESS).terminals --gifsearch "$$($(SWIFT) build --show-bin-path)/gifsearch" \
		--server "$$($(SWIFT) build --show-bin-path)/ProviderFixtureServer" $(foreach terminal,$(ONLY),--only $(terminal))

## test-clipboard: copy on X11 (Xvfb, xclip) and Wayland (headless sway, wl-clipboard, an unprivileged user): the
## clipboard read back, pasted into Chromium and pcmanfm, the hotkey popup and Ctrl-Y, and the popups pasting for
## you under i3 and sway; summary in .build/clipboard (ONLY=x11, ONLY=x11-paste or ONLY=wayland: one)
test-clipboard: test-deps build
	$(HARNESS).clipboard --gifsearch "$$($(SWIFT) build --show-bin-path)/gifsearch" \
		--server "$$($(SWIFT) build --show-bin-path)/ProviderFixtureServer" $(foreach side,$(ONLY),--only $(side))

## test-tsan: the reactive core's, the HTTP layer's and the action register's tests under ThreadSanitizer
test-tsan: test-deps
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter "RxCoreTests|HTTPTests|ActionRegisterServiceTests|StreamingTests|GifSearchServiceTests"

## conformance: info and frames (RGBA and PNG) over the GIF suites in ../shared/gif-suite, against their expected facts and ImageMagick
conformance: test-deps build
	@if [ -d ../shared/gif-suite ]; then $(HARNESS).conformance "$$($(SWIFT) build --show-bin-path)/gifsearch" ../shared/gif-suite \
		&& $(HARNESS).png_conformance "$$($(SWIFT) build --show-bin-path)/gifsearch" ../shared/gif-suite; \
	else echo "conformance: ../shared/gif-suite not found beside the repository" >&2; exit 1; fi

## soak: 2,000 searches and 500 downloads through one service with random faults (SEARCHES=, DOWNLOADS=, CONFIG=debug)
soak: test-deps
	cd Benchmarks && SEARCHES=$(or $(SEARCHES),2000) DOWNLOADS=$(or $(DOWNLOADS),500) CONFIG=$(or $(CONFIG),release) ./run-soak.sh

## fuzz: libFuzzer (with AddressSanitizer) on the GIF decoder, the JSON, key, title and config parsers and the
## sixel and kitty encoders; SECONDS= each (default 60), or RUNS= executions each; crashes kept in .build-fuzz/crashes
fuzz: test-deps
	FUZZ_SECONDS=$(or $(SECONDS),60) FUZZ_RUNS=$(RUNS) scripts/harness/fuzz.sh

## bench-rx: RxCore against OpenCombine and a plain loop (wall time and instruction counts)
bench-rx: test-deps
	cd Benchmarks && ./run-rx.sh

## bench-gif: gifsearch info against DGifSlurp in C and ImageMagick identify on generated GIFs
bench-gif: test-deps
	cd Benchmarks && ./run-gif.sh

## bench-http: 50 GIF downloads with 20 ms latency: the CurlSession against curl in sequence and xargs -P 8 curl
bench-http: test-deps
	cd Benchmarks && ./run-http.sh

## bench-search: gifsearch cats --format url against curl alone and curl | jq on the same fixture-server request, each
## process timed by hyperfine -N (no shell), with the server's own response time and the milliseconds above curl
bench-search: test-deps
	cd Benchmarks && ./run-search.sh

## bench-memory: peak memory on a GIF bomb and 1 GB of zeros, against the budgets of issue 19
bench-memory: test-deps
	cd Benchmarks && ./run-memory.sh

## bench-preview: gifsearch preview against chafa and timg on generated GIFs
bench-preview: test-deps
	cd Benchmarks && ./run-preview.sh

## bench-library: 20,000 favourites: fav party --format ids against gifsearch --version, and pick --library's redraw after a key
bench-library: test-deps
	cd Benchmarks && ./run-library.sh

## bench-network: preview of a 1.5 MB GIF and pick cats over the fixture server's 50 ms / 8 Mbit/s and 150 ms / 2 Mbit/s links, against their floors and gifsearch before it drew GIFs as they arrived
bench-network: test-deps
	cd Benchmarks && ./run-network.sh

## bench-captions: the words in 30 captioned GIFs (scripts/corpus) read by FrameText against the tesseract command on
## three frames of each, in page modes 11 and 6: how many each found, and the seconds each took
bench-captions: test-deps
	cd Benchmarks && ./run-captions.sh

## bench-local: your own GIFs: recall (the right one of 30 captioned GIFs in the first 3), folder add against the
## tesseract command on three frames of each, an unchanged re-scan against --version, queries over 10,000 GIFs
bench-local: test-deps
	cd Benchmarks && ./run-local.sh

## bench: every benchmark in one run, then one table of workload, gifsearch, reference tool, ratio and goal
bench: test-deps
	cd Benchmarks && ./run-all.sh

## release: the release binary that install, dist and deb all take: the Swift and C++ runtimes linked in, no $ORIGIN
## rpath (a faster start), linked by lld with packed relocations, ICU's data without other languages (32 MB instead of
## 66): see scripts/build/release-flags.sh
release: deps
	flags=$$(scripts/build/release-flags.sh) && $(SWIFT) build $$flags --product gifsearch

## manual: the man page, .build/manual/gifsearch.1 (scripts/build/manual.sh: swift-argument-parser's page from the debug
## build, whose help text is the same, with ENVIRONMENT, FILES, EXIT STATUS and EXAMPLES)
manual: deps
	scripts/build/manual.sh "$(CURDIR)/.build/manual"

## install: the release binary, stripped, into $(DESTDIR)$(PREFIX)/bin, the man page into share/man/man1, and bash,
## zsh and fish completions (BINDIR, MANDIR, BASHDIR, ZSHDIR, FISHDIR say otherwise; bash's without a #! line, as it
## is sourced); builds only with deps
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man/man1
BASHDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHDIR ?= $(PREFIX)/share/zsh/site-functions
FISHDIR ?= $(PREFIX)/share/fish/vendor_completions.d
install: release manual
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASHDIR)" "$(DESTDIR)$(ZSHDIR)" "$(DESTDIR)$(FISHDIR)"
	install -s -m 755 "$$($(SWIFT) build $$(scripts/build/release-flags.sh) --show-bin-path)/gifsearch" "$(DESTDIR)$(BINDIR)/gifsearch"
	install -m 644 "$(CURDIR)/.build/manual/gifsearch.1" "$(DESTDIR)$(MANDIR)/gifsearch.1"
	"$(DESTDIR)$(BINDIR)/gifsearch" --generate-completion-script bash | sed '1{/^#!/d;}' > "$(DESTDIR)$(BASHDIR)/gifsearch"
	"$(DESTDIR)$(BINDIR)/gifsearch" --generate-completion-script zsh > "$(DESTDIR)$(ZSHDIR)/_gifsearch"
	"$(DESTDIR)$(BINDIR)/gifsearch" --generate-completion-script fish > "$(DESTDIR)$(FISHDIR)/gifsearch.fish"

## uninstall: remove what install put under $(DESTDIR)$(PREFIX)
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/gifsearch" "$(DESTDIR)$(MANDIR)/gifsearch.1" "$(DESTDIR)$(BASHDIR)/gifsearch" \
		"$(DESTDIR)$(ZSHDIR)/_gifsearch" "$(DESTDIR)$(FISHDIR)/gifsearch.fish"

## test-install: install into a temporary PREFIX, check the binary, man page and completions, uninstall
test-install:
	scripts/package/install-test.sh

## dist: dist/gifsearch-$(VERSION)-x86_64-linux-gnu.tar.gz and dist/SHA256SUMS, packed reproducibly from make install
DIST_NAME := gifsearch-$(VERSION)-x86_64-linux-gnu
dist: packaging-deps
	rm -rf "$(CURDIR)/.build/dist-root"
	$(MAKE) --no-print-directory install DESTDIR="$(CURDIR)/.build/dist-root" PREFIX=/$(DIST_NAME)
	scripts/package/dist.sh "$(CURDIR)/.build/dist-root" $(DIST_NAME)

## deb: dist/gifsearch_$(VERSION)-1_amd64.deb from make install, Depends by dpkg-shlibdeps, checked by lintian
deb: packaging-deps
	rm -rf "$(CURDIR)/.build/deb-root"
	$(MAKE) --no-print-directory install DESTDIR="$(CURDIR)/.build/deb-root" PREFIX=/usr \
		ZSHDIR=/usr/share/zsh/vendor-completions
	scripts/package/deb.sh "$(CURDIR)/.build/deb-root" $(VERSION)

## test-package: as root: the .deb in clean Debian 12 and 13 roots (debootstrap) without Swift, and the tarball in a
## root with only the runtime libraries: install, run against the fixture server, man page, completions, purge
test-package: test-deps dist deb
	scripts/package/package-test.sh

## apt-repo: dist/apt, an APT repository of this .deb and every earlier release's (docs/RELEASING.md; each built
## from its commit, under .build/releases), servable over HTTP as it is (suite stable, component main, InRelease and
## Release.gpg, the keyring for signed-by), signed with the key GIFSEARCH_SIGNING_KEY names (a GnuPG home or a key
## id); without it, a test key under .build/apt-test-key, said to be one
apt-repo: packaging-deps deb
	releases=$$(scripts/package/releases.sh) \
		&& debs=$$(echo "$$releases" | while read -r version commit; do \
			[ -z "$$version" ] || scripts/package/release-deb.sh "$$version" "$$commit" || exit 1; done) \
		&& scripts/package/apt-repo.sh dist/apt $$debs dist/gifsearch_$(VERSION)-1_amd64.deb

## release-check: the APT signing key (GIFSEARCH_SIGNING_KEY) before a release: warns when a key that signs expires
## within 90 days or never, fails when one has expired
release-check: packaging-deps
	scripts/package/release-check.sh

## test-apt-repo: apt reads dist/apt over loopback HTTP, signed-by its keyring: accepted; with Packages changed after
## signing, or signed by another key: refused; and make release-check on keys expiring in a year, a month, never, past
test-apt-repo: apt-repo
	scripts/package/apt-repo-check.sh dist/apt
	scripts/package/release-check-test.sh

## test-upgrade: as root, in clean Debian 12 and 13 roots: the last release installed from its .deb and filled by a
## person (config, searches, downloads, kept favourites), upgraded through dist/apt served over loopback with the
## README's signed-by setup, a tampered copy refused, downgraded and upgraded again, purged: every favourite, history
## entry, kept file and setting kept, the library byte for byte through the downgrade
test-upgrade: test-deps apt-repo
	scripts/package/upgrade-test.sh dist/apt

## test-package-mutants: as root: make test-package run on broken packages (no man page, a completion gone, Swift
## libraries needed, wrong Depends, a file left after purge, …) must fail each with the check that guards it
test-package-mutants: test-deps dist deb
	scripts/package/package-mutants.sh

## format: rewrite the sources with swift format
format:
	$(SWIFT) format format -i -r $(SOURCES)

## help-snapshots: write Tests/gifsearchTests/Help anew from `gifsearch help <command>`, after changing help on purpose
help-snapshots: build
	rm -rf Tests/gifsearchTests/Help && mkdir Tests/gifsearchTests/Help
	GIFSEARCH_WRITE_HELP=1 $(SWIFT) test --filter HelpSnapshotTests/helpIsAsCheckedIn

## lint: check formatting and style, DESIGN §2's rules (scripts/lint/check-design.sh: the arrows, escape sequences,
## exit statuses, error lines, GIF decoding, queue names, help values), and the scripts with shellcheck and ruff
## (scripts/lint/check-scripts.sh)
lint: lint-deps
	$(SWIFT) format lint --strict -r $(SOURCES)
	scripts/lint/check-design.sh
	scripts/lint/check-scripts.sh $(RUFF_VENV)/bin/ruff

clean:
	rm -rf .build .build-tsan .build-static Benchmarks/.build dist
