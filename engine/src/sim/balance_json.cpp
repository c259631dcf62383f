// A balance sweep as a file and back (schema/balance.schema.json): what `tricorne balance
// --json` prints and `tricorne balance --merge` reads. Each variant's result is a simulation
// result (simulate_json.cpp reads it); this file reads the sweep around them.
#include <set>

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

}  // namespace

nlohmann::ordered_json balanceToJson(const BalanceReport& report) {
    nlohmann::ordered_json doc;
    doc["format"] = "tricorne-balance";
    doc["version"] = kBalanceVersion;
    doc["target"] = {{"side", positionName(report.target.side)}, {"rate", report.target.rate}};
    if (!report.rows.empty()) doc["closest"] = report.rows[report.closest()].id;
    auto variants = nlohmann::ordered_json::array();
    for (const BalanceRow& row : report.rows)
        variants.push_back({{"id", row.id}, {"change", row.change}, {"result", simulationToJson(row.result)}});
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
        bool same = shards[s].target == first.target && shards[s].rows.size() == first.rows.size();
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
