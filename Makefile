# Specimen: `make site` builds the site into public/, `make test` runs every test: swift test, then the
# browser suite (scripts/browser-tests).
# Both install the Debian packages Specimen needs first (see scripts/install-dependencies).

SWIFT ?= swift
CONFIGURATION ?= debug
SPECIMEN_FLAGS ?=

.PHONY: site test bench dependencies build clean

site: build
	"$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/specimen" build $(SPECIMEN_FLAGS)

test: dependencies
	$(SWIFT) test --disable-xctest
	scripts/browser-tests

build: dependencies
	$(SWIFT) build -c $(CONFIGURATION) --product specimen

# Benchmarks run in a release build; figures go to standard output.
bench: dependencies
	$(SWIFT) build -c release --product PreviewBenchmark
	"$$($(SWIFT) build -c release --show-bin-path)/PreviewBenchmark" Content/tokens.json 5

dependencies:
	@scripts/install-dependencies

clean:
	rm -rf .build public
