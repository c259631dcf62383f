#include "tricorne/text/holds_text.h"

#include <vector>

#include "tricorne/rules/objectives.h"

namespace tricorne {

namespace {

/// "1 banner", "2 banners".
Text banners(int n) { return n == 1 ? phraseText(TRICORNE_TEXT("{1} banner"), {std::to_string(n)}) : phraseText(TRICORNE_TEXT("{1} banners"), {std::to_string(n)}); }

/// "1 British unit", "3 British units".
Text units(int n, const Text& side) {
    return n == 1 ? phraseText(TRICORNE_TEXT("{1} {2} unit"), {std::to_string(n), side}) : phraseText(TRICORNE_TEXT("{1} {2} units"), {std::to_string(n), side});
}

/// "no British unit on its hexes" or "2 British units on its hexes".
Text onItsHexes(int n, const Text& side) {
    return n == 0 ? phraseText(TRICORNE_TEXT("no {1} unit on its hexes"), {side}) : phraseText(TRICORNE_TEXT("{1} on its hexes"), {units(n, side)});
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

Text sideArmiesText(const Rules& rules, Position side) {
    std::vector<Text> names;
    for (const auto& id : rules.scenario().side(side).armies) {
        const Army* army = rules.system().army(id);
        names.push_back(army ? nameText(army->name) : Text(id));
    }
    return names.empty() ? nameText(std::string(positionName(side))) : joinTexts(names, TRICORNE_TEXT("{1} and {2}"));
}

std::string sideArmiesName(const Rules& rules, Position side) { return sideArmiesText(rules, side).text; }

Text holderText(const Rules& rules, const Objective& o, const ObjectiveStart& start) {
    std::vector<Text> holders;
    for (Position p : kPositions)
        if (start.banners[p] > 0) holders.push_back(phraseText(TRICORNE_TEXT("{1} holds {2}"), {sideArmiesText(rules, p), banners(start.banners[p])}));
    if (holders.empty())
        return o.kind == ObjectiveKind::Breakthrough || o.kind == ObjectiveKind::Withdraw ? phraseText(TRICORNE_TEXT("paid on leaving the board"))
                                                                                           : phraseText(TRICORNE_TEXT("nobody holds it"));
    return joinTexts(holders, TRICORNE_TEXT("{1}, {2}"));
}

Text holdReasonText(const Rules& rules, const Objective& o, const ObjectiveStart& start, bool turnBegun) {
    std::vector<Text> why;
    const auto name = [&](Position p) { return sideArmiesText(rules, p); };
    if (start.startingHolder && o.holder && start.banners[*o.holder] > 0) why.push_back(phraseText(TRICORNE_TEXT("placed with {1} at the start"), {name(*o.holder)}));
    switch (o.kind) {
        case ObjectiveKind::LastToOccupy:
            why.push_back(start.lastOccupier ? phraseText(TRICORNE_TEXT("{1} occupied it last"), {name(*start.lastOccupier)})
                                             : phraseText(TRICORNE_TEXT("nobody has occupied it yet")));
            break;
        case ObjectiveKind::TurnStartMajority: {
            const int bottom = start.units[Position::Bottom], top = start.units[Position::Top];
            const std::vector<Text> fill{units(bottom, name(Position::Bottom)), std::to_string(top), name(Position::Top)};
            why.push_back(bottom == top ? phraseText(TRICORNE_TEXT("{1} against {2} {3}: no majority"), fill) : phraseText(TRICORNE_TEXT("{1} against {2} {3}"), fill));
            break;
        }
        case ObjectiveKind::ClearingASection:
        case ObjectiveKind::SectionEmpty:
            for (Position p : kPositions)
                if (objectiveIsFor(o, p) && start.partsMet[p] > 0) why.push_back(phraseText(TRICORNE_TEXT("no {1} unit in the section"), {name(other(p))}));
            break;
        case ObjectiveKind::Breakthrough:
            why.push_back(phraseText(TRICORNE_TEXT("a unit leaving by the enemy's baseline scores it")));
            break;
        case ObjectiveKind::Withdraw:
            why.push_back(phraseText(TRICORNE_TEXT("a unit leaving by its own baseline scores it")));
            break;
        default:
            for (Position p : kPositions) {
                if (!objectiveIsFor(o, p)) continue;
                const Position counted = o.occupancy == ObjectiveOccupancy::NoEnemy ? other(p) : p;
                why.push_back(onItsHexes(start.units[counted], name(counted)));
            }
            break;
    }
    // Turn-start kinds pay only at the start of the side's own turn: say what the placing is
    // worth when that turn has not come yet (the second player's, or every turn before the
    // opening cannonade ends).
    if (paidAtTurnStart(o.kind) && !turnBegun) why.push_back(phraseText(TRICORNE_TEXT("taken at the start of the side's turn, not yet begun")));
    return joinTexts(why, TRICORNE_TEXT("{1}; {2}"));
}

Text neverScoredText(const Rules& rules, Position side, NeverScored why) {
    const Text name = sideArmiesText(rules, side);
    switch (why) {
        case NeverScored::No: return {};
        case NeverScored::NotFor: return phraseText(TRICORNE_TEXT("can never be scored by {1}: it is for the other side only"), {name});
        case NeverScored::NoUnits: return phraseText(TRICORNE_TEXT("can never be scored by {1}: it has no unit"), {name});
        case NeverScored::Impassable: return phraseText(TRICORNE_TEXT("can never be scored by {1}: its hexes are impassable to every {1} unit"), {name});
        case NeverScored::OffBaseline:
            return phraseText(TRICORNE_TEXT("can never be scored by {1}: none of its hexes is on the baseline it must leave by"), {name});
    }
    return {};
}

std::string describeHolder(const Rules& rules, const Objective& o, const ObjectiveStart& start) { return holderText(rules, o, start).text; }

std::string describeHoldReason(const Rules& rules, const Objective& o, const ObjectiveStart& start, bool turnBegun) {
    return holdReasonText(rules, o, start, turnBegun).text;
}

std::string describeNeverScored(const Rules& rules, Position side, NeverScored why) { return neverScoredText(rules, side, why).text; }

}  // namespace tricorne
