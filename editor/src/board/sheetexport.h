// File ▸ Export sheet… and `tricorne-studio --sheet`: the printed scenario sheet
// (ScenarioSheet) of a document, written to a .pdf, .png or .svg file.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include "board/scenariosheet.h"

class ScenarioDocument;
// moc needs the whole type of a pointer property; the header itself does not.
Q_MOC_INCLUDE("document/scenariodocument.h")

/// Writes the sheet of `document` to `path` (ScenarioSheet::write). Refuses a document without
/// a scenario or with errors. Returns "" on success, else why, naming the file.
QString writeScenarioSheet(ScenarioDocument& document, const QString& path, const SheetOptions& options);

class SheetExport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document MEMBER m_document NOTIFY documentChanged)
    /// Black-and-white printing (File ▸ Save ink on sheets): no ground fills, sides by marks.
    Q_PROPERTY(bool saveInk MEMBER m_saveInk NOTIFY saveInkChanged)

public:
    explicit SheetExport(QObject* parent = nullptr) : QObject(parent) {}

    /// Writes the document's sheet to `path` on the locale's paper (A4, or Letter in the United
    /// States); finished(ok, message) follows, message naming the file on failure.
    Q_INVOKABLE void exportSheet(const QString& path);
    /// File ▸ Print: the same pages exportSheet writes (map, notes, objectives, special rules),
    /// through the system's print dialog; given `pdfPath`, straight to that PDF file instead (no
    /// dialog: tests, offscreen runs). When the dialog prints to a file it proposes
    /// proposedPrintFile(), never a fixed name in the home folder. finished(ok, message) follows,
    /// except when the designer cancels the dialog.
    Q_INVOKABLE void print(const QString& pdfPath = QString());
    /// Where a printed sheet goes when printed to a file: "<name>-sheet.pdf" beside the
    /// scenario's file (as File ▸ Export sheet proposes); for an untitled scenario, named from its
    /// title, in the user's documents folder, or the home folder when there is none. "" without a
    /// scenario.
    Q_INVOKABLE QString proposedPrintFile() const;

signals:
    void documentChanged();
    void saveInkChanged();
    void finished(bool ok, const QString& message);

private:
    SheetOptions options() const;

    QPointer<ScenarioDocument> m_document;
    bool m_saveInk = false;
};
