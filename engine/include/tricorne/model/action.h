// The decisions of a game as data (docs/design/engine.md): every Action a player may take, what its
// fields mean for each kind, and its one-line label. play/game.h lists and applies them;
// io/game_log.h writes and reads them.
#pragma once

#include <cstdint>
#include <string>

#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

enum class ActionKind : std::uint8_t {
    PlayCard,         ///< index = position in hand
    Order,            ///< piece: order a unit (its attached leader goes with it) or a lone leader
    Detach,           ///< piece = an attached leader ordered to move on his own (Section cards)
    EndOrders,
    StartMove,        ///< piece
    Step,             ///< hex
    EndMove,
    EndMovement,
    Battle,           ///< piece = the ordered unit, hex = the target
    EndCombat,
    RetireAndRally,   ///< index 1 = retire, 0 = stand (the defender's choice before the roll)
    IgnoreFlags,      ///< index = flags ignored
    RetreatTo,        ///< hex
    RetireTo,         ///< hex = first step, hex2 = last hex of the retire path
    LeaderRetreatTo,  ///< hex (an enemy hex is an escape attempt)
    LeaderOffBoard,   ///< off his own baseline
    LeaderStop,
    TakeGround,       ///< index 1 = advance, 0 = stay
    BonusMelee,       ///< hex = target
    SkipBonusMelee,
    BattleBack,       ///< index 1 = battle back, 0 = not
    CannonadeFire,    ///< piece = artillery unit, hex = target
    CannonadeDone,    ///< the side to fire fires no more guns
    CannonadeRetire,  ///< hex = first step, hex2 = last hex; or index 0 = hold
    // Cards (play/cards.h). Appended: the values above are stable.
    PlayCombatCard,   ///< index = Combat-hand slot; piece = the unit (or leader) it is played on, none in lieu
    FirstStrike,      ///< index = Command-hand slot of a First Strike card, played out of turn
    DeclineCard,      ///< play no card now (a reaction; no card in hand at all), or end the default actions
    KeepCard,         ///< index = which of the cards drawn (Scout) to keep
    TimePressure,     ///< index 1 = take the time-pressure banner and draw 1, 0 = the Scout's own draw
    RepositionLeader, ///< Combat card default action: index = Combat-hand slot, piece = leader, hex = where
    RevealCard,       ///< index = Command-hand slot chosen for the first-player reveal
    ShipFire,         ///< index = the ship-fire special rule, hex = the enemy unit it fires at
    Breakthrough,     ///< index 1, hex = the cavalry's next hex of its breakthrough; index 0 = it stops there
};

/// One decision. Fields not used by the kind stay at their defaults. (The hexes come first so
/// the struct packs into 24 bytes: the lists hold thousands of them a game.)
struct Action {
    Hex hex;
    Hex hex2;
    PieceRef piece;
    ActionKind kind = ActionKind::EndOrders;
    std::int8_t index = 0;

    bool operator==(const Action&) const = default;
};
static_assert(sizeof(Action) == 24);

/// Why an action was refused.
enum class ActionError : std::uint8_t { None, GameOver, NotLegal };

/// A readable form of an action for logs and the studio ("battle 4,7 → 5,6").
std::string describe(const Rules& rules, const Action& action);

}  // namespace tricorne
