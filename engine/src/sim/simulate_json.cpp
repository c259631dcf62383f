// A simulation result as a file and back (schema/simulation.schema.json): what `tricorne
// simulate --json` prints and what `tricorne simulate --merge` reads. The reader checks every
// field itself (the schema is not embedded in the engine), with JSON pointers in its messages.
#include <algorithm>
#include <cmath>
#include <limits>

#include "tricorne/core/diagnostic.h"
#include "tricorne/sim/simulate.h"

namespace tricorne {

namespace {



nlohmann::ordered_json interval(const Interval& i) { return nlohmann::ordered_json::array({i.low, i.high}); }

/// At most this many entries in a histogram read from a file (banners, turns).
constexpr std::size_t kMaxHistogram = 10000;
/// At most this many hexes with eliminations read from a file (a board has 13 × 11).
constexpr std::size_t kMaxHexes = 1000;

std::int64_t sum(const std::vector<std::int64_t>& counts) {
    std::int64_t n = 0;
    for (const std::int64_t c : counts) n += c;
    return n;
}

/// Σ i × counts[i]: what a histogram of games by value adds up to. The histograms are bounded
/// (kMaxHistogram entries of at most 10^9 games), so this stays far below the int64 limit.
std::int64_t weightedSum(const std::vector<std::int64_t>& counts) {
    std::int64_t n = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) n += static_cast<std::int64_t>(i) * counts[i];
    return n;
}

/// Reads fields of one object, adding a diagnostic for the first problem of each.
class Reader {
public:
    explicit Reader(Diagnostics& diagnostics) : m_diagnostics(diagnostics) {}

    bool ok() const { return m_ok; }

    void fail(const std::string& pointer, const std::string& message) {
        m_ok = false;
        m_diagnostics.push_back({Severity::Error, "simulation-shape", pointer, std::nullopt, message});
    }

    const nlohmann::json* field(const nlohmann::json& object, const std::string& pointer, const char* key) {
        if (!object.is_object()) {
            fail(pointer, "expected an object");
            return nullptr;
        }
        const auto it = object.find(key);
        if (it == object.end()) {
            fail(pointer, std::string("missing \"") + key + "\"");
            return nullptr;
        }
        return &*it;
    }

    std::int64_t integer(const nlohmann::json& object, const std::string& pointer, const char* key, std::int64_t min, std::int64_t max) {
        const nlohmann::json* v = field(object, pointer, key);
        if (!v) return min;
        const std::string here = pointer + "/" + key;
        if (!v->is_number_integer()) {
            fail(here, "expected an integer");
            return min;
        }
        // nlohmann reads every non-negative literal as unsigned: the minimum must be checked
        // for those too (an elimination "count": 0 passed the minimum 1).
        const bool outside = v->is_number_unsigned()
                                 ? v->get<std::uint64_t>() > static_cast<std::uint64_t>(max) || v->get<std::uint64_t>() < static_cast<std::uint64_t>(std::max<std::int64_t>(0, min))
                                 : v->get<std::int64_t>() < min || v->get<std::int64_t>() > max;
        if (outside) {
            fail(here, "expected an integer from " + std::to_string(min) + " to " + std::to_string(max));
            return min;
        }
        return v->get<std::int64_t>();
    }

    /// The string, or nullopt (and a diagnostic) when it is missing or not a short string.
    std::optional<std::string> text(const nlohmann::json& object, const std::string& pointer, const char* key) {
        const nlohmann::json* v = field(object, pointer, key);
        if (!v) return std::nullopt;
        if (!v->is_string() || v->get_ref<const std::string&>().size() > 400) {
            fail(pointer + "/" + key, "expected a string of at most 400 characters");
            return std::nullopt;
        }
        return v->get<std::string>();
    }

    /// An array of game counts (index = value), trailing zeros dropped.
    std::vector<std::int64_t> histogram(const nlohmann::json& object, const std::string& pointer, const char* key) {
        std::vector<std::int64_t> out;
        const nlohmann::json* v = field(object, pointer, key);
        if (!v) return out;
        if (!v->is_array() || v->size() > kMaxHistogram) {
            fail(pointer + "/" + key, "expected an array of at most " + std::to_string(kMaxHistogram) + " game counts");
            return out;
        }
        for (std::size_t i = 0; i < v->size(); ++i) {
            const nlohmann::json& c = (*v)[i];
            if (!c.is_number_integer() || c.get<std::int64_t>() < 0 || c.get<std::int64_t>() > 1000000000) {
                fail(pointer + "/" + key + "/" + std::to_string(i), "expected a game count from 0 to 1000000000");
                return {};
            }
            out.push_back(c.get<std::int64_t>());
        }
        while (!out.empty() && out.back() == 0) out.pop_back();
        return out;
    }

private:
    Diagnostics& m_diagnostics;
    bool m_ok = true;
};

/// The figures a report derives from its totals (rates, means) must be those totals' figures:
/// a merge reads only the totals, so a shard whose printed figures disagree with them was
/// edited or damaged, and what its reader saw is not what the merge would add up.
void checkDerived(const nlohmann::json& doc, const SimulationResult& r, Reader& in) {
    const auto same = [](const nlohmann::json* value, double expected) {
        if (!value || !value->is_number()) return false;
        const double v = value->get<double>();
        return std::abs(v - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
    };
    const auto check = [&](const nlohmann::json& object, const std::string& pointer, const char* key, double expected) {
        if (!in.ok()) return;
        const auto it = object.find(key);
        if (it == object.end()) return;  // derived figures are for readers; a shard may leave them out
        if (!same(&*it, expected))
            in.fail(pointer + "/" + key, "is " + it->dump() + ", but the totals give " + nlohmann::json(expected).dump() +
                                             "; the file was changed after tricorne wrote it: run this shard again");
    };
    check(doc, "", "meanTurns", r.meanTurns());
    check(doc, "", "meanActions", r.meanActions());
    const auto& sides = doc.at("sides");
    for (Position p : kPositions) {
        const std::string pointer = "/sides/" + std::to_string(sideIndex(p));
        check(sides[sideIndex(p)], pointer, "winRate", r.winRate(p));
        check(sides[sideIndex(p)], pointer, "meanBanners", r.meanBanners(p));
    }
}

/// What "stop" records of the method, for a reader of the file.
constexpr const char* kStopMethod = "beta-mixture confidence sequence with a uniform prior (Robbins 1970), looked at after every batch";

/// The number from `low` to `high` at /stop/`key`.
double rateField(const nlohmann::json& object, const char* key, double low, double high, Reader& in) {
    const nlohmann::json* v = in.field(object, "/stop", key);
    if (!v) return low;
    if (!v->is_number() || !(v->get<double>() >= low && v->get<double>() <= high)) {
        in.fail(std::string("/stop/") + key, "expected a number from " + nlohmann::json(low).dump() + " to " + nlohmann::json(high).dump());
        return low;
    }
    return v->get<double>();
}

/// The "stop" of a run played under a rule (version 4). The interval and the verdict are
/// derived from the rule and the wins, and must be what they give: a merge and the text
/// report use the totals, so a file whose verdict disagrees with them was edited.
void readStop(const nlohmann::json& object, SimulationResult& r, Reader& in) {
    StopReport stop;
    const auto rule = in.text(object, "/stop", "rule");
    if (rule && *rule != "clear") in.fail("/stop/rule", "expected \"clear\", the one stopping rule this tricorne knows");
    const auto side = in.text(object, "/stop", "side");
    if (side && *side != "bottom" && *side != "top") in.fail("/stop/side", "expected \"bottom\" or \"top\"");
    stop.rule.side = side && *side == "top" ? Position::Top : Position::Bottom;
    stop.rule.rate = rateField(object, "target", 0.0, 1.0, in);
    stop.rule.margin = rateField(object, "margin", 0.0, 0.5, in);
    stop.rule.confidence = rateField(object, "confidence", 0.5, 0.999, in);
    in.integer(object, "/stop", "batch", kStopBatch, kStopBatch);  // the looks this tricorne takes; another batch is another rule
    stop.maxGames = static_cast<int>(in.integer(object, "/stop", "maxGames", 1, 1000000000));
    const auto verdict = in.text(object, "/stop", "verdict");
    if (const auto kind = verdict ? verdictFromName(*verdict) : std::nullopt) stop.verdict = *kind;
    else if (verdict) in.fail("/stop/verdict", "expected \"undecided\", \"over\", \"under\" or \"within\"");
    if (!in.ok()) return;
    stop.interval = betaMixtureInterval(r.wins[stop.rule.side], r.played, 1.0 - stop.rule.confidence);
    const nlohmann::json* recorded = in.field(object, "/stop", "interval");
    if (!recorded) return;
    const auto near = [](const nlohmann::json& v, double x) { return v.is_number() && std::abs(v.get<double>() - x) <= 1e-9; };
    if (!recorded->is_array() || recorded->size() != 2 || !near((*recorded)[0], stop.interval.low) || !near((*recorded)[1], stop.interval.high))
        in.fail("/stop/interval", "is not the always-valid interval the wins give; the file was changed after tricorne wrote it: run it again");
    else if (r.shardCount != 1)
        in.fail("/stop", "a run under a stopping rule is never a shard; run it whole");
    else if (stop.verdict != Verdict::Undecided && stop.verdict != judge(stop.rule, stop.interval))
        in.fail("/stop/verdict", std::string("is \"") + verdictName(stop.verdict) + "\", but the wins give \"" +
                                     verdictName(judge(stop.rule, stop.interval)) + "\"; the file was changed after tricorne wrote it: run it again");
    else if (r.games > stop.maxGames || (!r.cancelled && stop.verdict == Verdict::Undecided && r.games != stop.maxGames) ||
             (r.games < stop.maxGames && r.games % kStopBatch != 0))
        in.fail("/stop/maxGames", "the run stopped after " + std::to_string(r.games) + " of " + std::to_string(stop.maxGames) +
                                      " games, which the rule (a look every " + std::to_string(kStopBatch) + " games) does not do");
    r.stop = stop;
}

}  // namespace

nlohmann::ordered_json simulationToJson(const SimulationResult& r) {
    nlohmann::ordered_json doc;
    doc["format"] = "tricorne-simulation";
    doc["version"] = kSimulationVersion;
    doc["scenario"] = {{"title", r.title}, {"hash", r.scenarioHash}};
    if (!r.systemHash.empty()) {  // a system read from a file; a built-in one's reports are as they were
        doc["scenario"]["system"] = r.system;
        doc["scenario"]["systemHash"] = r.systemHash;
    }
    doc["games"] = r.games;
    doc["seed"] = r.seed;
    doc["seedScheme"] = kSeedScheme;
    doc["shard"] = {{"index", r.shardIndex}, {"count", r.shardCount}};
    doc["played"] = r.played;
    doc["unfinished"] = r.unfinished;
    doc["cancelled"] = r.cancelled;
    auto sides = nlohmann::ordered_json::array();
    for (Position p : kPositions) {
        nlohmann::ordered_json side;
        side["position"] = positionName(p);
        side["faction"] = r.factionIds[p];
        side["name"] = r.factionNames[p];
        side["bot"] = botName(r.bots[p]);
        if (r.bots[p] == BotKind::Search) side["playouts"] = r.playouts[p];  // absent otherwise: older reports stay as they were
        side["wins"] = r.wins[p];
        side["winRate"] = r.winRate(p);
        side["interval95"] = interval(r.winInterval(p));
        side["bannerTotal"] = r.bannerTotals[p];
        side["meanBanners"] = r.meanBanners(p);
        side["bannerHistogram"] = r.bannerHistogram[p];
        sides.push_back(std::move(side));
    }
    doc["sides"] = std::move(sides);
    doc["turnTotal"] = r.turnTotal;
    doc["meanTurns"] = r.meanTurns();
    doc["actionTotal"] = r.actionTotal;
    doc["meanActions"] = r.meanActions();
    doc["endReasons"] = nlohmann::ordered_json::object();
    for (const auto& [reason, n] : r.endReasons) doc["endReasons"][reason] = n;
    doc["turnHistogram"] = r.turnHistogram;
    auto eliminations = nlohmann::ordered_json::array();
    for (const auto& [hex, n] : r.eliminations) eliminations.push_back({{"hex", {hex.col, hex.row}}, {"count", n}});
    doc["eliminations"] = std::move(eliminations);
    auto unfinished = nlohmann::ordered_json::array();
    for (const UnfinishedGame& g : r.unfinishedGames) unfinished.push_back({{"game", g.index}, {"seed", g.seed}, {"turns", g.turns}});
    doc["unfinishedGames"] = std::move(unfinished);
    if (r.stop) {
        const StopReport& stop = *r.stop;
        doc["stop"] = {{"rule", "clear"},
                       {"method", kStopMethod},
                       {"side", positionName(stop.rule.side)},
                       {"target", stop.rule.rate},
                       {"margin", stop.rule.margin},
                       {"confidence", stop.rule.confidence},
                       {"batch", kStopBatch},
                       {"maxGames", stop.maxGames},
                       {"verdict", verdictName(stop.verdict)},
                       {"interval", interval(stop.interval)},
                       {"reason", stopSentence(r)}};
    }
    return doc;
}

std::optional<SimulationResult> simulationFromJson(const nlohmann::json& doc, Diagnostics& diagnostics) {
    Reader in(diagnostics);
    constexpr std::int64_t kBig = std::numeric_limits<std::int64_t>::max();
    constexpr std::int64_t kMaxGames = 1000000000;
    SimulationResult r;
    const auto format = doc.is_object() ? doc.find("format") : doc.end();
    if (!doc.is_object() || format == doc.end() || *format != "tricorne-simulation") {
        in.fail("/format", "not a simulation result (\"format\": \"tricorne-simulation\"); give files written by tricorne simulate --json");
        return std::nullopt;
    }
    const std::int64_t version = in.integer(doc, "", "version", 1, kBig);
    if (in.ok() && version > kSimulationVersion) {
        in.fail("/version", "written by a newer tricorne (version " + std::to_string(version) + "); update tricorne to merge it");
        return std::nullopt;
    }
    if (in.ok() && version < 3) {
        // Version 1 had no distributions; version 2 seeded its games S + g (other games than
        // this tricorne plays for the same seed) and counted unfinished games' turns. Neither
        // can be migrated: its games would not be this run's.
        in.fail("/version", "written by an older tricorne (version " + std::to_string(version) +
                                (version < 2 ? ", without distributions" : ", whose games were seeded splitmix64(S + g)") +
                                "); run this shard again with this tricorne to merge it");
        return std::nullopt;
    }
    if (const auto* scenario = in.field(doc, "", "scenario")) {
        r.title = in.text(*scenario, "/scenario", "title").value_or("");
        r.scenarioHash = in.text(*scenario, "/scenario", "hash").value_or("");
        if (scenario->contains("systemHash")) {
            r.system = in.text(*scenario, "/scenario", "system").value_or("");
            r.systemHash = in.text(*scenario, "/scenario", "systemHash").value_or("");
        }
    }
    r.games = static_cast<int>(in.integer(doc, "", "games", 1, kMaxGames));
    if (const auto* seed = in.field(doc, "", "seed")) {
        if (seed->is_number_unsigned()) r.seed = seed->get<std::uint64_t>();
        else if (seed->is_number_integer() && seed->get<std::int64_t>() >= 0) r.seed = static_cast<std::uint64_t>(seed->get<std::int64_t>());
        else in.fail("/seed", "expected an integer from 0 to 18446744073709551615");
    }
    if (const auto scheme = in.text(doc, "", "seedScheme"); scheme && *scheme != kSeedScheme)
        in.fail("/seedScheme", "games seeded " + quoteText(*scheme) + ", not " + kSeedScheme + "; run this shard again with this tricorne to merge it");
    if (const auto* shard = in.field(doc, "", "shard")) {
        r.shardCount = static_cast<int>(in.integer(*shard, "/shard", "count", 1, kMaxGames));
        r.shardIndex = static_cast<int>(in.integer(*shard, "/shard", "index", 0, kMaxGames - 1));
        if (in.ok() && r.shardIndex >= r.shardCount) in.fail("/shard/index", "the shard index must be below the shard count");
    }
    r.played = in.integer(doc, "", "played", 0, kMaxGames);
    r.unfinished = in.integer(doc, "", "unfinished", 0, kMaxGames);
    r.turnTotal = in.integer(doc, "", "turnTotal", 0, kBig);
    r.actionTotal = in.integer(doc, "", "actionTotal", 0, kBig);
    if (const auto* cancelled = in.field(doc, "", "cancelled")) {
        if (cancelled->is_boolean()) r.cancelled = cancelled->get<bool>();
        else in.fail("/cancelled", "expected true or false");
    }
    r.turnHistogram = in.histogram(doc, "", "turnHistogram");
    if (const auto* sides = in.field(doc, "", "sides")) {
        if (!sides->is_array() || sides->size() != 2) {
            in.fail("/sides", "expected the two sides, bottom then top");
        } else {
            for (Position p : kPositions) {
                const std::string pointer = "/sides/" + std::to_string(sideIndex(p));
                const nlohmann::json& side = (*sides)[sideIndex(p)];
                const auto position = in.text(side, pointer, "position");
                if (position && *position != positionName(p))
                    in.fail(pointer + "/position", std::string("expected \"") + positionName(p) + "\"");
                r.factionIds[p] = in.text(side, pointer, "faction").value_or("");
                r.factionNames[p] = in.text(side, pointer, "name").value_or("");
                const auto bot = in.text(side, pointer, "bot");
                if (const auto kind = bot ? botFromName(*bot) : std::nullopt) r.bots[p] = *kind;
                else if (bot) in.fail(pointer + "/bot", "unknown bot " + quoteText(*bot) + "; expected " + botNames(", "));
                if (r.bots[p] == BotKind::Search) r.playouts[p] = static_cast<int>(in.integer(side, pointer, "playouts", 1, 100000000));
                r.wins[p] = in.integer(side, pointer, "wins", 0, kMaxGames);
                r.bannerTotals[p] = in.integer(side, pointer, "bannerTotal", 0, kBig);
                r.bannerHistogram[p] = in.histogram(side, pointer, "bannerHistogram");
            }
        }
    }
    if (const auto* reasons = in.field(doc, "", "endReasons")) {
        if (!reasons->is_object()) in.fail("/endReasons", "expected an object of counts");
        else
            for (const auto& [reason, n] : reasons->items()) {
                if (reason.empty() || reason.size() > 40 || r.endReasons.size() >= 16) {
                    in.fail("/endReasons", "expected at most 16 end reasons, each named in 1-40 characters");
                    break;
                }
                r.endReasons[reason] = in.integer(*reasons, "/endReasons", reason.c_str(), 0, kMaxGames);
            }
    }
    if (const auto* eliminations = in.field(doc, "", "eliminations")) {
        if (!eliminations->is_array() || eliminations->size() > kMaxHexes) {
            in.fail("/eliminations", "expected an array of at most " + std::to_string(kMaxHexes) + " {hex, count}");
        } else {
            for (std::size_t i = 0; i < eliminations->size() && in.ok(); ++i) {
                const std::string pointer = "/eliminations/" + std::to_string(i);
                const nlohmann::json& entry = (*eliminations)[i];
                const nlohmann::json* hex = in.field(entry, pointer, "hex");
                const std::int64_t n = in.integer(entry, pointer, "count", 1, kBig);
                if (!hex) break;
                if (!hex->is_array() || hex->size() != 2 || !(*hex)[0].is_number_integer() || !(*hex)[1].is_number_integer() ||
                    (*hex)[0].get<std::int64_t>() < 0 || (*hex)[0].get<std::int64_t>() > 100 || (*hex)[1].get<std::int64_t>() < 0 ||
                    (*hex)[1].get<std::int64_t>() > 100) {
                    in.fail(pointer + "/hex", "expected [col, row], each from 0 to 100");
                    break;
                }
                const Offset at{(*hex)[0].get<int>(), (*hex)[1].get<int>()};
                if (!r.eliminations.emplace(at, n).second) in.fail(pointer + "/hex", "hex " + formatOffset(at) + " is listed twice");
            }
        }
    }
    if (const auto* unfinished = in.field(doc, "", "unfinishedGames")) {
        if (!unfinished->is_array() || unfinished->size() > kListedUnfinished) {
            in.fail("/unfinishedGames", "expected an array of at most " + std::to_string(kListedUnfinished) + " {game, seed, turns}");
        } else {
            for (std::size_t i = 0; i < unfinished->size() && in.ok(); ++i) {
                const std::string pointer = "/unfinishedGames/" + std::to_string(i);
                UnfinishedGame g;
                g.index = static_cast<int>(in.integer((*unfinished)[i], pointer, "game", 0, kMaxGames - 1));
                g.turns = static_cast<int>(in.integer((*unfinished)[i], pointer, "turns", 0, kMaxGames));
                const nlohmann::json* seed = in.field((*unfinished)[i], pointer, "seed");
                if (seed && !seed->is_number_unsigned() && !(seed->is_number_integer() && seed->get<std::int64_t>() >= 0))
                    in.fail(pointer + "/seed", "expected an integer from 0 to 18446744073709551615");
                if (!in.ok()) break;
                g.seed = seed->get<std::uint64_t>();
                // Only the seed the scheme gives: a list is for replaying, so it must be right.
                if (g.index >= r.games || g.index % r.shardCount != r.shardIndex || g.seed != gameSeed(r.seed, g.index) ||
                    (!r.unfinishedGames.empty() && g.index <= r.unfinishedGames.back().index))
                    in.fail(pointer, "not an unfinished game of this shard in order, with the seed " + std::string(kSeedScheme) + " gives it");
                else
                    r.unfinishedGames.push_back(g);
            }
        }
    }
    if (in.ok() && version >= 4 && doc.contains("stop")) readStop(doc["stop"], r, in);
    if (!in.ok()) return std::nullopt;
    // The totals must describe the games the shard says it played.
    std::int64_t ended = 0;
    for (const auto& [reason, n] : r.endReasons) ended += n;
    // Games g < N with g % K == I, counted without listing them (N may be large).
    const std::int64_t expected = r.shardIndex < r.games ? (r.games - 1 - r.shardIndex) / r.shardCount + 1 : 0;
    if (r.cancelled ? r.played > expected : r.played != expected)
        in.fail("/played", "shard " + std::to_string(r.shardIndex) + "/" + std::to_string(r.shardCount) + " of " + std::to_string(r.games) +
                               " games plays " + std::to_string(expected) + " games, not " + std::to_string(r.played));
    else if (r.unfinished + ended != r.played || r.wins[Position::Bottom] + r.wins[Position::Top] + r.unfinished != r.played)
        in.fail("/endReasons", "wins, end reasons and unfinished games do not add up to the games played");
    else if (sum(r.turnHistogram) != r.played - r.unfinished)
        in.fail("/turnHistogram", "the finished games by length do not add up to the games played less the unfinished ones");
    else if (r.unfinishedGames.size() != std::min<std::size_t>(static_cast<std::size_t>(r.unfinished), kListedUnfinished))
        in.fail("/unfinishedGames", "lists " + std::to_string(r.unfinishedGames.size()) + " games, not the first " +
                                        std::to_string(std::min<std::int64_t>(r.unfinished, kListedUnfinished)) + " unfinished ones");
    // No game has more turns or decisions than the cap, more banners than the histogram's
    // length or more eliminations on one hex than a board has hexes. Besides refusing what no
    // run writes, this keeps the sums of a merge (whose games add up to at most 10^9) far from
    // the int64 limit: two shards claiming 2^63 - 1 turns each overflowed there.
    else if (r.turnTotal > r.played * kMaxActionsPerGame || r.actionTotal > r.played * kMaxActionsPerGame)
        in.fail(r.turnTotal > r.played * kMaxActionsPerGame ? "/turnTotal" : "/actionTotal",
                "more than " + std::to_string(kMaxActionsPerGame) + " a game over " + std::to_string(r.played) + " games");
    else if (r.bannerTotals[Position::Bottom] > r.played * static_cast<std::int64_t>(kMaxHistogram) ||
             r.bannerTotals[Position::Top] > r.played * static_cast<std::int64_t>(kMaxHistogram))
        in.fail("/sides", "more banners than " + std::to_string(r.played) + " games can hold");
    else if (std::any_of(r.eliminations.begin(), r.eliminations.end(),
                         [&](const auto& e) { return e.second > r.played * static_cast<std::int64_t>(kMaxHexes); }))
        in.fail("/eliminations", "more eliminations on one hex than " + std::to_string(r.played) + " games can have");
    else
        for (Position p : kPositions) {
            const std::string pointer = "/sides/" + std::to_string(sideIndex(p));
            if (sum(r.bannerHistogram[p]) != r.played) {
                in.fail(pointer + "/bannerHistogram", "the games by banners do not add up to the games played");
                break;
            }
            // The totals a merge adds up must be the ones the histograms count: a shard whose
            // total disagrees would move the merged mean without a trace.
            if (weightedSum(r.bannerHistogram[p]) != r.bannerTotals[p]) {
                in.fail(pointer + "/bannerTotal", "is " + std::to_string(r.bannerTotals[p]) + ", but the games by banners (bannerHistogram) hold " +
                                                      std::to_string(weightedSum(r.bannerHistogram[p])) + " banners");
                break;
            }
        }
    if (in.ok() && weightedSum(r.turnHistogram) != r.turnTotal)
        in.fail("/turnTotal", "is " + std::to_string(r.turnTotal) + ", but the finished games by length (turnHistogram) last " +
                                  std::to_string(weightedSum(r.turnHistogram)) + " turns");
    if (in.ok()) checkDerived(doc, r, in);
    if (!in.ok()) return std::nullopt;
    return r;
}

}  // namespace tricorne
