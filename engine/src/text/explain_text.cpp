#include "tricorne/text/explain_text.h"

#include <vector>

#include "tricorne/rules/movement.h"

namespace tricorne {

namespace {

std::string signedCount(int delta) { return (delta > 0 ? "+" : "") + std::to_string(delta); }

std::string join(const std::vector<std::string>& parts, const char* separator) {
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : separator) + p;
    return out;
}

}  // namespace

std::string describeAttackDice(const AttackExplanation& a) {
    std::string text = std::to_string(a.dice) + (a.dice == 1 ? " die: " : " dice: ") + std::to_string(a.baseDice) + " ";
    if (a.shipRule >= 0) text += "from off the board";
    else text += a.melee ? "melee" : "at range " + std::to_string(a.range);
    for (const DiceLine& line : a.modifiers) text += ", " + signedCount(line.delta) + " " + line.reason;
    return text;
}

std::string describeStep(const StepExplanation& s) {
    std::vector<std::string> stops;
    if (s.stops & StopReason::EntersTerrain) stops.push_back("entering " + s.entered);
    if (s.stops & StopReason::LeavesTerrain) stops.push_back("leaving " + s.left);
    if (s.stops & StopReason::CrossesSide) stops.push_back("crossing the " + s.crossed);
    if (s.stops & StopReason::JoinsLeader) stops.push_back("joining a lone friendly leader");
    std::vector<std::string> parts;
    if (!stops.empty()) parts.push_back("must stop: " + join(stops, ", "));
    if (!s.rollOn.empty()) parts.push_back("a die is rolled on entering " + s.rollOn);
    if (s.stops & StopReason::LeavesBoard) parts.push_back("leaves the battlefield");
    if (s.roadStep) parts.push_back("along the road");
    return join(parts, "; ");
}

std::string describeFlagReasons(const FlagsExplanation& f) {
    std::vector<std::string> parts;
    for (const MoraleReason& r : f.reasons) parts.push_back(signedCount(r.delta) + " " + r.reason);
    return join(parts, ", ");
}

}  // namespace tricorne
