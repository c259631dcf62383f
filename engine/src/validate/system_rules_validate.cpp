// What a game system's data may say that this engine does not play yet: the checks on the
// values of the family's rules and terrain beyond the schema's shape (schema/README.md,
// "Game system"). A value the engine does not implement is refused here, by its JSON pointer,
// never silently played as something else. See validate_special_rules.h.
#include <string>

#include "validate/validate_special_rules.h"

namespace tricorne::detail {

namespace {

Diagnostic notImplemented(std::string pointer, std::string_view text, std::vector<DiagnosticArg> args) {
    return makeDiagnostic(Severity::Error, "not-implemented", std::move(pointer), std::nullopt, text, std::move(args));
}

/// 001 · WETLAND: the roll on a retreat costs a unit a block or a lone leader his life; a roll
/// that only stops a piece (boggy ground) has no meaning the engine plays on a retreat.
void checkEnterRolls(const GameSystem& system, Diagnostics& out) {
    for (std::size_t i = 0; i < system.terrain.size(); ++i) {
        const EnterRoll& roll = system.terrain[i].enterRoll;
        if (!roll.retreats) continue;
        if (roll.unit.effect == EnterRoll::Effect::StopUnlessFace || roll.leader.effect == EnterRoll::Effect::StopUnlessFace)
            out.push_back(notImplemented("/terrain/" + std::to_string(i) + "/movement/enterRoll/retreats",
                                         TRICORNE_TEXT("terrain {1}: a roll on a retreat that stops the piece unless a face shows is not implemented by this engine yet; set retreats to false"),
                                         {quoteText(system.terrain[i].id)}));
    }
}

}  // namespace

void checkSystemRules(const GameSystem& system, Diagnostics& out) { checkEnterRolls(system, out); }

}  // namespace tricorne::detail
