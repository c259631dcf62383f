#include "playtest/playtestlog.h"

#include <algorithm>

#include "playtest/playtestview.h"
#include "tricorne/model/rules.h"
#include "fromengine.h"

using namespace tricorne;

namespace playtest {

namespace {

bool isAttack(ActionKind k) { return k == ActionKind::Battle || k == ActionKind::BonusMelee || k == ActionKind::CannonadeFire; }

/// What changed for the pieces and the banners between two states.
QStringList changes(const Rules& rules, const GameState& before, const Action& action, const GameState& after) {
    QStringList notes;
    for (int i = 0; i < rules.unitCount(); ++i) {
        const UnitState& b = before.units[at(i)];
        const UnitState& a = after.units[at(i)];
        if (!b.alive()) continue;
        const QString name = pieceName(rules, before, PieceRef::unit(i));
        if (!a.alive()) {
            notes << QStringLiteral("%1 is eliminated").arg(name);
            continue;
        }
        if (a.exited && !b.exited) notes << QStringLiteral("%1 leaves the battlefield").arg(name);
        if (a.blocks < b.blocks) notes << QStringLiteral("%1 loses %2 block(s)").arg(name).arg(b.blocks - a.blocks);
        if (b.chief && !a.chief) notes << QStringLiteral("%1 loses its Chief marker").arg(name);
        // Ordered moves are the action's own words; any other change of hex is a retreat,
        // a retire or taking ground, which the log names.
        const bool ownMove = action.kind == ActionKind::Step || action.kind == ActionKind::TakeGround;
        if (a.hex != b.hex && !ownMove) notes << QStringLiteral("%1 goes to %2").arg(name, hexText(a.hex));
    }
    for (int i = 0; i < rules.leaderCount(); ++i) {
        const LeaderState& b = before.leaders[at(i)];
        const LeaderState& a = after.leaders[at(i)];
        if (!b.onBoard() || a.onBoard()) continue;
        const QString name = pieceName(rules, before, PieceRef::leader(i));
        notes << (a.offBoard ? QStringLiteral("%1 leaves the battlefield").arg(name) : QStringLiteral("%1 is killed").arg(name));
    }
    for (Position p : {Position::Bottom, Position::Top})
        if (after.bannersOf(p) != before.bannersOf(p))
            notes << QStringLiteral("%1 banners: %2 → %3").arg(sideName(rules, p)).arg(before.bannersOf(p)).arg(after.bannersOf(p));
    if (after.winner && !before.winner) notes << QStringLiteral("%1 wins the battle").arg(sideName(rules, *after.winner));
    return notes;
}

}  // namespace

QStringList faceNames(const std::vector<Face>& dice) {
    QStringList names;
    for (Face f : dice) names << QLatin1String(faceName(f));
    return names;
}

LogLine describeStep(const Rules& rules, const GameState& before, const Action& action, const std::vector<Face>& dice,
                     const GameState& after, int step) {
    LogLine line;
    line.step = step;
    line.turn = before.turn;
    line.side = decidingSide(rules, before);
    const Choice option = choices(rules, before, {action}).front();
    line.text = option.label;
    line.dice = dice;
    if (isAttack(action.kind)) {
        line.attackDice = option.dice;
        if (!option.detail.isEmpty()) line.notes << option.detail;
        const auto attackEnd = dice.begin() + std::min<std::ptrdiff_t>(line.attackDice, static_cast<std::ptrdiff_t>(dice.size()));
        if (const auto flags = std::count(dice.begin(), attackEnd, Face::Flag); flags > 0)
            line.notes << QStringLiteral("%1 flag(s) rolled").arg(flags);
    }
    // The engine's reasons the unit could ignore flags (the choice's detail, explainAction).
    if (action.kind == ActionKind::IgnoreFlags && !option.detail.isEmpty()) line.notes << QStringLiteral("may ignore: ") + option.detail;
    line.notes << changes(rules, before, action, after);
    return line;
}

QVariantMap toVariant(const Rules& rules, const LogLine& line) {
    return {{QStringLiteral("step"), line.step},
            {QStringLiteral("turn"), line.turn},
            {QStringLiteral("side"), QLatin1String(positionName(line.side))},
            {QStringLiteral("sideName"), sideName(rules, line.side)},
            {QStringLiteral("text"), line.text},
            {QStringLiteral("dice"), faceNames(line.dice)},
            {QStringLiteral("attackDice"), line.attackDice},
            {QStringLiteral("notes"), line.notes}};
}

}  // namespace playtest
