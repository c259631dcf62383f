#include "rulekindsmodel.h"

#include <string_view>

#include "tricorne/model/rule_kinds.h"

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

std::span<const tricorne::RuleKindInfo> table(RuleKindsModel::Vocabulary vocabulary) {
    return vocabulary == RuleKindsModel::Vocabulary::Objectives ? tricorne::objectiveKinds() : tricorne::specialRuleKinds();
}

}  // namespace

void RuleKindsModel::setVocabulary(Vocabulary vocabulary) {
    if (vocabulary == m_vocabulary) return;
    beginResetModel();
    m_vocabulary = vocabulary;
    endResetModel();
    emit vocabularyChanged();
}

int RuleKindsModel::indexOf(const QString& name) const {
    const auto kinds = table(m_vocabulary);
    for (std::size_t i = 0; i < kinds.size(); ++i)
        if (qs(kinds[i].name) == name) return static_cast<int>(i);
    return -1;
}

QString RuleKindsModel::nameAt(int row) const { return data(index(row), NameRole).toString(); }

QString RuleKindsModel::summaryAt(int row) const { return data(index(row), SummaryRole).toString(); }

int RuleKindsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(table(m_vocabulary).size());
}

QVariant RuleKindsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const tricorne::RuleKindInfo& kind = table(m_vocabulary)[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
        case NameRole: return qs(kind.name);
        case SummaryRole: return qs(kind.summary);
        case SourceRole: return qs(kind.source);
        case FieldsRole: {
            QStringList fields;
            for (const tricorne::RuleField& f : kind.fields) fields << qs(f.name);
            return fields;
        }
        default: return {};
    }
}

QHash<int, QByteArray> RuleKindsModel::roleNames() const {
    return {{NameRole, "name"}, {SummaryRole, "summary"}, {SourceRole, "source"}, {FieldsRole, "fields"}};
}
