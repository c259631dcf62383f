// A balance sweep as a file and back (schema/balance.schema.json): what `tricorne balance
// --json` prints and `tricorne balance --merge` reads. Each variant's result is a simulation
// result (simulate_json.cpp reads it); this file reads the sweep around them.
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

}  // namespace

nlohmann::ordered_json balanceToJson(const BalanceReport& report) {
    nlohmann::ordered_json doc;
    doc["format"] = "tricorne-balance";
    doc["version"] = report.systems ? kBalanceVersion : 1;
    doc["target"] = {{"side", positionName(report.target.side)}, {"rate", report.target.rate}};
    if (!report.rows.empty()) doc["closest"] = report.rows[report.closest()].id;
    auto variants = nlohmann::ordered_json::array();
    for (const BalanceRow& row : report.rows)
        variants.push_back({{"id", row.id}, {"change", row.change}, {"result", simulationToJson(row.result)}});
    doc["variants"] = variants;
    if (report.systems && report.rows.size() == 2) {
        doc["systems"] = {{"base", labelJson(report.systems->first)}, {"versus", labelJson(report.systems->second)}};
        nlohmann::ordered_json difference;
        for (Position p : {Position::Bottom, Position::Top}) {
            const RateDifference d = winRateDifference(report.rows[0].result, report.rows[1].result, p);
            difference[positionName(p)] = {{"difference", d.difference}, {"low", d.interval.low}, {"high", d.interval.high}};
        }
        doc["difference"] = difference;
    }
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
        Diagnostics inner;
        auto simulation = simulationFromJson(*result, inner);
        for (Diagnostic& d : inner) {  // their pointers are inside the result
            d.pointer = pointer + "/result" + d.pointer;
            diagnostics.push_back(std::move(d));
        }
        if (!simulation) return std::nullopt;
        report.rows.push_back({id->get<std::string>(), change->get<std::string>(), std::move(*simulation)});
    }
    // A comparison of two systems: the labels are read back, the difference derived again.
    if (const nlohmann::json* systems = member(doc, "systems")) {
        auto base = labelFrom(member(*systems, "base"), "/systems/base", diagnostics);
        auto versus = labelFrom(member(*systems, "versus"), "/systems/versus", diagnostics);
        if (!base || !versus) return std::nullopt;
        if (report.rows.size() != 2) {
            fail(diagnostics, "/variants", "a comparison of two game systems has two variants, the base and versus-system");
            return std::nullopt;
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
            same = shards[s].rows[r].id == first.rows[r].id && shards[s].rows[r].change == first.rows[r].change;
        if (!same) {
            culprit = static_cast<int>(s);
            message = "this shard swept other variants or aimed at another win rate than the first; merge shards of one tricorne balance run";
            return std::nullopt;
        }
    }
    BalanceReport whole;
    whole.target = first.target;
    whole.systems = first.systems;
    for (std::size_t r = 0; r < first.rows.size(); ++r) {
        std::vector<SimulationResult> results;
        for (const BalanceReport& shard : shards) results.push_back(shard.rows[r].result);
        auto merged = mergeSimulations(results, culprit, message);
        if (!merged) {
            message = "variant " + quoteText(first.rows[r].id) + ": " + message;
            return std::nullopt;
        }
        whole.rows.push_back({first.rows[r].id, first.rows[r].change, std::move(*merged)});
    }
    return whole;
}

}  // namespace tricorne
