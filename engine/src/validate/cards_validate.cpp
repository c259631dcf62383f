// Semantic checks of the card-linked battle rules and the Combat decks a scenario names
// (validate_semantics.cpp calls in here); play/cards_turn.cpp carries these rules out.
#include <algorithm>

#include "validate/validate_special_rules.h"

namespace tricorne::detail {

Diagnostics checkCardRules(const Scenario& s, const GameSystem& sys) {
    Diagnostics out;
    const auto add = [&](Severity severity, const char* code, const std::string& pointer, const std::string& message) {
        out.push_back({severity, code, pointer, std::nullopt, message});
    };
    const bool hasScout = std::any_of(sys.commandCards.begin(), sys.commandCards.end(),
                                      [](const CommandCard& c) { return c.effect(EffectKind::DrawCommand) != nullptr; });
    const bool cannonade = std::any_of(s.specialRules.begin(), s.specialRules.end(), [](const SpecialRule& r) { return r.kind == SpecialRuleKind::OpeningCannonade; });
    for (std::size_t i = 0; i < s.specialRules.size(); ++i) {
        const SpecialRule& r = s.specialRules[i];
        const std::string at = "/specialRules/" + std::to_string(i);
        const std::string kind = specialRuleKindName(r.kind);
        // The kinds whose table entry takes "sides" act only for the sides they name.
        const bool sided = r.kind != SpecialRuleKind::Invalid && findField(kindInfo(r.kind), "sides");
        if (sided && r.sides.empty())
            add(Severity::Error, "card-rule-without-sides", at + "/sides", "special rule `" + kind + "` names no side it applies to; add \"sides\"");
        if (r.kind == SpecialRuleKind::SuddenDeath && r.cardPlays < 1)
            add(Severity::Error, "sudden-death-without-count", at + "/cardPlays",
                "sudden death needs the card play by whose end the side must have won; add \"cardPlays\"");
        if (r.kind == SpecialRuleKind::HandGrowth && (r.draw < 1 || r.handSize < 1))
            add(Severity::Error, "hand-growth-incomplete", at, "hand growth needs \"draw\" (cards a turn) and \"handSize\" (the hand it grows to)");
        if ((r.kind == SpecialRuleKind::TimePressure || r.kind == SpecialRuleKind::ScoutBanners) && !hasScout)
            add(Severity::Warning, "no-scout-card", at,
                "special rule `" + kind + "` acts on Scout cards, and the " + sys.name + " Command deck has none (no card draws Command cards)");
        if (r.kind == SpecialRuleKind::FirstPlayerCardReveal && cannonade)
            add(Severity::Warning, "reveal-after-cannonade", at,
                "with an opening cannonade the side moving first is the scenario's first player; the card reveal is not played");
    }
    for (Position p : {Position::Top, Position::Bottom}) {
        const SideSetup& side = s.side(p);
        const std::string deck = side.combatDeck.empty() ? side.faction : side.combatDeck;
        const bool any = std::any_of(sys.combatCards.begin(), sys.combatCards.end(), [&](const CombatCard& c) { return c.deck == deck; });
        if (side.combatCards > 0 && !any && sys.faction(deck)) {
            // The side by its army, as the other messages name it; by position if its faction is unknown.
            const Faction* faction = sys.faction(side.faction);
            const std::string who = faction ? faction->name : std::string(positionName(p));
            add(Severity::Warning, "empty-combat-deck", std::string("/sides/") + positionName(p) + "/combatCards",
                "the " + who + " side starts with Combat cards, but the " + sys.name + " system has no `" + deck +
                    "` Combat deck; no card will be dealt");
        }
    }
    return out;
}

}  // namespace tricorne::detail
