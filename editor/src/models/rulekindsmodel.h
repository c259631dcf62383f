// The engine's table of objective or special-rule kinds (tricorne/model/rule_kinds.h) as a
// list for QML: the forms offer exactly the kinds the engine knows, with its summaries, and
// QML holds no list of its own.
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class RuleKindsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Vocabulary vocabulary READ vocabulary WRITE setVocabulary NOTIFY vocabularyChanged)

public:
    enum class Vocabulary { Objectives, SpecialRules };
    Q_ENUM(Vocabulary)
    enum Role { NameRole = Qt::UserRole + 1, SummaryRole, SourceRole, FieldsRole };
    Q_ENUM(Role)

    explicit RuleKindsModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    Vocabulary vocabulary() const { return m_vocabulary; }
    void setVocabulary(Vocabulary vocabulary);

    /// The row of the kind named `name` ("start-turn-temporary"), or -1.
    Q_INVOKABLE int indexOf(const QString& name) const;
    /// The name of the kind on `row`, or "" off the list.
    Q_INVOKABLE QString nameAt(int row) const;
    /// The one-line summary of the kind on `row`, or "" off the list.
    Q_INVOKABLE QString summaryAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    /// NameRole (also Qt::DisplayRole): the name in the files; SummaryRole: one line;
    /// SourceRole: the booklet section; FieldsRole: the names of the fields the kind takes.
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void vocabularyChanged();

private:
    Vocabulary m_vocabulary = Vocabulary::Objectives;
};
