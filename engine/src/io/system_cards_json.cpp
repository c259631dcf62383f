// Reading the Command deck and the Combat decks of a game-system file
// (schema/system.schema.json, "decks"; schema/README.md, "Cards"). Card behaviour is the effect
// vocabulary of model/system.h, carried out by engine/src/rules/card_effects.cpp and
// engine/src/play/cards*.cpp.
#include "io/system_cards_json.h"

#include <stdexcept>
#include <string>

namespace tricorne {

namespace detail {

namespace {

using json = nlohmann::json;

std::vector<UnitKind> unitKindsFrom(const json& parent) {
    std::vector<UnitKind> out;
    if (const auto it = parent.find("unitKinds"); it != parent.end())
        for (const auto& k : *it) out.push_back(unitKindFrom(k.get<std::string>()));
    return out;
}

BoardSection sectionFrom(const std::string& name) {
    return name == "left" ? BoardSection::Left : name == "right" ? BoardSection::Right : BoardSection::Centre;
}

OrderRule orderRuleFrom(const std::string& s) {
    if (s == "count") return OrderRule::Count;
    if (s == "equal-to-command") return OrderRule::EqualToCommand;
    if (s == "line") return OrderRule::Line;
    if (s == "inspired-leader") return OrderRule::InspiredLeader;
    return OrderRule::None;
}

EffectKind effectKindFrom(const std::string& s) {
    static const std::pair<const char*, EffectKind> kNames[] = {
        {"dice", EffectKind::Dice},
        {"move", EffectKind::Move},
        {"no-moving-penalty", EffectKind::NoMovingPenalty},
        {"no-melee", EffectKind::NoMelee},
        {"first-strike", EffectKind::FirstStrike},
        {"retire", EffectKind::Retire},
        {"draw-command", EffectKind::DrawCommand},
        {"draw-combat", EffectKind::DrawCombat},
        {"reshuffle", EffectKind::Reshuffle},
        {"rally", EffectKind::Rally},
    };
    for (const auto& [name, kind] : kNames)
        if (s == name) return kind;
    throw std::invalid_argument("unknown card effect " + s);  // the schema's enum rules this out
}

CardEffect effectFrom(const json& j) {
    CardEffect e;
    e.kind = effectKindFrom(j.at("effect").get<std::string>());
    const std::string when = j.value("combat", std::string("any"));
    e.when = when == "ranged" ? CombatWhen::Ranged : when == "melee" ? CombatWhen::Melee : CombatWhen::Any;
    e.unitKinds = unitKindsFrom(j);
    if (const auto it = j.find("armies"); it != j.end()) e.armies = it->get<std::vector<std::string>>();
    if (const auto it = j.find("ability"); it != j.end()) e.ability = abilityFromName(it->get<std::string>());
    e.value = j.value("value", 0);
    e.keep = j.value("keep", 0);
    return e;
}

/// The fields Command and Combat cards share.
void readText(const json& c, CardText& card) {
    card.id = c.at("id").get<std::string>();
    card.name = c.at("name").get<std::string>();
    card.count = c.at("count").get<int>();
    card.notes = c.value("notes", std::string());
    if (const auto it = c.find("order"); it != c.end()) {
        card.orderRule = OrderRule::Sections;
        for (const auto& group : *it) {
            SectionOrder order;
            order.count = group.at("count").get<int>();
            for (const auto& section : group.at("sections")) {
                order.sections.push_back(sectionFrom(section.get<std::string>()));
            }
            card.order.push_back(std::move(order));
        }
    } else if (const auto orders = c.find("orders"); orders != c.end()) {
        card.orderRule = orderRuleFrom(orders->at("rule").get<std::string>());
        card.orderCount = orders->value("count", 0);
        card.orderKinds = unitKindsFrom(*orders);
        if (const auto sections = orders->find("sections"); sections != orders->end())
            for (const auto& section : *sections) card.orderSections.push_back(sectionFrom(section.get<std::string>()));
    } else {
        card.orderRule = OrderRule::None;
    }
    if (const auto it = c.find("effects"); it != c.end())
        for (const auto& e : *it) card.effects.push_back(effectFrom(e));
    card.provenance = c.at("provenance").get<std::string>();
    card.source = c.at("source").get<std::string>();
}

CardMoment momentFrom(const std::string& s) {
    if (s == "in-lieu") return CardMoment::InLieu;
    if (s == "defend-melee") return CardMoment::DefendMelee;
    return CardMoment::OrderedUnit;
}

}  // namespace

void readCardDecks(const json& decks, GameSystem& s) {
    if (const auto command = decks.find("command"); command != decks.end()) {
        for (const auto& c : command->at("cards")) {
            CommandCard card;
            readText(c, card);
            card.tactic = c.at("kind").get<std::string>() == "tactic";
            s.commandCards.push_back(std::move(card));
        }
    }
    if (const auto combat = decks.find("combat"); combat != decks.end()) {
        for (const auto& deck : *combat) {
            const auto faction = deck.at("faction").get<std::string>();
            for (const auto& c : deck.at("cards")) {
                CombatCard card;
                readText(c, card);
                card.deck = faction;
                card.moment = momentFrom(c.at("moment").get<std::string>());
                s.combatCards.push_back(std::move(card));
            }
        }
    }
}

}  // namespace detail

}  // namespace tricorne
