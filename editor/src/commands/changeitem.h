// Property edits on one entry of a list (a unit's blocks or name, an objective, a special
// rule), after Tiled's ChangeValue: one template, and consecutive edits of the same property
// of the same entry (typing a name) merge into one undo step.
#pragma once

#include <QString>

#include "commands/documentcommand.h"

template <typename T>
class ChangeItem : public ListChange<T> {
public:
    /// Replaces entry `index` of `list` by `value`. `mergeKey` names the property edited
    /// ("name", "blocks"); an empty key never merges. Precondition: index is in range.
    ChangeItem(ScenarioDocument* document, const QString& text, typename ListChange<T>::List list, std::size_t index,
               T value, QString mergeKey = {})
        : ListChange<T>(document, text, list, replaced(DocumentCommand::current(document).*list, index, std::move(value))),
          m_index(index),
          m_mergeKey(std::move(mergeKey)) {}

    int id() const override { return static_cast<int>(CommandId::ChangeItem); }

    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = dynamic_cast<const ChangeItem<T>*>(other);
        if (!next || m_mergeKey.isEmpty() || next->m_mergeKey != m_mergeKey || next->m_list != this->m_list ||
            next->m_index != m_index)
            return false;
        this->m_after = next->m_after;
        this->setObsolete(this->isNoOp());  // typed back to the old value: drop the step
        return true;
    }

private:
    static std::vector<T> replaced(std::vector<T> list, std::size_t index, T value) {
        list.at(index) = std::move(value);
        return list;
    }

    std::size_t m_index;
    QString m_mergeKey;
};
