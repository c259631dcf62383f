// The system editor (File ▸ New system from…, issue #36): a built-in game system forked into a
// document of its own, edited through the forms of the field table, undone, saved, reopened,
// recovered; the marks of what changed from the built-in; the engine's findings pointing at
// their field. The window test is system_window_test.cpp.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/autosave.h"
#include "document/systemdocument.h"
#include "editing/systemeditor.h"
#include "editing/systemfields.h"
#include "fixtures.h"
#include "studio_test_main.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/system_json.h"
#include "tricorne/validate/validate.h"

namespace {

using json = nlohmann::json;

constexpr int kDelayMs = 50;

/// The form row of `editor`'s entry whose key is `key`.
QVariantMap row(const SystemEditor& editor, const QString& table, const QString& entry, const QString& key) {
    for (const QVariant& r : editor.form(table, entry))
        if (r.toMap().value(QStringLiteral("key")) == key) return r.toMap();
    return {};
}

/// The pointer of the entry of `table` named `name`, "" when there is none.
QString entryNamed(const SystemEditor& editor, const QString& table, const QString& name) {
    for (const QVariant& e : editor.entries(table))
        if (e.toMap().value(QStringLiteral("name")) == name) return e.toMap().value(QStringLiteral("pointer")).toString();
    return {};
}

/// The shipped file of built-in game system `id`, as the repository has it.
json shippedSystem(const std::string& id) {
    return json::parse(fixtures::bytesOf(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/systems/%1.json").arg(QString::fromStdString(id))).toStdString());
}

/// The value at `pointer` of the open system, as compact JSON ("[3,1,0]"), for QCOMPARE to show.
QString valueAt(const SystemDocument& document, const QString& pointer) {
    return QString::fromStdString(document.document()->at(json::json_pointer(pointer.toStdString())).dump());
}

/// A fork of the Jacobite Rising named "Highland charge" in `document`, edited by `editor`.
bool forkJacobites(SystemDocument& document, SystemEditor& editor) {
    editor.setDocument(&document);
    return document.fork(QStringLiteral("jacobite-rising"), QStringLiteral("Highland charge"), QStringLiteral("highland-charge"));
}

}  // namespace

class SystemEditorTest : public QObject {
    Q_OBJECT

private slots:
    void aForkIsACopyWithAnIdOfItsOwn();
    void diceAndRetreatAreEditedThroughTheFormsAndUndone();
    void typingInOneFieldIsOneStep();
    void changedValuesAreMarkedAgainstTheOriginal();
    void saveAndReopenKeepTheMarksAndTheEngineReadsTheFile();
    void findingsPointAtTheBrokenField();
    void aForkIsRecoveredOntoItsFileOrUntitled();
    void filesThatAreNoSystemAreRefused();
    void theFieldTableAgreesWithTheSchema();
};

void SystemEditorTest::aForkIsACopyWithAnIdOfItsOwn() {
    SystemDocument document;
    SystemEditor editor;
    QSignalSpy changed(&document, &SystemDocument::documentChanged);
    QVERIFY(forkJacobites(document, editor));
    QVERIFY(changed.count() >= 1);
    QCOMPARE(document.systemId(), QStringLiteral("highland-charge"));
    QCOMPARE(document.title(), QStringLiteral("Highland charge"));
    QCOMPARE(document.basedOn(), QStringLiteral("jacobite-rising"));
    QCOMPARE(document.basedOnName(), QStringLiteral("The Jacobite Rising"));
    QCOMPARE(document.filePath(), QString());  // untitled: Save asks for a name
    QVERIFY(!document.isModified());
    QCOMPARE(document.diagnostics()->errorCount(), 0);  // the fork is a valid system as it stands
    // The only changes are the fork's own: its id, name, title and base.
    QStringList changedPlaces;
    for (const QVariant& c : editor.changes()) changedPlaces << c.toMap().value(QStringLiteral("pointer")).toString();
    changedPlaces.sort();
    QCOMPARE(changedPlaces, (QStringList{QStringLiteral("/basedOn"), QStringLiteral("/id"), QStringLiteral("/name"), QStringLiteral("/shortName")}));
    // An unknown built-in is refused and says so.
    SystemDocument other;
    QVERIFY(!other.fork(QStringLiteral("no-such-game"), QStringLiteral("x"), QStringLiteral("x")));
    QVERIFY(other.errorString().contains(QStringLiteral("no-such-game")));
    QVERIFY(!other.isLoaded());
    QCOMPARE(document.idFor(QStringLiteral("Highland charge +2!")), QStringLiteral("highland-charge-2"));
    QCOMPARE(document.idFor(QStringLiteral("—")), QStringLiteral("house-rules"));
}

void SystemEditorTest::diceAndRetreatAreEditedThroughTheFormsAndUndone() {
    SystemDocument document;
    SystemEditor editor;
    QVERIFY(forkJacobites(document, editor));
    const QString highland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Highland Infantry"));
    const QString lowland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Lowland Infantry"));
    QVERIFY(!highland.isEmpty() && !lowland.isEmpty());

    // The forms say what the fields hold and what the schema allows.
    const QVariantMap dice = row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/dice"));
    QCOMPARE(dice.value(QStringLiteral("type")).toString(), QStringLiteral("integerList"));
    QCOMPARE(dice.value(QStringLiteral("value")).toList(), (QVariantList{2, 1, 0}));
    QCOMPARE(dice.value(QStringLiteral("itemMax")).toInt(), 9);
    const QVariantMap retreat = row(editor, QStringLiteral("unitTypes"), lowland, QStringLiteral("/retreatPerFlag"));
    QCOMPARE(retreat.value(QStringLiteral("value")).toInt(), 2);
    QCOMPARE(retreat.value(QStringLiteral("min")).toInt(), 1);
    QCOMPARE(retreat.value(QStringLiteral("max")).toInt(), 6);

    // Two edits, as the form sends them: two undo steps.
    QVERIFY(editor.setValue(dice.value(QStringLiteral("pointer")).toString(), QVariantList{3, 1, 0}));
    QVERIFY(editor.setValue(retreat.value(QStringLiteral("pointer")).toString(), 1));
    QVERIFY(!editor.setValue(retreat.value(QStringLiteral("pointer")).toString(), 1));  // no change: no step
    QCOMPARE(document.undoStack()->count(), 2);
    QVERIFY(document.isModified());
    QCOMPARE(valueAt(document, highland + QStringLiteral("/dice")), QStringLiteral("[3,1,0]"));
    QCOMPARE(valueAt(document, lowland + QStringLiteral("/retreatPerFlag")), QStringLiteral("1"));
    QCOMPARE(document.undoStack()->text(0), QStringLiteral("Change Battle dice of Highland Infantry"));

    document.undoStack()->undo();
    QCOMPARE(valueAt(document, lowland + QStringLiteral("/retreatPerFlag")), QStringLiteral("2"));
    document.undoStack()->undo();
    QCOMPARE(valueAt(document, highland + QStringLiteral("/dice")), QStringLiteral("[2,1,0]"));
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    document.undoStack()->redo();
    QCOMPARE(valueAt(document, highland + QStringLiteral("/dice")), QStringLiteral("[3,1,0]"));
    QCOMPARE(valueAt(document, lowland + QStringLiteral("/retreatPerFlag")), QStringLiteral("1"));

    // A field the table does not have is not edited (an id of a unit type: scenarios name it).
    QVERIFY(!editor.setValue(highland + QStringLiteral("/id"), QStringLiteral("clansmen")));
    // The built-in system is untouched.
    QCOMPARE(tricorne::builtinSystems().find("jacobite-rising")->army("jacobite")->unitType("highland")->dice, (std::vector<int>{2, 1, 0}));
}

void SystemEditorTest::typingInOneFieldIsOneStep() {
    SystemDocument document;
    SystemEditor editor;
    QVERIFY(forkJacobites(document, editor));
    const QString highland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Highland Infantry"));
    for (const char* typed : {"C", "Cl", "Cla", "Clansmen"}) QVERIFY(editor.setValue(highland + QStringLiteral("/name"), QString::fromLatin1(typed)));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(valueAt(document, highland + QStringLiteral("/name")), QStringLiteral("\"Clansmen\""));
    // A toggle is a step of its own, and so is the next field typed in.
    QVERIFY(editor.setValue(highland + QStringLiteral("/saberHits"), false));
    QVERIFY(editor.setValue(highland + QStringLiteral("/notes"), QStringLiteral("x")));
    QCOMPARE(document.undoStack()->count(), 3);
    document.undoStack()->undo();
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(valueAt(document, highland + QStringLiteral("/name")), QStringLiteral("\"Highland Infantry\""));
    QVERIFY(!document.isModified());
}

void SystemEditorTest::changedValuesAreMarkedAgainstTheOriginal() {
    SystemDocument document;
    SystemEditor editor;
    QVERIFY(forkJacobites(document, editor));
    const QString highland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Highland Infantry"));
    QVERIFY(editor.setValue(highland + QStringLiteral("/dice"), QVariantList{3, 1, 0}));

    const QVariantMap dice = row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/dice"));
    QVERIFY(dice.value(QStringLiteral("changed")).toBool());
    QCOMPARE(dice.value(QStringLiteral("sourceKind")).toString(), QStringLiteral("designer"));
    QCOMPARE(dice.value(QStringLiteral("source")).toString(), QStringLiteral("designer"));
    QCOMPARE(dice.value(QStringLiteral("original")).toString(), QStringLiteral("In The Jacobite Rising: 2, 1, 0"));
    // The fields left alone keep the booklet section they come from.
    const QVariantMap retreat = row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/retreatPerFlag"));
    QVERIFY(!retreat.value(QStringLiteral("changed")).toBool());
    QCOMPARE(retreat.value(QStringLiteral("source")).toString(), QStringLiteral("000 · Jacobite Highland Infantry"));
    QCOMPARE(retreat.value(QStringLiteral("sourceKind")).toString(), QStringLiteral("booklet"));
    // The entries' list counts the changes of each.
    for (const QVariant& e : editor.entries(QStringLiteral("unitTypes"))) {
        const QVariantMap entry = e.toMap();
        QCOMPARE(entry.value(QStringLiteral("changed")).toInt(), entry.value(QStringLiteral("pointer")) == highland ? 1 : 0);
    }
    // A card the booklets do not name is a family default.
    bool familyDefault = false;
    for (const QVariant& e : editor.entries(QStringLiteral("commandCards")))
        familyDefault = familyDefault || e.toMap().value(QStringLiteral("sourceKind")) == QLatin1String("family");
    QVERIFY(familyDefault);
    // The engine's own account of the change.
    bool said = false;
    for (const QVariant& c : editor.changes())
        said = said || c.toMap().value(QStringLiteral("text")).toString().endsWith(QStringLiteral("Highland Infantry / dice: [2,1,0] -> [3,1,0]"));
    QVERIFY(said);
    // Undone, the mark goes.
    document.undoStack()->undo();
    QVERIFY(!row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/dice")).value(QStringLiteral("changed")).toBool());

    // A card's effects are one list to the engine's diff: of Scout Left Flank's two effects,
    // only the one whose value changed is marked (draw 3 Combat cards instead of 2).
    const QString scout = entryNamed(editor, QStringLiteral("commandCards"), QStringLiteral("Scout Left Flank"));
    QVERIFY(!scout.isEmpty());
    QVERIFY(editor.setValue(scout + QStringLiteral("/effects/1/value"), 3));
    QCOMPARE(valueAt(document, scout + QStringLiteral("/effects/1/value")), QStringLiteral("3"));
    QStringList marked, was;
    for (const QVariant& r : editor.form(QStringLiteral("commandCards"), scout))
        if (r.toMap().value(QStringLiteral("changed")).toBool()) {
            marked << r.toMap().value(QStringLiteral("pointer")).toString();
            was << r.toMap().value(QStringLiteral("original")).toString();
        }
    QCOMPARE(marked, QStringList{scout + QStringLiteral("/effects/1/value")});
    QCOMPARE(was, QStringList{QStringLiteral("In The Jacobite Rising: 2")});
    bool listed = false;
    for (const QVariant& c : editor.changes()) listed = listed || c.toMap().value(QStringLiteral("pointer")).toString() == scout + QStringLiteral("/effects");
    QVERIFY(listed);  // the engine's diff reports the list; the form marks the one value
    // An optional field written out at the value its absence stands for changes nothing.
    QVERIFY(editor.setValue(highland + QStringLiteral("/blocks"), 4));
    QVERIFY(document.document()->at(json::json_pointer((highland + QStringLiteral("/blocks")).toStdString())) == json(4));
    QVERIFY(!row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/blocks")).value(QStringLiteral("changed")).toBool());
    QVERIFY(editor.setValue(highland + QStringLiteral("/blocks"), 3));
    QVERIFY(row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/blocks")).value(QStringLiteral("changed")).toBool());
}

void SystemEditorTest::saveAndReopenKeepTheMarksAndTheEngineReadsTheFile() {
    QTemporaryDir dir;
    SystemDocument document;
    SystemEditor editor;
    QVERIFY(forkJacobites(document, editor));
    const QString highland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Highland Infantry"));
    const QString lowland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Lowland Infantry"));
    QVERIFY(editor.setValue(highland + QStringLiteral("/dice"), QVariantList{3, 1, 0}));
    QVERIFY(editor.setValue(lowland + QStringLiteral("/retreatPerFlag"), 1));
    QVERIFY(!document.save());  // untitled
    QVERIFY(document.errorString().contains(QStringLiteral("Save As")));
    QSignalSpy saved(&document, &SystemDocument::saved);
    QVERIFY(document.saveAs(dir.filePath(QStringLiteral("highland"))));  // the suffix is added
    const QString path = dir.filePath(QStringLiteral("highland.tricorne-system.json"));
    QCOMPARE(document.filePath(), path);
    QCOMPARE(saved.count(), 1);
    QVERIFY(!document.isModified());
    const QByteArray bytes = fixtures::bytesOf(path);
    QVERIFY(bytes.endsWith("}\n"));

    // The engine reads the file as a game system with the designer's values.
    auto read = tricorne::readJsonFile(path.toStdString());
    QVERIFY(read.document);
    QVERIFY(tricorne::validateSystemDocument(*read.document).empty());
    const tricorne::GameSystem system = tricorne::gameSystemFromJson(*read.document);
    QCOMPARE(system.id, std::string("highland-charge"));
    QCOMPARE(system.army("jacobite")->unitType("highland")->dice, (std::vector<int>{3, 1, 0}));
    QCOMPARE(system.army("jacobite")->unitType("lowland")->retreatPerFlag, 1);

    // Reopened, the marks are still against the built-in; saved again, the same bytes.
    SystemDocument reopened;
    SystemEditor reopenedEditor;
    reopenedEditor.setDocument(&reopened);
    QVERIFY(reopened.openFile(path));
    QCOMPARE(reopened.basedOn(), QStringLiteral("jacobite-rising"));
    QVERIFY(row(reopenedEditor, QStringLiteral("unitTypes"), highland, QStringLiteral("/dice")).value(QStringLiteral("changed")).toBool());
    QVERIFY(row(reopenedEditor, QStringLiteral("unitTypes"), lowland, QStringLiteral("/retreatPerFlag")).value(QStringLiteral("changed")).toBool());
    QVERIFY(reopened.save());
    QCOMPARE(fixtures::bytesOf(path), bytes);
}

void SystemEditorTest::findingsPointAtTheBrokenField() {
    SystemDocument document;
    SystemEditor editor;
    QVERIFY(forkJacobites(document, editor));
    const QString highland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Highland Infantry"));
    QVERIFY(editor.setValue(highland + QStringLiteral("/name"), QString()));  // the schema wants a name
    QVERIFY(document.diagnostics()->errorCount() > 0);
    const std::string pointer = (highland + QStringLiteral("/name")).toStdString();
    const auto& diagnostics = document.diagnostics()->diagnostics();
    QVERIFY(std::any_of(diagnostics.begin(), diagnostics.end(), [&](const tricorne::Diagnostic& d) { return d.pointer == pointer; }));
    // The form shows it under the field, the list beside the entry, and a click finds both.
    QVERIFY(!row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/name")).value(QStringLiteral("problems")).toList().isEmpty());
    QVERIFY(row(editor, QStringLiteral("unitTypes"), highland, QStringLiteral("/dice")).value(QStringLiteral("problems")).toList().isEmpty());
    bool counted = false;
    for (const QVariant& e : editor.entries(QStringLiteral("unitTypes")))
        counted = counted || (e.toMap().value(QStringLiteral("pointer")) == highland && e.toMap().value(QStringLiteral("problems")).toInt() > 0);
    QVERIFY(counted);
    const QVariantMap place = editor.locate(QString::fromStdString(pointer));
    QCOMPARE(place.value(QStringLiteral("table")).toString(), QStringLiteral("unitTypes"));
    QCOMPARE(place.value(QStringLiteral("entry")).toString(), highland);
    QCOMPARE(editor.locate(QStringLiteral("/terrain/1/battle")).value(QStringLiteral("table")).toString(), QStringLiteral("terrain"));
    QCOMPARE(editor.locate(QStringLiteral("/id")).value(QStringLiteral("table")).toString(), QStringLiteral("system"));
    document.undoStack()->undo();
    QCOMPARE(document.diagnostics()->errorCount(), 0);
}

void SystemEditorTest::aForkIsRecoveredOntoItsFileOrUntitled() {
    QTemporaryDir dir;
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    const QString path = dir.filePath(QStringLiteral("house.tricorne-system.json"));
    json edited;
    {
        SystemDocument document;
        SystemEditor editor;
        Autosave documentRecovery(&document);
        QVERIFY(documentRecovery.start(recovery, kDelayMs));
        QVERIFY(forkJacobites(document, editor));
        QVERIFY(document.saveAs(path));
        const QString highland = entryNamed(editor, QStringLiteral("unitTypes"), QStringLiteral("Highland Infantry"));
        QVERIFY(editor.setValue(highland + QStringLiteral("/dice"), QVariantList{4, 1, 0}));
        QVERIFY(!documentRecovery.hasOwnFile());  // debounced
        QTRY_VERIFY(documentRecovery.hasOwnFile());
        QVERIFY(documentRecovery.recoveryPath().endsWith(QStringLiteral(".tricorne-system.json")));
        QCOMPARE(fixtures::bytesOf(documentRecovery.recoveryPath()), document.text());
        edited = *document.document();
        // ... and the studio "crashes": the document goes without saving.
    }
    {
        SystemDocument next;
        Autosave nextRecovery(&next);
        QVERIFY(nextRecovery.start(recovery, kDelayMs));
        QCOMPARE(nextRecovery.recoveryCount(), 1);
        QCOMPARE(nextRecovery.recoveredName(), QStringLiteral("house.tricorne-system.json"));
        QVERIFY(nextRecovery.restore());
        QVERIFY(*next.document() == edited);
        QCOMPARE(next.filePath(), path);
        QVERIFY(next.isModified());
        next.undoStack()->undo();  // the restore is one step on top of the file as saved
        QVERIFY(*next.document() != edited);
        QVERIFY(!next.isModified());
        next.undoStack()->redo();
        // Written again as this instance's own before the orphan went; the studio goes again.
        QTRY_VERIFY(nextRecovery.hasOwnFile());
    }
    // With its file gone, the recovery comes back untitled.
    QVERIFY(QFile::remove(path));
    SystemDocument last;
    Autosave lastRecovery(&last);
    QVERIFY(lastRecovery.start(recovery, kDelayMs));
    QVERIFY(lastRecovery.restore());
    QVERIFY(*last.document() == edited);
    QCOMPARE(last.filePath(), QString());
    QVERIFY(last.isModified());
    // A scenario's recovery directory is not a system's: neither offers the other's files.
    QCOMPARE(Autosave::defaultSystemDirectory(), QDir(Autosave::defaultDirectory()).filePath(QStringLiteral("systems")));
}

void SystemEditorTest::filesThatAreNoSystemAreRefused() {
    QTemporaryDir dir;
    SystemDocument document;
    // A scenario is not a game system: refused, saying why, and File ▸ Open sends it elsewhere.
    QVERIFY(!SystemDocument::isSystemFile(fixtures::scenarioPath("killiecrankie")));
    QVERIFY(!document.openFile(fixtures::scenarioPath("killiecrankie")));
    QVERIFY(document.errorString().contains(QStringLiteral("killiecrankie.tricorne.json")));
    QVERIFY(document.openErrors()->rowCount() > 0);
    QVERIFY(!document.isLoaded());
    const auto write = [&dir](const char* name, const QByteArray& bytes) {
        QFile file(dir.filePath(QLatin1String(name)));
        file.open(QIODevice::WriteOnly);
        file.write(bytes);
        return file.fileName();
    };
    QVERIFY(!document.openFile(write("broken.tricorne-system.json", "{\"format\": \"tricorne-system\", ")));
    QVERIFY(!document.openFile(write("newer.tricorne-system.json", "{\"format\": \"tricorne-system\", \"version\": 9}")));
    QVERIFY(!document.openFile(write("list.tricorne-system.json", "[1, 2]")));
    QVERIFY(!document.openFile(dir.path()));  // a folder
    QVERIFY(!document.isLoaded());
    // A system with a wrong value opens with the engine's finding, for the designer to fix.
    auto doc = shippedSystem("american-revolution");
    doc["armies"][0]["unitTypes"][0]["retreatPerFlag"] = "two";
    const QString wrong = write("wrong.tricorne-system.json", QByteArray::fromStdString(doc.dump()));
    QVERIFY(SystemDocument::isSystemFile(wrong));
    QVERIFY(document.openFile(wrong));
    QVERIFY(document.diagnostics()->errorCount() > 0);
    QCOMPARE(document.basedOn(), QString());  // a built-in's file is based on nothing
    SystemEditor editor;
    editor.setDocument(&document);
    QVERIFY(!editor.form(QStringLiteral("unitTypes"), QStringLiteral("/armies/0/unitTypes/0")).isEmpty());  // its form still shows
    QVERIFY(editor.setValue(QStringLiteral("/armies/0/unitTypes/0/retreatPerFlag"), 2));
    QCOMPARE(document.diagnostics()->errorCount(), 0);
}

void SystemEditorTest::theFieldTableAgreesWithTheSchema() {
    using namespace systemfields;
    for (const std::string& id : tricorne::builtinSystems().ids()) {
        const json doc = shippedSystem(id);
        for (Table table : kTables) {
            const auto entriesOfTable = entryPointers(doc, table);
            QVERIFY2(!entriesOfTable.empty(), tableName(table));
            for (const std::string& entry : entriesOfTable)
                for (const Field& f : fields()) {
                    if (!inTable(f, table)) continue;
                    std::string key(f.key);
                    if (const auto star = key.find('*'); star != std::string::npos) key.replace(star, 1, "0");
                    const SchemaFacts facts = schemaFactsAt(entry + key);
                    const std::string where = id + " " + entry + key;
                    // Numbers are bounded by the schema, choices named by the table.
                    if (f.type == FieldType::Integer || f.type == FieldType::Modifier)
                        QVERIFY2(facts.min && facts.max, where.c_str());
                    if (f.type == FieldType::Choice || f.type == FieldType::Modifier)
                        for (const std::string& c : facts.choices) QVERIFY2(hasChoiceName(c), (where + " " + c).c_str());
                    if (f.type == FieldType::ChoiceList || f.type == FieldType::Allowances) {
                        const SchemaFacts item = schemaFactsAt(entry + key + (f.type == FieldType::Allowances ? "/0/battle" : "/0"));
                        QVERIFY2(!item.choices.empty(), where.c_str());
                        for (const std::string& c : item.choices) QVERIFY2(hasChoiceName(c), (where + " " + c).c_str());
                    }
                }
        }
    }
    // Hex sides share the terrain's battle modifiers, shown after their own fields.
    SystemDocument document;
    SystemEditor editor;
    QVERIFY(forkJacobites(document, editor));
    const QVariantList hexside = editor.form(QStringLiteral("hexsides"), QStringLiteral("/hexsides/0"));
    QVERIFY(!hexside.isEmpty());
    QCOMPARE(hexside.first().toMap().value(QStringLiteral("key")).toString(), QStringLiteral("/name"));
    QVERIFY(!row(editor, QStringLiteral("hexsides"), QStringLiteral("/hexsides/0"), QStringLiteral("/battle/targeting/infantry")).isEmpty());
    QVERIFY(row(editor, QStringLiteral("terrain"), QStringLiteral("/terrain/0"), QStringLiteral("/protects")).isEmpty());
}

STUDIO_TEST_GUILESS_MAIN("studio-system-editor-tests", SystemEditorTest)
#include "system_editor_test.moc"
