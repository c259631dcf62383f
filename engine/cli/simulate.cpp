#include "simulate.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <tuple>
#include <variant>

#include <CLI/CLI.hpp>

#include "numbers.h"
#include "probe.h"
#include "progress.h"
#include "report.h"
#include "tricorne/io/json_io.h"
#include "tricorne/sim/simulate.h"
#include "tricorne/validate/validate.h"

namespace tricorne::cli {

namespace {

std::string fixed(double x, int decimals) {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, x);
    return buffer;
}

std::string padded(const std::string& text, std::size_t width, bool right = false) {
    if (text.size() >= width) return text;
    const std::string pad(width - text.size(), ' ');
    return right ? pad + text : text + pad;
}

/// The report a person reads. Derived from the integer totals only, so a merge prints it the
/// same as one run, except for `why`: what validation says keeps the scenario's games from
/// ending (its file and those diagnostics), or null for a merge, which has no scenario.
void printReport(std::ostream& out, const SimulationResult& r, const FileDiagnostics* why) {
    out << escapeControls(r.title) << ": " << r.played << (r.played == 1 ? " game" : " games") << ", seed " << r.seed;
    if (r.shardCount > 1) out << ", shard " << r.shardIndex << '/' << r.shardCount << " of " << r.games << " games";
    out << '\n';
    if (r.stop) out << stopSentence(r) << '\n';
    std::size_t nameWidth = 7;
    for (const auto& name : r.factionNames) nameWidth = std::max(nameWidth, name.size());
    std::size_t botWidth = 6;
    for (Position p : kPositions) botWidth = std::max(botWidth, r.botLabel(p).size());
    out << padded("side", 7) << ' ' << padded("faction", nameWidth) << "  " << padded("bot", botWidth) << "  " << padded("wins", 6, true)
        << "  " << padded("win rate", 8, true) << "  " << padded("95% interval", 16) << "  mean banners\n";
    for (Position p : {Position::Bottom, Position::Top}) {
        const Interval ci = r.winInterval(p);
        out << padded(positionName(p), 7) << ' ' << padded(r.factionNames[p], nameWidth) << "  " << padded(r.botLabel(p), botWidth) << "  "
            << padded(std::to_string(r.wins[p]), 6, true) << "  " << padded(percent(r.winRate(p)), 8, true) << "  "
            << padded("[" + percent(ci.low) + ", " + percent(ci.high) + "]", 16) << "  " << fixed(r.meanBanners(p), 2) << '\n';
    }
    if (r.botsDiffer())
        out << "warning: the sides were played by different bots (" << r.botLabel(Position::Bottom) << ", " << r.botLabel(Position::Top)
            << "): the win rates measure the bots as much as the battle\n";
    out << "mean turns: ";
    if (r.unfinished >= r.played)
        out << "none, no game finished";  // a mean of no games is not 0.0
    else
        out << fixed(r.meanTurns(), 1) << (r.unfinished > 0 ? " of the finished games" : "");
    out << " (" << fixed(r.meanActions(), 1) << " decisions a game)\n";
    out << "ended by:";
    if (r.endReasons.empty()) out << " -";
    for (const auto& [reason, n] : r.endReasons) out << ' ' << reason << ' ' << n;
    out << '\n';
    out << "unfinished: " << r.unfinished;
    if (r.unfinished == 0) {
        out << '\n';
        return;
    }
    out << " (passed " << kMaxActionsPerGame << " decisions without a winner)\n";
    if (!why) {
        out << "  why: tricorne validate on the scenario says, if validation knows\n";
    } else if (why->diagnostics.empty()) {
        out << "  why: validation names no reason, so a bug in the engine or the bots; please report the scenario and this command line\n";
    } else {
        for (const Diagnostic& d : why->diagnostics) {
            out << "  why: ";
            printText(out, {{why->file, {d}}});
        }
    }
    out << "  games:";
    for (std::size_t i = 0; i < r.unfinishedGames.size(); ++i)
        out << (i == 0 ? " " : ", ") << r.unfinishedGames[i].index << " (seed " << r.unfinishedGames[i].seed << ')';
    if (static_cast<std::int64_t>(r.unfinishedGames.size()) < r.unfinished)
        out << " and " << r.unfinished - static_cast<std::int64_t>(r.unfinishedGames.size()) << " more";
    out << "\n  replay game G alone: tricorne simulate " << (why ? why->file : std::string("FILE")) << " --games " << r.games << " --seed "
        << r.seed << " --bots " << botName(r.bots[Position::Bottom]) << ',' << botName(r.bots[Position::Top]);
    if (r.bots[Position::Bottom] == BotKind::Search || r.bots[Position::Top] == BotKind::Search)
        out << " --playouts " << r.playouts[Position::Bottom] << ',' << r.playouts[Position::Top];
    out << " --shard G/" << r.games << '\n';
}

void print(std::ostream& out, const SimulationResult& r, bool json, const FileDiagnostics* why = nullptr) {
    if (json) out << simulationToJson(r).dump(2) << '\n';
    else printReport(out, r, why);
}

int usage(std::ostream& err, const std::string& message) {
    err << "tricorne simulate: " << message << "\n"
        << "usage: tricorne simulate FILE --games N --seed S [--bots BOTTOM,TOP] [--playouts N[,M]] [--jobs J] [--shard I/K] [--json]\n"
        << "                         [--until clear [--target ARMY=PERCENT] [--margin M] [--confidence C]]\n"
        << "       tricorne simulate --merge SHARD.json... [--json]\n";
    return kExitUsage;
}

int runMerge(const SimulateArguments& args, std::ostream& out, std::ostream& err) {
    if (std::any_of(args.run.options.begin(), args.run.options.end(), [](const CLI::Option* o) { return o->count() > 0; }) ||
        args.targetOption->count() > 0)
        return usage(err, "--merge takes shard results only: their games, seed, bots and shards are in the files");
    const auto whole = mergeShardFiles<SimulationResult>(args.files, simulationFromJson, mergeSimulations, "shard result", "tricorne simulate", err);
    if (!whole) return kExitFileError;
    print(out, *whole, args.json);
    return kExitOk;
}

}  // namespace

CLI::App* addSimulateCommand(CLI::App& app, SimulateArguments& args) {
    auto* cmd = app.add_subcommand("simulate", "play seeded bot-against-bot games: wins per side with a 95% interval, mean turns, mean banners");
    cmd->add_option("FILE", args.files, "the scenario; with --merge, the shard results to add up (- reads standard input)")->required();
    cmd->add_flag("--merge", args.merge, "add up shard results (from --shard I/K --json) into the report of the whole run");
    addRunOptions(*cmd, args.run,
                  {"how many games (N)", "the run's seed (S); game g is seeded splitmix64(splitmix64(S) + g)", "random,random"});
    args.targetOption = cmd->add_option("--target", args.target,
                                        "with --until: the win rate to decide about, as ARMY=PERCENT (jacobite=55; top or bottom also name a side); default: even");
    cmd->add_flag("--json", args.json, "print the result as JSON (schema/simulation.schema.json)");
    return cmd;
}

int runSimulate(const SimulateArguments& args, const SystemCatalog& catalog, std::ostream& out, std::ostream& err) {
    if (args.merge) return runMerge(args, out, err);
    if (args.files.size() != 1) return usage(err, "give one scenario file (or --merge and shard results)");
    auto parsed = parseRunOptions(args.run);
    if (const auto* mistake = std::get_if<std::string>(&parsed)) return usage(err, *mistake);
    SimulationOptions options = std::get<SimulationOptions>(std::move(parsed));
    if (args.targetOption->count() && !options.until) return usage(err, "--target is what --until clear decides about: give --until clear too");

    const std::string& file = args.files.front();
    auto load = loadScenarioFile(file, catalog);
    if (!load.scenario || !load.system || hasErrors(load.diagnostics)) {
        printText(err, {{file, load.diagnostics}});
        err << escapeControls(file) << ": fix the errors above before simulating\n";
        return kExitFileError;
    }
    if (const auto why = placePiecesFirst(*load.scenario); !why.empty()) {
        err << escapeControls(file) << ": " << why << "\n";
        return kExitFileError;
    }
    if (options.until && args.targetOption->count()) {
        const auto target = parseTarget(args.target, *load.scenario, *load.system);
        if (const auto* mistake = std::get_if<std::string>(&target)) return usage(err, *mistake);
        std::tie(options.until->side, options.until->rate) = std::get<std::pair<Position, double>>(target);
    }
    const Rules rules(*load.scenario, *load.system);
    SimulationResult result;
    {
        std::optional<ProgressMeter> meter;  // gone, its line cleared, before the report is printed
        if (args.run.progress) {
            meter.emplace(err);
            options.progress = [&meter](std::int64_t done, std::int64_t total) { meter->update(done, total); };
        }
        result = simulate(rules, options);
    }
    const FileDiagnostics why{file, whyGamesMayNotEnd(load.diagnostics)};
    print(out, result, args.json, &why);
    return kExitOk;
}

}  // namespace tricorne::cli
