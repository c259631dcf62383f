// The special rules' JSON form (schema/scenario.schema.json "specialRule"): one reader and one
// canonical writer for every typed kind, so the scenario code stays about the scenario.
#include <string>

#include "tricorne/io/scenario_json.h"

namespace tricorne {

namespace {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

Position positionOf(const json& j) { return j.get<std::string>() == "top" ? Position::Top : Position::Bottom; }

std::vector<std::string> strings(const json& j, const char* key) {
    std::vector<std::string> out;
    if (const auto it = j.find(key); it != j.end())
        for (const auto& e : *it) out.push_back(e.get<std::string>());
    return out;
}

void putStrings(ojson& out, const char* key, const std::vector<std::string>& values) {
    if (values.empty()) return;
    ojson array = ojson::array();
    for (const auto& v : values) array.push_back(v);
    out[key] = array;
}

}  // namespace

SpecialRule specialRuleFromJson(const json& j) {
    SpecialRule r;
    r.kind = specialRuleKindFromName(j.at("kind").get<std::string>());
    r.text = j.value("text", std::string());
    r.reason = j.value("reason", std::string());
    if (const auto it = j.find("mustRetire"); it != j.end())
        for (const auto& p : *it) r.mustRetire.push_back(positionOf(p));
    if (const auto it = j.find("firstSide"); it != j.end()) r.firstSide = positionOf(*it);
    if (const auto it = j.find("joiners"); it != j.end())
        for (const auto& e : *it) {
            CannonadeJoiner joiner{e.at("type").get<std::string>(), std::nullopt};
            if (const auto d = e.find("dice"); d != e.end()) joiner.dice = d->get<int>();
            r.joiners.push_back(joiner);
        }
    if (const auto it = j.find("side"); it != j.end()) r.side = positionOf(*it);
    r.terrain = strings(j, "terrain");
    if (const auto it = j.find("hexes"); it != j.end())
        for (const auto& h : *it) r.hexes.push_back(toAxial(Offset{h.at(0).get<int>(), h.at(1).get<int>()}));
    r.fordable = j.value("fordable", false);
    r.from = j.value("from", std::string());
    r.as = j.value("as", std::string());
    r.units = strings(j, "units");
    r.leaders = strings(j, "leaders");
    r.unitKinds = strings(j, "unitKinds");
    r.dice = j.value("dice", 0);
    if (const auto it = j.find("toward"); it != j.end())
        for (const auto& e : *it) r.toward.push_back(parseSide(e.get<std::string>()).value_or(Side::NE));
    r.name = j.value("name", std::string());
    r.cards = strings(j, "cards");
    // Card-linked rules (carried out in play/cards_turn.cpp, checked in validate/cards_validate.cpp).
    if (const auto it = j.find("sides"); it != j.end())
        for (const auto& p : *it) r.sides.push_back(positionOf(p));
    r.cardPlays = j.value("cardPlays", 0);
    r.draw = j.value("draw", 0);
    r.handSize = j.value("handSize", 0);
    if (const auto it = j.find("tieGoesTo"); it != j.end()) r.tieGoesTo = positionOf(*it);
    return r;
}

ojson specialRuleToJson(const SpecialRule& r) {
    ojson out;
    out["kind"] = specialRuleKindName(r.kind);
    if (!r.text.empty()) out["text"] = r.text;
    if (!r.reason.empty()) out["reason"] = r.reason;
    if (!r.mustRetire.empty()) {
        ojson sides = ojson::array();
        for (Position p : r.mustRetire) sides.push_back(positionName(p));
        out["mustRetire"] = sides;
    }
    if (r.firstSide) out["firstSide"] = positionName(*r.firstSide);
    if (!r.joiners.empty()) {
        ojson joiners = ojson::array();
        for (const auto& j : r.joiners) {
            ojson e;
            e["type"] = j.type;
            if (j.dice) e["dice"] = *j.dice;
            joiners.push_back(e);
        }
        out["joiners"] = joiners;
    }
    if (r.side) out["side"] = positionName(*r.side);
    putStrings(out, "terrain", r.terrain);
    if (!r.hexes.empty()) {
        ojson hexes = ojson::array();
        for (Hex h : r.hexes) {
            const Offset o = toOffset(h);
            hexes.push_back(ojson::array({o.col, o.row}));
        }
        out["hexes"] = hexes;
    }
    if (r.kind == SpecialRuleKind::Waterway) out["fordable"] = r.fordable;
    if (!r.from.empty()) out["from"] = r.from;
    if (!r.as.empty()) out["as"] = r.as;
    putStrings(out, "units", r.units);
    putStrings(out, "leaders", r.leaders);
    putStrings(out, "unitKinds", r.unitKinds);
    if (r.dice > 0) out["dice"] = r.dice;
    if (!r.toward.empty()) {
        ojson sides = ojson::array();
        for (Side s : r.toward) sides.push_back(std::string(sideName(s)));
        out["toward"] = sides;
    }
    if (!r.name.empty()) out["name"] = r.name;
    putStrings(out, "cards", r.cards);
    if (!r.sides.empty()) {
        ojson sides = ojson::array();
        for (Position p : r.sides) sides.push_back(positionName(p));
        out["sides"] = sides;
    }
    if (r.cardPlays) out["cardPlays"] = r.cardPlays;
    if (r.draw) out["draw"] = r.draw;
    if (r.handSize) out["handSize"] = r.handSize;
    if (r.tieGoesTo) out["tieGoesTo"] = positionName(*r.tieGoesTo);
    return out;
}

}  // namespace tricorne
