#include "tricorne/text/holds_text.h"

#include <vector>

#include "tricorne/rules/objectives.h"

namespace tricorne {

namespace {

std::string count(int n, const std::string& one, const std::string& many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string joined(const std::vector<std::string>& parts, const char* sep) {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
    return out;
}

bool paidAtTurnStart(ObjectiveKind kind) {
    switch (kind) {
        case ObjectiveKind::StartTurnTemporary:
        case ObjectiveKind::TurnStartMajority:
        case ObjectiveKind::TurnStartPermanent:
        case ObjectiveKind::TurnStartRepeating:
        case ObjectiveKind::ClearingASection:
        case ObjectiveKind::SectionEmpty:
        case ObjectiveKind::ImmediateVictory:
            return true;
        default:
            return false;
    }
}

}  // namespace

std::string sideArmiesName(const Rules& rules, Position side) {
    std::vector<std::string> names;
    for (const auto& id : rules.scenario().side(side).armies) {
        const Army* army = rules.system().army(id);
        names.push_back(army ? army->name : id);
    }
    return names.empty() ? std::string(positionName(side)) : joined(names, " and ");
}

std::string describeHolder(const Rules& rules, const Objective& o, const ObjectiveStart& start) {
    std::vector<std::string> holders;
    for (Position p : kPositions)
        if (start.banners[p] > 0) holders.push_back(sideArmiesName(rules, p) + " holds " + count(start.banners[p], "banner", "banners"));
    if (holders.empty()) return o.kind == ObjectiveKind::Breakthrough || o.kind == ObjectiveKind::Withdraw ? "paid on leaving the board" : "nobody holds it";
    return joined(holders, ", ");
}

std::string describeHoldReason(const Rules& rules, const Objective& o, const ObjectiveStart& start, bool turnBegun) {
    std::vector<std::string> why;
    const auto name = [&](Position p) { return sideArmiesName(rules, p); };
    if (start.startingHolder && o.holder && start.banners[*o.holder] > 0) why.push_back("placed with " + name(*o.holder) + " at the start");
    switch (o.kind) {
        case ObjectiveKind::LastToOccupy:
            why.push_back(start.lastOccupier ? name(*start.lastOccupier) + " occupied it last" : "nobody has occupied it yet");
            break;
        case ObjectiveKind::TurnStartMajority:
            why.push_back(count(start.units[Position::Bottom], name(Position::Bottom) + " unit", name(Position::Bottom) + " units") + " against " +
                          std::to_string(start.units[Position::Top]) + " " + name(Position::Top) +
                          (start.units[Position::Bottom] == start.units[Position::Top] ? ": no majority" : ""));
            break;
        case ObjectiveKind::ClearingASection:
        case ObjectiveKind::SectionEmpty:
            for (Position p : kPositions)
                if (objectiveIsFor(o, p) && start.partsMet[p] > 0) why.push_back("no " + name(other(p)) + " unit in the section");
            break;
        case ObjectiveKind::Breakthrough:
            why.push_back("a unit leaving by the enemy's baseline scores it");
            break;
        case ObjectiveKind::Withdraw:
            why.push_back("a unit leaving by its own baseline scores it");
            break;
        default:
            for (Position p : kPositions) {
                if (!objectiveIsFor(o, p)) continue;
                if (o.occupancy == ObjectiveOccupancy::NoEnemy)
                    why.push_back(start.units[other(p)] == 0 ? "no " + name(other(p)) + " unit on its hexes"
                                                             : count(start.units[other(p)], name(other(p)) + " unit", name(other(p)) + " units") + " on its hexes");
                else
                    why.push_back(start.units[p] == 0 ? "no " + name(p) + " unit on its hexes"
                                                      : count(start.units[p], name(p) + " unit", name(p) + " units") + " on its hexes");
            }
            break;
    }
    // Turn-start kinds pay only at the start of the side's own turn: say what the placing is
    // worth when that turn has not come yet (the second player's, or every turn before the
    // opening cannonade ends).
    if (paidAtTurnStart(o.kind) && !turnBegun) why.push_back("taken at the start of the side's turn, not yet begun");
    return joined(why, "; ");
}

std::string describeNeverScored(const Rules& rules, Position side, NeverScored why) {
    const std::string name = sideArmiesName(rules, side);
    const std::string head = "can never be scored by " + name + ": ";
    switch (why) {
        case NeverScored::No: return {};
        case NeverScored::NotFor: return head + "it is for the other side only";
        case NeverScored::NoUnits: return head + "it has no unit";
        case NeverScored::Impassable: return head + "its hexes are impassable to every " + name + " unit";
        case NeverScored::OffBaseline: return head + "none of its hexes is on the baseline it must leave by";
    }
    return {};
}

}  // namespace tricorne
