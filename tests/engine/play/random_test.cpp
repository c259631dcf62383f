// The game's generator is specified (PCG32) and pinned, so a seed means the same dice on
// every platform (docs/design/engine.md, Chance; boardgame.io pins its sequence the same way).
#include <catch2/catch.hpp>

#include "tricorne/core/random.h"
#include "fixtures.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

using namespace tricorne;

TEST_CASE("PCG32 gives the reference sequence for seed 42, stream 54", "[random]") {
    // pcg32-demo (pcg-c 0.94): pcg32_srandom_r(&rng, 42u, 54u), first six outputs.
    Pcg32 rng(42u, 54u);
    const std::uint32_t expected[] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u, 0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
    for (std::uint32_t e : expected) CHECK(rng.next() == e);
}

TEST_CASE("range reduction is unbiased and stays in range", "[random]") {
    Pcg32 rng(7u);
    int counts[6] = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 60000; ++i) {
        const auto r = rng.below(6);
        REQUIRE(r < 6);
        ++counts[r];
    }
    for (int c : counts) CHECK(c > 9500);  // 10,000 expected each; 5 sigma is about ±450
    for (int c : counts) CHECK(c < 10500);
}

TEST_CASE("a state rolls its system's die, side by side in the order of its faces", "[random][000 · Battle Dice]") {
    auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    GameSystem system = *load.system;
    const Rules tricorne(*load.scenario, system);
    // The shipped die is Tricorne's sides in faceOfSide's order: the same faces as ever.
    GameState s = GameState::initial(tricorne, 2026);
    Pcg32 same = s.rng;
    for (int i = 0; i < 60; ++i) CHECK(s.roll() == faceOfSide(same.below(6)));
    // A die of two sides, both blank, shows only blanks.
    system.die.sides = {Face::Blank, Face::Blank};
    const Rules blank(*load.scenario, system);
    GameState b = GameState::initial(blank, 7);
    for (int i = 0; i < 20; ++i) CHECK(b.roll() == Face::Blank);
}

TEST_CASE("the chance of each face is read from the system's die, the one the state rolls", "[random][000 · Battle Dice]") {
    auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    GameSystem system = *load.system;
    const Rules tricorne(*load.scenario, system);
    // Tricorne's: a sixth for each symbol and the saber, two sixths a flag, never a blank.
    for (Face f : {Face::Infantry, Face::Cavalry, Face::Artillery, Face::Saber}) CHECK(tricorne.faceChance(f) == 1.0 / 6.0);
    CHECK(tricorne.faceChance(Face::Flag) == 2.0 / 6.0);
    CHECK(tricorne.faceChance(Face::Blank) == 0.0);
    // Another die: eight sides, three of them flags, one blank, no artillery (the bots' battle
    // estimates read these through Rules::faceChance).
    system.die.sides = {Face::Infantry, Face::Infantry, Face::Cavalry, Face::Flag, Face::Flag, Face::Flag, Face::Saber, Face::Blank};
    const Rules other(*load.scenario, system);
    CHECK(other.faceChance(Face::Infantry) == 2.0 / 8.0);
    CHECK(other.faceChance(Face::Flag) == 3.0 / 8.0);
    CHECK(other.faceChance(Face::Artillery) == 0.0);
    CHECK(other.faceChance(Face::Blank) == 1.0 / 8.0);
    double total = 0;
    for (int f = 0; f < kFaceCount; ++f) total += other.faceChance(static_cast<Face>(f));
    CHECK(total == 1.0);
    CHECK(Die{.sides = {}}.chance(Face::Flag) == 0.0);  // no sides: no chance, not a division by zero
}

TEST_CASE("a die shows one infantry, cavalry and artillery, two flags and a saber", "[random][000 · Battle Dice]") {
    int flags = 0, sabers = 0, infantry = 0, cavalry = 0, artillery = 0;
    for (std::uint32_t side = 0; side < 6; ++side) {
        switch (faceOfSide(side)) {
            case Face::Flag: ++flags; break;
            case Face::Saber: ++sabers; break;
            case Face::Infantry: ++infantry; break;
            case Face::Cavalry: ++cavalry; break;
            case Face::Artillery: ++artillery; break;
            case Face::Blank: break;
        }
    }
    CHECK(flags == 2);
    CHECK(sabers == 1);
    CHECK(infantry == 1);
    CHECK(cavalry == 1);
    CHECK(artillery == 1);
}

TEST_CASE("a seed gives the same dice sequence every time", "[random]") {
    Pcg32 a(2026u), b(2026u);
    for (int i = 0; i < 100; ++i) CHECK(faceOfSide(a.below(6)) == faceOfSide(b.below(6)));
}

TEST_CASE("a roll observer sees every die, forced or rolled, and changes no state", "[random][000 · Battle Dice]") {
    GameState observed;
    observed.rng = Pcg32(99u);
    observed.forcedDice = {Face::Saber, Face::Flag};
    GameState plain = observed;

    std::vector<Face> seen;
    std::vector<Face> rolled;
    {
        ObserveRolls observer([](void* context, Face f) { static_cast<std::vector<Face>*>(context)->push_back(f); }, &seen);
        for (int i = 0; i < 5; ++i) rolled.push_back(observed.roll());
    }
    CHECK(seen == rolled);
    CHECK(rolled[0] == Face::Saber);
    CHECK(rolled[1] == Face::Flag);
    // The same dice with no observer, and the generator left in the same place.
    for (int i = 0; i < 5; ++i) CHECK(plain.roll() == rolled[static_cast<std::size_t>(i)]);
    CHECK(plain == observed);
    // Out of scope, the observer hears nothing more.
    observed.roll();
    CHECK(seen.size() == 5);
}
