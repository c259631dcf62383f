#include "tricorne/model/state.h"

#include "tricorne/model/rules.h"

namespace tricorne {

GameState GameState::initial(const Rules& rules, std::uint64_t seed) {
    GameState s;
    s.dieSides = &rules.system().die.sides;
    s.unitOnHex.fill(-1);
    s.leaderOnHex.fill(-1);
    const Scenario& sc = rules.scenario();
    for (std::size_t i = 0; i < sc.units.size(); ++i) {
        UnitState u;
        u.hex = sc.units[i].hex;
        u.blocks = static_cast<std::int8_t>(sc.units[i].blocks);
        u.chief = sc.units[i].chief;
        s.units.push_back(u);
        s.unitOnHex[board::slot(u.hex)] = static_cast<std::int16_t>(i);
    }
    for (std::size_t i = 0; i < sc.leaders.size(); ++i) {
        LeaderState l;
        l.hex = sc.leaders[i].hex;
        s.leaders.push_back(l);
        s.leaderOnHex[board::slot(l.hex)] = static_cast<std::int16_t>(i);
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

void GameState::moveUnit(int index, Hex to) {
    UnitState& u = unit(index);
    if (board::contains(u.hex) && unitOnHex[board::slot(u.hex)] == index) unitOnHex[board::slot(u.hex)] = -1;
    u.hex = to;
    unitOnHex[board::slot(to)] = static_cast<std::int16_t>(index);
}

void GameState::moveLeader(int index, Hex to) {
    LeaderState& l = leader(index);
    if (board::contains(l.hex) && leaderOnHex[board::slot(l.hex)] == index) leaderOnHex[board::slot(l.hex)] = -1;
    l.hex = to;
    leaderOnHex[board::slot(to)] = static_cast<std::int16_t>(index);
}

void GameState::removeUnit(int index) {
    UnitState& u = unit(index);
    if (unitOnHex[board::slot(u.hex)] == index) unitOnHex[board::slot(u.hex)] = -1;
    u.blocks = 0;
    u.chief = false;
}

void GameState::removeLeader(int index, bool offBoard) {
    LeaderState& l = leader(index);
    if (leaderOnHex[board::slot(l.hex)] == index) leaderOnHex[board::slot(l.hex)] = -1;
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
