// Who may battle whom, and with how many dice (000 · Phase 4. Combat, RANGE COMBAT, MELEE
// COMBAT, TERRAIN; 001 likewise). Combat resolution, `tricorne probe dice`, the studio's
// target display and the bots all ask here.
#pragma once

#include <string>
#include <vector>

#include "tricorne/core/translatable.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// Circumstances of an attack that the board alone does not tell.
struct AttackContext {
    bool battleBack = false;   ///< the defender striking back after a melee (no Highland bonus)
    bool bonusMelee = false;   ///< after taking ground
    bool cannonade = false;    ///< opening cannonade fire (artillery only)
    bool assumeMoved = false;  ///< count the attacker as having moved (probe --moved)
    int cardDice = 0;          ///< dice added (taken when negative) beyond the cards in play, whose own dice rules/card_effects.h gives; only tests set it
    bool cannonadeJoiner = false;  ///< a non-artillery unit the battle notes let fire in the cannonade
    int diceCap = 0;               ///< when > 0, the attack rolls at most this many dice (battle notes)
};

/// One line of the dice breakdown: "+1 full strength", "-2 cavalry into forest" (delta +1,
/// reason "full strength"). The reason is a Text so the studio can say it in its language: a
/// marked phrase whose unit kind, terrain and hex-side names are table names (lower case in the
/// English mid-phrase, as "forest" here), or a card's name, a plain value. Not named
/// DiceModifier: system.h already uses that name for a terrain effect (an optional<int>,
/// nullopt = "NB").
struct DiceLine {
    int delta = 0;
    Text reason;
};

struct AttackAssessment {
    bool allowed = false;
    std::string whyNot;  ///< when not allowed, a sentence a designer understands
    bool melee = false;  ///< adjacent target; otherwise ranged
    int range = 0;       ///< hexes to the target (1 = adjacent)
    int baseDice = 0;
    bool baseBlocks = false;  ///< baseDice is the attacker's blocks (the blocks model, UnitDice::blocks)
    std::vector<DiceLine> modifiers;
    int dice = 0;  ///< base + modifiers, never below 0
};

/// The dice a unit rolls at `range` hexes (1: melee) from what it is, before the attack's
/// circumstances (cards, movement, terrain, battle notes), by the system's dice model: every
/// count of a unit's dice starts here (an attack, a leader's escape, the bots' estimates).
/// Tricorne's model: the unit type's chart by range, 1 more at the type's full strength (000 ·
/// Ranged Combat (Fire) Procedure step 4, MELEE COMBAT step 3; 001 likewise), 1 more for an
/// attached leader except artillery at range (000 · Leaders Abilities Summary) and 1 more for
/// a Chief marker (000 · CLAN CHIEF & CHIEF OFFICER MARKERS). The blocks model (002 · Phase 4.
/// COMBAT): infantry and cavalry roll their blocks plus the chart's extra dice, artillery its
/// chart, fewer with one block left (family::ownDice).
struct UnitDice {
    int base = 0;          ///< the chart's dice at that range (0 beyond it), or the unit's blocks (`blocks`)
    int typeExtra = 0;     ///< the blocks model: the type's extra dice at that range ("+1 light infantry")
    int oneBlockLeft = 0;  ///< the blocks model: artillery's dice lost with one block left (<= 0)
    int fullStrength = 0;  ///< at the type's full strength, the system's full-strength dice (Tricorne: 1)
    int leader = 0;        ///< 1 for an attached friendly leader
    int chief = 0;         ///< 1 for a Chief marker
    bool blocks = false;   ///< `base` is the unit's blocks (the blocks model), not its chart's dice
    /// What the unit's strength alone gives: the base, its type's extra dice, one block left
    /// and the full-strength die.
    int strength() const { return base + typeExtra + oneBlockLeft + fullStrength; }
    int total() const { return strength() + leader + chief; }
};

/// unitDice of unit `unit` as it stands in `state`. Precondition: range >= 1.
UnitDice unitDice(const Rules& rules, const GameState& state, int unit, int range);

/// The terms of `dice` beyond the base as lines of a breakdown, in the order every breakdown
/// lists them: the type's extra dice by the type's name, full strength, attached leader, the
/// Chief marker by its faction's name, then artillery's one block left (a reduction).
std::vector<DiceLine> unitDiceLines(const Rules& rules, int unit, const UnitDice& dice);

/// Whether unit `attacker` may battle the piece on `target` (an enemy unit, or an enemy
/// leader alone in his hex) now, and with how many dice after every modifier. Checks range,
/// line of sight, "no ranged combat when adjacent to an enemy", cavalry no ranged, lone
/// leaders at range need at least 2 dice, "NB" terrain and movement restrictions of this turn
/// (noBattle, meleeOnly, artillery moved). Does not check whether the unit is ordered or has
/// already battled: the turn logic does that.
AttackAssessment assessAttack(const Rules& rules, const GameState& state, int attacker, Hex target,
                              const AttackContext& context = {});

/// assessAttack(…) without the sentences: the same allowed, melee, range, baseDice and dice,
/// with whyNot and modifiers left empty (combat rolling, the bots: the dice, not the reasons).
AttackAssessment attackVerdict(const Rules& rules, const GameState& state, int attacker, Hex target, const AttackContext& context = {});

/// attackVerdict(…).allowed (the turn logic's question while it lists and checks battles).
bool attackAllowed(const Rules& rules, const GameState& state, int attacker, Hex target, const AttackContext& context = {});

/// attackVerdict(…).dice of an attack the caller knows to be allowed (one taken from
/// legalActions: a Battle, a BonusMelee, a cannonade shot), without checking again whether it
/// is: no line of sight is traced. The melee/ranged question is the distance (adjacent:
/// melee). Precondition: attackAllowed(rules, state, attacker, target, context); otherwise the
/// number means nothing.
int allowedAttackDice(const Rules& rules, const GameState& state, int attacker, Hex target, const AttackContext& context = {});

}  // namespace tricorne
