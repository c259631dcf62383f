// Rebuilding battles' objectives and special rules through the real main window, offscreen,
// with mouse clicks and keys only: each battle is opened with its units
// and terrain but without objectives and special rules; the designer picks hexes and units on
// the board (click, Shift+click, a box, "all hill hexes of this group"), adds each objective and
// rule in the Rules tab, fills every field in its form, saves with Ctrl+S, and the export must
// equal the expected file byte for byte. Then a finding chosen in the problems panel must
// bring up its field. Screenshots of the forms and of the board's highlights are written to the
// build tree (authoring-*.png).
#include <QCoreApplication>
#include <QFileInfo>
#include <QQuickStyle>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWheelEvent>

#include "editing/scenarioeditor.h"
#include "fixtures.h"
#include "studio_test_main.h"
#include "tricorne/io/scenario_json.h"
#include "window_driver.h"

using driver::settle;

namespace {

constexpr auto kData = TRICORNE_SOURCE_DIR "/tests/data/authoring/";

/// The battle at `path` without its objectives and special rules, written to `dir`: what the
/// designer starts from.
QString stripped(const QString& path, const QTemporaryDir& dir) {
    ScenarioDocument full;
    if (!full.openFile(path)) return {};
    tricorne::Scenario s = *full.scenario();
    s.objectives.clear();
    s.specialRules.clear();
    const QString out = dir.filePath(QStringLiteral("start.tricorne.json"));
    QFile file(out);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QByteArray::fromStdString(tricorne::canonicalScenarioText(s)));
    return out;
}

/// The designer at the window: the Rules tab's cards and fields, found by what they show.
class Designer : public driver::Studio {
public:
    /// Card `index` of type "ObjectiveCard" or "RuleCard".
    QQuickItem* card(const char* type, int index) const {
        return driver::findItem(window()->contentItem(), [&](QQuickItem* i) {
            return QString::fromLatin1(i->metaObject()->className()).startsWith(QLatin1String(type)) && i->property("index").toInt() == index;
        });
    }
    /// The shown item named `name` in `card`.
    static QQuickItem* in(QQuickItem* card, const QString& name) {
        return driver::findItem(card, [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
    }
    /// Scrolls the rules panel with the mouse wheel until `item` is in view, inside the window,
    /// and has come to rest there (a wheel turn scrolls with an animation, which a loaded machine
    /// — the sanitized build — may still be playing when the item first comes into view).
    bool reveal(QQuickItem* item) {
        QQuickItem* panel = ofType("RulesPanel");
        if (!item || !panel) return false;
        QRectF before;
        for (int i = 0; i < 160; ++i) {
            const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            const QRectF v = panel->mapRectToScene(QRectF(0, 0, panel->width(), panel->height()))
                                 .intersected(QRectF(0, 0, window()->width(), window()->height()));
            if (r.top() >= v.top() && r.bottom() <= v.bottom()) {
                if (r == before) return true;
                before = r;
                QTest::qWait(60);
                continue;
            }
            before = QRectF();
            const QPointF at = v.center();
            QWheelEvent wheel(at, window()->mapToGlobal(at), QPoint(), QPoint(0, r.top() < v.top() ? 120 : -120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(window(), &wheel);
            QTest::qWait(60);
        }
        return false;
    }
    bool press(QQuickItem* item) { return reveal(item) && click(item); }
    /// Chooses `text` in a combo box: a click opens its list, the arrow keys walk it, Return takes it.
    bool choose(QQuickItem* combo, const QString& text) {
        if (!press(combo)) return false;
        int target = -1;
        QMetaObject::invokeMethod(combo, "find", Q_RETURN_ARG(int, target), Q_ARG(QString, text));
        if (target < 0) return false;
        int at = combo->property("highlightedIndex").toInt();
        for (; at < target; ++at) key(Qt::Key_Down);
        for (; at > target; --at) key(Qt::Key_Up);
        key(Qt::Key_Return);
        return combo->property("currentText").toString() == text;
    }
    /// Replaces the text of a field (a text field, or a number field, committed with Return).
    bool typeInto(QQuickItem* field, const QByteArray& text, bool commit = false) {
        if (!press(field)) return false;
        key(Qt::Key_A, Qt::ControlModifier);
        type(text);
        if (commit) key(Qt::Key_Return);
        return true;
    }
    /// Chooses hexes with the Select tool: a click on the first, Shift+click on the others.
    void select(std::initializer_list<QPoint> hexes) {
        chooseTool("select");
        bool first = true;
        for (const QPoint& h : hexes) {
            clickHex(h.x(), h.y(), first ? Qt::NoModifier : Qt::ShiftModifier);
            first = false;
        }
    }
    /// Drags a box from the centre of one hex to the centre of another (Select tool).
    void box(QPoint from, QPoint to) {
        chooseTool("select");
        // From above-left of the first centre to below-right of the last: both centres inside.
        const QPoint a = hex(from.x(), from.y()) - QPoint(8, 8), b = hex(to.x(), to.y()) + QPoint(8, 8);
        QTest::mousePress(window(), Qt::LeftButton, {}, a);
        for (int step = 1; step <= 4; ++step) QTest::mouseMove(window(), a + (b - a) * step / 4);
        QTest::mouseRelease(window(), Qt::LeftButton, {}, b);
        settle();
    }
    /// Adds a special rule of the kind titled `title` (the engine's words) with the Rules tab's
    /// kind box and Add; the new rule's card.
    QQuickItem* addRule(const QString& title) {
        const int before = static_cast<int>(m_document.scenario()->specialRules.size());
        if (!choose(named(QStringLiteral("newRuleKind")), title) || !press(named(QStringLiteral("addRule")))) return nullptr;
        if (static_cast<int>(m_document.scenario()->specialRules.size()) != before + 1) return nullptr;
        return card("RuleCard", before);
    }
    /// Adds an objective on the hex selected last ("Add on col,row"); its card.
    QQuickItem* addObjective() {
        const int before = static_cast<int>(m_document.scenario()->objectives.size());
        if (!press(named(QStringLiteral("addObjective")))) return nullptr;
        if (static_cast<int>(m_document.scenario()->objectives.size()) != before + 1) return nullptr;
        return card("ObjectiveCard", before);
    }
    /// The label a form shows for id `id` of field `field` of special rule `index`.
    QString optionLabel(int index, const QString& field, const QString& id) const {
        ScenarioEditor editor;
        editor.setDocument(&m_document);
        for (const QVariant& f : editor.specialRuleForm(index))
            if (f.toMap().value(QStringLiteral("name")) == field)
                for (const QVariant& o : f.toMap().value(QStringLiteral("options")).toList())
                    if (o.toMap().value(QStringLiteral("id")) == id) return o.toMap().value(QStringLiteral("label")).toString();
        return {};
    }
    void grab(const QString& name) const {
        window()->grabWindow().save(QStringLiteral("authoring-%1.png").arg(name));
    }
    explicit Designer(ScenarioDocument& document) : driver::Studio(document), m_document(document) {}

private:
    ScenarioDocument& m_document;
};

}  // namespace

class AuthoringRebuildTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void rebuildsKilliecrankie();
    void rebuildsBemisHeights();
    void rebuildsEveryRichField();
    void aFindingBringsUpItsField();
    void bannersBySideAreEditableAndClearSwitchesForms();
    void formsAreRebuiltOnlyByTheEditsTheyShow();

private:
    /// Saves with Ctrl+S and compares the export with `expected`.
    static void saveAndCompare(Designer& designer, ScenarioDocument& document, const QString& expected);
};

void AuthoringRebuildTest::saveAndCompare(Designer& designer, ScenarioDocument& document, const QString& expected) {
    designer.clickHex(0, 10);  // the board takes the keys: Ctrl+S is the window's
    designer.key(Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!document.isModified());
    QTemporaryDir dir;
    const QString exported = dir.filePath(QStringLiteral("exported.tricorne.json"));
    QVERIFY2(document.exportTo(exported), qPrintable(document.exportBlockedReason() + document.errorString()));
    const QByteArray bytes = fixtures::bytesOf(exported);
    if (bytes != fixtures::bytesOf(expected)) {  // kept in the build tree, to diff against the expected file
        const QString kept = QStringLiteral("authoring-%1").arg(QFileInfo(expected).fileName());
        QFile::remove(kept);
        QFile::copy(exported, kept);
        QFAIL(qPrintable(QStringLiteral("the export differs from %1: see %2").arg(expected, kept)));
    }
}

void AuthoringRebuildTest::rebuildsKilliecrankie() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(stripped(fixtures::scenarioPath("killiecrankie"), dir)));
    Designer d(document);
    QVERIFY(d.click(d.named(QStringLiteral("tab-rules"))));
    QQuickItem* rule = d.addRule(QStringLiteral("Opening cannonade"));
    QVERIFY(rule);
    QVERIFY(d.press(Designer::in(rule, QStringLiteral("field-mustRetire-top"))));
    QVERIFY(d.typeInto(Designer::in(rule, QStringLiteral("field-text")),
                       "Opening Cannonade rules are in effect. After the opening the cannonade, the government guns must retire "
                       "because the cannons were found to have rotten cartridges."));
    saveAndCompare(d, document, QString::fromUtf8(kData) + QStringLiteral("killiecrankie.expected.tricorne.json"));
}

void AuthoringRebuildTest::rebuildsBemisHeights() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(stripped(fixtures::scenarioPath("bemis-heights"), dir)));
    Designer d(document);
    QVERIFY(d.click(d.named(QStringLiteral("tab-rules"))));
    QVERIFY(d.addRule(QStringLiteral("Opening cannonade")));
    saveAndCompare(d, document, QString::fromUtf8(kData) + QStringLiteral("bemis-heights.expected.tricorne.json"));
}

void AuthoringRebuildTest::rebuildsEveryRichField() {
    QTemporaryDir dir;
    const QString expected = QString::fromUtf8(kData) + QStringLiteral("bemis-rich-rules.tricorne.json");
    ScenarioDocument document;
    QVERIFY(document.openFile(stripped(expected, dir)));
    Designer d(document);
    const QString top = document.board()->topName(), bottom = document.board()->bottomName();
    QVERIFY(d.click(d.named(QStringLiteral("tab-rules"))));

    // Bemis Heights: a majority of the hill group, worth 2 to the top side and 1 to the bottom,
    // held by the top side at the start.
    d.select({QPoint(4, 2)});
    QQuickItem* o = d.addObjective();
    QVERIFY(o);
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-id")), "heights"));
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-name")), "Bemis Heights"));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("objectiveKind")), QStringLiteral("Majority, at the start of the turn")));
    QVERIFY(d.press(Designer::in(o, QStringLiteral("field-hexes-group"))));  // all hill hexes of this group
    QCOMPARE(document.scenario()->objectives[0].hexes.size(), std::size_t{12});
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-bannersBySide-top")), "2", true));
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-bannersBySide-bottom")), "1", true));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("field-holder")), top));
    d.grab(QStringLiteral("objective-form"));

    // Freeman's Farm: the last side to occupy it, the bottom side at the start.
    d.select({QPoint(3, 6)});
    QVERIFY((o = d.addObjective()));
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-id")), "farm"));
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-name")), "Freeman's Farm"));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("objectiveKind")), QStringLiteral("Last to occupy")));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("field-holder")), bottom));

    // The camp: two hexes chosen with a box, banners again each turn, at most 2 a turn.
    d.box(QPoint(4, 1), QPoint(5, 1));
    QVERIFY((o = d.addObjective()));
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-id")), "camp"));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("objectiveKind")), QStringLiteral("Repeating, at the start of each turn")));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("field-for")), bottom));
    QVERIFY(d.press(Designer::in(o, QStringLiteral("field-hexes-set"))));
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-maxPerTurn")), "2", true));

    // Withdrawing pays only once 4 banners have been won in all.
    QVERIFY((o = d.addObjective()));
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-id")), "retreat"));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("objectiveKind")), QStringLiteral("Withdraw")));
    QVERIFY(d.choose(Designer::in(o, QStringLiteral("field-for")), top));
    QVERIFY(d.press(Designer::in(o, QStringLiteral("clear-hexes"))));  // every baseline hex
    QVERIFY(d.typeInto(Designer::in(o, QStringLiteral("field-afterTotalBanners")), "4", true));

    // The creek, three hexes Shift+clicked; the top side's units crossing it are removed.
    d.select({QPoint(3, 5), QPoint(4, 5), QPoint(5, 5)});
    QQuickItem* r = d.addRule(QStringLiteral("Creek crossed as a marsh"));
    QVERIFY(r);
    QVERIFY(d.choose(Designer::in(r, QStringLiteral("field-side")), top));

    // Two British units retreat only north-east or north-west.
    d.select({QPoint(2, 3), QPoint(0, 4)});
    QVERIFY((r = d.addRule(QStringLiteral("Forced retreat direction"))));
    QVERIFY(d.press(Designer::in(r, QStringLiteral("field-units-set"))));
    QVERIFY(d.press(Designer::in(r, QStringLiteral("field-toward-NW"))));

    // Two militia units retreat and rally as regulars.
    d.select({QPoint(4, 9), QPoint(6, 9)});
    QVERIFY((r = d.addRule(QStringLiteral("Morale as another unit type"))));
    QVERIFY(d.press(Designer::in(r, QStringLiteral("field-units-set"))));
    QVERIFY(d.choose(Designer::in(r, QStringLiteral("field-as")), d.optionLabel(2, QStringLiteral("as"), QStringLiteral("regular"))));

    // A ship off the board fires 2 dice at two hexes, and again on Bombard.
    d.select({QPoint(11, 7), QPoint(12, 6)});
    QVERIFY((r = d.addRule(QStringLiteral("Ship fire"))));
    QVERIFY(d.typeInto(Designer::in(r, QStringLiteral("field-name")), "HMS Vulture"));
    QVERIFY(d.choose(Designer::in(r, QStringLiteral("field-side")), top));
    QVERIFY(d.typeInto(Designer::in(r, QStringLiteral("field-dice")), "2", true));
    QVERIFY(d.press(Designer::in(r, QStringLiteral("field-cards-bombard"))));

    // Wood fences play as stone fences.
    QVERIFY((r = d.addRule(QStringLiteral("Hex-side feature as another"))));
    QVERIFY(d.choose(Designer::in(r, QStringLiteral("field-from")), d.optionLabel(4, QStringLiteral("from"), QStringLiteral("wood-fence"))));
    QVERIFY(d.choose(Designer::in(r, QStringLiteral("field-as")), d.optionLabel(4, QStringLiteral("as"), QStringLiteral("stone-fence"))));

    // Once per battle an infantry unit of the bottom side on two hexes gets a block back.
    d.select({QPoint(5, 7), QPoint(6, 7)});
    QVERIFY((r = d.addRule(QStringLiteral("Block return"))));
    QVERIFY(d.press(Designer::in(r, QStringLiteral("field-unitKinds-infantry"))));
    d.grab(QStringLiteral("rule-forms"));

    // Pointing at a rule shows on the board what it touches: the forced retreat's arrows.
    QQuickItem* retreat = d.card("RuleCard", 1);
    QVERIFY(d.reveal(retreat));
    QTest::mouseMove(d.window(), driver::centreOf(retreat));
    settle();
    QTRY_COMPARE(driver::findItem(d.board(), [](QQuickItem* i) { return i->objectName() == QLatin1String("ruleHighlightArrow"); }) != nullptr, true);
    d.grab(QStringLiteral("highlight-forced-retreat"));
    // The creek's reach on the board, as its card's HoverHandler sets it (pointing itself is
    // shown just above): bringing a second card under the pointer by wheel turns was flaky on a
    // loaded machine, where the card could end up above the panel's scrolled area.
    QQuickItem* creek = d.card("RuleCard", 0);
    QVERIFY(creek);
    auto* editor = creek->property("editor").value<QObject*>();
    QVERIFY(editor);
    QVariantMap reach;
    QVERIFY(QMetaObject::invokeMethod(editor, "specialRuleReach", Q_RETURN_ARG(QVariantMap, reach), Q_ARG(int, 0)));
    reach.insert(QStringLiteral("owner"), QStringLiteral("rule-0"));
    QVERIFY(editor->setProperty("highlight", reach));
    const auto shaded = [&] {
        int n = 0;
        fixtures::forEachItem(d.board(), [&](QQuickItem* i) { n += i->objectName() == QLatin1String("ruleHighlightHex") && i->isVisible(); });
        return n;
    };
    QTRY_COMPARE(shaded(), 3);
    d.grab(QStringLiteral("highlight-creek"));

    saveAndCompare(d, document, expected);
}

void AuthoringRebuildTest::aFindingBringsUpItsField() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kData) + QStringLiteral("bemis-rich-rules.tricorne.json")));
    ScenarioEditor editor;  // a morale-as rule naming a unit the battle does not have
    editor.setDocument(&document);
    QVERIFY(editor.setSpecialRuleProperty(2, QStringLiteral("units"), QVariantList{QStringLiteral("con-11"), QStringLiteral("nobody")}));
    Designer d(document);
    QVERIFY(d.click(d.named(QStringLiteral("tab-problems"))));
    QQuickItem* finding = driver::findItem(d.window()->contentItem(), [](QQuickItem* i) {
        return i->isVisible() && i->property("pointer").toString().startsWith(QLatin1String("/specialRules/2/units"));
    });
    QVERIFY(finding);
    QVERIFY(d.click(finding));
    QQuickItem* rules = d.ofType("RulesPanel");
    QVERIFY(rules);  // the Rules tab is shown…
    QQuickItem* problems = nullptr;
    QTRY_VERIFY((problems = Designer::in(d.card("RuleCard", 2), QStringLiteral("fieldProblems"))) != nullptr);
    // …with the field's finding in view.
    const auto inView = [&] {
        const QRectF r = problems->mapRectToScene(QRectF(0, 0, problems->width(), problems->height()));
        return rules->mapRectToScene(QRectF(0, 0, rules->width(), rules->height())).contains(r.center());
    };
    QTRY_VERIFY2(inView(), "the field the finding is about is scrolled into view");
    d.grab(QStringLiteral("finding-field"));
}

void AuthoringRebuildTest::bannersBySideAreEditableAndClearSwitchesForms() {
    // Bunker Hill's first objective: 1 banner, for the top side (the British).
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json")));
    Designer d(document);
    QVERIFY(d.click(d.named(QStringLiteral("tab-rules"))));
    const tricorne::Objective& o = document.scenario()->objectives[0];
    QCOMPARE(o.banners, std::optional<int>(1));
    QCOMPARE(o.beneficiary, tricorne::Beneficiary::Top);
    QQuickItem* card = d.card("ObjectiveCard", 0);
    QVERIFY(card);
    // An objective for the British alone offers the British number only (issue 30: the other
    // army's field meant nothing there).
    QQuickItem* top = Designer::in(card, QStringLiteral("field-bannersBySide-top"));
    QVERIFY(top);
    QVERIFY(!Designer::in(card, QStringLiteral("field-bannersBySide-bottom")));

    // The side's field shows the shared number, and takes one of its own at once.
    QCOMPARE(top->property("value").toInt(), 1);
    const int steps = document.undoStack()->count();
    QVERIFY(d.typeInto(top, "3", true));
    QCOMPARE(document.undoStack()->count(), steps + 1);
    QVERIFY(!o.banners);
    QCOMPARE(o.bannersTop, std::optional<int>(3));
    QVERIFY(!o.bannersBottom);

    // Clear on the sides' numbers: one number again, the one of the side it is for.
    QVERIFY(d.press(Designer::in(card, QStringLiteral("clear-bannersBySide"))));
    QCOMPARE(document.undoStack()->count(), steps + 2);
    QCOMPARE(o.banners, std::optional<int>(3));
    QVERIFY(!o.bannersTop && !o.bannersBottom);

    // Clear on Banners: that number for the side it is for.
    QVERIFY(d.press(Designer::in(card, QStringLiteral("clear-banners"))));
    QCOMPARE(document.undoStack()->count(), steps + 3);
    QVERIFY(!o.banners);
    QCOMPARE(o.bannersTop, std::optional<int>(3));
    QVERIFY(!o.bannersBottom);
    QCOMPARE(Designer::in(card, QStringLiteral("field-bannersBySide-top"))->property("value").toInt(), 3);

    // For both sides, each has its number: a British number and a Continental one.
    QVERIFY(d.choose(Designer::in(card, QStringLiteral("field-for")), QStringLiteral("Both sides")));
    QTRY_VERIFY((card = d.card("ObjectiveCard", 0)) && Designer::in(card, QStringLiteral("field-bannersBySide-bottom")));
    QVERIFY(Designer::in(card, QStringLiteral("field-bannersBySide-top")));
}

void AuthoringRebuildTest::formsAreRebuiltOnlyByTheEditsTheyShow() {
    // A card's form follows the edits it shows (ScenarioEditor::formsRevision), as Tiled's
    // panels follow their change events: painting a hex no rule names leaves every form as it
    // was, a unit's edit (a piece the forms offer) and a rule's own edit rebuild them.
    ScenarioDocument document;
    QVERIFY(document.openFile(fixtures::scenarioPath("bunker-hill")));
    QVERIFY(!document.scenario()->objectives.empty() && !document.scenario()->specialRules.empty());
    Designer d(document);
    QVERIFY(d.click(d.named(QStringLiteral("tab-rules"))));
    QQuickItem* objective = nullptr;
    QQuickItem* rule = nullptr;
    QTRY_VERIFY((objective = d.card("ObjectiveCard", 0)) && (rule = d.card("RuleCard", 0)));
    QSignalSpy objectiveForm(objective, SIGNAL(formChanged()));
    QSignalSpy ruleForm(rule, SIGNAL(formChanged()));
    QSignalSpy findings(document.diagnostics(), &QAbstractItemModel::modelReset);
    ScenarioEditor editor;
    editor.setDocument(&document);

    const int revision = document.revision();
    QVERIFY(editor.paintTerrain(6, 10, QStringLiteral("forest"), {}, 0, 0));
    settle();
    QVERIFY(document.revision() > revision);
    QCOMPARE(findings.count(), 0);   // else the forms would show new findings
    QCOMPARE(objectiveForm.count(), 0);
    QCOMPARE(ruleForm.count(), 0);

    const tricorne::Offset at = tricorne::toOffset(document.scenario()->units.front().hex);
    QVERIFY(editor.setUnitBlocks(at.col, at.row, document.scenario()->units.front().blocks == 1 ? 2 : 1));
    settle();
    QCOMPARE(objectiveForm.count(), 1);
    QCOMPARE(ruleForm.count(), 1);

    QVERIFY(editor.setSpecialRuleProperty(0, QStringLiteral("text"), QStringLiteral("A designer's note.")));
    settle();
    QCOMPARE(ruleForm.count(), 2);
}

STUDIO_TEST_MAIN("studio-authoring-rebuild-tests", AuthoringRebuildTest)
#include "authoring_rebuild_test.moc"
