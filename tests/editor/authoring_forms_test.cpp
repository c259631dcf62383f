// The objective and special-rule forms (ScenarioEditor.objectiveForm / specialRuleForm,
// ruleforms.h): every field of every kind of the engine's table is in its form and editable,
// each edit is one undo step, the engine's words follow the fields, a finding lands on its
// field, and what a rule touches is the engine's answer (tricorne::ruleReach).
#include <algorithm>

#include <QTest>
#include <QUndoStack>

#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "studio_test_main.h"
#include "tricorne/model/rule_kinds.h"

using namespace tricorne;

namespace {

constexpr auto kRich = TRICORNE_SOURCE_DIR "/tests/data/authoring/bemis-rich-rules.tricorne.json";

QString qsv(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QStringList names(const QVariantList& form) {
    QStringList out;
    for (const QVariant& f : form) out << f.toMap().value(QStringLiteral("name")).toString();
    return out;
}

QVariantMap fieldOf(const QVariantList& form, const QString& name) {
    for (const QVariant& f : form)
        if (f.toMap().value(QStringLiteral("name")) == name) return f.toMap();
    return {};
}

/// A value for `field` other than the one it holds, chosen by its type only.
QVariant anotherValue(const QVariantMap& field) {
    const QString type = field.value(QStringLiteral("type")).toString();
    const QVariant now = field.value(QStringLiteral("value"));
    const QVariantList options = field.value(QStringLiteral("options")).toList();
    const QStringList choices = field.value(QStringLiteral("choices")).toStringList();
    const int min = field.value(QStringLiteral("min")).toInt(), max = field.value(QStringLiteral("max")).toInt();
    const QString lastOption = options.isEmpty() ? QString() : options.constLast().toMap().value(QStringLiteral("id")).toString();
    const QString firstOption = options.isEmpty() ? QString() : options.constFirst().toMap().value(QStringLiteral("id")).toString();
    const auto other = [&now](const QVariant& a, const QVariant& b) { return now == a ? b : a; };
    if (type == QLatin1String("text")) return other(QStringLiteral("Typed in the form"), QStringLiteral("Typed again"));
    if (type == QLatin1String("id")) return options.isEmpty() ? other(QStringLiteral("renamed-id"), QStringLiteral("other-id")) : other(lastOption, firstOption);
    if (type == QLatin1String("boolean")) return !now.toBool();
    if (type == QLatin1String("integer")) return other(max, min);
    if (type == QLatin1String("position")) return other(QStringLiteral("top"), QStringLiteral("bottom"));
    if (type == QLatin1String("beneficiary")) return other(QStringLiteral("top"), QStringLiteral("bottom"));
    if (type == QLatin1String("hexes")) return other(QVariantList{QPoint(1, 1), QPoint(2, 1)}, QVariantList{QPoint(3, 9)});
    if (type == QLatin1String("choice")) return other(choices.constLast(), choices.constFirst());
    if (type == QLatin1String("idList")) return other(QVariantList{lastOption}, QVariantList{firstOption});
    if (type == QLatin1String("positionList")) return other(QVariantList{QStringLiteral("top")}, QVariantList{QStringLiteral("bottom")});
    if (type == QLatin1String("choiceList")) return other(QVariantList{choices.constLast()}, QVariantList{choices.constFirst()});
    if (type == QLatin1String("joiners"))
        return other(QVariantList{QVariantMap{{QStringLiteral("type"), lastOption}, {QStringLiteral("dice"), 1}}},
                     QVariantList{QVariantMap{{QStringLiteral("type"), firstOption}}});
    if (type == QLatin1String("bannersBySide"))
        return other(QVariantMap{{QStringLiteral("top"), 3}, {QStringLiteral("bottom"), 2}}, QVariantMap{{QStringLiteral("top"), 1}, {QStringLiteral("bottom"), 4}});
    return {};
}

/// Sets every field of entry `index` (objectives or special rules) to another value and back
/// out for optional fields, checking the form shows each value and each edit is one undo step.
void editEveryField(ScenarioDocument& document, ScenarioEditor& editor, bool objective, int index, const QString& kind) {
    const auto form = [&] { return objective ? editor.objectiveForm(index) : editor.specialRuleForm(index); };
    const auto set = [&](const QString& name, const QVariant& v) {
        return objective ? editor.setObjectiveProperty(index, name, v) : editor.setSpecialRuleProperty(index, name, v);
    };
    for (const QString& name : names(form())) {
        const QVariantMap before = fieldOf(form(), name);
        const QVariant value = anotherValue(before);
        QVERIFY2(value.isValid(), qPrintable(kind + QLatin1Char('.') + name));
        const int steps = document.undoStack()->index();
        QVERIFY2(set(name, value), qPrintable(kind + QLatin1Char('.') + name + QStringLiteral(": ") + editor.lastRefusal()));
        QCOMPARE(document.undoStack()->index(), steps + 1);  // one undo step
        const QVariantMap after = fieldOf(form(), name);
        QVERIFY2(after.value(QStringLiteral("present")).toBool(), qPrintable(kind + QLatin1Char('.') + name));
        QCOMPARE(after.value(QStringLiteral("value")).toString(), value.toString());
        QCOMPARE(after.value(QStringLiteral("value")).toList().size(), value.toList().size());
        const bool optional = !after.value(QStringLiteral("required")).toBool() && !after.value(QStringLiteral("alternative")).toBool();
        const QString type = after.value(QStringLiteral("type")).toString();
        if (optional && type != QLatin1String("text") && type != QLatin1String("id")) {  // text merges with its typing
            QVERIFY2(set(name, QVariant()), qPrintable(kind + QLatin1Char('.') + name + QStringLiteral(" clear: ") + editor.lastRefusal()));
            QCOMPARE(document.undoStack()->index(), steps + 2);
            QVERIFY(!fieldOf(form(), name).value(QStringLiteral("present")).toBool() || type == QLatin1String("boolean"));
        }
    }
}

}  // namespace

class AuthoringFormsTest : public QObject {
    Q_OBJECT

private slots:
    void everyObjectiveKindsEveryFieldIsEditable();
    void everySpecialRuleKindsEveryFieldIsEditable();
    void theFormsAreTheEnginesTable();
    void theRuleWordsFollowTheFields();
    void aFindingPointsAtItsField();
    void whatARuleTouchesIsTheEnginesAnswer();
    void aRefusedValueChangesNothing();
};

void AuthoringFormsTest::everyObjectiveKindsEveryFieldIsEditable() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kRich)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    for (const RuleKindInfo& kind : objectiveKinds()) {
        const int index = editor.addObjective(3, 6);
        QVERIFY(index >= 0);
        if (editor.objectives().value(index).toMap().value(QStringLiteral("kind")) != qsv(kind.name))
            QVERIFY(editor.setObjectiveProperty(index, QStringLiteral("kind"), qsv(kind.name)));
        editEveryField(document, editor, true, index, qsv(kind.name));
        if (QTest::currentTestFailed()) return;
    }
}

void AuthoringFormsTest::everySpecialRuleKindsEveryFieldIsEditable() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kRich)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    editor.setSelectedHexes({QPoint(5, 7), QPoint(6, 7)});  // what a kind that needs hexes takes
    for (const RuleKindInfo& kind : specialRuleKinds()) {
        const int steps = document.undoStack()->index();
        const int index = editor.addSpecialRule(qsv(kind.name));
        QVERIFY2(index >= 0, qPrintable(qsv(kind.name) + QStringLiteral(": ") + editor.lastRefusal()));
        QCOMPARE(document.undoStack()->index(), steps + 1);
        editEveryField(document, editor, false, index, qsv(kind.name));
        if (QTest::currentTestFailed()) return;
    }
}

void AuthoringFormsTest::theFormsAreTheEnginesTable() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kRich)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    for (int i = 0; i < static_cast<int>(document.scenario()->objectives.size()); ++i) {
        QStringList expected;
        for (const RuleField& f : objectiveCommonFields()) expected << qsv(f.name);
        for (const RuleField& f : kindInfo(document.scenario()->objectives[static_cast<std::size_t>(i)].kind).fields) expected << qsv(f.name);
        QCOMPARE(names(editor.objectiveForm(i)), expected);
    }
    for (int i = 0; i < static_cast<int>(document.scenario()->specialRules.size()); ++i) {
        const RuleKindInfo& kind = kindInfo(document.scenario()->specialRules[static_cast<std::size_t>(i)].kind);
        QStringList expected;
        for (const RuleField& f : kind.fields) expected << qsv(f.name);
        expected << QStringLiteral("text");  // every rule may carry the battle notes' words
        QCOMPARE(names(editor.specialRuleForm(i)), expected);
        for (const QVariant& f : editor.specialRuleForm(i)) {  // type, range and meaning from the table
            const RuleField* field = findField(kind, f.toMap().value(QStringLiteral("name")).toString().toStdString());
            if (!field) continue;
            QCOMPARE(f.toMap().value(QStringLiteral("summary")).toString(), qsv(field->summary));
            QCOMPARE(f.toMap().value(QStringLiteral("caption")).toString(), QString::fromStdString(fieldCaption(*field)));
            QCOMPARE(f.toMap().value(QStringLiteral("min")).toInt(), field->min);
            QCOMPARE(f.toMap().value(QStringLiteral("max")).toInt(), field->max);
        }
    }
    // The ids a field names come from the game system and the scenario.
    const QVariantMap units = fieldOf(editor.specialRuleForm(1), QStringLiteral("units"));  // forced-retreat
    QCOMPARE(units.value(QStringLiteral("refersTo")).toString(), QStringLiteral("unit"));
    QCOMPARE(units.value(QStringLiteral("options")).toList().size(), static_cast<qsizetype>(document.scenario()->units.size()));
    const QVariantMap cards = fieldOf(editor.specialRuleForm(3), QStringLiteral("cards"));  // ship-fire
    const QVariantList deck = cards.value(QStringLiteral("options")).toList();
    QVERIFY(std::any_of(deck.begin(), deck.end(), [](const QVariant& o) { return o.toMap().value(QStringLiteral("id")) == QStringLiteral("bombard"); }));
}

void AuthoringFormsTest::theRuleWordsFollowTheFields() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kRich)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    const auto objectiveWords = [&](int i) { return editor.objectives().value(i).toMap().value(QStringLiteral("summary")).toString(); };
    const auto ruleWords = [&](int i) { return editor.specialRules().value(i).toMap().value(QStringLiteral("summary")).toString(); };
    QVERIFY2(objectiveWords(2).contains(QStringLiteral("at most 2 a turn")), qPrintable(objectiveWords(2)));
    QVERIFY(editor.setObjectiveProperty(2, QStringLiteral("maxPerTurn"), 3));
    QVERIFY2(objectiveWords(2).contains(QStringLiteral("at most 3 a turn")), qPrintable(objectiveWords(2)));
    // The sides by their armies (Bemis Heights: British at the top, Continental at the bottom).
    QVERIFY2(objectiveWords(0).contains(QStringLiteral("2 (British) / 1 (Continental) banners")), qPrintable(objectiveWords(0)));
    QVERIFY2(ruleWords(3).contains(QStringLiteral("fires 2 dice")), qPrintable(ruleWords(3)));
    QVERIFY(editor.setSpecialRuleProperty(3, QStringLiteral("dice"), 3));
    QVERIFY2(ruleWords(3).contains(QStringLiteral("fires 3 dice")), qPrintable(ruleWords(3)));
    // Free text stays marked as not played.
    QVERIFY(editor.addSpecialRule(QStringLiteral("text")) >= 0);
    QCOMPARE(editor.specialRules().constLast().toMap().value(QStringLiteral("enforced")).toBool(), false);
}

void AuthoringFormsTest::aFindingPointsAtItsField() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kRich)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(fieldOf(editor.specialRuleForm(2), QStringLiteral("units")).value(QStringLiteral("problems")).toList().isEmpty());
    // A unit id the scenario does not have: the engine's finding lands on the morale-as rule's units.
    QVERIFY(editor.setSpecialRuleProperty(2, QStringLiteral("units"), QVariantList{QStringLiteral("con-11"), QStringLiteral("nobody")}));
    const QVariantList problems = fieldOf(editor.specialRuleForm(2), QStringLiteral("units")).value(QStringLiteral("problems")).toList();
    QVERIFY(!problems.isEmpty());
    QVERIFY(fieldOf(editor.specialRuleForm(2), QStringLiteral("as")).value(QStringLiteral("problems")).toList().isEmpty());
    bool pointed = false;
    for (const Diagnostic& d : document.diagnostics()->diagnostics())
        pointed = pointed || d.pointer.starts_with(fieldOf(editor.specialRuleForm(2), QStringLiteral("units")).value(QStringLiteral("pointer")).toString().toStdString());
    QVERIFY(pointed);
}

void AuthoringFormsTest::whatARuleTouchesIsTheEnginesAnswer() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kRich)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    const auto reach = [&](int i, const char* part) { return editor.specialRuleReach(i).value(QLatin1String(part)).toList(); };
    QCOMPARE(reach(0, "hexes"), (QVariantList{QPoint(3, 5), QPoint(4, 5), QPoint(5, 5)}));  // the creek
    QCOMPARE(reach(1, "hexes"), (QVariantList{QPoint(2, 3), QPoint(0, 4)}));                 // forced retreat: the units…
    QCOMPARE(reach(1, "arrows").size(), 4);                                                   // …and two directions each
    QCOMPARE(reach(1, "arrows").constFirst().toMap().value(QStringLiteral("side")).toInt(), 0);  // NE
    QCOMPARE(reach(3, "hexes"), (QVariantList{QPoint(11, 7), QPoint(12, 6)}));               // the ship's targets
    QCOMPARE(reach(4, "edges").size(), 6);                                                    // every wood fence
    QVERIFY(reach(5, "hexes").size() == 2 && reach(5, "arrows").isEmpty());
    // A waterway with no types names every river and stream tile; here 14 streams.
    editor.setSelectedHexes({});
    const int waterway = editor.addSpecialRule(QStringLiteral("waterway"));
    QVERIFY(waterway >= 0);
    QCOMPARE(reach(waterway, "hexes").size(), 14);
    QCOMPARE(editor.terrainGroup(4, 2).size(), 12);  // all hill hexes of this group
    QCOMPARE(editor.terrainGroup(9, 3).constFirst(), QVariant(QPoint(4, 2)));  // in board order, wherever it starts
    QVERIFY(editor.terrainGroup(0, 0).isEmpty());
    QCOMPARE(editor.piecesOn({QPoint(2, 3), QPoint(0, 4), QPoint(3, 6)}, false), (QStringList{QStringLiteral("bri-1"), QStringLiteral("bri-3")}));
    QCOMPARE(editor.piecesOn({QPoint(2, 3)}, true), QStringList{QStringLiteral("balcarres")});
}

void AuthoringFormsTest::aRefusedValueChangesNothing() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kRich)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    const int steps = document.undoStack()->index();
    QVERIFY(!editor.setSpecialRuleProperty(3, QStringLiteral("dice"), 40));  // the table's range is 1..6
    QVERIFY(!editor.lastRefusal().isEmpty());
    QVERIFY(!editor.setSpecialRuleProperty(0, QStringLiteral("hexes"), QVariantList{}));  // required: cannot go
    QVERIFY(!editor.setSpecialRuleProperty(0, QStringLiteral("nonsense"), 1));
    QCOMPARE(document.undoStack()->index(), steps);
    editor.setSelectedHexes({});
    QCOMPARE(editor.addSpecialRule(QStringLiteral("creek-as-marsh")), -1);  // a creek needs hexes chosen first
    QVERIFY(!editor.lastRefusal().isEmpty());
    QCOMPARE(document.undoStack()->index(), steps);
}

STUDIO_TEST_MAIN("studio-authoring-forms-tests", AuthoringFormsTest)
#include "authoring_forms_test.moc"
