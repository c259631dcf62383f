// Building small battles in code for the rules tests: an empty board of either system,
// pieces placed by hand, and a game set straight into the phase a test needs.
#pragma once

#include <algorithm>
#include <memory>

#include "fixtures.h"
#include "tricorne/play/game.h"
#include "tricorne/model/rules.h"

namespace fixtures {

/// An empty battlefield of one system (from the semantic base files) that tests fill.
class Battle {
public:
    explicit Battle(const std::string& system = "jacobite-rising") {
        auto load = semanticBase(system == "jacobite-rising" ? "base-jacobite.tricorne.json" : "base-american.tricorne.json");
        m_scenario = *load.scenario;
        m_system = load.system;
        m_scenario.terrain.clear();
        m_scenario.hexsides.clear();
        m_scenario.units.clear();
        m_scenario.leaders.clear();
        m_scenario.objectives.clear();
        m_scenario.specialRules.clear();
        m_scenario.victoryBanners = 6;
    }

    /// The scenario to change directly; the rules are rebuilt on the next rules() call.
    tricorne::Scenario& scenario() {
        m_rules.reset();
        return m_scenario;
    }

    /// Adds a unit; armies by system: "jacobite"/"government" or "continental"/"british"/"german".
    Battle& unit(const std::string& id, const std::string& army, const std::string& type, int col, int row, int blocks = 4,
                 bool chief = false) {
        m_scenario.units.push_back({id, army, type, tricorne::toAxial({col, row}), blocks, "", chief});
        m_rules.reset();
        return *this;
    }
    Battle& leader(const std::string& id, const std::string& army, int col, int row) {
        m_scenario.leaders.push_back({id, army, id, tricorne::toAxial({col, row})});
        m_rules.reset();
        return *this;
    }
    Battle& terrain(const std::string& type, int col, int row, const std::string& variant = "", int rotation = 0) {
        m_scenario.terrain.push_back({tricorne::toAxial({col, row}), type, variant, rotation});
        m_rules.reset();
        return *this;
    }
    Battle& hexside(const std::string& type, int col, int row, tricorne::Side side) {
        m_scenario.hexsides.push_back({tricorne::toAxial({col, row}), side, type});
        m_rules.reset();
        return *this;
    }

    /// Plays the battle under other rules of the family (schema/README.md, "Rules of the
    /// family"): a copy of its system with `family` (the rules are rebuilt).
    Battle& familyRules(const tricorne::FamilyRules& family) {
        return withSystem([&](tricorne::GameSystem& system) { system.rules = family; });
    }

    /// Plays the battle on another board (schema/README.md, "Board"): a copy of its system with
    /// `shape` (the rules are rebuilt).
    Battle& board(const tricorne::BoardShape& shape) {
        return withSystem([&](tricorne::GameSystem& system) { system.board = shape; });
    }

    /// The rules of the battle as built so far (validated: a test's board must be legal).
    /// Built once; adding pieces or terrain afterwards builds them anew.
    const tricorne::Rules& rules() {
        if (m_rules) return *m_rules;
        const auto diagnostics = tricorne::validateSemantics(m_scenario, *m_system);
        for (const auto& d : diagnostics) UNSCOPED_INFO(d.code << " " << d.pointer << " " << d.message);
        REQUIRE_FALSE(tricorne::hasErrors(diagnostics));
        m_rules = std::make_unique<tricorne::Rules>(m_scenario, *m_system);
        return *m_rules;
    }

    /// A state in the active side's combat phase with the named units ordered.
    tricorne::GameState combat(tricorne::Position active, std::initializer_list<std::string> ordered) {
        const auto& r = rules();
        auto s = tricorne::GameState::initial(r, 1);
        s.active = active;
        s.phase = tricorne::Phase::Combat;
        for (const auto& id : ordered) s.units[static_cast<std::size_t>(*r.unitIndex(id))].ordered = true;
        return s;
    }

    /// Plays the battle under a copy of its system that `change` edits (the rules are rebuilt):
    /// a test system of the family's other values (its rules, armies, unit types), or with a unit
    /// type the shipped ones lack.
    template <typename Change>
    Battle& withSystem(Change&& change) {
        auto copy = std::make_shared<tricorne::GameSystem>(*m_system);
        change(*copy);
        m_ownSystem = copy;
        m_system = copy.get();
        m_rules.reset();
        return *this;
    }

private:

    tricorne::Scenario m_scenario;
    const tricorne::GameSystem* m_system = nullptr;
    std::shared_ptr<const tricorne::GameSystem> m_ownSystem;  ///< the copy familyRules or board made, when there is one
    std::unique_ptr<tricorne::Rules> m_rules;
};

inline int unitIndex(const tricorne::Rules& r, const std::string& id) { return *r.unitIndex(id); }
inline int leaderIndex(const tricorne::Rules& r, const std::string& id) { return *r.leaderIndex(id); }

inline tricorne::Action battle(const tricorne::Rules& r, const std::string& unit, int col, int row) {
    tricorne::Action a;
    a.kind = tricorne::ActionKind::Battle;
    a.piece = tricorne::PieceRef::unit(unitIndex(r, unit));
    a.hex = tricorne::toAxial({col, row});
    return a;
}

/// An action on one piece (Order, StartMove, Detach …).
inline tricorne::Action piece(tricorne::ActionKind kind, tricorne::PieceRef p) {
    tricorne::Action a;
    a.kind = kind;
    a.piece = p;
    return a;
}

/// A battle begun (startGame, seed 5) whose first player has just the given card in hand.
inline tricorne::GameState withCard(Battle& b, const std::string& cardId) {
    const auto& r = b.rules();
    auto s = tricorne::startGame(r, 5);
    const auto& cards = r.system().commandCards;
    const auto it = std::find_if(cards.begin(), cards.end(), [&](const tricorne::CommandCard& c) { return c.id == cardId; });
    REQUIRE(it != cards.end());
    s.cards.hands[s.active] = {static_cast<std::uint8_t>(it - cards.begin())};
    return s;
}

inline tricorne::Action choice(tricorne::ActionKind kind, int index = 0) {
    tricorne::Action a;
    a.kind = kind;
    a.index = static_cast<std::int8_t>(index);
    return a;
}

inline tricorne::Action toHex(tricorne::ActionKind kind, int col, int row) {
    tricorne::Action a;
    a.kind = kind;
    a.hex = tricorne::toAxial({col, row});
    return a;
}

/// Forces the next dice: I infantry, C cavalry, A artillery, F flag, S saber.
inline void force(tricorne::GameState& s, const std::string& faces) {
    for (char c : faces) {
        switch (c) {
            case 'I': s.forcedDice.push_back(tricorne::Face::Infantry); break;
            case 'C': s.forcedDice.push_back(tricorne::Face::Cavalry); break;
            case 'A': s.forcedDice.push_back(tricorne::Face::Artillery); break;
            case 'F': s.forcedDice.push_back(tricorne::Face::Flag); break;
            case 'S': s.forcedDice.push_back(tricorne::Face::Saber); break;
            default: FAIL("unknown face " << c);
        }
    }
}

inline const tricorne::UnitState& unitState(const tricorne::GameState& s, const tricorne::Rules& r, const std::string& id) {
    return s.units[static_cast<std::size_t>(unitIndex(r, id))];
}

inline bool hasAction(const tricorne::Rules& r, const tricorne::GameState& s, const tricorne::Action& a) {
    const auto legal = tricorne::legalActions(r, s);
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

}  // namespace fixtures
