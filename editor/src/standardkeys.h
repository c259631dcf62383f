// The platform's standard key sequences (QKeySequence::StandardKey) as strings for QML
// Shortcut.sequences: qmllint (Qt 6.4) cannot resolve the StandardKey enum in QML.
#pragma once

#include <QKeySequence>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class StandardKeys : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QVariantList undo READ undo CONSTANT)
    Q_PROPERTY(QVariantList redo READ redo CONSTANT)
    Q_PROPERTY(QVariantList open READ open CONSTANT)
    Q_PROPERTY(QVariantList save READ save CONSTANT)
    Q_PROPERTY(QVariantList saveAs READ saveAs CONSTANT)
    Q_PROPERTY(QVariantList copy READ copy CONSTANT)
    Q_PROPERTY(QVariantList paste READ paste CONSTANT)
    Q_PROPERTY(QVariantList deleteKey READ deleteKey CONSTANT)
    Q_PROPERTY(QVariantList zoomIn READ zoomIn CONSTANT)
    Q_PROPERTY(QVariantList zoomOut READ zoomOut CONSTANT)

public:
    explicit StandardKeys(QObject* parent = nullptr) : QObject(parent) {}

    static QVariantList of(QKeySequence::StandardKey key) {
        QVariantList out;
        for (const QKeySequence& k : QKeySequence::keyBindings(key)) out << k.toString(QKeySequence::PortableText);
        return out;
    }
    QVariantList undo() const { return of(QKeySequence::Undo); }
    QVariantList redo() const { return of(QKeySequence::Redo); }
    QVariantList open() const { return of(QKeySequence::Open); }
    QVariantList save() const { return of(QKeySequence::Save); }
    QVariantList saveAs() const { return of(QKeySequence::SaveAs); }
    QVariantList copy() const { return of(QKeySequence::Copy); }
    QVariantList paste() const { return of(QKeySequence::Paste); }
    QVariantList deleteKey() const { return of(QKeySequence::Delete) << QVariant(QStringLiteral("Backspace")); }
    QVariantList zoomIn() const { return of(QKeySequence::ZoomIn) << QVariant(QStringLiteral("+")) << QVariant(QStringLiteral("=")); }
    QVariantList zoomOut() const { return of(QKeySequence::ZoomOut) << QVariant(QStringLiteral("-")); }
};
