// The one-line label of each action (model/action.h): what logs write beside an action and
// what the studio lists. It names pieces by their scenario ids and hexes as col,row.
#include "tricorne/model/action.h"

#include <iterator>

namespace tricorne {

std::string describe(const Rules& rules, const Action& a) {
    // An action may come from outside (a log attached to a bug report, a studio's list) and
    // name a piece or a rule the scenario does not have: say so instead of reading past a list.
    const Scenario& sc = rules.scenario();
    const auto find = [](const auto& list, int index) { return index >= 0 && index < std::ssize(list) ? &list[static_cast<std::size_t>(index)] : nullptr; };
    const auto missing = [](const char* what, int index) { return std::string(what) + " #" + std::to_string(index) + " (not in this scenario)"; };
    auto piece = [&](PieceRef p) {
        if (p.isUnit()) {
            const Unit* unit = find(sc.units, p.index);
            return unit ? unit->id : missing("unit", p.index);
        }
        const Leader* leader = find(sc.leaders, p.index);
        return leader ? leader->id : missing("leader", p.index);
    };
    const std::string slot = std::to_string(a.index + 1);
    switch (a.kind) {
        case ActionKind::PlayCard: return "play card " + slot + " of the hand";
        case ActionKind::Order: return "order " + piece(a.piece);
        case ActionKind::Detach: return "detach " + piece(a.piece);
        case ActionKind::EndOrders: return "end orders";
        case ActionKind::StartMove: return "move " + piece(a.piece);
        case ActionKind::Step: return "step to " + formatHex(a.hex);
        case ActionKind::EndMove: return "stop";
        case ActionKind::EndMovement: return "end movement";
        case ActionKind::Battle: return piece(a.piece) + " battles " + formatHex(a.hex);
        case ActionKind::EndCombat: return "end combat";
        case ActionKind::RetireAndRally: return a.index ? "retire and rally" : "stand";
        case ActionKind::IgnoreFlags: return "ignore " + std::to_string(a.index) + " flag(s)";
        case ActionKind::RetreatTo: return "retreat to " + formatHex(a.hex);
        case ActionKind::RetireTo: return "retire to " + formatHex(a.hex2);
        case ActionKind::LeaderRetreatTo: return "leader retreats to " + formatHex(a.hex);
        case ActionKind::LeaderOffBoard: return "leader leaves the battlefield";
        case ActionKind::LeaderStop: return "leader stops";
        case ActionKind::TakeGround: return a.index ? "take ground" : "hold";
        case ActionKind::BonusMelee: return "bonus melee on " + formatHex(a.hex);
        case ActionKind::SkipBonusMelee: return "no bonus melee";
        case ActionKind::BattleBack: return a.index ? "battle back" : "no battle back";
        case ActionKind::CannonadeFire: return piece(a.piece) + " fires the cannonade at " + formatHex(a.hex);
        case ActionKind::CannonadeDone: return "no more cannonade";
        case ActionKind::CannonadeRetire: return a.index ? "guns retire to " + formatHex(a.hex2) : "guns hold";
        case ActionKind::ShipFire: {
            const SpecialRule* ship = find(sc.specialRules, a.index);
            return (ship ? ship->name : missing("special rule", a.index)) + " fires at " + formatHex(a.hex);
        }
        case ActionKind::PlayCombatCard:
            return a.piece.index < 0 ? "play Combat card " + slot + " in lieu of a Command card"
                                     : "play Combat card " + slot + " on " + piece(a.piece);
        case ActionKind::FirstStrike: return "First Strike (Command card " + slot + ") for " + piece(a.piece);
        case ActionKind::DeclineCard: return "no card";
        case ActionKind::KeepCard: return "keep drawn card " + slot;
        case ActionKind::TimePressure: return a.index ? "take the time-pressure banner and draw 1" : "draw as the Scout says";
        case ActionKind::RepositionLeader: return "discard Combat card " + slot + ": " + piece(a.piece) + " repositions to " + formatHex(a.hex);
        case ActionKind::RevealCard: return "reveal Command card " + slot;
        case ActionKind::Breakthrough: return a.index ? "break through to " + formatHex(a.hex) : "end the breakthrough";
    }
    return "?";
}

}  // namespace tricorne
