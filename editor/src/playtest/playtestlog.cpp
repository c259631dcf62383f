#include "playtest/playtestlog.h"

#include <algorithm>

#include "common/enginetext.h"
#include "common/fromengine.h"
#include "playtest/playtestview.h"
#include "tricorne/model/rules.h"
#include "tricorne/text/action_text.h"
#include "tricorne/text/explain_text.h"

using namespace tricorne;

namespace playtest {

namespace {

bool isAttack(ActionKind k) { return k == ActionKind::Battle || k == ActionKind::BonusMelee || k == ActionKind::CannonadeFire; }

/// The engine's lines in the user's language.
QStringList sentences(const std::vector<Text>& lines) {
    QStringList list;
    for (const Text& l : lines) list << engineSentence(l);
    return list;
}

}  // namespace

QStringList faceNames(const std::vector<Face>& dice) {
    QStringList names;
    for (Face f : dice) names << QLatin1String(faceName(f));
    return names;
}

QString faceWords(const std::vector<Face>& dice) {
    QStringList words;
    for (Face f : dice) words << engineText(faceName(f));
    return words.join(QLatin1Char(' '));
}

StepObserver::StepObserver()
    : m_rollObserver([](void* self, Face f) { static_cast<StepObserver*>(self)->m_dice.push_back(f); }, this),
      m_checkObserver(
          [](void* context, const CheckExplanation& check) {
              auto* self = static_cast<StepObserver*>(context);
              self->m_checks.push_back({check, self->m_dice.size()});
          },
          this),
      m_unbattledObserver([](void* self, const UnbattledUnit& unit) { static_cast<StepObserver*>(self)->m_unbattled.push_back(unit); },
                          this) {}

LogLine describeStep(const Rules& rules, const GameState& before, const Action& action, const StepObserver& seen,
                     const GameState& after, int step) {
    const std::vector<Face>& dice = seen.dice();
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
            line.notes << engineSentence(flagsRolledText(static_cast<int>(flags)));
    }
    // The engine's reasons the unit could ignore flags (the choice's detail, explainAction).
    if (action.kind == ActionKind::IgnoreFlags)
        if (const ActionExplanation why = explainAction(rules, before, action); why.flags && !why.flags->reasons.empty())
            line.notes << engineSentence(mayIgnoreText(flagReasonsText(*why.flags)));
    for (const StepObserver::Check& c : seen.checks()) {
        const auto first = dice.begin() + static_cast<std::ptrdiff_t>(std::min(c.firstDie, dice.size()));
        const auto last = first + std::min<std::ptrdiff_t>(c.check.dice.value, dice.end() - first);
        line.notes << engineSentence(checkText(rules, c.check, std::vector<Face>(first, last)));
    }
    line.notes << sentences(passedPhasesText(rules, before, after));
    for (const UnbattledUnit& idle : seen.unbattled()) line.notes << engineSentence(unbattledText(rules, idle));
    line.notes << sentences(changesText(rules, before, action, after));
    return line;
}

QVariantMap toVariant(const Rules& rules, const LogLine& line) {
    return {{QStringLiteral("step"), line.step},
            {QStringLiteral("turn"), line.turn},
            {QStringLiteral("side"), QLatin1String(positionName(line.side))},
            {QStringLiteral("sideName"), sideName(rules, line.side)},
            {QStringLiteral("text"), line.text},
            {QStringLiteral("dice"), faceNames(line.dice)},
            {QStringLiteral("diceWords"), faceWords(line.dice)},
            {QStringLiteral("attackDice"), line.attackDice},
            {QStringLiteral("notes"), line.notes}};
}

}  // namespace playtest
