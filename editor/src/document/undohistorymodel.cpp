#include "document/undohistorymodel.h"

UndoHistoryModel::UndoHistoryModel(QUndoStack* stack, QObject* parent) : QAbstractListModel(parent), m_stack(stack) {
    // indexChanged follows every push, undo, redo, merge and clear; cleanChanged moves the mark.
    connect(stack, &QUndoStack::indexChanged, this, &UndoHistoryModel::sync);
    connect(stack, &QUndoStack::cleanChanged, this, &UndoHistoryModel::sync);
}

void UndoHistoryModel::sync() {
    // A push after undo drops commands and a merge changes a text: rebuilding is simplest and
    // the list is short.
    beginResetModel();
    m_rows = m_stack->count() + 1;
    endResetModel();
    emit stateChanged();
}

int UndoHistoryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rows; }

QVariant UndoHistoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int row = index.row();
    switch (role) {
        case Qt::DisplayRole:
        case TextRole: return row == 0 ? tr("Opened") : m_stack->text(row - 1);
        case IsCurrentRole: return row == m_stack->index();
        case IsCleanRole: return row == m_stack->cleanIndex();
        default: return {};
    }
}

QHash<int, QByteArray> UndoHistoryModel::roleNames() const {
    return {{TextRole, "text"}, {IsCurrentRole, "isCurrent"}, {IsCleanRole, "isClean"}};
}
