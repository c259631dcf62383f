#include "balance.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <tuple>
#include <variant>

#include <CLI/CLI.hpp>

#include "numbers.h"
#include "probe.h"
#include "progress.h"
#include "report.h"
#include "tricorne/io/json_io.h"
#include "tricorne/sim/balance.h"
#include "tricorne/validate/validate.h"

namespace tricorne::cli {

namespace {

int usage(std::ostream& err, const std::string& message) {
    err << "tricorne balance: " << message << "\n"
        << "usage: tricorne balance FILE --games N --seed S [--vary D...] [--bots BOTTOM,TOP] [--playouts N[,M]] [--target ARMY=PERCENT] [--jobs J]\n"
        << "                        [--shard I/K] [--until clear [--margin M] [--confidence C]] [--json]\n"
        << "       tricorne balance --merge SHARD.json... [--json]\n"
        << "       D: victoryBanners, commandCards, combatCards, firstPlayer (default: all)\n";
    return kExitUsage;
}

/// The values given to a repeated option, as they were typed: "a,b c".
std::string joined(const std::vector<std::string>& values) {
    std::string out;
    for (const auto& v : values) out += (out.empty() ? "" : " ") + v;
    return out;
}

/// The faction name of a side as the result recorded it ("Jacobite"), else "bottom"/"top".
std::string sideName(const SimulationResult& r, Position p) { return r.factionNames[p].empty() ? positionName(p) : r.factionNames[p]; }

std::string withInterval(const SimulationResult& r, Position p) {
    const Interval ci = r.winInterval(p);
    return percent(r.winRate(p)) + " [" + percent(ci.low) + ", " + percent(ci.high) + "]";
}

void printReport(std::ostream& out, const BalanceReport& report) {
    const SimulationResult& base = report.rows.front().result;
    const Position side = report.target.side;
    out << escapeControls(base.title) << ": balance sweep of " << report.rows.size() - 1 << (report.rows.size() == 2 ? " change" : " changes") << ", ";
    if (base.stop)
        out << "up to " << base.stop->maxGames << " games each, each stopping when clear (margin ±" << std::lround(100.0 * base.stop->rule.margin)
            << " points)";
    else
        out << base.played << (base.played == 1 ? " game" : " games") << " each";
    out << ", seed " << base.seed;
    if (base.shardCount > 1) out << ", shard " << base.shardIndex << '/' << base.shardCount << " of " << base.games << " games";
    out << "; bots " << botName(base.bots[Position::Bottom]) << " (" << sideName(base, Position::Bottom) << "), "
        << botName(base.bots[Position::Top]) << " (" << sideName(base, Position::Top) << ")\n";
    if (base.bots[Position::Bottom] != base.bots[Position::Top])
        out << "warning: the two sides are played by different bots, so the win rates measure the bots as much as the battle\n";
    out << "aim: " << sideName(base, side) << " winning " << percent(report.target.rate) << '\n';
    out << sideName(base, side) << " wins [95% interval]   change\n";
    for (const BalanceRow& row : report.rows) {
        out << "  " << withInterval(row.result, side) << "   " << (row.id == "base" ? std::string("as it is") : row.change) << '\n';
        if (row.result.stop) out << "      " << stopSentence(row.result) << '\n';
    }
    const BalanceRow& best = report.rows[report.closest()];
    if (best.id == "base")
        out << "closest to the aim: the battle as it is (" << sideName(base, side) << ' ' << percent(base.winRate(side)) << ")\n";
    else
        out << "closest to the aim: " << best.change << " -> " << sideName(base, side) << ' ' << withInterval(best.result, side) << " (as it is "
            << percent(base.winRate(side)) << ")\n";
    // Under a stopping rule the variants played different numbers of games.
    const std::string each = base.stop ? std::string("the games each variant played")
                                       : std::to_string(base.played) + (base.played == 1 ? " game" : " games") + " each";
    bool anyApart = false;
    for (std::size_t i = 1; i < report.rows.size(); ++i) anyApart = anyApart || report.apartFromBase(i);
    if (!anyApart)
        out << "no change is distinguishable from the battle as it is at " << each
            << ": every interval overlaps the base's; play more games to tell them apart\n";
    else if (best.id != "base" && !report.apartFromBase(report.closest()))
        out << "the closest change is not distinguishable from the battle as it is at " << each << ": its interval overlaps the base's\n";
}

void print(std::ostream& out, const BalanceReport& report, bool json) {
    if (json) out << balanceToJson(report).dump(2) << '\n';
    else printReport(out, report);
}

int runMerge(const BalanceArguments& args, std::ostream& out, std::ostream& err) {
    const auto given = [](const CLI::Option* o) { return o->count() > 0; };
    if (std::any_of(args.run.options.begin(), args.run.options.end(), given) || std::any_of(args.sweepOptions.begin(), args.sweepOptions.end(), given))
        return usage(err, "--merge takes shard results only: their games, seed, bots, variants and target are in the files");
    const auto whole = mergeShardFiles<BalanceReport>(args.files, balanceFromJson, mergeBalanceReports, "balance shard", "tricorne balance", err);
    if (!whole) return kExitFileError;
    print(out, *whole, args.json);
    return kExitOk;
}

}  // namespace

CLI::App* addBalanceCommand(CLI::App& app, BalanceArguments& args) {
    auto* cmd = app.add_subcommand("balance", "simulate the battle and small changes of its notes (victory banners, cards, who moves first) "
                                              "on the same games, and say which change brings it closest to even or to --target");
    cmd->add_option("FILE", args.files, "the scenario; with --merge, the shard results to add up (- reads standard input)")->required();
    cmd->add_flag("--merge", args.merge, "add up shard results (from --shard I/K --json) into the report of the whole sweep");
    addRunOptions(*cmd, args.run,
                  {"games per variant (N)", "the sweep's seed (S); every variant plays the games simulate would play with it", "greedy,greedy"});
    args.sweepOptions = {
        // Split by runBalance, not by CLI11: with its delimiter, "--vary ," left no value and
        // CLI11 said only "--vary: 1 required TEXT missing".
        cmd->add_option("--vary", args.vary, "what to change: victoryBanners, commandCards, combatCards, firstPlayer (default: all)"),
        cmd->add_option("--target", args.target, "the win rate to aim at, as ARMY=PERCENT (jacobite=55; top or bottom also name a side); default: even")};
    cmd->add_flag("--json", args.json, "print the sweep as JSON (schema/balance.schema.json)");
    return cmd;
}

int runBalance(const BalanceArguments& args, std::ostream& out, std::ostream& err) {
    if (args.merge) return runMerge(args, out, err);
    if (args.files.size() != 1) return usage(err, "give one scenario file (or --merge and shard results)");
    auto parsed = parseRunOptions(args.run);
    if (const auto* mistake = std::get_if<std::string>(&parsed)) return usage(err, *mistake);
    SimulationOptions options = std::get<SimulationOptions>(std::move(parsed));
    std::vector<BalanceDimension> vary;
    std::vector<std::string> names;
    for (const std::string& item : args.vary) {
        for (std::size_t begin = 0;;) {
            const auto comma = item.find(',', begin);
            names.push_back(item.substr(begin, comma == std::string::npos ? std::string::npos : comma - begin));
            if (comma == std::string::npos) break;
            begin = comma + 1;
        }
    }
    for (const std::string& name : names) {
        if (name.empty())
            return usage(err, "--vary takes names separated by commas, without an empty one (got '" + escapeControls(joined(args.vary)) +
                                  "'); give one or more of victoryBanners, commandCards, combatCards, firstPlayer");
        const auto dimension = balanceDimensionFromName(name);
        if (!dimension)
            return usage(err, "--vary takes victoryBanners, commandCards, combatCards or firstPlayer (got '" + escapeControls(name) + "')");
        if (std::find(vary.begin(), vary.end(), *dimension) == vary.end()) vary.push_back(*dimension);
    }
    if (vary.empty()) vary = allBalanceDimensions();

    const std::string& file = args.files.front();
    auto load = loadScenarioFile(file);
    if (!load.scenario || !load.system || hasErrors(load.diagnostics)) {
        printText(err, {{file, load.diagnostics}});
        err << escapeControls(file) << ": fix the errors above before a balance sweep\n";
        return kExitFileError;
    }
    if (const auto why = placePiecesFirst(*load.scenario); !why.empty()) {
        err << escapeControls(file) << ": " << why << "\n";
        return kExitFileError;
    }
    BalanceTarget target;
    if (!args.target.empty()) {
        const auto parsedTarget = parseTarget(args.target, *load.scenario, *load.system);
        if (const auto* mistake = std::get_if<std::string>(&parsedTarget)) return usage(err, *mistake);
        std::tie(target.side, target.rate) = std::get<std::pair<Position, double>>(parsedTarget);
    }
    // Each variant's run stops on its own answer about the same aim (balanceSweep).
    if (options.until) {
        options.until->side = target.side;
        options.until->rate = target.rate;
    }

    const auto variants = balanceVariants(*load.scenario, *load.system, vary);
    BalanceReport report;
    {
        std::optional<ProgressMeter> meter;  // gone, its line cleared, before the report is printed
        if (args.run.progress) {
            meter.emplace(err);
            options.progress = [&meter](std::int64_t done, std::int64_t total) { meter->update(done, total); };
        }
        report = balanceSweep(variants, *load.system, options, target);
    }
    print(out, report, args.json);
    return kExitOk;
}

}  // namespace tricorne::cli
