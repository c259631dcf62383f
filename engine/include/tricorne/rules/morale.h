// Morale (000 · RETREAT AND RALLY CHECKS "Bolster Morale" and "Rally Check", 000 · TERRAIN
// protection, 000 · CLAN CHIEF & CHIEF OFFICER MARKERS; 001 likewise): how many flags a unit
// may ignore, how many symbol hits its position absorbs, how many dice its rally check rolls.
// Each answer comes with its reasons, for the studio and the log.
#pragma once

#include <string>
#include <vector>

#include "tricorne/core/translatable.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// Where fire from off the board comes from (a ship, 001 · Bunker Hill): a hex off the board,
/// so it crosses no hex side of the target and comes from below any hill.
inline constexpr Hex kOffBoardFire{-64, -64};

/// What the defender needs to know about the attack that hit it.
struct IncomingAttack {
    Hex from;  ///< the attacker's hex, or kOffBoardFire
    UnitKind attackerKind = UnitKind::Infantry;
    bool ranged = false;
    bool fullStrengthBefore = false;  ///< the defender was at its type's full strength when the dice were rolled
};

/// One term of a count with why: +1 "attached leader", 2 "blocks". The reason is a Text the
/// studio says in its language: a marked phrase, a unit type's or a terrain's name (a table
/// name), or such a name with its hex ("Forest at 3,4").
struct MoraleReason {
    int delta = 0;
    Text reason;
};

/// Whether a count also lists its reasons (for the explanations and the log) or only counts
/// (the turn and the bots, which read the value).
enum class Reasons { Written, Counted };

struct MoraleCount {
    int value = 0;
    std::vector<MoraleReason> reasons;
};

/// Flags `unit` may ignore against this attack: attached leader, two supporting units (a
/// fence or hedge counts as one against non-artillery fire, 001), an adjacent lone friendly
/// leader, the unit type's own (Grenadier 1, Guard 2), Highland morale, terrain (at most one
/// from terrain and hex sides together: "field works on a hill still only … 1 flag"), Chief
/// marker. Never more than 2 (000 · Key Rule).
MoraleCount ignorableFlags(const Rules& rules, const GameState& state, int unit, const IncomingAttack& attack,
                           Reasons reasons = Reasons::Written);

/// Unit symbol hits the defender's position ignores: its hex's terrain (forest, buildings,
/// ravine) and the enclosure walls, field works and stone fences on the sides the attack comes
/// through, these at most 1 together (fire through the corner of two such sides: 1).
MoraleCount ignoredSymbolHits(const Rules& rules, const GameState& state, int unit, const IncomingAttack& attack,
                              Reasons reasons = Reasons::Written);

/// Rally check dice: blocks, +1 full strength, +1 attached leader, the type's modifier, +1
/// Chief marker, −1 after a cavalry melee (infantry and artillery), +2 after retire and rally;
/// at least one die (000 · Key Rule).
MoraleCount rallyDice(const Rules& rules, const GameState& state, int unit, bool afterCavalryMelee, bool retired);

}  // namespace tricorne
