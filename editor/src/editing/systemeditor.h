// What the system editor's window calls (File ▸ New system from…): the tables of the open game
// system, the form of one entry, and each edit as one undo command (ChangeSystemValue). The
// forms come from the field table (editing/systemfields.h) and the engine's schema; the marks
// of what changed from the system the document was forked from compare with the engine's copy
// of that system, and the list of changes is the engine's (tricorne::diffSystems). Nothing
// here judges a value: the document revalidates through the engine after every push.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "document/systemdocument.h"

/// Replaces the whole of `document` by `doc` as one undo step named `text` (a recovery file
/// restored on top of its saved file). Nothing is pushed when they are equal.
void replaceWholeSystem(SystemDocument& document, const QString& text, const nlohmann::json& doc);

class SystemEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(SystemDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The pointer of the field a finding was chosen for (Problems): its form shows it.
    Q_PROPERTY(QString focusedField READ focusedField WRITE setFocusedField NOTIFY focusedFieldChanged)

public:
    explicit SystemEditor(QObject* parent = nullptr);

    SystemDocument* document() const { return m_document; }
    void setDocument(SystemDocument* document);
    QString focusedField() const { return m_focusedField; }
    void setFocusedField(const QString& pointer);

    /// The tables: [{name, title, count}] ("unitTypes", "Unit types", 12).
    Q_INVOKABLE QVariantList tables() const;
    /// The entries of table `table` (systemfields::entries): [{pointer, name, group, source,
    /// sourceKind, changed, added, problems}].
    Q_INVOKABLE QVariantList entries(const QString& table) const;
    /// The form of the entry at `entryPointer` of `table` (systemfields::form).
    Q_INVOKABLE QVariantList form(const QString& table, const QString& entryPointer) const;
    /// Sets the field at `pointer` to `value` (null removes an optional field) as one undo step
    /// named after the field and its entry; consecutive typing in one text or number field
    /// merges into that step. False, pushing nothing, when the pointer is no field of the
    /// table, or the value is the one already there.
    Q_INVOKABLE bool setValue(const QString& pointer, const QVariant& value);
    /// Where a finding at `pointer` is shown: {table, entry} (the entry's pointer), or an empty
    /// map when no table holds it.
    Q_INVOKABLE QVariantMap locate(const QString& pointer) const;
    /// What changed from the system the document was forked from, one line each, in the
    /// engine's words (tricorne::diffSystems): [{pointer, text}]; empty without an original.
    Q_INVOKABLE QVariantList changes() const;

signals:
    void documentChanged();
    void focusedFieldChanged();

private:
    QPointer<SystemDocument> m_document;
    QString m_focusedField;
};
