// The file dialogs of the studio: Open, Save as and Export, as QFileDialog (Qt Widgets), the
// way Tiled does. QFileDialog uses the platform's native dialog where there is one and its own
// widget dialog everywhere else (no desktop environment, GNOME without a GTK platform theme,
// offscreen), so the dialogs never depend on a QML module being installed. Each dialog is
// non-blocking: it acts on the document when the designer confirms it.
#pragma once

#include <QFileDialog>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

class ScenarioDocument;
class SystemDocument;
// moc needs the whole type of a pointer property; the header itself does not.
Q_MOC_INCLUDE("document/scenariodocument.h")
Q_MOC_INCLUDE("document/systemdocument.h")

class FileDialogs : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The system editor's document, for openSystem() and saveSystemAs().
    Q_PROPERTY(SystemDocument* systemDocument READ systemDocument WRITE setSystemDocument NOTIFY documentChanged)

public:
    explicit FileDialogs(QObject* parent = nullptr);
    ~FileDialogs() override;

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);
    SystemDocument* systemDocument() const { return m_systemDocument; }
    void setSystemDocument(SystemDocument* document);

    /// Shows "Open scenario"; an accepted file is opened in the document (a refused file
    /// leaves the document as it was and sets its errorString). Replaces a dialog still open.
    Q_INVOKABLE void open();
    /// Shows "Save scenario as" (button "Save"), proposing the document's file name, or for an
    /// untitled document one made from its title ("Harlem Heights" → harlem-heights.tricorne.json);
    /// the typed name gets ".tricorne.json" when it has no suffix; an existing file is only
    /// replaced after the designer confirms. Emits
    /// saveAsFinished(true) when the document was written, saveAsFinished(false) when the
    /// dialog was cancelled or the write failed (errorString says why).
    Q_INVOKABLE void saveAs();
    /// Shows "Export scenario" (button "Export"), proposing "<name>-export.tricorne.json" beside
    /// the scenario (never the scenario's own file: one Return must not overwrite it) and asking
    /// before replacing a file; the accepted path gets the engine's canonical export
    /// (ScenarioDocument::exportTo).
    Q_INVOKABLE void exportFile();

    /// Shows "Export the battlefield as an image" (PNG or SVG, button "Export", asks before
    /// replacing); emits imageChosen(path) with the accepted path (the chosen file type's
    /// ".png" or ".svg" added when the name has no suffix).
    Q_INVOKABLE void exportImage();

    /// Shows "Export the scenario sheet" (PDF, PNG or SVG, button "Export", asks before
    /// replacing); emits sheetChosen(path) with the accepted path (the chosen file type's
    /// suffix added when the name has none).
    Q_INVOKABLE void exportSheet();

    /// Shows "Save the game log" (button "Save", asks before replacing; ".tricorne-log.json" added when
    /// the name has no suffix) or "Load a game log"; emits logChosen(path, save) with the
    /// accepted path. Needs no document: the playtest's log is not the scenario.
    Q_INVOKABLE void saveGameLog();
    Q_INVOKABLE void loadGameLog();

    /// Shows "Import order of battle" (tables: CSV, TSV, text); emits tableChosen(path) with
    /// the accepted file, which the import dialog then reads.
    Q_INVOKABLE void importTable();
    /// Shows "Compare with another version" (an existing scenario file); emits
    /// compareChosen(path) with the accepted path (File ▸ Compare with ▸ A file…).
    Q_INVOKABLE void compareWith();
    /// Shows "Choose a reference picture" (PNG, JPEG or PDF, beside the scenario first); emits
    /// referenceChosen(path) with the accepted file (View ▸ Reference picture…).
    Q_INVOKABLE void chooseReference();

    /// Shows "Open game system" (*.tricorne-system.json); the accepted file is opened in the
    /// system document (a refused file leaves it as it was and sets its errorString).
    Q_INVOKABLE void openSystem();
    /// Shows "Save game system as" (button "Save", asks before replacing), proposing the file's
    /// name or one made from the system's id; ".tricorne-system.json" is added to a name
    /// without a suffix. Emits saveAsFinished as saveAs() does.
    Q_INVOKABLE void saveSystemAs();

    /// Shows "Save a copy of the battle under this system" (button "Save", asks before replacing;
    /// ".tricorne.json" added to a name without one), proposing "<battle>-<system id>.tricorne.json"
    /// beside the battle; emits boundCopyChosen(path) with the accepted path. Needs both documents.
    Q_INVOKABLE void saveBoundCopy();

    /// The dialog on screen, or nullptr (for tests, which complete it as a designer would).
    QFileDialog* currentDialog() const { return m_dialog; }

signals:
    void documentChanged();
    void saveAsFinished(bool saved);
    void imageChosen(const QString& path);
    void sheetChosen(const QString& path);
    void logChosen(const QString& path, bool save);
    void tableChosen(const QString& path);
    void compareChosen(const QString& path);
    void referenceChosen(const QString& path);
    /// File ▸ Open chose a game system's file: the system editor opens it, once its own unsaved
    /// changes are saved or discarded.
    void systemFileChosen(const QString& path);
    void boundCopyChosen(const QString& path);

private:
    enum class Kind { Open, SaveAs, Export, ExportImage, ExportSheet, SaveLog, LoadLog, ImportTable, Compare, ReferencePicture, OpenSystem, SaveSystemAs, BoundCopy };
    void show(Kind kind);
    void accepted(Kind kind, const QString& path);

    QPointer<ScenarioDocument> m_document;
    QPointer<SystemDocument> m_systemDocument;
    QPointer<QFileDialog> m_dialog;
};
