// A balance sweep as a file and back (schema/balance.schema.json): what `tricorne balance
// --json` prints and `tricorne balance --merge` reads. Each variant's result is a simulation
// result (simulate_json.cpp reads it); this file reads the sweep around them.
#include <algorithm>
#include <optional>
#include <set>
#include <utility>

#include "tricorne/sim/balance.h"

namespace tricorne {

namespace {

void fail(Diagnostics& diagnostics, const std::string& pointer, const std::string& message) {
    diagnostics.push_back({Severity::Error, "balance-shape", pointer, std::nullopt, message});
}

const nlohmann::json* member(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

nlohmann::ordered_json labelJson(const SystemLabel& label) {
    nlohmann::ordered_json j{{"id", label.id}, {"name", label.name}};
    if (!label.hash.empty()) j["hash"] = label.hash;
    return j;
}

/// A "systems" entry read back; nullopt (after a diagnostic) when it is not one.
std::optional<SystemLabel> labelFrom(const nlohmann::json* j, const std::string& pointer, Diagnostics& diagnostics) {
    const nlohmann::json* id = j ? member(*j, "id") : nullptr;
    const nlohmann::json* name = j ? member(*j, "name") : nullptr;
    const nlohmann::json* hash = j ? member(*j, "hash") : nullptr;
    const auto text = [](const nlohmann::json* v, std::size_t most) { return v && v->is_string() && v->get_ref<const std::string&>().size() <= most; };
    if (!text(id, 48) || !text(name, 400) || (hash && !text(hash, 16))) {
        fail(diagnostics, pointer, "expected a game system's id, name and, for one read from a file, its hash");
        return std::nullopt;
    }
    return SystemLabel{id->get<std::string>(), name->get<std::string>(), hash ? hash->get<std::string>() : std::string()};
}

/// A variant's simulation result read back, the diagnostics' pointers put under `pointer`.
std::optional<SimulationResult> resultFrom(const nlohmann::json& j, const std::string& pointer, Diagnostics& diagnostics) {
    Diagnostics inner;
    auto simulation = simulationFromJson(j, inner);
    for (Diagnostic& d : inner) {
        d.pointer = pointer + d.pointer;
        diagnostics.push_back(std::move(d));
    }
    return simulation;
}

}  // namespace

nlohmann::ordered_json balanceToJson(const BalanceReport& report) {
    nlohmann::ordered_json doc;
    doc["format"] = "tricorne-balance";
    doc["version"] = report.systems ? kBalanceVersion : 1;
    doc["target"] = {{"side", positionName(report.target.side)}, {"rate", report.target.rate}};
    if (!report.rows.empty()) doc["closest"] = report.rows[report.closest()].id;
    const bool paired = report.systems && std::all_of(report.rows.begin(), report.rows.end(), [](const BalanceRow& r) { return r.versus; });
    if (report.systems) {
        doc["systems"] = {{"base", labelJson(report.systems->first)}, {"versus", labelJson(report.systems->second)}};
        if (paired && !report.rows.empty()) doc["closestVersus"] = report.rows[report.closest(UnderSystem::Versus)].id;
    }
    auto variants = nlohmann::ordered_json::array();
    for (const BalanceRow& row : report.rows) {
        nlohmann::ordered_json v{{"id", row.id}, {"change", row.change}, {"result", simulationToJson(row.result)}};
        if (paired) {
            v["versus"] = simulationToJson(*row.versus);
            nlohmann::ordered_json difference;
            for (Position p : {Position::Bottom, Position::Top}) {
                const RateDifference d = winRateDifference(row.result, *row.versus, p);
                difference[positionName(p)] = {{"difference", d.difference}, {"low", d.interval.low}, {"high", d.interval.high}};
            }
            v["difference"] = difference;
        }
        variants.push_back(std::move(v));
    }
    doc["variants"] = variants;
    return doc;
}

std::optional<BalanceReport> balanceFromJson(const nlohmann::json& doc, Diagnostics& diagnostics) {
    const nlohmann::json* format = member(doc, "format");
    if (!format || *format != "tricorne-balance") {
        fail(diagnostics, "/format", "not a balance sweep (\"format\": \"tricorne-balance\"); give files written by tricorne balance --json");
        return std::nullopt;
    }
    const nlohmann::json* version = member(doc, "version");
    if (!version || !version->is_number_integer() || version->get<std::int64_t>() < 1) {
        fail(diagnostics, "/version", "expected a whole number from 1");
        return std::nullopt;
    }
    if (version->get<std::int64_t>() > kBalanceVersion) {
        fail(diagnostics, "/version", "written by a newer tricorne (version " + version->dump() + "); update tricorne to merge it");
        return std::nullopt;
    }
    BalanceReport report;
    const nlohmann::json* target = member(doc, "target");
    const nlohmann::json* side = target ? member(*target, "side") : nullptr;
    const nlohmann::json* rate = target ? member(*target, "rate") : nullptr;
    if (!side || !side->is_string() || (*side != "top" && *side != "bottom")) {
        fail(diagnostics, "/target/side", "expected \"top\" or \"bottom\"");
        return std::nullopt;
    }
    if (!rate || !rate->is_number() || !(rate->get<double>() >= 0.0 && rate->get<double>() <= 1.0)) {
        fail(diagnostics, "/target/rate", "expected a win rate from 0 to 1");
        return std::nullopt;
    }
    report.target = {*side == "top" ? Position::Top : Position::Bottom, rate->get<double>()};
    const nlohmann::json* variants = member(doc, "variants");
    if (!variants || !variants->is_array() || variants->empty()) {
        fail(diagnostics, "/variants", "expected a list of at least one variant (the base)");
        return std::nullopt;
    }
    const nlohmann::json* systems = member(doc, "systems");
    const bool paired = systems && version->get<std::int64_t>() >= 3;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < variants->size(); ++i) {
        const std::string pointer = "/variants/" + std::to_string(i);
        const nlohmann::json& v = (*variants)[i];
        const nlohmann::json* id = member(v, "id");
        const nlohmann::json* change = member(v, "change");
        const nlohmann::json* result = member(v, "result");
        if (!id || !id->is_string() || id->get<std::string>().empty() || !ids.insert(id->get<std::string>()).second) {
            fail(diagnostics, pointer + "/id", "expected a variant id used once");
            return std::nullopt;
        }
        if (!change || !change->is_string()) {
            fail(diagnostics, pointer + "/change", "expected the change in words (a string)");
            return std::nullopt;
        }
        if (!result) {
            fail(diagnostics, pointer + "/result", "missing the variant's simulation result");
            return std::nullopt;
        }
        auto simulation = resultFrom(*result, pointer + "/result", diagnostics);
        if (!simulation) return std::nullopt;
        BalanceRow row{id->get<std::string>(), change->get<std::string>(), std::move(*simulation), std::nullopt};
        // Version 3: a comparison of systems pairs each variant's games under the other system.
        if (const nlohmann::json* versus = member(v, "versus"); versus && paired) {
            row.versus = resultFrom(*versus, pointer + "/versus", diagnostics);
            if (!row.versus) return std::nullopt;
        } else if (versus || paired) {
            fail(diagnostics, pointer + "/versus",
                 paired ? "missing the variant's result under the other game system"
                        : "a result under another game system belongs to a comparison of systems (\"systems\", version 3)");
            return std::nullopt;
        }
        report.rows.push_back(std::move(row));
    }
    // A comparison of two systems: the labels are read back, the differences derived again.
    if (systems) {
        auto base = labelFrom(member(*systems, "base"), "/systems/base", diagnostics);
        auto versus = labelFrom(member(*systems, "versus"), "/systems/versus", diagnostics);
        if (!base || !versus) return std::nullopt;
        if (!paired) {  // version 2: the base under each system, as two variants
            if (report.rows.size() != 2) {
                fail(diagnostics, "/variants", "a comparison of two game systems of version 2 has two variants, the base and versus-system");
                return std::nullopt;
            }
            report.rows[0].versus = std::move(report.rows[1].result);
            report.rows.pop_back();
        }
        report.systems = std::pair{std::move(*base), std::move(*versus)};
    }
    return report;
}

std::optional<BalanceReport> mergeBalanceReports(const std::vector<BalanceReport>& shards, int& culprit, std::string& message) {
    culprit = -1;
    if (shards.empty()) {
        message = "no shard results to merge";
        return std::nullopt;
    }
    const BalanceReport& first = shards.front();
    for (std::size_t s = 1; s < shards.size(); ++s) {
        bool same = shards[s].target == first.target && shards[s].rows.size() == first.rows.size() && shards[s].systems == first.systems;
        // The change texts too: the merge prints the first shard's, so a difference would make
        // the sweep depend on the order of the files (found by the balance-merge fuzz target).
        for (std::size_t r = 0; same && r < first.rows.size(); ++r)
            same = shards[s].rows[r].id == first.rows[r].id && shards[s].rows[r].change == first.rows[r].change &&
                   shards[s].rows[r].versus.has_value() == first.rows[r].versus.has_value();
        if (!same) {
            culprit = static_cast<int>(s);
            message = "this shard swept other variants or aimed at another win rate than the first; merge shards of one tricorne balance run";
            return std::nullopt;
        }
    }
    BalanceReport whole;
    whole.target = first.target;
    whole.systems = first.systems;
    // One variant's results under one system, added up over the shards.
    const auto mergeOf = [&](std::size_t r, UnderSystem system) -> std::optional<SimulationResult> {
        std::vector<SimulationResult> results;
        for (const BalanceReport& shard : shards) results.push_back(shard.rows[r].under(system));
        auto merged = mergeSimulations(results, culprit, message);
        if (!merged)
            message = "variant " + quoteText(first.rows[r].id) + (system == UnderSystem::Versus ? " under the other game system: " : ": ") + message;
        return merged;
    };
    for (std::size_t r = 0; r < first.rows.size(); ++r) {
        BalanceRow row{first.rows[r].id, first.rows[r].change, {}, std::nullopt};
        auto merged = mergeOf(r, UnderSystem::Own);
        if (!merged) return std::nullopt;
        row.result = std::move(*merged);
        if (first.rows[r].versus) {
            row.versus = mergeOf(r, UnderSystem::Versus);
            if (!row.versus) return std::nullopt;
        }
        whole.rows.push_back(std::move(row));
    }
    return whole;
}

}  // namespace tricorne
