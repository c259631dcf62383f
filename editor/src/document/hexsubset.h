// Some of a BoardModel's hexes: a proxy that keeps only the rows where one of the given roles
// is set (a true bool or a non-empty string). Most hexes hold no piece and no problem, so a
// board layer over a subset makes a delegate per occupied hex instead of one per hex; a row
// enters or leaves the subset as edits change it (the proxy re-filters the rows a dataChanged
// names).
#pragma once

#include <QList>
#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

class HexSubset : public QSortFilterProxyModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A HexSubset belongs to a BoardModel")

public:
    /// The rows of `source` where any of `roles` is set; `source` must outlive the subset.
    HexSubset(QAbstractItemModel* source, QList<int> roles, QObject* parent = nullptr);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QList<int> m_roles;
};
