#include "board/sheetexport.h"

#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QPrintDialog>
#include <QPrinter>
#include <QStandardPaths>

#include "document/diagnosticsmodel.h"
#include "document/filestem.h"
#include "document/scenariodocument.h"

namespace {

/// Why `document` has no sheet to draw (none loaded, or errors in it), or "" when it has one.
QString whyNoSheet(ScenarioDocument& document) {
    if (!document.scenario()) return SheetExport::tr("There is no scenario to draw a sheet of.");
    // A sheet prints what the engine can play: a scenario with errors would print a battle
    // that does not exist.
    const int errors = document.diagnostics()->errorCount();
    if (errors > 0)
        return SheetExport::tr("Cannot draw the sheet of “%1”: the scenario has %n error(s) (tricorne validate lists them).", "", errors)
            .arg(document.filePath().isEmpty() ? document.fileName() : document.filePath());
    return {};
}

}  // namespace

QString writeScenarioSheet(ScenarioDocument& document, const QString& path, const SheetOptions& options) {
    if (QString why = whyNoSheet(document); !why.isEmpty()) return why;
    return ScenarioSheet(document, options).write(path);
}

SheetOptions SheetExport::options() const {
    SheetOptions options;
    options.saveInk = m_saveInk;
    options.paper = SheetOptions::localePaper();
    return options;
}

void SheetExport::exportSheet(const QString& path) {
    if (!m_document) {
        emit finished(false, tr("There is no scenario to draw a sheet of."));
        return;
    }
    const QString error = writeScenarioSheet(*m_document, path, options());
    emit finished(error.isEmpty(), error);
}

QString SheetExport::proposedPrintFile() const {
    if (!m_document || !m_document->scenario()) return {};
    QString stem = fileStem(*m_document);
    if (stem.isEmpty()) stem = QStringLiteral("scenario");
    const QString file = m_document->filePath();
    // An untitled battle's sheet goes to the Documents folder, or home where there is none (a
    // new account, a bare desktop): Qt's print dialog refuses a file in a missing folder as
    // "not writable".
    const QDir documents(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    const QDir dir = !file.isEmpty() ? QFileInfo(file).absoluteDir() : documents.exists() ? documents : QDir::home();
    return dir.filePath(stem + QStringLiteral("-sheet.pdf"));
}

void SheetExport::print(const QString& pdfPath) {
    if (!m_document) {
        emit finished(false, tr("There is no scenario to draw a sheet of."));
        return;
    }
    if (QString why = whyNoSheet(*m_document); !why.isEmpty()) {
        emit finished(false, why);
        return;
    }
    const ScenarioSheet sheet(*m_document, options());
    QPrinter printer(QPrinter::HighResolution);
    const QString proposed = proposedPrintFile();
    // The job's name in the print queue, and the name Qt's dialog would give a file otherwise.
    printer.setDocName(QFileInfo(proposed).completeBaseName());
    printer.setPageSize(QPageSize(options().paper));
    printer.setPageOrientation(QPageLayout::Landscape);
    printer.setFromTo(1, sheet.pageCount());
    if (!pdfPath.isEmpty()) {
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdfPath);
    } else {
        // With no printer installed the dialog prints to a PDF file: propose the one beside the
        // scenario (its field and browse button let the designer choose another). With a
        // printer, the printer stays the default choice.
        if (printer.outputFormat() == QPrinter::PdfFormat) printer.setOutputFileName(proposed);
        QPrintDialog dialog(&printer);
        dialog.setWindowTitle(tr("Print the scenario sheet"));
        // Qt's own dialog (no desktop's) names its file field "filename" and fills it from the
        // home folder and the document's name: point it beside the scenario as well, for the
        // designer who switches from a printer to a file.
        if (auto* field = dialog.findChild<QLineEdit*>(QStringLiteral("filename")); field && printer.outputFileName().isEmpty())
            field->setText(proposed);
        if (dialog.exec() != QDialog::Accepted) return;   // cancelled: nothing to report
    }
    const QString error = sheet.print(printer);
    emit finished(error.isEmpty(), error);
}
