#include "tricorne/io/game_log.h"

#include "tricorne/io/scenario_json.h"
#include "tricorne/io/schema_check.h"

#include "io/fnv.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace tricorne {

namespace {

using ojson = nlohmann::ordered_json;
using json = nlohmann::json;
using detail::Fnv;

std::optional<std::uint64_t> parseHex16(const json& j) {
    if (!j.is_string()) return std::nullopt;
    const auto s = j.get<std::string>();
    if (s.size() != 16 || s.find_first_not_of("0123456789abcdef") != std::string::npos) return std::nullopt;
    return std::stoull(s, nullptr, 16);
}

constexpr std::array<const char*, 33> kKindNames{
    "play-card", "order", "detach", "end-orders", "start-move", "step", "end-move", "end-movement",
    "battle", "end-combat", "retire-and-rally", "ignore-flags", "retreat-to", "retire-to",
    "leader-retreat-to", "leader-off-board", "leader-stop", "take-ground", "bonus-melee",
    "skip-bonus-melee", "battle-back", "cannonade-fire", "cannonade-done", "cannonade-retire",
    "play-combat-card", "first-strike", "decline-card", "keep-card", "time-pressure", "reposition-leader", "reveal-card",
    "ship-fire", "breakthrough"};
static_assert(kKindNames.size() == static_cast<std::size_t>(ActionKind::Breakthrough) + 1, "a log name for every action kind");

ojson hexJson(Hex h) {
    const Offset o = toOffset(h);
    return ojson::array({o.col, o.row});
}

/// A task as the first logs hashed it, when every kind shared one layout: two piece indices, a
/// leader, two small numbers, a set of flag bits and a hex, each kind using some of them. Logs
/// carry those hashes, so a task is still hashed in that layout, its fields in their old slots.
struct HashedTask {
    int unit = -1;
    int other = -1;
    int leader = -1;
    int n = 0;
    int extra = 0;
    unsigned bits = 0;
    Hex hex;
};

/// The combat notes as the old flag bits (the kinds' own flags go in bits 8, 11, 12 and 13).
unsigned bitsOf(CombatNotes c) {
    return (c.melee ? 1U << 0 : 0U) | (c.battleBack ? 1U << 1 : 0U) | (c.bonus ? 1U << 2 : 0U) | (c.cannonade ? 1U << 3 : 0U) |
           (c.retiring ? 1U << 4 : 0U) | (c.cavalryMelee ? 1U << 5 : 0U) | (c.rallyDone ? 1U << 6 : 0U) | (c.chiefLost ? 1U << 7 : 0U) |
           (c.fromArtillery ? 1U << 9 : 0U) | (c.ranged ? 1U << 10 : 0U) | (c.hit ? 1U << 14 : 0U) | (c.firstStruck ? 1U << 15 : 0U);
}
constexpr unsigned kUnitEliminatedBit = 1U << 8;
constexpr unsigned kBonusAllowedBit = 1U << 11;
constexpr unsigned kMustRetireBit = 1U << 13;
constexpr unsigned kLeaderCheckedBit = 1U << 12;  ///< RetreatChoice::leaderChecked, never set in Tricorne

// Each kind in the old layout, {unit, other, leader, n, extra, bits, hex}. IgnoreFlagsChoice
// keeps its Flags' fullStrengthBefore, which the old layout overwrote with mayIgnore: no
// decision depends on it once the choice is offered, so it stays out of the hash.
HashedTask hashed(const task::RetireChoice& t) { return {t.unit, t.attacker, -1, 0, 0, bitsOf(t.combat), t.target}; }
HashedTask hashed(const task::IgnoreFlagsChoice& t) { return {t.unit, -1, -1, t.flags, t.mayIgnore, bitsOf(t.combat), t.from}; }
HashedTask hashed(const task::RetreatChoice& t) { return {t.unit, -1, -1, t.hexesLeft, 0, t.leaderChecked ? kLeaderCheckedBit : 0U, {}}; }
HashedTask hashed(const task::RetirePathChoice& t) { return {t.unit, -1, -1, 0, 0, 0, {}}; }
HashedTask hashed(const task::LeaderRetreatChoice& t) { return {-1, -1, t.leader, t.hexesTaken, 0, 0, t.hex}; }
HashedTask hashed(const task::TakeGroundChoice& t) {
    return {t.unit, -1, -1, 0, 0, bitsOf(t.combat) | (t.bonusAllowed ? kBonusAllowedBit : 0U), t.vacated};
}
HashedTask hashed(const task::BonusMeleeChoice& t) { return {t.unit, -1, -1, 0, 0, 0, {}}; }
HashedTask hashed(const task::BattleBackChoice& t) { return {t.unit, t.attacker, -1, 0, 0, 0, t.attackerHex}; }
HashedTask hashed(const task::CannonadeRetireChoice& t) { return {t.unit, -1, -1, 0, 0, t.mustRetire ? kMustRetireBit : 0U, {}}; }
HashedTask hashed(const task::Attack& t) { return {t.unit, -1, -1, 0, 0, bitsOf(t.combat), t.target}; }
HashedTask hashed(const task::AfterMelee& t) { return {t.unit, t.defender, -1, 0, 0, bitsOf(t.combat), t.target}; }
HashedTask hashed(const task::Flags& t) { return {t.unit, -1, -1, t.flags, t.fullStrengthBefore ? 1 : 0, bitsOf(t.combat), t.from}; }
HashedTask hashed(const task::RallyCheck& t) { return {t.unit, -1, -1, 0, 0, bitsOf(t.combat), {}}; }
HashedTask hashed(const task::LeaderCasualty& t) {
    return {t.unit, -1, t.leader, t.dice, t.sabersToKill, t.unitEliminated ? kUnitEliminatedBit : 0U, t.hex};
}
HashedTask hashed(const task::ChiefCheck& t) { return {t.unit, -1, -1, 0, 0, 0, {}}; }
HashedTask hashed(const task::LeaderLossRally& t) { return {-1, -1, t.leader, 0, 0, 0, t.hex}; }
HashedTask hashed(const task::CardReaction& t) { return {t.unit, t.attacker, -1, 0, 0, 0, t.target}; }
HashedTask hashed(const task::ShipFire& t) { return {-1, t.rule, -1, t.dice, 0, 0, t.target}; }
HashedTask hashed(const task::BreakthroughChoice& t) { return {t.unit, -1, -1, t.hexesLeft, 0, t.bonusAllowed ? kBonusAllowedBit : 0U, {}}; }

}  // namespace

std::uint64_t hashState(const GameState& s) {
    Fnv f;
    for (const auto& u : s.units) {
        f.hex(u.hex);
        f.value(u.blocks);
        for (bool b : {u.chief, u.exited, u.ordered, u.moved, u.noBattle, u.meleeOnly, u.moveDone, u.battled, u.bonusMeleeUsed, u.highlandHit})
            f.value(b);
        f.value(u.hexesMoved);
        f.value(u.combatCard);
    }
    for (const auto& l : s.leaders) {
        f.hex(l.hex);
        for (bool b : {l.alive, l.offBoard, l.ordered, l.moved, l.moveDone, l.combatCard}) f.value(b);
    }
    f.value(s.active);
    f.value(s.turn);
    f.value(s.banners[Position::Bottom]);
    f.value(s.banners[Position::Top]);
    f.value(s.winner ? static_cast<int>(*s.winner) : -1);
    f.value(s.endReason);
    for (const auto& o : s.objectives) {
        f.value(o.held[Position::Bottom]);
        f.value(o.held[Position::Top]);
        f.value(o.lastOccupier);
    }
    f.value(s.phase);
    for (const Task& t : s.tasks) {
        const HashedTask h = t.visit([](const auto& kindTask) { return hashed(kindTask); });
        f.value(t.kind());
        f.value(h.unit);
        f.value(h.other);
        f.value(h.leader);
        f.value(h.n);
        f.value(h.extra);
        f.value(h.bits);
        f.hex(h.hex);
    }
    constexpr Position kBottom = Position::Bottom, kTop = Position::Top;
    const CardState& k = s.cards;
    for (const auto* pile : {&k.deck, &k.discard, &k.hands[kBottom], &k.hands[kTop], &k.combatDeck[kBottom], &k.combatDeck[kTop],
                             &k.combatDiscard[kBottom], &k.combatDiscard[kTop], &k.combatHands[kBottom], &k.combatHands[kTop], &k.drawn}) {
        f.value(pile->size());
        for (auto c : *pile) f.value(c);
    }
    f.value(s.cards.inLieu);
    f.value(s.cards.orderLimit);
    f.value(s.cards.inspiredLeader);
    for (Position p : kPositions) {
        f.value(s.cards.replacements[p]);
        f.value(s.cards.plays[p]);
        f.value(s.cards.revealed[p]);
    }
    f.value(s.cards.endStep);
    f.value(s.playedCard);
    f.value(s.moving.has_value());
    if (s.moving) {
        f.value(s.moving->piece.kind);
        f.value(s.moving->piece.index);
        f.hex(s.moving->start);
        f.value(s.moving->steps);
        f.value(s.moving->onRoadOnly);
        f.value(s.moving->mustStop);
    }
    for (bool b : s.cannonadeDone) f.value(b);
    f.value(s.cannonadeSide);
    f.value(s.rng.stateWord());
    f.value(s.rng.incrementWord());
    // Added after logs were first written: hashed only when set, so older logs keep their hashes.
    if (s.specialRulesUsed) f.value(s.specialRulesUsed);
    if (s.shipsFired) f.value(s.shipsFired);
    // Permanent objectives taken (a camp pays once): only once one is, for the same reason.
    const bool anyCaptured = std::any_of(s.objectives.begin(), s.objectives.end(),
                                         [](const ObjectiveState& o) { return o.captured[Position::Bottom] != 0 || o.captured[Position::Top] != 0; });
    if (anyCaptured)
        for (const auto& o : s.objectives) {
            f.value(o.captured[Position::Bottom]);
            f.value(o.captured[Position::Top]);
        }
    return f.result();
}

const char* actionKindName(ActionKind kind) {
    const auto i = static_cast<std::size_t>(kind);
    return i < kKindNames.size() ? kKindNames[i] : "?";
}

std::string formatHash(std::uint64_t v) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(v));
    return buffer;
}

std::string scenarioHash(const Scenario& scenario) {
    // What versions 2 and 3 added (labels, the unplaced tray, the reconstruction note) changes no game,
    // and hashing the text as version 1 wrote it keeps the hashes of logs recorded before
    // version 2: a log still replays after the battle gains place names.
    Scenario hashed = scenario;
    hashed.labels.clear();
    hashed.unplaced = {};
    hashed.metadata.reconstructed = false;
    hashed.metadata.reconstruction.clear();
    hashed.referencePicture.reset();  // version 3's tracing aid changes no game either
    // Version 4's copy of the system: the log pins the system by its own hash (systemHash), so
    // embedding a sidecar's system (export) leaves the scenario's hash and its logs as they were.
    hashed.systemBinding.reset();
    auto doc = scenarioToJson(hashed);
    doc["version"] = 1;
    Fnv f;
    const std::string text = doc.dump(2) + "\n";
    f.bytes(text.data(), text.size());
    return formatHash(f.result());
}

GameLog beginLog(const Rules& rules, const GameState& start, std::uint64_t seed) {
    GameLog log;
    log.scenarioHash = scenarioHash(rules.scenario());
    if (!rules.system().hash.empty()) {
        log.system = rules.system().id;
        log.systemHash = rules.system().hash;
    }
    log.seed = seed;
    log.startHash = hashState(start);
    return log;
}

ojson logToJson(const Rules& rules, const GameLog& log) {
    ojson out;
    out["format"] = "tricorne-log";
    out["version"] = 1;
    out["scenario"] = rules.scenario().metadata.title;
    out["scenarioHash"] = log.scenarioHash;
    // Only under a system read from a file: a built-in system's logs stay as they were.
    if (!log.systemHash.empty()) {
        out["system"] = log.system;
        out["systemHash"] = log.systemHash;
    }
    out["seed"] = log.seed;
    out["startHash"] = formatHash(log.startHash);
    ojson actions = ojson::array();
    for (const auto& e : log.entries) {
        const Action& a = e.action;
        ojson j;
        j["kind"] = kKindNames[static_cast<std::size_t>(a.kind)];
        if (a.piece.index >= 0) {
            const bool unit = a.piece.isUnit();
            const auto& id = unit ? rules.scenario().unit(a.piece.index).id
                                  : rules.scenario().leader(a.piece.index).id;
            j[unit ? "unit" : "leader"] = id;
        }
        if (a.hex != Hex{}) j["hex"] = hexJson(a.hex);
        if (a.hex2 != Hex{}) j["hex2"] = hexJson(a.hex2);
        if (a.index != 0) j["index"] = a.index;
        j["hash"] = formatHash(e.stateHash);
        j["text"] = e.text.empty() ? describe(rules, a) : e.text;
        actions.push_back(std::move(j));
    }
    out["actions"] = std::move(actions);
    return out;
}

std::optional<GameLog> logFromJson(const Rules& rules, const json& doc, Diagnostics& d) {
    auto fail = [&](const std::string& pointer, const std::string& message) {
        d.push_back({Severity::Error, "log", pointer, std::nullopt, message});
        return std::nullopt;
    };
    if (!doc.is_object() || doc.value("format", json()) != "tricorne-log") return fail("/format", "not a game log (\"format\" must be \"tricorne-log\")");
    if (!doc.contains("version") || !doc["version"].is_number_integer() || doc["version"].get<std::int64_t>() != 1)
        return fail("/version", "this build reads game-log version 1");
    // A log is untrusted input (it is what a bug report attaches): the schema fixes every
    // value's type and range (hexes within a row of the board, index -1 to 100) before any is
    // read, so nothing below can meet a value of the wrong type or one that overflows.
    if (auto schema = checkSchema(doc, SchemaKind::Log); hasErrors(schema)) {
        d.insert(d.end(), schema.begin(), schema.end());
        return std::nullopt;
    }
    GameLog log;
    log.scenarioHash = doc["scenarioHash"].get<std::string>();
    log.system = doc.value("system", std::string());
    log.systemHash = doc.value("systemHash", std::string());
    log.seed = doc["seed"].get<std::uint64_t>();
    log.startHash = *parseHex16(doc["startHash"]);
    const auto& actions = doc["actions"];
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string p = "/actions/" + std::to_string(i);
        const auto& j = actions[i];
        Action a;
        const auto kind = j["kind"].get<std::string>();
        const auto k = std::find(kKindNames.begin(), kKindNames.end(), kind);
        if (k == kKindNames.end()) return fail(p + "/kind", "unknown action kind " + quoteText(kind));  // schema and table disagree
        a.kind = static_cast<ActionKind>(k - kKindNames.begin());
        if (j.contains("unit")) {
            const auto u = rules.unitIndex(j["unit"].get<std::string>());
            if (!u) return fail(p + "/unit", "no unit " + quoteText(j["unit"].get<std::string>()) + " in this scenario");
            a.piece = PieceRef::unit(*u);
        } else if (j.contains("leader")) {
            const auto l = rules.leaderIndex(j["leader"].get<std::string>());
            if (!l) return fail(p + "/leader", "no leader " + quoteText(j["leader"].get<std::string>()) + " in this scenario");
            a.piece = PieceRef::leader(*l);
        }
        for (const char* key : {"hex", "hex2"})
            if (j.contains(key)) (std::string(key) == "hex" ? a.hex : a.hex2) = toAxial({j[key][0].get<int>(), j[key][1].get<int>()});
        if (j.contains("index")) a.index = static_cast<std::int8_t>(j["index"].get<int>());
        log.entries.push_back({a, *parseHex16(j["hash"]), j.value("text", std::string())});
    }
    return log;
}

}  // namespace tricorne
