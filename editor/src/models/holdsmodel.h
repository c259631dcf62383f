// Who holds what at the start, while editing: one row per objective of the open
// scenario with the engine's answer (tricorne::startingHolds: the state a playtest starts from)
// and its words (text/holds_text.h), sides named by their armies; the banners each side would
// start with. While shown, rebuilt with one engine call on every change of the document; the
// studio decides nothing here, it shows. The app's services own one (StudioServices::holds).
#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QVariantList>
#include <QVector>
#include <QtQml/qqmlregistration.h>

class ScenarioDocument;

class HoldsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("HoldsModel belongs to the studio's services")
    /// True while a view shows it (the Holds tab is current): it follows the document's edits
    /// only then, and catches up when shown again.
    Q_PROPERTY(bool shown READ shown WRITE setShown NOTIFY holdsChanged)
    /// False when the engine cannot start a game on the scenario (nothing open, an unknown
    /// system, or errors to fix first); `status` then says why.
    Q_PROPERTY(bool available READ available NOTIFY holdsChanged)
    Q_PROPERTY(QString status READ status NOTIFY holdsChanged)
    /// "Jacobite 1 · Government 0": the banners each side has when the first decision is due.
    Q_PROPERTY(QString banners READ banners NOTIFY holdsChanged)
    /// Who moves first, and whether turn-start objectives have been looked at yet.
    Q_PROPERTY(QString start READ start NOTIFY holdsChanged)
    Q_PROPERTY(int count READ count NOTIFY holdsChanged)

public:
    /// HexesRole: the objective's hexes as a list of points (x col, y row).
    enum Role { IdRole = Qt::UserRole + 1, NameRole, HolderRole, ReasonRole, NeverRole, BottomBannersRole, TopBannersRole, HexesRole };
    Q_ENUM(Role)

    struct Row {
        QString id, name, holder, reason, never;
        int bottomBanners = 0, topBanners = 0;
        QVariantList hexes;
        bool operator==(const Row&) const = default;
    };

    explicit HoldsModel(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    /// Follows `document` (nullptr: none), rebuilding on each of its changes while shown.
    void setDocument(ScenarioDocument* document);
    bool shown() const { return m_shown; }
    void setShown(bool shown);

    bool available() const { return m_available; }
    QString status() const { return m_status; }
    QString banners() const { return m_banners; }
    QString start() const { return m_start; }
    int count() const { return static_cast<int>(m_rows.size()); }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    /// Any row or property changed (after the model's own row signals).
    void holdsChanged();

private:
    void rebuild();

    QPointer<ScenarioDocument> m_document;
    QMetaObject::Connection m_connection;
    QVector<Row> m_rows;
    bool m_shown = false;
    bool m_available = false;
    QString m_status, m_banners, m_start;
};
