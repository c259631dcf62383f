// Work still owed inside a phase (GameState::tasks, model/state.h): a decision a player must
// take, or a consequence the engine carries out next. Each kind is its own small struct whose
// fields are named for what they mean to it, and a Task holds one of them. ARCHITECTURE.md
// ("Tasks") says when each kind is pushed and what becomes of it.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <variant>

#include "tricorne/core/hex.h"

namespace tricorne {

/// The kinds of task. Task's alternatives follow this order, and a kind's number is hashed
/// into game logs (io/game_log.h): append only.
enum class TaskKind : std::uint8_t {
    // decisions
    RetireChoice,
    IgnoreFlagsChoice,
    RetreatChoice,
    RetirePathChoice,
    LeaderRetreatChoice,
    TakeGroundChoice,
    BonusMeleeChoice,
    BattleBackChoice,
    CannonadeRetireChoice,
    // consequences
    Attack,
    AfterMelee,
    Flags,
    RallyCheck,
    LeaderCasualty,
    ChiefCheck,
    LeaderLossRally,
    CardReaction,  ///< a decision, added after the consequences
    ShipFire,
    BreakthroughChoice,  ///< a decision, added after the consequences
};

/// What a combat's tasks know of it: how the attack is made, and what has happened in it so
/// far. A flag means the same in every kind that carries these notes.
struct CombatNotes {
    // How the attack is made (startAttack, play/combat.cpp).
    bool melee : 1 = false;          ///< against an adjacent hex (000 · MELEE COMBAT)
    bool ranged : 1 = false;         ///< fire from range, or a ship's shot
    bool battleBack : 1 = false;     ///< a battle back, or a defender's First Strike made like one
    bool bonus : 1 = false;          ///< a bonus melee after taking ground
    bool cannonade : 1 = false;      ///< a shot of the opening cannonade
    bool fromArtillery : 1 = false;  ///< the attacker is artillery, or a ship
    bool cavalryMelee : 1 = false;   ///< a cavalry melee that is not a battle back: its rally check is −1
    // What the defender's answer changed.
    bool retiring : 1 = false;     ///< the defender retires and rallies: symbols only, no flags, no take ground
    bool firstStruck : 1 = false;  ///< the defender struck first with a card: no battle back
    // What the unit that received the flags has been through.
    bool hit : 1 = false;        ///< it also lost blocks (rally when hit, Highland morale)
    bool rallyDone : 1 = false;  ///< its leader fell and it rallied for him first: no second check
    bool chiefLost : 1 = false;  ///< its Chief marker fell: a rally check is owed even without a retreat

    bool operator==(const CombatNotes&) const = default;
};

namespace task {

// --- decisions ----------------------------------------------------------------------------------

/// The defender of a melee may retire and rally before the attacker rolls (000 · MELEE COMBAT
/// step 2).
struct RetireChoice {
    static constexpr TaskKind kind = TaskKind::RetireChoice;
    int unit = -1;       ///< the defender, who decides
    int attacker = -1;   ///< whose Attack and AfterMelee wait below
    Hex target;          ///< the defender's hex
    CombatNotes combat;  ///< the attack's, as it started
    bool operator==(const RetireChoice&) const = default;
};

/// The flags a surviving unit received (the consequence); IgnoreFlagsChoice when some may be
/// ignored.
struct Flags {
    static constexpr TaskKind kind = TaskKind::Flags;
    int unit = -1;                    ///< the unit that received them
    Hex from;                         ///< the attacker's hex, or kOffBoardFire (a ship)
    std::int8_t flags = 0;            ///< flags the dice showed
    bool fullStrengthBefore = false;  ///< at its type's full strength before the roll, no Highland hit pending
    CombatNotes combat;               ///< how it was attacked, and what it has been through
    bool operator==(const Flags&) const = default;
};

/// The unit chooses how many of its flags to ignore (000 · Bolster Morale and the terrain's).
struct IgnoreFlagsChoice : Flags {
    static constexpr TaskKind kind = TaskKind::IgnoreFlagsChoice;
    std::int8_t mayIgnore = 0;  ///< the most it may ignore, 1 to flags
    bool operator==(const IgnoreFlagsChoice&) const = default;
};

/// The unit retreats one hex at a time toward its own baseline (000 · Retreat).
struct RetreatChoice {
    static constexpr TaskKind kind = TaskKind::RetreatChoice;
    int unit = -1;
    std::int8_t hexesLeft = 0;  ///< hexes it must still retreat, ≥ 1
    /// Its leader already made his casualty check for this combat roll: its retreat losses call
    /// for none (002 · LEADER CASUALTY CHECK, "Only one leader casualty check is required from a
    /// single combat dice roll"). Set only where those losses call for a check at all
    /// (family::leaderChecksOnRetreatLosses); always false in Tricorne.
    bool leaderChecked = false;
    bool operator==(const RetreatChoice&) const = default;
};

/// The unit that retired and rallied chooses its 2-hex path, after the melee's hits.
struct RetirePathChoice {
    static constexpr TaskKind kind = TaskKind::RetirePathChoice;
    int unit = -1;
    bool operator==(const RetirePathChoice&) const = default;
};

/// A leader retreats up to 3 hexes, one at a time (000 · Lone Leader's Retreat). He travels off
/// the occupancy tables and is placed when he stops.
struct LeaderRetreatChoice {
    static constexpr TaskKind kind = TaskKind::LeaderRetreatChoice;
    int leader = -1;
    Hex hex;                     ///< where he stands now: where he started, then each hex taken
    std::int8_t hexesTaken = 0;  ///< hexes retreated so far, 0 to 2
    bool operator==(const LeaderRetreatChoice&) const = default;
};

/// The attacker of a melee whose target hex is empty may take ground there (000 · Taking
/// Ground).
struct TakeGroundChoice {
    static constexpr TaskKind kind = TaskKind::TakeGroundChoice;
    int unit = -1;              ///< the attacker
    Hex vacated;                ///< the melee's target hex, now empty
    CombatNotes combat;         ///< the melee's
    bool bonusAllowed = false;  ///< taking ground may lead to a bonus melee (bonusEligible when offered)
    bool operator==(const TakeGroundChoice&) const = default;
};

/// The unit that took ground may make its bonus melee, or not (000 · Bonus Melee).
struct BonusMeleeChoice {
    static constexpr TaskKind kind = TaskKind::BonusMeleeChoice;
    int unit = -1;
    bool operator==(const BonusMeleeChoice&) const = default;
};

/// The cavalry unit that took ground may move on, one hex at a time, or stop (002 · Cavalry
/// Breakthrough); its bonus melee choice follows.
struct BreakthroughChoice {
    static constexpr TaskKind kind = TaskKind::BreakthroughChoice;
    int unit = -1;
    std::int8_t hexesLeft = 0;  ///< hexes it may still move, ≥ 1
    bool bonusAllowed = false;  ///< its bonus melee is offered when the breakthrough ends (bonusEligible then)
    bool operator==(const BreakthroughChoice&) const = default;
};

/// The defender of a melee, still in its hex, may battle back (000 · Defending Unit Battle Back).
struct BattleBackChoice {
    static constexpr TaskKind kind = TaskKind::BattleBackChoice;
    int unit = -1;    ///< the defender, who decides
    int attacker = -1;
    Hex attackerHex;  ///< where the battle back is aimed
    bool operator==(const BattleBackChoice&) const = default;
};

/// A gun that fired the opening cannonade may retire 2 hexes, or must (000 · Opening Cannonade).
struct CannonadeRetireChoice {
    static constexpr TaskKind kind = TaskKind::CannonadeRetireChoice;
    int unit = -1;            ///< the gun
    bool mustRetire = false;  ///< its side's guns must retire (the special rule's mustRetire); it may hold only when no path is open
    bool operator==(const CannonadeRetireChoice&) const = default;
};

/// The defender of a melee may answer with a card: First Strike, or a Combat card that
/// defends a melee (000 · COMBAT CARDS).
struct CardReaction {
    static constexpr TaskKind kind = TaskKind::CardReaction;
    int unit = -1;      ///< the defender, who decides
    int attacker = -1;  ///< whose Attack and AfterMelee wait below
    Hex target;         ///< the defender's hex
    bool operator==(const CardReaction&) const = default;
};

// --- consequences -------------------------------------------------------------------------------

/// The unit rolls its attack's dice at the target and the hits, flags and checks follow.
struct Attack {
    static constexpr TaskKind kind = TaskKind::Attack;
    int unit = -1;  ///< the attacker
    Hex target;
    CombatNotes combat;
    bool operator==(const Attack&) const = default;
};

/// After the attacker's melee: take ground when the target hex is empty, else the defender's
/// battle back.
struct AfterMelee {
    static constexpr TaskKind kind = TaskKind::AfterMelee;
    int unit = -1;       ///< the attacker
    int defender = -1;   ///< the unit on target when the melee began, or -1 (a lone leader)
    Hex target;
    CombatNotes combat;  ///< the melee's
    bool operator==(const AfterMelee&) const = default;
};

/// The unit rolls its rally check (000 · Rally Check).
struct RallyCheck {
    static constexpr TaskKind kind = TaskKind::RallyCheck;
    int unit = -1;
    CombatNotes combat;  ///< the combat that calls for it: cavalryMelee and retiring change its dice; empty for other calls
    bool operator==(const RallyCheck&) const = default;
};

/// The opponent rolls dice against a leader: enough sabers kill him (000 · Leader Casualty Check).
struct LeaderCasualty {
    static constexpr TaskKind kind = TaskKind::LeaderCasualty;
    int leader = -1;
    int unit = -1;                ///< his unit, hit and still standing: its flags rally first if he falls; -1 otherwise
    Hex hex;                      ///< where he stands
    std::int8_t dice = 0;
    std::int8_t sabersToKill = 0;
    bool unitEliminated = false;  ///< his unit was destroyed: if he lives he retreats
    bool operator==(const LeaderCasualty&) const = default;
};

/// The unit's Chief marker may fall: one die, a saber (000 · CLAN CHIEF & CHIEF OFFICER MARKERS).
struct ChiefCheck {
    static constexpr TaskKind kind = TaskKind::ChiefCheck;
    int unit = -1;
    bool operator==(const ChiefCheck&) const = default;
};

/// A leader fell: the friendly units on his hex and adjacent rally (000 · Leader Eliminated).
struct LeaderLossRally {
    static constexpr TaskKind kind = TaskKind::LeaderLossRally;
    int leader = -1;  ///< the leader who fell (his side decides who rallies)
    Hex hex;          ///< where he fell
    bool operator==(const LeaderLossRally&) const = default;
};

/// A ship-fire special rule's ship fires at an enemy unit (001 · Bunker Hill).
struct ShipFire {
    static constexpr TaskKind kind = TaskKind::ShipFire;
    int rule = -1;  ///< index of the special rule in the scenario
    std::int8_t dice = 0;
    Hex target;
    bool operator==(const ShipFire&) const = default;
};

}  // namespace task

/// One task: a value of one of the kinds above, small and trivially copyable like the rest of
/// the state. Built from a kind's struct (`Task t = task::ChiefCheck{.unit = u};`), read back with
/// as<T>() (a programming error when the kind is not T), find<T>() or visit().
class Task {
public:
    using Kind = TaskKind;
    using Value = std::variant<task::RetireChoice, task::IgnoreFlagsChoice, task::RetreatChoice, task::RetirePathChoice,
                               task::LeaderRetreatChoice, task::TakeGroundChoice, task::BonusMeleeChoice, task::BattleBackChoice,
                               task::CannonadeRetireChoice, task::Attack, task::AfterMelee, task::Flags, task::RallyCheck,
                               task::LeaderCasualty, task::ChiefCheck, task::LeaderLossRally, task::CardReaction, task::ShipFire,
                               task::BreakthroughChoice>;

    template <typename T>
        requires std::same_as<std::remove_cv_t<decltype(T::kind)>, TaskKind>
    Task(const T& kindTask) : m_task(kindTask) {}

    Kind kind() const { return static_cast<Kind>(m_task.index()); }
    template <typename T>
    const T& as() const { return std::get<T>(m_task); }
    template <typename T>
    T& as() { return std::get<T>(m_task); }
    /// The kind's struct, or nullptr when the task is of another kind.
    template <typename T>
    const T* find() const { return std::get_if<T>(&m_task); }
    template <typename T>
    T* find() { return std::get_if<T>(&m_task); }
    /// Calls `v` with the kind's struct.
    template <typename Visit>
    decltype(auto) visit(Visit&& v) const { return std::visit(std::forward<Visit>(v), m_task); }

    /// The unit whose task it is (its field `unit`), or -1 for a leader's or a ship's.
    int unit() const {
        return visit([](const auto& t) -> int {
            if constexpr (requires { t.unit; }) return t.unit;
            else return -1;
        });
    }

    bool operator==(const Task&) const = default;

private:
    Value m_task;
};

namespace detail {
template <std::size_t... I>
constexpr bool taskKindsInOrder(std::index_sequence<I...>) {
    return ((std::variant_alternative_t<I, Task::Value>::kind == static_cast<TaskKind>(I)) && ...);
}
}  // namespace detail
static_assert(detail::taskKindsInOrder(std::make_index_sequence<std::variant_size_v<Task::Value>>{}),
              "Task's alternatives follow TaskKind, so kind() is the variant's index");
static_assert(std::is_trivially_copyable_v<Task>, "the state is copied freely (bots, look-ahead)");

}  // namespace tricorne
