#include "probe.h"

#include <memory>
#include <optional>

#include "report.h"
#include "tricorne/play/replay.h"
#include "tricorne/rules/attack.h"
#include "tricorne/io/game_log.h"
#include "tricorne/io/json_io.h"
#include "tricorne/rules/los.h"
#include "tricorne/rules/movement.h"
#include "tricorne/text/holds_text.h"
#include "tricorne/validate/validate.h"

namespace tricorne::cli {

namespace {

/// A scenario loaded for probing: its rules and the state as placed, or the exit code.
struct Probed {
    std::shared_ptr<const GameSystem> system;  ///< keeps a system read from a file alive for `rules`
    std::optional<Rules> rules;
    std::optional<GameState> state;
    int exitCode = kExitOk;
};

Probed loadForProbe(const std::string& file, const SystemCatalog& catalog, std::ostream& err) {
    Probed p;
    auto load = loadScenarioFile(file, catalog);
    if (!load.scenario || !load.system || hasErrors(load.diagnostics)) {
        printText(err, {{file, load.diagnostics}});
        err << escapeControls(file) << ": fix the errors above before probing\n";
        p.exitCode = kExitFileError;
        return p;
    }
    p.system = load.systemOwner;
    p.rules.emplace(*load.scenario, *load.system);
    p.state = GameState::initial(*p.rules, 0);
    return p;
}

/// "c,r" on the game system's board, or an error naming the argument and the board's hexes.
std::optional<Hex> hexArgument(const std::string& text, const BoardShape& shape, std::ostream& err) {
    const auto o = parseOffset(text);
    if (!o || !shape.contains(*o)) {
        err << "tricorne: '" << text << "' is not a hex of the battlefield; write col,row (rows 0-" << shape.rows - 1 << ", even rows col 0-"
            << shape.columns - 1 << ", odd rows 0-" << shape.columns - 2 << ")\n";
        return std::nullopt;
    }
    return toAxial(*o);
}

}  // namespace

int probeLineOfSight(const std::string& file, const SystemCatalog& catalog, const std::string& from, const std::string& to, std::ostream& out, std::ostream& err) {
    auto p = loadForProbe(file, catalog, err);
    if (p.exitCode != kExitOk) return p.exitCode;
    // The hexes are checked against the battle's own board, so the file is read first.
    const auto a = hexArgument(from, p.rules->board(), err);
    const auto b = hexArgument(to, p.rules->board(), err);
    if (!a || !b) return kExitUsage;
    const auto result = lineOfSight(*p.rules, *p.state, *a, *b);
    out << (result.clear ? "clear" : "blocked") << '\n';
    if (!result.clear && !result.reason.text.empty()) out << result.reason.text << '\n';
    return kExitOk;
}

int probeDice(const std::string& file, const SystemCatalog& catalog, const std::string& unit, const std::string& target, bool moved, std::ostream& out, std::ostream& err) {
    auto p = loadForProbe(file, catalog, err);
    if (p.exitCode != kExitOk) return p.exitCode;
    const auto attacker = p.rules->unitIndex(unit);
    if (!attacker) {
        err << escapeControls(file) << ": no unit `" << unit << "` in this scenario (a leader cannot battle on his own)\n";
        return kExitFileError;
    }
    std::optional<Hex> targetHex;
    if (const auto u = p.rules->unitIndex(target)) targetHex = p.state->unit(*u).hex;
    else if (const auto l = p.rules->leaderIndex(target)) targetHex = p.state->leader(*l).hex;
    if (!targetHex) {
        err << escapeControls(file) << ": no unit or leader `" << target << "` in this scenario\n";
        return kExitFileError;
    }
    // The probe asks about the unit as if ordered this turn (the turn logic checks orders).
    p.state->unit(*attacker).ordered = true;
    AttackContext context;
    context.assumeMoved = moved;
    const auto a = assessAttack(*p.rules, *p.state, *attacker, *targetHex, context);
    if (!a.allowed) {
        out << "none: " << a.whyNot << '\n';
        return kExitOk;
    }
    out << a.dice << '\n';
    out << (a.melee ? "melee" : "ranged at " + std::to_string(a.range) + " hexes") << ": " << a.baseDice << (a.baseBlocks ? " blocks\n" : " base\n");
    for (const auto& m : a.modifiers) out << (m.delta >= 0 ? "+" : "") << m.delta << ' ' << m.reason.text << '\n';
    return kExitOk;
}

int probeMoves(const std::string& file, const SystemCatalog& catalog, const std::string& piece, std::ostream& out, std::ostream& err) {
    auto p = loadForProbe(file, catalog, err);
    if (p.exitCode != kExitOk) return p.exitCode;
    std::optional<PieceRef> ref;
    if (const auto u = p.rules->unitIndex(piece)) {
        ref = PieceRef::unit(*u);
        p.state->unit(*u).ordered = true;
    } else if (const auto l = p.rules->leaderIndex(piece)) {
        ref = PieceRef::leader(*l);
        p.state->leader(*l).ordered = true;
    }
    if (!ref) {
        err << escapeControls(file) << ": no unit or leader `" << piece << "` in this scenario\n";
        return kExitFileError;
    }
    for (Hex h : reachableHexes(*p.rules, *p.state, *ref)) out << formatHex(h) << '\n';
    return kExitOk;
}

int probeHolds(const std::string& file, const SystemCatalog& catalog, std::ostream& out, std::ostream& err) {
    auto p = loadForProbe(file, catalog, err);
    if (p.exitCode != kExitOk) return p.exitCode;
    const Rules& rules = *p.rules;
    const auto holds = startingHolds(rules);
    const auto& objectives = rules.scenario().objectives;
    for (std::size_t i = 0; i < objectives.size(); ++i) {
        const Objective& o = objectives[i];
        const ObjectiveStart& start = holds.objectives[i];
        out << escapeControls(o.id) << ": " << describeHolder(rules, o, start) << " (" << describeHoldReason(rules, o, start, holds.turnBegun) << ")\n";
        for (Position side : kPositions)
            if (start.never[side] != NeverScored::No) out << escapeControls(o.id) << ": " << describeNeverScored(rules, side, start.never[side]) << '\n';
    }
    out << "banners:";
    for (Position side : kPositions) out << ' ' << sideArmiesName(rules, side) << ' ' << holds.banners[side] << (side == Position::Bottom ? "," : "");
    out << '\n';
    return kExitOk;
}

int replay(const std::string& file, const SystemCatalog& catalog, const std::string& logFile, std::ostream& out, std::ostream& err) {
    if (const auto twice = standardInputTwice({file, logFile}); !twice.empty()) {
        err << "tricorne replay: " << twice << '\n';
        return kExitUsage;
    }
    auto p = loadForProbe(file, catalog, err);
    if (p.exitCode != kExitOk) return p.exitCode;
    auto read = readJsonFile(logFile);
    if (!read.document) {
        printText(err, {{logFile, read.diagnostics}});
        return kExitFileError;
    }
    Diagnostics diagnostics;
    const auto log = logFromJson(*p.rules, *read.document, diagnostics);
    if (!log) {
        printText(err, {{logFile, diagnostics}});
        return kExitFileError;
    }
    const auto result = replayLog(*p.rules, *log);
    if (!result.ok) {
        const std::string pointer = result.failedStep >= 0 ? "/actions/" + std::to_string(result.failedStep) : "";
        err << filePlace(logFile, pointer) << ": error: replay: " << escapeControls(result.message) << '\n';
        return kExitFileError;
    }
    out << "ok: " << log->entries.size() << " actions replayed, every state hash matches";
    if (result.final.winner) out << "; " << positionName(*result.final.winner) << " side won";
    out << '\n';
    return kExitOk;
}

}  // namespace tricorne::cli
