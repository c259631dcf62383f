// Banners and the end of the game (000 · VICTORY BANNERS): the one place a side gains banners
// and a game ends.
#include "rules/victory_internal.h"

#include "tricorne/rules/objectives.h"

namespace tricorne::detail {

void gainBanners(const Rules& rules, GameState& s, Position side, int banners) {
    if (s.winner) return;
    s.banners[side] += banners;
    checkVictory(rules, s, side);
}

void checkVictory(const Rules& rules, GameState& s, Position side) {
    if (s.winner || s.bannersOf(side) < rules.scenario().victoryBanners) return;
    // 000 · Temporary Victory Banner Objective: a banner whose hex was vacated "is immediately
    // lost"; its loss waits for the end of movement only so a re-occupied hex stays held.
    if (s.bannersOf(side) - bannersPendingLoss(rules, s, side) >= rules.scenario().victoryBanners) endGame(s, side, EndReason::Banners);
}

void endGame(GameState& s, Position winner, EndReason reason) {
    s.winner = winner;
    s.endReason = reason;
    s.phase = Phase::GameOver;
    s.tasks.clear();
    s.moving.reset();
}

}  // namespace tricorne::detail
