// Victory-banner objectives (000 · OBJECTIVE VICTORY BANNERS; 001 · OBJECTIVE BANNERS): who
// holds each objective, and the banners that come and go with it. The turn logic calls
// updateObjectives at the moments the booklets name; who holds what at the start is play/holds.h.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// When objectives are looked at.
enum class ObjectiveMoment : std::uint8_t {
    Anytime,      ///< after every action: "immediately gained / immediately lost"
    TurnStart,    ///< at the start of the active side's turn
    MovementEnd,  ///< the end of a movement phase (a temporary hex left and re-entered still counts)
};

/// Re-evaluates every objective of the scenario at `moment` and adjusts banners (which may end
/// the game). Idempotent for a given state and moment, except TurnStart, which is called once
/// per turn and pays the turn-start objectives.
void updateObjectives(const Rules& rules, GameState& state, ObjectiveMoment moment);

/// Units of `side` on the objective's hexes.
int unitsOn(const Rules& rules, const GameState& state, const Objective& objective, Position side);

/// Whether `side` has no unit left in `section` for the purpose of clearing a section, the
/// section seen from `viewer`'s seat and dotted-line hexes counting as centre only
/// (000 · OBJECTIVE VICTORY BANNERS "Clearing a Sector").
bool sectionClearOf(const Rules& rules, const GameState& state, BoardSection section, Position viewer, Position side);

/// Whether a piece of `side` leaving the board from `from` meets this breakthrough (off the
/// opponent's baseline of the system's board) or withdraw (off its own) objective, and its hexes when it names any.
/// Exits are for units (000 · Breakthrough, Withdraw: "for each unit that exits"); a lone
/// leader qualifies only where the objective names him (`loneLeaders`, 000 · Alness).
bool exitQualifies(const Rules& rules, const Objective& objective, Position side, Hex from, bool loneLeader = false);

/// Banners an exit from `from` by a piece of `side` (a lone leader when `loneLeader`) earns
/// from this objective now: 0 unless it qualifies and, with afterTotalBanners, both sides
/// together have gained that many banners.
int exitBanners(const Rules& rules, const GameState& state, const Objective& objective, Position side, Hex from, bool loneLeader = false);

/// Banners `side` holds now that the end of the movement phase will take away: temporary kinds
/// whose condition failed during the movement phase, their loss deferred because another unit
/// may re-occupy the hex in the same phase (000 · OBJECTIVE VICTORY BANNERS, Note). They do not
/// count toward victory meanwhile ("the Victory Banner is immediately lost"). 0 outside the
/// movement phase.
int bannersPendingLoss(const Rules& rules, const GameState& state, Position side);

/// Whether `side` may score the objective at all (its `for`: both sides, or that one).
bool objectiveIsFor(const Objective& objective, Position side);

/// The paying parts of the objective `side` meets now, as updateObjectives counts them: one
/// per hex meeting the occupancy for count "each", else 1 when the whole condition holds (a
/// section clear of the enemy for section-empty) and 0 otherwise. Not for the exit kinds.
int partsMet(const Rules& rules, const GameState& state, const Objective& objective, Position side);

/// Banners a side holds from objectives now (for the studio's objective panel).
int objectiveBanners(const GameState& state, Position side);

}  // namespace tricorne
