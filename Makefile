# The two commands of the README's Quick start. Everything else lives in CMake.
BUILD ?= build
JOBS ?= $(shell nproc)
SCENARIO ?= scenarios/killiecrankie.tricorne.json

ASAN_BUILD ?= build-asan
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 60

.PHONY: all deps configure build run test test-asan fuzz bench clean

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

# The whole test suite built with AddressSanitizer and UndefinedBehaviorSanitizer (gcc); any
# report stops the process and fails its test. The studio's tests run with leak detection off
# (tests/editor/CMakeLists.txt says why).
test-asan: deps
	@cmake -S . -B $(ASAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTRICORNE_SANITIZE=ON \
	  -DTRICORNE_BUILD_BENCHMARKS=OFF >/dev/null
	@cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ctest --output-on-failure -j $(JOBS)

# Each libFuzzer target of tests/fuzz for FUZZ_SECONDS on its corpus (clang, ASan + UBSan).
# A finding fails and its input joins tests/fuzz/corpus/<target>/ as a regression test.
fuzz: deps
	@CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTRICORNE_FUZZ=ON \
	  -DTRICORNE_FUZZ_SECONDS=$(FUZZ_SECONDS) -DBUILD_TESTING=OFF -DTRICORNE_BUILD_STUDIO=OFF \
	  -DTRICORNE_BUILD_BENCHMARKS=OFF >/dev/null
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz-run

bench: build
	$(BUILD)/tests/bench/tricorne-bench --benchmark_repetitions=9 --benchmark_report_aggregates_only=true

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)
