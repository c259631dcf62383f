// The one-line label of an action (model/action.h). Actions can come from outside the engine
// (a log attached to a bug report, the studio's lists): one that names a piece or a rule the
// scenario does not have is described as such, never read past the scenario's lists.
#include "fixtures.h"
#include "tricorne/model/action.h"

using namespace tricorne;

namespace {

/// An action as a log or a studio list may hand one over: any kind, piece, hex and index.
Action action(ActionKind kind, PieceRef piece, Hex hex = {}, int index = 0) {
    Action a;
    a.kind = kind;
    a.piece = piece;
    a.hex = hex;
    a.index = static_cast<std::int8_t>(index);
    return a;
}

}  // namespace

TEST_CASE("describe names the scenario's pieces by id", "[action][describe]") {
    const auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    REQUIRE_FALSE(load.scenario->units.empty());
    REQUIRE_FALSE(load.scenario->leaders.empty());
    CHECK(describe(rules, action(ActionKind::Order, PieceRef::unit(0))) == "order " + load.scenario->units[0].id);
    CHECK(describe(rules, action(ActionKind::StartMove, PieceRef::leader(0))) == "move " + load.scenario->leaders[0].id);
}

TEST_CASE("describe says when an action names a piece or rule the scenario does not have", "[action][describe][hostile]") {
    const auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    const int units = static_cast<int>(load.scenario->units.size());
    const int leaders = static_cast<int>(load.scenario->leaders.size());
    CHECK(describe(rules, action(ActionKind::Order, PieceRef::unit(units))) == "order unit #" + std::to_string(units) + " (not in this scenario)");
    CHECK(describe(rules, action(ActionKind::Order, PieceRef::unit(32000))) == "order unit #32000 (not in this scenario)");
    CHECK(describe(rules, action(ActionKind::Detach, PieceRef::leader(leaders))) ==
          "detach leader #" + std::to_string(leaders) + " (not in this scenario)");
    CHECK(describe(rules, action(ActionKind::StartMove, PieceRef::unit(-1))) == "move unit #-1 (not in this scenario)");
    CHECK(describe(rules, action(ActionKind::ShipFire, {}, toAxial({6, 6}), 100)) == "special rule #100 (not in this scenario) fires at 6,6");
}
