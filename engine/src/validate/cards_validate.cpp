// Semantic checks of the card-linked battle rules and the Combat decks a scenario names
// (validate_semantics.cpp calls in here); play/cards_turn.cpp carries these rules out.
#include <algorithm>

#include "validate/validate_special_rules.h"

namespace tricorne::detail {

Diagnostics checkCardRules(const Scenario& s, const GameSystem& sys) {
    Diagnostics out;
    // `text` is a TRICORNE_TEXT template, filled with `args` (core/diagnostic.h).
    const auto add = [&](Severity severity, const char* code, const std::string& pointer, std::string_view text,
                         std::vector<DiagnosticArg> args = {}) {
        out.push_back(makeDiagnostic(severity, code, pointer, std::nullopt, text, std::move(args)));
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
            add(Severity::Error, "card-rule-without-sides", at + "/sides", TRICORNE_TEXT("special rule `{1}` names no side it applies to; add \"sides\""), {kind});
        if (r.kind == SpecialRuleKind::SuddenDeath && r.cardPlays < 1)
            add(Severity::Error, "sudden-death-without-count", at + "/cardPlays",
                TRICORNE_TEXT("sudden death needs the card play by whose end the side must have won; add \"cardPlays\""));
        if (r.kind == SpecialRuleKind::HandGrowth && (r.draw < 1 || r.handSize < 1))
            add(Severity::Error, "hand-growth-incomplete", at, TRICORNE_TEXT("hand growth needs \"draw\" (cards a turn) and \"handSize\" (the hand it grows to)"));
        if ((r.kind == SpecialRuleKind::TimePressure || r.kind == SpecialRuleKind::ScoutBanners) && !hasScout)
            add(Severity::Warning, "no-scout-card", at,
                TRICORNE_TEXT("special rule `{1}` acts on Scout cards, and the {2} Command deck has none (no card draws Command cards)"),
                {kind, nameArg(sys.name)});
        if (r.kind == SpecialRuleKind::FirstPlayerCardReveal && cannonade)
            add(Severity::Warning, "reveal-after-cannonade", at,
                TRICORNE_TEXT("with an opening cannonade the side moving first is the scenario's first player; the card reveal is not played"));
    }
    for (Position p : {Position::Top, Position::Bottom}) {
        const SideSetup& side = s.side(p);
        const std::string deck = side.combatDeck.empty() ? side.faction : side.combatDeck;
        const bool any = std::any_of(sys.combatCards.begin(), sys.combatCards.end(), [&](const CombatCard& c) { return c.deck == deck; });
        if (side.combatCards > 0 && !any && sys.faction(deck)) {
            // The side by its army, as the other messages name it; by position if its faction is unknown.
            const Faction* faction = sys.faction(side.faction);
            const DiagnosticArg who = nameArg(faction ? faction->name : std::string(positionName(p)));
            add(Severity::Warning, "empty-combat-deck", std::string("/sides/") + positionName(p) + "/combatCards",
                TRICORNE_TEXT("the {1} side starts with Combat cards, but the {2} system has no `{3}` Combat deck; no card will be dealt"),
                {who, nameArg(sys.name), deck});
        }
    }
    return out;
}

}  // namespace tricorne::detail
