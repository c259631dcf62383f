#include "models/rulekinds.h"

#include <string_view>

#include "common/enginetext.h"
#include "tricorne/model/rule_kinds.h"

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QStringList names(std::span<const tricorne::RuleKindInfo> table) {
    QStringList out;
    for (const tricorne::RuleKindInfo& k : table) out << qs(k.name);
    return out;
}

QStringList titles(std::span<const tricorne::RuleKindInfo> table) {
    QStringList out;
    for (const tricorne::RuleKindInfo& k : table) out << engineText(k.title);
    return out;
}

const tricorne::RuleKindInfo* objective(const QString& name) {
    const auto kind = tricorne::objectiveKindFromName(name.toStdString());
    return kind == tricorne::ObjectiveKind::Invalid ? nullptr : &tricorne::kindInfo(kind);
}

}  // namespace

QStringList RuleKinds::objectives() { return names(tricorne::objectiveKinds()); }

QStringList RuleKinds::specialRules() { return names(tricorne::specialRuleKinds()); }

QStringList RuleKinds::objectiveTitles() { return titles(tricorne::objectiveKinds()); }

QStringList RuleKinds::specialRuleTitles() { return titles(tricorne::specialRuleKinds()); }

QString RuleKinds::specialRuleSummary(const QString& name) {
    const auto kind = tricorne::specialRuleKindFromName(name.toStdString());
    return kind == tricorne::SpecialRuleKind::Invalid ? QString() : engineText(tricorne::kindInfo(kind).summary);
}

QString RuleKinds::specialRuleTitle(const QString& name) {
    const auto kind = tricorne::specialRuleKindFromName(name.toStdString());
    return kind == tricorne::SpecialRuleKind::Invalid ? name : engineText(tricorne::kindInfo(kind).title);
}

QString RuleKinds::objectiveSummary(const QString& name) {
    const auto* kind = objective(name);
    return kind ? engineText(kind->summary) : QString();
}

QString RuleKinds::objectiveSource(const QString& name) {
    const auto* kind = objective(name);
    return kind ? qs(kind->source) : QString();
}
