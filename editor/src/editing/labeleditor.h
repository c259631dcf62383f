// The Labels tool's edits: add a place name at a hex,
// move it, change its text or rotation, delete it. Each edit is one undo command on the
// document's stack; the board, the image exports and the sheet draw the labels through
// BoardPainter from the BoardModel, so this class only edits the scenario's list.
#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "document/scenariodocument.h"

class LabelEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The labels in document order: [{index, text, col, row, rotation}].
    Q_PROPERTY(QVariantList labels READ labels NOTIFY labelsChanged)

public:
    /// The file format's bounds (schema/scenario.schema.json): the text's length in characters.
    static constexpr int kMaxTextLength = 80;

    explicit LabelEditor(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);
    QVariantList labels() const;

    /// Adds `text` (trimmed, cut to kMaxTextLength) at hex (col,row), unturned; returns its
    /// index, -1 when refused (no editable document, empty text, off the board).
    Q_INVOKABLE int addLabel(int col, int row, const QString& text);
    /// Moves label `index` to hex (col,row); false when refused or it is already there.
    Q_INVOKABLE bool moveLabel(int index, int col, int row);
    /// Replaces label `index`'s text (trimmed, cut as addLabel does; an empty text is refused).
    Q_INVOKABLE bool setLabelText(int index, const QString& text);
    /// Turns label `index` to `degrees` clockwise, brought within -180…180 as the format keeps it.
    Q_INVOKABLE bool setLabelRotation(int index, int degrees);
    Q_INVOKABLE bool removeLabel(int index);
    /// The last label (the one drawn on top) anchored at hex (col,row); -1 when none.
    Q_INVOKABLE int labelAt(int col, int row) const;

signals:
    void documentChanged();
    void labelsChanged();

private:
    bool editable() const { return m_document && m_document->isEditable(); }
    bool validIndex(int index) const;
    /// Pushes the label list with label `index` replaced by `label`, as the undo step `text`.
    bool change(int index, const tricorne::MapLabel& label, const QString& text);

    QPointer<ScenarioDocument> m_document;
    QMetaObject::Connection m_labelsConnection;
};
