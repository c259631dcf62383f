// `tricorne-studio --playtest --seed S --bots A,B --turns N --screenshot OUT.png FILE` (the
// playtest from the command line): the real binary, offscreen, plays N turns bot against bot and saves
// the window. The picture is checked against the same game played in-process through
// PlaytestSession: every unit left is drawn in its army's colour where the game has it, and
// hexes the bots left are empty — the board shows the game, not the document.
#include <QColor>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "playtest/playtestsession.h"
#include "studio_process.h"
#include "studio_test_main.h"
#include "tricorne/model/rules.h"

namespace {

constexpr auto kKilliecrankie = TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json";

using studio_process::Run;
using studio_process::runStudio;

/// The pixel inside a unit block on hex `hex`, left of its NATO frame (as screenshot_test
/// samples), the block raised when a leader shares the hex.
QColor unitPixel(const QImage& image, tricorne::Offset hex, bool withLeader) {
    const QSizeF window = image.size();
    const qreal scale = BoardGeometry::fitScale(BoardGeometry::boardArea(window).size());
    const QPointF offset(-0.31 * BoardGeometry::kHexSize, withLeader ? -0.19 * BoardGeometry::kHexSize : 0.0);
    const QPointF p = BoardGeometry::windowPoint(window, hex) + offset * scale;
    return image.pixelColor(qRound(p.x()), qRound(p.y()));
}

bool isRed(const QColor& c) { return c.hsvSaturation() >= 60 && (c.hsvHue() <= 15 || c.hsvHue() >= 345); }
bool isBlue(const QColor& c) { return c.hsvSaturation() >= 60 && c.hsvHue() >= 210 && c.hsvHue() <= 235; }
QString describe(const QColor& c) { return QStringLiteral("%1 (hue %2, sat %3)").arg(c.name()).arg(c.hsvHue()).arg(c.hsvSaturation()); }

}  // namespace

class PlaytestScreenshotTest : public QObject {
    Q_OBJECT

private slots:
    void playsTurnsAndShowsTheGame();
    void refusesBadUsage();
};

void PlaytestScreenshotTest::playsTurnsAndShowsTheGame() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("playtest.png"));
    const Run run = runStudio({QStringLiteral("--playtest"), QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--bots"),
                               QStringLiteral("greedy,random"), QStringLiteral("--turns"), QStringLiteral("6"), QStringLiteral("--screenshot"),
                               out, QString::fromUtf8(kKilliecrankie)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.stderrText));
    QImage image(out);
    QVERIFY2(!image.isNull(), qPrintable(out));
    QCOMPARE(image.size(), QSize(BoardGeometry::kDefaultWindowWidth, BoardGeometry::kDefaultWindowHeight));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 200, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));

    // The same game in-process.
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    PlaytestSession session;
    session.setSeed(3);
    session.setBottomPlayer(QStringLiteral("greedy"));
    session.setTopPlayer(QStringLiteral("random"));
    session.setPaused(true);
    QVERIFY(session.start(&document));
    const int firstTurn = session.turn();
    QVERIFY(session.playBotTurns(6) > 0);
    QCOMPARE(session.turn(), firstTurn + 6);  // a turn in progress, not the end
    QVERIFY(!session.isGameOver());
    const tricorne::Rules& rules = *session.rules();
    const tricorne::GameState& game = *session.state();

    int drawn = 0;
    for (int u = 0; u < rules.unitCount(); ++u) {
        const tricorne::UnitState& unit = game.units[static_cast<std::size_t>(u)];
        if (!unit.alive()) continue;
        const QColor c = unitPixel(image, tricorne::toOffset(unit.hex), game.leaderAt(unit.hex) >= 0);
        const bool top = rules.unitSide(u) == tricorne::Position::Top;
        QVERIFY2(top ? isRed(c) : isBlue(c), qPrintable(QStringLiteral("unit %1 at %2: %3")
                                                            .arg(QString::fromStdString(rules.scenario().units[static_cast<std::size_t>(u)].id),
                                                                 QString::fromStdString(tricorne::formatOffset(tricorne::toOffset(unit.hex))),
                                                                 describe(c))));
        ++drawn;
    }
    QVERIFY(drawn > 0);
    // Hexes a unit started on and no unit stands on now: drawn empty.
    int left = 0;
    for (const tricorne::Unit& start : rules.scenario().units) {
        if (game.unitAt(start.hex) >= 0) continue;
        const QColor c = unitPixel(image, tricorne::toOffset(start.hex), false);
        QVERIFY2(!isRed(c) && !isBlue(c), qPrintable(QStringLiteral("left hex %1 still shows a unit: %2")
                                                         .arg(QString::fromStdString(tricorne::formatOffset(tricorne::toOffset(start.hex))), describe(c))));
        ++left;
    }
    QVERIFY2(left > 0, "the bots moved or lost some unit in six turns");
}

void PlaytestScreenshotTest::refusesBadUsage() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("never.png"));
    const Run badBots = runStudio({QStringLiteral("--playtest"), QStringLiteral("--bots"), QStringLiteral("greedy"), QStringLiteral("--screenshot"),
                                   out, QString::fromUtf8(kKilliecrankie)});
    QCOMPARE(badBots.exitCode, 2);
    QVERIFY2(badBots.stderrText.contains(QStringLiteral("--bots")), qPrintable(badBots.stderrText));
    const Run noFile = runStudio({QStringLiteral("--playtest"), QStringLiteral("--screenshot"), out});
    QCOMPARE(noFile.exitCode, 2);
    QVERIFY(!QFile::exists(out));
}

STUDIO_TEST_GUILESS_MAIN("studio-playtest-screenshot-tests", PlaytestScreenshotTest)
#include "playtest_screenshot_test.moc"
