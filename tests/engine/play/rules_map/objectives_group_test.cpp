// The rule map's gap in 001 · OBJECTIVE BANNERS: a temporary objective over a group of hexes
// ("When the side occupies any hex in the group, the Victory Banner for this group is gained.
// If none of the hexes in the group are occupied ... the medal is immediately lost"), played
// through apply with forced dice: a retreat out of the group.
#include "play/game_fixtures.h"
#include "tricorne/rules/objectives.h"

using namespace tricorne;
using namespace fixtures;

TEST_CASE("001: a temporary objective over a group is held while any hex of it is occupied, lost when none is", "[rules-map][001 · OBJECTIVE BANNERS]") {
    for (const bool secondUnitStays : {true, false}) {
        Battle b("american-revolution");
        b.unit("con-1", "continental", "regular", 6, 6).unit("bri-1", "british", "regular", 6, 4);
        if (secondUnitStays) b.unit("con-2", "continental", "regular", 5, 6);
        Objective o;
        o.id = "hills";
        o.kind = ObjectiveKind::Temporary;
        o.beneficiary = Beneficiary::Bottom;
        o.hexes = {toAxial({5, 6}), toAxial({6, 6})};
        o.banners = 1;
        b.scenario().objectives = {o};
        auto s = b.combat(Position::Top, {"bri-1"});
        const auto& r = b.rules();
        updateObjectives(r, s, ObjectiveMoment::Anytime);
        REQUIRE(s.bannersOf(Position::Bottom) == 1);
        force(s, "FCC");     // con-1 must retreat out of the group (one supporting unit is not two)
        force(s, "FCCCC");   // its rally check: 4 + full strength = 5 dice
        REQUIRE(apply(r, s, battle(r, "bri-1", 6, 6)) == ActionError::None);
        REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 7)) == ActionError::None);
        INFO(secondUnitStays);
        CHECK(unitState(s, r, "con-1").hex == toAxial({6, 7}));
        CHECK(s.bannersOf(Position::Bottom) == (secondUnitStays ? 1 : 0));
    }
}
