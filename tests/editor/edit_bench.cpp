// How long one edit takes in the studio: a PaintTerrain command pushed on the document's undo
// stack, which changes the model, revalidates through the engine (validateSemantics) and
// refreshes the board and diagnostics models, as every brush stroke does. On the largest
// shipped battle. Run with --benchmark_repetitions=9 and read the median.
#include <benchmark/benchmark.h>

#include <QCoreApplication>

#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "tricorne/core/board.h"

namespace {

constexpr auto kLargest = TRICORNE_SOURCE_DIR "/scenarios/bemis-heights.tricorne.json";

/// Alternates forest and hill on an open hex, so that every push changes the scenario.
void BM_PaintTerrainPushAndRevalidate(benchmark::State& state) {
    ScenarioDocument document;
    if (!document.openFile(QString::fromUtf8(kLargest))) {
        state.SkipWithError("cannot open bemis-heights");
        return;
    }
    document.undoStack()->setUndoLimit(64);  // steady memory; old steps are dropped as in a long session
    const tricorne::Hex hex = tricorne::toAxial({3, 6});
    bool forest = false;
    for (auto _ : state) {
        forest = !forest;
        document.undoStack()->push(
            new PaintTerrain(&document, hex, tricorne::TerrainTile{hex, forest ? "forest" : "hill", {}, 0}, 0));
        benchmark::DoNotOptimize(document.diagnostics()->rowCount());
    }
}
BENCHMARK(BM_PaintTerrainPushAndRevalidate)->Unit(benchmark::kMicrosecond);

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);  // the document's file watcher wants an application
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
