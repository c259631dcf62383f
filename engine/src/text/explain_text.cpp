#include "tricorne/text/explain_text.h"

#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/rules/movement.h"

namespace tricorne {

namespace {

std::string signedCount(int delta) { return (delta > 0 ? "+" : "") + std::to_string(delta); }

/// A modifier with its reason: "+1 full strength".
Text signedReason(int delta, const Text& reason) { return phraseText(TRICORNE_TEXT("{1} {2}"), {signedCount(delta), reason}); }

}  // namespace

Text attackDiceText(const AttackExplanation& a) {
    const std::string base = std::to_string(a.baseDice);
    std::vector<Text> parts;
    if (a.shipRule >= 0) parts.push_back(phraseText(TRICORNE_TEXT("{1} from off the board"), {base}));
    else if (a.baseBlocks && a.melee)  // 002 · Phase 4. COMBAT: the dice equal the blocks
        parts.push_back(phraseText(a.baseDice == 1 ? TRICORNE_TEXT("{1} block in melee") : TRICORNE_TEXT("{1} blocks in melee"), {base}));
    else if (a.baseBlocks)
        parts.push_back(phraseText(a.baseDice == 1 ? TRICORNE_TEXT("{1} block at range {2}") : TRICORNE_TEXT("{1} blocks at range {2}"), {base, std::to_string(a.range)}));
    else if (a.melee) parts.push_back(phraseText(TRICORNE_TEXT("{1} melee"), {base}));
    else parts.push_back(phraseText(TRICORNE_TEXT("{1} at range {2}"), {base, std::to_string(a.range)}));
    for (const DiceLine& line : a.modifiers) parts.push_back(signedReason(line.delta, line.reason));
    return phraseText(a.dice == 1 ? TRICORNE_TEXT("{1} die: {2}") : TRICORNE_TEXT("{1} dice: {2}"),
               {std::to_string(a.dice), joinTexts(parts, TRICORNE_TEXT("{1}, {2}"))});
}

std::string describeAttackDice(const AttackExplanation& a) { return attackDiceText(a).text; }

Text stepText(const StepExplanation& s) {
    std::vector<Text> stops;
    if (s.stops & StopReason::EntersTerrain) stops.push_back(phraseText(TRICORNE_TEXT("entering {1}"), {nameText(s.entered)}));
    if (s.stops & StopReason::LeavesTerrain) stops.push_back(phraseText(TRICORNE_TEXT("leaving {1}"), {nameText(s.left)}));
    if (s.stops & StopReason::CrossesSide) stops.push_back(phraseText(TRICORNE_TEXT("crossing the {1}"), {nameText(s.crossed)}));
    if (s.stops & StopReason::JoinsLeader) stops.push_back(phraseText(TRICORNE_TEXT("joining a lone friendly leader")));
    std::vector<Text> parts;
    if (!stops.empty()) parts.push_back(phraseText(TRICORNE_TEXT("must stop: {1}"), {joinTexts(stops, TRICORNE_TEXT("{1}, {2}"))}));
    if (!s.rollOn.empty()) parts.push_back(phraseText(TRICORNE_TEXT("a die is rolled on entering {1}"), {nameText(s.rollOn)}));
    if (s.stops & StopReason::LeavesBoard) parts.push_back(phraseText(TRICORNE_TEXT("leaves the battlefield")));
    if (s.roadStep) parts.push_back(phraseText(TRICORNE_TEXT("along the road")));
    return joinTexts(parts, TRICORNE_TEXT("{1}; {2}"));
}

std::string describeStep(const StepExplanation& s) { return stepText(s).text; }

Text flagReasonsText(const FlagsExplanation& f) {
    std::vector<Text> parts;
    for (const MoraleReason& r : f.reasons) parts.push_back(signedReason(r.delta, r.reason));
    return joinTexts(parts, TRICORNE_TEXT("{1}, {2}"));
}

std::string describeFlagReasons(const FlagsExplanation& f) { return flagReasonsText(f).text; }

}  // namespace tricorne
