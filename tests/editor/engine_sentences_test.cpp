// The engine's composed sentences in the studio's language (issue #30): the objective and
// special-rule lines of the Rules tab, the sheet and the board's tooltips, the hex inspector's
// lines, and the playtest's log, prompts and choices' explanations, under a German locale. The
// engine composes them as marked templates with their values (tricorne::Text); the studio
// translates each part (editor/src/common/enginetext.h).
#include <algorithm>
#include <vector>

#include <QDir>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>

#include "app/translations.h"
#include "common/enginetext.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "models/holdsmodel.h"
#include "playtest/playtestsession.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/schema_check.h"
#include "tricorne/text/card_text.h"
#include "tricorne/text/rule_text.h"
#include "tricorne/validate/validate.h"

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
    void untranslatedNamesReadAsTheEngineWroteThem();
    void cardsHoldsAndSightReadInGermanUnderAGermanLocale();
    void fileProblemsReadInGermanUnderAGermanLocale();
};

void EngineSentencesTest::rulesTabReadsInGermanUnderAGermanLocale() {
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    const QStringList english{QStringLiteral("banners?"), QStringLiteral("per"),    QStringLiteral("the"),     QStringLiteral("side"),
                              QStringLiteral("turn"),     QStringLiteral("kept"),   QStringLiteral("while"),   QStringLiteral("hex(es)?"),
                              QStringLiteral("units?"),   QStringLiteral("when"),   QStringLiteral("fires?"),  QStringLiteral("players?"),
                              QStringLiteral("rally"),    QStringLiteral("check"),  QStringLiteral("retreat"), QStringLiteral("without"),
                              QStringLiteral("and"),      QStringLiteral("cannonade"), QStringLiteral("for"),  QStringLiteral("immediate"),
                              // the ids of terrain and unit types a rule lists, named by their tables
                              QStringLiteral("streams?"), QStringLiteral("rivers?"), QStringLiteral("militia"), QStringLiteral("artillery")};
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
    // The actions, the changes, the passed phases, the units left unbattled, the checks with
    // their dice, reasons, faces and outcomes, and the attacks' dice with their reasons. A
    // card's name is a plain value (a "+1 Bayonet Attack" stays), so no word of one is listed.
    const QStringList english{QStringLiteral("moves to"), QStringLiteral("battles"),   QStringLiteral("retreats to"),
                              QStringLiteral("stops"),    QStringLiteral("ignores"),   QStringLiteral("takes ground"),
                              QStringLiteral("holds"),    QStringLiteral("eliminated"), QStringLiteral("loses"),
                              QStringLiteral("leaves the battlefield"), QStringLiteral("banners:"), QStringLiteral("wins"),
                              QStringLiteral("flags? rolled"), QStringLiteral("may ignore"), QStringLiteral("phase passes"),
                              QStringLiteral("does not battle"), QStringLiteral("Play"), QStringLiteral("Order"), QStringLiteral("End"),
                              QStringLiteral("check for"), QStringLiteral("Escape of"), QStringLiteral("Wetland roll"), QStringLiteral("his unit routed"),
                              QStringLiteral("\\d+ dice?"), QStringLiteral("blocks"), QStringLiteral("melee"), QStringLiteral("at range"),
                              QStringLiteral("full strength"), QStringLiteral("attached leader"), QStringLiteral("moved this turn"),
                              QStringLiteral("supporting"), QStringLiteral("lone friendly leader"), QStringLiteral("never more than"),
                              QStringLiteral("rallies"), QStringLiteral("routs"), QStringLiteral("no flag"), QStringLiteral("he retreats"),
                              QStringLiteral("escapes"), QStringLiteral("marker (removed|stays)"), QStringLiteral("flag"), QStringLiteral("saber"),
                              QStringLiteral("infantry"), QStringLiteral("artillery"), QStringLiteral("into"), QStringLiteral("battling")};
    bool moved = false, rolled = false, won = false, rallied = false;
    int lines = 0;
    for (const QVariant& v : session.log()) {
        const QVariantMap line = v.toMap();
        const QString text = line.value(QStringLiteral("text")).toString();
        QString word = englishIn(text, english);
        QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("“%1” (“%2” is English)").arg(text, word)));
        // The rolled faces in words ("[Flagge Säbel]"); the die pictures keep their ids.
        const QString faces = line.value(QStringLiteral("diceWords")).toString();
        QVERIFY2(englishIn(faces, {QStringLiteral("infantry"), QStringLiteral("cavalry"), QStringLiteral("artillery"), QStringLiteral("flag"),
                                   QStringLiteral("saber")}).isEmpty(),
                 qPrintable(faces));
        moved = moved || text.contains(QStringLiteral(" zieht nach "));
        QVERIFY2(QStringList({QStringLiteral("Jakobiten"), QStringLiteral("Regierung")}).contains(line.value(QStringLiteral("sideName")).toString()),
                 qPrintable(line.value(QStringLiteral("sideName")).toString()));
        for (const QString& note : line.value(QStringLiteral("notes")).toStringList()) {
            word = englishIn(note, english);
            QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("note “%1” of “%2” (“%3” is English)").arg(note, text, word)));
            rolled = rolled || note.contains(QStringLiteral("gewürfelt"));
            won = won || note.startsWith(QStringLiteral("Sieg für "));
            // A rally check word for word but the unit's name and the dice: "Sammelwurf für
            // Leven's Foot: 3 Würfel (2 Blöcke, …): Flagge, … — sammelt sich".
            static const QRegularExpression rally(QStringLiteral("^Sammelwurf für [^:]+: \\d+ Würfel \\(\\d+ (Block|Blöcke)[^)]*\\): [^—]+ — "
                                                                 "(sammelt sich|keine Flagge: flieht)$"));
            rallied = rallied || rally.match(note).hasMatch();
        }
        ++lines;
    }
    QVERIFY(lines > 50);
    QVERIFY(moved);
    QVERIFY(rolled);
    QVERIFY(won);
    QVERIFY(rallied);
    QVERIFY2(session.phase() == QStringLiteral("Spielende"), qPrintable(session.phase()));
    QVERIFY2(session.prompt().startsWith(QStringLiteral("Sieg für ")), qPrintable(session.prompt()));

    // The prompts and the choices' explanations (an attack's dice, a step, the flags a unit may
    // ignore) of a game both sides play by hand, attacking whenever they may.
    const QStringList promptEnglish = english + QStringList{QStringLiteral("is attacked by"), QStringLiteral("retire and rally"), QStringLiteral("or stand"),
                                                            QStringLiteral("received"), QStringLiteral("may ignore up to"), QStringLiteral("Why"),
                                                            QStringLiteral("must retreat"), QStringLiteral("choose"), QStringLiteral("may take ground"),
                                                            QStringLiteral("battle back"), QStringLiteral("in reaction"), QStringLiteral("Command card"),
                                                            QStringLiteral("ordered"), QStringLiteral("target"), QStringLiteral("must stop"),
                                                            QStringLiteral("entering"), QStringLiteral("crossing"), QStringLiteral("road"), QStringLiteral("won")};
    PlaytestSession byHand;
    byHand.setBotDelay(0);
    byHand.setBottomPlayer(QStringLiteral("human"));
    byHand.setTopPlayer(QStringLiteral("human"));
    byHand.setSeed(11);
    QVERIFY(byHand.start(&document));
    QStringList prompts;
    int details = 0;
    quint32 pick = 11;
    for (int decisions = 0; decisions < 4000 && !byHand.isGameOver(); ++decisions) {
        const QString prompt = byHand.prompt();
        QVERIFY(!prompt.isEmpty());
        QString word = englishIn(prompt, promptEnglish);
        QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("prompt “%1” (“%2” is English)").arg(prompt, word)));
        prompts << prompt;
        std::vector<int> open, targets;
        for (const playtest::Choice& c : byHand.choices()) {
            if (c.index < 0) continue;
            open.push_back(c.index);
            if (c.group == QLatin1String("target")) targets.push_back(c.index);
            if (c.detail.isEmpty()) continue;
            word = englishIn(c.detail, promptEnglish);
            QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("“%1” of “%2” (“%3” is English)").arg(c.detail, c.label, word)));
            ++details;
        }
        QVERIFY2(!open.empty(), qPrintable(prompt));
        pick = pick * 1103515245u + 12345u;
        const std::vector<int>& from = targets.empty() ? open : targets;
        QVERIFY(byHand.choose(from[(pick >> 16) % from.size()]));
    }
    QVERIFY(details > 100);
    const auto asked = [&](const QString& pattern) { return !prompts.filter(QRegularExpression(pattern)).isEmpty(); };
    QVERIFY2(asked(QStringLiteral("^Eine Befehlskarte ausspielen\\.$")), qPrintable(prompts.mid(0, 5).join(QLatin1Char('\n'))));
    // The attack it faces with its dice (here a Combat card to play in reaction, or a retire),
    // the flags it may ignore and why, the retreat, the battle back.
    const QString all = prompts.join(QLatin1Char('\n'));
    QVERIFY2(asked(QStringLiteral(" wird von .+ \\(\\d+ Würfel: \\d+ Nahkampf(, [+-]\\d+ [^,]+)*\\) angegriffen: "
                                  "(ausweichen und sammeln oder standhalten|als Reaktion eine Karte ausspielen oder nicht)\\?$")),
             qPrintable(all));
    QVERIFY2(asked(QStringLiteral(" hat \\d+ Flaggen? erhalten und darf bis zu \\d ignorieren\\. Warum: [+-]\\d .+\\.$")), qPrintable(all));
    QVERIFY2(asked(QStringLiteral(" muss noch \\d+ Felde?r? zurückweichen: Wohin\\?$")), qPrintable(all));
    QVERIFY2(asked(QStringLiteral(" darf gegen .+ zurückschlagen \\(\\d+ Würfel: .+\\)\\.$")), qPrintable(all));
}

// An attack's reason writes a terrain's name in lower case mid-phrase ("cavalry into forest"),
// keyed by the table name ("Forest"): without a translation the studio reads what the CLI
// prints, with one the name's own translation.
void EngineSentencesTest::untranslatedNamesReadAsTheEngineWroteThem() {
    tricorne::Text forest = tricorne::nameText("Forest");
    forest.text = "forest";
    const tricorne::Text reason = tricorne::phraseText("{1} into {2}", {tricorne::nameText("cavalry"), forest});
    QCOMPARE(QString::fromStdString(reason.text), QStringLiteral("cavalry into forest"));
    installTranslations(QLocale(QLocale::C));
    QCOMPARE(engineSentence(reason), QStringLiteral("cavalry into forest"));
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    QCOMPARE(engineSentence(reason), QStringLiteral("Kavallerie gegen ein Ziel in Wald"));
}

void EngineSentencesTest::cardsHoldsAndSightReadInGermanUnderAGermanLocale() {
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    // A card keeps the name printed on it; what it does (cardText) reads in German, each
    // sentence beginning in upper case, in the playtest's hand as in every card of both decks.
    // ("die", a die in English, is the German article.)
    const QStringList english{QStringLiteral("order"), QStringLiteral("units?"), QStringLiteral("leaders?"), QStringLiteral("roll"),
                              QStringLiteral("dice"),  QStringLiteral("melee"),  QStringLiteral("draw"),
                              QStringLiteral("keep"),  QStringLiteral("the"),    QStringLiteral("section"),  QStringLiteral("anywhere"),
                              QStringLiteral("play"),  QStringLiteral("turn"),   QStringLiteral("hex(es)?"), QStringLiteral("more")};
    int cards = 0;
    for (const std::string& id : tricorne::builtinSystems().ids()) {
        const tricorne::GameSystem& system = *tricorne::builtinSystems().find(id);
        const auto check = [&](const auto& card) {
            const QString text = engineSentence(tricorne::cardText(card));
            const QString word = englishIn(text, english);
            QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("%1: “%2” (“%3” is English)").arg(QString::fromStdString(card.id), text, word)));
            QVERIFY2(!text.isEmpty() && text.front().isUpper(), qPrintable(text));
            ++cards;
        };
        for (const tricorne::CommandCard& c : system.commandCards) check(c);
        for (const tricorne::CombatCard& c : system.combatCards) check(c);
    }
    QVERIFY(cards > 60);

    ScenarioDocument culloden;
    QVERIFY(culloden.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/culloden.tricorne.json")));
    PlaytestSession session;
    session.setBotDelay(0);
    session.setBottomPlayer(QStringLiteral("human"));
    session.setTopPlayer(QStringLiteral("human"));
    QVERIFY(session.start(&culloden));
    QVERIFY(!session.hand().empty());
    for (const playtest::HandCard& card : session.hand()) {
        QVERIFY2(englishIn(card.text, english).isEmpty(), qPrintable(card.text));
        if (card.combat) QVERIFY2(card.name.endsWith(QStringLiteral(" (Kampf)")), qPrintable(card.name));
    }

    // Why a hex is out of sight (the playtest's line-of-sight tool).
    const tricorne::Offset firer = tricorne::toOffset(session.state()->units[0].hex);
    session.showLineOfSight(firer.col, firer.row);
    int blocked = 0;
    for (const QVariant& v : session.lineOfSight()) {
        const QVariantMap hex = v.toMap();
        if (hex.value(QStringLiteral("clear")).toBool()) continue;
        const QString why = hex.value(QStringLiteral("reason")).toString();
        QVERIFY2(englishIn(why, {QStringLiteral("blocks"), QStringLiteral("line"), QStringLiteral("hides"), QStringLiteral("obstructed"),
                                 QStringLiteral("the")}).isEmpty(),
                 qPrintable(why));
        ++blocked;
    }
    QVERIFY(blocked > 0);

    // The Holds tab's sentences, over every shipped battle.
    const QStringList holdsEnglish{QStringLiteral("holds"),  QStringLiteral("nobody"), QStringLiteral("units?"),  QStringLiteral("against"),
                                   QStringLiteral("placed"), QStringLiteral("start"),  QStringLiteral("never"),   QStringLiteral("scored"),
                                   QStringLiteral("hexes"),  QStringLiteral("section"), QStringLiteral("leaving"), QStringLiteral("banners?")};
    int rows = 0;
    for (const QString& path : shippedBattles()) {
        ScenarioDocument document;
        QVERIFY(document.openFile(path));
        HoldsModel holds;
        holds.setDocument(&document);
        holds.setShown(true);
        QVERIFY2(holds.available(), qPrintable(path));
        for (int i = 0; i < holds.rowCount(); ++i) {
            const QModelIndex row = holds.index(i);
            for (int role : {HoldsModel::HolderRole, HoldsModel::ReasonRole, HoldsModel::NeverRole}) {
                const QString text = row.data(role).toString();
                const QString word = englishIn(text, holdsEnglish);
                QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("%1: “%2” (“%3” is English)").arg(path, text, word)));
            }
            ++rows;
        }
    }
    QVERIFY(rows > 30);
}

STUDIO_TEST_MAIN("studio-engine-sentences-tests", EngineSentencesTest)
// A broken file's problems, the JSON reader's and the schema check's, in the user's language:
// the sentence is ours, the file's own keys and values stay as written.
void EngineSentencesTest::fileProblemsReadInGermanUnderAGermanLocale() {
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    const QStringList english{QStringLiteral("must"), QStringLiteral("missing"), QStringLiteral("item"),  QStringLiteral("unknown"),
                              QStringLiteral("key"),  QStringLiteral("whole"),   QStringLiteral("number"), QStringLiteral("line"),
                              QStringLiteral("column"), QStringLiteral("typo"),  QStringLiteral("kind"),  QStringLiteral("appears")};

    const auto syntax = tricorne::parseJson("{\n  \"title\": ,\n}");
    QCOMPARE(syntax.diagnostics.size(), std::size_t(1));
    const QString syntaxLine = diagnosticText(syntax.diagnostics.front());
    QVERIFY2(syntaxLine.startsWith(QStringLiteral("kein gültiges JSON: ")) && syntaxLine.endsWith(QStringLiteral("(bei Zeile 2, Spalte 13)")),
             qPrintable(syntaxLine));
    const auto twice = tricorne::parseJson(R"({"title": "a", "title": "b"})");
    QCOMPARE(diagnosticText(twice.diagnostics.front()),
             QStringLiteral("der Schlüssel \"title\" steht zweimal im selben Objekt; behalten Sie einen"));

    auto read = tricorne::readJsonFile(TRICORNE_SOURCE_DIR "/scenarios/bemis-heights.tricorne.json");
    QVERIFY(read.document.has_value());
    nlohmann::json doc = *read.document;
    doc["units"][0]["blocks"] = "four";
    doc["units"][1]["colour"] = "red";
    doc["specialRules"] = nlohmann::json::array({{{"kind", "time-pressure"}, {"cardPlays", 2}}});
    const tricorne::Diagnostics found = tricorne::checkSchema(doc, tricorne::SchemaKind::Scenario);
    QVERIFY(found.size() >= 3);
    for (const tricorne::Diagnostic& d : found) {
        QVERIFY2(!d.text.empty(), qPrintable(QString::fromStdString(d.message)));  // a template the studio translates
        const QString line = diagnosticText(d);
        QVERIFY2(englishIn(line, english).isEmpty(), qPrintable(line + QStringLiteral(" | ") + englishIn(line, english)));
    }
    const auto blocks = std::find_if(found.begin(), found.end(), [](const auto& d) { return d.pointer == "/units/0/blocks"; });
    QVERIFY(blocks != found.end());
    QCOMPARE(diagnosticText(*blocks), QStringLiteral("\"blocks\" muss eine ganze Zahl von 1 bis 4 sein, nicht \"four\""));
}

#include "engine_sentences_test.moc"
