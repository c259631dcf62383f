// The studio's forms offer the engine's vocabularies, read from the engine's tables
// (tricorne/model/rule_kinds.h, tricorne/sim/bots.h): QML holds no list of kinds or bots.
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QTest>

#include <memory>

#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "models/rulekinds.h"
#include "playtest/players.h"
#include "studio_test_main.h"
#include "tricorne/model/rule_kinds.h"
#include "tricorne/sim/bots.h"

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QStringList engineNames(std::span<const tricorne::RuleKindInfo> table) {
    QStringList out;
    for (const tricorne::RuleKindInfo& k : table) out << qs(k.name);
    return out;
}

QStringList engineTitles(std::span<const tricorne::RuleKindInfo> table) {
    QStringList out;
    for (const tricorne::RuleKindInfo& k : table) out << qs(k.title);
    return out;
}

}  // namespace

class RuleKindsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void theObjectiveCardOffersExactlyTheEnginesKinds();
    void theKindListsAreTheEnginesTables();
    void thePlayersAreAHumanAndTheEnginesBots();
};

void RuleKindsTest::theObjectiveCardOffersExactlyTheEnginesKinds() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/starter-river-crossing.tricorne.json")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(!editor.objectives().isEmpty());

    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import Tricorne.Studio\nObjectiveCard { width: 320 }", QUrl());
    QVERIFY2(component.isReady(), qPrintable(component.errorString()));
    std::unique_ptr<QObject> card(component.createWithInitialProperties(
        {{QStringLiteral("editor"), QVariant::fromValue(&editor)}, {QStringLiteral("index"), 0}}));
    QVERIFY2(card, qPrintable(component.errorString()));
    auto* box = card->findChild<QQuickItem*>(QStringLiteral("objectiveKind"));
    QVERIFY(box);

    QStringList offered;
    for (int i = 0; i < box->property("count").toInt(); ++i) {
        QString text;
        QVERIFY(QMetaObject::invokeMethod(box, "textAt", Q_RETURN_ARG(QString, text), Q_ARG(int, i)));
        offered << text;
    }
    // In the engine's words, not the files' ids ("Temporary, at the start of the turn").
    QCOMPARE(offered, engineTitles(tricorne::objectiveKinds()));
    const QString kind = editor.objectives().constFirst().toMap().value(QStringLiteral("kind")).toString();
    QCOMPARE(box->property("currentText").toString(), qs(tricorne::kindInfo(tricorne::objectiveKindFromName(kind.toStdString())).title));

    // Choosing a kind in the box changes the objective to it.
    const int last = static_cast<int>(tricorne::objectiveKinds().size()) - 1;
    QVERIFY(QMetaObject::invokeMethod(box, "activated", Q_ARG(int, last)));
    QCOMPARE(editor.objectives().constFirst().toMap().value(QStringLiteral("kind")).toString(), qs(tricorne::objectiveKinds()[static_cast<std::size_t>(last)].name));
}

void RuleKindsTest::theKindListsAreTheEnginesTables() {
    QCOMPARE(RuleKinds::objectives(), engineNames(tricorne::objectiveKinds()));
    QCOMPARE(RuleKinds::specialRules(), engineNames(tricorne::specialRuleKinds()));
    for (const tricorne::RuleKindInfo& kind : tricorne::objectiveKinds()) {
        QCOMPARE(RuleKinds::objectiveSummary(qs(kind.name)), qs(kind.summary));
        QCOMPARE(RuleKinds::objectiveSource(qs(kind.name)), qs(kind.source));
    }
    QCOMPARE(RuleKinds::objectiveSummary(QStringLiteral("volley-storm")), QString());
    QCOMPARE(RuleKinds::objectiveTitles(), engineTitles(tricorne::objectiveKinds()));
    for (const tricorne::RuleKindInfo& kind : tricorne::specialRuleKinds())
        QCOMPARE(RuleKinds::specialRuleTitle(qs(kind.name)), qs(kind.title));
    QCOMPARE(RuleKinds::specialRuleTitle(QStringLiteral("volley-storm")), QStringLiteral("volley-storm"));
}

void RuleKindsTest::thePlayersAreAHumanAndTheEnginesBots() {
    QStringList expected{QStringLiteral("human")};
    for (const tricorne::BotInfo& bot : tricorne::bots()) expected << QString::fromLatin1(bot.name);
    QCOMPARE(Players::names(), expected);
    QCOMPARE(Players::labels().size(), expected.size());
    QCOMPARE(Players::labels().value(1), QStringLiteral("Random bot"));
}

STUDIO_TEST_MAIN("studio-rule-kinds-tests", RuleKindsTest)
#include "rule_kinds_test.moc"
