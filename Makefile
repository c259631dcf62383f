# The two commands of the README's Quick start. Everything else lives in CMake.
BUILD ?= build
JOBS ?= $(shell nproc)
SCENARIO ?= scenarios/killiecrankie.tricorne.json

.PHONY: all deps configure build run test bench deb clean

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

bench: build
	$(BUILD)/tests/bench/tricorne-bench --benchmark_repetitions=9 --benchmark_report_aggregates_only=true

# The two Debian packages, in $(BUILD): tricorne_VERSION_ARCH.deb and tricorne-studio_VERSION_ARCH.deb
deb: build
	cd $(BUILD) && cpack -G DEB

clean:
	rm -rf $(BUILD)
