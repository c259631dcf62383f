#include "tricorne/model/state.h"

#include "tricorne/model/rules.h"

namespace tricorne {

namespace {
std::size_t slot(Hex h) { return static_cast<std::size_t>(board::indexOf(h)); }
}  // namespace

GameState GameState::initial(const Rules& rules, std::uint64_t seed) {
    GameState s;
    s.unitOnHex.fill(-1);
    s.leaderOnHex.fill(-1);
    const Scenario& sc = rules.scenario();
    for (std::size_t i = 0; i < sc.units.size(); ++i) {
        UnitState u;
        u.hex = sc.units[i].hex;
        u.blocks = static_cast<std::int8_t>(sc.units[i].blocks);
        u.chief = sc.units[i].chief;
        s.units.push_back(u);
        s.unitOnHex[slot(u.hex)] = static_cast<std::int16_t>(i);
    }
    for (std::size_t i = 0; i < sc.leaders.size(); ++i) {
        LeaderState l;
        l.hex = sc.leaders[i].hex;
        s.leaders.push_back(l);
        s.leaderOnHex[slot(l.hex)] = static_cast<std::int16_t>(i);
    }
    s.banners = {sc.bottom.startingBanners, sc.top.startingBanners};
    for (const auto& o : sc.objectives) {
        // A holder starts with the objective's banners on his side (001 · Long Island: "Place a
        // Continental Victory Banner on the hex at the start of the battle").
        ObjectiveState state;
        if (o.holder) {
            const Position holder = *o.holder;
            state.lastOccupier = static_cast<std::int8_t>(holder);
            state.held[holder] = static_cast<std::int8_t>(o.bannersFor(holder));
            s.banners[holder] += o.bannersFor(holder);
        }
        s.objectives.push_back(state);
    }
    s.active = sc.firstPlayer;
    s.rng.reseed(seed);
    return s;
}

void GameState::moveUnit(int unit, Hex to) {
    UnitState& u = units[static_cast<std::size_t>(unit)];
    if (board::contains(u.hex) && unitOnHex[slot(u.hex)] == unit) unitOnHex[slot(u.hex)] = -1;
    u.hex = to;
    unitOnHex[slot(to)] = static_cast<std::int16_t>(unit);
}

void GameState::moveLeader(int leader, Hex to) {
    LeaderState& l = leaders[static_cast<std::size_t>(leader)];
    if (board::contains(l.hex) && leaderOnHex[slot(l.hex)] == leader) leaderOnHex[slot(l.hex)] = -1;
    l.hex = to;
    leaderOnHex[slot(to)] = static_cast<std::int16_t>(leader);
}

void GameState::removeUnit(int unit) {
    UnitState& u = units[static_cast<std::size_t>(unit)];
    if (unitOnHex[slot(u.hex)] == unit) unitOnHex[slot(u.hex)] = -1;
    u.blocks = 0;
    u.chief = false;
}

void GameState::removeLeader(int leader, bool offBoard) {
    LeaderState& l = leaders[static_cast<std::size_t>(leader)];
    if (leaderOnHex[slot(l.hex)] == leader) leaderOnHex[slot(l.hex)] = -1;
    l.alive = false;
    l.offBoard = offBoard;
}

const char* endReasonName(EndReason reason) {
    switch (reason) {
        case EndReason::None: return "";
        case EndReason::Banners: return "banners";
        case EndReason::SuddenDeath: return "sudden-death";
        case EndReason::ImmediateVictory: return "immediate-victory";
    }
    return "";
}

}  // namespace tricorne
