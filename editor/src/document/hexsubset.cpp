#include "document/hexsubset.h"

HexSubset::HexSubset(QAbstractItemModel* source, QList<int> roles, QObject* parent)
    : QSortFilterProxyModel(parent), m_roles(std::move(roles)) {
    setDynamicSortFilter(true);
    setSourceModel(source);
}

bool HexSubset::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    for (int role : m_roles) {
        const QVariant value = index.data(role);
        if (value.typeId() == QMetaType::Bool ? value.toBool() : !value.toString().isEmpty()) return true;
    }
    return false;
}
