# Specimen: `make site` builds the site into public/, `make test` runs every test: the house rule on function and file
# lengths (scripts/function-lengths), swift test (with the pinned Python tools of scripts/python-env), then the
# browser suite (scripts/browser-tests).
# Both install the Debian packages Specimen needs first (see scripts/install-dependencies).

SWIFT ?= swift
CONFIGURATION ?= release
SPECIMEN_FLAGS ?=
SHARED ?= ../shared
BENCH_DIR ?= .build/bench
BENCH_SIZES ?= 1000,10000
# Another specimen binary (an older build) to time in the same runs: make bench BASELINE=/path/to/specimen
BASELINE ?=
# Folders of real code blocks, one folder per language (swift/, tsx/, ...), kept outside the repository, on which
# the lexers' agreement with Pygments and their speed are measured too: make bench HIGHLIGHT_CORPUS=/path/to/blocks
HIGHLIGHT_CORPUS ?=
# The small-page corpus timed against Hugo (pages of about 1 KB; 0 skips it), and the corpus size whose stages
# are timed on one core and on two.
BENCH_SMALL_PAGES ?= 20000
BENCH_SPEEDUP_SIZE ?= 10000

.PHONY: site test bench contact-sheet dependencies build clean dist dist-check install
PREFIX ?= /usr/local
# fish reads vendor completions only from the folder its pkg-config file names (Debian's fish:
# /usr/share/fish/vendor_completions.d), not from one under /usr/local.
FISH_COMPLETIONS ?= $(or $(shell pkg-config --variable completionsdir fish 2>/dev/null),/usr/share/fish/vendor_completions.d)

site: build
	"$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/specimen" build $(SPECIMEN_FLAGS)

test: dependencies
	python3 -m unittest discover -s Tests/Scripts -p 'test_*.py'
	scripts/function-lengths Sources Examples/DesignDocs/Sources
	scripts/python-env
	SPECIMEN_PYTHON="$(CURDIR)/.venv/bin/python" $(SWIFT) test --disable-xctest
	$(SWIFT) test --disable-xctest --package-path Examples/DesignDocs
	scripts/browser-tests

build: dependencies
	$(SWIFT) build -c $(CONFIGURATION) --product specimen

# Benchmarks run in a release build; figures go to standard output. Hugo (Debian's) is installed when missing.
# Hugo is timed against the binary Specimen's users install (`make dist`'s, which `make install`, the release
# archive and the GitHub Action carry: Swift's runtime, cmark-gfm and jemalloc linked in), with the development
# build (`swift build -c release`, on the toolchain's shared libraries) timed in the same runs beside it.
bench: dependencies dist
	@scripts/install-dependencies hugo
	$(SWIFT) build -c release --product PreviewBenchmark
	$(SWIFT) build -c release --product specimen
	"$$($(SWIFT) build -c release --show-bin-path)/PreviewBenchmark" Content/tokens.json 5
	$(SWIFT) build -c release --product HighlightTool
	scripts/python-env
	.venv/bin/python scripts/highlight_agreement.py --tool "$$($(SWIFT) build -c release --show-bin-path)/HighlightTool" \
		--fences $(SHARED)/realworld --files Tests/HighlightingTests/Fixtures $(if $(HIGHLIGHT_CORPUS),--files $(HIGHLIGHT_CORPUS)) \
		--minimum 97 --time 20
# Pagefind, pinned in Benchmarks/Search/requirements.txt, goes into .venv beside the test tools; then search relevance:
# page and section MRR@10 of Specimen's search box against Pagefind on Content/ and two real sites of $(SHARED), in
# Chromium, for the queries of Benchmarks/Search/queries.json, and the bytes each downloads for a first query.
	.venv/bin/pip install --quiet --disable-pip-version-check -r Benchmarks/Search/requirements.txt
	.venv/bin/python Benchmarks/Search/relevance.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --shared $(SHARED) --work $(BENCH_DIR)/search-relevance --queries Benchmarks/Search/queries.json
# What a first query on a fresh page downloads (Benchmarks/Search/search_cost.py, ten queries, the largest against its
# limit, "within" or "over"): 60 kB on the real Content/, 250 kB on the 10,000-page corpus.
	.venv/bin/python Benchmarks/Search/search_cost.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --content Content --work $(BENCH_DIR)/search-cost/content --label "real Content/" --limit 60000
	test -d $(BENCH_DIR)/corpus-10000 || python3 $(SHARED)/bench/make_corpus.py 10000 $(BENCH_DIR)/corpus-10000
	.venv/bin/python Benchmarks/Search/search_cost.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --content $(BENCH_DIR)/corpus-10000 --work $(BENCH_DIR)/search-cost/corpus-10000 \
		--label "10,000-page corpus" --limit 250000
	python3 Benchmarks/Tokens/token_files.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" --runs 3
	python3 Benchmarks/Serve/reload_latency.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--content Content --theme Theme --page components/slider.md --runs 10 --label "real Content/"
	rm -rf $(BENCH_DIR)/corpus-1000
	python3 $(SHARED)/bench/make_corpus.py 1000 $(BENCH_DIR)/corpus-1000
	python3 Benchmarks/Serve/reload_latency.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--content $(BENCH_DIR)/corpus-1000 --theme Theme --page components/accordion-circular-00451.md --runs 10 \
		--label "1,000-page corpus"
	python3 Benchmarks/Build/pathological_pages.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --work $(BENCH_DIR) --runs 3
	python3 Benchmarks/Build/code_highlighting.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --corpus-script $(SHARED)/bench/make_corpus.py --work $(BENCH_DIR) --pages 1000 --runs 5
	python3 Benchmarks/Build/compare_hugo.py --specimen .build-dist/release/specimen \
		--other "development build=$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --content Content --corpus-script $(SHARED)/bench/make_corpus.py --work $(BENCH_DIR) \
		--sizes $(BENCH_SIZES) --runs 5 --small-pages $(BENCH_SMALL_PAGES) $(if $(BASELINE),--baseline $(BASELINE))
	python3 Benchmarks/Diff/diff_time.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --corpus-script $(SHARED)/bench/make_corpus.py --tokens Tests/SiteDiffTests/Fixture/Content/tokens.json \
		--work $(BENCH_DIR) --pages 1000 --runs 5
	python3 Benchmarks/Versions/versions_time.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--repository . --work $(BENCH_DIR) --tags 5 --runs 5
	test -d $(BENCH_DIR)/corpus-$(BENCH_SPEEDUP_SIZE) || \
		python3 $(SHARED)/bench/make_corpus.py $(BENCH_SPEEDUP_SIZE) $(BENCH_DIR)/corpus-$(BENCH_SPEEDUP_SIZE)
	python3 Benchmarks/Build/core_speedup.py --specimen "$$($(SWIFT) build -c release --show-bin-path)/specimen" \
		--theme Theme --content $(BENCH_DIR)/corpus-$(BENCH_SPEEDUP_SIZE) --work $(BENCH_DIR) --runs 5 \
		--label "$(BENCH_SPEEDUP_SIZE)-page corpus"

# The release archive: dist/specimen-VERSION-linux-ARCH.tar.gz and its .sha256, a binary that needs only the C
# library (scripts/dist says how).
dist:
	scripts/dist

# The archive's binary run in minimal Debian roots (init, build, check, diff, serve), the install script's tests and
# actionlint on every workflow; needs root.
dist-check: dist
	scripts/dist-check
	scripts/install-check

# The dist binary and its bash and zsh completions under PREFIX (/usr/local); fish's in FISH_COMPLETIONS.
install: dist
	install -D -m 755 .build-dist/archive/specimen-*/specimen "$(DESTDIR)$(PREFIX)/bin/specimen"
	install -D -m 644 .build-dist/archive/specimen-*/completions/specimen.bash \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/specimen"
	install -D -m 644 .build-dist/archive/specimen-*/completions/_specimen "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_specimen"
	install -D -m 644 .build-dist/archive/specimen-*/completions/specimen.fish \
		"$(DESTDIR)$(FISH_COMPLETIONS)/specimen.fish"

# A full-page PNG of every page at a laptop's and a phone's viewport, light and dark: .build-browser/contact-sheet/
contact-sheet: dependencies
	scripts/contact-sheet

dependencies:
	@scripts/install-dependencies

clean:
	rm -rf .build .build-dist public dist
