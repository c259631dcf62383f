// The engine's composed sentences in the studio's language (issue #30): the objective and
// special-rule lines of the Rules tab, the sheet and the board's tooltips, and the hex
// inspector's lines, under a German locale. The engine composes them as marked templates with
// their values (tricorne::Text); the studio translates each part (editor/src/app/enginetext.h).
#include <algorithm>

#include <QDir>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>

#include "app/translations.h"
#include "common/enginetext.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "playtest/playtestsession.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"
#include "tricorne/text/rule_text.h"

namespace {

/// The shipped battles, by path.
QStringList shippedBattles() {
    QStringList paths;
    const QDir dir(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios"));
    for (const QString& name : dir.entryList({QStringLiteral("*.tricorne.json")}, QDir::Files, QDir::Name)) paths << dir.filePath(name);
    return paths;
}

/// The English words of the engine's templates that a German line must not show: a line that
/// has one still reads, in part, as the engine's English.
QString englishIn(const QString& line, const QStringList& words) {
    for (const QString& word : words)
        if (line.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(word), QRegularExpression::CaseInsensitiveOption))) return word;
    return {};
}

}  // namespace

class EngineSentencesTest : public QObject {
    Q_OBJECT
private slots:
    void rulesTabReadsInGermanUnderAGermanLocale();
    void hexInspectorReadsInGermanUnderAGermanLocale();
    void playtestReadsInGermanUnderAGermanLocale();
};

void EngineSentencesTest::rulesTabReadsInGermanUnderAGermanLocale() {
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    const QStringList english{QStringLiteral("banners?"), QStringLiteral("per"),    QStringLiteral("the"),     QStringLiteral("side"),
                              QStringLiteral("turn"),     QStringLiteral("kept"),   QStringLiteral("while"),   QStringLiteral("hex(es)?"),
                              QStringLiteral("units?"),   QStringLiteral("when"),   QStringLiteral("fires?"),  QStringLiteral("players?"),
                              QStringLiteral("rally"),    QStringLiteral("check"),  QStringLiteral("retreat"), QStringLiteral("without"),
                              QStringLiteral("and"),      QStringLiteral("cannonade"), QStringLiteral("for"),  QStringLiteral("immediate")};
    int lines = 0;
    for (const QString& path : shippedBattles()) {
        ScenarioDocument document;
        QVERIFY2(document.openFile(path), qPrintable(path));
        ScenarioEditor editor;
        editor.setDocument(&document);
        const tricorne::Scenario& scenario = *document.scenario();
        const QVariantList objectives = editor.objectives();
        QCOMPARE(objectives.size(), static_cast<qsizetype>(scenario.objectives.size()));
        for (qsizetype i = 0; i < objectives.size(); ++i) {
            const QString summary = objectives[i].toMap().value(QStringLiteral("summary")).toString();
            const QString word = englishIn(summary, english);
            QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("%1: objective %2 reads “%3” (“%4” is English)")
                                                    .arg(path, QString::number(i), summary, word)));
            QVERIFY2(summary.contains(QStringLiteral("Siegesbanner")) || summary.contains(QStringLiteral("Sieg")), qPrintable(summary));
            ++lines;
        }
        const QVariantList rules = editor.specialRules();
        for (qsizetype i = 0; i < rules.size(); ++i) {
            if (scenario.specialRules[static_cast<std::size_t>(i)].kind == tricorne::SpecialRuleKind::Text) continue;  // the designer's words
            const QString summary = rules[i].toMap().value(QStringLiteral("summary")).toString();
            const QString word = englishIn(summary, english);
            QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("%1: special rule %2 reads “%3” (“%4” is English)")
                                                    .arg(path, QString::number(i), summary, word)));
            ++lines;
        }
    }
    QVERIFY(lines > 50);

    // One line word for word: the side by its army's German name, the count in German.
    ScenarioDocument bunkerHill;
    QVERIFY(bunkerHill.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json")));
    ScenarioEditor editor;
    editor.setDocument(&bunkerHill);
    QStringList summaries;
    for (const QVariant& o : editor.objectives()) summaries << o.toMap().value(QStringLiteral("summary")).toString();
    QVERIFY2(summaries.contains(QStringLiteral("1 Siegesbanner für Briten, solange der Feind in einem Abschnitt keine Einheit hat, gewertet zu Zugbeginn")), qPrintable(summaries.join(QLatin1Char('\n'))));
}

void EngineSentencesTest::hexInspectorReadsInGermanUnderAGermanLocale() {
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    const QStringList english{QStringLiteral("Movement"),  QStringLiteral("Battle"),   QStringLiteral("sight"),   QStringLiteral("Protection"),
                              QStringLiteral("Crossing"),  QStringLiteral("infantry"), QStringLiteral("cavalry"), QStringLiteral("artillery"),
                              QStringLiteral("restriction"), QStringLiteral("stop"),   QStringLiteral("side"),    QStringLiteral("the"),
                              QStringLiteral("Open"),      QStringLiteral("ground"),   QStringLiteral("ignores?"), QStringLiteral("melee"),
                              QStringLiteral("blocked"),   QStringLiteral("clear"),    QStringLiteral("leaders")};
    int lines = 0;
    for (const QString& path : shippedBattles()) {
        ScenarioDocument document;
        QVERIFY2(document.openFile(path), qPrintable(path));
        for (int i = 0; i < tricorne::board::kHexCount; ++i) {
            const tricorne::Offset at = tricorne::board::offsetAt(i);
            for (const QString& line : ScenarioEditor::terrainEffectsOf(&document, at.col, at.row)) {
                // The booklet's reference ("000 · BOGGY GROUND") is cited as printed.
                const QString words = QString(line).remove(QRegularExpression(QStringLiteral("\\(\\d{3} · [^)]*\\)")));
                const QString word = englishIn(words, english);
                QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("%1 %2,%3: “%4” (“%5” is English)").arg(path).arg(at.col).arg(at.row).arg(line, word)));
                ++lines;
            }
        }
    }
    QVERIFY(lines > 1000);

    // Open ground, and a hill's lines word for word (Bunker Hill has both).
    ScenarioDocument bunkerHill;
    QVERIFY(bunkerHill.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json")));
    const tricorne::Scenario& scenario = *bunkerHill.scenario();
    for (int i = 0; i < tricorne::board::kHexCount; ++i) {
        const tricorne::Hex h = tricorne::board::hexAt(i);
        const bool bare = std::none_of(scenario.terrain.begin(), scenario.terrain.end(), [&](const auto& t) { return t.hex == h; }) &&
                          std::none_of(scenario.hexsides.begin(), scenario.hexsides.end(),
                                       [&](const auto& f) { return f.hex == h || tricorne::neighbour(f.hex, f.side) == h; });
        if (!bare) continue;
        const tricorne::Offset at = tricorne::toOffset(h);
        QCOMPARE(ScenarioEditor::terrainEffectsOf(&bunkerHill, at.col, at.row), QStringList{QStringLiteral("Offenes Gelände: keine Geländeeffekte.")});
        break;
    }
    const auto hill = std::find_if(scenario.terrain.begin(), scenario.terrain.end(), [](const auto& t) { return t.type == "hill"; });
    QVERIFY(hill != scenario.terrain.end());
    const tricorne::Offset at = tricorne::toOffset(hill->hex);
    QCOMPARE(ScenarioEditor::terrainEffectsOf(&bunkerHill, at.col, at.row).mid(0, 5), (QStringList{QStringLiteral("Hügel (001 · HILL)"), QStringLiteral("Bewegung: keine Einschränkung"),
                          QStringLiteral("Kampf nach dem Hineinziehen: Infanterie 0, Kavallerie 0, Artillerie 0"),
                          QStringLiteral("Kampf in das Feld: Infanterie 0, Kavallerie 0, Artillerie 0"),
                          QStringLiteral("Kampf aus dem Feld: Infanterie 0, Kavallerie 0, Artillerie 0")}));
}

void EngineSentencesTest::playtestReadsInGermanUnderAGermanLocale() {
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    PlaytestSession session;
    session.setBotDelay(0);  // instant
    session.setBottomPlayer(QStringLiteral("greedy"));
    session.setTopPlayer(QStringLiteral("random"));
    session.setSeed(11);
    QVERIFY(session.start(&document));
    QVERIFY(session.isGameOver());
    // The actions, the changes, the passed phases and the units left unbattled: the checks'
    // lines and the rules' reasons for dice are the engine's English still.
    const QStringList english{QStringLiteral("moves to"), QStringLiteral("battles"),   QStringLiteral("retreats to"),
                              QStringLiteral("stops"),    QStringLiteral("ignores"),   QStringLiteral("takes ground"),
                              QStringLiteral("holds"),    QStringLiteral("eliminated"), QStringLiteral("loses"),
                              QStringLiteral("leaves the battlefield"), QStringLiteral("banners:"), QStringLiteral("wins"),
                              QStringLiteral("flags? rolled"), QStringLiteral("may ignore"), QStringLiteral("phase passes"),
                              QStringLiteral("does not battle"), QStringLiteral("Play"), QStringLiteral("Order"), QStringLiteral("End")};
    bool moved = false, rolled = false, won = false;
    int lines = 0;
    for (const QVariant& v : session.log()) {
        const QVariantMap line = v.toMap();
        const QString text = line.value(QStringLiteral("text")).toString();
        QString word = englishIn(text, english);
        QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("“%1” (“%2” is English)").arg(text, word)));
        moved = moved || text.contains(QStringLiteral(" zieht nach "));
        QVERIFY2(QStringList({QStringLiteral("Jakobiten"), QStringLiteral("Regierung")}).contains(line.value(QStringLiteral("sideName")).toString()),
                 qPrintable(line.value(QStringLiteral("sideName")).toString()));
        for (const QString& note : line.value(QStringLiteral("notes")).toStringList()) {
            if (note.contains(QStringLiteral(" check for ")) || note.contains(QStringLiteral("Escape of ")) || note.contains(QStringLiteral("Wetland roll")))
                continue;  // a check's line (describeCheck), still English
            word = englishIn(note, english);
            QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("note “%1” of “%2” (“%3” is English)").arg(note, text, word)));
            rolled = rolled || note.contains(QStringLiteral("gewürfelt"));
            won = won || note.startsWith(QStringLiteral("Sieg für "));
        }
        ++lines;
    }
    QVERIFY(lines > 50);
    QVERIFY(moved);
    QVERIFY(rolled);
    QVERIFY(won);
    QVERIFY2(session.phase() == QStringLiteral("Spielende"), qPrintable(session.phase()));
}

STUDIO_TEST_MAIN("studio-engine-sentences-tests", EngineSentencesTest)
#include "engine_sentences_test.moc"
