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

/// One value of the family's rules the engine does not play yet: refused at its pointer,
/// naming the field, the value and Tricorne's, which it plays.
void refuse(Diagnostics& out, const std::string& field, const std::string& value, const std::string& tricorne) {
    out.push_back(notImplemented("/rules/" + field, TRICORNE_TEXT("rules {1}: {2} is not implemented by this engine yet; write {3}, Tricorne's, or leave it out"),
                                 {field, value, tricorne}));
}

/// A value of the family's rules (or an army's) that only another rule's value gives a meaning:
/// refused at its pointer, naming the value it needs, never silently ignored.
void unread(Diagnostics& out, std::string pointer, std::string_view text, std::vector<DiagnosticArg> args) {
    out.push_back(makeDiagnostic(Severity::Error, "rule-unread", std::move(pointer), std::nullopt, text, std::move(args)));
}

/// The values of FamilyRules the engine does not play yet (rules/family.h implements the rest:
/// any full-strength dice, the blocks model with half-blocks fire, lone leaders never fired on
/// or counted as support, a leader's escape through any enemy on his path, his casualty check
/// for retreat losses, bonus melee for cavalry only, no rally checks, cavalry breakthrough), and
/// the values read only with another.
void checkFamilyRules(const GameSystem& system, Diagnostics& out) {
    const FamilyRules& r = system.rules;
    // 002 · RANGED COMBAT 4 halves the blocks, which only the blocks model counts.
    if (r.dice.movedInfantry == MovedInfantryDice::HalfBlocks && r.dice.model != DiceModel::Blocks)
        out.push_back(notImplemented("/rules/dice/movedInfantry",
                                     TRICORNE_TEXT("rules dice/movedInfantry: \"half-blocks\" with dice/model \"chart\" is not implemented by this engine yet; write dice/model \"blocks\", or \"one-die-fewer\""),
                                     {}));
    if (r.dice.artilleryOneBlockFewer != 0 && r.dice.model != DiceModel::Blocks)
        unread(out, "/rules/dice/artilleryOneBlockFewer",
               TRICORNE_TEXT("rules dice/artilleryOneBlockFewer is read only with dice/model \"blocks\" (the chart model's artillery counts no blocks); write 0 or leave it out"), {});
    if (!r.leadersStopRetreats) refuse(out, "leadersStopRetreats", "false", "true");
    for (std::size_t a = 0; a < system.armies.size(); ++a)
        if (system.armies[a].movedFireRoundsUp && r.dice.movedInfantry != MovedInfantryDice::HalfBlocks)
            unread(out, "/armies/" + std::to_string(a) + "/movedFireRounding",
                   TRICORNE_TEXT("army {1}: a moved unit's fire rounding is read only with rules dice/movedInfantry \"half-blocks\"; leave it out or write that"),
                   {quoteText(system.armies[a].id)});
}

/// The board: dotted lines inside it, left of right; and inside the engine's frame
/// (BoardShape): the per-hex tables are built at compile time over Tricorne's 11 × 13, the
/// largest board, and the turn and the studio ask the system's board inside it. A smaller
/// board (002's 9 rows, an 11-column one) is played; a larger one is refused.
void checkBoard(const GameSystem& system, Diagnostics& out) {
    const BoardShape& b = system.board;
    if (!(0 < b.dottedLines[0] && b.dottedLines[0] < b.dottedLines[1] && b.dottedLines[1] < b.columns - 1))
        out.push_back(makeDiagnostic(Severity::Error, "board-sections", "/board/dottedLines", std::nullopt,
                                     TRICORNE_TEXT("the dotted lines must run through two columns inside the board, the left one first: columns 1 to {1}"),
                                     {std::to_string(b.columns - 2)}));
    if (b.rows > board::kRows || b.columns > board::kEvenRowHexes)
        out.push_back(notImplemented("/board", TRICORNE_TEXT("a board of {1} rows and {2} columns is larger than this engine holds: at most {3} rows and {4} columns, Tricorne's"),
                                     {std::to_string(b.rows), std::to_string(b.columns), std::to_string(board::kRows), std::to_string(board::kEvenRowHexes)}));
}

/// The die: 1 to 12 sides.
void checkDie(const GameSystem& system, Diagnostics& out) {
    if (system.die.sides.empty() || system.die.sides.size() > 12)
        out.push_back(makeDiagnostic(Severity::Error, "die-sides", "/die/faces", std::nullopt,
                                     TRICORNE_TEXT("a die has 1 to 12 sides; these faces give it {1}"), {std::to_string(system.die.sides.size())}));
}

}  // namespace

void checkSystemRules(const GameSystem& system, Diagnostics& out) {
    checkEnterRolls(system, out);
    checkFamilyRules(system, out);
    checkBoard(system, out);
    checkDie(system, out);
}

}  // namespace tricorne::detail
