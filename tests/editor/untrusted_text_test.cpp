// Text from a scenario stays text in the studio: the SVG sheet keeps a hostile title inside
// its <title>, every text item of the window shows scenario data as plain text (a playtest with
// HTML unit and leader names running), and no QML engine of the studio fetches a URL such a
// name carries (a local listener sees no connection). The command line's refusal of a file
// names the places, and --screenshot still draws the window showing it.
#include <QtTest>

#include <memory>

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSvgGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include "app/localnetwork.h"
#include "board/sheetexport.h"
#include "board/svgtitle.h"
#include "document/scenariodocument.h"
#include "main_window.h"
#include "playtest/playtestsession.h"
#include "quick_items.h"
#include "studio_process.h"
#include "studio_test_main.h"

namespace {

const QString kData = QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/untrusted/");

/// Titles that would change an SVG's or HTML's meaning if spliced into it.
const QStringList kHostileTitles = {
    QStringLiteral("Culloden</title><script>alert(document.domain)</script><title>"),
    QStringLiteral("]]><!-- <svg onload=\"alert(1)\"> &amp; &#60;x/&#62; \"'"),
    QStringLiteral("<foreignObject><iframe src='http://127.0.0.1:1/'/></foreignObject>"),
};

/// Elements QSvgGenerator draws with; anything else (script, foreignObject, a, iframe…) in a
/// sheet came from data.
const QStringList kSvgDrawing = {QStringLiteral("svg"),  QStringLiteral("title"),    QStringLiteral("desc"),
                                 QStringLiteral("defs"), QStringLiteral("g"),        QStringLiteral("path"),
                                 QStringLiteral("rect"), QStringLiteral("text"),     QStringLiteral("tspan"),
                                 QStringLiteral("image"), QStringLiteral("polyline"), QStringLiteral("polygon"),
                                 QStringLiteral("circle"), QStringLiteral("ellipse"), QStringLiteral("line"),
                                 QStringLiteral("linearGradient"), QStringLiteral("radialGradient"),
                                 QStringLiteral("stop"), QStringLiteral("clipPath"), QStringLiteral("use")};

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Writes `bytes` to `path`; false when it cannot.
bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// The scenario with the HTML names, its image URLs pointing at `port` on this machine.
QByteArray htmlNamesScenario(quint16 port) {
    return readAll(kData + QStringLiteral("playtest-log-html.tricorne.json")).replace("127.0.0.1:8765", "127.0.0.1:" + QByteArray::number(port));
}

/// True when `item` is a Text (Label, and the texts inside controls, derive from it).
bool isText(const QObject* item) {
    for (const QMetaObject* type = item->metaObject(); type; type = type->superClass())
        if (qstrcmp(type->className(), "QQuickText") == 0) return true;
    return false;
}

/// A TCP listener on 127.0.0.1 (a free port) counting the connections made to it.
struct LocalListener {
    QTcpServer server;
    int connections = 0;

    bool listen() {
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this] {
            while (QTcpSocket* socket = server.nextPendingConnection()) {
                ++connections;
                socket->close();
            }
        });
        return server.listen(QHostAddress::LocalHost);
    }
};

}  // namespace

class UntrustedTextTest : public QObject {
    Q_OBJECT

private slots:
    void sheetSvgKeepsHostileTitlesAsText();
    void svgWithControlCharactersStaysWellFormed();
    void svgKeepsHostilePlaceNamesAsText();
    void everyTextItemShowsScenarioDataAsPlainText();
    void hostileNamesMakeNoNetworkRequest();
    void remoteImageIsRefusedByTheEngine();
    void refusedFileNamesItsPlacesAndStillGetsAScreenshot();

private:
    /// Opens the HTML-names scenario (image URLs at `port`) in the main window of `engine` and
    /// has the greedy bots play three turns; the window, or nullptr (a QVERIFY says why).
    QQuickWindow* playHtmlNames(QQmlApplicationEngine& engine, ScenarioDocument& document, quint16 port);

    QTemporaryDir m_dir;
};

QQuickWindow* UntrustedTextTest::playHtmlNames(QQmlApplicationEngine& engine, ScenarioDocument& document, quint16 port) {
    const QString path = m_dir.filePath(QStringLiteral("html-names.tricorne.json"));
    if (!writeAll(path, htmlNamesScenario(port)) || !document.openFile(path)) {
        qWarning("%s", qPrintable(document.errorString()));
        return nullptr;
    }
    QQuickWindow* window = fixtures::loadMainWindow(engine, document);
    if (!window || !QTest::qWaitForWindowExposed(window)) return nullptr;
    auto* session = window->property("playtestSession").value<PlaytestSession*>();
    if (!session) return nullptr;
    session->setSeed(1);
    session->setBottomPlayer(QStringLiteral("greedy"));
    session->setTopPlayer(QStringLiteral("greedy"));
    session->setPaused(true);
    if (!session->start(&document)) {
        qWarning("%s", qPrintable(session->error()));
        return nullptr;
    }
    session->playBotTurns(3);
    QTest::qWait(300);  // lays out the log and the "Last roll" and would load their images
    return window;
}

void UntrustedTextTest::sheetSvgKeepsHostileTitlesAsText() {
    QJsonObject scenario = QJsonDocument::fromJson(readAll(kData + QStringLiteral("sheet-title-script.tricorne.json"))).object();
    QVERIFY(!scenario.isEmpty());
    for (const QString& title : kHostileTitles) {
        QJsonObject metadata = scenario.value(QStringLiteral("metadata")).toObject();
        metadata.insert(QStringLiteral("title"), title);
        scenario.insert(QStringLiteral("metadata"), metadata);
        const QString path = m_dir.filePath(QStringLiteral("titled.tricorne.json"));
        QVERIFY(writeAll(path, QJsonDocument(scenario).toJson()));
        ScenarioDocument document;
        QVERIFY2(document.openFile(path), qPrintable(document.errorString()));
        const QString out = m_dir.filePath(QStringLiteral("sheet.svg"));
        QFile::remove(out);
        const QString error = writeScenarioSheet(document, out, SheetOptions());
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QXmlStreamReader reader(readAll(out));
        QStringList titles;
        while (!reader.atEnd()) {
            if (reader.readNext() != QXmlStreamReader::StartElement) continue;
            const QString name = reader.name().toString();
            QVERIFY2(kSvgDrawing.contains(name), qPrintable(QStringLiteral("<%1> in the sheet of “%2”").arg(name, title)));
            if (name == QLatin1String("title")) titles << reader.readElementText();
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(titles, QStringList{title});   // one title, the text as it was
    }
}

void UntrustedTextTest::svgKeepsHostilePlaceNamesAsText() {
    // Place names are drawn as text (BoardPainter::paintLabels) and so reach the SVG's markup:
    // QSvgGenerator escapes them, and each comes back as one <text> holding the name.
    QJsonObject scenario = QJsonDocument::fromJson(readAll(kData + QStringLiteral("sheet-title-script.tricorne.json"))).object();
    QJsonArray labels;
    for (int i = 0; i < kHostileTitles.size(); ++i)
        labels.append(QJsonObject{{QStringLiteral("text"), kHostileTitles[i]}, {QStringLiteral("hex"), QJsonArray{2 + 3 * i, 4}}});
    scenario.insert(QStringLiteral("labels"), labels);
    const QString path = m_dir.filePath(QStringLiteral("labelled.tricorne.json"));
    QVERIFY(writeAll(path, QJsonDocument(scenario).toJson()));
    ScenarioDocument document;
    QVERIFY2(document.openFile(path), qPrintable(document.errorString()));
    const QString out = m_dir.filePath(QStringLiteral("labelled.svg"));
    QFile::remove(out);
    const QString error = writeScenarioSheet(document, out, SheetOptions());
    QVERIFY2(error.isEmpty(), qPrintable(error));

    QXmlStreamReader reader(readAll(out));
    QStringList texts;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement) continue;
        const QString name = reader.name().toString();
        QVERIFY2(kSvgDrawing.contains(name), qPrintable(QStringLiteral("<%1> in a sheet with hostile place names").arg(name)));
        if (name == QLatin1String("text")) texts << reader.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    for (const QString& title : kHostileTitles) QCOMPARE(texts.count(title.toUpper()), 1);   // printed in capitals, as on the map
}

void UntrustedTextTest::svgWithControlCharactersStaysWellFormed() {
    // Validation refuses control characters in a scenario; the SVG writer must not rely on it.
    const QString hostile = QStringLiteral("\x1b]0;PWNED\x07\x1b[2J\x01" "Culloden\x7f");
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setTitle(QString::fromLatin1(kSvgTitlePlaceholder));
    generator.setViewBox(QRectF(0, 0, 200, 50));
    QPainter painter(&generator);
    painter.drawText(QPointF(10, 30), hostile);
    painter.end();

    QXmlStreamReader reader(withSvgTitle(bytes, hostile));
    QStringList titles, texts;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement) continue;
        if (reader.name() == QLatin1String("title")) titles << reader.readElementText();
        if (reader.name() == QLatin1String("text")) texts << reader.readElementText();
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    const QString shown = QStringLiteral("\uFFFD]0;PWNED\uFFFD\uFFFD[2J\uFFFDCulloden\x7f");
    QCOMPARE(titles, QStringList{shown});
    QCOMPARE(texts, QStringList{shown});
}

void UntrustedTextTest::everyTextItemShowsScenarioDataAsPlainText() {
    ScenarioDocument document;
    QQmlApplicationEngine engine;
    QQuickWindow* window = playHtmlNames(engine, document, 9);   // discard's port: nothing is fetched anyway
    QVERIFY(window);

    int texts = 0, hostileShown = 0;
    QStringList styled;
    fixtures::forEachItem(window->contentItem(), [&](QQuickItem* item) {
        if (!isText(item)) return;
        ++texts;
        const QString text = item->property("text").toString();
        const bool plain = item->property("textFormat").toInt() == Qt::PlainText;
        if (plain && text.contains(QLatin1String("<font"))) ++hostileShown;
        if (plain) return;
        // The studio's own items are plain except the Help dialog's and the user's guide's own
        // text; texts inside Qt's controls (buttons, menus) keep Qt's default and must then show
        // no scenario data.
        const QQmlContext* context = qmlContext(item);
        const bool ours = context && context->baseUrl().toString().startsWith(QLatin1String("qrc:/qt/qml/Tricorne/"));
        if ((ours && item->objectName() != QLatin1String("helpText") && item->objectName() != QLatin1String("guideText")) || text.contains(QLatin1Char('<')))
            styled << QStringLiteral("%1 (%2): %3").arg(item->objectName(), context ? context->baseUrl().fileName() : QStringLiteral("control"), text);
    });
    QVERIFY2(styled.isEmpty(), qPrintable(styled.join(QLatin1Char('\n'))));
    // Tooltips are not in the tree until shown: the piece's and the window's shared one.
    QObject* pieceTip = window->findChild<QObject*>(QStringLiteral("pieceToolTip"));
    QVERIFY(pieceTip);
    QCOMPARE(pieceTip->property("contentItem").value<QObject*>()->property("textFormat").toInt(), int(Qt::PlainText));
    auto* board = qobject_cast<QQuickItem*>(pieceTip->parent());
    QVERIFY(board);
    QQmlExpression shared(qmlContext(board), board, QStringLiteral("ToolTip.toolTip.contentItem.textFormat"));
    const QVariant format = shared.evaluate();   // Qt::PlainText is 0: an undefined must not pass
    QVERIFY2(!shared.hasError() && format.isValid(), qPrintable(shared.error().toString()));
    QCOMPARE(format.toInt(), int(Qt::PlainText));
    QVERIFY(texts > 50);
    // The log's lines, the last roll and the pieces' names show the names as typed.
    QVERIFY2(hostileShown >= 3, qPrintable(QString::number(hostileShown)));
}

void UntrustedTextTest::hostileNamesMakeNoNetworkRequest() {
    LocalListener listener;
    QVERIFY(listener.listen());
    ScenarioDocument document;
    QQmlApplicationEngine engine;
    QVERIFY(playHtmlNames(engine, document, listener.server.serverPort()));
    QTest::qWait(500);
    QCOMPARE(listener.connections, 0);
}

void UntrustedTextTest::remoteImageIsRefusedByTheEngine() {
    // The control: a bare engine fetches a styled text's image from the listener; the
    // studio's engine (prepareStudioEngine) does not.
    LocalListener listener;
    QVERIFY(listener.listen());
    const QByteArray qml = "import QtQuick\nText { textFormat: Text.StyledText; text: \"<img src='http://127.0.0.1:"
                           + QByteArray::number(listener.server.serverPort()) + "/x.png'>\" }";
    auto loadText = [&](QQmlEngine& engine) {
        QQmlComponent component(&engine);
        component.setData(qml, QUrl());
        std::unique_ptr<QObject> text(component.create());
        QVERIFY2(text, qPrintable(component.errorString()));
        QTest::qWait(500);
    };
    {
        QQmlEngine bare;
        loadText(bare);
        QTRY_VERIFY_WITH_TIMEOUT(listener.connections > 0, 5000);
    }
    listener.connections = 0;
    {
        QQmlApplicationEngine studio;
        prepareStudioEngine(studio);
        loadText(studio);
        QCOMPARE(listener.connections, 0);
    }
}

void UntrustedTextTest::refusedFileNamesItsPlacesAndStillGetsAScreenshot() {
    const QString bad = QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/hostile/unknown-enum.json");
    const QString out = m_dir.filePath(QStringLiteral("refused.png"));
    const studio_process::Run run = studio_process::runStudio({bad, QStringLiteral("--screenshot"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.stderrText.contains(QStringLiteral("unknown-enum.json")), qPrintable(run.stderrText));
    QVERIFY2(run.stderrText.contains(QStringLiteral("unknown-enum.json:/hexsides/0/side:")), qPrintable(run.stderrText));   // FILE:POINTER
    const QImage shot(out);
    QVERIFY2(!shot.isNull(), "no screenshot of the window showing the error");
}

STUDIO_TEST_MAIN("studio-untrusted-text-tests", UntrustedTextTest)
#include "untrusted_text_test.moc"
