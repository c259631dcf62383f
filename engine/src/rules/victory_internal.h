// Banners and the end of the game (000 · VICTORY BANNERS), implemented with the objectives
// (rules/objectives.cpp) and called by the turn (play/). Not part of the public API.
#pragma once

#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne::detail {

/// Adds banners to a side and ends the game the instant it reaches victory
/// (000 · VICTORY BANNERS: "the moment a player reaches the required number").
void gainBanners(const Rules& rules, GameState& state, Position side, int banners);

/// Ends the game for `side` when its banners, less those pending loss (bannersPendingLoss),
/// reach the scenario's victory banners.
void checkVictory(const Rules& rules, GameState& state, Position side);

/// Ends the game at once with `winner` for `reason`.
void endGame(GameState& state, Position winner, EndReason reason);

}  // namespace tricorne::detail
