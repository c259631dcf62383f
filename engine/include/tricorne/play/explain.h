// The engine explains its choices (docs/design/engine.md, State and actions: the engine explains, the studio shows): for
// any action legalActions offers, and for the decision pending, the facts a player needs to
// understand it — an attack's dice with every modifier and its reason, why a step ends the
// move there, how many flags a unit may ignore and why. Computed by the same functions
// legalActions and apply use (the combat task's own context, nextSteps, ignorableFlags), so
// what is explained is what is played. The English is text/explain_text.h's; the studio and
// the CLI show these, they never work them out.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/play/game.h"
#include "tricorne/rules/attack.h"
#include "tricorne/rules/morale.h"

namespace tricorne {

/// An attack as combat will roll it: who, at what, and the dice, base and modifiers.
struct AttackExplanation {
    int attacker = -1;   ///< the attacking unit; -1 for a ship firing (shipRule)
    int shipRule = -1;   ///< the ship-fire special rule that fires, or -1
    Hex from;            ///< the attacker's hex (kOffBoardFire for a ship)
    Hex target;
    bool melee = false;  ///< adjacent; otherwise ranged
    int range = 0;       ///< hexes to the target (0 for a ship: off the board)
    int baseDice = 0;    ///< the unit type's dice at this range (a ship's dice), or its blocks (baseBlocks)
    bool baseBlocks = false;  ///< baseDice counts the attacker's blocks (the blocks model, 002 · Phase 4. COMBAT)
    std::vector<DiceLine> modifiers;  ///< each with its reason, additions then reductions
    int dice = 0;        ///< what combat rolls: base + modifiers, never below 0
};

/// What one step of an ordered move means: whether the move ends there and why (the
/// nextSteps step's StopReason bits, with the terrain and hex-side names they concern).
struct StepExplanation {
    PieceRef piece;          ///< the piece moving
    Hex from, to;
    std::uint8_t stops = 0;  ///< StopReason bits (movement.h); 0: the move may go on from `to`
    std::string entered;     ///< EntersTerrain: the terrain entered
    std::string left;        ///< LeavesTerrain: the terrain left
    std::string crossed;     ///< CrossesSide: the hex side crossed
    std::string rollOn;      ///< the terrain whose entry roll decides whether it goes on; "" when none
    bool roadStep = false;   ///< along the road (a move beyond the normal allowance may not battle)
    bool mustStop() const { return stops != 0; }
};

/// The flags a unit received and how many it may ignore, with the reasons (ignorableFlags).
struct FlagsExplanation {
    int unit = -1;
    int flags = 0;       ///< flags received
    int mayIgnore = 0;   ///< the most it may ignore now (the IgnoreFlags options go 0..mayIgnore)
    std::vector<MoraleReason> reasons;  ///< why, each with its count (the cap at 2 included)
};

/// What explains one action of legalActions: the attack it makes (Battle, BonusMelee,
/// CannonadeFire, ShipFire, BattleBack 1), the step it takes (Step), the flags it ignores
/// (IgnoreFlags). Fields that do not concern the action are empty.
struct ActionExplanation {
    std::optional<AttackExplanation> attack;
    std::optional<StepExplanation> step;
    std::optional<FlagsExplanation> flags;
};

/// The decision pending: what it asks of whom, and the facts behind it.
struct DecisionExplanation {
    /// The decision task on top of the stack; nullopt when the phase itself asks (play a
    /// card, order, move, combat, cannonade, end of turn, reveal) or the game is over.
    std::optional<Task::Kind> question;
    Position side = Position::Bottom;  ///< who decides
    PieceRef piece;       ///< the unit (or, for a leader's retreat, the leader) it concerns
    int opponent = -1;    ///< the enemy unit attacking it or attacked back, or -1
    Hex hex;              ///< where it may take ground
    int hexes = 0;        ///< hexes still to retreat (RetreatChoice), or still to move on (BreakthroughChoice)
    std::optional<FlagsExplanation> flags;  ///< IgnoreFlagsChoice
    /// The attack the question is about: the melee about to be rolled against `piece`
    /// (RetireChoice, CardReaction: `opponent` attacks), or the battle back `piece` may make
    /// against `opponent` (BattleBackChoice).
    std::optional<AttackExplanation> attack;
};

/// The explanation of `action`, which must be a member of legalActions(rules, state).
ActionExplanation explainAction(const Rules& rules, const GameState& state, const Action& action);

/// The explanation of the decision legalActions(rules, state) answers.
DecisionExplanation explainDecision(const Rules& rules, const GameState& state);

/// A check the engine is about to roll while it resolves an action, announced before its dice
/// (so an observer of the dice, ObserveRolls, knows which of them are the check's and which
/// are the attack's). Every roll combat makes besides an attack's own dice is announced:
/// - Rally: a unit's rally check (000 · Rally Check), the dice with every reason for them as
///   rallyDice counted them at that moment;
/// - LeaderSwept: the leader of a unit that routed, 2 dice, a flag saves him (000 · Rally Check);
/// - LeaderCasualty: an attached leader's casualty check (000 · Leader Casualty Check);
/// - Chief: the one die that may remove a unit's Chief marker (000 · CLAN CHIEF & CHIEF
///   OFFICER MARKERS);
/// - LeaderEscape: the enemy unit battling a lone leader who escapes through its hex, with its
///   melee dice (000 · Lone Leader Escape; 002 · Leader Escape, once for each enemy-held hex
///   he enters); `unit` is that enemy unit;
/// - Wetland: the roll of a unit or lone leader retreating onto wetland (001 · WETLAND).
struct CheckExplanation {
    enum class Kind : std::uint8_t { Rally, LeaderSwept, LeaderCasualty, Chief, LeaderEscape, Wetland };
    Kind kind = Kind::Rally;
    int unit = -1;    ///< the unit checking (the enemy unit for LeaderEscape), or -1
    int leader = -1;  ///< the leader the check concerns (LeaderSwept, LeaderCasualty, LeaderEscape, a leader's Wetland), or -1
    Hex hex;          ///< where the checking piece stands (a lone leader escaping: the hex he escapes through)
    MoraleCount dice; ///< the dice rolled (value) and why (reasons, which add up to value)
};

/// While alive, every Event announced on this thread (Observe<Event>::announce) is passed to
/// `announced(context, event)`; the previous observer comes back when it ends. Per thread
/// like ObserveRolls: simulations in other threads are unaffected, and nothing of the game
/// (state, dice, log) depends on whether anyone listens.
template <class Event>
class Observe {
public:
    using Callback = void (*)(void* context, const Event& event);
    Observe(Callback announced, void* context) : m_previous(s_observer), m_previousContext(s_context) {
        s_observer = announced;
        s_context = context;
    }
    ~Observe() {
        s_observer = m_previous;
        s_context = m_previousContext;
    }
    Observe(const Observe&) = delete;
    Observe& operator=(const Observe&) = delete;

    /// True when an observer listens on this thread (announcing costs nothing otherwise).
    static bool observed() { return s_observer != nullptr; }
    /// Tells this thread's observer of `event`, if any.
    static void announce(const Event& event) {
        if (s_observer) s_observer(s_context, event);
    }

private:
    static inline thread_local Callback s_observer = nullptr;
    static inline thread_local void* s_context = nullptr;
    Callback m_previous;
    void* m_previousContext;
};

/// The checks (morale, escape) play's resolution announces.
using ObserveChecks = Observe<CheckExplanation>;

/// True when an ObserveChecks is listening on this thread (announcing costs nothing otherwise).
inline bool checksObserved() { return ObserveChecks::observed(); }
/// Tells this thread's ObserveChecks of `check`, if any.
inline void announceCheck(const CheckExplanation& check) { ObserveChecks::announce(check); }

/// An ordered unit the Combat phase ends without: it has not battled this turn and no battle
/// is open to it when the phase ends (by itself, or by the side's End combat). A unit may
/// decline to battle (000 · Phase 4. Combat: "A unit that is ordered does not have to
/// combat"), so the engine goes on without asking; this tells why none was offered.
/// Units that still had a target when the side chose End combat are not announced: they
/// declined, and the End combat action says so.
struct UnbattledUnit {
    enum class Why : std::uint8_t {
        MayNotBattle,     ///< its move forbids battle this turn (UnitState::noBattle: too far, a road bonus, a wall crossed, artillery moved)
        NoEnemyInRange,   ///< no enemy unit, nor lone enemy leader, within its range
        NoTargetAllowed,  ///< enemies within range, but none it may battle (sight, terrain, an adjacent enemy, melee only, a card)
    };
    int unit = -1;
    Hex hex;  ///< where it stands
    Why why = Why::NoEnemyInRange;
};

/// Every unit the Combat phase ends without on this thread, in the scenario's order of units.
using ObserveUnbattled = Observe<UnbattledUnit>;

/// True when an ObserveUnbattled is listening on this thread (the turn works the units out
/// only then).
inline bool unbattledObserved() { return ObserveUnbattled::observed(); }
/// Tells this thread's ObserveUnbattled of `unit`, if any.
inline void announceUnbattled(const UnbattledUnit& unit) { ObserveUnbattled::announce(unit); }

}  // namespace tricorne
