// The movement rules' tests (tests/engine/rules/movement_test.cpp) judge a piece's reach with
// reachableHexes, the function `tricorne probe moves` prints. This test holds that function to
// the real door: in random positions of every shipped battle, every hex a piece can end its
// ordered move on through StartMove/Step/EndMove and apply is a hex reachableHexes lists, and
// the other way round (000 · Phase 3. Movement, Infantry/Cavalry/Artillery/Leader Movement,
// TERRAIN; 001 likewise). Entry rolls are forced to let the piece go on, as the reach assumes.
#include <set>

#include "play/rules_map/map_fixtures.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/json_io.h"
#include "tricorne/rules/movement.h"

using namespace tricorne;

namespace {
using HexSet = std::set<std::pair<int, int>>;

std::pair<int, int> key(Hex h) { return {h.q, h.r}; }

Hex pieceHex(const GameState& s, PieceRef p) {
    return p.isUnit() ? s.units[static_cast<std::size_t>(p.index)].hex : s.leaders[static_cast<std::size_t>(p.index)].hex;
}

/// The face that lets `piece` go on after entering `to` (000 · BOGGY GROUND: the unit's icon,
/// a leader's flag; 001 · WETLAND: anything but the unit's symbol, a leader's saber).
void forceGoOn(const Rules& r, GameState& s, PieceRef piece, Hex to) {
    const TerrainType* t = r.terrain(to);
    if (!t || !t->enterRoll.rollsFor(piece.isUnit())) return;
    const EnterRoll::Outcome& roll = piece.isUnit() ? t->enterRoll.unit : t->enterRoll.leader;
    const UnitKind kind = piece.isUnit() ? r.unitType(piece.index).kind : UnitKind::Infantry;
    // A roll that stops the piece unless a face shows: that face; one that harms it on a face:
    // another.
    const bool needsFace = roll.effect == EnterRoll::Effect::StopUnlessFace;
    for (Face face : {Face::Infantry, Face::Cavalry, Face::Artillery, Face::Flag, Face::Saber})
        if (rollShows(roll.face, face, kind) == needsFace) {
            s.forcedDice.push_back(face);
            return;
        }
}

/// Every hex the moving piece can end its move on from `s` (a move in progress), by apply.
void explore(const Rules& r, const GameState& s, PieceRef piece, Hex start, HexSet& ends) {
    for (const Action& a : legalActions(r, s)) {
        if (a.kind == ActionKind::EndMove) {
            if (pieceHex(s, piece) != start) ends.insert(key(pieceHex(s, piece)));
            continue;
        }
        if (a.kind != ActionKind::Step || !board::contains(a.hex)) continue;  // leaving the board is an exit, not a hex
        GameState next = s;
        next.forcedDice.clear();
        forceGoOn(r, next, piece, a.hex);
        REQUIRE(apply(r, next, a) == ActionError::None);
        if (next.moving && next.moving->piece == piece) {
            explore(r, next, piece, start, ends);
        } else if (a.hex != start) {
            ends.insert(key(a.hex));  // the move ended there (or the piece was lost entering it)
        }
    }
}

/// Checks every piece the side to move could start moving now.
int checkMoves(const Rules& r, const GameState& s) {
    int checked = 0;
    for (const Action& a : legalActions(r, s)) {
        if (a.kind != ActionKind::StartMove) continue;
        const auto reach = reachableHexes(r, s, a.piece);
        HexSet expected;
        for (Hex h : reach) expected.insert(key(h));
        GameState moving = s;
        REQUIRE(apply(r, moving, a) == ActionError::None);
        HexSet ends;
        if (moving.moving && moving.moving->piece == a.piece) explore(r, moving, a.piece, pieceHex(s, a.piece), ends);
        INFO((a.piece.isUnit() ? "unit " : "leader ") << a.piece.index << " at " << formatOffset(toOffset(pieceHex(s, a.piece))));
        CHECK(ends == expected);
        ++checked;
    }
    return checked;
}
}  // namespace

TEST_CASE("moves through apply end exactly where the reach of the movement tests says, on every shipped battle and template", "[rules-map][conformance][000 · Phase 3. Movement][001 · PHASE 3. MOVEMENT][000 · TERRAIN]") {
    int checked = 0;
    for (const auto& path : map_fixtures::shippedBattles()) {
        auto load = loadScenarioFile(path);
        REQUIRE(load.scenario.has_value());
        const Rules rules(*load.scenario, *load.system);
        INFO(path.filename().string());
        GameState s = startGame(rules, 7);
        Pcg32 bot(7, 99);
        int movePhases = 0;
        for (int actions = 0; actions < 5000 && !s.winner && movePhases < 30; ++actions) {
            if (s.phase == Phase::Move && s.tasks.empty() && !s.moving) {
                checked += checkMoves(rules, s);
                ++movePhases;
            }
            REQUIRE(apply(rules, s, randomAction(rules, s, bot)) == ActionError::None);
        }
    }
    WARN(checked << " moves compared");
    CHECK(checked > 200);
}
