// The game system model's lookups and vocabulary names. Its JSON form is io/system_json.cpp;
// the shipped systems are loaded (and checked) by validate/validate.cpp.
#include "tricorne/model/system.h"

#include <algorithm>
#include <stdexcept>

namespace tricorne {

namespace {

template <typename T>
const T* findById(const std::vector<T>& items, const std::string& id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}

}  // namespace

namespace {

/// The abilities' names in files, one table for reading and for messages.
constexpr std::pair<const char*, Ability> kAbilityNames[] = {
    {"highland-battle-bonus", Ability::HighlandBattleBonus},
    {"highland-charge", Ability::HighlandCharge},
    {"highland-morale", Ability::HighlandMorale},
    {"take-ground-bonus-melee", Ability::TakeGroundBonusMelee},
    {"retire-and-rally", Ability::RetireAndRally},
    {"no-ranged-penalty-for-moving", Ability::NoRangedPenaltyForMoving},
    {"hessian-quick-step", Ability::HessianQuickStep},
    {"hessian-bayonet-attack", Ability::HessianBayonetAttack},
};

}  // namespace

Ability abilityFromName(const std::string& s) {
    for (const auto& [name, ability] : kAbilityNames)
        if (s == name) return ability;
    throw std::invalid_argument("unknown ability " + s);  // the schema's enum rules this out
}

const char* abilityName(Ability ability) {
    for (const auto& [name, a] : kAbilityNames)
        if (a == ability) return name;
    return "?";  // every enumerator is in the table
}


const char* unitKindName(UnitKind kind) {
    switch (kind) {
        case UnitKind::Infantry: return "infantry";
        case UnitKind::Cavalry: return "cavalry";
        case UnitKind::Artillery: return "artillery";
    }
    return "infantry";
}

bool UnitType::has(Ability a) const { return std::find(abilities.begin(), abilities.end(), a) != abilities.end(); }

const UnitType* Army::unitType(const std::string& typeId) const { return findById(unitTypes, typeId); }

DiceModifier KindModifiers::of(UnitKind kind) const {
    switch (kind) {
        case UnitKind::Infantry: return infantry;
        case UnitKind::Cavalry: return cavalry;
        case UnitKind::Artillery: return artillery;
    }
    return infantry;
}

bool Impassable::forKind(UnitKind kind) const {
    switch (kind) {
        case UnitKind::Infantry: return infantry;
        case UnitKind::Cavalry: return cavalry;
        case UnitKind::Artillery: return artillery;
    }
    return false;
}

const CardEffect* CardText::effect(EffectKind kind) const {
    const auto it = std::find_if(effects.begin(), effects.end(), [&](const CardEffect& e) { return e.kind == kind; });
    return it == effects.end() ? nullptr : &*it;
}

const Faction* GameSystem::faction(const std::string& factionId) const { return findById(factions, factionId); }
const Army* GameSystem::army(const std::string& armyId) const { return findById(armies, armyId); }
const TerrainType* GameSystem::terrainType(const std::string& terrainId) const { return findById(terrain, terrainId); }
const HexsideType* GameSystem::hexsideType(const std::string& hexsideId) const { return findById(hexsides, hexsideId); }

Face symbolFace(UnitKind kind) {
    switch (kind) {
        case UnitKind::Infantry: return Face::Infantry;
        case UnitKind::Cavalry: return Face::Cavalry;
        case UnitKind::Artillery: return Face::Artillery;
    }
    return Face::Infantry;
}

bool rollShows(RollFace want, Face rolled, UnitKind own) {
    switch (want) {
        case RollFace::OwnSymbol: return rolled == symbolFace(own);
        case RollFace::Infantry: return rolled == Face::Infantry;
        case RollFace::Cavalry: return rolled == Face::Cavalry;
        case RollFace::Artillery: return rolled == Face::Artillery;
        case RollFace::Flag: return rolled == Face::Flag;
        case RollFace::Saber: return rolled == Face::Saber;
    }
    return false;
}

int Die::count(Face face) const { return static_cast<int>(std::count(sides.begin(), sides.end(), face)); }

double Die::chance(Face face) const { return sides.empty() ? 0.0 : static_cast<double>(count(face)) / static_cast<double>(sides.size()); }

int GameSystem::maxRoadBonus() const {
    int most = 0;
    for (const TerrainType& t : terrain) most = std::max(most, t.roadBonus);
    return most;
}

const TerrainType* GameSystem::waterwayTerrain(Waterway kind) const {
    for (const TerrainType& t : terrain)
        if (t.waterway == kind) return &t;
    return nullptr;
}

const TerrainType* GameSystem::marshTerrain() const {
    for (const TerrainType& t : terrain)
        if (t.enterRoll.unit.effect == EnterRoll::Effect::LoseBlockAndStop) return &t;
    return nullptr;
}

bool GameSystem::hasChiefMarkers() const {
    return std::any_of(factions.begin(), factions.end(), [](const Faction& f) { return f.chiefMarker.has_value(); });
}

void SystemCatalog::add(std::shared_ptr<const GameSystem> system, std::string document, std::string origin) {
    m_entries.push_back({std::move(system), std::move(document), std::move(origin)});
}

const SystemCatalog::Entry* SystemCatalog::entry(const std::string& id) const {
    for (const auto& e : m_entries)
        if (e.system->id == id) return &e;
    return nullptr;
}

const GameSystem* SystemCatalog::find(const std::string& id) const {
    const Entry* e = entry(id);
    return e ? e->system.get() : nullptr;
}

std::shared_ptr<const GameSystem> SystemCatalog::share(const std::string& id) const {
    const Entry* e = entry(id);
    return e ? e->system : nullptr;
}

const std::string* SystemCatalog::document(const std::string& id) const {
    const Entry* e = entry(id);
    return e && !e->document.empty() ? &e->document : nullptr;
}

std::string SystemCatalog::origin(const std::string& id) const {
    const Entry* e = entry(id);
    return e ? e->origin : std::string();
}

std::vector<std::string> SystemCatalog::ids() const {
    std::vector<std::string> out;
    for (const auto& e : m_entries) out.push_back(e.system->id);
    return out;
}

}  // namespace tricorne
