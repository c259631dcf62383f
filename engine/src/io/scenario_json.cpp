// A scenario's JSON form (schema/scenario.schema.json): the model read from a document that
// passed the schema, and the canonical document written from it.
#include "tricorne/io/scenario_json.h"

#include <array>

namespace tricorne {

namespace {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

constexpr std::array<const char*, 3> kCountNames{"any", "each", "all"};
constexpr std::array<const char*, 2> kOccupancyNames{"friendly", "no-enemy"};

Hex hexFrom(const json& j) { return toAxial(Offset{j.at(0).get<int>(), j.at(1).get<int>()}); }

ojson hexTo(Hex h) {
    const Offset o = toOffset(h);
    return ojson::array({o.col, o.row});
}

Position positionFrom(const json& j) { return j.get<std::string>() == "top" ? Position::Top : Position::Bottom; }

std::string str(const json& object, const char* key) {
    const auto it = object.find(key);
    return it == object.end() ? std::string() : it->get<std::string>();
}

void putIfSet(ojson& out, const char* key, const std::string& value) {
    if (!value.empty()) out[key] = value;
}

SideSetup sideFrom(const json& j) {
    SideSetup s;
    s.faction = j.at("faction").get<std::string>();
    s.armies = j.at("armies").get<std::vector<std::string>>();
    s.commander = str(j, "commander");
    s.commandCards = j.at("commandCards").get<int>();
    s.combatCards = j.at("combatCards").get<int>();
    s.combatDeck = str(j, "combatDeck");
    s.startingBanners = j.value("startingBanners", 0);
    return s;
}

ojson sideTo(const SideSetup& s) {
    ojson out;
    out["faction"] = s.faction;
    out["armies"] = s.armies;
    putIfSet(out, "commander", s.commander);
    out["commandCards"] = s.commandCards;
    out["combatCards"] = s.combatCards;
    putIfSet(out, "combatDeck", s.combatDeck);
    out["startingBanners"] = s.startingBanners;
    return out;
}

}  // namespace

Objective objectiveFromJson(const json& j) {
    Objective o;
    o.id = j.at("id").get<std::string>();
    o.name = str(j, "name");
    o.kind = objectiveKindFromName(j.at("kind").get<std::string>());
    const auto who = j.at("for").get<std::string>();
    o.beneficiary = who == "top" ? Beneficiary::Top : who == "bottom" ? Beneficiary::Bottom : Beneficiary::Both;
    if (const auto it = j.find("hexes"); it != j.end())
        for (const auto& h : *it) o.hexes.push_back(hexFrom(h));
    if (const auto it = j.find("banners"); it != j.end()) o.banners = it->get<int>();
    if (const auto it = j.find("bannersBySide"); it != j.end()) {
        if (it->contains("top")) o.bannersTop = it->at("top").get<int>();
        if (it->contains("bottom")) o.bannersBottom = it->at("bottom").get<int>();
    }
    if (const auto it = j.find("holder"); it != j.end()) o.holder = positionFrom(*it);
    if (const auto it = j.find("section"); it != j.end()) {
        const auto name = it->get<std::string>();
        for (BoardSection section : {BoardSection::Left, BoardSection::Centre, BoardSection::Right})
            if (name == board::sectionName(section)) o.section = section;
    }
    if (const auto it = j.find("count"); it != j.end())
        for (std::size_t i = 0; i < kCountNames.size(); ++i)
            if (*it == kCountNames[i]) o.count = static_cast<ObjectiveCount>(i);
    if (const auto it = j.find("occupancy"); it != j.end())
        for (std::size_t i = 0; i < kOccupancyNames.size(); ++i)
            if (*it == kOccupancyNames[i]) o.occupancy = static_cast<ObjectiveOccupancy>(i);
    if (const auto it = j.find("maxPerTurn"); it != j.end()) o.maxPerTurn = it->get<int>();
    if (const auto it = j.find("afterTotalBanners"); it != j.end()) o.afterTotalBanners = it->get<int>();
    if (const auto it = j.find("loneLeaders"); it != j.end()) o.loneLeaders = it->get<bool>();
    return o;
}

ojson objectiveToJson(const Objective& o) {
    ojson out;
    out["id"] = o.id;
    putIfSet(out, "name", o.name);
    out["kind"] = objectiveKindName(o.kind);
    out["for"] = o.beneficiary == Beneficiary::Top ? "top" : o.beneficiary == Beneficiary::Bottom ? "bottom" : "both";
    if (!o.hexes.empty()) {
        ojson hexes = ojson::array();
        for (Hex h : o.hexes) hexes.push_back(hexTo(h));
        out["hexes"] = hexes;
    }
    if (o.banners) out["banners"] = *o.banners;
    if (o.bannersTop || o.bannersBottom) {
        ojson by;
        if (o.bannersTop) by["top"] = *o.bannersTop;
        if (o.bannersBottom) by["bottom"] = *o.bannersBottom;
        out["bannersBySide"] = by;
    }
    if (o.holder) out["holder"] = positionName(*o.holder);
    if (o.section) out["section"] = board::sectionName(*o.section);
    if (o.count != ObjectiveCount::Any) out["count"] = kCountNames[static_cast<std::size_t>(o.count)];
    if (o.occupancy != ObjectiveOccupancy::Friendly) out["occupancy"] = kOccupancyNames[static_cast<std::size_t>(o.occupancy)];
    if (o.maxPerTurn) out["maxPerTurn"] = *o.maxPerTurn;
    if (o.afterTotalBanners) out["afterTotalBanners"] = *o.afterTotalBanners;
    if (o.loneLeaders) out["loneLeaders"] = true;
    return out;
}

Scenario scenarioFromJson(const json& doc) {
    Scenario s;
    s.version = doc.at("version").get<int>();
    s.system = doc.at("system").get<std::string>();
    if (const auto it = doc.find("systemBinding"); it != doc.end()) {
        SystemBinding binding;
        binding.hash = it->at("hash").get<std::string>();
        binding.sidecar = str(*it, "sidecar");
        // nlohmann's json keeps keys sorted: the text is the same however the file laid it out.
        if (const auto embedded = it->find("embedded"); embedded != it->end()) binding.embedded = embedded->dump();
        s.systemBinding = std::move(binding);
    }
    const json& m = doc.at("metadata");
    s.metadata = {str(m, "title"), str(m, "date"), str(m, "author"), str(m, "source"), str(m, "background"), str(m, "notes"),
                  m.value("reconstructed", false), str(m, "reconstruction")};
    s.top = sideFrom(doc.at("sides").at("top"));
    s.bottom = sideFrom(doc.at("sides").at("bottom"));
    s.firstPlayer = positionFrom(doc.at("firstPlayer"));
    s.victoryBanners = doc.at("victoryBanners").get<int>();
    for (const auto& t : doc.at("terrain"))
        s.terrain.push_back({hexFrom(t.at("hex")), t.at("type").get<std::string>(), str(t, "variant"), t.value("rotation", 0)});
    for (const auto& f : doc.at("hexsides"))
        s.hexsides.push_back({hexFrom(f.at("hex")), parseSide(f.at("side").get<std::string>()).value_or(Side::NE),
                              f.at("type").get<std::string>()});
    for (const auto& u : doc.at("units"))
        s.units.push_back({u.at("id").get<std::string>(), u.at("army").get<std::string>(), u.at("type").get<std::string>(),
                           hexFrom(u.at("hex")), u.at("blocks").get<int>(), str(u, "name"), u.value("chief", false)});
    for (const auto& l : doc.at("leaders"))
        s.leaders.push_back({l.at("id").get<std::string>(), l.at("army").get<std::string>(), str(l, "name"), hexFrom(l.at("hex"))});
    for (const auto& o : doc.at("objectives")) s.objectives.push_back(objectiveFromJson(o));
    for (const auto& r : doc.at("specialRules")) s.specialRules.push_back(specialRuleFromJson(r));
    if (const auto it = doc.find("labels"); it != doc.end())
        for (const auto& l : *it) s.labels.push_back({l.at("text").get<std::string>(), hexFrom(l.at("hex")), l.value("rotation", 0)});
    if (const auto it = doc.find("unplaced"); it != doc.end()) {
        if (const auto units = it->find("units"); units != it->end())
            for (const auto& u : *units)
                s.unplaced.units.push_back({u.at("id").get<std::string>(), u.at("army").get<std::string>(), u.at("type").get<std::string>(),
                                            u.at("blocks").get<int>(), str(u, "name"), u.value("chief", false), str(u, "brigade")});
        if (const auto leaders = it->find("leaders"); leaders != it->end())
            for (const auto& l : *leaders)
                s.unplaced.leaders.push_back({l.at("id").get<std::string>(), l.at("army").get<std::string>(), str(l, "name"), str(l, "brigade")});
    }
    if (const auto it = doc.find("referencePicture"); it != doc.end()) {
        ReferencePicture picture;
        picture.path = it->at("path").get<std::string>();
        picture.page = it->value("page", 1);
        picture.opacity = it->value("opacity", 0.5);
        picture.shown = it->value("shown", true);
        if (const auto points = it->find("points"); points != it->end())
            for (const auto& p : *points)
                picture.points.push_back({p.at("picture").at(0).get<double>(), p.at("picture").at(1).get<double>(), hexFrom(p.at("hex")),
                                          str(p, "corner")});
        s.referencePicture = std::move(picture);
    }
    return s;
}

ojson scenarioToJson(const Scenario& s) {
    ojson out;
    out["format"] = "tricorne-scenario";
    out["version"] = kScenarioVersion;
    out["system"] = s.system;
    // Version 4: the game system a scenario keeps when it is not built in.
    if (const auto& binding = s.systemBinding) {
        ojson b;
        b["hash"] = binding->hash;
        if (!binding->sidecar.empty()) b["sidecar"] = binding->sidecar;
        if (!binding->embedded.empty()) b["embedded"] = ojson::parse(binding->embedded);
        out["systemBinding"] = b;
    }
    ojson m;
    m["title"] = s.metadata.title;
    putIfSet(m, "date", s.metadata.date);
    putIfSet(m, "author", s.metadata.author);
    putIfSet(m, "source", s.metadata.source);
    putIfSet(m, "background", s.metadata.background);
    putIfSet(m, "notes", s.metadata.notes);
    if (s.metadata.reconstructed) m["reconstructed"] = true;
    putIfSet(m, "reconstruction", s.metadata.reconstruction);
    out["metadata"] = m;
    out["sides"] = ojson{{"top", sideTo(s.top)}, {"bottom", sideTo(s.bottom)}};
    out["firstPlayer"] = positionName(s.firstPlayer);
    out["victoryBanners"] = s.victoryBanners;

    ojson terrain = ojson::array();
    for (const auto& t : s.terrain) {
        ojson e;
        e["hex"] = hexTo(t.hex);
        e["type"] = t.type;
        if (!t.variant.empty()) e["variant"] = t.variant;
        if (!t.variant.empty() || t.rotation != 0) e["rotation"] = t.rotation;
        terrain.push_back(e);
    }
    out["terrain"] = terrain;

    ojson hexsides = ojson::array();
    for (const auto& f : s.hexsides) {
        ojson e;
        e["hex"] = hexTo(f.hex);
        e["side"] = std::string(sideName(f.side));
        e["type"] = f.type;
        hexsides.push_back(e);
    }
    out["hexsides"] = hexsides;

    ojson units = ojson::array();
    for (const auto& u : s.units) {
        ojson e;
        e["id"] = u.id;
        e["army"] = u.army;
        e["type"] = u.type;
        e["hex"] = hexTo(u.hex);
        e["blocks"] = u.blocks;
        putIfSet(e, "name", u.name);
        if (u.chief) e["chief"] = true;
        units.push_back(e);
    }
    out["units"] = units;

    ojson leaders = ojson::array();
    for (const auto& l : s.leaders) {
        ojson e;
        e["id"] = l.id;
        e["army"] = l.army;
        putIfSet(e, "name", l.name);
        e["hex"] = hexTo(l.hex);
        leaders.push_back(e);
    }
    out["leaders"] = leaders;

    ojson objectives = ojson::array();
    for (const auto& o : s.objectives) objectives.push_back(objectiveToJson(o));
    out["objectives"] = objectives;

    ojson rules = ojson::array();
    for (const auto& r : s.specialRules) rules.push_back(specialRuleToJson(r));
    out["specialRules"] = rules;

    // Version 2's additions are written only when used, so a file without them reads the same.
    if (!s.labels.empty()) {
        ojson labels = ojson::array();
        for (const auto& l : s.labels) {
            ojson e;
            e["text"] = l.text;
            e["hex"] = hexTo(l.hex);
            if (l.rotation != 0) e["rotation"] = l.rotation;
            labels.push_back(e);
        }
        out["labels"] = labels;
    }
    if (!s.unplaced.empty()) {
        ojson tray;
        if (!s.unplaced.units.empty()) {
            ojson trayUnits = ojson::array();
            for (const auto& u : s.unplaced.units) {
                ojson e;
                e["id"] = u.id;
                e["army"] = u.army;
                e["type"] = u.type;
                e["blocks"] = u.blocks;
                putIfSet(e, "name", u.name);
                if (u.chief) e["chief"] = true;
                putIfSet(e, "brigade", u.brigade);
                trayUnits.push_back(e);
            }
            tray["units"] = trayUnits;
        }
        if (!s.unplaced.leaders.empty()) {
            ojson trayLeaders = ojson::array();
            for (const auto& l : s.unplaced.leaders) {
                ojson e;
                e["id"] = l.id;
                e["army"] = l.army;
                putIfSet(e, "name", l.name);
                putIfSet(e, "brigade", l.brigade);
                trayLeaders.push_back(e);
            }
            tray["leaders"] = trayLeaders;
        }
        out["unplaced"] = tray;
    }
    // Version 3: the picture the designer traces from, when there is one.
    if (const auto& picture = s.referencePicture) {
        ojson ref;
        ref["path"] = picture->path;
        if (picture->page != 1) ref["page"] = picture->page;
        ref["opacity"] = picture->opacity;
        ref["shown"] = picture->shown;
        if (!picture->points.empty()) {
            ojson points = ojson::array();
            for (const auto& p : picture->points) {
                ojson e;
                e["picture"] = ojson::array({p.x, p.y});
                e["hex"] = hexTo(p.hex);
                putIfSet(e, "corner", p.corner);
                points.push_back(e);
            }
            ref["points"] = points;
        }
        out["referencePicture"] = ref;
    }
    return out;
}

std::string canonicalScenarioText(const Scenario& scenario) { return scenarioToJson(scenario).dump(2) + "\n"; }

}  // namespace tricorne
