#include "run_options.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string_view>
#include <thread>

#include <CLI/CLI.hpp>

#include "numbers.h"
#include "progress.h"
#include "tricorne/sim/search.h"

namespace tricorne::cli {

namespace {

/// "N" (both sides) or "N,M" (bottom, top): the search bot's playouts per decision.
std::optional<BySide<int>> parsePlayouts(const std::string& text) {
    const auto comma = text.find(',');
    const auto bottom = parseWholeNumber(std::string_view(text).substr(0, comma), 1, kMaxPlayouts);
    const auto top = comma == std::string::npos ? bottom : parseWholeNumber(std::string_view(text).substr(comma + 1), 1, kMaxPlayouts);
    if (!bottom || !top) return std::nullopt;
    return BySide<int>{static_cast<int>(*bottom), static_cast<int>(*top)};
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

std::optional<std::pair<int, int>> parseShard(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    const auto count = parseWholeNumber(std::string_view(text).substr(slash + 1), 1, kMaxGames);
    if (!count) return std::nullopt;
    const auto index = parseWholeNumber(std::string_view(text).substr(0, slash), 0, *count - 1);
    if (!index) return std::nullopt;
    return std::pair{static_cast<int>(*index), static_cast<int>(*count)};
}

void addRunOptions(CLI::App& cmd, RunArguments& args, const RunOptionWords& words) {
    // hardware_concurrency may not know (0): one job then.
    args.jobs = std::to_string(std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxJobs));
    args.bots = words.defaultBots;
    args.progress = standardErrorIsTerminal();
    args.gamesOption = cmd.add_option("--games", args.games, words.games);
    args.seedOption = cmd.add_option("--seed", args.seed, words.seed);
    args.options = {args.gamesOption, args.seedOption,
                    cmd.add_option("--bots", args.bots, "the bottom and top sides' bots: " + botNames(" or ") + " (default " + words.defaultBots + ")"),
                    cmd.add_option("--playouts", args.playouts,
                                   "the search bot's playouts per decision: N for both sides or BOTTOM,TOP (default " + std::to_string(kSearchPlayouts) + ")"),
                    cmd.add_option("--jobs", args.jobs, "worker threads; the output does not depend on it (default: the number of cores)"),
                    args.shardOption = cmd.add_option("--shard", args.shard, "play only games g with g % K == I, for a later --merge"),
                    args.untilOption = cmd.add_option("--until", args.until,
                                                      "clear: play in batches of " + std::to_string(kStopBatch) +
                                                          " games and stop once the target side is clearly over or under the target by more than "
                                                          "the margin, or within it (always-valid interval); else at --games"),
                    args.marginOption = cmd.add_option("--margin", args.margin, "with --until: percentage points around the target (default 5)"),
                    args.confidenceOption =
                        cmd.add_option("--confidence", args.confidence, "with --until: the always-valid interval's confidence in percent, 50 to 99 (default 95)")};
}

std::variant<std::pair<Position, double>, std::string> parseTarget(const std::string& text, const Scenario& scenario, const GameSystem& system) {
    const auto lower = [](std::string s) {
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return s;
    };
    const auto equals = text.find('=');
    std::optional<Position> side;
    if (equals != std::string::npos) {
        const std::string wanted = lower(text.substr(0, equals));
        for (Position p : {Position::Bottom, Position::Top}) {
            const Faction* faction = system.faction(scenario.side(p).faction);
            if (wanted == positionName(p) || wanted == lower(scenario.side(p).faction) || (faction && wanted == lower(faction->name))) side = p;
        }
    }
    const auto rate = equals == std::string::npos ? std::nullopt : parseWholeNumber(text.substr(equals + 1), 0, 100);
    if (!side || !rate)
        return "--target takes ARMY=PERCENT, ARMY one of the sides (" + scenario.bottom.faction + ", " + scenario.top.faction +
               ", bottom, top) and PERCENT a whole number from 0 to 100 (got '" + text + "')";
    return std::pair{*side, static_cast<double>(*rate) / 100.0};
}

std::variant<SimulationOptions, std::string> parseRunOptions(const RunArguments& args) {
    if (!args.gamesOption->count() || !args.seedOption->count()) return std::string("--games N and --seed S are required");
    const auto games = parseWholeNumber(args.games, 1, kMaxGames);
    if (!games) return wholeNumberExpected("--games", 1, kMaxGames, args.games);
    const auto seed = parseWholeNumber(args.seed, 0, UINT64_MAX);
    if (!seed) return wholeNumberExpected("--seed", 0, UINT64_MAX, args.seed);
    const auto jobs = parseWholeNumber(args.jobs, 1, kMaxJobs);
    if (!jobs) return wholeNumberExpected("--jobs", 1, kMaxJobs, args.jobs);
    const auto bots = parseBots(args.bots);
    if (!bots) return "--bots takes two of " + botNames(", ") + ": BOTTOM,TOP (got '" + args.bots + "')";
    const auto playouts = args.playouts.empty() ? BySide<int>{kSearchPlayouts, kSearchPlayouts} : parsePlayouts(args.playouts);
    if (!playouts) return "--playouts takes N or BOTTOM,TOP, whole numbers from 1 to " + std::to_string(kMaxPlayouts) + " (got '" + args.playouts + "')";
    const auto shard = parseShard(args.shard);
    if (!shard) return "--shard takes I/K, whole numbers with 0 <= I < K <= " + std::to_string(kMaxGames) + " (got '" + args.shard + "')";
    if (static_cast<std::uint64_t>(shard->second) > *games)
        return "--shard " + args.shard + " splits the games into " + std::to_string(shard->second) + " shards, but --games " + args.games +
               " is fewer: give at least as many games as shards";
    SimulationOptions options;
    if (args.untilOption->count()) {
        if (args.until != "clear") return "--until takes clear (got '" + args.until + "')";
        if (args.shardOption->count())
            return "--until cannot be split with --shard: whether to stop depends on every game so far, which no shard sees; run it whole "
                   "(--jobs uses the cores), or shard a fixed --games run";
        const auto margin = parseWholeNumber(args.margin, 0, 50);
        if (!margin) return wholeNumberExpected("--margin", 0, 50, args.margin);
        const auto confidence = parseWholeNumber(args.confidence, 50, 99);
        if (!confidence) return wholeNumberExpected("--confidence", 50, 99, args.confidence);
        options.until = StopRule{Position::Bottom, 0.5, static_cast<double>(*margin) / 100.0, static_cast<double>(*confidence) / 100.0};
    } else if (args.marginOption->count() || args.confidenceOption->count()) {
        return std::string(args.marginOption->count() ? "--margin" : "--confidence") + " belongs to the stopping rule: give --until clear too";
    }
    options.games = static_cast<int>(*games);
    options.seed = *seed;
    options.bots = *bots;
    options.playouts = *playouts;
    options.jobs = static_cast<int>(*jobs);
    options.shardIndex = shard->first;
    options.shardCount = shard->second;
    return options;
}

}  // namespace tricorne::cli
