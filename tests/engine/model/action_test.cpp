// The one-line label of an action (model/action.h). Actions can come from outside the engine
// (a log attached to a bug report, the studio's lists): one that names a piece or a rule the
// scenario does not have is described as such, never read past the scenario's lists.
#include "fixtures.h"
#include "tricorne/model/action.h"

using namespace tricorne;

namespace {

Action pieceAction(ActionKind kind, PieceRef piece) {
    Action a;
    a.kind = kind;
    a.piece = piece;
    return a;
}

}  // namespace

TEST_CASE("describe names the scenario's pieces by id", "[action][describe]") {
    const auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    REQUIRE_FALSE(load.scenario->units.empty());
    REQUIRE_FALSE(load.scenario->leaders.empty());
    CHECK(describe(rules, pieceAction(ActionKind::Order, PieceRef::unit(0))) == "order " + load.scenario->units[0].id);
    CHECK(describe(rules, pieceAction(ActionKind::StartMove, PieceRef::leader(0))) == "move " + load.scenario->leaders[0].id);
}

TEST_CASE("describe says when an action names a piece or rule the scenario does not have", "[action][describe][hostile]") {
    const auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    const int units = static_cast<int>(load.scenario->units.size());
    const int leaders = static_cast<int>(load.scenario->leaders.size());
    CHECK(describe(rules, pieceAction(ActionKind::Order, PieceRef::unit(units))) == "order unit #" + std::to_string(units) + " (not in this scenario)");
    CHECK(describe(rules, pieceAction(ActionKind::Order, PieceRef::unit(32000))) == "order unit #32000 (not in this scenario)");
    CHECK(describe(rules, pieceAction(ActionKind::Detach, PieceRef::leader(leaders))) ==
          "detach leader #" + std::to_string(leaders) + " (not in this scenario)");
    CHECK(describe(rules, pieceAction(ActionKind::StartMove, PieceRef::unit(-1))) == "move unit #-1 (not in this scenario)");
    Action ship;
    ship.kind = ActionKind::ShipFire;
    ship.index = 100;
    ship.hex = toAxial({6, 6});
    CHECK(describe(rules, ship) == "special rule #100 (not in this scenario) fires at 6,6");
}
