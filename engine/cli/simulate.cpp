#include "simulate.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <thread>

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

constexpr int kMaxGames = 1000000000;
constexpr int kMaxJobs = 256;

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
    out << r.title << ": " << r.played << (r.played == 1 ? " game" : " games") << ", seed " << r.seed;
    if (r.shardCount > 1) out << ", shard " << r.shardIndex << '/' << r.shardCount << " of " << r.games << " games";
    out << '\n';
    std::size_t nameWidth = 7;
    for (const auto& name : r.factionNames) nameWidth = std::max(nameWidth, name.size());
    out << padded("side", 7) << ' ' << padded("faction", nameWidth) << "  " << padded("bot", 6) << "  " << padded("wins", 6, true)
        << "  " << padded("win rate", 8, true) << "  " << padded("95% interval", 16) << "  mean banners\n";
    for (Position p : {Position::Bottom, Position::Top}) {
        const Interval ci = r.winInterval(p);
        out << padded(positionName(p), 7) << ' ' << padded(r.factionNames[p], nameWidth) << "  " << padded(botName(r.bots[p]), 6) << "  "
            << padded(std::to_string(r.wins[p]), 6, true) << "  " << padded(percent(r.winRate(p)), 8, true) << "  "
            << padded("[" + percent(ci.low) + ", " + percent(ci.high) + "]", 16) << "  " << fixed(r.meanBanners(p), 2) << '\n';
    }
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
        << r.seed << " --bots " << botName(r.bots[Position::Bottom]) << ',' << botName(r.bots[Position::Top]) << " --shard G/" << r.games << '\n';
}

void print(std::ostream& out, const SimulationResult& r, bool json, const FileDiagnostics* why = nullptr) {
    if (json) out << simulationToJson(r).dump(2) << '\n';
    else printReport(out, r, why);
}

int usage(std::ostream& err, const std::string& message) {
    err << "tricorne simulate: " << message << "\n"
        << "usage: tricorne simulate FILE --games N --seed S [--bots BOTTOM,TOP] [--jobs J] [--shard I/K] [--json]\n"
        << "       tricorne simulate --merge SHARD.json... [--json]\n";
    return kExitUsage;
}

int runMerge(const SimulateArguments& args, std::ostream& out, std::ostream& err) {
    if (args.gamesOption->count() || args.seedOption->count() || args.botsOption->count() || args.shardOption->count() ||
        args.jobsOption->count())
        return usage(err, "--merge takes shard results only: their games, seed, bots and shards are in the files");
    std::vector<SimulationResult> shards;
    for (const auto& file : args.files) {
        auto read = readJsonFile(file);
        Diagnostics diagnostics = read.diagnostics;
        std::optional<SimulationResult> shard;
        if (read.document) shard = simulationFromJson(*read.document, diagnostics);
        if (!shard) {
            printText(err, {{file, diagnostics}});
            err << escapeControls(file) << ": not a shard result; merge files written by tricorne simulate --shard I/K --json\n";
            return kExitFileError;
        }
        shards.push_back(std::move(*shard));
    }
    int culprit = -1;
    std::string message;
    const auto whole = mergeSimulations(shards, culprit, message);
    if (!whole) {
        err << escapeControls(culprit >= 0 ? args.files[static_cast<std::size_t>(culprit)] : std::string("tricorne simulate --merge")) << ": error: " << message
            << '\n';
        return kExitFileError;
    }
    print(out, *whole, args.json);
    return kExitOk;
}

}  // namespace

std::optional<BySide<BotKind>> parseBots(const std::string& text) {
    const auto comma = text.find(',');
    if (comma == std::string::npos) return std::nullopt;
    const auto bottom = botFromName(std::string_view(text).substr(0, comma));
    const auto top = botFromName(std::string_view(text).substr(comma + 1));
    if (!bottom || !top) return std::nullopt;
    return BySide<BotKind>{*bottom, *top};
}

/// "I/K" with 0 ≤ I < K ≤ kMaxGames.
std::optional<std::pair<int, int>> parseShard(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    const auto count = parseWholeNumber(std::string_view(text).substr(slash + 1), 1, kMaxGames);
    if (!count) return std::nullopt;
    const auto index = parseWholeNumber(std::string_view(text).substr(0, slash), 0, *count - 1);
    if (!index) return std::nullopt;
    return std::pair{static_cast<int>(*index), static_cast<int>(*count)};
}

CLI::App* addSimulateCommand(CLI::App& app, SimulateArguments& args) {
    // hardware_concurrency may not know (0): one job then.
    args.jobs = std::to_string(std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxJobs));
    args.progress = standardErrorIsTerminal();
    auto* cmd = app.add_subcommand("simulate", "play seeded bot-against-bot games: wins per side with a 95% interval, mean turns, mean banners");
    cmd->add_option("FILE", args.files, "the scenario; with --merge, the shard results to add up (- reads standard input)")->required();
    cmd->add_flag("--merge", args.merge, "add up shard results (from --shard I/K --json) into the report of the whole run");
    args.gamesOption = cmd->add_option("--games", args.games, "how many games (N)");
    args.seedOption = cmd->add_option("--seed", args.seed, "the run's seed (S); game g is seeded splitmix64(splitmix64(S) + g)");
    args.botsOption = cmd->add_option("--bots", args.bots, "the bottom and top sides' bots: " + botNames(" or ") + " (default random,random)");
    args.jobsOption = cmd->add_option("--jobs", args.jobs, "worker threads; the output does not depend on it (default: the number of cores)");
    args.shardOption = cmd->add_option("--shard", args.shard, "play only games g with g % K == I, for a later --merge");
    cmd->add_flag("--json", args.json, "print the result as JSON (schema/simulation.schema.json)");
    return cmd;
}

int runSimulate(const SimulateArguments& args, std::ostream& out, std::ostream& err) {
    if (args.merge) return runMerge(args, out, err);
    if (args.files.size() != 1) return usage(err, "give one scenario file (or --merge and shard results)");
    if (!args.gamesOption->count() || !args.seedOption->count()) return usage(err, "--games N and --seed S are required");
    const auto games = parseWholeNumber(args.games, 1, kMaxGames);
    if (!games) return usage(err, wholeNumberExpected("--games", 1, kMaxGames, args.games));
    const auto seed = parseWholeNumber(args.seed, 0, UINT64_MAX);
    if (!seed) return usage(err, wholeNumberExpected("--seed", 0, UINT64_MAX, args.seed));
    const auto jobs = parseWholeNumber(args.jobs, 1, kMaxJobs);
    if (!jobs) return usage(err, wholeNumberExpected("--jobs", 1, kMaxJobs, args.jobs));
    const auto bots = parseBots(args.bots);
    if (!bots) return usage(err, "--bots takes two of " + botNames(", ") + ": BOTTOM,TOP (got '" + args.bots + "')");
    const auto shard = parseShard(args.shard);
    if (!shard) return usage(err, "--shard takes I/K, whole numbers with 0 <= I < K <= " + std::to_string(kMaxGames) + " (got '" + args.shard + "')");
    if (static_cast<std::uint64_t>(shard->second) > *games)
        return usage(err, "--shard " + args.shard + " splits the games into " + std::to_string(shard->second) + " shards, but --games " +
                              args.games + " is fewer: give at least as many games as shards");

    const std::string& file = args.files.front();
    auto load = loadScenarioFile(file);
    if (!load.scenario || !load.system || hasErrors(load.diagnostics)) {
        printText(err, {{file, load.diagnostics}});
        err << escapeControls(file) << ": fix the errors above before simulating\n";
        return kExitFileError;
    }
    const Rules rules(*load.scenario, *load.system);
    SimulationOptions options;
    options.games = static_cast<int>(*games);
    options.seed = *seed;
    options.bots = *bots;
    options.jobs = static_cast<int>(*jobs);
    options.shardIndex = shard->first;
    options.shardCount = shard->second;
    SimulationResult result;
    {
        std::optional<ProgressMeter> meter;  // gone, its line cleared, before the report is printed
        if (args.progress) {
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
