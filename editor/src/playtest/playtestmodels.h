// The playtest's lists as typed QML models: the choices the deciding side has, its hand and
// the objectives, each row a playtestview.h struct whose fields are the model's roles (QML
// delegates declare them as required properties). set() signals only what changed: the rows
// that differ when the count is the same, a reset otherwise, nothing when nothing changed, so
// a board click redraws the choices it changed and not the hand or the objectives.
#pragma once

#include <vector>

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include "playtest/playtestview.h"

/// Rows of one struct type; the subclass names the roles and reads them.
template <typename Row>
class RowListModel : public QAbstractListModel {
public:
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }
    const std::vector<Row>& rows() const { return m_rows; }

protected:
    /// Replaces the rows; returns whether the count changed (the subclass's countChanged).
    bool replace(std::vector<Row> rows) {
        if (rows.size() != m_rows.size()) {
            beginResetModel();
            m_rows = std::move(rows);
            endResetModel();
            return true;
        }
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i] == m_rows[i]) continue;
            m_rows[i] = std::move(rows[i]);
            const QModelIndex at = index(static_cast<int>(i));
            emit dataChanged(at, at);
        }
        return false;
    }
    const Row* rowAt(const QModelIndex& index) const {
        return index.isValid() && static_cast<std::size_t>(index.row()) < m_rows.size() ? &m_rows[static_cast<std::size_t>(index.row())] : nullptr;
    }

private:
    std::vector<Row> m_rows;
};

/// The choices (playtest::Choice): roles kind, group, label, detail, dice, col, row, mustStop,
/// action (its index in legalActions for PlaytestSession::choose; -1 for a "pick" row, taken by
/// clicking its hex). Rows are the staged list (playtest::stageRepositions).
class PlaytestChoiceModel : public RowListModel<playtest::Choice> {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    /// Some choice is not a Command card's play (those are played from the hand).
    Q_PROPERTY(bool beyondCards READ beyondCards NOTIFY beyondCardsChanged)
    /// How many choices are made by clicking a hex (the board marks them; the list leaves them out).
    Q_PROPERTY(int onBoard READ onBoard NOTIFY onBoardChanged)

public:
    enum Role { Kind = Qt::UserRole + 1, Group, Label, Detail, Dice, Col, Row, MustStop, ActionIndex };
    using RowListModel::RowListModel;
    QHash<int, QByteArray> roleNames() const override;
    QVariant data(const QModelIndex& index, int role) const override;
    int count() const { return rowCount(); }
    bool beyondCards() const;
    int onBoard() const;
    void set(std::vector<playtest::Choice> rows);

signals:
    void countChanged();
    void beyondCardsChanged();
    void onBoardChanged();
};

/// The hand (playtest::HandCard): roles handIndex, combat, cardIndex, name, text, notes,
/// playable, actionIndex, units (a list of points, x = col, y = row), repositions, picked.
class PlaytestHandModel : public RowListModel<playtest::HandCard> {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role { HandIndex = Qt::UserRole + 1, Combat, CardIndex, Name, Text, Notes, Playable, ActionIndex, Units, Repositions, Picked };
    using RowListModel::RowListModel;
    QHash<int, QByteArray> roleNames() const override;
    QVariant data(const QModelIndex& index, int role) const override;
    int count() const { return rowCount(); }
    void set(std::vector<playtest::HandCard> rows);

signals:
    void countChanged();
};

/// The objectives (playtest::ObjectiveRow): roles name, kind, hexes (points), topBanners,
/// bottomBanners (the fields top, bottom: names an Item may not redeclare), holder.
class PlaytestObjectiveModel : public RowListModel<playtest::ObjectiveRow> {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role { Name = Qt::UserRole + 1, Kind, Hexes, Top, Bottom, Holder };
    using RowListModel::RowListModel;
    QHash<int, QByteArray> roleNames() const override;
    QVariant data(const QModelIndex& index, int role) const override;
    int count() const { return rowCount(); }
    void set(std::vector<playtest::ObjectiveRow> rows);

signals:
    void countChanged();
};
