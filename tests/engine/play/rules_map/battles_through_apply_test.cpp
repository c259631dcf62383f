// The attack and line-of-sight tests (tests/engine/rules/attack_test.cpp, los_test.cpp) judge
// with assessAttack and lineOfSight. This test holds them to the real door: in random combat
// phases of every shipped battle and template, the Battle actions legalActions offers are
// exactly the attacks assessAttack allows an ordered unit that has not battled, and apply
// rolls exactly the dice assessAttack counts (000 · Phase 4. Combat, RANGE COMBAT, Ranged
// Combat (Fire) Procedure, MELEE COMBAT, TERRAIN; 001 likewise). The same apply may go on to
// roll checks the attack sets off (a Prestonpans gun's rally check, a lone leader's escape
// or wetland roll on a retreat with one way out): the engine announces each (ObserveChecks)
// before its dice, so the attack's dice are those rolled before the first check, and every
// later die must be one a check announced.
#include "play/rules_map/map_fixtures.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/attack.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/json_io.h"

using namespace tricorne;

namespace {
/// A face that scores nothing on what stands at h (no symbol of it, no saber, no flag).
Face harmlessAgainst(const Rules& r, const GameState& s, Hex h) {
    const int u = s.unitAt(h);
    if (u >= 0 && r.unitType(u).kind == UnitKind::Cavalry) return Face::Infantry;
    if (u >= 0 && r.unitType(u).kind == UnitKind::Artillery) return Face::Infantry;
    if (u >= 0) return Face::Cavalry;
    return Face::Infantry;  // a lone leader: only sabers touch him
}

/// The dice one apply rolled: all of them, those before the first announced check (-1 when no
/// check was announced), and those the checks announced.
struct SeenDice {
    int rolled = 0;
    int beforeChecks = -1;
    int announced = 0;
    int attack() const { return beforeChecks < 0 ? rolled : beforeChecks; }
};

int compareBattles(const Rules& r, const GameState& s) {
    int compared = 0;
    const auto legal = legalActions(r, s);
    for (int u : r.unitsOf(s.active)) {
        const UnitState& unit = s.units[static_cast<std::size_t>(u)];
        const bool mayBattle = unit.alive() && unit.ordered && !unit.battled && !unit.noBattle;
        for (Hex h : board::allHexes()) {
            if (!unit.alive() || distance(unit.hex, h) > 6) continue;
            Action a;
            a.kind = ActionKind::Battle;
            a.piece = PieceRef::unit(u);
            a.hex = h;
            const bool offered = std::find(legal.begin(), legal.end(), a) != legal.end();
            const bool enemyThere = (s.unitAt(h) >= 0 && r.unitSide(s.unitAt(h)) != s.active) ||
                                    (s.unitAt(h) < 0 && s.leaderAt(h) >= 0 && r.leaderSide(s.leaderAt(h)) != s.active);
            const AttackAssessment assessed = assessAttack(r, s, u, h);
            INFO("unit " << u << " at " << formatOffset(toOffset(unit.hex)) << " → " << formatOffset(toOffset(h)) << ": " << assessed.whyNot);
            CHECK(offered == (mayBattle && enemyThere && assessed.allowed));
            ++compared;
            if (!offered) continue;
            GameState next = s;
            next.forcedDice.assign(16, harmlessAgainst(r, s, h));
            SeenDice seen;
            {
                ObserveRolls rolls([](void* c, Face) { ++static_cast<SeenDice*>(c)->rolled; }, &seen);
                ObserveChecks checks(
                    [](void* c, const CheckExplanation& check) {
                        auto* d = static_cast<SeenDice*>(c);
                        if (d->beforeChecks < 0) d->beforeChecks = d->rolled;
                        d->announced += check.dice.value;
                    },
                    &seen);
                REQUIRE(apply(r, next, a) == ActionError::None);
            }
            // A melee may first wait on the defender's answer (retire and rally, a Combat card).
            if (seen.rolled == 0) {
                CHECK(decidingSide(r, next) != s.active);
            } else {
                CHECK(seen.attack() == assessed.dice);
                CHECK(seen.rolled == seen.attack() + seen.announced);
            }
        }
    }
    return compared;
}
}  // namespace

TEST_CASE("battles through apply are exactly the attacks the attack tests allow, with the dice they count", "[rules-map][conformance][000 · Phase 4. Combat][001 · PHASE 4. COMBAT]") {
    long compared = 0;
    for (const auto& path : map_fixtures::shippedBattles()) {
        auto load = loadScenarioFile(path);
        REQUIRE(load.scenario.has_value());
        const Rules rules(*load.scenario, *load.system);
        INFO(path.filename().string());
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            GameState s = startGame(rules, seed);
            Pcg32 bot(seed, 99);
            for (int actions = 0; actions < 3000 && !s.winner; ++actions) {
                if (s.phase == Phase::Combat && s.tasks.empty() && decidingSide(rules, s) == s.active) compared += compareBattles(rules, s);
                REQUIRE(apply(rules, s, randomAction(rules, s, bot)) == ActionError::None);
            }
        }
    }
    WARN(compared << " attacks compared");
    CHECK(compared > 1000);
}
