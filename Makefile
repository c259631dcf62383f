# The two commands of the README's Quick start. Everything else lives in CMake.
BUILD ?= build
JOBS ?= $(shell nproc)
SCENARIO ?= scenarios/killiecrankie.tricorne.json

SAN_BUILD ?= build-san
FUZZ_SECONDS ?= 60
STUDIO ?= ON

.PHONY: all deps configure build run test san-configure test-asan fuzz bench library-table sheets docs-screenshots deb clean

all: build

deps:
	@packaging/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

run: build
	$(BUILD)/editor/tricorne-studio $(SCENARIO)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# One clang build with AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer's coverage
# serves both targets below, so CI compiles the sources once more, not twice.
san-configure: deps
	@CXX=clang++ cmake -S . -B $(SAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTRICORNE_SANITIZE=ON \
	  -DTRICORNE_FUZZ=ON -DTRICORNE_FUZZ_SECONDS=$(FUZZ_SECONDS) -DTRICORNE_BUILD_STUDIO=$(STUDIO) \
	  -DTRICORNE_BUILD_BENCHMARKS=OFF >/dev/null

# The whole test suite built with the sanitizers; any report stops the process and fails its
# test. The studio's tests run with leak detection off (tests/editor/CMakeLists.txt says why).
test-asan: san-configure
	@cmake --build $(SAN_BUILD) -j $(JOBS)
	cd $(SAN_BUILD) && ctest --output-on-failure -j $(JOBS)

# Each libFuzzer target of tests/fuzz for FUZZ_SECONDS on its corpus, JOBS at a time (all of
# them, even after a finding: -k 0).
# A finding fails and its input joins tests/fuzz/corpus/<target>/ as a regression test.
fuzz: san-configure
	@cmake --build $(SAN_BUILD) -j $(JOBS) --target fuzz-run -- -k 0

bench: build
	$(BUILD)/tests/bench/tricorne-bench --benchmark_repetitions=9 --benchmark_report_aggregates_only=true

# The battle library's table in scenarios/README.md: units, rules and win rates of every battle.
# The search pairing plays 100 games a battle at 50 playouts a decision: its games cost about a
# thousand times greedy's (the table is 34 minutes of CPU; at the bot's default 1,000, about twenty
# times as much).
library-table: build
	python3 tests/tools/library_table.py $(BUILD)/engine/cli/tricorne --games 200 --seed 1 --jobs $(JOBS) \
	  --bots greedy,greedy search,search --search-games 100 --playouts 50

# Every shipped battle's printable scenario sheet, PDF and PNG, in $(BUILD)/sheets (not committed).
sheets: build
	@cmake --build $(BUILD) --target sheets

# The user's guide's pictures (docs/guide/), made by the studio just built, in docs/guide/images
# (not committed). The target builds only the two programs it runs, not the tests.
docs-screenshots: configure
	@cmake --build $(BUILD) -j $(JOBS) --target docs-screenshots

# The two Debian packages, in $(BUILD): tricorne_VERSION_ARCH.deb and tricorne-studio_VERSION_ARCH.deb
deb: build
	cd $(BUILD) && cpack -G DEB

clean:
	rm -rf $(BUILD) $(SAN_BUILD)
