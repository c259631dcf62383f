// The board builder of the line-of-sight and attack tests: a semantic base scenario with its
// board emptied, filled hex by hex (axial hexes, unlike fixtures::Battle's col,row).
#pragma once

#include <memory>
#include <string>

#include "fixtures.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace rules_fixtures {

using namespace tricorne;

/// A battlefield built in code: a semantic base scenario with its board emptied.
struct Table {
    Scenario scenario;
    const GameSystem* system = nullptr;

    explicit Table(const std::string& base = "base-jacobite.tricorne.json") {
        auto load = fixtures::semanticBase(base);
        scenario = *load.scenario;
        system = load.system;
        scenario.terrain.clear();
        scenario.hexsides.clear();
        scenario.units.clear();
        scenario.leaders.clear();
        scenario.objectives.clear();
    }
    Table& terrain(Hex h, const std::string& type) {
        const TerrainType* t = system->terrainType(type);
        REQUIRE(t != nullptr);
        scenario.terrain.push_back({h, type, t->linear ? "straight" : "", 0});
        return *this;
    }
    Table& side(Hex h, Side s, const std::string& type) {
        scenario.hexsides.push_back({h, s, type});
        return *this;
    }
    Table& unit(const std::string& id, const std::string& army, const std::string& type, Hex h, int blocks = 4,
                bool chief = false) {
        scenario.units.push_back({id, army, type, h, blocks, "", chief});
        return *this;
    }
    Table& leader(const std::string& id, const std::string& army, Hex h) {
        scenario.leaders.push_back({id, army, id, h});
        return *this;
    }
};

/// The rules and the opening state of a table that must validate.
struct TableGame {
    std::unique_ptr<Rules> rules;
    GameState state;

    explicit TableGame(const Table& t) {
        const auto diagnostics = validateSemantics(t.scenario, *t.system);
        for (const auto& d : diagnostics) UNSCOPED_INFO(d.code << " " << d.pointer << " " << d.message);
        REQUIRE_FALSE(hasErrors(diagnostics));
        rules = std::make_unique<Rules>(t.scenario, *t.system);
        state = GameState::initial(*rules, 1);
    }
};

}  // namespace rules_fixtures
