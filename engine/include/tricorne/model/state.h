// The copyable side of a game (docs/design/engine.md, State and actions): where every piece is, what it did this
// turn, the cards, the banners, the dice generator and the decisions still owed. Small and
// value-semantic, so bots copy it freely.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "tricorne/core/board.h"
#include "tricorne/core/by_side.h"
#include "tricorne/core/hex.h"
#include "tricorne/core/random.h"
#include "tricorne/model/task.h"

namespace tricorne {

class Rules;

/// A unit on the battlefield. Index = the unit's index in the scenario.
struct UnitState {
    Hex hex;
    std::int8_t blocks = 4;  ///< 0 when eliminated or gone off the board
    bool chief = false;      ///< carries a Clan Chief / Chief Officer marker (000)
    bool exited = false;     ///< left by a baseline for a breakthrough/withdraw objective

    // This turn (cleared at the start of each turn).
    bool ordered = false;
    bool moved = false;            ///< moved this turn, by order or taking ground
    std::int8_t hexesMoved = 0;    ///< hexes of ordered movement
    bool noBattle = false;         ///< may not battle this turn (road, wall, terrain "NB", artillery moved …)
    bool meleeOnly = false;        ///< may only melee this turn (Highland moving 2)
    bool moveDone = false;         ///< its ordered move is over (moved or held)
    bool battled = false;          ///< has had its combat this turn
    bool bonusMeleeUsed = false;

    /// Highland morale (000/001 Highland Infantry): set when the unit takes a hit; the next
    /// combat it defends in, it may not ignore its Highland flag.
    bool highlandHit = false;

    std::int16_t combatCard = -1;  ///< the Combat card played on it this turn (GameSystem::combatCards), or -1

    /// Clears what "this turn" holds (the fields above marked so, and combatCard); the rest stays.
    void startTurn() {
        ordered = moved = noBattle = meleeOnly = moveDone = battled = bonusMeleeUsed = false;
        hexesMoved = 0;
        combatCard = -1;
    }

    bool alive() const { return blocks > 0; }
    bool operator==(const UnitState&) const = default;
};

/// A leader. Index = the leader's index in the scenario.
struct LeaderState {
    Hex hex;
    bool alive = true;     ///< false once eliminated (a banner) or retreated off the baseline
    bool offBoard = false; ///< retreated off his own baseline (no banner)
    bool ordered = false;  ///< ordered alone (lone, or detached from his unit)
    bool moved = false;
    bool moveDone = false;
    bool combatCard = false;  ///< a Combat card was used on him this turn (000 · COMBAT CARDS: one per leader)

    bool onBoard() const { return alive && !offBoard; }
    bool operator==(const LeaderState&) const = default;
};

/// Which piece a decision or a move concerns.
struct PieceRef {
    enum class Kind : std::uint8_t { Unit, Leader };
    Kind kind = Kind::Unit;
    std::int16_t index = -1;

    static PieceRef unit(int i) { return {Kind::Unit, static_cast<std::int16_t>(i)}; }
    static PieceRef leader(int i) { return {Kind::Leader, static_cast<std::int16_t>(i)}; }
    bool isUnit() const { return kind == Kind::Unit; }
    bool operator==(const PieceRef&) const = default;
};

/// The ordered move in progress (000 · Phase 3. Movement): one piece at a time.
struct MoveProgress {
    PieceRef piece;
    Hex start;
    std::int8_t steps = 0;      ///< hexes moved so far
    bool onRoadOnly = true;     ///< started on a road and every step so far ended on road
    bool mustStop = false;      ///< terrain, a lone leader joined, a wall crossed …
    bool operator==(const MoveProgress&) const = default;
};

/// The turn's phases (000 · Player's Turn Sequence), the opening cannonade before them.
/// EndTurn: the end-of-turn card decisions (Combat card default action, Scout's keep, time
/// pressure); Reveal: both sides pick a card to decide who moves first (001 Freeman's Farm).
enum class Phase : std::uint8_t { Cannonade, PlayCard, Order, Move, Combat, GameOver, EndTurn, Reveal };

/// Where the end of the turn stands (000 · Phase 5. End of Turn; play/end_of_turn.cpp runs the
/// steps in this order, stopping at a step that waits for the active player). The values are the
/// ones logs hashed before the steps had a type (io/game_log.cpp): never renumber them.
enum class EndStep : std::uint8_t {
    Start = 0,          ///< not begun: the turn's actions are still going on
    DefaultAction,      ///< the active player may use a Combat card's default action
    Draws,              ///< discards and Command draws, run without a decision
    TimePressureChoice, ///< after a Scout: a banner and 1 card, or the Scout's draws (000 · Time Pressure Objective)
    ScoutDraw,          ///< the Scout's Command draw
    KeepChoice,         ///< the Scout's cards drawn, one to keep
    AfterCommandDraw,   ///< Combat card draws, reshuffles, sudden death; then the turn is over
    AfterTimePressure,  ///< the same, without the Scout's Combat draw the banner replaced
};

/// The Command cards (indices into GameSystem::commandCards) and the Combat cards (indices
/// into GameSystem::combatCards), and what the card played this turn set up (cards.h).
struct CardState {
    std::vector<std::uint8_t> deck;  ///< draw pile, top at the back
    std::vector<std::uint8_t> discard;
    BySide<std::vector<std::uint8_t>> hands;

    BySide<std::vector<std::uint8_t>> combatDeck, combatDiscard, combatHands;
    std::int16_t inLieu = -1;          ///< Combat card played in lieu of the Command card this turn
    std::int8_t orderLimit = 0;        ///< orders a Tactic (or in-lieu) card gives this turn
    std::int16_t inspiredLeader = -1;  ///< the leader an Inspired Leader card ordered
    BySide<std::int8_t> replacements{0, 0};  ///< Command cards played out of turn, redrawn first
    std::vector<std::uint8_t> drawn;   ///< Scout: cards drawn, one to keep
    BySide<std::int16_t> plays{0, 0};  ///< Command (or in-lieu) cards played
    EndStep endStep = EndStep::Start;  ///< progress through the end of turn
    BySide<std::int8_t> revealed{-1, -1};  ///< first-player reveal: hand slot chosen
    bool operator==(const CardState&) const = default;
};

/// How a game ended (None while it goes on; simulate's GameRecord::endReason).
enum class EndReason : std::uint8_t { None, Banners, SuddenDeath, ImmediateVictory };

/// "banners", "sudden-death", "immediate-victory"; "" for None.
const char* endReasonName(EndReason reason);

/// An objective's standing (000 · OBJECTIVE VICTORY BANNERS).
struct ObjectiveState {
    BySide<std::int8_t> held{0, 0};  ///< banners each side holds from it now
    std::int8_t lastOccupier = -1;          ///< last-to-occupy: the Position that holds it, or -1
    /// Permanent kinds: bit i = hex i (count "each") or the group (bit 0) taken.
    BySide<std::uint64_t> captured{0, 0};
    bool operator==(const ObjectiveState&) const = default;
};

/// Who is told of each die a GameState rolls: a plain function and its context, or nothing.
/// The studio's dice display; simulations in worker threads are unaffected (per thread).
struct RollObserver {
    void (*rolled)(void* context, Face face) = nullptr;
    void* context = nullptr;
};

/// Everything that changes during a game. Build the initial state with GameState::initial.
struct GameState {
    std::vector<UnitState> units;
    std::vector<LeaderState> leaders;

    /// Board index → unit index / leader index on that hex, -1 when empty. Kept in step with
    /// the pieces by place()/remove…(); read through unitAt()/leaderAt().
    std::array<std::int16_t, board::kHexCount> unitOnHex{};
    std::array<std::int16_t, board::kHexCount> leaderOnHex{};

    Position active = Position::Bottom;
    int turn = 0;  ///< turns begun, both sides counted
    BySide<int> banners{0, 0};  ///< objectives' included
    std::vector<ObjectiveState> objectives;  ///< one per scenario objective
    std::optional<Position> winner;
    EndReason endReason = EndReason::None;
    std::uint32_t specialRulesUsed = 0;  ///< bit i: one-time special rule i has been used (Molly Pitcher)
    /// Bit i: the ship of special rule i (ship-fire) has fired in the opening cannonade, or in
    /// this turn; cleared when a turn begins.
    std::uint64_t shipsFired = 0;

    Phase phase = Phase::PlayCard;
    std::vector<Task> tasks;  ///< pending work, top at the back
    CardState cards;
    int playedCard = -1;  ///< index into GameSystem::commandCards
    std::optional<MoveProgress> moving;
    /// Opening cannonade: which artillery has fired or declined, and who fires next.
    std::vector<bool> cannonadeDone;
    Position cannonadeSide = Position::Bottom;
    Pcg32 rng;
    /// The sides of the game's die (GameSystem::die), set by initial(); without it a roll
    /// shows Tricorne's sides (faceOfSide). Not part of the hash: the system is the game's.
    const std::vector<Face>* dieSides = nullptr;

    /// The state at the start of play: pieces as placed, starting banners, first player.
    static GameState initial(const Rules& rules, std::uint64_t seed);

    /// The unit of scenario index `i`, the leader of scenario index `i`. Precondition: 0 <= i <
    /// units.size() (leaders.size()): the indices the rules hand around are the scenario's.
    UnitState& unit(int i) { return units[static_cast<std::size_t>(i)]; }
    const UnitState& unit(int i) const { return units[static_cast<std::size_t>(i)]; }
    LeaderState& leader(int i) { return leaders[static_cast<std::size_t>(i)]; }
    const LeaderState& leader(int i) const { return leaders[static_cast<std::size_t>(i)]; }

    /// The unit on h, or -1.
    int unitAt(Hex h) const { return board::contains(h) ? unitOnHex[board::slot(h)] : -1; }
    /// The leader on h, or -1.
    int leaderAt(Hex h) const { return board::contains(h) ? leaderOnHex[board::slot(h)] : -1; }
    /// The leader attached to a unit (in its hex), or -1.
    int attachedLeader(int u) const { return leaderAt(unit(u).hex); }
    /// True when a leader stands on a hex with no unit.
    bool isLoneLeader(int l) const { return unitAt(leader(l).hex) < 0; }

    /// Faces the next rolls will show before the generator is asked again: how tests force
    /// dice exactly (and how a playtest can stage a situation). Consumed front first.
    std::vector<Face> forcedDice;

    /// Rolls one battle die: the next forced face, else the state's generator. An active
    /// ObserveRolls on this thread is told the face (the studio's dice display).
    Face roll() {
        Face f;
        if (!forcedDice.empty()) {
            f = forcedDice.front();
            forcedDice.erase(forcedDice.begin());
        } else {
            f = dieSides ? (*dieSides)[rng.below(static_cast<std::uint32_t>(dieSides->size()))] : faceOfSide(rng.below(6));
        }
        if (rollObserver.rolled) rollObserver.rolled(rollObserver.context, f);
        return f;
    }

    /// Who is told of each die roll(); per thread and outside the state's value (no hash, log
    /// or equality sees it). Set it through ObserveRolls.
    static inline thread_local RollObserver rollObserver;

    /// Moves a unit (and nothing else) to h, keeping the occupancy tables right.
    void moveUnit(int unit, Hex to);
    void moveLeader(int leader, Hex to);
    /// Takes a unit off the board (eliminated).
    void removeUnit(int unit);
    /// Takes a leader off the board; `offBoard` marks a retreat off the baseline (no banner).
    void removeLeader(int leader, bool offBoard);

    int bannersOf(Position p) const { return banners[p]; }

    bool operator==(const GameState&) const = default;
};

/// While alive, every die rolled on this thread is passed to `rolled(context, face)`; the
/// previous observer comes back when it ends (scopes nest).
class ObserveRolls {
public:
    ObserveRolls(void (*rolled)(void*, Face), void* context) : m_previous(GameState::rollObserver) {
        GameState::rollObserver = {rolled, context};
    }
    ~ObserveRolls() { GameState::rollObserver = m_previous; }
    ObserveRolls(const ObserveRolls&) = delete;
    ObserveRolls& operator=(const ObserveRolls&) = delete;

private:
    RollObserver m_previous;
};

}  // namespace tricorne
