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
    Q_PROPERTY(QVariantList newDocument READ newDocument CONSTANT)
    Q_PROPERTY(QVariantList close READ close CONSTANT)
    Q_PROPERTY(QVariantList quit READ quit CONSTANT)
    Q_PROPERTY(QVariantList cut READ cut CONSTANT)
    Q_PROPERTY(QVariantList selectAll READ selectAll CONSTANT)
    Q_PROPERTY(QVariantList help READ help CONSTANT)
    Q_PROPERTY(QVariantList print READ print CONSTANT)
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

    /// The platform's bindings of `key`; `fallback` where the platform's keyboard scheme has
    /// none (plain X11 without a desktop has no Save As, Windows no Quit, …).
    static QVariantList of(QKeySequence::StandardKey key, const char* fallback = nullptr) {
        QVariantList out;
        for (const QKeySequence& k : QKeySequence::keyBindings(key)) out << k.toString(QKeySequence::PortableText);
        if (out.isEmpty() && fallback) out << QString::fromLatin1(fallback);
        return out;
    }
    /// The first of `keys` as the menus show it (NativeText, e.g. "Ctrl+Shift+S"); "" for none.
    Q_INVOKABLE static QString shown(const QVariantList& keys) {
        return keys.isEmpty() ? QString() : QKeySequence(keys.first().toString()).toString(QKeySequence::NativeText);
    }
    QVariantList newDocument() const { return of(QKeySequence::New, "Ctrl+N"); }
    QVariantList close() const { return of(QKeySequence::Close, "Ctrl+W"); }
    QVariantList quit() const { return of(QKeySequence::Quit, "Ctrl+Q"); }
    QVariantList cut() const { return of(QKeySequence::Cut, "Ctrl+X"); }
    QVariantList selectAll() const { return of(QKeySequence::SelectAll, "Ctrl+A"); }
    QVariantList help() const { return of(QKeySequence::HelpContents, "F1"); }
    QVariantList print() const { return of(QKeySequence::Print, "Ctrl+P"); }
    QVariantList undo() const { return of(QKeySequence::Undo); }
    QVariantList redo() const { return of(QKeySequence::Redo, "Ctrl+Shift+Z"); }
    QVariantList open() const { return of(QKeySequence::Open); }
    QVariantList save() const { return of(QKeySequence::Save); }
    QVariantList saveAs() const { return of(QKeySequence::SaveAs, "Ctrl+Shift+S"); }
    QVariantList copy() const { return of(QKeySequence::Copy); }
    QVariantList paste() const { return of(QKeySequence::Paste); }
    QVariantList deleteKey() const { return of(QKeySequence::Delete) << QVariant(QStringLiteral("Backspace")); }
    QVariantList zoomIn() const { return of(QKeySequence::ZoomIn) << QVariant(QStringLiteral("+")) << QVariant(QStringLiteral("=")); }
    QVariantList zoomOut() const { return of(QKeySequence::ZoomOut) << QVariant(QStringLiteral("-")); }
};
