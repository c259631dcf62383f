#include "tricorne/text/scenario_diff.h"

#include <algorithm>
#include <map>
#include <set>

#include "tricorne/io/scenario_json.h"
#include "tricorne/text/rule_text.h"

namespace tricorne {

namespace {

using Json = nlohmann::ordered_json;

/// The keys of the canonical document that are board content, each diffed by its own rule.
const std::set<std::string> kBoardKeys{"terrain", "hexsides", "units", "leaders", "objectives", "specialRules"};

std::string valueText(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

/// The fields whose values are sides ("top", "bottom", or "both"), as the scenario schema's
/// position and beneficiary definitions are used.
const std::set<std::string> kSideKeys{"firstPlayer", "for", "holder", "firstSide", "side", "sides", "mustRetire", "tieGoesTo"};

/// A field's value in words: a side by `sides` (its army's name, where the caller knows it),
/// a list of sides as "[Jacobite, Government]"; any other value as the file writes it.
std::string valueText(const std::string& key, const Json& j, const SideWords& sides) {
    if (!kSideKeys.count(key)) return valueText(j);
    const auto side = [&](const Json& v) -> std::optional<std::string> {
        if (!v.is_string()) return std::nullopt;
        const auto& word = v.get_ref<const std::string&>();
        if (word == "top") return sides[Position::Top];
        if (word == "bottom") return sides[Position::Bottom];
        if (word == "both") return "both sides";
        return std::nullopt;
    };
    if (auto one = side(j)) return *one;
    if (!j.is_array()) return valueText(j);
    std::string list;
    for (const Json& v : j) {
        const auto one = side(v);
        if (!one) return valueText(j);
        list += (list.empty() ? "" : ", ") + *one;
    }
    return "[" + list + "]";
}

/// "key a -> b" for every field of two objects that differs (B's key order, then A's own),
/// `skip` left out; "key x (new)" and "key removed" for fields only one has.
std::string fieldChanges(const Json& a, const Json& b, const SideWords& sides, const std::string& skip = {}) {
    std::string out;
    const auto add = [&](const std::string& part) { out += (out.empty() ? "" : "; ") + part; };
    for (const auto& [key, value] : b.items()) {
        if (key == skip) continue;
        if (!a.contains(key)) add(key + " " + valueText(key, value, sides) + " (new)");
        else if (a.at(key) != value) add(key + " " + valueText(key, a.at(key), sides) + " -> " + valueText(key, value, sides));
    }
    for (const auto& [key, value] : a.items())
        if (key != skip && !b.contains(key)) add(key + " " + valueText(key, value, sides) + " removed");
    return out;
}

/// Where a setting lies, in words: "firstPlayer", "metadata/title"; a side's own settings
/// under its army's name, "Government side, commandCards" for /sides/top/commandCards.
std::string settingPlace(const std::string& pointer, const SideWords& sides) {
    for (Position p : {Position::Top, Position::Bottom}) {
        const std::string prefix = std::string("/sides/") + positionName(p);
        if (pointer == prefix) return sides[p] + " side";
        if (pointer.starts_with(prefix + "/")) return sides[p] + " side, " + pointer.substr(prefix.size() + 1);
    }
    return pointer.substr(1);
}

/// Settings: every differing leaf outside the board, objects walked field by field (arrays
/// such as a side's armies are one value).
void settingChanges(const Json& a, const Json& b, const std::string& pointer, const SideWords& sides, std::vector<ScenarioDifference>& out) {
    const auto leaf = [&](const std::string& at, const std::string& words) {
        ScenarioDifference c;
        c.kind = DifferenceKind::Setting;
        c.pointer = at;
        c.text = settingPlace(at, sides) + ": " + words;
        out.push_back(std::move(c));
    };
    for (const auto& [key, value] : b.items()) {
        if (pointer.empty() && kBoardKeys.count(key)) continue;
        const std::string at = pointer + "/" + key;
        if (!a.contains(key)) leaf(at, valueText(key, value, sides) + " (new)");
        else if (a.at(key).is_object() && value.is_object()) settingChanges(a.at(key), value, at, sides, out);
        else if (a.at(key) != value) leaf(at, valueText(key, a.at(key), sides) + " -> " + valueText(key, value, sides));
    }
    for (const auto& [key, value] : a.items())
        if (!(pointer.empty() && kBoardKeys.count(key)) && !b.contains(key)) leaf(pointer + "/" + key, valueText(key, value, sides) + " removed");
}

/// A unit or leader as the studio shows it: by its name, with its hex when another piece of
/// the same list shares the name; by its id when it has no name.
template <typename Piece>
std::string pieceName(const std::vector<Piece>& list, const Piece& piece) {
    if (piece.name.empty()) return piece.id;
    const auto shared = std::count_if(list.begin(), list.end(), [&](const Piece& p) { return p.name == piece.name; });
    return shared > 1 ? piece.name + " at " + formatHex(piece.hex) : piece.name;
}

std::string tileText(const TerrainTile& t) {
    if (t.variant.empty()) return t.type;
    return t.type + " (" + t.variant + ", turned " + std::to_string(t.rotation) + ")";
}

std::string at(const char* array, std::size_t index) { return std::string("/") + array + "/" + std::to_string(index); }

/// The keys of a list's elements, in its order.
template <typename T, typename Key>
auto keysOf(const std::vector<T>& list, Key key) {
    std::vector<decltype(key(list.front()))> keys;
    for (const auto& x : list) keys.push_back(key(x));
    return keys;
}

/// Matches two lists by their elements' keys: both(ia, ib) for each element of B whose key A
/// has, onlyB(ib) for the others in B's order, then onlyA(ia) for A's elements left over.
template <typename K, typename Both, typename OnlyB, typename OnlyA>
void match(const std::vector<K>& a, const std::vector<K>& b, Both both, OnlyB onlyB, OnlyA onlyA) {
    std::map<K, std::size_t> inA;
    for (std::size_t i = 0; i < a.size(); ++i) inA.emplace(a[i], i);
    std::set<std::size_t> seen;
    for (std::size_t i = 0; i < b.size(); ++i) {
        if (auto it = inA.find(b[i]); it != inA.end() && seen.insert(it->second).second) both(it->second, i);
        else onlyB(i);
    }
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!seen.count(i)) onlyA(i);
}

/// What a diff needs of both documents: the models and their canonical JSON.
struct Pair {
    const Scenario& a;
    const Scenario& b;
    const SideWords& sides;
    Json ja, jb;
    std::vector<ScenarioDifference>& out;

    ScenarioDifference& add(DifferenceKind kind, std::string pointer, std::optional<Hex> hex, std::string text) {
        ScenarioDifference c;
        c.kind = kind;
        c.pointer = std::move(pointer);
        c.hex = hex;
        c.text = std::move(text);
        out.push_back(std::move(c));
        return out.back();
    }

    void terrain() {
        const auto hex = [](const TerrainTile& t) { return t.hex; };
        match(
            keysOf(a.terrain, hex), keysOf(b.terrain, hex),
            [&](std::size_t ia, std::size_t ib) {
                if (a.terrain[ia] != b.terrain[ib])
                    add(DifferenceKind::Terrain, at("terrain", ib), b.terrain[ib].hex,
                        "terrain " + formatHex(b.terrain[ib].hex) + ": " + tileText(a.terrain[ia]) + " -> " + tileText(b.terrain[ib]));
            },
            [&](std::size_t ib) { add(DifferenceKind::Terrain, at("terrain", ib), b.terrain[ib].hex, "terrain " + formatHex(b.terrain[ib].hex) + ": " + tileText(b.terrain[ib]) + " added"); },
            [&](std::size_t ia) { add(DifferenceKind::Terrain, at("terrain", ia), a.terrain[ia].hex, "terrain " + formatHex(a.terrain[ia].hex) + ": " + tileText(a.terrain[ia]) + " removed"); });
    }

    void hexsides() {
        const auto name = [](const HexsideFeature& f) { return "hex side " + formatHex(f.hex) + " " + std::string(sideName(f.side)) + ": "; };
        const auto edge = [](const HexsideFeature& f) { return std::pair{f.hex, f.side}; };
        match(
            keysOf(a.hexsides, edge), keysOf(b.hexsides, edge),
            [&](std::size_t ia, std::size_t ib) {
                if (a.hexsides[ia] != b.hexsides[ib])
                    add(DifferenceKind::Hexside, at("hexsides", ib), b.hexsides[ib].hex, name(b.hexsides[ib]) + a.hexsides[ia].type + " -> " + b.hexsides[ib].type);
            },
            [&](std::size_t ib) { add(DifferenceKind::Hexside, at("hexsides", ib), b.hexsides[ib].hex, name(b.hexsides[ib]) + b.hexsides[ib].type + " added"); },
            [&](std::size_t ia) { add(DifferenceKind::Hexside, at("hexsides", ia), a.hexsides[ia].hex, name(a.hexsides[ia]) + a.hexsides[ia].type + " removed"); });
    }

    /// Units or leaders (`array` "units" or "leaders"), matched by id.
    template <typename Piece>
    void pieces(const std::vector<Piece>& pa, const std::vector<Piece>& pb, const char* array, const std::string& noun, DifferenceKind added) {
        const auto kind = [added](int offset) { return static_cast<DifferenceKind>(static_cast<int>(added) + offset); };
        // An added piece by its fields as the file writes them: army "british", type "light", ...
        const auto describe = [&](const Json& j) {
            std::string fields;
            for (const auto& [key, value] : j.items())
                if (key != "id" && key != "hex" && key != "name") fields += (fields.empty() ? "" : ", ") + key + " " + valueText(value);
            return fields;
        };
        const auto id = [](const Piece& p) { return p.id; };
        match(
            keysOf(pa, id), keysOf(pb, id),
            [&](std::size_t ia, std::size_t ib) {
                const Piece& x = pa[ia];
                const Piece& y = pb[ib];
                if (x.hex != y.hex) {
                    // Named as in A, where it stood: "unit Leather guns at 5,3 moved 5,3 -> 5,1" would say the hex twice.
                    const std::string who = y.name.empty() ? y.id : y.name;
                    ScenarioDifference& c = add(kind(2), at(array, ib) + "/hex", y.hex, noun + " " + who + " moved " + formatHex(x.hex) + " -> " + formatHex(y.hex));
                    c.from = x.hex;
                    c.id = y.id;
                }
                if (const auto fields = fieldChanges(ja[array][ia], jb[array][ib], sides, "hex"); !fields.empty())
                    add(kind(3), at(array, ib), y.hex, noun + " " + pieceName(pb, y) + ": " + fields).id = y.id;
            },
            [&](std::size_t ib) {
                const std::string who = pb[ib].name.empty() ? pb[ib].id : pb[ib].name;
                add(kind(0), at(array, ib), pb[ib].hex, noun + " " + who + " added at " + formatHex(pb[ib].hex) + ": " + describe(jb[array][ib])).id = pb[ib].id;
            },
            [&](std::size_t ia) {
                const std::string who = pa[ia].name.empty() ? pa[ia].id : pa[ia].name;
                add(kind(1), at(array, ia), pa[ia].hex, noun + " " + who + " removed from " + formatHex(pa[ia].hex)).id = pa[ia].id;
            });
    }

    void objectives() {
        const auto onBoard = [this](DifferenceKind kind, std::string pointer, const Objective& o, std::string text) {
            ScenarioDifference& c = add(kind, std::move(pointer), o.hexes.empty() ? std::nullopt : std::optional<Hex>(o.hexes.front()), std::move(text));
            c.hexes = o.hexes;
            c.id = o.id;
        };
        const auto id = [](const Objective& o) { return o.id; };
        match(
            keysOf(a.objectives, id), keysOf(b.objectives, id),
            [&](std::size_t ia, std::size_t ib) {
                if (const auto fields = fieldChanges(ja["objectives"][ia], jb["objectives"][ib], sides); !fields.empty())
                    onBoard(DifferenceKind::ObjectiveChanged, at("objectives", ib), b.objectives[ib], "objective " + b.objectives[ib].id + ": " + fields);
            },
            [&](std::size_t ib) { onBoard(DifferenceKind::ObjectiveAdded, at("objectives", ib), b.objectives[ib], "objective " + b.objectives[ib].id + " added: " + describeObjective(b.objectives[ib], sides)); },
            [&](std::size_t ia) { onBoard(DifferenceKind::ObjectiveRemoved, at("objectives", ia), a.objectives[ia], "objective " + a.objectives[ia].id + " removed"); });
    }

    void specialRules() {
        // Rules carry no id: the n-th rule of a kind in A is the n-th of that kind in B.
        const auto nth = [](const std::vector<SpecialRule>& rules) {
            std::vector<std::pair<SpecialRuleKind, int>> keys;
            std::map<SpecialRuleKind, int> seen;
            for (const auto& r : rules) keys.emplace_back(r.kind, seen[r.kind]++);
            return keys;
        };
        const auto onBoard = [this](DifferenceKind kind, std::string pointer, const SpecialRule& r, std::string text) {
            ScenarioDifference& c = add(kind, std::move(pointer), r.hexes.empty() ? std::nullopt : std::optional<Hex>(r.hexes.front()), std::move(text));
            c.hexes = r.hexes;
        };
        const auto name = [](const SpecialRule& r) { return std::string("special rule ") + specialRuleKindName(r.kind); };
        match(
            nth(a.specialRules), nth(b.specialRules),
            [&](std::size_t ia, std::size_t ib) {
                if (const auto fields = fieldChanges(ja["specialRules"][ia], jb["specialRules"][ib], sides); !fields.empty())
                    onBoard(DifferenceKind::SpecialRuleChanged, at("specialRules", ib), b.specialRules[ib], name(b.specialRules[ib]) + ": " + fields);
            },
            [&](std::size_t ib) {
                const SpecialRule& r = b.specialRules[ib];
                onBoard(DifferenceKind::SpecialRuleAdded, at("specialRules", ib), r, name(r) + " added: " + describeSpecialRule(r, sides));
            },
            [&](std::size_t ia) { onBoard(DifferenceKind::SpecialRuleRemoved, at("specialRules", ia), a.specialRules[ia], name(a.specialRules[ia]) + " removed"); });
    }
};

}  // namespace

std::vector<ScenarioDifference> diffScenarios(const Scenario& a, const Scenario& b, const SideWords& sides) {
    std::vector<ScenarioDifference> out;
    Pair pair{a, b, sides, scenarioToJson(a), scenarioToJson(b), out};
    // The reference picture is the designer's tracing aid, not the battle: not a change of it.
    pair.ja.erase("referencePicture");
    pair.jb.erase("referencePicture");
    // A kept game system is the system's business (tricorne diff of its two files says what
    // changed): here it is one setting, its hash, however it is kept (embedded or a sidecar).
    for (auto* j : {&pair.ja, &pair.jb})
        if (const auto binding = j->find("systemBinding"); binding != j->end()) *binding = {{"hash", binding->at("hash")}};
    settingChanges(pair.ja, pair.jb, "", sides, out);
    pair.terrain();
    pair.hexsides();
    pair.pieces(a.units, b.units, "units", "unit", DifferenceKind::UnitAdded);
    pair.pieces(a.leaders, b.leaders, "leaders", "leader", DifferenceKind::LeaderAdded);
    pair.objectives();
    pair.specialRules();
    return out;
}

const char* differenceKindName(DifferenceKind kind) {
    switch (kind) {
        case DifferenceKind::Invalid: return "invalid";
        case DifferenceKind::Setting: return "setting";
        case DifferenceKind::Terrain: return "terrain";
        case DifferenceKind::Hexside: return "hexside";
        case DifferenceKind::UnitAdded: return "unit-added";
        case DifferenceKind::UnitRemoved: return "unit-removed";
        case DifferenceKind::UnitMoved: return "unit-moved";
        case DifferenceKind::UnitChanged: return "unit-changed";
        case DifferenceKind::LeaderAdded: return "leader-added";
        case DifferenceKind::LeaderRemoved: return "leader-removed";
        case DifferenceKind::LeaderMoved: return "leader-moved";
        case DifferenceKind::LeaderChanged: return "leader-changed";
        case DifferenceKind::ObjectiveAdded: return "objective-added";
        case DifferenceKind::ObjectiveRemoved: return "objective-removed";
        case DifferenceKind::ObjectiveChanged: return "objective-changed";
        case DifferenceKind::SpecialRuleAdded: return "special-rule-added";
        case DifferenceKind::SpecialRuleRemoved: return "special-rule-removed";
        case DifferenceKind::SpecialRuleChanged: return "special-rule-changed";
    }
    return "invalid";
}

}  // namespace tricorne
