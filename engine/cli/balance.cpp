#include "balance.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
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
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

namespace tricorne::cli {

namespace {

int usage(std::ostream& err, const std::string& message) {
    err << "tricorne balance: " << message << "\n"
        << "usage: tricorne balance FILE --games N --seed S [--vary D...] [--bots BOTTOM,TOP] [--playouts N[,M]] [--target ARMY=PERCENT] [--jobs J]\n"
        << "                        [--shard I/K] [--until clear [--margin M] [--confidence C]] [--json]\n"
        << "       tricorne balance FILE --versus-system B --games N --seed S [--system A]... [--vary D...] [--target ARMY=PERCENT]\n"
        << "                        [--bots BOTTOM,TOP] [--playouts N[,M]] [--jobs J] [--shard I/K] [--until clear ...] [--json]\n"
        << "       tricorne balance --merge SHARD.json... [--json]\n"
        << "       D: victoryBanners, commandCards, combatCards, firstPlayer (default: all; with --versus-system, none)\n";
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

/// "200 games each", "200 and 180 games each" (a second run, `other`, that played otherwise),
/// or under a stopping rule "up to 200 games each, each stopping when clear (margin ±5 points)".
std::string gamesEach(const SimulationResult& r, const SimulationResult* other = nullptr) {
    if (r.stop)
        return "up to " + std::to_string(r.stop->maxGames) + " games each, each stopping when clear (margin ±" +
               std::to_string(std::lround(100.0 * r.stop->rule.margin)) + " points)";
    std::string out = std::to_string(r.played) + (r.played == 1 ? " game" : " games");
    if (other && other->played != r.played) out += " and " + std::to_string(other->played);
    return out + " each";
}

void printReport(std::ostream& out, const BalanceReport& report) {
    const SimulationResult& base = report.rows.front().result;
    const Position side = report.target.side;
    out << escapeControls(base.title) << ": balance sweep of " << report.rows.size() - 1 << (report.rows.size() == 2 ? " change" : " changes") << ", "
        << gamesEach(base) << ", seed " << base.seed;
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

std::string signedPoints(double x) {
    const long points = std::lround(100.0 * x);
    return (points > 0 ? "+" : "") + std::to_string(points);
}

std::string systemWords(const SystemLabel& s) { return escapeControls(s.name) + " (" + escapeControls(s.id) + (s.hash.empty() ? ", built in)" : ")"); }

/// The first line of a comparison of two game systems, its bots warning and the systems' lines.
void printSystemsHead(std::ostream& out, const BalanceReport& report, const std::string& what) {
    const SimulationResult& own = report.rows[0].result;
    const SimulationResult& versus = *report.rows[0].versus;
    const auto& [ownSystem, versusSystem] = *report.systems;
    out << escapeControls(own.title) << " under two game systems, " << what << gamesEach(own, &versus) << ", the same seeds (seed " << own.seed
        << ")";
    if (own.shardCount > 1) out << ", shard " << own.shardIndex << '/' << own.shardCount << " of " << own.games << " games";
    out << "; bots " << botName(own.bots[Position::Bottom]) << " (" << sideName(own, Position::Bottom) << "), " << botName(own.bots[Position::Top])
        << " (" << sideName(own, Position::Top) << ")\n";
    if (own.bots[Position::Bottom] != own.bots[Position::Top])
        out << "warning: the two sides are played by different bots, so the win rates measure the bots as much as the battle\n";
    out << "  A: " << systemWords(ownSystem) << ", the scenario's\n"
        << "  B: " << systemWords(versusSystem) << '\n';
}

std::string differenceWords(const RateDifference& d) {
    return signedPoints(d.difference) + " points [" + signedPoints(d.interval.low) + ", " + signedPoints(d.interval.high) + "]";
}

/// A comparison of two game systems: each side's win rate under each, and the difference.
void printComparison(std::ostream& out, const BalanceReport& report) {
    printSystemsHead(out, report, "");
    const SimulationResult& own = report.rows[0].result;
    const SimulationResult& versus = *report.rows[0].versus;
    for (Position side : {Position::Bottom, Position::Top})
        out << sideName(own, side) << " wins: B " << withInterval(versus, side) << ", A " << withInterval(own, side) << "; A - B "
            << differenceWords(winRateDifference(own, versus, side)) << '\n';
    const Position side = report.target.side;
    const RateDifference d = winRateDifference(own, versus, side);
    out << escapeControls(report.systems->first.name) << ": " << sideName(own, side) << ' ' << percent(versus.winRate(side)) << " -> "
        << withInterval(own, side) << " (" << differenceWords(d) << ")\n";
    if (d.interval.low <= 0.0 && d.interval.high >= 0.0)
        out << "the difference is not distinguishable from none at these games: its interval holds 0; play more games to tell\n";
    for (const SimulationResult* r : {&own, &versus})
        if (r->stop) out << "  " << (r == &own ? "A: " : "B: ") << stopSentence(*r) << '\n';
}

/// `text` followed by spaces up to `width` characters (counted as bytes: the figures are ASCII).
std::string padded(std::string text, std::size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

/// The sweep of the battle notes under two game systems: each change's win rate for the aim's
/// side under A and under B, their difference, and the change closest to the aim under each.
void printSystemSweep(std::ostream& out, const BalanceReport& report) {
    const std::size_t changes = report.rows.size() - 1;
    printSystemsHead(out, report, "balance sweep of " + std::to_string(changes) + (changes == 1 ? " change, " : " changes, "));
    const SimulationResult& base = report.rows.front().result;
    const Position side = report.target.side;
    out << "aim: " << sideName(base, side) << " winning " << percent(report.target.rate) << '\n';
    out << sideName(base, side) << " wins [95% interval]\n"
        << "  " << padded("under A", 22) << padded("under B", 22) << padded("A - B", 24) << "change\n";
    for (const BalanceRow& row : report.rows) {
        out << "  " << padded(withInterval(row.result, side), 22) << padded(withInterval(*row.versus, side), 22)
            << padded(differenceWords(winRateDifference(row.result, *row.versus, side)), 24) << (row.id == "base" ? std::string("as it is") : row.change)
            << '\n';
        for (const SimulationResult* r : {&row.result, &*row.versus})
            if (r->stop) out << "      " << (r == &row.result ? "A: " : "B: ") << stopSentence(*r) << '\n';
    }
    for (UnderSystem system : {UnderSystem::Own, UnderSystem::Versus}) {
        const char* letter = system == UnderSystem::Own ? "A" : "B";
        const BalanceRow& best = report.rows[report.closest(system)];
        const SimulationResult& asItIs = report.rows.front().under(system);
        out << "closest to the aim under " << letter << ": ";
        if (best.id == "base")
            out << "the battle as it is (" << sideName(base, side) << ' ' << percent(asItIs.winRate(side)) << ")";
        else
            out << best.change << " -> " << sideName(base, side) << ' ' << withInterval(best.under(system), side) << " (as it is "
                << percent(asItIs.winRate(side)) << ")";
        if (best.id != "base" && !report.apartFromBase(report.closest(system), system)) out << "; not distinguishable from the battle as it is";
        out << '\n';
    }
}

void print(std::ostream& out, const BalanceReport& report, bool json) {
    if (json) out << balanceToJson(report).dump(2) << '\n';
    else if (report.systems && report.rows.size() == 1) printComparison(out, report);
    else if (report.systems && !report.rows.empty()) printSystemSweep(out, report);
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
        cmd->add_option("--vary", args.vary, "what to change: victoryBanners, commandCards, combatCards, firstPlayer (default: all; with --versus-system, none)"),
        cmd->add_option("--target", args.target, "the win rate to aim at, as ARMY=PERCENT (jacobite=55; top or bottom also name a side); default: even"),
        cmd->add_option("--versus-system", args.versusSystem,
                        "play the same games under the scenario's system and under this one (a built-in system's id or a game-system "
                        "file), and report each side's win rate under both and the difference with its interval; with --vary, the sweep "
                        "of those changes under both")};
    cmd->add_flag("--json", args.json, "print the sweep as JSON (schema/balance.schema.json)");
    return cmd;
}

int runBalance(const BalanceArguments& args, const SystemCatalog& catalog, std::ostream& out, std::ostream& err) {
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
    // Under two systems the sweep is asked for; under one it is the command's point.
    if (vary.empty() && args.versusSystem.empty()) vary = allBalanceDimensions();

    const std::string& file = args.files.front();
    auto load = loadScenarioFile(file, catalog);
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

    // A comparison of systems plays the scenario (and with --vary each change of its notes)
    // under each system; the versus system (and a file's copy of it) must outlive the sweep.
    std::shared_ptr<const GameSystem> versus;
    std::optional<SystemComparison> comparison;
    std::vector<BalanceVariant> variants;
    if (!args.versusSystem.empty()) {
        std::string document;
        if (args.versusSystem.size() > 5 && args.versusSystem.ends_with(".json")) {
            SystemLoad read = loadSystemFile(args.versusSystem);
            if (!read.system) {
                printText(err, {{args.versusSystem, read.diagnostics}});
                err << escapeControls(args.versusSystem) << ": fix the errors above before comparing with it\n";
                return kExitFileError;
            }
            const GameSystem* taken = catalog.find(read.system->id);
            if (taken && taken->hash != read.system->hash) {
                err << escapeControls(args.versusSystem) << ": error: system-id-taken: its id `" << escapeControls(read.system->id) << "` is "
                    << (taken->hash.empty() ? "a built-in system's" : "the id of " + escapeControls(catalog.origin(read.system->id)))
                    << "; give the system an id of its own\n";
                return kExitFileError;
            }
            versus = std::move(read.system);
            document = std::move(read.document);
        } else {
            versus = catalog.share(args.versusSystem);
            if (!versus) {
                std::string known;
                for (const auto& id : catalog.ids()) known += (known.empty() ? "" : ", ") + id;
                return usage(err, "--versus-system takes a game system's id (" + known + ") or a game-system file (got '" +
                                      escapeControls(args.versusSystem) + "')");
            }
            if (const std::string* text = catalog.document(versus->id)) document = *text;
        }
        if (versus->id == load.system->id && versus->hash == load.system->hash)
            return usage(err, "--versus-system names the scenario's own system, " + escapeControls(versus->id) + "; compare it with another");
        comparison = systemComparison(*load.scenario, *load.system, *versus, document, vary);
        if (!comparison->misfit.empty()) {
            printText(err, {{file, comparison->misfit}});
            err << escapeControls(file) << ": does not fit game system " << escapeControls(versus->id)
                << " (above: what it lacks); compare with a system that has the scenario's armies, unit types and terrain\n";
            return kExitFileError;
        }
    } else {
        variants = balanceVariants(*load.scenario, *load.system, vary);
    }
    BalanceReport report;
    {
        std::optional<ProgressMeter> meter;  // gone, its line cleared, before the report is printed
        if (args.run.progress) {
            meter.emplace(err);
            options.progress = [&meter](std::int64_t done, std::int64_t total) { meter->update(done, total); };
        }
        report = comparison ? systemSweep(*comparison, options, target) : balanceSweep(variants, *load.system, options, target);
    }
    print(out, report, args.json);
    return kExitOk;
}

}  // namespace tricorne::cli
