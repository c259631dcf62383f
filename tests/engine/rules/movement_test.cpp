// Movement, retreat and retire (engine/src/rules/movement.cpp). Each battlefield is built in code
// from an emptied semantic base scenario; hexes are written "col,row" as on the command line.
#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/rules/movement.h"

using namespace tricorne;

namespace {

const std::string kJacobite = "base-jacobite.tricorne.json";  // bottom jacobite, top government
const std::string kAmerican = "base-american.tricorne.json";  // bottom continental, top british/german

Hex at(int col, int row) { return toAxial({col, row}); }

std::vector<std::string> names(const std::vector<Hex>& hexes) {
    std::vector<std::string> out;
    for (Hex h : hexes) out.push_back(formatOffset(toOffset(h)));
    return out;
}

std::vector<std::string> names(const std::vector<MoveStep>& steps) {
    std::vector<std::string> out;
    for (const MoveStep& s : steps) out.push_back(formatOffset(toOffset(s.to)));
    return out;
}

/// Paths as "6,6>5,7".
std::vector<std::string> names(const std::vector<std::vector<Hex>>& paths) {
    std::vector<std::string> out;
    for (const auto& path : paths) {
        std::string text;
        for (Hex h : path) text += (text.empty() ? "" : ">") + formatOffset(toOffset(h));
        out.push_back(text);
    }
    return out;
}

/// The board hexes 1..n steps from `centre`, in reading order (open-ground expectations).
std::vector<std::string> within(Hex centre, int n) {
    std::vector<Hex> out;
    for (Hex h : board::allHexes())
        if (h != centre && distance(h, centre) <= n) out.push_back(h);
    return names(out);
}

/// A battlefield built in code: the base scenario emptied, then tiles, sides and pieces placed.
/// Units and leaders are numbered in the order they are placed.
class Field {
public:
    explicit Field(const std::string& base) : m_load(fixtures::semanticBase(base)) {
        Scenario& s = *m_load.scenario;
        s.terrain.clear();
        s.hexsides.clear();
        s.units.clear();
        s.leaders.clear();
        s.objectives.clear();
    }

    Field& unit(const std::string& army, const std::string& type, int col, int row) {
        auto& units = m_load.scenario->units;
        units.push_back({"u" + std::to_string(units.size()), army, type, at(col, row), 4, "", false});
        return *this;
    }
    Field& leader(const std::string& army, int col, int row) {
        auto& leaders = m_load.scenario->leaders;
        leaders.push_back({"l" + std::to_string(leaders.size()), army, "Leader", at(col, row)});
        return *this;
    }
    Field& tile(const std::string& type, int col, int row, const std::string& variant = "", int rotation = 0) {
        m_load.scenario->terrain.push_back({at(col, row), type, variant, rotation});
        return *this;
    }
    Field& side(int col, int row, Side side, const std::string& type) {
        m_load.scenario->hexsides.push_back({at(col, row), side, type});
        return *this;
    }

    const Rules& rules() {
        if (!m_rules) m_rules.emplace(*m_load.scenario, *m_load.system);
        return *m_rules;
    }
    GameState state() { return GameState::initial(rules(), 7); }
    const GameSystem& system() const { return *m_load.system; }

    std::vector<std::string> unitMoves(int unit) { return names(reachableHexes(rules(), state(), PieceRef::unit(unit))); }
    std::vector<std::string> leaderMoves(int leader) { return names(reachableHexes(rules(), state(), PieceRef::leader(leader))); }

    /// A fresh ordered move of a piece from where it stands.
    MoveProgress fresh(PieceRef piece) {
        const GameState s = state();
        MoveProgress p;
        p.piece = piece;
        p.start = piece.isUnit() ? s.units[static_cast<std::size_t>(piece.index)].hex : s.leaders[static_cast<std::size_t>(piece.index)].hex;
        p.onRoadOnly = rules().terrain(p.start) == system().terrainType("road");
        return p;
    }

private:
    ScenarioLoad m_load;
    std::optional<Rules> m_rules;
};

using Names = std::vector<std::string>;

/// The progress after a step, updated as movement.h tells the turn logic to.
MoveProgress after(MoveProgress p, const MoveStep& step) {
    ++p.steps;
    p.onRoadOnly = p.onRoadOnly && step.roadStep;
    p.mustStop = p.mustStop || step.mustStop();
    return p;
}

}  // namespace

// --- allowances --------------------------------------------------------------------------

TEST_CASE("every unit type moves its booklet allowance on open ground",
          "[movement][000 · Infantry Movement][000 · Cavalry Movement][000 · Artillery Movement]"
          "[001 · INFANTRY MOVEMENT][001 · CAVALRY MOVEMENT][001 · ARTILLERY MOVEMENT]") {
    // From the unit descriptions ("Movement in Hexes"), written out by hand. Highland's second
    // hex is only "when into melee" (000 · Infantry Movement): with no enemy near, 1 hex.
    const std::vector<std::tuple<std::string, std::string, std::string, int>> table{
        {kJacobite, "jacobite", "highland", 1},          {kJacobite, "jacobite", "regular", 1},
        {kJacobite, "jacobite", "lowland", 1},           {kJacobite, "jacobite", "battle-cavalry", 2},
        {kJacobite, "jacobite", "light-cavalry", 2},     {kJacobite, "jacobite", "light-artillery", 1},
        {kJacobite, "government", "grenadier", 1},       {kJacobite, "government", "highland", 1},
        {kJacobite, "government", "regular", 1},         {kJacobite, "government", "lowland", 1},
        {kJacobite, "government", "militia", 1},         {kJacobite, "government", "battle-cavalry", 2},
        {kJacobite, "government", "light-cavalry", 2},   {kJacobite, "government", "trained-artillery", 1},
        {kJacobite, "government", "light-artillery", 1}, {kAmerican, "continental", "regular", 1},
        {kAmerican, "continental", "light", 2},          {kAmerican, "continental", "rifle", 2},
        {kAmerican, "continental", "provincial", 1},     {kAmerican, "continental", "militia", 1},
        {kAmerican, "continental", "light-cavalry", 2},  {kAmerican, "continental", "light-artillery", 1},
        {kAmerican, "british", "guard", 1},              {kAmerican, "british", "grenadier", 1},
        {kAmerican, "british", "regular", 1},            {kAmerican, "british", "light", 2},
        {kAmerican, "british", "highland", 1},           {kAmerican, "british", "provincial", 1},
        {kAmerican, "british", "militia", 1},            {kAmerican, "british", "light-cavalry", 2},
        {kAmerican, "british", "light-artillery", 1},    {kAmerican, "german", "grenadier", 1},
        {kAmerican, "german", "regular", 1},             {kAmerican, "german", "light", 2},
        {kAmerican, "german", "light-artillery", 1},
    };
    std::size_t typesInData = 0;
    for (const std::string& base : {kJacobite, kAmerican})
        for (const Army& army : Field(base).system().armies) typesInData += army.unitTypes.size();
    CHECK(typesInData == table.size());  // a new unit type needs a row here

    for (const auto& [base, army, type, hexes] : table) {
        INFO(army << " " << type);
        Field f(base);
        f.unit(army, type, 6, 5);
        CHECK(f.unitMoves(0) == within(at(6, 5), hexes));
    }
}

TEST_CASE("an ordered regular infantry unit moves 1 hex", "[movement][000 · Infantry Movement]") {
    Field f(kJacobite);
    f.unit("jacobite", "regular", 6, 6);
    CHECK(f.unitMoves(0) == Names{"5,5", "6,5", "5,6", "7,6", "5,7", "6,7"});
    const GameState s = f.state();
    auto p = f.fresh(PieceRef::unit(0));
    p.steps = 1;
    CHECK(nextSteps(f.rules(), s, p).empty());
}

TEST_CASE("an ordered leader moves up to 3 hexes", "[movement][000 · Leader Movement][001 · LEADER MOVEMENT]") {
    Field f(kAmerican);
    f.leader("continental", 6, 5);
    CHECK(f.leaderMoves(0) == within(at(6, 5), 3));
    CHECK(f.leaderMoves(0).size() == 36);
}

TEST_CASE("a unit may not move off the baseline or the lateral edges", "[movement][000 · Phase 3. Movement]") {
    Field f(kJacobite);
    f.unit("jacobite", "regular", 0, 10).unit("government", "regular", 12, 0).unit("jacobite", "regular", 11, 5);
    CHECK(f.unitMoves(0) == Names{"0,9", "1,10"});
    CHECK(f.unitMoves(1) == Names{"11,0", "11,1"});
    CHECK(f.unitMoves(2) == Names{"11,4", "12,4", "10,5", "11,6", "12,6"});
    for (const MoveStep& step : nextSteps(f.rules(), f.state(), f.fresh(PieceRef::unit(0)))) CHECK_FALSE(step.exitsBoard);
}

// --- stacking ------------------------------------------------------------------------------

TEST_CASE("a unit may not move onto or through a friendly or an enemy unit", "[movement][000 · Phase 3. Movement]") {
    for (const char* blocker : {"jacobite", "government"}) {
        INFO(blocker);
        Field f(kJacobite);
        f.unit("jacobite", "battle-cavalry", 0, 10).unit(blocker, "regular", 1, 10);
        CHECK(f.unitMoves(0) == Names{"0,8", "1,8", "0,9", "1,9"});
    }
}

TEST_CASE("a unit may not move onto or through an enemy leader", "[movement][000 · Phase 3. Movement]") {
    Field f(kJacobite);
    f.unit("jacobite", "battle-cavalry", 0, 10).leader("government", 0, 9);
    CHECK(f.unitMoves(0) == Names{"1,9", "1,10", "2,10"});
}

TEST_CASE("a unit joins a lone friendly leader and must stop there", "[movement][000 · Phase 3. Movement]") {
    Field f(kJacobite);
    f.unit("jacobite", "battle-cavalry", 0, 10).unit("jacobite", "regular", 1, 10).leader("jacobite", 0, 9);
    CHECK(f.unitMoves(0) == Names{"0,9"});
    const auto p = f.fresh(PieceRef::unit(0));
    const auto steps = nextSteps(f.rules(), f.state(), p);
    REQUIRE(steps.size() == 1);
    CHECK(steps[0].mustStop());
    GameState s = f.state();
    s.moveUnit(0, at(0, 9));
    const MoveProgress stopped = after(p, steps[0]);
    CHECK(stopped.mustStop);
    CHECK(nextSteps(f.rules(), s, stopped).empty());
}

TEST_CASE("a unit with an attached leader may not join a lone leader (ruling)", "[movement][000 · Phase 3. Movement]") {
    Field f(kJacobite);
    f.unit("jacobite", "battle-cavalry", 0, 10).unit("jacobite", "regular", 1, 10);
    f.leader("jacobite", 0, 10).leader("jacobite", 0, 9);
    CHECK(f.unitMoves(0).empty());
}

TEST_CASE("a lone leader moves through friendly units and leaders but ends only where he may",
          "[movement][000 · Leader Movement][001 · LEADER MOVEMENT]") {
    Field f(kJacobite);
    f.leader("jacobite", 0, 10);
    f.unit("jacobite", "regular", 0, 9).leader("jacobite", 0, 9);  // a unit with its leader
    f.leader("jacobite", 1, 10);                                    // a lone friendly leader
    f.unit("jacobite", "regular", 1, 9);                            // a unit without a leader
    CHECK(f.leaderMoves(0) == Names{"0,7", "1,7", "0,8", "1,8", "2,8", "1,9", "2,9", "2,10", "3,10"});

    auto p = f.fresh(PieceRef::leader(0));
    CHECK(names(nextSteps(f.rules(), f.state(), p)) == Names{"0,9", "1,10"});
    // With one hex left he could not end on either, so neither is a step.
    p.steps = 2;
    CHECK(nextSteps(f.rules(), f.state(), p).empty());
}

TEST_CASE("a lone leader may not pass a friendly leader's hex where an entry roll could stop him",
          "[movement][000 · Leader Movement][000 · BOGGY GROUND][001 · WETLAND - MARSH & SWAMP]") {
    const std::vector<std::tuple<std::string, std::string, std::string>> cases{
        {kJacobite, "boggy-ground", "jacobite"},
        {kAmerican, "wetland", "continental"},
    };
    for (const auto& [base, terrain, army] : cases) {
        INFO(terrain);
        // Open ground under the other leader: he passes through.
        Field open(base);
        open.leader(army, 4, 10).leader(army, 4, 9);
        CHECK(names(nextSteps(open.rules(), open.state(), open.fresh(PieceRef::leader(0)))) == Names{"3,9", "4,9", "3,10", "5,10"});
        // The same hex as boggy ground or wetland: a failed roll would leave two leaders there.
        Field bog(base);
        bog.tile(terrain, 4, 9).leader(army, 4, 10).leader(army, 4, 9);
        CHECK(names(nextSteps(bog.rules(), bog.state(), bog.fresh(PieceRef::leader(0)))) == Names{"3,9", "3,10", "5,10"});
        // He still goes around it: he loses only 5,7, three hexes away solely through the bog.
        Names around = open.leaderMoves(0);
        around.erase(std::find(around.begin(), around.end(), "5,7"));
        CHECK(bog.leaderMoves(0) == around);
    }
}

TEST_CASE("a lone leader may not move onto or through enemy units or leaders", "[movement][000 · Leader Movement]") {
    Field f(kJacobite);
    f.leader("jacobite", 0, 10).unit("government", "regular", 0, 9).leader("government", 1, 10);
    CHECK(f.leaderMoves(0).empty());
}

// --- terrain -------------------------------------------------------------------------------

TEST_CASE("a unit or lone leader entering forest, buildings, church, stream, ford, ravine or camp must stop",
          "[movement][000 · FOREST][000 · BUILDINGS / CHURCH][000 · RIVER FORDS & FORDABLE STREAM][000 · RAVINE]"
          "[000 · CAMP][001 · FOREST][001 · BUILDINGS][001 · RIVER FORDS & FORDABLE STREAM][001 · CAMP]") {
    const std::vector<std::tuple<std::string, std::string, std::string>> cases{
        {kJacobite, "forest", ""},   {kJacobite, "buildings", ""}, {kJacobite, "church", ""},
        {kJacobite, "stream", "straight"}, {kJacobite, "ford", "straight"}, {kJacobite, "ravine", ""},
        {kJacobite, "camp", ""},     {kAmerican, "forest", ""},    {kAmerican, "buildings", ""},
        {kAmerican, "stream", "straight"}, {kAmerican, "ford", "straight"}, {kAmerican, "camp", ""},
    };
    for (const auto& [base, terrain, variant] : cases) {
        INFO(base << " " << terrain);
        const bool jacobite = base == kJacobite;
        const std::string army = jacobite ? "jacobite" : "continental";
        Field f(base);
        f.tile(terrain, 0, 9, variant).unit(army, jacobite ? "battle-cavalry" : "light-cavalry", 0, 10);
        CHECK(f.unitMoves(0) == Names{"0,9", "1,9", "1,10", "2,10"});

        const auto p = f.fresh(PieceRef::unit(0));
        const auto steps = nextSteps(f.rules(), f.state(), p);
        REQUIRE(names(steps) == Names{"0,9", "1,10"});
        CHECK(steps[0].mustStop());
        CHECK_FALSE(steps[1].mustStop());
        GameState s = f.state();
        s.moveUnit(0, at(0, 9));
        CHECK(nextSteps(f.rules(), s, after(p, steps[0])).empty());

        // A lone leader in the corner 12,10 (an enemy to his west) has one way out, and stops.
        Field g(base);
        g.tile(terrain, 11, 9, variant).leader(army, 12, 10).unit(jacobite ? "government" : "british", "regular", 11, 10);
        CHECK(g.leaderMoves(0) == Names{"11,9"});
    }
}

TEST_CASE("hills do not stop movement", "[movement][000 · HILL][001 · HILL]") {
    Field f(kJacobite);
    f.tile("hill", 0, 9).unit("jacobite", "battle-cavalry", 0, 10).unit("jacobite", "regular", 1, 10);
    CHECK(f.unitMoves(0) == Names{"0,8", "1,8", "0,9", "1,9"});
}

TEST_CASE("a unit or lone leader moving out of a ravine must stop after the step out", "[movement][000 · RAVINE]") {
    Field f(kJacobite);
    f.tile("ravine", 6, 6).unit("jacobite", "battle-cavalry", 6, 6).tile("ravine", 2, 6).leader("jacobite", 2, 6);
    CHECK(f.unitMoves(0) == Names{"5,5", "6,5", "5,6", "7,6", "5,7", "6,7"});
    for (const MoveStep& step : nextSteps(f.rules(), f.state(), f.fresh(PieceRef::unit(0)))) CHECK(step.mustStop());
    // Ruling: the data's stopOnLeave holds for lone leaders too.
    CHECK(f.leaderMoves(0) == Names{"1,5", "2,5", "1,6", "3,6", "1,7", "2,7"});
}

TEST_CASE("river hexes are impassable to units and leaders", "[movement][000 · RIVER][001 · RIVER]") {
    Field f(kJacobite);
    f.tile("river", 0, 9, "straight").unit("jacobite", "battle-cavalry", 0, 10);
    CHECK(f.unitMoves(0) == Names{"1,9", "1,10", "2,10"});
    Field g(kJacobite);
    g.tile("river", 0, 9, "straight").leader("jacobite", 0, 10);
    CHECK(g.leaderMoves(0) == Names{"1,8", "2,8", "1,9", "2,9", "1,10", "2,10", "3,10"});
}

TEST_CASE("artillery may not enter boggy ground or wetland", "[movement][000 · BOGGY GROUND][001 · WETLAND - MARSH & SWAMP]") {
    Field f(kJacobite);
    f.tile("boggy-ground", 0, 9).unit("jacobite", "light-artillery", 0, 10);
    CHECK(f.unitMoves(0) == Names{"1,10"});
    Field g(kAmerican);
    g.tile("wetland", 0, 9).unit("continental", "light-artillery", 0, 10);
    CHECK(g.unitMoves(0) == Names{"1,10"});
}

TEST_CASE("entering boggy ground or wetland calls for a roll, the reach assumes the piece goes on",
          "[movement][000 · BOGGY GROUND][001 · WETLAND - MARSH & SWAMP]") {
    const std::vector<std::tuple<std::string, std::string, std::string, std::string>> cases{
        {kJacobite, "boggy-ground", "jacobite", "battle-cavalry"},
        {kAmerican, "wetland", "continental", "light-cavalry"},
    };
    for (const auto& [base, terrain, army, cavalry] : cases) {
        INFO(terrain);
        Field f(base);
        f.tile(terrain, 0, 9).unit(army, cavalry, 0, 10).unit(army, "regular", 1, 10).leader(army, 5, 10);
        const auto steps = nextSteps(f.rules(), f.state(), f.fresh(PieceRef::unit(0)));
        REQUIRE(steps.size() == 1);
        CHECK(steps[0] == MoveStep{at(0, 9), false, 0, false, true});
        CHECK(f.unitMoves(0) == Names{"0,8", "1,8", "0,9", "1,9"});
        Field g(base);
        g.tile(terrain, 4, 9).leader(army, 4, 10);
        for (const MoveStep& step : nextSteps(g.rules(), g.state(), g.fresh(PieceRef::leader(0))))
            CHECK(step.enterRoll == (step.to == at(4, 9)));
    }
}

TEST_CASE("a bridge cancels the river's and the stream's restrictions, a ford is entered and stops",
          "[movement][000 · BRIDGE][000 · RIVER FORDS & FORDABLE STREAM][001 · BRIDGE]") {
    const Names south{"4,7", "5,7", "7,7", "8,7", "5,8", "6,8", "7,8", "8,8", "5,9", "6,9", "7,9"};
    auto crossing = [&](const std::string& base, const std::string& water, const std::string& at66) {
        Field f(base);
        for (int col = 0; col <= 12; ++col) f.tile(col == 6 ? at66 : water, col, 6, "straight");
        f.unit(base == kJacobite ? "jacobite" : "continental", base == kJacobite ? "battle-cavalry" : "light-cavalry", 6, 7);
        return f.unitMoves(0);
    };
    auto plus = [](Names a, const Names& b) { a.insert(a.end(), b.begin(), b.end()); return a; };
    CHECK(crossing(kJacobite, "river", "bridge") == plus({"5,5", "6,5", "6,6"}, south));
    CHECK(crossing(kAmerican, "river", "bridge") == plus({"5,5", "6,5", "6,6"}, south));
    CHECK(crossing(kJacobite, "river", "ford") == plus({"6,6"}, south));
    CHECK(crossing(kJacobite, "stream", "stream") == plus({"5,6", "6,6", "7,6", "8,6"}, south));
    CHECK(crossing(kJacobite, "stream", "bridge") == plus({"5,5", "6,5", "5,6", "6,6", "7,6", "8,6"}, south));
}

// --- hex sides -----------------------------------------------------------------------------

TEST_CASE("infantry starting adjacent to an enclosure wall may cross it and must stop", "[movement][000 · ENCLOSURE WALL]") {
    // The wall is the same edge whichever of its two hexes carries it.
    for (const bool ownedByEnclosure : {true, false}) {
        Field f(kJacobite);
        if (ownedByEnclosure) f.side(0, 9, Side::SW, "enclosure-wall");
        else f.side(0, 10, Side::NE, "enclosure-wall");
        f.unit("jacobite", "highland", 0, 10).unit("jacobite", "regular", 1, 10);
        CHECK(f.unitMoves(0) == Names{"0,9"});
        const auto steps = nextSteps(f.rules(), f.state(), f.fresh(PieceRef::unit(0)));
        REQUIRE(steps.size() == 1);
        CHECK(steps[0].mustStop());
    }
}

TEST_CASE("infantry that did not start adjacent to the wall may not cross it", "[movement][000 · ENCLOSURE WALL]") {
    Field f(kJacobite);
    // An enemy beyond the wall makes 6,5 a hex the highland could melee from: its second hex
    // may go there (5,5), but not across the wall it did not start next to.
    f.side(6, 5, Side::SW, "enclosure-wall").unit("jacobite", "highland", 6, 7).unit("government", "regular", 6, 4);
    GameState s = f.state();
    auto p = f.fresh(PieceRef::unit(0));
    const auto first = nextSteps(f.rules(), s, p);
    const auto step = std::find_if(first.begin(), first.end(), [](const MoveStep& m) { return m.to == at(6, 6); });
    REQUIRE(step != first.end());
    s.moveUnit(0, at(6, 6));
    p = after(p, *step);
    CHECK(names(nextSteps(f.rules(), s, p)) == Names{"5,5"});
}

TEST_CASE("cavalry, artillery and lone leaders may not cross an enclosure wall (leaders: ruling)",
          "[movement][000 · ENCLOSURE WALL]") {
    Field f(kJacobite);
    f.side(0, 9, Side::SW, "enclosure-wall").unit("jacobite", "regular", 1, 10);
    f.unit("jacobite", "battle-cavalry", 0, 10);
    CHECK(f.unitMoves(1).empty());
    Field g(kJacobite);
    g.side(0, 9, Side::SW, "enclosure-wall").unit("jacobite", "regular", 1, 10).unit("jacobite", "light-artillery", 0, 10);
    CHECK(g.unitMoves(1).empty());
    Field h(kJacobite);
    h.side(0, 9, Side::SW, "enclosure-wall").unit("government", "regular", 1, 10).leader("jacobite", 0, 10);
    CHECK(h.leaderMoves(0).empty());
    // The walled hex is entered freely through a side without a wall.
    Field c(kJacobite);
    c.side(6, 5, Side::SW, "enclosure-wall").unit("jacobite", "battle-cavalry", 6, 7);
    CHECK(c.unitMoves(0) == within(at(6, 7), 2));
}

TEST_CASE("a unit or lone leader crossing field works must stop", "[movement][000 · FIELD WORKS][001 · FIELD WORKS]") {
    for (const std::string& base : {kJacobite, kAmerican}) {
        INFO(base);
        const bool jacobite = base == kJacobite;
        const std::string army = jacobite ? "jacobite" : "continental";
        Field f(base);
        f.side(0, 9, Side::SW, "field-works").unit(army, jacobite ? "battle-cavalry" : "light-cavalry", 0, 10);
        f.unit(jacobite ? "government" : "british", "regular", 1, 10).leader(army, 0, 10);
        CHECK(f.unitMoves(0) == Names{"0,9"});
        Field g(base);
        g.side(0, 9, Side::SW, "field-works").unit(jacobite ? "government" : "british", "regular", 1, 10).leader(army, 0, 10);
        CHECK(g.leaderMoves(0) == Names{"0,9"});
    }
}

TEST_CASE("fences and hedges have no movement effect", "[movement][001 · FENCES - WOOD, STONE & HEDGE]") {
    for (const char* fence : {"wood-fence", "stone-fence", "hedge"}) {
        INFO(fence);
        Field f(kAmerican);
        f.side(0, 9, Side::SW, fence).unit("continental", "light-cavalry", 0, 10).unit("continental", "regular", 1, 10);
        CHECK(f.unitMoves(0) == Names{"0,8", "1,8", "0,9", "1,9"});
    }
}

// --- road ----------------------------------------------------------------------------------

TEST_CASE("a piece that starts, moves and ends on road moves 2 hexes more (ruling: +2)", "[movement][000 · ROAD][001 · ROAD]") {
    auto road = [](Field& f) {
        for (int col = 0; col <= 6; ++col) f.tile("road", col, 10, "straight");
    };
    Field f(kJacobite);
    road(f);
    f.unit("jacobite", "regular", 0, 10).unit("jacobite", "battle-cavalry", 6, 10).leader("jacobite", 3, 8);
    f.unit("jacobite", "highland", 0, 8).unit("jacobite", "light-artillery", 2, 8);
    // Units elsewhere on the board do not get in the way: regular at 0,10 only.
    CHECK(f.unitMoves(0) == Names{"0,9", "1,10", "2,10", "3,10"});
    CHECK(f.unitMoves(1) == Names{"5,8", "6,8", "7,8", "4,9", "5,9", "6,9", "7,9", "2,10", "3,10", "4,10", "5,10", "7,10", "8,10"});

    Field g(kAmerican);
    road(g);
    g.leader("continental", 0, 10).unit("continental", "light-artillery", 6, 10);
    CHECK(g.leaderMoves(0) == Names{"0,7", "1,7", "0,8", "1,8", "2,8", "0,9", "1,9", "2,9", "1,10", "2,10", "3,10", "4,10", "5,10"});
    CHECK(g.unitMoves(0) == Names{"5,9", "6,9", "3,10", "4,10", "5,10", "7,10"});

    // Steps along the road are road steps; beyond the allowance only they are offered.
    auto p = f.fresh(PieceRef::unit(0));
    const auto first = nextSteps(f.rules(), f.state(), p);
    REQUIRE(names(first) == Names{"0,9", "1,10"});
    CHECK_FALSE(first[0].roadStep);
    CHECK(first[1].roadStep);
    GameState s = f.state();
    s.moveUnit(0, at(1, 10));
    p = after(p, first[1]);
    CHECK(p.onRoadOnly);
    const auto second = nextSteps(f.rules(), s, p);
    CHECK(names(second) == Names{"0,10", "2,10"});
    for (const MoveStep& step : second) CHECK(step.roadStep);
}

TEST_CASE("road movement follows connected road exits", "[movement][000 · ROAD]") {
    Field f(kJacobite);
    f.tile("road", 0, 10, "straight").tile("road", 1, 10, "bend").tile("road", 1, 9, "straight", 2);
    f.tile("road", 2, 8, "straight", 2).tile("road", 2, 10, "straight");
    f.unit("jacobite", "regular", 0, 10);
    // 1,10 bends up to 1,9 and 2,8; its east side has no exit, so 2,10 is not along the road.
    CHECK(f.unitMoves(0) == Names{"2,8", "0,9", "1,9", "1,10"});
}

TEST_CASE("a piece that does not start on a road or leaves it gets no road bonus", "[movement][000 · ROAD]") {
    Field f(kJacobite);
    for (int col = 0; col <= 6; ++col) f.tile("road", col, 10, "straight");
    f.unit("jacobite", "regular", 0, 9).unit("jacobite", "battle-cavalry", 4, 10);
    CHECK(f.unitMoves(0) == Names{"0,8", "1,8", "1,9", "0,10", "1,10"});

    auto p = f.fresh(PieceRef::unit(1));
    const auto first = nextSteps(f.rules(), f.state(), p);
    const auto off = std::find_if(first.begin(), first.end(), [](const MoveStep& m) { return m.to == at(4, 9); });
    REQUIRE(off != first.end());
    GameState s = f.state();
    s.moveUnit(1, at(4, 9));
    CHECK_FALSE(off->roadStep);
    p = after(p, *off);
    const auto second = nextSteps(f.rules(), s, p);
    CHECK(names(second) == Names{"4,8", "5,8", "3,9", "5,9", "4,10", "5,10"});
    for (const MoveStep& step : second) CHECK_FALSE(step.roadStep);
    s.moveUnit(1, at(4, 10));
    p = after(p, second[4]);
    CHECK(nextSteps(f.rules(), s, p).empty());
}

// --- retreat -------------------------------------------------------------------------------

TEST_CASE("a unit retreats toward its own baseline, never sideways", "[movement][000 · RETREAT AND RALLY CHECKS]") {
    Field f(kJacobite);
    f.unit("jacobite", "regular", 6, 5).unit("jacobite", "regular", 3, 6).unit("government", "regular", 9, 6);
    CHECK(names(retreatSteps(f.rules(), f.state(), 0)) == Names{"6,6", "7,6"});
    CHECK(names(retreatSteps(f.rules(), f.state(), 1)) == Names{"2,7", "3,7"});
    CHECK(names(retreatSteps(f.rules(), f.state(), 2)) == Names{"8,5", "9,5"});
}

TEST_CASE("a retreat may not go onto units, enemy leaders or impassable terrain, other terrain is ignored",
          "[movement][000 · RETREAT AND RALLY CHECKS][001 · RETREAT AND RALLY CHECKS]") {
    Field f(kJacobite);
    f.unit("jacobite", "regular", 6, 5).unit("jacobite", "regular", 6, 6).leader("government", 7, 6);
    CHECK(retreatSteps(f.rules(), f.state(), 0).empty());
    Field g(kJacobite);
    g.unit("jacobite", "regular", 6, 5).unit("government", "regular", 6, 6).tile("river", 7, 6, "straight");
    CHECK(retreatSteps(g.rules(), g.state(), 0).empty());
    Field h(kAmerican);
    h.unit("continental", "regular", 6, 5).tile("forest", 6, 6).tile("wetland", 7, 6);
    CHECK(names(retreatSteps(h.rules(), h.state(), 0)) == Names{"6,6", "7,6"});
}

TEST_CASE("a unit may not retreat off the board", "[movement][000 · RETREAT AND RALLY CHECKS]") {
    Field f(kJacobite);
    f.unit("jacobite", "regular", 3, 10).unit("government", "regular", 3, 0).unit("jacobite", "regular", 0, 8);
    CHECK(retreatSteps(f.rules(), f.state(), 0).empty());
    CHECK(retreatSteps(f.rules(), f.state(), 1).empty());
    CHECK(names(retreatSteps(f.rules(), f.state(), 2)) == Names{"0,9"});
}

TEST_CASE("a unit without an attached leader may retreat onto a lone friendly leader", "[movement][000 · RETREAT AND RALLY CHECKS]") {
    Field f(kJacobite);
    f.unit("jacobite", "regular", 6, 5).leader("jacobite", 6, 6);
    CHECK(names(retreatSteps(f.rules(), f.state(), 0)) == Names{"6,6", "7,6"});
    Field g(kJacobite);
    g.unit("jacobite", "regular", 6, 5).leader("jacobite", 6, 6).leader("jacobite", 6, 5);
    CHECK(names(retreatSteps(g.rules(), g.state(), 0)) == Names{"7,6"});
}

TEST_CASE("retreats ignore enclosure walls and field works (ruling)", "[movement][000 · RETREAT AND RALLY CHECKS][000 · ENCLOSURE WALL]") {
    Field f(kJacobite);
    f.unit("jacobite", "battle-cavalry", 6, 5).side(6, 6, Side::NE, "enclosure-wall").side(7, 6, Side::NW, "field-works");
    CHECK(names(retreatSteps(f.rules(), f.state(), 0)) == Names{"6,6", "7,6"});
}

// --- a lone leader's retreat ---------------------------------------------------------------

TEST_CASE("a lone leader retreats toward his baseline through friendly pieces",
          "[movement][000 · Lone Leader's Retreat][001 · Leader's Retreat]") {
    Field f(kJacobite);
    f.leader("jacobite", 6, 5).unit("jacobite", "regular", 6, 6).leader("jacobite", 6, 6).leader("jacobite", 7, 6);
    const auto options = leaderRetreatSteps(f.rules(), f.state(), 0);
    CHECK(names(options.steps) == Names{"6,6", "7,6"});
    CHECK(options.escapes.empty());
    CHECK_FALSE(options.offBoard);
    Field g(kAmerican);
    g.leader("british", 6, 5).unit("british", "regular", 7, 4);
    CHECK(names(leaderRetreatSteps(g.rules(), g.state(), 0).steps) == Names{"6,4", "7,4"});
}

TEST_CASE("a lone leader hemmed in by enemies must escape through them", "[movement][000 · Lone Leader Escape]") {
    Field f(kJacobite);
    f.leader("jacobite", 6, 5).unit("government", "regular", 6, 6).leader("government", 7, 6);
    const auto options = leaderRetreatSteps(f.rules(), f.state(), 0);
    CHECK(options.steps.empty());
    CHECK(names(options.escapes) == Names{"6,6", "7,6"});
    CHECK_FALSE(options.offBoard);
}

TEST_CASE("a lone leader on his baseline may retreat off the board", "[movement][000 · Lone Leader's Retreat]") {
    Field f(kJacobite);
    f.leader("jacobite", 4, 10).leader("government", 4, 0).leader("government", 4, 10);
    const auto bottom = leaderRetreatSteps(f.rules(), f.state(), 0);
    CHECK(bottom.offBoard);
    CHECK(bottom.steps.empty());
    CHECK(bottom.escapes.empty());
    CHECK(leaderRetreatSteps(f.rules(), f.state(), 1).offBoard);
    const auto topOnBottomRow = leaderRetreatSteps(f.rules(), f.state(), 2);
    CHECK_FALSE(topOnBottomRow.offBoard);
    CHECK(names(topOnBottomRow.steps) == Names{"3,9", "4,9"});
}

TEST_CASE("impassable terrain blocks a leader's retreat, other terrain does not", "[movement][000 · Lone Leader's Retreat]") {
    Field f(kJacobite);
    f.leader("jacobite", 6, 5).tile("river", 6, 6, "straight").tile("forest", 7, 6);
    const auto options = leaderRetreatSteps(f.rules(), f.state(), 0);
    CHECK(names(options.steps) == Names{"7,6"});
    CHECK(options.escapes.empty());
}

// --- retire and rally, the opening-cannonade retire ----------------------------------------

TEST_CASE("a unit that retires and rallies moves two hexes back toward its baseline",
          "[movement][000 · Defending Unit Retire and Rally from Melee][001 · Defending Unit Retire and Rally from Melee]") {
    Field f(kJacobite);
    f.unit("jacobite", "battle-cavalry", 6, 5).unit("government", "battle-cavalry", 6, 2);
    CHECK(names(retirePaths(f.rules(), f.state(), 0, false)) == Names{"6,6>5,7", "6,6>6,7", "7,6>6,7", "7,6>7,7"});
    CHECK(names(retirePaths(f.rules(), f.state(), 1, false)) == Names{"5,1>5,0", "5,1>6,0", "6,1>6,0", "6,1>7,0"});
}

TEST_CASE("retire and rally passes terrain that stops movement, not impassable terrain, units or the edge",
          "[movement][000 · Defending Unit Retire and Rally from Melee]") {
    Field f(kJacobite);
    f.unit("jacobite", "battle-cavalry", 6, 5).tile("forest", 6, 6).tile("river", 7, 7, "straight").unit("jacobite", "regular", 5, 7);
    CHECK(names(retirePaths(f.rules(), f.state(), 0, false)) == Names{"6,6>6,7", "7,6>6,7"});
    Field g(kJacobite);
    g.unit("jacobite", "battle-cavalry", 6, 9);
    CHECK(retirePaths(g.rules(), g.state(), 0, false).empty());
}

TEST_CASE("retire and rally onto a lone friendly leader stops there", "[movement][000 · Defending Unit Retire and Rally from Melee]") {
    Field f(kJacobite);
    f.unit("jacobite", "battle-cavalry", 6, 5).leader("jacobite", 6, 6).leader("jacobite", 7, 7);
    CHECK(names(retirePaths(f.rules(), f.state(), 0, false)) == Names{"6,6", "7,6>6,7", "7,6>7,7"});
    // A unit with an attached leader may not join another leader, first hex or second.
    Field g(kJacobite);
    g.unit("jacobite", "battle-cavalry", 6, 5).leader("jacobite", 6, 5).leader("jacobite", 6, 6).leader("jacobite", 7, 7);
    CHECK(names(retirePaths(g.rules(), g.state(), 0, false)) == Names{"7,6>6,7"});
}

TEST_CASE("the cannonade retire passes friendly units and leaders and never stops on a lone leader",
          "[movement][000 · Opening Cannonade][001 · Opening Cannonade]") {
    Field f(kJacobite);
    f.unit("government", "light-artillery", 6, 5).unit("government", "regular", 6, 4);
    f.leader("government", 7, 4).leader("government", 6, 3);
    CHECK(names(retirePaths(f.rules(), f.state(), 0, true)) == Names{"6,4>5,3", "7,4>7,3"});
    // Retire and rally on the same ground: the unit blocks, the lone leader stops it.
    Field g(kJacobite);
    g.unit("government", "battle-cavalry", 6, 5).unit("government", "regular", 6, 4);
    g.leader("government", 7, 4).leader("government", 6, 3);
    CHECK(names(retirePaths(g.rules(), g.state(), 0, false)) == Names{"7,4"});
    // Enemies bar the way and friendly units are no place to stop.
    Field h(kJacobite);
    h.unit("government", "light-artillery", 6, 5).unit("jacobite", "regular", 5, 3).unit("government", "regular", 7, 3);
    CHECK(names(retirePaths(h.rules(), h.state(), 0, true)) == Names{"6,4>6,3", "7,4>6,3"});
}
