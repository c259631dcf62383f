#include "app/filedialogs.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QWindow>

#include "document/filestem.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"

FileDialogs::FileDialogs(QObject* parent) : QObject(parent) {}

FileDialogs::~FileDialogs() { delete m_dialog; }

void FileDialogs::setDocument(ScenarioDocument* document) {
    if (m_document == document) return;
    m_document = document;
    emit documentChanged();
}

void FileDialogs::setSystemDocument(SystemDocument* document) {
    if (m_systemDocument == document) return;
    m_systemDocument = document;
    emit documentChanged();
}

void FileDialogs::open() { show(Kind::Open); }
void FileDialogs::openSystem() { show(Kind::OpenSystem); }
void FileDialogs::saveSystemAs() { show(Kind::SaveSystemAs); }
void FileDialogs::saveAs() { show(Kind::SaveAs); }
void FileDialogs::exportFile() { show(Kind::Export); }
void FileDialogs::exportImage() { show(Kind::ExportImage); }
void FileDialogs::exportSheet() { show(Kind::ExportSheet); }
void FileDialogs::saveGameLog() { show(Kind::SaveLog); }
void FileDialogs::loadGameLog() { show(Kind::LoadLog); }
void FileDialogs::importTable() { show(Kind::ImportTable); }
void FileDialogs::compareWith() { show(Kind::Compare); }
void FileDialogs::chooseReference() { show(Kind::ReferencePicture); }
void FileDialogs::saveBoundCopy() { show(Kind::BoundCopy); }

void FileDialogs::show(Kind kind) {
    const bool logDialog = kind == Kind::SaveLog || kind == Kind::LoadLog;
    const bool systemDialog = kind == Kind::OpenSystem || kind == Kind::SaveSystemAs;
    if (systemDialog ? !m_systemDocument : !m_document && !logDialog) return;
    if (kind == Kind::BoundCopy && !m_systemDocument) return;
    delete m_dialog;  // one file dialog at a time; an abandoned one is simply replaced
    auto* dialog = new QFileDialog;
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::ApplicationModal);
    // File ▸ Open takes a game system too: the studio opens it in the system editor.
    dialog->setNameFilters({kind == Kind::Open ? tr("Tricorne scenarios and game systems (*.tricorne.json *.tricorne-system.json)")
                                               : tr("Tricorne scenarios (*.tricorne.json)"),
                            tr("All files (*)")});
    const QString current = m_document ? m_document->filePath() : QString();
    const QString stem = m_document ? fileStem(*m_document) : QString();
    if (!current.isEmpty()) dialog->setDirectory(QFileInfo(current).absolutePath());
    switch (kind) {
    case Kind::Open:
    case Kind::Compare:
        dialog->setWindowTitle(kind == Kind::Open ? tr("Open scenario") : tr("Compare with another version"));
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
        dialog->setFileMode(QFileDialog::ExistingFile);
        break;
    case Kind::SaveAs:
    case Kind::Export:
        dialog->setWindowTitle(kind == Kind::SaveAs ? tr("Save scenario as") : tr("Export scenario"));
        dialog->setAcceptMode(QFileDialog::AcceptSave);  // asks before replacing an existing file
        dialog->setFileMode(QFileDialog::AnyFile);
        dialog->setDefaultSuffix(QStringLiteral("tricorne.json"));
        dialog->setLabelText(QFileDialog::Accept, kind == Kind::SaveAs ? tr("Save") : tr("Export"));
        // Save as: the file's own name, or for an untitled battle one from its title. Export:
        // a name of its own, so that accepting the proposal never writes over the scenario.
        if (kind == Kind::SaveAs && !current.isEmpty()) dialog->selectFile(QFileInfo(current).fileName());
        else if (!stem.isEmpty())
            dialog->selectFile(stem + (kind == Kind::Export ? QStringLiteral("-export") : QString()) + QStringLiteral(".tricorne.json"));
        break;
    case Kind::BoundCopy:
        dialog->setWindowTitle(tr("Save a copy of the battle under this system"));
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setFileMode(QFileDialog::AnyFile);
        dialog->setDefaultSuffix(QStringLiteral("tricorne.json"));
        dialog->setLabelText(QFileDialog::Accept, tr("Save"));
        // A name of its own, never the battle's file: the copy plays under other rules.
        dialog->selectFile((stem.isEmpty() ? QStringLiteral("battle") : stem) + QLatin1Char('-') + m_systemDocument->systemId() +
                           QStringLiteral(".tricorne.json"));
        break;
    case Kind::ExportImage:
        dialog->setWindowTitle(tr("Export the battlefield as an image"));
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setFileMode(QFileDialog::AnyFile);
        dialog->setNameFilters({tr("PNG images (*.png)"), tr("SVG vector drawings (*.svg)")});
        dialog->setDefaultSuffix(QStringLiteral("png"));
        // A name typed without a suffix gets the chosen filter's; BoardPicture writes by suffix.
        connect(dialog, &QFileDialog::filterSelected, dialog, [dialog](const QString& filter) {
            dialog->setDefaultSuffix(filter.contains(QLatin1String("*.svg")) ? QStringLiteral("svg") : QStringLiteral("png"));
        });
        dialog->setLabelText(QFileDialog::Accept, tr("Export"));
        if (!stem.isEmpty()) dialog->selectFile(stem + QStringLiteral(".png"));
        break;
    case Kind::ExportSheet: {
        dialog->setWindowTitle(tr("Export the scenario sheet"));
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setFileMode(QFileDialog::AnyFile);
        dialog->setNameFilters({tr("PDF documents (*.pdf)"), tr("PNG images (*.png)"), tr("SVG vector drawings (*.svg)")});
        dialog->setDefaultSuffix(QStringLiteral("pdf"));
        // A name typed without a suffix gets the chosen filter's; the sheet is written by suffix.
        connect(dialog, &QFileDialog::filterSelected, dialog, [dialog](const QString& filter) {
            for (const char* suffix : {"pdf", "png", "svg"})
                if (filter.contains(QStringLiteral("*.") + QLatin1String(suffix))) dialog->setDefaultSuffix(QLatin1String(suffix));
        });
        dialog->setLabelText(QFileDialog::Accept, tr("Export"));
        if (!stem.isEmpty()) dialog->selectFile(stem + QStringLiteral("-sheet.pdf"));
        break;
    }
    case Kind::SaveLog:
    case Kind::LoadLog:
        // *.tricorne-log.json as the CLI and the file formats name it; *.log.json is what the
        // studio once proposed, so those logs still show when loading.
        dialog->setNameFilters({tr("Tricorne game logs (*.tricorne-log.json *.log.json)"), tr("All files (*)")});
        if (kind == Kind::SaveLog) {
            dialog->setWindowTitle(tr("Save the game log"));
            dialog->setAcceptMode(QFileDialog::AcceptSave);
            dialog->setFileMode(QFileDialog::AnyFile);
            dialog->setDefaultSuffix(QStringLiteral("tricorne-log.json"));
            dialog->setLabelText(QFileDialog::Accept, tr("Save"));
        } else {
            dialog->setWindowTitle(tr("Load a game log"));
            dialog->setAcceptMode(QFileDialog::AcceptOpen);
            dialog->setFileMode(QFileDialog::ExistingFile);
        }
        break;
    case Kind::ImportTable:
        dialog->setWindowTitle(tr("Import order of battle"));
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
        dialog->setFileMode(QFileDialog::ExistingFile);
        dialog->setNameFilters({tr("Tables (*.csv *.tsv *.txt)"), tr("All files (*)")});
        break;
    case Kind::OpenSystem:
    case Kind::SaveSystemAs: {
        dialog->setNameFilters({tr("Tricorne game systems (*.tricorne-system.json)"), tr("All files (*)")});
        const QString systemFile = m_systemDocument->filePath();
        if (!systemFile.isEmpty()) dialog->setDirectory(QFileInfo(systemFile).absolutePath());
        if (kind == Kind::OpenSystem) {
            dialog->setWindowTitle(tr("Open game system"));
            dialog->setAcceptMode(QFileDialog::AcceptOpen);
            dialog->setFileMode(QFileDialog::ExistingFile);
        } else {
            dialog->setWindowTitle(tr("Save game system as"));
            dialog->setAcceptMode(QFileDialog::AcceptSave);
            dialog->setFileMode(QFileDialog::AnyFile);
            dialog->setDefaultSuffix(QLatin1String(SystemDocument::kSuffix));
            dialog->setLabelText(QFileDialog::Accept, tr("Save"));
            dialog->selectFile(!systemFile.isEmpty() ? QFileInfo(systemFile).fileName()
                                                     : m_systemDocument->systemId() + QStringLiteral(".") + QLatin1String(SystemDocument::kSuffix));
        }
        break;
    }
    case Kind::ReferencePicture:
        dialog->setWindowTitle(tr("Choose a reference picture"));
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
        dialog->setFileMode(QFileDialog::ExistingFile);
        dialog->setNameFilters({tr("Pictures and PDF pages (*.png *.jpg *.jpeg *.pdf)"), tr("All files (*)")});
        break;
    }
    // Centre on the studio's window where the platform honours it, and give it the keyboard
    // back when the dialog closes (without a window manager nobody else does).
    if (QWindow* parent = QGuiApplication::focusWindow()) {
        dialog->winId();
        if (dialog->windowHandle()) dialog->windowHandle()->setTransientParent(parent);
        connect(dialog, &QDialog::finished, parent, [parent] { parent->requestActivate(); });
    }
    connect(dialog, &QFileDialog::fileSelected, this, [this, kind](const QString& path) { accepted(kind, path); });
    connect(dialog, &QDialog::rejected, this, [this, kind] {
        if (kind == Kind::SaveAs || kind == Kind::SaveSystemAs) emit saveAsFinished(false);
    });
    dialog->show();
}

void FileDialogs::accepted(Kind kind, const QString& path) {
    if (path.isEmpty()) return;
    if (kind == Kind::SaveLog || kind == Kind::LoadLog) {
        emit logChosen(path, kind == Kind::SaveLog);
        return;
    }
    if (kind == Kind::OpenSystem || kind == Kind::SaveSystemAs) {
        if (!m_systemDocument) return;
        if (kind == Kind::OpenSystem) m_systemDocument->openFile(path);
        else emit saveAsFinished(m_systemDocument->saveAs(path));
        return;
    }
    if (!m_document) return;
    // A game system chosen in File ▸ Open goes to the system editor (its "format" says so),
    // which asks about its own unsaved changes first.
    if (kind == Kind::Open && SystemDocument::isSystemFile(path)) {
        emit systemFileChosen(path);
        return;
    }
    switch (kind) {
    case Kind::Open: m_document->openFile(path); break;
    case Kind::SaveAs: emit saveAsFinished(m_document->saveAs(path)); break;
    case Kind::Export: m_document->exportTo(path); break;
    case Kind::ExportImage: emit imageChosen(path); break;
    case Kind::ImportTable: emit tableChosen(path); break;
    case Kind::ExportSheet: emit sheetChosen(path); break;
    case Kind::Compare: emit compareChosen(path); break;
    case Kind::BoundCopy: emit boundCopyChosen(path); break;
    case Kind::ReferencePicture: emit referenceChosen(path); break;
    case Kind::SaveLog:
    case Kind::LoadLog:
    case Kind::OpenSystem:
    case Kind::SaveSystemAs: break;  // answered above
    }
}
