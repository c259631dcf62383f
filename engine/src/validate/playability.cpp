// A game system's playability warnings (validate/playability.h).
#include "tricorne/validate/playability.h"

#include <algorithm>
#include <set>

#include "tricorne/io/system_json.h"

namespace tricorne {

namespace {

Diagnostic warning(std::string code, std::string pointer, std::string_view text, std::vector<DiagnosticArg> args = {}) {
    return makeDiagnostic(Severity::Warning, std::move(code), std::move(pointer), std::nullopt, text, std::move(args));
}

std::vector<Ability> sorted(std::vector<Ability> abilities) {
    std::sort(abilities.begin(), abilities.end());
    return abilities;
}

bool covered(UnitKind kind, const std::vector<Ability>& abilities) {
    const auto mine = sorted(abilities);
    return std::any_of(coveredBehaviours().begin(), coveredBehaviours().end(),
                       [&](const CoveredBehaviour& c) { return c.kind == kind && c.abilities == mine; });
}

}  // namespace

const std::vector<CoveredBehaviour>& coveredBehaviours() {
    using A = Ability;
    static const std::vector<CoveredBehaviour> table = [] {
        std::vector<CoveredBehaviour> t{
            {UnitKind::Infantry, {}, "the line infantry of both shipped systems"},
            {UnitKind::Infantry, {A::HighlandBattleBonus, A::HighlandMorale, A::TakeGroundBonusMelee}, "jacobite-rising: highland"},
            {UnitKind::Infantry, {A::HighlandCharge, A::HighlandMorale, A::TakeGroundBonusMelee}, "american-revolution: british highland"},
            {UnitKind::Infantry, {A::RetireAndRally, A::NoRangedPenaltyForMoving}, "american-revolution: light and rifle infantry"},
            {UnitKind::Infantry, {A::HessianQuickStep, A::HessianBayonetAttack}, "american-revolution: german regular"},
            {UnitKind::Cavalry, {A::TakeGroundBonusMelee, A::RetireAndRally}, "the cavalry of both shipped systems"},
            {UnitKind::Artillery, {}, "the artillery of both shipped systems"},
        };
        for (auto& c : t) c.abilities = sorted(std::move(c.abilities));
        return t;
    }();
    return table;
}

namespace {

Diagnostic error(std::string code, std::string pointer, std::string_view text, std::vector<DiagnosticArg> args = {}) {
    return makeDiagnostic(Severity::Error, std::move(code), std::move(pointer), std::nullopt, text, std::move(args));
}

/// The ids a list of the document defines.
std::set<std::string> idsOf(const nlohmann::json& doc, const char* list) {
    std::set<std::string> ids;
    for (const auto& item : doc.at(list)) ids.insert(item.at("id").get<std::string>());
    return ids;
}

/// Ids that name nothing the file defines: a Combat deck's faction, an army a card's effect is
/// for. (validateSystemDocument checks the armies' factions and the Chief markers'.)
Diagnostics danglingReferences(const nlohmann::json& doc) {
    Diagnostics out;
    const auto decks = doc.find("decks");
    if (decks == doc.end()) return out;
    const auto factions = idsOf(doc, "factions");
    const auto armies = idsOf(doc, "armies");
    const auto checkCards = [&](const nlohmann::json& cards, const std::string& pointer) {
        for (std::size_t c = 0; c < cards.size(); ++c) {
            const auto effects = cards[c].find("effects");
            if (effects == cards[c].end()) continue;
            for (std::size_t e = 0; e < effects->size(); ++e) {
                const auto forArmies = (*effects)[e].find("armies");
                if (forArmies == (*effects)[e].end()) continue;
                for (std::size_t a = 0; a < forArmies->size(); ++a)
                    if (const auto id = (*forArmies)[a].get<std::string>(); !armies.count(id))
                        out.push_back(error("unknown-army", pointer + "/" + std::to_string(c) + "/effects/" + std::to_string(e) + "/armies/" + std::to_string(a),
                                            TRICORNE_TEXT("the card's effect is for army `{1}`, which the file does not define; name one of "
                                                          "its armies"),
                                            {id}));
            }
        }
    };
    if (const auto command = decks->find("command"); command != decks->end()) checkCards(command->at("cards"), "/decks/command/cards");
    if (const auto combat = decks->find("combat"); combat != decks->end())
        for (std::size_t d = 0; d < combat->size(); ++d) {
            const std::string pointer = "/decks/combat/" + std::to_string(d);
            if (const auto faction = (*combat)[d].at("faction").get<std::string>(); !factions.count(faction))
                out.push_back(error("unknown-faction", pointer + "/faction",
                                    TRICORNE_TEXT("a Combat deck for faction `{1}`, which the file does not define; name one of its "
                                                  "factions"),
                                    {faction}));
            checkCards((*combat)[d].at("cards"), pointer + "/cards");
        }
    return out;
}

}  // namespace

Diagnostics systemDocumentPlayability(const nlohmann::json& doc) {
    Diagnostics out = danglingReferences(doc);
    if (hasErrors(out)) return out;
    try {
        return systemPlayability(gameSystemFromJson(doc));
    } catch (const std::exception&) {
        return {};  // the reader refuses what the schema let through; loadSystem says so
    }
}

Diagnostics systemPlayability(const GameSystem& system) {
    Diagnostics out;
    for (std::size_t a = 0; a < system.armies.size(); ++a) {
        const Army& army = system.armies[a];
        for (std::size_t t = 0; t < army.unitTypes.size(); ++t) {
            const UnitType& type = army.unitTypes[t];
            const std::string pointer = "/armies/" + std::to_string(a) + "/unitTypes/" + std::to_string(t);
            if (std::all_of(type.dice.begin(), type.dice.end(), [](int d) { return d == 0; }))
                out.push_back(warning("no-dice", pointer + "/dice",
                                      TRICORNE_TEXT("{1} of the {2} army has no battle dice at any range, so it never battles; give it "
                                                    "melee dice (the first number) at least"),
                                      {nameArg(type.name), nameArg(army.name)}));
            if (!covered(type.kind, type.abilities)) {
                std::string abilities;
                for (Ability ability : sorted(type.abilities)) abilities += (abilities.empty() ? "" : ", ") + std::string(abilityName(ability));
                out.push_back(warning("behaviour-untested", pointer + "/abilities",
                                      TRICORNE_TEXT("{1} of the {2} army is {3} with abilities [{4}], a combination no test plays, so the "
                                                    "engine's handling of it is unchecked; prefer a kind and abilities a shipped unit type "
                                                    "has (schema/README.md lists them), or playtest it closely"),
                                      {nameArg(type.name), nameArg(army.name), unitKindName(type.kind), abilities}));
            }
        }
    }
    const bool sectionCard = std::any_of(system.commandCards.begin(), system.commandCards.end(),
                                         [](const CommandCard& c) { return !c.tactic && c.orderRule == OrderRule::Sections; });
    // Without a Command deck no turn can begin (000 · Phase 1. Play a Command Card): an error.
    if (system.commandCards.empty())
        out.push_back(error("no-command-deck", "",
                            TRICORNE_TEXT("the system has no Command deck, so no turn can begin (a turn starts with a Command card); "
                                          "add \"decks\": {\"command\": …} (a shipped system's is a start)")));
    else if (!sectionCard)
        out.push_back(warning("no-section-card", "/decks/command/cards",
                              TRICORNE_TEXT("the Command deck has no Section card, so no card orders units by section as a turn "
                                            "usually does; add Section cards (\"kind\": \"section\")")));
    return out;
}

}  // namespace tricorne
