// File ▸ Open, Save as and Export through the real QFileDialog, offscreen (where Qt has no
// native dialog, as under an X server without a desktop environment): each dialog is opened,
// a name is typed into it and its button clicked, as a designer would; replacing a file is
// asked first.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "app/filedialogs.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"
#include "editing/scenarioeditor.h"
#include "fixtures.h"
#include "studio_test_main.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/validate/export.h"

namespace {

using fixtures::bytesOf;
using fixtures::scenarioPath;

/// The dialog's accept button (Open / Save / Export).
QPushButton* acceptButton(QFileDialog* dialog) {
    auto* box = dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"));
    if (!box) return nullptr;
    for (QAbstractButton* button : box->buttons())
        if (box->buttonRole(button) == QDialogButtonBox::AcceptRole) return qobject_cast<QPushButton*>(button);
    return nullptr;
}

QString shownText(QAbstractButton* button) { return button->text().remove(QLatin1Char('&')); }

/// Types `name` into the dialog's file name field and clicks its accept button. When a
/// question pops up (replace the file?), answers it with `answer` and reports it in `asked`.
void typeAndAccept(QFileDialog* dialog, const QString& name, QMessageBox::StandardButton answer = QMessageBox::NoButton,
                   QString* asked = nullptr) {
    auto* edit = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
    QVERIFY2(edit, "the file dialog is Qt's own widget dialog here (no native one offscreen)");
    edit->clear();
    QTest::keyClicks(edit, name);
    if (answer != QMessageBox::NoButton) {
        // The question is modal: answer it from the event loop it runs.
        auto* poll = new QTimer(dialog);
        QObject::connect(poll, &QTimer::timeout, dialog, [poll, answer, asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            if (asked) *asked = box->text();
            box->button(answer)->click();
            poll->deleteLater();
        });
        poll->start(20);
    }
    QPushButton* button = acceptButton(dialog);
    QVERIFY(button);
    button->click();
}

}  // namespace

class FileDialogsTest : public QObject {
    Q_OBJECT

private slots:
    void openOpensTheChosenFile();
    void saveAsWritesANewlyTypedName();
    void saveAsAsksBeforeReplacingAFile();
    void exportWritesTheEnginesExportAndAsksBeforeReplacing();
    void cancelledSaveAsSaysNotSaved();
    void saveAsAndExportProposeNamesOfTheirOwn();
    void exportImageChoosesAPngPath();
    void gameLogDialogsNeedNoDocumentAndNameTheLog();
    void exportImageChoosesAnSvgPathByItsFilter();
    void exportSheetChoosesAPdfOrAPngPath();
    void aGameSystemChosenInOpenGoesToTheSystemEditor();
};

void FileDialogsTest::openOpensTheChosenFile() {
    ScenarioDocument document;
    FileDialogs dialogs;
    dialogs.setDocument(&document);
    dialogs.open();
    QFileDialog* dialog = dialogs.currentDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Open scenario"));
    QCOMPARE(shownText(acceptButton(dialog)), QStringLiteral("Open"));
    dialog->setDirectory(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios"));
    typeAndAccept(dialog, QStringLiteral("killiecrankie.tricorne.json"));
    QTRY_VERIFY(document.isLoaded());
    QVERIFY(document.filePath().endsWith(QStringLiteral("killiecrankie.tricorne.json")));
    QTRY_VERIFY(!dialogs.currentDialog());  // closed and deleted
}

void FileDialogsTest::saveAsWritesANewlyTypedName() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.paintTerrain(4, 4, "hill", "", 0, 0));
    FileDialogs dialogs;
    dialogs.setDocument(&document);
    QSignalSpy finished(&dialogs, &FileDialogs::saveAsFinished);
    dialogs.saveAs();
    QFileDialog* dialog = dialogs.currentDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(shownText(acceptButton(dialog)), QStringLiteral("Save"));
    dialog->setDirectory(dir.path());
    typeAndAccept(dialog, QStringLiteral("my new battle"));  // no suffix: the dialog adds it
    const QString written = dir.filePath(QStringLiteral("my new battle.tricorne.json"));
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY2(QFile::exists(written), qPrintable(document.errorString()));
    QCOMPARE(bytesOf(written), QByteArray::fromStdString(tricorne::canonicalScenarioText(*document.scenario())));
    QCOMPARE(document.filePath(), written);
    QVERIFY(!document.isModified());
}

void FileDialogsTest::saveAsAsksBeforeReplacingAFile() {
    QTemporaryDir dir;
    const QString existing = dir.filePath(QStringLiteral("existing.tricorne.json"));
    {
        QFile file(existing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("keep me");
    }
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    FileDialogs dialogs;
    dialogs.setDocument(&document);
    dialogs.saveAs();
    QFileDialog* dialog = dialogs.currentDialog();
    QVERIFY(dialog);
    dialog->setDirectory(dir.path());

    // "No": nothing is written and the dialog stays open for another name.
    QString asked;
    typeAndAccept(dialog, QStringLiteral("existing.tricorne.json"), QMessageBox::No, &asked);
    QTRY_VERIFY(!asked.isEmpty());
    QVERIFY2(asked.contains(QStringLiteral("existing.tricorne.json")), qPrintable(asked));
    QCOMPARE(bytesOf(existing), QByteArray("keep me"));
    QVERIFY(dialogs.currentDialog() && dialogs.currentDialog()->isVisible());

    // "Yes": replaced.
    asked.clear();
    typeAndAccept(dialog, QStringLiteral("existing.tricorne.json"), QMessageBox::Yes, &asked);
    QTRY_COMPARE(document.filePath(), existing);
    QVERIFY(!asked.isEmpty());
    QCOMPARE(bytesOf(existing), QByteArray::fromStdString(tricorne::canonicalScenarioText(*document.scenario())));
}

void FileDialogsTest::exportWritesTheEnginesExportAndAsksBeforeReplacing() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    FileDialogs dialogs;
    dialogs.setDocument(&document);
    const QByteArray expected = QByteArray::fromStdString(tricorne::canonicalExportText(*document.scenario()).text);

    dialogs.exportFile();
    QFileDialog* dialog = dialogs.currentDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Export scenario"));
    QCOMPARE(shownText(acceptButton(dialog)), QStringLiteral("Export"));
    dialog->setDirectory(dir.path());
    typeAndAccept(dialog, QStringLiteral("exported"));
    const QString out = dir.filePath(QStringLiteral("exported.tricorne.json"));
    QTRY_VERIFY(QFile::exists(out));
    QCOMPARE(bytesOf(out), expected);
    QVERIFY(document.filePath().endsWith(QStringLiteral("killiecrankie.tricorne.json")));  // export is not save as

    QVERIFY(QFile::resize(out, 3));
    dialogs.exportFile();
    dialog = dialogs.currentDialog();
    dialog->setDirectory(dir.path());
    QString asked;
    typeAndAccept(dialog, QStringLiteral("exported.tricorne.json"), QMessageBox::Yes, &asked);
    QTRY_COMPARE(bytesOf(out), expected);
    QVERIFY(!asked.isEmpty());
}

void FileDialogsTest::saveAsAndExportProposeNamesOfTheirOwn() {
    auto proposed = [](QFileDialog* dialog) {
        auto* edit = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
        return edit ? edit->text() : QStringLiteral("<no dialog>");
    };
    // An untitled battle: a name made from its title.
    ScenarioDocument untitled;
    QVERIFY(untitled.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-american-revolution.tricorne.json")));
    ScenarioEditor editor;
    editor.setDocument(&untitled);
    QVERIFY(editor.setTitle(QStringLiteral("Harlem Heights, 16 September 1776")));
    FileDialogs dialogs;
    dialogs.setDocument(&untitled);
    dialogs.saveAs();
    QCOMPARE(proposed(dialogs.currentDialog()), QStringLiteral("harlem-heights-16-september-1776.tricorne.json"));
    dialogs.currentDialog()->reject();
    dialogs.exportFile();
    QCOMPARE(proposed(dialogs.currentDialog()), QStringLiteral("harlem-heights-16-september-1776-export.tricorne.json"));
    dialogs.currentDialog()->reject();

    // A saved battle: Save as proposes its file; Export a file beside it, so that Return at
    // once writes the export there and leaves the scenario's own file as it was.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("killiecrankie.tricorne.json"));
    QVERIFY(QFile::copy(scenarioPath("killiecrankie"), path));
    const QByteArray original = bytesOf(path);
    ScenarioDocument saved;
    QVERIFY(saved.openFile(path));
    dialogs.setDocument(&saved);
    dialogs.saveAs();
    QCOMPARE(proposed(dialogs.currentDialog()), QStringLiteral("killiecrankie.tricorne.json"));
    dialogs.currentDialog()->reject();
    dialogs.exportFile();
    QFileDialog* dialog = dialogs.currentDialog();
    QCOMPARE(proposed(dialog), QStringLiteral("killiecrankie-export.tricorne.json"));
    QTest::keyClick(dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")), Qt::Key_Return);
    const QString exported = dir.filePath(QStringLiteral("killiecrankie-export.tricorne.json"));
    QTRY_VERIFY(QFile::exists(exported));
    QCOMPARE(bytesOf(exported), QByteArray::fromStdString(tricorne::canonicalExportText(*saved.scenario()).text));
    QCOMPARE(bytesOf(path), original);
}

void FileDialogsTest::cancelledSaveAsSaysNotSaved() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    FileDialogs dialogs;
    dialogs.setDocument(&document);
    QSignalSpy finished(&dialogs, &FileDialogs::saveAsFinished);
    dialogs.saveAs();
    dialogs.currentDialog()->reject();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
}

namespace {

/// File ▸ Export image (or, with `sheet`, File ▸ Export sheet) on `battle`: types `name` and
/// accepts, after picking the file type list's next entry with the keyboard when
/// `nextFileType`; the path chosen, or "" when none was.
QString chooseImagePath(const char* battle, const QString& directory, const QString& name, bool nextFileType, bool sheet = false) {
    ScenarioDocument document;
    if (!document.openFile(scenarioPath(battle))) return {};
    FileDialogs dialogs;
    dialogs.setDocument(&document);
    QSignalSpy chosen(&dialogs, sheet ? &FileDialogs::sheetChosen : &FileDialogs::imageChosen);
    if (sheet) dialogs.exportSheet();
    else dialogs.exportImage();
    QFileDialog* dialog = dialogs.currentDialog();
    if (!dialog || shownText(acceptButton(dialog)) != QStringLiteral("Export")) return {};
    if (nextFileType) {
        auto* types = dialog->findChild<QComboBox*>(QStringLiteral("fileTypeCombo"));
        if (!types) return {};
        types->setFocus();
        QTest::keyClick(types, Qt::Key_Down);
    }
    dialog->setDirectory(directory);
    typeAndAccept(dialog, name);
    if (chosen.isEmpty()) chosen.wait(5000);
    return chosen.size() == 1 ? chosen.at(0).at(0).toString() : QString();
}

}  // namespace

void FileDialogsTest::exportImageChoosesAPngPath() {
    QTemporaryDir dir;
    QCOMPARE(chooseImagePath("killiecrankie", dir.path(), QStringLiteral("battlefield"), false),
             dir.filePath(QStringLiteral("battlefield.png")));
}

// The designer picks "SVG vector drawings" (the second file type) and types a bare name: the
// path gets ".svg", which BoardPicture::exportImage writes as a vector drawing.
void FileDialogsTest::exportImageChoosesAnSvgPathByItsFilter() {
    QTemporaryDir dir;
    QCOMPARE(chooseImagePath("bemis-heights", dir.path(), QStringLiteral("battlefield"), true),
             dir.filePath(QStringLiteral("battlefield.svg")));
}

// File ▸ Export sheet: a bare name becomes a PDF; picking "PNG images" (the second file type)
// makes it a PNG. SheetExport writes the sheet by that suffix.
void FileDialogsTest::exportSheetChoosesAPdfOrAPngPath() {
    QTemporaryDir dir;
    QCOMPARE(chooseImagePath("killiecrankie", dir.path(), QStringLiteral("handout"), false, true), dir.filePath(QStringLiteral("handout.pdf")));
    QCOMPARE(chooseImagePath("bemis-heights", dir.path(), QStringLiteral("handout"), true, true), dir.filePath(QStringLiteral("handout.png")));
}

void FileDialogsTest::gameLogDialogsNeedNoDocumentAndNameTheLog() {
    // The playtest's Save… and Load… of the log: the same widget dialogs, with no scenario.
    QTemporaryDir dir;
    FileDialogs dialogs;
    QSignalSpy chosen(&dialogs, &FileDialogs::logChosen);
    dialogs.saveGameLog();
    QFileDialog* dialog = dialogs.currentDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Save the game log"));
    QCOMPARE(shownText(acceptButton(dialog)), QStringLiteral("Save"));
    dialog->setDirectory(dir.path());
    typeAndAccept(dialog, QStringLiteral("turn one"));  // no suffix: the dialog adds it
    QTRY_COMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).toString(), dir.filePath(QStringLiteral("turn one.tricorne-log.json")));
    QCOMPARE(chosen.at(0).at(1).toBool(), true);

    QFile log(dir.filePath(QStringLiteral("turn one.log.json")));   // a name older studios proposed
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.close();
    dialogs.loadGameLog();
    dialog = dialogs.currentDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Load a game log"));
    QCOMPARE(shownText(acceptButton(dialog)), QStringLiteral("Open"));
    dialog->setDirectory(dir.path());
    typeAndAccept(dialog, QStringLiteral("turn one.log.json"));
    QTRY_COMPARE(chosen.count(), 2);
    QCOMPARE(chosen.at(1).at(0).toString(), dir.filePath(QStringLiteral("turn one.log.json")));
    QCOMPARE(chosen.at(1).at(1).toBool(), false);
}

void FileDialogsTest::aGameSystemChosenInOpenGoesToTheSystemEditor() {
    QTemporaryDir dir;
    SystemDocument system;
    QVERIFY(system.fork(QStringLiteral("jacobite-rising"), QStringLiteral("Highland charge"), QStringLiteral("highland-charge")));
    // The system editor's Save as: a name typed without a suffix gets the system's.
    FileDialogs systemDialogs;
    systemDialogs.setSystemDocument(&system);
    QSignalSpy saved(&systemDialogs, &FileDialogs::saveAsFinished);
    systemDialogs.saveSystemAs();
    QFileDialog* dialog = systemDialogs.currentDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Save game system as"));
    dialog->setDirectory(dir.path());
    typeAndAccept(dialog, QStringLiteral("house"));
    QTRY_COMPARE(saved.count(), 1);
    QCOMPARE(saved.at(0).at(0).toBool(), true);
    const QString written = dir.filePath(QStringLiteral("house.tricorne-system.json"));
    QCOMPARE(system.filePath(), written);
    QCOMPARE(bytesOf(written), system.text());

    // The battle's File ▸ Open, given that file: neither document opens it there; it is handed
    // on for the system editor (which asks about its own unsaved changes first).
    ScenarioDocument battle;
    QVERIFY(battle.openFile(scenarioPath("killiecrankie")));
    FileDialogs dialogs;
    dialogs.setDocument(&battle);
    QSignalSpy chosen(&dialogs, &FileDialogs::systemFileChosen);
    dialogs.open();
    dialog = dialogs.currentDialog();
    QVERIFY(dialog);
    dialog->setDirectory(dir.path());
    typeAndAccept(dialog, QStringLiteral("house.tricorne-system.json"));
    QTRY_COMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).toString(), written);
    QVERIFY(battle.filePath().endsWith(QStringLiteral("killiecrankie.tricorne.json")));
}

STUDIO_TEST_MAIN("studio-filedialog-tests", FileDialogsTest)
#include "filedialogs_test.moc"
