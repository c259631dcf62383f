#include "tricorne/io/oob_roster.h"

#include <algorithm>
#include <map>
#include <set>

namespace tricorne {

namespace {

/// The ids a scenario uses, and for each prefix the number its next fresh id tries first.
struct Ids {
    std::set<std::string> taken;
    std::map<std::string, int> next;
};

/// `prefix` + "-" + the smallest n >= 1 not taken; the prefix is cut to keep within the
/// format's 48 characters. The search for a prefix goes on from where the last one ended
/// (ids are only ever added), so n units of one army cost n look-ups, not n² / 2.
std::string freshId(const std::string& prefix, Ids& ids) {
    const std::string base = prefix.substr(0, 40);
    int& n = ids.next.try_emplace(base, 1).first->second;
    for (;; ++n) {
        std::string id = base + "-" + std::to_string(n);
        if (ids.taken.insert(id).second) return id;
    }
}

/// A leader's id from his name, as the shipped battles write them ("James Mackay" →
/// "james-mackay"), or "<army>-leader-<n>" when the name gives no letters or is taken.
std::string leaderId(const std::string& army, const std::string& name, Ids& ids) {
    std::string slug;
    for (char c : name) {
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (alnum) slug += c;
        else if (c >= 'A' && c <= 'Z') slug += static_cast<char>(c - 'A' + 'a');
        else if (c == '\'') continue;
        else if (!slug.empty() && slug.back() != '-') slug += '-';
    }
    while (!slug.empty() && slug.back() == '-') slug.pop_back();
    slug = slug.substr(0, 40);
    while (!slug.empty() && slug.back() == '-') slug.pop_back();
    if (!slug.empty() && ids.taken.insert(slug).second) return slug;
    return freshId(slug.empty() ? army + "-leader" : slug, ids);
}

Ids takenIds(const Scenario& s) {
    Ids ids;
    for (const auto& u : s.units) ids.taken.insert(u.id);
    for (const auto& l : s.leaders) ids.taken.insert(l.id);
    for (const auto& o : s.objectives) ids.taken.insert(o.id);
    for (const auto& u : s.unplaced.units) ids.taken.insert(u.id);
    for (const auto& l : s.unplaced.leaders) ids.taken.insert(l.id);
    return ids;
}

std::string armyName(const GameSystem& system, const std::string& army) {
    const Army* a = system.army(army);
    return a ? a->name : army;
}

std::string typeName(const GameSystem& system, const std::string& army, const std::string& type) {
    const Army* a = system.army(army);
    const UnitType* t = a ? a->unitType(type) : nullptr;
    return t ? t->name : type;
}

}  // namespace

OobRoom trayRoom(const Scenario& scenario) {
    auto left = [](std::size_t held) { return held >= static_cast<std::size_t>(kMaxTrayPieces) ? 0 : kMaxTrayPieces - static_cast<int>(held); };
    return {left(scenario.unplaced.units.size()), left(scenario.unplaced.leaders.size())};
}

TrayAddition addToTray(Scenario& scenario, const OobMapping& mapping, const GameSystem& system) {
    TrayAddition added;
    auto taken = takenIds(scenario);
    using TrayUnit = decltype(scenario.unplaced.units)::value_type;
    using TrayLeader = decltype(scenario.unplaced.leaders)::value_type;
    for (const auto& row : mapping.rows) {
        if (row.leaderOnly || row.type.empty()) continue;
        TrayUnit unit;
        unit.id = freshId(row.army, taken);
        unit.army = row.army;
        unit.type = row.type;
        unit.blocks = row.blocks;
        unit.name = row.name;
        unit.chief = row.chief;
        unit.brigade = row.brigade;
        added.unitIds.push_back(unit.id);
        added.unitRows.push_back(row.row);
        scenario.unplaced.units.push_back(std::move(unit));
    }
    for (const auto& proposed : oobLeaders(mapping.rows, system)) {
        TrayLeader leader;
        leader.id = leaderId(proposed.army, proposed.name, taken);
        leader.army = proposed.army;
        leader.name = proposed.name;
        leader.brigade = proposed.brigade;
        added.leaderIds.push_back(leader.id);
        added.leaderRows.push_back(proposed.row);
        scenario.unplaced.leaders.push_back(std::move(leader));
    }
    return added;
}

std::vector<std::vector<std::string>> rosterRows(const Scenario& scenario, const GameSystem& system) {
    std::vector<std::vector<std::string>> rows;
    std::set<std::string> named;  // leaders already written as a unit's commander
    auto unitRow = [&](const std::string& army, const std::string& type, const std::string& name, int blocks,
                       const std::string& brigade, const std::string& commander, bool chief) {
        rows.push_back({armyName(system, army), typeName(system, army, type), name, std::to_string(blocks), "", brigade, commander,
                        chief ? "yes" : ""});
    };
    for (const auto& unit : scenario.units) {
        std::string commander;
        for (const auto& leader : scenario.leaders)
            if (leader.hex == unit.hex && leader.army == unit.army) {
                commander = leader.name;
                named.insert(leader.id);
                break;
            }
        unitRow(unit.army, unit.type, unit.name, unit.blocks, "", commander, unit.chief);
    }
    for (const auto& unit : scenario.unplaced.units) {
        std::string commander;
        for (const auto& leader : scenario.unplaced.leaders)
            if (!unit.brigade.empty() && leader.brigade == unit.brigade && leader.army == unit.army) {
                commander = leader.name;
                named.insert(leader.id);
                break;
            }
        unitRow(unit.army, unit.type, unit.name, unit.blocks, unit.brigade, commander, unit.chief);
    }
    auto leaderRow = [&](const std::string& id, const std::string& army, const std::string& name, const std::string& brigade) {
        if (!named.contains(id)) rows.push_back({armyName(system, army), "Leader", "", "", "", brigade, name, ""});
    };
    for (const auto& leader : scenario.leaders) leaderRow(leader.id, leader.army, leader.name, "");
    for (const auto& leader : scenario.unplaced.leaders) leaderRow(leader.id, leader.army, leader.name, leader.brigade);
    return rows;
}

std::string rosterTable(const Scenario& scenario, const GameSystem& system) {
    return writeTable(oobCanonicalHeader(), rosterRows(scenario, system));
}

}  // namespace tricorne
